"""The city day: lynch (R1, R50), mute (R20), secret votes (R69), the mine, inactivity (R51),
stalemate (R2, R52) and the win check (SPEC 3.4)."""

from __future__ import annotations

from tests.engine.helpers import deaths, phase, rejected, run

SIX = """
ruleset: city
players: {A: boss, B: thief, C: doctor, D: detective, E: citizen, F: citizen}
"""


def test_r1_two_way_tie_lynches_both() -> None:
    out = run(SIX + "phases:\n - night: {}\n - day: {votes: {A: C, B: C, C: A, D: A}}\n")
    assert phase(out, 1)["lynched"] == ["A", "C"]
    assert deaths(out, 1) == [("A", "lynch"), ("C", "lynch")]


def test_r50_double_kill_off_two_way_tie_lynches_nobody() -> None:
    out = run(
        SIX.replace("players", "options: {double_kill: false}\nplayers")
        + "phases:\n - night: {}\n - day: {votes: {A: C, B: C, C: A, D: A}}\n"
    )
    assert phase(out, 1)["lynched"] == []


def test_r1_three_way_tie_lynches_nobody() -> None:
    out = run(SIX + "phases:\n - night: {}\n - day: {votes: {A: C, B: D, C: A}}\n")
    assert phase(out, 1)["lynched"] == [] and deaths(out, 1) == []


def test_r50_self_vote_counts_in_the_tally() -> None:
    out = run(SIX + "phases:\n - night: {}\n - day: {votes: {E: E, A: E, B: C}}\n")
    assert phase(out, 1)["lynched"] == ["E"]


def test_r50_vote_for_dead_or_unknown_player_is_rejected_and_counts_for_nobody() -> None:
    out = run(SIX + "phases:\n - night: {A: {kill: F}}\n" + " - day: {votes: {A: F, B: F, C: B}}\n")
    assert rejected(out, 1) == [("A", "vote", "dead_target"), ("B", "vote", "dead_target")]
    assert phase(out, 1)["lynched"] == ["B"]


def test_r1_abstentions_and_no_votes_lynch_nobody() -> None:
    out = run(SIX + "phases:\n - night: {}\n - day: {votes: {A: abstain, B: abstain}}\n")
    assert phase(out, 1)["lynched"] == []


def test_r1_lynch_ignores_heal_and_extra_life() -> None:
    out = run(
        "ruleset: city\nplayers: {A: boss, B: lucky, C: doctor, D: citizen, E: citizen}\n"
        "phases:\n - night: {C: {heal: B}}\n - day: {votes: {A: B, C: B, D: B}}\n"
    )
    assert deaths(out, 1) == [("B", "lynch")]


def test_r20_muted_public_vote_does_not_count() -> None:
    out = run(
        "ruleset: city\nplayers: {A: boss, B: trickster, C: citizen, D: citizen, E: citizen}\n"
        "phases:\n - night: {B: {mute: C}}\n"
        " - day: {votes: {C: A, D: E}}\n"
    )
    assert phase(out, 1)["lynched"] == ["E"]


def test_r69_secret_votes_count_ignore_the_mute_and_may_name_one_player_twice() -> None:
    out = run(
        "ruleset: city\nplayers: {A: boss, B: trickster, C: chosen, D: citizen, E: citizen}\n"
        "phases:\n - night: {B: {mute: C}}\n"
        " - day: {votes: {C: A, D: E, E: D}, actions: {C: {secret_vote: [A, A]}}}\n"
    )
    assert phase(out, 1)["lynched"] == ["A"]


def test_r50_secret_votes_never_appear_as_public_votes_but_lynch() -> None:
    out = run(
        SIX.replace("E: citizen", "E: chosen")
        + "phases:\n - night: {}\n - day: {votes: {A: C}, actions: {E: {secret_vote: [D]}}}\n"
    )
    assert phase(out, 1)["lynched"] == ["C", "D"]


def test_chosen_cannot_cast_three_secret_votes() -> None:
    out = run(
        SIX.replace("E: citizen", "E: chosen")
        + "phases:\n - night: {}\n - day: {actions: {E: {secret_vote: [A, B, C]}}}\n"
    )
    assert rejected(out, 1) == [("E", "secret_vote", "too_many_votes")]


def test_mine_does_not_fire_on_a_player_lynched_anyway() -> None:
    out = run(
        "ruleset: city\nplayers: {A: boss, B: miner, C: citizen, D: citizen, E: citizen}\n"
        "phases:\n - night: {B: {mine: C}}\n"
        " - day: {votes: {A: C, B: C, D: C, E: D}}\n"
    )
    assert deaths(out, 1) == [("C", "lynch")]


