"""R91, the majority lynch: with `majority_lynch` on, the day is decided as soon as one living
player holds counted votes from more than half of the living (the Chosen's secret votes count,
abstentions count for nobody); the record marks the day `ended_early: true`, replaying it gives
the same game, and R51 does not judge a day that ended early."""

from __future__ import annotations

import pytest

import engine
from engine.record import Record
from tests.engine.helpers import deaths, run

SEATS = (
    ("Anna", "boss"),
    ("Boris", "chosen"),
    ("Vera", "detective"),
    ("Gleb", "thug"),
    ("Dina", "citizen"),
    ("Egor", "citizen"),
)


def day_one(**settings: object) -> engine.Game:
    """Day 1 of a six-seat city game with these settings (night 1 quiet)."""
    game = engine.new_game(engine.Setup("city", SEATS, engine.Settings.from_mapping(settings)))
    game, _ = game.resolve(engine.PhaseInput())
    assert game.phase.kind == "day"
    return game


def votes(**cast: str) -> engine.PhaseInput:
    return engine.PhaseInput(votes=cast)


def test_r91_majority_needs_more_than_half_of_the_living() -> None:
    game = day_one(majority_lynch=True)
    assert game.majority_needed == 4  # six living: more than three
    half = votes(Anna="Dina", Boris="Dina", Vera="Dina")
    assert game.decided_by(half) is None  # half is not more
    assert game.decided_by(votes(Anna="Dina", Boris="Dina", Vera="Dina", Gleb="Dina")) == "Dina"


def test_r91_is_off_by_default_the_day_runs_to_its_deadline() -> None:
    game = day_one()
    everyone = votes(**{name: "Dina" for name, _ in SEATS if name != "Dina"})
    assert game.decided_by(everyone) is None


def test_r91_abstentions_count_for_nobody_but_the_living_still_count() -> None:
    game = day_one(majority_lynch=True)
    cast = votes(Anna="Dina", Boris="Dina", Vera="Dina", Gleb="abstain", Dina="abstain")
    assert game.decided_by(cast) is None


def test_r91_the_chosens_secret_votes_count_towards_the_majority() -> None:
    game = day_one(majority_lynch=True)
    public = {"Anna": "Dina", "Vera": "Dina"}
    assert game.decided_by(votes(**public)) is None
    with_secret = engine.PhaseInput(
        votes={**public, "Boris": "Egor"}, actions={"Boris": {"secret_vote": ["Dina", "Dina"]}}
    )
    assert game.decided_by(with_secret) == "Dina"  # 2 public + 2 secret of 6 living


def test_r91_a_changed_vote_reaches_the_majority_and_a_later_change_loses_it() -> None:
    game = day_one(majority_lynch=True)
    three = {"Anna": "Dina", "Boris": "Dina", "Vera": "Dina", "Gleb": "Egor"}
    assert game.decided_by(votes(**three)) is None
    assert game.decided_by(votes(**{**three, "Gleb": "Dina"})) == "Dina"
    assert game.decided_by(votes(**{**three, "Gleb": "Dina", "Vera": "Egor"})) is None


def test_r91_a_vote_by_or_for_the_dead_counts_for_nobody() -> None:
    game = day_one(majority_lynch=True)
    game, _ = game.resolve(votes(Anna="Egor", Boris="Egor", Vera="Egor", Gleb="Egor", Dina="Egor"))
    game, _ = game.resolve(engine.PhaseInput())  # night 2, quiet
    assert game.alive == ("Anna", "Boris", "Vera", "Gleb", "Dina") and game.majority_needed == 3
    assert game.decided_by(votes(Egor="Dina", Anna="Dina", Boris="Dina")) is None
    assert game.decided_by(votes(Vera="Dina", Anna="Dina", Boris="Dina")) == "Dina"


def test_r91_no_decision_at_night_or_once_the_game_is_over() -> None:
    game = engine.new_game(
        engine.Setup("city", SEATS, engine.Settings.from_mapping({"majority_lynch": True}))
    )
    assert game.phase.kind == "night" and game.decided_by(votes(Anna="Dina")) is None


@pytest.mark.parametrize("early", [True, False])
def test_r91_the_record_marks_the_day_ended_early_and_replays_to_the_same_game(
    early: bool,
) -> None:
    game = day_one(majority_lynch=True)
    setup = game.setup
    day = engine.PhaseInput(
        votes={"Anna": "Dina", "Boris": "Dina", "Vera": "Dina", "Gleb": "Dina"},
        ended_early=early,
    )
    after, _ = game.resolve(day)
    record = Record(setup, (engine.PhaseInput(), day))
    data = record.to_data()
    assert ("ended_early" in data["phases"][1]["day"]) is early
    assert data["options"] == {"majority_lynch": True}
    again = engine.load_record(record.to_yaml())
    assert again.phases[1].ended_early is early
    replayed, _ = engine.resolve_record(again)
    assert replayed == after


def test_r91_a_day_that_ended_early_is_not_judged_absent_r51_judges_the_others() -> None:
    record = """
        ruleset: city
        options: {majority_lynch: true}
        players: {Anna: boss, Boris: doctor, Vera: detective, Gleb: thug, Dina: citizen,
                  Egor: citizen}
        phases:
          - night: {}
          - day:
              votes: {Anna: Boris, Vera: Boris, Gleb: Boris, Boris: Anna}
              ended_early: {early}
          - night: {}
          - day:
              votes: {Anna: Vera, Vera: Gleb, Gleb: Anna}
    """
    early = run(record.replace("{early}", "true"))
    assert deaths(early, 3) == []  # Dina and Egor: one absent day, not two
    ran_out = run(record.replace("{early}", "false"))
    assert deaths(ran_out, 3) == [("Dina", "sleep"), ("Egor", "sleep")]


def test_r91_a_bad_ended_early_value_is_refused_as_a_record_field() -> None:
    with pytest.raises(engine.EngineError) as refused:
        run(
            """
            ruleset: city
            players: {Anna: boss, Boris: doctor, Vera: citizen}
            phases:
              - night: {}
              - day: {votes: {}, ended_early: maybe}
            """
        )
    assert refused.value.code == "record_field"
    assert refused.value.params == {"field": "ended_early"}
