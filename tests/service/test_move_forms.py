"""in the service: the move forms are offered when a phase begins to the players the
engine gives a move, closed when it ends, and the reminder goes by DM only to those who have a
move and sent nothing (a move the Boss sent for them, or leaving it to him, counts)."""

from __future__ import annotations

import asyncio
import json

import engine
from bot.service.ports.table import FormTable
from bot.store.models import Seat
from tests.service.helpers import RecordingTable, new_service, player, seated_game

ROLES = ("boss", "thief", "doctor", "detective", "citizen", "citizen", "citizen", "citizen")


def _calls(table: RecordingTable, method: str) -> list[list[object]]:
    return [json.loads(key) for name, key in table.calls if name == method]


async def _names(game_id: int, *roles: str) -> list[str]:
    seats = await Seat.filter(game_id=game_id, role__in=roles).order_by("position")
    return [seat.name for seat in seats]


async def test_the_forms_go_to_every_player_with_a_move_and_close_with_the_phase(
    store: str,
) -> None:
    service, table = new_service()
    game_id = await seated_game(service, roles=ROLES)
    assert isinstance(table, FormTable)
    movers = await _names(game_id, "boss", "thief", "doctor", "detective")
    assert _calls(table, "offer_moves") == [["night", 1, movers]]
    assert await service.resolver.resolve_phase(game_id, engine.Phase("night", 1))
    assert _calls(table, "close_moves") == [["night", 1]]
    assert len(_calls(table, "offer_moves")) == 1, "nobody has a day move in this game"


async def test_the_reminder_goes_only_to_players_who_have_sent_nothing(store: str) -> None:
    service, table = new_service()
    game_id = await seated_game(service, roles=ROLES)
    seats = {seat.role: seat for seat in await Seat.filter(game_id=game_id)}
    caller = {role: player(seat.position) for role, seat in seats.items()}
    await service.play.act(caller["doctor"], "heal", seats["citizen"].name)
    await service.play.leave_to_boss(caller["thief"])
    await service.lifecycle.resume()
    assert service.timers.fire_reminder_now(game_id)
    for _ in range(500):  # up to 5 s on a busy machine
        if _calls(table, "remind_moves"):
            break
        await asyncio.sleep(0.01)
    await service.lifecycle.close()
    [[players, texts]] = _calls(table, "remind_moves")
    assert players == await _names(game_id, "boss", "detective")
    assert [text["id"] for text in texts] == ["forms-reminder"]  # type: ignore[index]
