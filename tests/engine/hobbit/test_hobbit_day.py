"""Day shots and lynches: Legolas, Bard, Smaug's resistance, Thranduil's elk (R41-R43, R74, R76)."""

from tests.engine.hobbit.hobbit_helpers import deaths, game_after, items_of, phase, play, rejected


def day(actions: str, votes: str = "{}") -> str:
    """Night 1 with no actions, then day 1 with the given day actions and votes."""
    return f"- night: {{}}\n- day: {{votes: {votes}, actions: {actions}}}\n"


def test_r42_legolas_shoots_an_orc_for_one_arrow() -> None:
    out = play(day("{Legolas: {shoot: Azog}}"))
    assert deaths(out, 1) == {"Azog": "shot"}
    assert game_after(day("{Legolas: {shoot: Azog}}")).card("Legolas").counters["arrows"] == 4


def test_r42_legolas_hitting_a_civilian_loses_an_extra_arrow_and_the_civilian_dies() -> None:
    phases = day("{Legolas: {shoot: Dale}}")
    assert deaths(play(phases), 1) == {"Dale": "shot"}
    assert game_after(phases).card("Legolas").counters["arrows"] == 3


def test_r42_legolas_on_his_last_arrow_dies_for_hitting_a_civilian() -> None:
    phases = (
        day("{Legolas: {shoot: Dale}}")
        + "- night: {}\n- day: {actions: {Legolas: {shoot: Esgar}}}\n"
        + "- night: {}\n- day: {actions: {Legolas: {shoot: Bard}}}\n"
    )
    out = play(phases)
    assert deaths(out, 3) == {"Esgar": "shot"}
    assert deaths(out, 5) == {"Bard": "shot", "Legolas": "legolas_penalty"}


def test_r42_the_penalty_applies_even_if_the_civilian_survives() -> None:
    phases = day("{Legolas: {shoot: Thranduil}}")
    out = play(phases)
    assert deaths(out, 1) == {}
    assert game_after(phases).card("Legolas").counters["arrows"] == 3


def test_r42_gollum_never_counts_as_a_civilian_for_the_penalty() -> None:
    phases = day("{Gollum: {side: civilians}, Legolas: {shoot: Gollum}}")
    assert deaths(play(phases), 1) == {"Gollum": "shot"}
    assert game_after(phases).card("Legolas").counters["arrows"] == 4


def test_r42_a_shot_at_a_player_lynched_that_day_spends_no_arrow() -> None:
    phases = day("{Legolas: {shoot: Dale}}", "{Azog: Dale, Bolg: Dale}")
    assert deaths(play(phases), 1) == {"Dale": "lynch"}
    assert game_after(phases).card("Legolas").counters["arrows"] == 5


def test_r42_the_vote_of_the_player_legolas_shoots_still_counts() -> None:
    out = play(day("{Legolas: {shoot: Azog}}", "{Azog: Dale, Bolg: Esgar, Orc: Dale}"))
    assert deaths(out, 1) == {"Dale": "lynch", "Azog": "shot"}


def test_r74_legolas_shot_resolves_even_if_legolas_was_lynched() -> None:
    out = play(day("{Legolas: {shoot: Azog}}", "{Dale: Legolas, Esgar: Legolas}"))
    assert deaths(out, 1) == {"Legolas": "lynch", "Azog": "shot"}


def test_r74_ricochet_turns_legolas_shot_back_and_the_penalty_still_applies() -> None:
    phases = "- night: {Thorin: {seek: Dale}}\n- day: {actions: {Legolas: {shoot: Thorin}}}\n"
    out = play(phases)
    assert deaths(out, 1) == {"Legolas": "ricochet"}
    assert phase(out, 1)["public"].get("kill_failed") is True


def test_legolas_out_of_arrows_is_rejected() -> None:
    targets = ("Azog", "Bolg", "Orc", "Sauron", "Smaug", "Gollum")
    phases = "".join(
        f"- night: {{}}\n- day: {{actions: {{Legolas: {{shoot: {t}}}}}}}\n" for t in targets
    )
    out = play(phases)
    assert rejected(out, 11) == {("Legolas", "shoot"): "ability_used_up"}
    assert "Gollum" not in deaths(out, 11)


def test_legolas_cannot_shoot_himself_or_at_night() -> None:
    out = play("- night: {Legolas: {shoot: Azog}}\n- day: {actions: {Legolas: {shoot: Legolas}}}")
    assert rejected(out, 0) == {("Legolas", "shoot"): "wrong_phase"}
    assert rejected(out, 1) == {("Legolas", "shoot"): "self_target"}


def test_legolas_shot_at_smaug_while_bard_lives_spares_smaug_for_one_arrow() -> None:
    phases = day("{Legolas: {shoot: Smaug}}")
    assert deaths(play(phases), 1) == {}
    assert game_after(phases).card("Legolas").counters["arrows"] == 4


def test_legolas_shot_at_smaug_kills_him_once_bard_is_dead() -> None:
    out = play(day("{Legolas: {shoot: Smaug}}", "{Azog: Bard, Bolg: Bard}"))
    assert deaths(out, 1) == {"Bard": "lynch", "Smaug": "shot"}


