"""Timers survive outages: a deadline or reminder job that finds the store unavailable is logged
and retried with backoff until the store is back; the phase is then resolved exactly once, the
next phase armed, and nothing is lost."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from tortoise.exceptions import DBConnectionError, OperationalError

import engine
from bot.demo.simulated import simulate_phase
from bot.service import GameService
from bot.service.runtime import GameLocks
from bot.store import connection as db
from bot.store.models import RUNNING, Announcement, Game, Resolution, Seat
from tests.service.helpers import (
    RecordingTable,
    pinned_salt,
    play_phase,
    random_for,
    seated_game,
)

NIGHT_1 = engine.Phase("night", 1)
FAST = 0.01  # the job's retries after 10 ms, 50 ms, 150 ms; a night lasts 12 s
FAILURES = 3


def fast_service(instance: str = "timers") -> tuple[GameService, RecordingTable]:
    """A service with quick retries and a recording Table."""
    service = GameService(instance=instance, time_scale=FAST, salts=pinned_salt)
    table = RecordingTable()
    service.tables.register(table)
    return service, table


@asynccontextmanager
async def _unavailable() -> AsyncIterator[Any]:
    raise OperationalError("database is locked")
    yield  # pragma: no cover


def fail_first(
    original: Callable[..., AbstractAsyncContextManager[Any]], times: int
) -> tuple[Callable[..., AbstractAsyncContextManager[Any]], list[int]]:
    """`GameLocks.locked_games`, failing its first `times` entries; the calls made."""
    calls: list[int] = []

    def locked_games(self: GameLocks, game_ids: list[int]) -> AbstractAsyncContextManager[Any]:
        calls.extend(game_ids)
        return _unavailable() if len(calls) <= times else original(self, game_ids)

    return locked_games, calls


async def _play_night(service: GameService, game_id: int) -> None:
    game = await Game.get(id=game_id)
    seats = sorted(await Seat.filter(game_id=game_id), key=lambda seat: seat.position)
    await simulate_phase(service, game, seats, random_for)


async def _reference_calls(seed: int) -> list[tuple[str, str]]:
    """What the deal and night 1 show when nothing fails (a twin game in another channel)."""
    service, table = fast_service("reference")
    game_id = await seated_game(service, seed=seed, channel=30)
    await play_phase(service, game_id)
    return sorted(table.calls)


async def test_a_deadline_job_that_finds_the_store_unavailable_retries_until_it_resolves_once(
    store: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    expected = await _reference_calls(seed=21)
    service, table = fast_service()
    game_id = await seated_game(service, seed=21)
    await _play_night(service, game_id)
    locked_games, calls = fail_first(GameLocks.locked_games, FAILURES)
    monkeypatch.setattr(GameLocks, "locked_games", locked_games)
    await service.lifecycle.resume()
    assert service.timers.fire_now(game_id)
    game = await asyncio.wait_for(service.resolver.wait_for_phase(game_id, NIGHT_1), 10)
    armed = service.timers.armed(game_id)
    await service.lifecycle.close()

    assert len(calls) == FAILURES + 1  # failed three times, then resolved; never again
    failed = [
        r for r in caplog.records if "failed" in r.getMessage() and "phase:" in r.getMessage()
    ]
    assert len(failed) == FAILURES  # each failure logged
    assert await Resolution.filter(game_id=game_id).count() == 1
    assert game.state == RUNNING and (game.phase_kind, game.phase_number) == ("day", 1)
    assert armed == game.deadline  # the next phase armed
    assert await Announcement.filter(game_id=game_id, delivered=False).count() == 0
    assert sorted(table.calls) == expected  # every stored action counted, nothing shown twice


async def test_a_reminder_job_that_finds_the_store_unavailable_retries_until_it_is_posted(
    store: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    service, table = fast_service()
    game_id = await seated_game(service)
    original = GameLocks.locked_game
    failures: list[int] = []

    def locked_game(self: GameLocks, game_id: int) -> AbstractAsyncContextManager[Any]:
        if len(failures) < FAILURES:
            failures.append(1)
            raise DBConnectionError("connection was closed in the middle of operation")
        return original(self, game_id)

    monkeypatch.setattr(GameLocks, "locked_game", locked_game)
    await service.lifecycle.resume()
    shown = len(table.calls)
    assert service.timers.fire_reminder_now(game_id)
    for _ in range(500):
        if len(table.calls) > shown:
            break
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.3)  # long enough for a second reminder, if there were one
    await service.lifecycle.close()
    reminders = [key for method, key in table.calls[shown:] if '"id": "reminder-' in key]
    assert len(failures) == FAILURES and len(reminders) == 1
    assert await Resolution.filter(game_id=game_id).count() == 0  # still night 1


async def test_a_deadline_that_passes_while_another_connection_locks_the_sqlite_file_resolves_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "locked.sqlite3"
    await db.open_store(f"sqlite://{path}?busy_timeout=20")
    try:
        service, _ = fast_service()
        game_id = await seated_game(service)
        await service.lifecycle.resume()
        locker = sqlite3.connect(path, isolation_level=None)
        locker.execute("BEGIN EXCLUSIVE")  # another process holds the write lock
        try:
            assert service.timers.fire_now(game_id)
            # The deadline job fails, and is retried: wait for two failures in a row (a check of
            # `armed` alone would race a retry that is running at that instant).
            locked: list[logging.LogRecord] = []
            for _ in range(1000):
                locked = [r for r in caplog.records if "phase:" in r.getMessage()]
                if len(locked) >= 2:
                    break
                await asyncio.sleep(0.01)
            assert len(locked) >= 2 and all("retried in" in r.getMessage() for r in locked)
            assert await Resolution.filter(game_id=game_id).count() == 0
            assert locked and all("locked" in str(r.exc_info[1]) for r in locked if r.exc_info)
        finally:
            locker.execute("COMMIT")
            locker.close()
        game = await asyncio.wait_for(service.resolver.wait_for_phase(game_id, NIGHT_1), 10)
        await service.lifecycle.close()
        assert await Resolution.filter(game_id=game_id).count() == 1
        assert (game.phase_kind, game.phase_number) == ("day", 1) or game.state != RUNNING
        assert await Announcement.filter(game_id=game_id, delivered=False).count() == 0
    finally:
        await db.close_store()
