"""The outbox rows' delivery bookkeeping in the store: claiming a row before it is shown, marking
it delivered, and recording a failed attempt (a backoff before the next one; parked after
`MAX_ATTEMPTS`).

A claim is one atomic UPDATE whose WHERE admits only rows nobody holds (no claim, an expired
lease, or this instance's own claim from before a restart), so two processes never show the same
row; the affected rows are the claimed ones. A claimant that crashed holds its rows only until
its lease ends.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from datetime import datetime, timedelta

from tortoise.expressions import Q
from tortoise.queryset import QuerySet

from bot.service.jobs import backoff
from bot.store.models import Announcement

__all__ = [
    "ERROR_LENGTH",
    "LEASE_SECONDS",
    "MAX_ATTEMPTS",
    "RETRY_BACKOFF_SECONDS",
    "claim_due",
    "claim_due_many",
    "mark_delivered",
    "mark_delivered_many",
    "next_retries",
    "next_retry",
    "parked",
    "record_failure",
    "renew",
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


def _pending(game_id: int) -> QuerySet[Announcement]:
    return Announcement.filter(game_id=game_id, delivered=False, parked_at__isnull=True)


def _due(game_id: int, now: datetime) -> QuerySet[Announcement]:
    return _pending(game_id).filter(Q(next_attempt_at__isnull=True) | Q(next_attempt_at__lte=now))


async def claim_due(game_id: int, claimant: str, now: datetime) -> list[Announcement]:
    """Claim every row of the game that is due and held by nobody else; them, in order."""
    free = Q(claimed_until__isnull=True) | Q(claimed_until__lt=now) | Q(claimed_by=claimant)
    until = now + timedelta(seconds=LEASE_SECONDS)
    await _due(game_id, now).filter(free).update(claimed_by=claimant, claimed_until=until)
    return await _due(game_id, now).filter(claimed_by=claimant).order_by("seq")


async def renew(row: Announcement, claimant: str, now: datetime) -> bool:
    """Renew the claim on a row just before showing it; False if it is no longer ours to show
    (delivered, or taken over after our lease ended)."""
    until = now + timedelta(seconds=LEASE_SECONDS)
    claimed = Announcement.filter(id=row.id, claimed_by=claimant, delivered=False)
    return bool(await claimed.update(claimed_until=until))


async def mark_delivered(row: Announcement, now: datetime) -> None:
    """The row was shown."""
    await Announcement.filter(id=row.id).update(
        delivered=True, delivered_at=now, claimed_by=None, claimed_until=None
    )


async def record_failure(
    row: Announcement,
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
    await Announcement.filter(id=row.id, claimed_by=claimant, delivered=False).update(
        attempts=attempts,
        last_error=f"{type(error).__name__}: {error}"[:ERROR_LENGTH],
        next_attempt_at=None if parks else now + timedelta(seconds=wait),
        parked_at=now if parks else None,
        claimed_by=None,
        claimed_until=None,
    )
    return parks


async def next_retry(game_id: int, claimant: str) -> datetime | None:
    """When the game's delivery should run again by itself: the earliest next attempt of a
    failed row, or the end of another claimant's lease (it may have crashed); None: never."""
    rows = await _pending(game_id).filter(
        Q(next_attempt_at__isnull=False) | Q(claimed_until__isnull=False)
    )
    times = [row.next_attempt_at for row in rows if row.next_attempt_at is not None]
    times += [
        row.claimed_until
        for row in rows
        if row.claimed_until is not None and row.claimed_by != claimant
    ]
    return min(times, default=None)


async def parked(game_id: int) -> Sequence[Announcement]:
    """The game's parked rows, in order."""
    return await Announcement.filter(game_id=game_id, parked_at__isnull=False).order_by("seq")


def _pending_many(game_ids: Collection[int]) -> QuerySet[Announcement]:
    return Announcement.filter(game_id__in=list(game_ids), delivered=False, parked_at__isnull=True)


def _due_many(game_ids: Collection[int], now: datetime) -> QuerySet[Announcement]:
    due = Q(next_attempt_at__isnull=True) | Q(next_attempt_at__lte=now)
    return _pending_many(game_ids).filter(due)


async def claim_due_many(
    game_ids: Collection[int], claimant: str, now: datetime
) -> dict[int, list[Announcement]]:
    """`claim_due` for many games in one UPDATE and one read: each game's claimed rows, in
    order (games with none are left out)."""
    if not game_ids:
        return {}
    free = Q(claimed_until__isnull=True) | Q(claimed_until__lt=now) | Q(claimed_by=claimant)
    until = now + timedelta(seconds=LEASE_SECONDS)
    await _due_many(game_ids, now).filter(free).update(claimed_by=claimant, claimed_until=until)
    rows = await _due_many(game_ids, now).filter(claimed_by=claimant).order_by("game_id", "seq")
    claimed: dict[int, list[Announcement]] = {}
    for row in rows:
        claimed.setdefault(row.game_id, []).append(row)  # type: ignore[attr-defined]
    return claimed


async def renew_many(ids: Collection[int], claimant: str, now: datetime) -> set[int]:
    """Renew the claims on rows about to be shown, in one UPDATE; the ids still ours (all of
    them unless a lease ran out and another process took a row over)."""
    if not ids:
        return set()
    until = now + timedelta(seconds=LEASE_SECONDS)
    claimed = Announcement.filter(id__in=list(ids), claimed_by=claimant, delivered=False)
    if await claimed.update(claimed_until=until) == len(ids):
        return set(ids)
    kept = await claimed.values_list("id", flat=True)
    return {int(row) for row in kept}  # type: ignore[call-overload]


async def mark_delivered_many(ids: Collection[int], now: datetime) -> None:
    """These rows were shown: one UPDATE."""
    if ids:
        await Announcement.filter(id__in=list(ids)).update(
            delivered=True, delivered_at=now, claimed_by=None, claimed_until=None
        )


async def next_retries(game_ids: Collection[int], claimant: str) -> dict[int, datetime]:
    """`next_retry` for many games in one read (games with no retry due are left out)."""
    if not game_ids:
        return {}
    rows = await _pending_many(game_ids).filter(
        Q(next_attempt_at__isnull=False) | Q(claimed_until__isnull=False)
    )
    retries: dict[int, datetime] = {}
    for row in rows:
        times = [row.next_attempt_at] if row.next_attempt_at is not None else []
        if row.claimed_until is not None and row.claimed_by != claimant:
            times.append(row.claimed_until)
        game_id: int = row.game_id  # type: ignore[attr-defined]
        for at in times:
            if game_id not in retries or at < retries[game_id]:
                retries[game_id] = at
    return retries
