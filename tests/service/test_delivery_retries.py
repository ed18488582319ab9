"""Delivery never stops a game: a row the Table refuses does not hold back the rows after it, is
retried by the game's delivery job with backoff and parked after `MAX_ATTEMPTS`; a row is
claimed before it is shown, so two services never show the same row, and a crashed claimant's
rows are taken over once its lease ends."""

from __future__ import annotations

import asyncio
import json
import sys
import time
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.service import GameService
from bot.service.outbox.claims import LEASE_SECONDS, MAX_ATTEMPTS, RETRY_BACKOFF_SECONDS
from bot.service.outbox.delivery import delivery_job
from bot.service.ports.table import Gone, Reader, TableGame
from bot.store import connection as db
from bot.store.models import FINISHED, Announcement
from bot.text.i18n import Text
from tests.service.helpers import RecordingTable, new_service, play_to_end, seated_game
from tests.service.stores import TEST_DATABASE_URL, clear_tables

ROOT = Path(__file__).resolve().parents[2]
FAST = 0.01  # a night lasts 12 s, the first retry comes after 50 ms


class Clock:
    """A clock the test moves forward."""

    def __init__(self) -> None:
        self.offset = timedelta()

    def __call__(self) -> datetime:
        return datetime.now(UTC) + self.offset

    def advance(self, seconds: float) -> None:
        """Move the clock `seconds` on."""
        self.offset += timedelta(seconds=seconds)


class FlakyTable(RecordingTable):
    """A Table whose next post fails once with a server error, when told to."""

    def __init__(self) -> None:
        super().__init__()
        self.fail_next_post = False

    async def announce(self, game: TableGame, texts: Sequence[Text]) -> None:
        if self.fail_next_post:
            self.fail_next_post = False
            raise RuntimeError("503 Service Unavailable")
        await super().announce(game, texts)


class RefusingTable(RecordingTable):
    """A Table that can never DM one player (they closed their DMs)."""

    def __init__(self, refused: str) -> None:
        super().__init__()
        self.refused = refused
        self.refusals = 0

    async def tell(self, game: TableGame, player: Reader, texts: Sequence[Text]) -> bool:
        if player.name == self.refused:
            self.refusals += 1
            raise PermissionError(f"cannot DM {player.name}")
        return await super().tell(game, player, texts)


class Crash(BaseException):
    """The process dies here."""


class DyingTable(RecordingTable):
    """A Table whose process dies at its first post."""

    async def announce(self, game: TableGame, texts: Sequence[Text]) -> None:
        raise Crash("table")


class SlowTable(RecordingTable):
    """A Table whose every call takes a moment, so two deliveries interleave."""

    async def announce(self, game: TableGame, texts: Sequence[Text]) -> None:
        await asyncio.sleep(0.001)
        await super().announce(game, texts)

    async def tell(self, game: TableGame, player: Reader, texts: Sequence[Text]) -> bool:
        await asyncio.sleep(0.001)
        return await super().tell(game, player, texts)


async def _wait_until_delivered(row_id: int, seconds: float = 10.0) -> Announcement:
    row = await Announcement.get(id=row_id)
    for _ in range(int(seconds / 0.02)):
        if row.delivered:
            break
        await asyncio.sleep(0.02)
        row = await Announcement.get(id=row_id)
    return row


async def test_a_row_the_table_refuses_once_does_not_hold_back_the_rows_after_it_and_the_job_retries_it(  # noqa: E501
    store: str,
) -> None:
    service = GameService(instance="flaky", time_scale=FAST)
    table = FlakyTable()
    service.tables.register(table)
    game_id = await seated_game(service)
    await service.lifecycle.resume()
    table.fail_next_post = True  # the morning summary: the night's first row
    assert await service.resolver.resolve_phase(game_id)

    night = await Announcement.filter(game_id=game_id, phase_kind="night").order_by("seq")
    failed, after = night[0], night[1:]
    assert (failed.action, failed.delivered, failed.attempts) == ("announce", False, 1)
    assert failed.last_error == "RuntimeError: 503 Service Unavailable"
    assert failed.next_attempt_at is not None
    assert after and all(row.delivered for row in after)  # in the same delivery
    shown = len(table.calls)
    assert shown >= len(after)

    retried = await _wait_until_delivered(failed.id)  # by the delivery job, nobody else
    await service.lifecycle.close()
    assert retried.delivered and retried.attempts == 1 and retried.claimed_by is None
    assert len(table.calls) == shown + 1  # shown once, after the rows behind it
    assert table.calls[-1][0] == "announce"
    assert await Announcement.filter(game_id=game_id, delivered=False).count() == 0


