"""`engine.outcome`: the seat-by-seat facts of a finished game that the statistics count (the
dealt role, the camp played for at the end, won, survived; the day it ended in)."""

from __future__ import annotations

import engine
from tests.engine.helpers import state_after
from tests.engine.hobbit.hobbit_helpers import game_after
from tests.engine.hobbit.test_hobbit_win import GOLLUM_GAME

CITY = """
ruleset: city
players: {Anna: boss, Boris: doctor, Dina: citizen}
phases:
"""


def test_a_running_game_has_no_outcome() -> None:
    assert engine.outcome(state_after(CITY + "  - night: {}")) is None


def test_a_draw_has_no_winners_and_ends_in_the_phase_it_was_resolved_in() -> None:
    game = state_after(
        CITY + "  - night: {Anna: {kill: Dina}}\n  - day: {votes: {Boris: Anna, Anna: Boris}}"
    )
    result = engine.outcome(game)
    assert result is not None
    assert result.winner == "draw" and result.last == engine.Phase("day", 1) and result.days == 1
    assert [(s.player, s.role, s.camp, s.won, s.survived) for s in result.standings] == [
        ("Anna", "boss", "mafia", False, False),
        ("Boris", "doctor", "civilians", False, False),
        ("Dina", "citizen", "civilians", False, False),
    ]


def test_the_winning_camps_players_won_dead_or_alive() -> None:
    game = state_after(CITY + "  - night: {Anna: {kill: Dina}}\n  - day: {votes: {Boris: Anna}}")
    result = engine.outcome(game)
    assert result is not None and result.winner == "civilians"
    assert {s.player: (s.won, s.survived) for s in result.standings} == {
        "Anna": (False, False),
        "Boris": (True, True),
        "Dina": (True, False),
    }


def test_a_game_won_at_night_ended_on_that_nights_day() -> None:
    nights = "  - night: {Anna: {kill: Dina}}\n  - day: {}\n  - night: {Anna: {kill: Boris}}"
    game = state_after(CITY + nights)
    result = engine.outcome(game)
    assert result is not None and result.winner == "mafia"
    assert result.last == engine.Phase("night", 2) and result.days == 2


def test_r45_gollum_on_the_civilians_side_played_and_won_for_the_civilians() -> None:
    game = game_after("- night: {Gollum: {side: civilians, kill: Azog}}", players=GOLLUM_GAME)
    result = engine.outcome(game)
    assert result is not None
    gollum = next(s for s in result.standings if s.player == "Gollum")
    assert (gollum.role, gollum.camp, gollum.won) == ("gollum", "civilians", True)


def test_r45_a_loner_gollum_plays_for_himself_and_loses_with_the_civilians_win() -> None:
    lynched = "{votes: {Dale: Gollum, Esgar: Gollum, Bard: Gollum, Bilbo: Gollum}}"
    game = game_after(f"- night: {{Gollum: {{kill: Azog}}}}\n- day: {lynched}", players=GOLLUM_GAME)
    result = engine.outcome(game)
    assert result is not None and result.winner == "civilians"
    gollum = next(s for s in result.standings if s.player == "Gollum")
    assert (gollum.camp, gollum.won, gollum.survived) == ("loner", False, False)
