"""The project's own city rulings (docs/rulings-city.md), one test each."""

from __future__ import annotations

from typing import Any

import engine
from tests.engine.helpers import deaths, phase, private, rejected, run

TABLE = (
    "A: boss, B: thief, C: guard, D: swindler, E: doctor, F: detective, G: journalist, "
    "H: witch, I: shooter, J: sleepwalker, K: lucky, L: psycho, M: thug, N: scout, "
    "O: trickster, P: miner, Q: citizen, R: citizen"
)


def night(actions: str, more: str = "") -> dict[str, Any]:
    """Replay night 1 (and `more`) of the big table, inactivity off."""
    return run(
        f"ruleset: city\noptions: {{inactive_days: 0}}\nplayers: {{{TABLE}}}\n"
        f"phases:\n - night: {{{actions}}}\n{more}"
    )


def test_c1_shooter_cannot_shoot_himself() -> None:
    assert rejected(night("I: {shoot: I}"), 0) == [("I", "shoot", "self_target")]


def test_c2_redirect_of_a_player_without_redirectable_action_fails_and_is_spent() -> None:
    out = night(
        "D: {redirect: {target: Q, to: R}}",
        " - day: {}\n - night: {D: {redirect: {target: Q, to: R}}}\n",
    )
    assert rejected(out, 0) == []
    assert rejected(out, 2) == [("D", "redirect", "repeat_target")]


def test_c3_redirected_heal_lands_on_last_nights_patient() -> None:
    out = night(
        "E: {heal: Q}",
        " - day: {}\n - night: {E: {heal: R}, D: {redirect: {target: E, to: Q}}, A: {kill: Q}}\n",
    )
    assert deaths(out, 2) == []


def test_c4_compare_needs_two_different_players() -> None:
    assert rejected(night("G: {compare: [A, A]}"), 0) == [("G", "compare", "bad_argument")]


def test_c5_seek_self_refused_and_known_robber_found_again_without_second_met() -> None:
    assert rejected(night("L: {seek: L}"), 0) == [("L", "seek", "self_target")]
    out = night("L: {seek: M}", " - day: {}\n - night: {L: {seek: M}}\n")
    assert private(out, 2, "L") == [{"type": "seek", "target": "M", "found": True}]
    assert private(out, 2, "M") == []


def test_c6_found_robber_is_told_who_found_him() -> None:
    assert private(night("O: {seek: P}"), 0, "P") == [{"type": "met", "player": "O"}]


def test_c8_votes_at_night_are_rejected_with_wrong_phase() -> None:
    game = engine.new_game(engine.load_record(f"ruleset: city\nplayers: {{{TABLE}}}\n").setup)
    _, result = game.resolve(engine.PhaseInput(votes={"A": "B"}))
    assert [(r.player, r.verb, r.code) for r in result.rejected] == [("A", "vote", "wrong_phase")]


def test_c11_day_deaths_lynch_then_mine_then_sleep() -> None:
    out = run(
        "ruleset: city\noptions: {inactive_days: 1}\n"
        "players: {A: boss, B: miner, C: citizen, D: citizen, E: citizen, F: citizen, G: citizen,"
        " H: citizen}\n"
        "phases:\n - night: {B: {mine: C}}\n"
        " - day: {votes: {A: C, B: C, D: C, E: D, F: D, G: D, C: D}}\n"
    )
    assert deaths(out, 1) == [("D", "lynch"), ("C", "mine"), ("H", "sleep")]


def test_c12_muted_votes_do_not_count_toward_the_mine() -> None:
    out = night(
        "P: {mine: Q}, O: {mute: A}",
        " - day: {votes: {A: Q, B: Q, C: Q, D: R, E: R, F: R}}\n",
    )
    assert phase(out, 1)["lynched"] == ["R"]
    assert deaths(out, 1) == [("R", "lynch")]


def test_c13_actor_may_become_a_dead_mafioso_without_a_living_boss() -> None:
    out = run(
        "ruleset: city\noptions: {inactive_days: 0}\n"
        "players: {A: boss, B: mafioso, C: actor, D: citizen, E: citizen, F: citizen, G: citizen}\n"
        "phases:\n - night: {}\n - day: {votes: {D: A, E: A, F: A}}\n"
        " - night: {}\n - day: {votes: {D: B, E: B, F: B}}\n"
        " - night: {C: {become: mafioso}}\n"
    )
    assert private(out, 4, "C") == [{"type": "became", "role": "mafioso"}]


