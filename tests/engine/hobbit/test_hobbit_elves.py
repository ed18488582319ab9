"""Tauriel and Kili: finding each other, the pair's block, the one-time shield (R32, R44, R73)."""

from tests.engine.hobbit.hobbit_helpers import deaths, game_after, items_of, phase, play, rejected

FOUND = "- night: {Tauriel: {seek: Kili}}\n- day: {}\n"


def test_tauriel_finding_kili_introduces_both_and_opens_the_elves_channel() -> None:
    out = play("- night: {Tauriel: {seek: Kili}}")
    assert items_of(out, 0, "Tauriel", "seek") == [
        {"type": "seek", "target": "Kili", "found": True}
    ]
    assert items_of(out, 0, "Kili", "met") == [{"type": "met", "player": "Tauriel"}]
    assert items_of(out, 0, "Tauriel", "met") == [{"type": "met", "player": "Kili"}]
    assert game_after("- night: {Tauriel: {seek: Kili}}").teams()["elves"] == ("Tauriel", "Kili")


def test_tauriel_seeking_someone_else_finds_nobody_and_no_channel_opens() -> None:
    out = play("- night: {Tauriel: {seek: Dale}}")
    assert items_of(out, 0, "Tauriel", "seek")[0]["found"] is False
    assert "elves" not in game_after("- night: {Tauriel: {seek: Dale}}").teams()


def test_tauriel_cannot_seek_once_kili_is_found() -> None:
    out = play(FOUND + "- night: {Tauriel: {seek: Dale}}")
    assert rejected(out, 2) == {("Tauriel", "seek"): "already_found"}


def test_pair_cannot_block_before_they_have_found_each_other() -> None:
    out = play("- night: {Tauriel: {seek: Kili}, Kili: {block: Azog}, Azog: {kill: Dale}}")
    assert rejected(out, 0) == {("Kili", "block"): "pair_not_formed"}
    assert deaths(out, 0) == {"Dale": "mafia"}


def test_r32_blocking_the_head_of_the_orcs_blocks_the_camp_kill() -> None:
    out = play(FOUND + "- night: {Kili: {block: Azog}, Azog: {kill: Dale}}")
    assert deaths(out, 2) == {}
    assert "kill_failed" not in phase(out, 2)["public"]


def test_r32_blocking_a_substitute_sender_who_is_not_head_does_not_stop_the_kill() -> None:
    out = play(FOUND + "- night: {Kili: {block: Bolg}, Bolg: {kill: Dale}}")
    assert deaths(out, 2) == {"Dale": "mafia"}


def test_r32_blocking_the_head_stops_a_substitute_kill_too() -> None:
    out = play(FOUND + "- night: {Kili: {block: Azog}, Bolg: {kill: Dale}}")
    assert deaths(out, 2) == {}


def test_block_stops_gollums_kill() -> None:
    out = play(FOUND + "- night: {Tauriel: {block: Gollum}, Gollum: {kill: Dale}}")
    assert deaths(out, 2) == {}


def test_block_stops_a_wizards_heal() -> None:
    out = play(
        FOUND + "- night: {Tauriel: {block: Gandalf}, Gandalf: {heal: Dale}, Azog: {kill: Dale}}"
    )
    assert deaths(out, 2) == {"Dale": "mafia"}


def test_block_stops_bilbos_search_but_not_his_ring() -> None:
    out = play(FOUND + "- night: {Tauriel: {block: Bilbo}, Bilbo: {search: Azog}}")
    assert items_of(out, 2, "Bilbo", "search") == [
        {"type": "search", "target": "Azog", "failed": True}
    ]
    out = play(
        FOUND + "- night: {Tauriel: {block: Bilbo}, Bilbo: {ring: true}, Azog: {kill: Bilbo}}"
    )
    assert deaths(out, 2) == {}


def test_block_on_alfrid_does_not_undo_his_digit_given_at_step_1() -> None:
    out = play(
        FOUND + "- night: {Tauriel: {block: Alfrid}, Alfrid: {digit: 2}, Azog: {kill: Alfrid}}"
    )
    assert deaths(out, 2) == {}


