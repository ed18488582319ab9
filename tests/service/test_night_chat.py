"""`night_chat` through the game service, on SQLite and PostgreSQL: with `closed`, the deal
(night 1 falls) and every resolution plan one NightChat row for the phase that begins (closed at
nightfall, open at daybreak, for the living), delivered through a Table that can close the game
channel; nothing once the game is over, nothing with `open` (the default), and a game keeps the
value it was opened with."""

from __future__ import annotations

import json
from collections.abc import Sequence

from bot.service import GameService
from bot.service.ports.table import ChatTable, Reader, TableGame
from tests.service.helpers import RecordingTable, host, new_service, player, seated_game

QUIET = {"inactive_days": 0, "stalemate_cycles": 0}


class ChatRecordingTable(RecordingTable):
    """A recording Table that also closes and opens the game channel."""

    async def night_chat(self, game: TableGame, players: Sequence[Reader], closed: bool) -> None:
        self._note("night_chat", closed, [p.name for p in players])


def chats(table: RecordingTable) -> list[tuple[bool, list[str]]]:
    """Every night_chat call the Table was given: (closed, the players), in order."""
    found: list[tuple[bool, list[str]]] = []
    for called, payload in table.calls:
        if called == "night_chat":
            closed, names = json.loads(payload)
            found.append((closed, names))
    return found


async def game_with(night_chat: str) -> tuple[GameService, ChatRecordingTable, int]:
    service, _ = new_service()
    table = ChatRecordingTable()
    assert isinstance(table, ChatTable)
    service.tables.register(table)
    await service.settings.set_configs(host(), {**QUIET, "night_chat": night_chat})
    game_id = await seated_game(service, players=6)
    return service, table, game_id


async def test_closed_nights_close_at_nightfall_and_open_at_daybreak(store: str) -> None:
    service, table, game_id = await game_with("closed")
    state = await service.queries.engine_state(game_id)
    assert chats(table) == [(True, list(state.alive))]  # night 1 falls with the deal
    await service.resolver.resolve_phase(game_id)
    await service.resolver.resolve_phase(game_id)
    after = await service.queries.engine_state(game_id)
    assert [closed for closed, _ in chats(table)] == [True, False, True]
    assert chats(table)[-1][1] == list(after.alive)  # the living at nightfall
    await service.host.stop(host())
    assert len(chats(table)) == 3, "the stop's reveal lifts the silences; no NightChat"
    await service.lifecycle.close()


async def test_open_nights_plan_nothing(store: str) -> None:
    service, table, game_id = await game_with("open")
    await service.resolver.resolve_phase(game_id)
    assert chats(table) == []
    await service.lifecycle.close()


async def test_a_game_keeps_night_chat_from_its_opening(store: str) -> None:
    service, table, game_id = await game_with("open")
    await service.settings.set_configs(host(), {"night_chat": "closed"})
    await service.resolver.resolve_phase(game_id)
    assert chats(table) == []
    await service.lifecycle.close()


async def test_a_living_seat_handed_over_in_a_closed_night_keeps_its_newcomer_out(
    store: str,
) -> None:
    service, table, game_id = await game_with("closed")
    state = await service.queries.engine_state(game_id)
    await service.host.replace_player(host(), player(2).user_id, 9999)
    assert chats(table)[-1] == (True, [state.names[2]])  # the seat, now the newcomer's
    await service.lifecycle.close()
