"""Roles that change hands: the Actor (R10, R67), the Deputy (R13, R68), the Courtesan (R66),
and the team channels they open."""

from __future__ import annotations

from typing import Any

import engine
from tests.engine.helpers import deaths, phase, private, rejected, run, state_after

OPTS = "ruleset: city\noptions: {inactive_days: 0}\n"
MAFIA = (
    "players: {A: boss, B: thief, C: actor, D: doctor, E: detective, F: deputy, G: citizen, "
    "H: citizen, I: citizen}\n"
)


def test_r10_actor_becomes_a_dead_members_role_from_the_next_night() -> None:
    record = (
        OPTS + MAFIA + "phases:\n"
        " - night: {}\n"
        " - day: {votes: {A: B, D: B, E: B}}\n"
        " - night: {C: {become: thief}}\n"
        " - day: {}\n"
        " - night: {C: {rob: E}, E: {check: A}}\n"
    )
    out = run(record)
    assert private(out, 2, "C") == [{"type": "became", "role": "thief"}]
    assert private(out, 4, "E") == [{"type": "check", "target": "A", "failed": True}]
    game = state_after(record)
    assert game.role("C") == "thief"
    assert {"appointed", "become_used"} <= set(game.card("C").flags)  # R54: a once-only verb


def test_r10_actor_cannot_act_as_the_role_on_the_night_of_the_appointment() -> None:
    out = run(
        OPTS + MAFIA + "phases:\n"
        " - night: {}\n"
        " - day: {votes: {A: B, D: B, E: B}}\n"
        " - night: {C: {become: thief, rob: E}}\n"
    )
    assert rejected(out, 2) == [("C", "rob", "not_your_ability")]


def test_r10_actor_cannot_become_the_boss_or_a_living_role_and_only_once() -> None:
    base = OPTS + MAFIA + "phases:\n - night: {}\n - day: {votes: {D: A, E: A, F: A}}\n"
    assert rejected(run(base + " - night: {C: {become: boss}}\n"), 2) == [
        ("C", "become", "role_not_allowed")
    ]
    assert rejected(run(base + " - night: {C: {become: thief}}\n"), 2) == [
        ("C", "become", "role_not_dead")
    ]
    assert rejected(run(base + " - night: {C: {become: doctor}}\n"), 2) == [
        ("C", "become", "role_not_allowed")
    ]


def test_r67_become_is_lost_if_the_actor_dies_that_night() -> None:
    record = (
        OPTS + MAFIA + "phases:\n"
        " - night: {}\n"
        " - day: {votes: {A: B, D: B, E: B}}\n"
        " - night: {C: {become: thief}, A: {kill: C}}\n"
    )
    out = run(record)
    assert deaths(out, 2) == [("C", "mafia")]
    assert phase(out, 2)["private"] == {}
    assert state_after(record).role("C") == "actor"


def test_r67_become_cannot_be_blocked() -> None:
    record = (
        OPTS + MAFIA.replace("I: citizen", "I: thug") + "phases:\n"
        " - night: {}\n"
        " - day: {votes: {A: B, D: B, E: B}}\n"
        " - night: {C: {become: thief}, I: {beat: C}}\n"
    )
    assert state_after(record).role("C") == "thief"


def test_r13_deputy_becomes_detective_and_meets_the_doctor() -> None:
    record = OPTS + MAFIA + "phases:\n - night: {A: {kill: E}}\n"
    out = run(record)
    assert private(out, 0, "F") == [
        {"type": "became", "role": "detective"},
        {"type": "met", "player": "D"},
    ]
    assert private(out, 0, "D") == [{"type": "met", "player": "F"}]
    game = state_after(record)
    assert game.role("F") == "detective"
    assert game.teams()["deputy"] == ("D", "F")


def test_r13_detective_wins_when_both_die_in_the_same_phase() -> None:
    record = (
        OPTS
        + MAFIA.replace("G: citizen", "G: shooter")
        + ("phases:\n - night: {A: {kill: E}, G: {shoot: D}}\n")
    )
    game = state_after(record)
    assert game.role("F") == "detective"
    assert "deputy" not in game.teams()


def test_r68_succession_after_a_day_and_only_once() -> None:
    record = (
        OPTS + MAFIA + "phases:\n"
        " - night: {}\n"
        " - day: {votes: {A: D, B: D, C: D}}\n"
        " - night: {A: {kill: E}}\n"
        " - day: {}\n"
        " - night: {F: {heal: G}}\n"
    )
    out = run(record)
    assert private(out, 1, "F") == [
        {"type": "became", "role": "doctor"},
        {"type": "met", "player": "E"},
    ]
    assert rejected(out, 4) == []
    assert state_after(record).role("F") == "doctor"


