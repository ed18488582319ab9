"""Which phase a submission is for (SPEC 1: night actions may be sent by day for the coming
night; SPEC 3.3: the Boss sends a member's action, a member may leave it to the Boss)."""

from __future__ import annotations

import engine
from engine import EngineError, Phase, PhaseInput

PLAYERS = (
    ("A", "boss"),
    ("B", "thief"),
    ("C", "guard"),
    ("D", "doctor"),
    ("E", "detective"),
    ("F", "psycho"),
    ("G", "citizen"),
    ("H", "chosen"),
)
NIGHT_1, DAY_1, NIGHT_2 = Phase("night", 1), Phase("day", 1), Phase("night", 2)
LEAVE = None  # the verb of leaving one's action to the Boss


def night_1() -> engine.Game:
    """A fresh city game at night 1."""
    return engine.new_game(engine.Setup("city", PLAYERS))


def day_1(actions: dict[str, dict[str, object]] | None = None) -> engine.Game:
    """The game at day 1, after a night with `actions`."""
    game, _ = night_1().resolve(PhaseInput(actions=actions or {}))
    assert game.phase == DAY_1 and game.winner is None
    return game


def test_a_night_action_sent_at_night_is_for_this_night() -> None:
    assert engine.submission_phase(night_1(), "D", "heal", "E") == NIGHT_1


def test_a_night_verb_sent_by_day_is_for_the_coming_night() -> None:
    assert engine.submission_phase(day_1(), "D", "heal", "E") == NIGHT_2


def test_a_day_verb_sent_by_day_is_for_this_day() -> None:
    assert engine.submission_phase(day_1(), "H", "secret_vote", ["A"]) == DAY_1


def test_a_day_verb_sent_at_night_is_refused_as_the_wrong_phase() -> None:
    refusal = engine.submission_phase(night_1(), "H", "secret_vote", ["A"])
    assert refusal == EngineError("wrong_phase", {"verb": "secret_vote", "phase": "night"})


def test_a_night_verb_the_coming_night_refuses_is_refused_by_day_as_the_wrong_phase() -> None:
    refusal = engine.submission_phase(day_1(), "D", "heal", "Z")
    assert refusal == EngineError("wrong_phase", {"verb": "heal", "phase": "day"})


def test_an_unknown_verb_is_refused_by_night_and_by_day() -> None:
    for game in (night_1(), day_1()):
        refusal = engine.submission_phase(game, "D", "fly", "E")
        assert refusal == EngineError("unknown_verb", {"verb": "fly"})


def test_a_verb_of_another_role_is_not_the_players_ability() -> None:
    refusal = engine.submission_phase(night_1(), "G", "check", "A")
    assert refusal == EngineError("not_your_ability", {"verb": "check", "role": "citizen"})


def test_a_dead_player_sends_nothing_by_night_or_by_day() -> None:
    game = day_1({"A": {"kill": "D"}})
    assert engine.submission_phase(game, "D", "heal", "E") == EngineError(
        "dead_actor", {"player": "D"}
    )


def test_the_bosss_action_for_a_member_is_for_the_members_phase() -> None:
    assert engine.submission_phase(night_1(), "B", "rob", "D", sender="A") == NIGHT_1
    assert engine.submission_phase(day_1(), "B", "rob", "D", sender="A") == NIGHT_2


def test_only_the_boss_sends_a_members_action() -> None:
    refusal = engine.submission_phase(night_1(), "B", "rob", "D", sender="D")
    assert refusal == EngineError("not_your_ability", {"verb": "rob", "role": "doctor"})


def test_a_member_leaves_tonights_action_to_the_boss_by_night() -> None:
    assert engine.submission_phase(night_1(), "B", LEAVE) == NIGHT_1


def test_a_member_leaves_the_coming_nights_action_to_the_boss_by_day() -> None:
    assert engine.submission_phase(day_1(), "B", LEAVE) == NIGHT_2


def test_only_a_mafia_member_with_a_living_boss_may_leave_an_action_to_him() -> None:
    assert engine.submission_phase(night_1(), "D", LEAVE) == EngineError(
        "not_your_ability", {"verb": "leave", "role": "doctor"}
    )
    assert engine.submission_phase(night_1(), "A", LEAVE) == EngineError(
        "not_your_ability", {"verb": "leave", "role": "boss"}
    )
    without_boss = day_1({"B": {"kill": "A"}})
    assert "A" not in without_boss.alive_set
    assert engine.submission_phase(without_boss, "B", LEAVE) == EngineError(
        "not_your_ability", {"verb": "leave", "role": "thief"}
    )


def test_a_dead_member_leaves_nothing_to_the_boss() -> None:
    game = day_1({"A": {"kill": "B"}})
    assert engine.submission_phase(game, "B", LEAVE) == EngineError("dead_actor", {"player": "B"})


def test_nobody_leaves_a_members_action_in_the_members_place() -> None:
    assert engine.submission_phase(night_1(), "B", LEAVE, sender="A") == EngineError(
        "not_your_ability", {"verb": "leave", "role": "boss"}
    )


def test_leaving_is_no_verb_of_an_action() -> None:
    refusal = engine.submission_phase(night_1(), "B", "leave", True)
    assert refusal == EngineError("unknown_verb", {"verb": "leave"})
