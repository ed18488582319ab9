"""Reminders go through the outbox: stored once per phase under the game's lock, so two
processes on one store post one reminder, and DMs that fail are retried without the public
post being shown again."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence

from bot.service import GameService
from bot.service.ports.table import Reader, TableGame
from bot.store.models import Announcement
from bot.text.i18n import Text
from tests.service.helpers import RecordingTable, seated_game

FAST = 0.01


def _reminders(table: RecordingTable) -> list[str]:
    return [key for method, key in table.calls if '"id": "reminder-' in key]


async def _wait_for(check: Callable[[], bool], seconds: float = 10.0) -> None:
    async with asyncio.timeout(seconds):
        while not check():
            await asyncio.sleep(0.01)


async def test_two_processes_firing_one_reminder_post_it_once(store: str) -> None:
    first = GameService(instance="one", time_scale=FAST)
    second = GameService(instance="two", time_scale=FAST)
    tables = RecordingTable(), RecordingTable()
    first.tables.register(tables[0])
    second.tables.register(tables[1])
    game_id = await seated_game(first)
    await first.lifecycle.resume()
    await second.lifecycle.resume()
    try:
        before = len(_reminders(tables[0])) + len(_reminders(tables[1]))
        assert first.timers.fire_reminder_now(game_id)  # both processes armed it
        assert second.timers.fire_reminder_now(game_id)
        await _wait_for(lambda: len(_reminders(tables[0])) + len(_reminders(tables[1])) > before)
        await asyncio.sleep(0.3)  # long enough for a second post, if there were one
    finally:
        await first.lifecycle.close()
        await second.lifecycle.close()
    posted = len(_reminders(tables[0])) + len(_reminders(tables[1]))
    assert posted - before == 1
    rows = await Announcement.filter(game_id=game_id, action="remind_moves").count()
    assert rows == 1


class DmsDown(RecordingTable):
    """A Table whose reminder DMs fail the first `failing` times."""

    def __init__(self, failing: int) -> None:
        super().__init__()
        self.failing = failing

    async def remind_moves(
        self, game: TableGame, players: Sequence[Reader], texts: Sequence[Text]
    ) -> None:
        if self.failing > 0:
            self.failing -= 1
            raise ConnectionError("Discord 503")
        await super().remind_moves(game, players, texts)


async def test_a_reminder_whose_dms_fail_is_not_posted_again_when_they_are_retried(
    store: str,
) -> None:
    service = GameService(instance="dms", time_scale=FAST)
    table = DmsDown(failing=2)
    service.tables.register(table)
    game_id = await seated_game(service)
    await service.lifecycle.resume()
    try:
        before = len(_reminders(table))
        assert service.timers.fire_reminder_now(game_id)
        await _wait_for(lambda: any(method == "remind_moves" for method, _ in table.calls))
    finally:
        await service.lifecycle.close()
    assert table.failing == 0  # the DMs failed twice, then went out
    assert len(_reminders(table)) - before == 1  # the public reminder: once
    assert await Announcement.filter(game_id=game_id, delivered=False).count() == 0