def test_r68_dead_deputy_means_no_succession() -> None:
    record = (
        OPTS + MAFIA + "phases:\n - night: {A: {kill: F}}\n - day: {votes: {A: E, B: E, C: E}}\n"
    )
    game = state_after(record)
    assert "deputy" not in game.teams()
    assert game.role("E") == "detective"


BORROW = (
    OPTS + "players: {A: boss, B: thief, C: courtesan, D: doctor, E: detective, F: chosen, "
    "G: citizen, H: citizen, I: citizen, J: lucky}\n"
)


def test_courtesan_has_no_action_on_night_one() -> None:
    out = run(BORROW + "phases:\n - night: {C: {borrow: {role: doctor, heal: G}}}\n")
    assert rejected(out, 0) == [("C", "borrow", "courtesan_night_one")]


def test_r66_courtesan_borrows_a_dead_detectives_check_once() -> None:
    record = BORROW + (
        "phases:\n - night: {A: {kill: E}}\n - day: {}\n"
        " - night: {C: {borrow: {role: detective, check: A}}}\n - day: {}\n"
        " - night: {C: {borrow: {role: detective, check: B}}}\n"
    )
    out = run(record)
    assert private(out, 2, "C") == [{"type": "check", "target": "A", "camp": "mafia"}]
    assert rejected(out, 4) == [("C", "borrow", "role_already_used")]


def test_r66_courtesan_cannot_borrow_a_living_role_or_lucky_or_mafia() -> None:
    base = BORROW + "phases:\n - night: {A: {kill: J}}\n - day: {}\n"
    assert rejected(run(base + " - night: {C: {borrow: {role: doctor, heal: G}}}\n"), 2) == [
        ("C", "borrow", "role_not_dead")
    ]
    assert rejected(run(base + " - night: {C: {borrow: {role: lucky}}}\n"), 2) == [
        ("C", "borrow", "role_not_allowed")
    ]
    assert rejected(run(base + " - night: {C: {borrow: {role: boss}}}\n"), 2) == [
        ("C", "borrow", "role_not_allowed")
    ]


def test_r66_borrowed_heal_is_a_doctors_heal_but_not_scouted() -> None:
    record = BORROW.replace("G: citizen", "G: scout") + (
        "phases:\n - night: {A: {kill: D}}\n - day: {}\n"
        " - night: {C: {borrow: {role: doctor, heal: H}}, A: {kill: H}}\n"
    )
    out = run(record)
    assert deaths(out, 2) == []
    assert private(out, 2, "G") == [
        {"type": "scout", "detective": None, "thief": None, "doctor": None}
    ]


def test_r66_borrowed_chosen_gives_two_secret_votes_next_day_unless_blocked() -> None:
    kill_chosen = "phases:\n - night: {A: {kill: F}}\n - day: {}\n"
    out = run(
        BORROW + kill_chosen + " - night: {C: {borrow: {role: chosen}}}\n"
        " - day: {votes: {A: G}, actions: {C: {secret_vote: [H, H]}}}\n"
    )
    assert phase(out, 3)["lynched"] == ["H"]
    out = run(
        BORROW + kill_chosen + " - night: {C: {borrow: {role: chosen}}, B: {rob: C}}\n"
        " - day: {votes: {A: G}, actions: {C: {secret_vote: [H, H]}}}\n"
    )
    assert rejected(out, 3) == [("C", "secret_vote", "not_your_ability")]


def test_mafia_team_exists_from_the_start_with_the_actor() -> None:
    game = engine.new_game(engine.load_record(OPTS + MAFIA).setup)
    assert game.teams() == {"mafia": ("A", "B", "C")}


def test_r22_robbers_team_appears_when_found() -> None:
    record = (
        OPTS
        + "players: {A: boss, B: psycho, C: thug, D: scout, E: citizen}\n"
        + "phases:\n - night: {D: {seek: C}}\n"
    )
    assert state_after(record).teams() == {"mafia": ("A",), "robbers": ("C", "D")}


def test_card_shows_lucky_life_and_chosen_votes() -> None:
    game = engine.new_game(engine.load_record(BORROW).setup)
    assert game.card("J").counters == {"lives": 1}
    assert game.card("F").counters == {"secret_votes": 2}
    card: Any = game.card("A")
    assert (card.role, card.camp, card.alive) == ("boss", "mafia", True)
