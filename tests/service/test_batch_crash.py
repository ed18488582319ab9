"""A process killed in the middle of a batch of overdue games, then restarted: every game's
phase is resolved exactly once and every announcement delivered; nothing is shown twice unless
the kill came between showing a row and marking it (delivery is at least once)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.service import GameService
from bot.service.outbox.actions import CloseMoves, OfferMoves
from bot.store import connection as db
from bot.store.models import Announcement, Game, Resolution
from tests.service.bulk_games import clone_games, random_inputs, store_inputs
from tests.service.helpers import seated_game
from tests.service.stores import BACKENDS, postgres_database
from tests.service.test_batch_resolution import GameTable

GAMES = 30
FORMS = (OfferMoves.TAG, CloseMoves.TAG)
KILLED = 9


@pytest.fixture(params=BACKENDS)
async def shared_store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """A store two processes can open: a SQLite file, or a PostgreSQL database of its own."""
    if request.param == "sqlite":
        yield f"sqlite://{tmp_path / 'batch.sqlite3'}"
        return
    with postgres_database("batchcrash") as url:
        yield url


async def overdue_games(url: str) -> list[int]:
    """30 running games whose night-1 deadline passed an hour ago, their actions stored."""
    await db.open_store(url)
    try:
        service = GameService(instance="setup")
        template = await seated_game(service, players=7, seed=1)
        past = datetime.now(UTC) - timedelta(hours=1)
        ids = await clone_games(template, range(100, 100 + GAMES), range(GAMES), deadline=past)
        await Game.filter(id=template).update(deadline=datetime.now(UTC) + timedelta(days=1))
        await store_inputs(service, await random_inputs(service, ids, seed="crash"))
        await Announcement.all().update(delivered=True)  # the template's deal: not our concern
        return ids
    finally:
        await db.close_store()


@pytest.mark.parametrize(
    ("point", "nth", "repeats"),
    [
        ("inside_transaction", 7, False),  # the batch's transaction never commits
        ("after_transaction", 3, False),  # committed, nothing shown yet
        ("table", 40, True),  # killed while showing: shown-but-unmarked rows repeat
    ],
)
async def test_a_process_killed_mid_batch_then_restarted_loses_nothing_and_resolves_nothing_twice(
    shared_store: str, tmp_path: Path, point: str, nth: int, repeats: bool
) -> None:
    ids = await overdue_games(shared_store)
    shown_file = tmp_path / "shown.jsonl"
    worker = subprocess.run(
        [sys.executable, "-m", "tests.service.batch_worker", shared_store, point, str(nth),
         str(shown_file)],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert worker.returncode == KILLED, worker.stderr[-2000:]
    before = [tuple(json.loads(line)) for line in shown_file.read_text().splitlines()]

    await db.open_store(shared_store)
    try:
        restarted = GameService(instance="killed")
        table = GameTable()
        restarted.tables.register(table)
        await restarted.lifecycle.resume()
        await restarted.lifecycle.close()
        after = [(game_id, method) for game_id, calls in table.calls.items() for method, _ in calls]
        for game_id in ids:
            resolutions = await Resolution.filter(game_id=game_id).count()
            assert resolutions == 1, f"game {game_id} resolved {resolutions} times"
        assert await Announcement.filter(game_id__in=ids, delivered=False).count() == 0
        shown = Announcement.filter(game_id__in=ids).exclude(action__in=FORMS)  # no form Table
        rows = Counter(await shown.values_list("game_id", flat=True))
        calls = Counter(game_id for game_id, _ in before + after)
        for game_id in ids:
            if repeats:
                assert calls[game_id] >= rows[game_id]
            else:
                assert calls[game_id] == rows[game_id]
        if repeats:
            assert before, "the worker showed something before it was killed"
    finally:
        await db.close_store()
