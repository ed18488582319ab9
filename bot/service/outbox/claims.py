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

from tortoise.backends.base.client import BaseDBAsyncClient

from bot.service.clock.jobs import backoff
from bot.store import bulk
from bot.store.models import Announcement
from bot.store.sql import Params, db_time, true

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


async def parked(game_id: int) -> Sequence[Announcement]:
    """The game's parked rows, in order."""
    return await Announcement.filter(game_id=game_id, parked_at__isnull=False).order_by("seq")


async def claim_due_many(
    game_ids: Collection[int], claimant: str, now: datetime
) -> dict[int, list[Announcement]]:
    """Claim every row of these games that is due and held by nobody else, in one UPDATE;
    each game's claimed rows, in order (games with none are left out)."""
    if not game_ids:
        return {}
    conn = _conn()
    params = Params(conn)
    who, at = params.add(claimant), params.add(db_time(conn, now))
    until = params.add(db_time(conn, now + timedelta(seconds=LEASE_SECONDS)))
    sql = (
        f"UPDATE announcement SET claimed_by = {who}, claimed_until = {until}"
        f" WHERE {params.among('game_id', game_ids)} AND delivered = {true(conn, False)}"
        f" AND parked_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= {at})"
        f" AND (claimed_until IS NULL OR claimed_until < {at} OR claimed_by = {who})"
        f" RETURNING {SHOWN_COLUMNS}"
    )
    claimed: dict[int, list[Announcement]] = {}
    for row in sorted(await bulk.announcements(conn, sql, params), key=_order):
        claimed.setdefault(row.game_id, []).append(row)  # type: ignore[attr-defined]
    return claimed


async def renew_many(ids: Collection[int], claimant: str, now: datetime) -> set[int]:
    """Renew the claims on rows about to be shown, in one UPDATE; the ids still ours (all of
    them unless a lease ran out and another process took a row over)."""
    if not ids:
        return set()
    conn = _conn()
    params = Params(conn)
    until = params.add(db_time(conn, now + timedelta(seconds=LEASE_SECONDS)))
    sql = (
        f"UPDATE announcement SET claimed_until = {until} WHERE {params.among('id', ids)}"
        f" AND claimed_by = {params.add(claimant)} AND delivered = {true(conn, False)}"
        " RETURNING id"
    )
    rows = await conn.execute_query_dict(sql, params.values)
    return {int(row["id"]) for row in rows}


async def mark_delivered_many(ids: Collection[int], now: datetime) -> None:
    """These rows were shown: one UPDATE."""
    if not ids:
        return
    conn = _conn()
    params = Params(conn)
    sql = (
        f"UPDATE announcement SET delivered = {true(conn)},"
        f" delivered_at = {params.add(db_time(conn, now))}, claimed_by = NULL,"
        f" claimed_until = NULL WHERE {params.among('id', ids)}"
    )
    await conn.execute_query(sql, params.values)


async def next_retries(game_ids: Collection[int], claimant: str) -> dict[int, datetime]:
    """When each game's delivery should run again by itself, in one read: the earliest next
    attempt of a failed row, or the end of another claimant's lease (it may have crashed);
    games with neither are left out."""
    if not game_ids:
        return {}
    conn = _conn()
    params = Params(conn)
    sql = (
        "SELECT game_id, next_attempt_at, claimed_until, claimed_by FROM announcement"
        f" WHERE {params.among('game_id', game_ids)} AND delivered = {true(conn, False)}"
        " AND parked_at IS NULL AND (next_attempt_at IS NOT NULL OR claimed_until IS NOT NULL)"
    )
    retries: dict[int, datetime] = {}
    for game_id, next_at, until, holder in (await conn.execute_query(sql, params.values))[1]:
        times = [_time(next_at)] if next_at is not None else []
        if until is not None and holder != claimant:
            times.append(_time(until))
        for at in times:
            if game_id not in retries or at < retries[game_id]:
                retries[game_id] = at
    return retries


SHOWN_COLUMNS = (
    "id, game_id, seq, phase_kind, phase_number, action, payload, delivered, attempts,"
    " last_error, claimed_by, NULL AS delivered_at, NULL AS next_attempt_at, NULL AS parked_at,"
    " NULL AS claimed_until"
)  # what showing a row reads of it: its times are not read back (nothing shown needs them)


def _conn() -> BaseDBAsyncClient:
    return Announcement._meta.db


def _order(row: Announcement) -> tuple[int, int]:
    return row.game_id, row.seq  # type: ignore[attr-defined]


def _time(value: object) -> datetime:
    """A time read by hand (SQLite gives it as text)."""
    parsed: datetime = Announcement._meta.fields_map["claimed_until"].to_python_value(value)
    return parsed
