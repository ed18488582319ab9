"""The orcs' head and substitute kills, Alfrid's digit, Sauron's instructions, Smaug's hide.

Rulings R31, R35, R39, R41, R71, R72.
"""

from tests.engine.hobbit.hobbit_helpers import deaths, game_after, items_of, phase, play, rejected

SMALL = {
    "Azog": "azog",
    "Bolg": "bolg",
    "Orc": "orc",
    "Orc2": "orc",
    "Sauron": "sauron",
    "Dale": "citizen",
    "Esgar": "citizen",
    "Laketown": "citizen",
    "Bard": "bard",
    "Legolas": "legolas",
    "Bilbo": "bilbo",
    "Gandalf": "gandalf",
}
SMALL_ITEMS = {"arkenstone": "Dale"}


def test_r30_orcs_share_a_channel_without_sauron_or_smaug() -> None:
    teams = game_after("").teams()
    assert teams["orcs"] == ("Azog", "Bolg", "Orc")
    assert "elves" not in teams and "wizards" not in teams


def test_head_sends_the_camp_kill() -> None:
    out = play("- night: {Azog: {kill: {target: Dale, digit: 2}}}")
    assert deaths(out, 0) == {"Dale": "mafia"}


def test_the_heads_card_says_so_and_bolg_heads_after_azog() -> None:
    game = game_after("")
    assert [n for n in game.names if "head" in game.card(n).flags] == ["Azog"]
    game = game_after("- night: {Gollum: {kill: Azog}}")
    assert [n for n in game.names if "head" in game.card(n).flags] == ["Bolg"]


def test_r31_kill_on_alfrid_with_the_wrong_digit_fails() -> None:
    out = play("- night: {Alfrid: {digit: 2}, Azog: {kill: {target: Alfrid, digit: 1}}}")
    assert deaths(out, 0) == {}
    assert phase(out, 0)["public"].get("kill_failed") is True


def test_r31_kill_on_alfrid_with_the_right_digit_kills() -> None:
    out = play("- night: {Alfrid: {digit: 2}, Azog: {kill: {target: Alfrid, digit: 2}}}")
    assert deaths(out, 0) == {"Alfrid": "mafia"}


def test_r31_alfrid_keeps_his_last_digit_when_he_sends_none() -> None:
    out = play(
        """
        - night: {Alfrid: {digit: 2}}
        - day: {}
        - night: {Azog: {kill: {target: Alfrid, digit: 1}}}
        - day: {}
        - night: {Azog: {kill: {target: Alfrid, digit: 2}}}
        """
    )
    assert deaths(out, 2) == {}
    assert deaths(out, 4) == {"Alfrid": "mafia"}


def test_r31_r57_alfrids_digit_is_1_before_any_and_a_kill_without_digit_means_1() -> None:
    out = play("- night: {Azog: {kill: Alfrid}}")
    assert deaths(out, 0) == {"Alfrid": "mafia"}


def test_alfrids_digit_matters_only_to_the_camp_kill() -> None:
    out = play("- night: {Alfrid: {digit: 2}, Gollum: {kill: Alfrid}}")
    assert deaths(out, 0) == {"Alfrid": "gollum"}


def test_a_digit_other_than_1_or_2_is_rejected() -> None:
    out = play("- night: {Alfrid: {digit: 3}, Azog: {kill: {target: Dale, digit: 0}}}")
    assert rejected(out, 0) == {("Alfrid", "digit"): "bad_digit", ("Azog", "kill"): "bad_digit"}
    assert deaths(out, 0) == {}


def test_r41_the_camp_kill_fails_on_smaug() -> None:
    out = play("- night: {Azog: {kill: Smaug}}")
    assert deaths(out, 0) == {}
    assert phase(out, 0)["public"].get("kill_failed") is True


def test_r41_gollum_can_kill_smaug() -> None:
    out = play("- night: {Gollum: {kill: Smaug}}")
    assert deaths(out, 0) == {"Smaug": "gollum"}


def test_sauron_and_smaug_cannot_send_the_camp_kill() -> None:
    out = play("- night: {Sauron: {kill: Dale}, Smaug: {kill: Esgar}}")
    assert rejected(out, 0) == {
        ("Sauron", "kill"): "not_your_ability",
        ("Smaug", "kill"): "not_your_ability",
    }


def test_r39_bolgs_kill_is_used_when_azog_sends_none() -> None:
    out = play("- night: {Bolg: {kill: Dale}}")
    assert deaths(out, 0) == {"Dale": "mafia"}


