"""Validation: every refusal is a code with parameters, and changes nothing (city)."""

from __future__ import annotations

import pytest

import engine
from engine import EngineError, Phase

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


def game() -> engine.Game:
    """A fresh city game at night 1."""
    return engine.new_game(engine.Setup("city", PLAYERS))


def error(code: str, **params: str | int) -> EngineError:
    """An expected error."""
    return EngineError(code, params)


@pytest.mark.parametrize(
    ("name", "verb", "value", "expected"),
    [
        ("Z", "kill", "A", error("not_a_player", player="Z")),
        ("A", "kill", "Z", error("not_a_player", player="Z")),
        ("A", "fly", "B", error("unknown_verb", verb="fly")),
        ("H", "secret_vote", ["A"], error("wrong_phase", verb="secret_vote", phase="night")),
        ("G", "check", "A", error("not_your_ability", verb="check", role="citizen")),
        ("B", "rob", "B", error("self_target", verb="rob")),
        ("C", "guard", "D", error("guard_non_mafia", player="D")),
        (
            "A",
            "kill",
            {"target": "B", "extra": 1},
            error("bad_argument", verb="kill", argument="extra"),
        ),
        ("A", "kill", ["B", "C"], error("bad_argument", verb="kill", argument="target")),
        ("A", "kill", None, error("bad_argument", verb="kill", argument="target")),
        ("E", "check", {"target": "A"}, None),
        ("A", "kill", "A", None),
        ("D", "heal", "D", None),
        ("C", "guard", "C", None),
    ],
)
def test_check_action_codes(
    name: str, verb: str, value: object, expected: EngineError | None
) -> None:
    assert game().check_action(name, verb, value) == expected


def test_every_code_returned_is_declared_with_its_parameters() -> None:
    err = game().check_action("A", "kill", {"target": "B", "extra": 1})
    assert err is not None
    assert tuple(err.params) == engine.ERROR_CODES[err.code]


def test_dead_actor_and_dead_target() -> None:
    g, _ = game().resolve(engine.PhaseInput(actions={"A": {"kill": "G"}}))
    assert g.check_vote("G", "A") == error("dead_actor", player="G")
    assert g.check_vote("A", "G") == error("dead_target", player="G")
    assert g.check_action("E", "check", "G", Phase("night", 2)) == error("dead_target", player="G")


def test_votes_only_by_day_and_abstain_is_a_vote() -> None:
    g = game()
    assert g.check_vote("A", "B") == error("wrong_phase", verb="vote", phase="night")
    g, result = g.resolve(engine.PhaseInput(votes={"A": "B"}))
    assert [(r.player, r.verb, r.code) for r in result.rejected] == [("A", "vote", "wrong_phase")]
    assert g.check_vote("A", "abstain") is None


def test_actions_for_the_next_night_are_checked_during_the_day() -> None:
    g, _ = game().resolve(engine.PhaseInput(actions={"D": {"heal": "G"}}))
    assert g.phase == Phase("day", 1)
    assert g.check_action("D", "heal", "G", Phase("night", 2)) == error(
        "repeat_target", verb="heal", player="G"
    )
    assert g.check_action("D", "heal", "E", Phase("night", 2)) is None
    assert g.check_action("D", "heal", "E") == error("wrong_phase", verb="heal", phase="day")
    assert g.check_action("D", "heal", "E", Phase("night", 5)) == error(
        "not_current_phase", phase="night-5"
    )


def test_rejected_action_changes_nothing() -> None:
    g = game()
    with_bad, result = g.resolve(
        engine.PhaseInput(actions={"G": {"check": "A"}, "B": {"rob": "B"}})
    )
    without, _ = g.resolve(engine.PhaseInput())
    assert [r.code for r in result.rejected] == ["not_your_ability", "self_target"]
    assert with_bad == without


def test_a_finished_game_refuses_everything() -> None:
    g = engine.new_game(engine.Setup("city", (("A", "boss"), ("B", "citizen"))))
    g, _ = g.resolve(engine.PhaseInput(actions={"A": {"kill": "B"}}))
    assert g.winner == "mafia"
    assert g.check_action("A", "kill", "A") == error("game_over")
    assert g.check_vote("A", "A") == error("game_over")
    same, result = g.resolve(engine.PhaseInput(actions={"A": {"kill": "A"}}))
    assert same is g and [r.code for r in result.rejected] == ["game_over"]


