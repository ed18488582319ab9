"""Bilbo's search and the One Ring, for Bilbo and for Gollum (R36, R37, R40, R70, R75)."""

from tests.engine.hobbit.hobbit_helpers import deaths, game_after, items_of, phase, play, rejected


def test_r40_the_ring_worn_at_night_saves_bilbo_that_night() -> None:
    out = play("- night: {Bilbo: {ring: true}, Azog: {kill: Bilbo}, Gollum: {kill: Bilbo}}")
    assert deaths(out, 0) == {}
    assert phase(out, 0)["public"].get("kill_failed") is True


def test_r70_the_ring_worn_at_night_n_ends_with_that_night() -> None:
    out = play("- night: {Bilbo: {ring: true}}\n- day: {votes: {Azog: Bilbo}}")
    assert deaths(out, 1) == {"Bilbo": "lynch"}


def test_r70_the_ring_worn_by_day_saves_from_the_lynch_and_the_next_night() -> None:
    out = play(
        """
        - night: {}
        - day: {votes: {Azog: Bilbo}, actions: {Bilbo: {ring: true}}}
        - night: {Azog: {kill: Bilbo}}
        - day: {}
        - night: {Azog: {kill: Bilbo}}
        """
    )
    assert phase(out, 1)["lynched"] == ["Bilbo"]
    assert phase(out, 1)["public"].get("lynch_failed") is True
    assert deaths(out, 1) == {}
    assert deaths(out, 2) == {}
    assert deaths(out, 4) == {"Bilbo": "mafia"}


def test_r70_the_ring_worn_by_day_forbids_the_next_nights_search() -> None:
    out = play(
        "- night: {}\n- day: {actions: {Bilbo: {ring: true}}}\n- night: {Bilbo: {search: Azog}}"
    )
    assert rejected(out, 2) == {("Bilbo", "search"): "ring_worn"}


def test_r70_the_ring_and_a_search_in_the_same_night_refuse_the_search() -> None:
    out = play("- night: {Bilbo: {search: Azog, ring: true}}")
    assert rejected(out, 0) == {("Bilbo", "search"): "ring_worn"}
    assert items_of(out, 0, "Bilbo", "search") == []


def test_the_ring_is_worn_once_per_game() -> None:
    phases = "- night: {Bilbo: {ring: true}}\n- day: {actions: {Bilbo: {ring: true}}}"
    assert rejected(play(phases), 1) == {("Bilbo", "ring"): "ability_used_up"}
    card = game_after("- night: {Bilbo: {ring: true}}").card("Bilbo")
    assert "ring_used" in card.flags and card.counters["ring"] == 0


def test_r51_the_ring_does_not_prevent_being_put_to_sleep() -> None:
    players = {
        "Bilbo": "bilbo",
        "Azog": "azog",
        "Dale": "citizen",
        "Esgar": "citizen",
        "Bard": "bard",
        "Legolas": "legolas",
    }
    out = play(
        "- night: {}\n- day: {votes: {Azog: Dale, Dale: Esgar, Esgar: Bard, Bard: Legolas, "
        "Legolas: Azog}, actions: {Bilbo: {ring: true}}}",
        players=players,
        options={"inactive_days": 1, "stalemate_cycles": 0},
    )
    assert deaths(out, 1) == {"Bilbo": "sleep"}


def test_r36_bilbo_searching_sauron_is_blocked_the_next_night() -> None:
    out = play(
        """
        - night: {Bilbo: {search: Sauron}}
        - day: {}
        - night: {Bilbo: {search: Azog}}
        - day: {}
        - night: {Bilbo: {search: Bolg}}
        """
    )
    assert items_of(out, 0, "Bilbo", "search")[0]["role"] == "sauron"
    assert items_of(out, 2, "Bilbo", "search") == [
        {"type": "search", "target": "Azog", "failed": True}
    ]
    assert items_of(out, 4, "Bilbo", "search")[0]["role"] == "bolg"