async def test_a_row_that_always_fails_is_parked_with_its_error_and_the_game_still_ends(
    store: str,
) -> None:
    clock = Clock()
    service, _ = new_service(instance="refused", clock=clock)
    table = RefusingTable("P01")
    service.tables.register(table)
    game_id = await seated_game(service, seed=7)  # P01's role card cannot be sent
    card = await Announcement.get(game_id=game_id, seq=1)
    assert card.payload["player"] == "P01" and not card.delivered
    for attempt, wait in enumerate(RETRY_BACKOFF_SECONDS, start=1):
        card = await Announcement.get(id=card.id)
        assert (card.attempts, card.parked_at) == (attempt, None)
        assert card.next_attempt_at is not None
        assert await service.delivery.deliver_pending() >= 0  # not due yet: not tried
        assert table.refusals == attempt
        clock.advance(wait * 1.01)
        await service.delivery.deliver_pending()
    card = await Announcement.get(id=card.id)
    assert card.attempts == MAX_ATTEMPTS and card.parked_at is not None
    assert table.refusals == MAX_ATTEMPTS
    parked = await service.delivery.parked(game_id)
    assert [(p.seq, p.action, p.attempts) for p in parked] == [(1, "tell", MAX_ATTEMPTS)]
    assert parked[0].error == "PermissionError: cannot DM P01"

    clock.advance(24 * 3600)
    await service.delivery.deliver_pending()
    assert table.refusals == MAX_ATTEMPTS  # parked: never retried automatically
    refusals = table.refusals
    game = await play_to_end(service, game_id)
    assert game.state == FINISHED
    assert [call[0] for call in table.calls[-2:]] == ["reveal", "announce"]  # then the review
    left = await Announcement.filter(game_id=game_id, delivered=False)
    assert all(row.action == "tell" and row.payload["player"] == "P01" for row in left)
    assert len(left) == 1 + table.refusals - refusals  # each of P01's later DMs tried once


async def test_rows_a_crashed_claimant_holds_are_taken_over_when_its_lease_ends(
    store: str,
) -> None:
    silent = GameService(instance="silent")  # resolves without showing
    game_id = await seated_game(silent)
    assert await silent.resolver.resolve_phase(game_id)
    dying = GameService(instance="dying")
    dying.tables.register(DyingTable())
    with pytest.raises(Crash):  # at its first post, the role cards shown
        await dying.delivery.deliver_pending()
    pending = await Announcement.filter(game_id=game_id, delivered=False).count()

    clock = Clock()
    other, table = new_service(instance="other", clock=clock)
    assert await other.delivery.deliver_pending() == 0  # claimed by the dying process
    held = await Announcement.filter(game_id=game_id, delivered=False)
    assert len(held) == pending and {row.claimed_by for row in held} == {"dying"}
    job = other.timers.scheduler.get_job(delivery_job(game_id))
    ends = min(row.claimed_until for row in held if row.claimed_until is not None)
    assert job.trigger.run_date == ends  # its delivery job looks again when the lease ends
    clock.advance(LEASE_SECONDS + 1)
    assert await other.delivery.deliver_pending() == pending == len(table.calls)
    assert await Announcement.filter(game_id=game_id, delivered=False).count() == 0


async def test_two_services_delivering_the_same_rows_at_once_show_each_row_once(
    store: str,
) -> None:
    silent = GameService(instance="silent")
    game_id = await seated_game(silent)
    assert await silent.resolver.resolve_phase(game_id)
    pending = await Announcement.filter(game_id=game_id, delivered=False).count()
    services = [GameService(instance=name) for name in ("first", "second")]
    tables = [SlowTable(), SlowTable()]
    for service, table in zip(services, tables, strict=True):
        service.tables.register(table)
    shown = await asyncio.gather(*(service.delivery.deliver_pending() for service in services))
    calls = tables[0].calls + tables[1].calls
    assert sum(shown) == pending == len(calls) == len(set(calls))
    assert await Announcement.filter(game_id=game_id, delivered=False).count() == 0


@pytest.mark.skipif(not TEST_DATABASE_URL, reason="needs PostgreSQL (TEST_DATABASE_URL)")
async def test_two_processes_on_one_postgresql_database_show_each_pending_row_once(
    postgres_url: str,
) -> None:
    await db.open_store(postgres_url)
    await clear_tables()
    try:
        silent = GameService(instance="silent")
        game_id = await seated_game(silent, players=12, seed=3)
        await Announcement.filter(game_id=game_id).update(delivered=False)  # the deal, too
        assert await silent.resolver.resolve_phase(game_id)
        pending = await Announcement.filter(game_id=game_id, delivered=False).count()
        start_at = time.time() + 2.0
        workers = [
            await asyncio.create_subprocess_exec(
                sys.executable, "-m", "tests.service.delivery_worker", postgres_url,
                str(start_at), f"process-{index}",
                cwd=ROOT, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
            )
            for index in range(2)
        ]  # fmt: skip
        outputs = [await worker.communicate() for worker in workers]
        assert [worker.returncode for worker in workers] == [0, 0], outputs
        calls = [call for out, _ in outputs for call in json.loads(out)]
        assert len(calls) == pending
        assert len({json.dumps(call) for call in calls}) == pending  # no row shown twice
        assert await Announcement.filter(game_id=game_id, delivered=False).count() == 0
    finally:
        await db.close_store()


async def test_a_row_whose_channel_is_gone_is_parked_at_once_and_the_rest_go_on(
    store: str,
) -> None:
    class GoneTable(RecordingTable):
        """A Table whose game channel was deleted: every post finds it gone."""

        async def announce(self, game: TableGame, texts: Sequence[Text]) -> None:
            raise Gone("channel is gone")

    service = GameService(instance="gone")
    table = GoneTable()
    service.tables.register(table)
    game_id = await seated_game(service)
    parked = await service.delivery.parked(game_id)
    assert parked and all(item.attempts == 1 for item in parked), "no retry can help"
    assert any(call[0] == "tell" for call in table.calls), "the DMs went on"
    assert await Announcement.filter(game_id=game_id, delivered=False, parked_at=None).count() == 0