def test_r57_azogs_kill_wins_over_bolgs_and_bolgs_is_not_rejected() -> None:
    out = play("- night: {Azog: {kill: Dale}, Bolg: {kill: Esgar}, Orc: {kill: Bard}}")
    assert deaths(out, 0) == {"Dale": "mafia"}
    assert rejected(out, 0) == {}


def test_r71_bolgs_kill_wins_over_a_plain_orcs() -> None:
    out = play("- night: {Orc: {kill: Bard}, Bolg: {kill: Esgar}}")
    assert deaths(out, 0) == {"Esgar": "mafia"}


def test_r39_bolg_substitutes_at_most_three_times_while_azog_lives() -> None:
    night = "- night: {{Bolg: {{kill: {0}}}}}\n- day: {{}}\n"
    out = play("".join(night.format(v) for v in ("Dale", "Esgar", "Bard", "Alfrid")))
    assert rejected(out, 6) == {("Bolg", "kill"): "ability_used_up"}
    assert deaths(out, 6) == {}
    assert (
        game_after("".join(night.format(v) for v in ("Dale",)))
        .card("Bolg")
        .counters["substitute_kills"]
        == 2
    )


def test_r54_an_unused_substitute_kill_spends_nothing() -> None:
    night = "- night: {Azog: {kill: Esgar}, Bolg: {kill: Dale}}\n- day: {}\n"
    game = game_after(night)
    assert game.card("Bolg").counters["substitute_kills"] == 3


def test_r71_plain_orcs_share_three_substitute_kills() -> None:
    out = play(
        """
        - night: {Orc: {kill: Dale}}
        - day: {}
        - night: {Orc2: {kill: Esgar}}
        - day: {}
        - night: {Orc: {kill: Laketown}}
        - day: {}
        - night: {Orc2: {kill: Bard}}
        """,
        players=SMALL,
        items=SMALL_ITEMS,
    )
    assert [deaths(out, i) for i in (0, 2, 4)] == [
        {"Dale": "mafia"},
        {"Esgar": "mafia"},
        {"Laketown": "mafia"},
    ]
    assert rejected(out, 6) == {("Orc2", "kill"): "ability_used_up"}


def test_r39_bolg_is_head_after_azog_dies_and_his_kills_are_no_longer_counted() -> None:
    phases = "- night: {Gollum: {kill: Azog}}\n- day: {}\n" + "".join(
        f"- night: {{Bolg: {{kill: {v}}}}}\n- day: {{}}\n"
        for v in ("Dale", "Esgar", "Bard", "Alfrid")
    )
    out = play(phases)
    assert deaths(out, 8) == {"Alfrid": "mafia"}
    assert game_after(phases).card("Bolg").counters.get("substitute_kills", 3) == 3


def test_r71_new_head_is_the_first_orc_with_an_action_in_the_night() -> None:
    out = play(
        """
        - night: {}
        - day: {votes: {Dale: Azog, Esgar: Azog, Bard: Bolg, Laketown: Bolg}}
        - night: {Orc2: {kill: Dale}, Orc: {kill: Esgar}}
        - day: {}
        - night: {Orc2: {kill: Bard}, Orc: {kill: Laketown}}
        """,
        players=SMALL,
        items=SMALL_ITEMS,
    )
    assert deaths(out, 1) == {"Azog": "lynch", "Bolg": "lynch"}
    assert deaths(out, 2) == {"Dale": "mafia"}
    assert deaths(out, 4) == {"Bard": "mafia"}


def test_r71_new_head_is_the_first_living_orc_by_seat_when_no_orc_acts() -> None:
    out = play(
        """
        - night: {}
        - day: {votes: {Dale: Azog, Esgar: Azog, Bard: Bolg, Laketown: Bolg}}
        - night: {Sauron: {instruct: {order: Dale}}}
        """,
        players=SMALL,
        items=SMALL_ITEMS,
    )
    assert deaths(out, 2) == {"Dale": "mafia"}
    assert (
        game_after(
            """
        - night: {}
        - day: {votes: {Dale: Azog, Esgar: Azog, Bard: Bolg, Laketown: Bolg}}
        - night: {}
        """,
            players=SMALL,
            items=SMALL_ITEMS,
        )
        .card("Orc")
        .flags.count("head")
        == 1
    )


def test_r35_a_hint_is_relayed_to_every_living_orc() -> None:
    out = play("- night: {Sauron: {instruct: {hint: Dale, role: bilbo}}}")
    item = {"type": "instruct", "kind": "hint", "player": "Dale", "role": "bilbo"}
    for orc in ("Azog", "Bolg", "Orc"):
        assert items_of(out, 0, orc, "instruct") == [item]
    for other in ("Sauron", "Smaug", "Dale"):
        assert items_of(out, 0, other, "instruct") == []
    assert deaths(out, 0) == {}