def test_r37_bilbo_who_found_smaug_may_name_him_to_bard() -> None:
    out = play(
        """
        - night: {Bilbo: {search: Smaug}}
        - day: {}
        - night: {Bilbo: {search: {target: Bard, share_smaug: true}}}
        """
    )
    assert items_of(out, 2, "Bard", "smaug_named") == [{"type": "smaug_named", "player": "Smaug"}]


def test_r37_r77_nothing_is_passed_without_smaug_found_on_an_earlier_night() -> None:
    out = play("- night: {Bilbo: {search: {target: Bard, share_smaug: true}}}")
    assert rejected(out, 0) == {}
    assert items_of(out, 0, "Bard", "smaug_named") == []


def test_r37_r77_nothing_is_passed_once_smaug_is_dead() -> None:
    out = play(
        """
        - night: {Bilbo: {search: Smaug}, Gollum: {kill: Smaug}}
        - day: {}
        - night: {Bilbo: {search: {target: Bard, share_smaug: true}}}
        """
    )
    assert items_of(out, 2, "Bard", "smaug_named") == []


def test_r40_gollum_who_kills_bilbo_gets_the_ring() -> None:
    phases = "- night: {Gollum: {kill: Bilbo}}"
    out = play(phases)
    assert deaths(out, 0) == {"Bilbo": "gollum"}
    assert items_of(out, 0, "Gollum", "ring") == [{"type": "ring"}]
    game = game_after(phases)
    assert game.card("Gollum").counters["ring"] == 1
    assert game.card("Bilbo").counters["ring"] == 0


def test_r40_the_ring_is_lost_when_bilbo_dies_otherwise() -> None:
    out = play("- night: {Azog: {kill: Bilbo}}\n- day: {actions: {Gollum: {ring: true}}}")
    assert items_of(out, 0, "Gollum", "ring") == []
    assert rejected(out, 1) == {("Gollum", "ring"): "no_ring"}


def test_r75_gollum_gets_the_ring_when_his_attack_was_among_the_lethal_ones() -> None:
    out = play("- night: {Azog: {kill: Bilbo}, Gollum: {kill: Bilbo}}")
    assert deaths(out, 0) == {"Bilbo": "mafia"}
    assert items_of(out, 0, "Gollum", "ring") == [{"type": "ring"}]


def test_r75_gollum_killed_the_same_night_gets_no_ring() -> None:
    phases = "- night: {Azog: {kill: Gollum}, Gollum: {kill: Bilbo}}"
    assert deaths(play(phases), 0) == {"Bilbo": "gollum", "Gollum": "mafia"}
    assert game_after(phases).card("Gollum").counters.get("ring", 0) == 0


def test_r75_gollum_may_wear_the_ring_that_bilbo_already_wore() -> None:
    out = play(
        """
        - night: {Bilbo: {ring: true}}
        - day: {}
        - night: {Gollum: {kill: Bilbo}}
        - day: {votes: {Dale: Gollum}, actions: {Gollum: {ring: true}}}
        """
    )
    assert deaths(out, 2) == {"Bilbo": "gollum"}
    assert deaths(out, 3) == {}
    assert phase(out, 3)["public"].get("lynch_failed") is True


def test_r70_gollum_wearing_the_ring_by_day_cannot_kill_the_next_night() -> None:
    out = play(
        """
        - night: {Gollum: {kill: Bilbo}}
        - day: {actions: {Gollum: {ring: true}}}
        - night: {Gollum: {kill: Dale}}
        """
    )
    assert rejected(out, 2) == {("Gollum", "kill"): "ring_worn"}
    assert deaths(out, 2) == {}


def test_r70_gollum_wearing_the_ring_at_night_cannot_kill_that_night() -> None:
    out = play(
        "- night: {Gollum: {kill: Bilbo}}\n- day: {}\n- night: {Gollum: {ring: true, kill: Dale}}"
    )
    assert rejected(out, 2) == {("Gollum", "kill"): "ring_worn"}