def test_bards_arrow_kills_smaug_the_next_night_whatever_protects_him() -> None:
    phases = day("{Bard: {shoot: Smaug}}") + "- night: {Gandalf: {heal: Smaug}}\n"
    out = play(phases)
    assert deaths(out, 1) == {}
    assert deaths(out, 2) == {"Smaug": "arrow"}
    assert game_after(phases).card("Bard").counters["arrows"] == 6


def test_smaug_shot_by_bard_still_hunts_on_his_last_night() -> None:
    out = play(day("{Bard: {shoot: Smaug}}") + "- night: {Smaug: {hunt: Thorin}}\n")
    assert deaths(out, 2) == {"Smaug": "arrow", "Thorin": "smaug"}


def test_bards_arrow_at_anyone_else_is_lost_and_harms_nobody() -> None:
    phases = day("{Bard: {shoot: Azog}}") + "- night: {}\n"
    out = play(phases)
    assert deaths(out, 1) == {} and deaths(out, 2) == {}
    assert game_after(phases).card("Bard").counters["arrows"] == 6


def test_r54_bards_arrow_at_a_player_lynched_that_day_is_not_spent() -> None:
    phases = day("{Bard: {shoot: Dale}}", "{Azog: Dale}")
    assert game_after(phases).card("Bard").counters["arrows"] == 7


def test_r74_bards_arrow_flies_even_if_bard_was_lynched() -> None:
    out = play(day("{Bard: {shoot: Smaug}}", "{Azog: Bard}") + "- night: {}\n")
    assert deaths(out, 1) == {"Bard": "lynch"}
    assert deaths(out, 2) == {"Smaug": "arrow"}


def test_r41_lynched_smaug_survives_while_other_mafia_live() -> None:
    out = play(day("{}", "{Dale: Smaug, Esgar: Smaug}"))
    assert phase(out, 1)["lynched"] == ["Smaug"]
    assert deaths(out, 1) == {}
    assert phase(out, 1)["public"].get("lynch_failed") is True


SMAUG_AND_ORC = {
    "Smaug": "smaug",
    "Orc": "orc",
    "Dale": "citizen",
    "Esgar": "citizen",
    "Bard": "bard",
    "Bilbo": "bilbo",
    "Legolas": "legolas",
}


def test_r41_lynched_smaug_dies_when_no_other_mafia_lives() -> None:
    out = play(
        """
        - night: {}
        - day: {votes: {Dale: Orc, Esgar: Orc}}
        - night: {}
        - day: {votes: {Dale: Smaug, Esgar: Smaug}}
        """,
        players=SMAUG_AND_ORC,
    )
    assert deaths(out, 1) == {"Orc": "lynch"}
    assert deaths(out, 3) == {"Smaug": "lynch"}
    assert out["winner"] == "civilians"


def test_r76_in_a_double_lynch_the_other_mafia_dies_first_then_smaug() -> None:
    out = play(
        "- night: {}\n- day: {votes: {Dale: Orc, Esgar: Smaug}}\n",
        players=SMAUG_AND_ORC,
    )
    assert deaths(out, 1) == {"Orc": "lynch", "Smaug": "lynch"}
    assert out["winner"] == "civilians"


def test_r43_the_elk_dies_for_thranduil_on_the_first_attack_and_only_he_is_told() -> None:
    out = play("- night: {Azog: {kill: Thranduil}, Gollum: {kill: Thranduil}}")
    assert deaths(out, 0) == {}
    assert items_of(out, 0, "Thranduil", "elk_died") == [{"type": "elk_died"}]
    assert phase(out, 0)["public"] == {"kill_failed": True}
    assert all(not items_of(out, 0, p, "elk_died") for p in ("Azog", "Gollum"))


def test_r43_a_later_attack_kills_thranduil() -> None:
    out = play(
        "- night: {Azog: {kill: Thranduil}}\n- day: {}\n- night: {Gollum: {kill: Thranduil}}"
    )
    assert deaths(out, 2) == {"Thranduil": "gollum"}


def test_r43_the_elk_saves_thranduil_from_legolas_by_day() -> None:
    out = play(day("{Legolas: {shoot: Thranduil}}"))
    assert deaths(out, 1) == {}
    assert items_of(out, 1, "Thranduil", "elk_died") == [{"type": "elk_died"}]
    assert phase(out, 1)["public"].get("kill_failed") is True


def test_r43_the_lynch_kills_thranduil_even_with_his_elk() -> None:
    out = play(day("{}", "{Azog: Thranduil}"))
    assert deaths(out, 1) == {"Thranduil": "lynch"}


def test_r5_a_heal_saves_thranduil_without_spending_the_elk() -> None:
    out = play(
        "- night: {Azog: {kill: Thranduil}, Gandalf: {heal: Thranduil}}\n- day: {}\n"
        "- night: {Azog: {kill: Thranduil}}"
    )
    assert deaths(out, 0) == {}
    assert items_of(out, 0, "Thranduil", "elk_died") == []
    assert deaths(out, 2) == {}
    assert items_of(out, 2, "Thranduil", "elk_died") == [{"type": "elk_died"}]
