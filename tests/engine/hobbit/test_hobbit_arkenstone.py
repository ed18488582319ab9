"""The Arkenstone: Thorin's seek and ricochet, Smaug's hunt, Bilbo's search (SPEC 4.3)."""

from tests.engine.hobbit.hobbit_helpers import (
    deaths,
    game_after,
    items_of,
    phase,
    play,
    private,
    rejected,
)


def test_thorin_finds_arkenstone_and_the_morning_summary_says_so() -> None:
    out = play("- night: {Thorin: {seek: Dale}}")
    assert items_of(out, 0, "Thorin", "seek") == [{"type": "seek", "target": "Dale", "found": True}]
    assert phase(out, 0)["public"].get("arkenstone_found") is True


def test_thorin_seeking_the_wrong_player_finds_nothing_and_nothing_is_announced() -> None:
    out = play("- night: {Thorin: {seek: Esgar}}")
    assert items_of(out, 0, "Thorin", "seek") == [
        {"type": "seek", "target": "Esgar", "found": False}
    ]
    assert "arkenstone_found" not in phase(out, 0)["public"]


def test_arkenstone_moves_to_thorin_card() -> None:
    game = game_after("- night: {Thorin: {seek: Dale}}")
    assert "arkenstone" in game.card("Thorin").flags
    assert "arkenstone" not in game.card("Dale").flags


def test_thorin_already_holding_the_stone_cannot_seek_it() -> None:
    out = play("- night: {Thorin: {seek: Dale}}\n- day: {}\n- night: {Thorin: {seek: Esgar}}")
    assert rejected(out, 2) == {("Thorin", "seek"): "arkenstone_held"}


def test_ricochet_camp_kill_on_thorin_with_stone_kills_the_orc_who_sent_it() -> None:
    out = play(
        """
        - night: {Thorin: {seek: Dale}}
        - day: {}
        - night: {Bolg: {kill: Thorin}}
        """
    )
    assert deaths(out, 2) == {"Bolg": "ricochet"}
    assert phase(out, 2)["public"].get("kill_failed") is True


def test_ricochet_works_on_the_night_thorin_finds_the_stone() -> None:
    out = play("- night: {Thorin: {seek: Dale}, Azog: {kill: Thorin}}")
    assert deaths(out, 0) == {"Azog": "ricochet"}


def test_ricochet_turns_gollums_kill_on_gollum() -> None:
    out = play("- night: {Thorin: {seek: Dale}, Gollum: {kill: Thorin}}")
    assert deaths(out, 0) == {"Gollum": "ricochet"}


def test_ricochet_death_is_an_ordinary_attack_that_a_heal_stops() -> None:
    out = play("- night: {Thorin: {seek: Dale}, Gollum: {kill: Thorin}, Gandalf: {heal: Gollum}}")
    assert deaths(out, 0) == {}
    assert phase(out, 0)["public"].get("kill_failed") is True


def test_smaug_hunting_the_holder_takes_the_stone() -> None:
    out = play("- night: {Smaug: {hunt: Dale}}")
    assert items_of(out, 0, "Smaug", "hunt") == [{"type": "hunt", "target": "Dale", "stone": True}]
    game = game_after("- night: {Smaug: {hunt: Dale}}")
    assert "arkenstone" in game.card("Smaug").flags
    assert "arkenstone" not in game.card("Dale").flags


def test_r33_thorin_and_smaug_at_the_holder_thorin_gets_it_first() -> None:
    out = play("- night: {Thorin: {seek: Dale}, Smaug: {hunt: Dale}}")
    assert items_of(out, 0, "Thorin", "seek")[0]["found"] is True
    assert items_of(out, 0, "Smaug", "hunt") == [{"type": "hunt", "target": "Dale", "stone": False}]


def test_r33_smaug_hunting_thorin_takes_the_stone_he_found_tonight() -> None:
    phases = "- night: {Thorin: {seek: Dale}, Smaug: {hunt: Thorin}}"
    out = play(phases)
    assert items_of(out, 0, "Smaug", "hunt") == [
        {"type": "hunt", "target": "Thorin", "stone": True}
    ]
    assert deaths(out, 0) == {}
    assert phase(out, 0)["public"].get("arkenstone_found") is True
    assert "arkenstone" in game_after(phases).card("Smaug").flags


