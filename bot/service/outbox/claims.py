"""The outbox rows' delivery bookkeeping in the store: claiming a row before it is shown, marking
it delivered, and recording a failed attempt (a backoff before the next one; parked after
`MAX_ATTEMPTS`).

A claim is one atomic UPDATE whose WHERE admits only rows nobody holds (no claim, an expired
lease, or this instance's own claim from before a restart), so two processes never show the same
row; the affected rows are the claimed ones. A claimant that crashed holds its rows only until
its lease ends. Many games' rows are claimed, renewed and marked in one statement each, written
by hand (`bot.store.sql`: a batch's ids would cost more to build into a query than to run).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from datetime import datetime, timedelta

from bot.service.clock.jobs import backoff
from bot.store import outbox
from bot.store.outbox import OutboxItem

__all__ = [
    "ERROR_LENGTH",
    "LEASE_SECONDS",
    "MAX_ATTEMPTS",
    "RETRY_BACKOFF_SECONDS",
    "claim_due_many",
    "mark_delivered_many",
    "next_retries",
    "parked",
    "record_failure",
    "renew_many",
]

MAX_ATTEMPTS = 5
"""A row whose showing failed this many times is parked: never retried automatically."""

RETRY_BACKOFF_SECONDS = (5.0, 30.0, 120.0, 600.0)
"""Seconds of phase time after the n-th failed attempt before the next (scaled by the time
scale); the last step repeats if `MAX_ATTEMPTS` is raised past them."""

LEASE_SECONDS = 60.0
"""How long a claim holds a row (real time): longer than one Table call takes. A call that
outlasts it may be repeated by another process (delivery is at least once)."""

ERROR_LENGTH = 500  # characters of the last error kept on the row


async def record_failure(
    row: OutboxItem,
    claimant: str,
    error: BaseException,
    now: datetime,
    time_scale: float,
    *,
    final: bool = False,
) -> bool:
    """Note a failed attempt on the row and release it: the next attempt after a backoff, or
    parked after `MAX_ATTEMPTS` (at once when `final`: retrying cannot help); whether it is
    parked now."""
    attempts = row.attempts + 1
    parks = final or attempts >= MAX_ATTEMPTS
    wait = backoff(RETRY_BACKOFF_SECONDS, attempts) * time_scale
    await outbox.note_failure(
        row.id,
        claimant,
        attempts=attempts,
        error=f"{type(error).__name__}: {error}"[:ERROR_LENGTH],
        next_attempt_at=None if parks else now + timedelta(seconds=wait),
        parked_at=now if parks else None,
    )
    return parks


async def parked(game_id: int) -> Sequence[OutboxItem]:
    """The game's parked rows, in order."""
    return await outbox.parked(game_id)


async def claim_due_many(
    game_ids: Collection[int], claimant: str, now: datetime
) -> dict[int, list[OutboxItem]]:
    """Claim every row of these games that is due and held by nobody else, in one UPDATE;
    each game's claimed rows, in order (games with none are left out)."""
    until = now + timedelta(seconds=LEASE_SECONDS)
    claimed: dict[int, list[OutboxItem]] = {}
    for row in await outbox.claim_due(game_ids, claimant, now, until):
        claimed.setdefault(row.game_id, []).append(row)
    return claimed


async def renew_many(ids: Collection[int], claimant: str, now: datetime) -> set[int]:
    """Renew the claims on rows about to be shown, in one UPDATE; the ids still ours (all of
    them unless a lease ran out and another process took a row over)."""
    return await outbox.renew(ids, claimant, now + timedelta(seconds=LEASE_SECONDS))


async def mark_delivered_many(ids: Collection[int], now: datetime) -> None:
    """These rows were shown: one UPDATE."""
    await outbox.mark_delivered(ids, now)


async def next_retries(game_ids: Collection[int], claimant: str) -> dict[int, datetime]:
    """When each game's delivery should run again by itself, in one read: the earliest next
    attempt of a failed row, or the end of another claimant's lease (it may have crashed);
    games with neither are left out."""
    retries: dict[int, datetime] = {}
    for game_id, next_at, until, holder in await outbox.next_attempts(game_ids):
        times = [next_at] if next_at is not None else []
        if until is not None and holder != claimant:
            times.append(until)
        for at in times:
            if game_id not in retries or at < retries[game_id]:
                retries[game_id] = at
    return retries
