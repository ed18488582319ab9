"""Cases the spec leaves open, decided as a careful host would (docs/rulings-hobbit.md, H1…)."""

from tests.engine.hobbit.hobbit_helpers import deaths, game_after, items_of, phase, play, rejected

FOUND = "- night: {Tauriel: {seek: Kili}}\n- day: {}\n"


def test_h1_a_kill_stopped_by_alfrids_digit_or_smaugs_hide_is_a_failed_kill() -> None:
    out = play("- night: {Alfrid: {digit: 2}, Azog: {kill: Alfrid}}\n- day: {}\n"
               "- night: {Azog: {kill: Smaug}}")  # fmt: skip
    assert phase(out, 0)["public"] == {"kill_failed": True}
    assert phase(out, 2)["public"] == {"kill_failed": True}


def test_h2_a_camp_kill_cancelled_by_a_blocked_head_is_not_announced() -> None:
    out = play(FOUND + "- night: {Kili: {block: Azog}, Azog: {kill: Dale}}")
    assert deaths(out, 2) == {}
    assert phase(out, 2)["public"] == {}


def test_h3_blocking_bolg_while_azog_leads_leaves_bolgs_substitute_kill_standing() -> None:
    out = play(FOUND + "- night: {Tauriel: {block: Bolg}, Bolg: {kill: Esgar}}")
    assert deaths(out, 2) == {"Esgar": "mafia"}


def test_h4_a_substitute_kill_cancelled_by_a_blocked_head_spends_no_allowance() -> None:
    game = game_after(FOUND + "- night: {Kili: {block: Azog}, Bolg: {kill: Dale}}")
    assert game.card("Bolg").counters["substitute_kills"] == 3


def test_h4_a_substitute_kill_overridden_by_an_order_is_still_spent() -> None:
    phases = "- night: {Bolg: {kill: Dale}, Sauron: {instruct: {order: Esgar}}}"
    assert deaths(play(phases), 0) == {"Esgar": "mafia"}
    assert game_after(phases).card("Bolg").counters["substitute_kills"] == 2


def test_h5_a_shot_by_day_stopped_by_the_ring_is_a_failed_kill() -> None:
    out = play("- night: {}\n- day: {actions: {Bilbo: {ring: true}, Legolas: {shoot: Bilbo}}}")
    assert deaths(out, 1) == {}
    assert phase(out, 1)["public"] == {"kill_failed": True}


def test_h6_bilbos_stone_taken_from_smaug_can_be_found_by_thorin() -> None:
    out = play(
        """
        - night: {Smaug: {hunt: Dale}}
        - day: {}
        - night: {Bilbo: {search: Smaug}}
        - day: {}
        - night: {Thorin: {seek: Bilbo}}
        """
    )
    assert items_of(out, 4, "Thorin", "seek") == [
        {"type": "seek", "target": "Bilbo", "found": True}
    ]


def test_h8_a_block_overridden_by_tauriels_forbids_nothing_the_next_night() -> None:
    out = play(
        FOUND
        + """
        - night: {Tauriel: {block: Bard}, Kili: {block: Gollum}}
        - day: {}
        - night: {Kili: {block: Gollum}, Gollum: {kill: Dale}}
        """
    )
    assert rejected(out, 4) == {}
    assert deaths(out, 4) == {}


def test_h9_the_shield_is_spent_when_given_even_if_nobody_attacks() -> None:
    out = play(
        "- night: {Tauriel: {seek: Kili}, Thorin: {seek: Dale}}\n- day: {}\n"
        "- night: {Kili: {block: Thorin}}\n- day: {}\n- night: {}\n- day: {}\n"
        "- night: {Tauriel: {block: Thorin}, Azog: {kill: Tauriel}}"
    )
    assert deaths(out, 2) == {}
    assert deaths(out, 6) == {"Tauriel": "mafia"}


def test_h13_an_order_without_a_living_head_is_still_spent() -> None:
    players = {"Sauron": "sauron", "Azog": "azog", "Dale": "citizen", "Esgar": "citizen",
               "Bard": "bard", "Legolas": "legolas", "Bilbo": "bilbo"}  # fmt: skip
    phases = """
    - night: {}
    - day: {votes: {Dale: Azog, Esgar: Azog}}
    - night: {Sauron: {instruct: {order: Dale}}}
    """
    assert deaths(play(phases, players=players), 2) == {}
    assert game_after(phases, players=players).card("Sauron").counters["orders"] == 1


def test_h14_sauron_may_order_the_death_of_an_orc() -> None:
    out = play("- night: {Sauron: {instruct: {order: Orc}}}")
    assert rejected(out, 0) == {}
    assert deaths(out, 0) == {"Orc": "mafia"}


def test_h15_gollums_kill_ignores_a_digit() -> None:
    out = play("- night: {Alfrid: {digit: 1}, Gollum: {kill: {target: Alfrid, digit: 2}}}")
    assert deaths(out, 0) == {"Alfrid": "gollum"}


def test_h16_the_stone_is_lost_when_legolas_shoots_its_holder() -> None:
    phases = (
        "- night: {}\n- day: {actions: {Legolas: {shoot: Dale}}}\n- night: {Thorin: {seek: Esgar}}"
    )
    out = play(phases)
    assert deaths(out, 1) == {"Dale": "shot"}
    game = game_after(phases)
    assert all("arkenstone" not in game.card(name).flags for name in game.names)


def test_h17_gollum_on_the_civilians_side_may_still_wear_the_ring() -> None:
    out = play(
        """
        - night: {Gollum: {side: civilians, kill: Bilbo}}
        - day: {votes: {Azog: Gollum}, actions: {Gollum: {ring: true}}}
        """
    )
    assert rejected(out, 1) == {}
    assert deaths(out, 1) == {}
    assert phase(out, 1)["public"] == {"lynch_failed": True}


def test_h19_a_hint_needs_a_role_and_a_role_needs_a_hint() -> None:
    out = play("- night: {Sauron: {instruct: {hint: Dale}}}\n- day: {}\n"
               "- night: {Sauron: {instruct: {suggest: Dale, role: bard}}}")  # fmt: skip
    assert rejected(out, 0) == {("Sauron", "instruct"): "bad_argument"}
    assert rejected(out, 2) == {("Sauron", "instruct"): "bad_argument"}