def test_thorin_robbed_by_smaug_no_longer_ricochets() -> None:
    out = play("- night: {Thorin: {seek: Dale}, Smaug: {hunt: Thorin}, Azog: {kill: Thorin}}")
    assert deaths(out, 0) == {"Thorin": "mafia"}


def test_smaug_hunting_thorin_without_the_stone_kills_him() -> None:
    out = play("- night: {Smaug: {hunt: Thorin}}")
    assert deaths(out, 0) == {"Thorin": "smaug"}
    assert items_of(out, 0, "Smaug", "hunt") == [
        {"type": "hunt", "target": "Thorin", "stone": False}
    ]


def test_smaugs_attack_on_thorin_is_stopped_by_a_heal() -> None:
    out = play("- night: {Smaug: {hunt: Thorin}, Radagast: {heal: Thorin}}")
    assert deaths(out, 0) == {}
    assert phase(out, 0)["public"].get("kill_failed") is True


def test_thorin_takes_the_stone_back_from_smaug() -> None:
    out = play(
        """
        - night: {Smaug: {hunt: Dale}}
        - day: {}
        - night: {Thorin: {seek: Smaug}}
        """
    )
    assert items_of(out, 2, "Thorin", "seek")[0]["found"] is True


def test_r38_stone_lost_when_its_holder_dies_before_thorin_finds_it() -> None:
    phases = """
    - night: {Azog: {kill: Dale}}
    - day: {}
    - night: {Thorin: {seek: Dale}}
    """
    out = play(phases)
    assert deaths(out, 0) == {"Dale": "mafia"}
    assert phase(out, 2)["rejected"][0]["code"] == "dead_target"
    game = game_after(phases)
    assert all("arkenstone" not in game.card(name).flags for name in game.names)


def test_r38_stone_lost_when_its_holder_is_lynched() -> None:
    phases = """
    - night: {}
    - day: {votes: {Azog: Dale, Bolg: Dale}}
    """
    game = game_after(phases)
    assert all("arkenstone" not in game.card(name).flags for name in game.names)


def test_r38_stone_protects_only_thorin() -> None:
    out = play("- night: {Azog: {kill: Dale}}")
    assert deaths(out, 0) == {"Dale": "mafia"}


def test_bilbo_search_tells_role_and_whether_the_player_holds_the_stone() -> None:
    out = play("- night: {Bilbo: {search: Dale}}\n- day: {}\n- night: {Bilbo: {search: Azog}}")
    assert items_of(out, 0, "Bilbo", "search") == [
        {"type": "search", "target": "Dale", "role": "citizen", "arkenstone": True}
    ]
    assert items_of(out, 2, "Bilbo", "search") == [
        {"type": "search", "target": "Azog", "role": "azog", "arkenstone": False}
    ]


def test_bilbo_searching_smaug_who_holds_the_stone_takes_it() -> None:
    phases = """
    - night: {Smaug: {hunt: Dale}}
    - day: {}
    - night: {Bilbo: {search: Smaug}}
    """
    out = play(phases)
    assert items_of(out, 2, "Bilbo", "search") == [
        {"type": "search", "target": "Smaug", "role": "smaug", "arkenstone": True}
    ]
    assert "arkenstone" in game_after(phases).card("Bilbo").flags


def test_arkenstone_is_dealt_by_the_record_items() -> None:
    out = play("- night: {Thorin: {seek: Esgar}}", items={"arkenstone": "Esgar"})
    assert items_of(out, 0, "Thorin", "seek")[0]["found"] is True


def test_hunt_by_a_blocked_smaug_fails() -> None:
    out = play(
        """
        - night: {Tauriel: {seek: Kili}}
        - day: {}
        - night: {Kili: {block: Smaug}, Smaug: {hunt: Dale}}
        """
    )
    assert private(out, 2, "Smaug") == [{"type": "hunt", "target": "Dale", "failed": True}]
