"""Issue 23.4: a kill mid-delivery repeats at most the one announcement per game that was in
flight. Several games are delivered together; the process dies at a Table call (nothing runs
after it: the Table and the store refuse everything from then on); a restarted process shows
what is left, and of what the dead one had shown, at most one per game is shown again."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Awaitable, Callable, Collection
from datetime import datetime
from typing import Any

import pytest

from bot.service import GameService
from bot.service.outbox import claims
from bot.store.models import Announcement
from tests.service.helpers import SLOW, RecordingTable, new_service, play_phase, seated_game

GAMES = 3


class Killed(BaseException):
    """The process dies (not an `Exception`: nothing in the service may handle it)."""


class Process:
    """Whether the process that delivers is alive (a kill ends its Table and store calls)."""

    def __init__(self) -> None:
        self.dead = False


class KillingTable:
    """A Table that notes every call it completed, by game, and dies at its `kill_at`-th call
    (None: never); it yields between calls, as a real Table does, so games interleave."""

    def __init__(self, process: Process, kill_at: int | None = None) -> None:
        self.process = process
        self.kill_at = kill_at
        self.count = 0
        self.inner = RecordingTable()
        self.shown: list[tuple[int, tuple[str, str]]] = []

    def __getattr__(self, name: str) -> Callable[..., Awaitable[Any]]:
        method = getattr(self.inner, name)

        async def call(game: Any, *args: Any, **kwargs: Any) -> Any:
            self.count += 1
            if self.count == self.kill_at:
                self.process.dead = True
            if self.process.dead:
                raise Killed(name)
            before = len(self.inner.calls)
            result = await method(game, *args, **kwargs)
            self.shown.extend((game.game_id, call) for call in self.inner.calls[before:])
            await asyncio.sleep(0)
            return result

        return call


def per_game(shown: list[tuple[int, tuple[str, str]]]) -> dict[int, Counter[tuple[str, str]]]:
    """Each game's shown calls, counted."""
    counted: dict[int, Counter[tuple[str, str]]] = {}
    for game_id, call in shown:
        counted.setdefault(game_id, Counter())[call] += 1
    return counted


@pytest.mark.parametrize("kill_at", [4, 11, 23, 40])
async def test_a_kill_mid_delivery_repeats_at_most_one_post_per_game(
    store: str, kill_at: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    process = Process()
    real_mark = claims.mark_delivered_many

    async def mark(ids: Collection[int], now: datetime) -> None:
        if process.dead:
            raise Killed("store")
        await real_mark(ids, now)

    monkeypatch.setattr(claims, "mark_delivered_many", mark)
    first = GameService(instance="killed", time_scale=SLOW)  # no Table yet: rows pile up
    games = [await seated_game(first, seed=30 + n, channel=40 + n) for n in range(GAMES)]
    for game_id in games:
        await play_phase(first, game_id)
    assert await Announcement.filter(delivered=False).count() > kill_at
    dying = KillingTable(process, kill_at=kill_at)
    first.tables.register(dying)
    with pytest.raises(Killed):
        await first.delivery.deliver_pending()
    await first.lifecycle.close()

    process.dead = False
    restarted, _ = new_service(instance="killed")
    after = KillingTable(process)
    restarted.tables.register(after)
    await restarted.delivery.deliver_pending()
    await restarted.lifecycle.close()

    assert await Announcement.filter(delivered=False).count() == 0
    before, again = per_game(dying.shown), per_game(after.shown)
    repeated = {
        game_id: sum((again[game_id] & shown).values()) for game_id, shown in before.items()
    }
    assert repeated and all(count <= 1 for count in repeated.values()), repeated
