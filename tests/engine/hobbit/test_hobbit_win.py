"""Winning with Gollum on either side, and his choice of side (SPEC 4.5, R45, R78)."""

import engine
from tests.engine.hobbit.hobbit_helpers import deaths, game_after, phase, play, rejected

GOLLUM_GAME = {
    "Gollum": "gollum",
    "Azog": "azog",
    "Dale": "citizen",
    "Esgar": "citizen",
    "Bard": "bard",
    "Bilbo": "bilbo",
}


def test_r45_civilians_win_with_gollum_alive_on_their_side() -> None:
    out = play(
        "- night: {Gollum: {side: civilians, kill: Azog}}",
        players=GOLLUM_GAME,
    )
    assert deaths(out, 0) == {"Azog": "gollum"}
    assert out["winner"] == "civilians"


def test_r45_civilians_have_not_won_while_a_loner_gollum_lives() -> None:
    out = play("- night: {Gollum: {kill: Azog}}", players=GOLLUM_GAME)
    assert out["winner"] is None
    assert "gollum_loner" not in phase(out, 0)["public"]


def test_r78_gollum_asked_once_more_may_join_the_civilians_who_then_win() -> None:
    out = play(
        "- night: {Gollum: {kill: Azog}}\n- day: {actions: {Gollum: {side: civilians}}}",
        players=GOLLUM_GAME,
    )
    assert rejected(out, 1) == {}
    assert out["winner"] == "civilians"


def test_r45_a_loner_gollum_wins_when_he_is_the_only_one_alive() -> None:
    out = play(
        """
        - night: {Gollum: {kill: Azog}, Azog: {kill: Dale}}
        - day: {votes: {Gollum: Esgar, Bard: Esgar, Bilbo: Bard}}
        - night: {Gollum: {kill: Bard}}
        - day: {votes: {Gollum: Bilbo}}
        """,
        players=GOLLUM_GAME,
    )
    assert phase(out, 1)["public"].get("gollum_loner") is True
    assert "gollum_loner" not in phase(out, 2)["public"]
    assert out["winner"] == "loner"
    assert out["alive"] == ["Gollum"]


def test_r78_the_window_closes_after_one_phase_once_day_2_is_over() -> None:
    out = play(
        """
        - night: {}
        - day: {}
        - night: {}
        - day: {}
        - night: {Gollum: {kill: Azog}}
        - day: {}
        - night: {Gollum: {side: civilians}}
        """,
        players=GOLLUM_GAME,
    )
    assert phase(out, 5)["public"].get("gollum_loner") is True
    assert rejected(out, 6) == {("Gollum", "side"): "side_closed"}
    assert out["winner"] is None


def test_r78_side_is_accepted_through_day_2_and_the_last_choice_stands() -> None:
    out = play(
        """
        - night: {Gollum: {side: civilians}}
        - day: {actions: {Gollum: {side: loner}}}
        - night: {}
        - day: {actions: {Gollum: {side: civilians}}}
        - night: {Gollum: {side: loner, kill: Azog}}
        """,
        players=GOLLUM_GAME,
    )
    assert rejected(out, 4) == {("Gollum", "side"): "side_closed"}
    assert out["winner"] == "civilians"


def test_a_side_other_than_civilians_or_loner_is_rejected() -> None:
    out = play("- night: {Gollum: {side: mafia}}", players=GOLLUM_GAME)
    assert rejected(out, 0) == {("Gollum", "side"): "bad_argument"}


def test_mafia_win_when_only_mafia_are_alive() -> None:
    players = {
        "Azog": "azog",
        "Sauron": "sauron",
        "Smaug": "smaug",
        "Dale": "citizen",
        "Esgar": "citizen",
        "Bilbo": "bilbo",
    }
    out = play(
        """
        - night: {Azog: {kill: Dale}}
        - day: {votes: {Azog: Esgar, Sauron: Esgar, Smaug: Esgar}}
        - night: {Azog: {kill: Bilbo}}
        """,
        players=players,
    )
    assert out["winner"] == "mafia"


def test_mafia_have_not_won_while_gollum_on_the_civilians_side_lives() -> None:
    players = {
        "Azog": "azog",
        "Bolg": "bolg",
        "Orc": "orc",
        "Gollum": "gollum",
        "Dale": "citizen",
        "Esgar": "citizen",
    }
    out = play(
        """
        - night: {Gollum: {side: civilians}, Azog: {kill: Dale}}
        - day: {votes: {Azog: Esgar, Bolg: Esgar, Orc: Esgar}}
        """,
        players=players,
    )
    assert out["winner"] is None


def test_everybody_dead_is_a_draw() -> None:
    out = play(
        """
        - night: {Azog: {kill: Dale}, Gollum: {kill: Esgar}}
        - day: {votes: {Azog: Bard, Gollum: Bilbo}}
        - night: {Azog: {kill: Gollum}, Gollum: {kill: Azog}}
        """,
        players=GOLLUM_GAME,
    )
    assert deaths(out, 2) == {"Gollum": "mafia", "Azog": "gollum"}
    assert out["winner"] == "draw"


def test_r57_phases_after_the_win_are_not_output() -> None:
    out = play(
        "- night: {Gollum: {side: civilians, kill: Azog}}\n- day: {}\n- night: {}",
        players=GOLLUM_GAME,
    )
    assert len(out["phases"]) == 1


def test_r45_a_loner_gollum_is_asked_once_more_only_in_the_window() -> None:
    asked = game_after("- night: {Gollum: {kill: Azog}}", players=GOLLUM_GAME)
    assert asked.prompts() == {"Gollum": ("side",)}
    before = game_after("- night: {}", players=GOLLUM_GAME)
    assert before.prompts() == {}
    closed = game_after("- night: {Gollum: {kill: Azog}}\n- day: {}", players=GOLLUM_GAME)
    assert closed.prompts() == {}


def test_r45_gollum_on_the_civilians_side_is_among_their_winners() -> None:
    game = game_after("- night: {Gollum: {side: civilians, kill: Azog}}", players=GOLLUM_GAME)
    assert game.winner == "civilians"
    assert {name for name in game.names if game.won(name)} == {
        "Gollum",
        "Dale",
        "Esgar",
        "Bard",
        "Bilbo",
    }


def test_r45_a_loner_gollum_is_not_among_the_civilians_winners() -> None:
    lynched = "{votes: {Dale: Gollum, Esgar: Gollum, Bard: Gollum, Bilbo: Gollum}}"
    game = game_after(f"- night: {{Gollum: {{kill: Azog}}}}\n- day: {lynched}", players=GOLLUM_GAME)
    assert game.winner == "civilians" and not game.won("Gollum") and game.won("Dale")


def test_r45_a_loner_gollum_alone_is_the_only_winner() -> None:
    game = game_after(
        """
        - night: {Gollum: {kill: Azog}, Azog: {kill: Dale}}
        - day: {votes: {Gollum: Esgar, Bard: Esgar, Bilbo: Bard}}
        - night: {Gollum: {kill: Bard}}
        - day: {votes: {Gollum: Bilbo}}
        """,
        players=GOLLUM_GAME,
    )
    assert game.winner == "loner" and game.won("Gollum") and not game.won("Bilbo")


def test_nobody_has_won_a_running_game() -> None:
    game = game_after("- night: {Gollum: {kill: Azog}}", players=GOLLUM_GAME)
    assert game.winner is None and not any(game.won(name) for name in game.names)


def test_a_hobbit_table_seats_6_to_30_players() -> None:
    assert engine.player_limits("hobbit") == (6, 30)
