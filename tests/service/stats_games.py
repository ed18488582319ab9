"""Finished games for the statistics tests: three games by the same users (one with a
replacement) and a stopped one, and what each game's own record, replayed, says about it."""

from __future__ import annotations

import json
from dataclasses import dataclass

import engine
from bot.service import GameService
from bot.store.models import Seat
from tests.service.helpers import HOST, host, play_phase, play_to_end, player, seated_game

NEWCOMER = 5000


@dataclass(frozen=True)
class Played:
    """A finished game as its record says: rule set, winner, days, and each user's seat."""

    ruleset: str
    winner: str
    days: int
    seats: dict[int, engine.Standing]  # the user holding the seat at the end -> their standing


async def played(service: GameService, game_id: int) -> Played:
    """What the game's exported record, replayed by the engine, says about it."""
    record = engine.load_record(
        json.dumps(await service.queries.export_record(HOST, game_id=game_id))
    )
    state = engine.new_game(record.setup)
    for phase_input in record.phases:
        state, _ = state.resolve(phase_input)
    outcome = engine.outcome(state)
    assert outcome is not None
    holders = {s.name: s.user_id for s in await Seat.filter(game_id=game_id)}
    days = (len(record.phases) + 1) // 2  # night N and day N are game day N
    seats = {holders[s.player]: s for s in outcome.standings}
    return Played(record.setup.ruleset, outcome.winner, days, seats)


async def play_games(service: GameService) -> tuple[list[Played], int]:
    """Three finished games in one channel (the same users), one of them with a replacement,
    and a stopped one; the finished games and the replaced user."""
    games = []
    for ruleset, players, seed in (("city", 8, 1), ("hobbit", 10, 3)):
        game_id = await seated_game(service, players, ruleset, seed)
        await play_to_end(service, game_id)
        games.append(await played(service, game_id))
    game_id = await seated_game(service, 8, "city", seed=7)
    await play_phase(service, game_id)
    await service.host.replace_player(host(), player(2).user_id, NEWCOMER)
    await play_to_end(service, game_id)
    games.append(await played(service, game_id))
    stopped = await seated_game(service, 9, "city", seed=11)
    await play_phase(service, stopped)
    await service.host.stop(host())
    return games, player(2).user_id