def test_r35_a_suggestion_is_only_advice() -> None:
    out = play("- night: {Sauron: {instruct: {suggest: Dale}}, Azog: {kill: Esgar}}")
    assert items_of(out, 0, "Azog", "instruct") == [
        {"type": "instruct", "kind": "suggest", "player": "Dale", "role": None}
    ]
    assert deaths(out, 0) == {"Esgar": "mafia"}


def test_r35_an_instruction_about_sauron_himself_is_rejected() -> None:
    out = play("- night: {Sauron: {instruct: {hint: Sauron, role: bard}}}")
    assert rejected(out, 0) == {("Sauron", "instruct"): "instruct_about_sauron"}
    out = play("- night: {Sauron: {instruct: {hint: Dale, role: sauron}}}")
    assert rejected(out, 0) == {("Sauron", "instruct"): "instruct_about_sauron"}


def test_r35_one_instruction_holds_one_kind_only() -> None:
    out = play("- night: {Sauron: {instruct: {suggest: Dale, order: Esgar}}}")
    assert rejected(out, 0) == {("Sauron", "instruct"): "bad_argument"}


def test_r72_an_order_overrides_the_orcs_target_and_keeps_their_digit() -> None:
    out = play(
        "- night: {Alfrid: {digit: 2}, Sauron: {instruct: {order: Alfrid}}, "
        "Azog: {kill: {target: Dale, digit: 2}}}"
    )
    assert deaths(out, 0) == {"Alfrid": "mafia"}
    assert items_of(out, 0, "Bolg", "instruct") == [
        {"type": "instruct", "kind": "order", "player": "Alfrid", "role": None}
    ]


def test_r72_an_order_makes_the_kill_happen_without_an_orc_kill_with_digit_1() -> None:
    out = play("- night: {Sauron: {instruct: {order: Dale}}}")
    assert deaths(out, 0) == {"Dale": "mafia"}
    out = play("- night: {Alfrid: {digit: 2}, Sauron: {instruct: {order: Alfrid}}}")
    assert deaths(out, 0) == {}


def test_r41_sauron_can_order_smaugs_death() -> None:
    out = play("- night: {Sauron: {instruct: {order: Smaug}}}")
    assert deaths(out, 0) == {"Smaug": "mafia"}


def test_r72_an_ordered_kill_on_thorin_with_the_stone_ricochets_on_the_head() -> None:
    out = play("- night: {Thorin: {seek: Dale}, Sauron: {instruct: {order: Thorin}}}")
    assert deaths(out, 0) == {"Azog": "ricochet"}


def test_r35_a_third_order_is_rejected() -> None:
    night = "- night: {{Sauron: {{instruct: {{order: {0}}}}}}}\n- day: {{}}\n"
    out = play("".join(night.format(v) for v in ("Dale", "Esgar", "Bard")))
    assert rejected(out, 4) == {("Sauron", "instruct"): "ability_used_up"}
    assert deaths(out, 4) == {}


def test_r72_a_blocked_sauron_relays_nothing_and_his_order_is_still_spent() -> None:
    phases = (
        "- night: {Tauriel: {seek: Kili}}\n- day: {}\n"
        "- night: {Kili: {block: Sauron}, Sauron: {instruct: {order: Dale}}}\n"
    )
    out = play(phases)
    assert deaths(out, 2) == {}
    assert items_of(out, 2, "Azog", "instruct") == []
    assert game_after(phases).card("Sauron").counters["orders"] == 1


def test_r72_an_order_is_stopped_by_a_block_on_the_head() -> None:
    out = play(
        "- night: {Tauriel: {seek: Kili}}\n- day: {}\n"
        "- night: {Kili: {block: Azog}, Sauron: {instruct: {order: Dale}}}"
    )
    assert deaths(out, 2) == {}
    assert items_of(out, 2, "Azog", "instruct")[0]["kind"] == "order"


def test_r72_an_order_needs_a_living_head() -> None:
    players = {
        "Sauron": "sauron",
        "Azog": "azog",
        "Dale": "citizen",
        "Esgar": "citizen",
        "Bard": "bard",
        "Legolas": "legolas",
        "Bilbo": "bilbo",
    }
    out = play(
        """
        - night: {}
        - day: {votes: {Dale: Azog, Esgar: Azog}}
        - night: {Sauron: {instruct: {order: Dale}}}
        """,
        players=players,
    )
    assert deaths(out, 1) == {"Azog": "lynch"}
    assert deaths(out, 2) == {}