def test_options_list_legal_verbs_and_targets() -> None:
    g = game()
    boss = {o.verb: o for o in g.options("A")}
    assert set(boss) == {"check", "kill"}
    assert boss["kill"].args[0].choices == tuple(n for n, _ in PLAYERS)
    guard = {o.verb: o for o in g.options("C")}
    assert guard["guard"].args[0].choices == ("A", "B", "C")
    thief = {o.verb: o for o in g.options("B")}
    assert "B" not in thief["rob"].args[0].choices
    assert g.options("G") == ()
    assert {o.verb for o in g.options("H", Phase("day", 1))} == {"secret_vote"}


def test_options_leave_out_last_nights_patient() -> None:
    g, _ = game().resolve(engine.PhaseInput(actions={"D": {"heal": "G"}}))
    heal = next(o for o in g.options("D", Phase("night", 2)) if o.verb == "heal")
    assert "G" not in heal.args[0].choices


def test_options_offer_what_validation_accepts() -> None:
    g = game()
    for name in g.alive:
        for option in g.options(name):
            spec = g.rules.verbs[option.verb]
            if spec.shape == "single" and option.args:
                for choice in option.args[0].choices:
                    assert g.check_action(name, option.verb, choice) is None, (
                        name,
                        option.verb,
                        choice,
                    )


def test_names_are_strings_whatever_yaml_makes_of_them() -> None:
    record = engine.load_record(
        "ruleset: city\nplayers: {yes: boss, 1: doctor, null: citizen, no: citizen}\n"
        "phases:\n - night: {yes: {kill: 1}, 1: {heal: 1}}\n"
    )
    out = engine.replay(record)
    assert out["alive"] == ["yes", "1", "null", "no"]
    assert out["phases"][0]["public"] == {"kill_failed": True}


def test_views_of_a_name_not_seated_raise_not_a_player() -> None:
    g = game()
    for view in (g.role, g.camp, g.card):
        with pytest.raises(EngineError) as caught:
            view("Zed")
        assert caught.value == error("not_a_player", player="Zed")
    assert g.options("Zed") == ()


def test_boss_may_send_a_mafia_members_action_and_only_the_boss() -> None:
    g = game()
    assert g.check_action_for("A", "B", "rob", "E") is None
    assert g.check_action_for("A", "C", "guard", "A") is None
    assert g.check_action_for("A", "B", "rob", "B") == error("self_target", verb="rob")
    assert g.check_action_for("A", "D", "heal", "E") == error(
        "not_your_ability", verb="heal", role="boss"
    )
    assert g.check_action_for("B", "C", "guard", "A") == error(
        "not_your_ability", verb="guard", role="thief"
    )


def test_the_boss_sends_for_his_living_members_who_may_leave_their_move_to_him() -> None:
    g = game()
    assert g.sends_for("A") == ("B", "C")
    assert g.sends_for("B") == () and g.sends_for("D") == ()
    assert g.may_leave("B") and g.may_leave("C")
    assert not g.may_leave("A") and not g.may_leave("D")
    g, _ = g.resolve(engine.PhaseInput(actions={"A": {"kill": "C"}}))
    assert g.sends_for("A") == ("B",)
    assert not g.may_leave("C")
    g, _ = g.resolve(engine.PhaseInput(votes={"A": "A", "B": "A", "D": "A"}))
    assert g.sends_for("A") == ()
    assert not g.may_leave("B")  # nobody left to send for the Thief


def test_members_own_action_wins_unless_left_to_the_boss() -> None:
    own = {"rob": "E"}
    boss = {"rob": "D", "kill": "G"}
    assert engine.merge_delegated(own, boss, left_to_sender=False) == {"rob": "E", "kill": "G"}
    assert engine.merge_delegated(own, boss, left_to_sender=True) == {"rob": "D", "kill": "G"}
    assert engine.merge_delegated({}, boss, left_to_sender=False) == boss
