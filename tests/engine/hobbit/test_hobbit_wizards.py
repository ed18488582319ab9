"""Gandalf and Radagast: a heal per pair of nights, no repeat, meeting (R34, R53, R54, R77)."""

from tests.engine.hobbit.hobbit_helpers import deaths, game_after, items_of, phase, play, rejected


def test_r34_a_wizards_heal_stops_the_camp_kill() -> None:
    out = play("- night: {Azog: {kill: Dale}, Radagast: {heal: Dale}}")
    assert deaths(out, 0) == {}
    assert phase(out, 0)["public"].get("kill_failed") is True


def test_r34_a_heal_stops_every_attack_on_the_player_that_night() -> None:
    out = play("- night: {Azog: {kill: Dale}, Gollum: {kill: Dale}, Gandalf: {heal: Dale}}")
    assert deaths(out, 0) == {}


def test_r34_a_heal_in_the_second_night_of_a_pair_after_one_in_the_first_is_rejected() -> None:
    out = play("- night: {Gandalf: {heal: Dale}}\n- day: {}\n- night: {Gandalf: {heal: Esgar}}")
    assert rejected(out, 2) == {("Gandalf", "heal"): "heal_pair_used"}


def test_r34_each_pair_of_nights_gives_a_new_heal() -> None:
    out = play(
        """
        - night: {}
        - day: {}
        - night: {Gandalf: {heal: Dale}}
        - day: {}
        - night: {Gandalf: {heal: Esgar}, Azog: {kill: Esgar}}
        """
    )
    assert rejected(out, 2) == {} and rejected(out, 4) == {}
    assert deaths(out, 4) == {}


def test_r34_the_pairs_of_the_two_wizards_are_counted_apart() -> None:
    out = play("- night: {Gandalf: {heal: Dale}}\n- day: {}\n- night: {Radagast: {heal: Esgar}}")
    assert rejected(out, 2) == {}


def test_r53_never_the_same_player_on_two_heals_in_a_row() -> None:
    out = play(
        """
        - night: {Gandalf: {heal: Dale}}
        - day: {}
        - night: {}
        - day: {}
        - night: {Gandalf: {heal: Dale}}
        """
    )
    assert rejected(out, 4) == {("Gandalf", "heal"): "repeat_target"}


def test_r53_the_same_player_again_after_another_heal_between() -> None:
    heals = ("Dale", "Esgar", "Dale")
    phases = "".join(
        f"- night: {{Gandalf: {{heal: {who}}}}}\n- day: {{}}\n- night: {{}}\n- day: {{}}\n"
        for who in heals
    )
    out = play(phases)
    assert all(rejected(out, i) == {} for i in range(len(out["phases"])))


def test_a_wizard_may_heal_himself() -> None:
    out = play("- night: {Gandalf: {heal: Gandalf}, Azog: {kill: Gandalf}}")
    assert deaths(out, 0) == {}


def test_r77_wizards_meet_when_one_heals_the_other() -> None:
    phases = "- night: {Gandalf: {heal: Radagast}}"
    out = play(phases)
    assert items_of(out, 0, "Gandalf", "met") == [{"type": "met", "player": "Radagast"}]
    assert items_of(out, 0, "Radagast", "met") == [{"type": "met", "player": "Gandalf"}]
    assert game_after(phases).teams()["wizards"] == ("Gandalf", "Radagast")


def test_r77_a_blocked_heal_of_the_other_wizard_is_no_meeting_and_spends_the_pair() -> None:
    phases = """
    - night: {Tauriel: {seek: Kili}}
    - day: {}
    - night: {}
    - day: {}
    - night: {Kili: {block: Radagast}, Radagast: {heal: Gandalf}}
    - day: {}
    - night: {Radagast: {heal: Gandalf}}
    """
    out = play(phases)
    assert items_of(out, 4, "Radagast", "met") == []
    assert rejected(out, 6) == {("Radagast", "heal"): "heal_pair_used"}
    assert "wizards" not in game_after(phases).teams()