def test_r53_pair_cannot_block_the_same_player_two_nights_running() -> None:
    out = play(
        FOUND
        + """
        - night: {Tauriel: {block: Gollum}}
        - day: {}
        - night: {Kili: {block: Gollum}}
        """
    )
    assert rejected(out, 4) == {("Kili", "block"): "repeat_target"}


def test_r53_pair_may_block_the_same_player_after_a_night_between() -> None:
    out = play(
        FOUND
        + """
        - night: {Tauriel: {block: Gollum}}
        - day: {}
        - night: {}
        - day: {}
        - night: {Kili: {block: Gollum}, Gollum: {kill: Dale}}
        """
    )
    assert rejected(out, 6) == {}
    assert deaths(out, 6) == {}


def test_r73_when_both_send_a_block_taueriels_is_used_and_kilis_is_not_rejected() -> None:
    out = play(
        FOUND + "- night: {Tauriel: {block: Gollum}, Kili: {block: Azog}, Gollum: {kill: Dale}, "
        "Azog: {kill: Esgar}}"
    )
    assert rejected(out, 2) == {}
    assert deaths(out, 2) == {"Esgar": "mafia"}


def test_r32_blocking_thorin_with_the_stone_shields_the_sender() -> None:
    out = play(
        "- night: {Tauriel: {seek: Kili}, Thorin: {seek: Dale}}\n- day: {}\n"
        "- night: {Kili: {block: Thorin}, Azog: {kill: Kili}}"
    )
    assert deaths(out, 2) == {}
    assert phase(out, 2)["public"].get("kill_failed") is True


def test_r32_shield_found_tonight_counts_and_can_name_the_partner() -> None:
    out = play(
        FOUND + "- night: {Thorin: {seek: Dale}, Kili: {block: {target: Thorin, shield: tauriel}}, "
        "Azog: {kill: Tauriel}, Gollum: {kill: Kili}}"
    )
    assert deaths(out, 2) == {"Kili": "gollum"}


def test_r32_blocking_the_stone_holder_who_is_not_thorin_gives_no_shield() -> None:
    out = play(FOUND + "- night: {Kili: {block: Dale}, Azog: {kill: Kili}}")
    assert deaths(out, 2) == {"Kili": "mafia"}


def test_r32_the_shield_is_given_once_per_game() -> None:
    out = play(
        "- night: {Tauriel: {seek: Kili}, Thorin: {seek: Dale}}\n- day: {}\n"
        "- night: {Kili: {block: Thorin}}\n- day: {}\n"
        "- night: {Kili: {block: Gollum}}\n- day: {}\n"
        "- night: {Kili: {block: Thorin}, Azog: {kill: Kili}}"
    )
    assert deaths(out, 6) == {"Kili": "mafia"}


def test_r73_shield_comes_before_heal_so_the_heal_is_not_needed() -> None:
    out = play(
        "- night: {Tauriel: {seek: Kili}, Thorin: {seek: Dale}}\n- day: {}\n"
        "- night: {Kili: {block: Thorin}, Azog: {kill: Kili}, Gandalf: {heal: Kili}}"
    )
    assert deaths(out, 2) == {}


def test_shield_naming_someone_outside_the_pair_is_rejected() -> None:
    out = play(FOUND + "- night: {Kili: {block: {target: Thorin, shield: bard}}}")
    assert rejected(out, 2) == {("Kili", "block"): "bad_argument"}


def test_r44_after_one_of_the_pair_dies_the_block_is_rejected() -> None:
    out = play(
        FOUND
        + """
        - night: {Azog: {kill: Kili}}
        - day: {}
        - night: {Tauriel: {block: Gollum}, Gollum: {kill: Dale}}
        """
    )
    assert deaths(out, 2) == {"Kili": "mafia"}
    assert rejected(out, 4) == {("Tauriel", "block"): "pair_broken"}
    assert deaths(out, 4) == {"Dale": "gollum"}


def test_r56_tauriel_killed_tonight_is_not_told_what_her_seek_found() -> None:
    out = play("- night: {Tauriel: {seek: Dale}, Azog: {kill: Tauriel}}")
    assert deaths(out, 0) == {"Tauriel": "mafia"}
    assert "Tauriel" not in phase(out, 0)["private"]
