"""Saved setups and substitutes: the engine says whether a role list can
ever be dealt and how it splits into camps, who R51 would put to sleep, and (G1) that a seat handed
to a substitute at the day's deadline is not put to sleep and starts its absent days anew."""

from __future__ import annotations

import pytest

import engine
from tests.engine.helpers import deaths, run, state_after

ABSENT_TWO_DAYS = """
ruleset: city
players:
  {Anna: boss, Ivan: mafioso, Boris: doctor, Vera: detective, Gleb: citizen, Dina: citizen,
   Egor: citizen}
phases:
  - night: {}
  - day:
      votes: {Anna: Dina, Ivan: Dina, Boris: Ivan, Vera: Ivan, Dina: Ivan}
      posts: {Anna: 3, Ivan: 3, Boris: 3, Vera: 3, Dina: 3}
  - night: {}
  - day:
      votes: {Anna: Dina, Boris: Dina, Vera: Anna}
      posts: {Anna: 3, Boris: 3, Vera: 3, Dina: 3}
"""


def test_check_roles_accepts_a_dealable_list_and_names_why_another_is_not() -> None:
    assert engine.check_roles("city", engine.preset("city", 13)) is None
    assert engine.check_roles("city", ["boss", "citizen"]) == engine.EngineError(
        "player_count", {"count": 2, "minimum": 6, "maximum": 30}
    )
    assert engine.check_roles("city", ["boss", "wizard", *["citizen"] * 4]) == engine.EngineError(
        "unknown_role", {"role": "wizard"}
    )
    assert engine.check_roles("city", ["citizen"] * 8) == engine.EngineError(
        "roles_one_camp", {"camp": "civilians"}
    )
    assert engine.check_roles("city", ["boss", "boss", *["citizen"] * 6]) is not None


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_a_list_check_roles_accepts_is_one_deal_makes(ruleset: str) -> None:
    roles = engine.preset(ruleset, 9)
    assert engine.check_roles(ruleset, roles) is None
    names = [f"P{i}" for i in range(9)]
    assert sorted(role for _, role in engine.deal(ruleset, names, 3, roles).players) == sorted(
        roles
    )


def test_camp_counts_follow_the_rule_sets_camp_order_and_skip_empty_camps() -> None:
    assert engine.camp_counts("city", engine.preset("city", 13)) == (
        ("mafia", 3),
        ("civilians", 8),
        ("robbers", 2),
    )
    assert engine.camp_counts("city", ["citizen", "boss"]) == (("mafia", 1), ("civilians", 1))


def test_sleepers_are_whom_r51_would_put_to_sleep_at_this_deadline() -> None:
    last_day = engine.load_record(ABSENT_TWO_DAYS).phases[-1]
    day_two = state_after(ABSENT_TWO_DAYS.rsplit("  - day:", 1)[0])
    assert day_two.phase == engine.Phase("day", 2)
    assert engine.sleepers(day_two, last_day) == ("Gleb", "Egor")
    assert engine.sleepers(day_two, last_day) == ("Gleb", "Egor")  # a query: nothing changes
    assert {"Gleb", "Egor"} <= set(day_two.alive)
    night_two = state_after(ABSENT_TWO_DAYS.rsplit("  - night: {}", 1)[0])
    assert night_two.phase == engine.Phase("night", 2)
    assert engine.sleepers(night_two, last_day) == ()  # nobody is put to sleep at night


def test_g1_a_seat_replaced_at_the_deadline_is_not_put_to_sleep_and_starts_anew() -> None:
    assert deaths(run(ABSENT_TWO_DAYS), 3) == [
        ("Dina", "lynch"),
        ("Gleb", "sleep"),
        ("Egor", "sleep"),
    ]
    replaced = ABSENT_TWO_DAYS + "      replaced: [Gleb]\n"
    out = run(replaced)
    assert deaths(out, 3) == [("Dina", "lynch"), ("Egor", "sleep")]
    state = state_after(replaced)
    assert "Gleb" in state.alive
    assert state.absences.get("Gleb", 0) == 0


def test_g1_replaced_round_trips_through_the_record() -> None:
    record = engine.load_record(ABSENT_TWO_DAYS + "      replaced: [Gleb]\n")
    assert record.phases[-1].replaced == ("Gleb",)
    data = record.to_data()
    assert data["phases"][-1]["day"]["replaced"] == ["Gleb"]
    assert engine.load_record(record.to_yaml()).phases[-1].replaced == ("Gleb",)
    assert "replaced" not in engine.load_record(ABSENT_TWO_DAYS).to_data()["phases"][-1]["day"]


@pytest.mark.parametrize(
    ("value", "code"),
    [("[Zoe]", "record_not_seated"), ("[Gleb, Gleb]", "record_field"), ("Gleb", "record_field")],
)
def test_g1_a_bad_replaced_list_is_refused(value: str, code: str) -> None:
    with pytest.raises(engine.EngineError) as caught:
        engine.load_record(ABSENT_TWO_DAYS + f"      replaced: {value}\n")
    assert caught.value.code == code