def test_c14_kill_failed_even_when_another_attack_killed_the_player() -> None:
    out = night("C: {guard: B}, A: {kill: B}, L: {invite: Q}", " - day: {}\n - night: {}\n")
    assert phase(out, 0)["public"] == {"kill_failed": True}


def test_c15_lynched_player_is_not_also_put_to_sleep() -> None:
    out = run(
        "ruleset: city\noptions: {inactive_days: 1}\n"
        "players: {A: boss, B: citizen, C: citizen, D: citizen}\n"
        "phases:\n - night: {}\n - day: {votes: {A: B, C: B, D: A}, posts: {A: 3, C: 3, D: 3}}\n"
    )
    assert deaths(out, 1) == [("B", "lynch")]


def test_c16_witch_may_curse_herself_and_sleepwalker_may_watch_himself() -> None:
    out = night("H: {curse: H}, J: {watch: J}, F: {check: J}")
    assert rejected(out, 0) == []
    assert private(out, 0, "J") == [{"type": "watch", "camps": ["civilians"]}]


def test_c17_beaten_sleepwalker_is_hidden_from_later_actions() -> None:
    out = night("M: {beat: Q}, J: {watch: Q}, A: {kill: J}")
    assert deaths(out, 0) == []


def test_c18_secret_vote_for_a_dead_player_rejects_the_whole_action() -> None:
    out = run(
        "ruleset: city\noptions: {inactive_days: 0}\n"
        "players: {A: boss, B: chosen, C: citizen, D: citizen, E: citizen}\n"
        "phases:\n - night: {A: {kill: C}}\n"
        " - day: {votes: {A: D}, actions: {B: {secret_vote: [C, E]}}}\n"
    )
    assert rejected(out, 1) == [("B", "secret_vote", "dead_target")]
    assert phase(out, 1)["lynched"] == ["D"]


def test_c19_records_are_replayed_whatever_their_size() -> None:
    out = run("ruleset: city\nplayers: {A: boss, B: citizen, C: citizen}\nphases:\n - night: {}\n")
    assert out["winner"] is None and out["alive"] == ["A", "B", "C"]


def test_c22_mute_can_be_redirected() -> None:
    out = night(
        "O: {mute: A}, D: {redirect: {target: O, to: Q}}",
        " - day: {votes: {A: R, Q: I, B: I, C: R}}\n",
    )
    assert phase(out, 1)["lynched"] == ["R"]  # Q's vote was removed, not A's


def test_c23_robbers_found_separately_share_one_den() -> None:
    record = engine.load_record(
        "ruleset: city\n"
        "players: {A: boss, B: psycho, C: thug, D: scout, E: trickster, F: citizen}\n"
        "phases:\n - night: {B: {seek: C}, D: {seek: E}}\n"
    )
    game, _ = engine.new_game(record.setup).resolve(record.phases[0])
    assert game.teams()["robbers"] == ("B", "C", "D", "E")


def test_c21_borrowed_watch_is_beaten_with_its_target() -> None:
    out = run(
        "ruleset: city\noptions: {inactive_days: 0}\n"
        "players: {A: boss, B: courtesan, C: sleepwalker, D: thug, E: citizen, F: citizen}\n"
        "phases:\n - night: {A: {kill: C}}\n - day: {}\n"
        " - night: {B: {borrow: {role: sleepwalker, watch: E}}, D: {beat: E}, A: {kill: B}}\n"
    )
    assert deaths(out, 2) == []  # the Courtesan was beaten too: hidden from the camp kill
    assert private(out, 2, "B") == [{"type": "watch", "failed": True}]


def test_c9_actions_only_for_the_current_or_next_phase() -> None:
    game = engine.new_game(engine.load_record(f"ruleset: city\nplayers: {{{TABLE}}}\n").setup)
    assert game.check_action("E", "heal", "Q", engine.Phase("night", 3)) == engine.EngineError(
        "not_current_phase", {"phase": "night-3"}
    )
    assert game.check_action("O", "mute", "Q", engine.Phase("night", 1)) is None