def test_mine_kills_after_the_vote_when_another_player_is_lynched() -> None:
    out = run(
        "ruleset: city\nplayers: {A: boss, B: miner, C: citizen, D: citizen, E: citizen,"
        " F: citizen, G: citizen, H: citizen}\n"
        "phases:\n - night: {B: {mine: C}}\n"
        " - day: {votes: {A: C, B: C, D: C, E: D, F: D, G: D, H: D}}\n"
    )
    assert deaths(out, 1) == [("D", "lynch"), ("C", "mine")]


def test_mine_needs_three_votes_and_then_expires() -> None:
    out = run(
        "ruleset: city\nplayers: {A: boss, B: miner, C: citizen, D: citizen, E: citizen,"
        " F: citizen, G: citizen}\n"
        "phases:\n - night: {B: {mine: C}}\n"
        " - day: {votes: {A: C, B: C, D: E, E: D, F: D, G: D}}\n"
        " - night: {}\n"
        " - day: {votes: {A: C, B: C, D: C, E: E, F: E, G: E, C: E}}\n"
    )
    assert deaths(out, 1) == [("D", "lynch")]
    assert deaths(out, 3) == [("E", "lynch")]


def test_r51_absent_two_days_running_is_put_to_sleep() -> None:
    out = run(
        SIX + "phases:\n - night: {}\n"
        " - day: {votes: {A: B, B: A, C: D, D: C, E: F}, posts: {A: 3, B: 3, C: 3, D: 3, E: 1}}\n"
        " - night: {}\n"
        " - day: {votes: {A: B, B: A, C: D, D: C, E: F}, posts: {A: 3, B: 3, C: 3, D: 3, E: 2}}\n"
    )
    assert deaths(out, 1) == []
    assert deaths(out, 3) == [("E", "sleep"), ("F", "sleep")]


def test_r50_self_vote_is_not_presence() -> None:
    out = run(
        SIX + "phases:\n - night: {}\n"
        " - day: {votes: {A: B, B: A, C: D, D: C, E: E, F: A}}\n"
        " - night: {}\n"
        " - day: {votes: {A: B, B: A, C: D, D: C, E: E, F: A}}\n"
    )
    assert deaths(out, 3) == [("E", "sleep")]


def test_r51_presence_resets_the_count() -> None:
    out = run(
        SIX + "phases:\n - night: {}\n"
        " - day: {votes: {A: B, B: A, C: D, D: C, E: F}}\n"
        " - night: {}\n"
        " - day: {votes: {A: B, B: A, C: D, D: C, E: F, F: E}}\n"
        " - night: {}\n"
        " - day: {votes: {A: B, B: A, C: D, D: C, E: F}}\n"
    )
    assert all(cause != "sleep" for _, cause in deaths(out, 3) + deaths(out, 5))


def test_r51_inactive_days_zero_turns_the_rule_off() -> None:
    out = run(
        SIX.replace("players", "options: {inactive_days: 0}\nplayers")
        + "phases:\n - night: {}\n - day: {}\n - night: {}\n - day: {}\n"
    )
    assert deaths(out, 3) == []


QUIET = SIX.replace("players", "options: {inactive_days: 0}\nplayers")
QUIET_CYCLE = " - night: {}\n - day: {votes: {}}\n"


def test_r2_three_quiet_cycles_end_in_a_draw() -> None:
    out = run(QUIET + "phases:\n" + QUIET_CYCLE * 4)
    assert len(out["phases"]) == 6
    assert out["winner"] == "draw"


def test_r52_a_death_restarts_the_stalemate_count() -> None:
    out = run(
        QUIET
        + "phases:\n"
        + QUIET_CYCLE
        + " - night: {A: {kill: F}}\n - day: {}\n"
        + QUIET_CYCLE * 3
    )
    assert out["winner"] == "draw"
    assert len(out["phases"]) == 10


def test_r52_stalemate_cycles_zero_turns_it_off() -> None:
    out = run(
        QUIET.replace("inactive_days: 0", "inactive_days: 0, stalemate_cycles: 0")
        + "phases:\n"
        + QUIET_CYCLE * 5
    )
    assert out["winner"] is None and len(out["phases"]) == 10


def test_city_win_when_only_one_camp_lives() -> None:
    out = run(
        "ruleset: city\nplayers: {A: boss, B: citizen, C: citizen}\n"
        "phases:\n - night: {A: {kill: B}}\n - day: {votes: {A: C}}\n - night: {}\n"
    )
    assert out["winner"] == "mafia"
    assert len(out["phases"]) == 2  # R57: nothing after the winner


def test_robbers_win_together() -> None:
    out = run(
        "ruleset: city\nplayers: {A: boss, B: psycho, C: thug, D: citizen}\n"
        "phases:\n - night: {A: {kill: D}}\n - day: {votes: {B: A, C: A}}\n"
    )
    assert out["winner"] == "robbers"


def test_everybody_dead_is_a_draw() -> None:
    out = run(
        "ruleset: city\nplayers: {A: boss, B: citizen}\n"
        "phases:\n - night: {}\n - day: {votes: {A: B, B: A}}\n"
    )
    assert out["winner"] == "draw"
