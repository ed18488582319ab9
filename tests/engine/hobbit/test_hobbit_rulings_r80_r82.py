"""Hobbit rulings found by differential testing (SPEC 7): R80 (`kill_failed` on Smaug's immunity
and Alfrid's digit), R81 (a seek whose goal is reached is refused), R82 (when a substitute kill is
spent). They pin the engine's reading, as small records."""

from tests.engine.hobbit.hobbit_helpers import (
    FULL_CAST,
    deaths,
    game_after,
    items_of,
    phase,
    play,
    rejected,
)

FOUND = "- night: {Tauriel: {seek: Kili}}\n- day: {}\n"
TWO_ORCS = {**FULL_CAST, "Orc2": "orc"}


# --- R80 -----------------------------------------------------------------------------------------


def test_r80_kill_failed_when_the_camp_kill_fails_on_smaugs_immunity() -> None:
    out = play("- night: {Azog: {kill: Smaug}}")
    assert deaths(out, 0) == {}
    assert phase(out, 0)["public"] == {"kill_failed": True}


def test_r80_kill_failed_when_the_camp_kill_fails_on_alfrids_digit() -> None:
    out = play("- night: {Alfrid: {digit: 2}, Azog: {kill: {target: Alfrid, digit: 1}}}")
    assert deaths(out, 0) == {}
    assert phase(out, 0)["public"] == {"kill_failed": True}


def test_r80_no_kill_failed_when_the_digit_is_right() -> None:
    out = play("- night: {Alfrid: {digit: 2}, Azog: {kill: {target: Alfrid, digit: 2}}}")
    assert deaths(out, 0) == {"Alfrid": "mafia"}
    assert phase(out, 0)["public"] == {}


# --- R81 -----------------------------------------------------------------------------------------


def test_r81_thorin_holding_the_arkenstone_has_his_seek_refused_not_failed() -> None:
    out = play("- night: {Thorin: {seek: Dale}}\n- day: {}\n- night: {Thorin: {seek: Esgar}}")
    assert rejected(out, 2) == {("Thorin", "seek"): "arkenstone_held"}
    assert items_of(out, 2, "Thorin", "seek") == []


def test_r81_tauriel_who_has_found_kili_has_her_seek_refused_not_failed() -> None:
    out = play(FOUND + "- night: {Tauriel: {seek: Dale}}")
    assert rejected(out, 2) == {("Tauriel", "seek"): "already_found"}
    assert items_of(out, 2, "Tauriel", "seek") == []


# --- R82 -----------------------------------------------------------------------------------------


def bolgs_kills_left(phases: str) -> int:
    """Bolg's substitute kills left after the phases."""
    return game_after(phases).card("Bolg").counters["substitute_kills"]


def test_r82_a_night_on_which_the_pair_blocked_the_head_spends_no_substitute_kill() -> None:
    phases = FOUND + "- night: {Kili: {block: Azog}, Bolg: {kill: Dale}}"
    assert deaths(play(phases), 2) == {}
    assert bolgs_kills_left(phases) == 3


def test_r82_a_substitute_kill_that_fails_on_a_heal_is_spent() -> None:
    phases = "- night: {Gandalf: {heal: Dale}, Bolg: {kill: Dale}}"
    assert deaths(play(phases), 0) == {}
    assert bolgs_kills_left(phases) == 2


def test_r82_a_substitute_kill_that_fails_on_alfrids_digit_is_spent() -> None:
    phases = "- night: {Alfrid: {digit: 2}, Bolg: {kill: {target: Alfrid, digit: 1}}}"
    assert deaths(play(phases), 0) == {}
    assert bolgs_kills_left(phases) == 2


def test_r82_a_substitute_kill_that_fails_on_the_elk_is_spent() -> None:
    phases = "- night: {Bolg: {kill: Thranduil}}"
    out = play(phases)
    assert deaths(out, 0) == {}
    assert items_of(out, 0, "Thranduil", "elk_died") == [{"type": "elk_died"}]
    assert bolgs_kills_left(phases) == 2


def test_r82_a_substitute_kill_that_ricochets_is_spent() -> None:
    phases = "- night: {Thorin: {seek: Dale}, Orc: {kill: Thorin}}"
    assert deaths(play(phases, players=TWO_ORCS), 0) == {"Orc": "ricochet"}
    assert game_after(phases, players=TWO_ORCS).card("Orc2").counters["substitute_kills"] == 2
