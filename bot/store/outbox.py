"""The outbox: announcements and private items inserted for a batch of games, and a seat's
private items read back."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.store.models import Announcement, PrivateItem
from bot.store.sql import (
    Column,
    Params,
    db_time,
    dumps,
    fetch,
    from_db_time,
    insert_many,
    loads,
    true,
)
from bot.store.transactions import Transaction, client

__all__ = [
    "OutboxItem",
    "OutboxRow",
    "PrivateRow",
    "ToldItem",
    "claim_due",
    "drop_undelivered",
    "has_action",
    "insert_outbox",
    "insert_private_items",
    "last_seqs",
    "mark_delivered",
    "next_attempts",
    "note_failure",
    "parked",
    "private_items_of",
    "renew",
]


@dataclass(frozen=True, slots=True)
class OutboxRow:
    """One outbox row to insert."""

    game_id: int
    seq: int
    phase_kind: str | None
    phase_number: int
    action: str
    payload: Mapping[str, object]


@dataclass(frozen=True, slots=True)
class PrivateRow:
    """One private item to insert."""

    game_id: int
    seat_id: int
    phase_kind: str | None
    phase_number: int
    texts: list[object]


async def last_seqs(tx: Transaction | None, ids: Collection[int]) -> dict[int, int]:
    """Each game's last outbox number (0: none yet)."""
    conn = client(tx)
    found = dict.fromkeys(ids, 0)
    params = Params(conn)
    sql = (
        "SELECT game_id, MAX(seq) FROM announcement"
        f" WHERE {params.among('game_id', ids)} GROUP BY game_id"
    )
    for game_id, seq in await fetch(conn, sql, params):
        found[game_id] = int(seq or 0)
    return found


OUTBOX_COLUMNS: tuple[Column, ...] = (
    ("game_id", "int"),
    ("seq", "int"),
    ("phase_kind", "text"),
    ("phase_number", "int"),
    ("action", "text"),
    ("payload", "jsonb"),
    ("delivered", "bool"),
    ("attempts", "int"),
)


async def insert_outbox(tx: Transaction | None, rows: Sequence[OutboxRow]) -> None:
    """Insert outbox rows in one statement."""
    conn = client(tx)
    values = [
        [r.game_id, r.seq, r.phase_kind, r.phase_number, r.action, dumps(r.payload), False, 0]
        for r in rows
    ]
    await insert_many(conn, "announcement", OUTBOX_COLUMNS, values)


PRIVATE_COLUMNS: tuple[Column, ...] = (
    ("game_id", "int"),
    ("seat_id", "int"),
    ("phase_kind", "text"),
    ("phase_number", "int"),
    ("texts", "jsonb"),
    ("created_at", "timestamptz"),
)


async def insert_private_items(
    tx: Transaction | None, rows: Sequence[PrivateRow], now: datetime
) -> None:
    """Insert private items in one statement."""
    conn = client(tx)
    at = db_time(conn, now)
    values = [
        [r.game_id, r.seat_id, r.phase_kind, r.phase_number, dumps(r.texts), at] for r in rows
    ]
    await insert_many(conn, "private_item", PRIVATE_COLUMNS, values)


@dataclass(frozen=True, slots=True)
class ToldItem:
    """One private item as stored: the phase that produced it (kind None: none), and the
    `Text.to_json()` of each text."""

    phase_kind: str | None
    phase_number: int
    texts: tuple[Mapping[str, Any], ...]


async def private_items_of(
    game_id: int, seat_id: int, tx: Transaction | None = None
) -> list[ToldItem]:
    """What a seat of the game was told privately so far, in order."""
    rows = (
        await PrivateItem.filter(game_id=game_id, seat_id=seat_id)
        .using_db(client(tx))
        .order_by("id")
    )
    return [ToldItem(row.phase_kind, row.phase_number, tuple(row.texts)) for row in rows]


async def has_action(
    tx: Transaction | None, game_id: int, kind: str, number: int, action: str
) -> bool:
    """Whether the game's outbox holds a row of `action` produced in phase `kind`-`number`."""
    found = Announcement.filter(
        game_id=game_id, phase_kind=kind, phase_number=number, action=action
    ).using_db(client(tx))
    return await found.exists()


async def drop_undelivered(tx: Transaction, game_id: int, now: datetime) -> None:
    """Mark the game's undelivered rows delivered without showing them (nowhere to show them)."""
    await (
        Announcement.filter(game_id=game_id, delivered=False)
        .using_db(tx.db)
        .update(delivered=True, delivered_at=now)
    )


@dataclass(frozen=True, slots=True)
class OutboxItem:
    """One outbox row as showing it reads it (with its failed attempts so far)."""

    id: int
    game_id: int
    seq: int
    phase_kind: str | None  # the phase that produced it
    phase_number: int
    action: str  # what to show (a Table call)
    payload: dict[str, object]
    attempts: int
    last_error: str | None
    parked_at: datetime | None


_ITEM_COLUMNS = (
    "id, game_id, seq, phase_kind, phase_number, action, payload, attempts, last_error, parked_at"
)


def _item(row: Sequence[object]) -> OutboxItem:
    item_id, game_id, seq, kind, number, action, payload, attempts, error, parked = row
    return OutboxItem(
        int(str(item_id)),
        int(str(game_id)),
        int(str(seq)),
        None if kind is None else str(kind),
        int(str(number)),
        str(action),
        loads(payload),
        int(str(attempts)),
        None if error is None else str(error),
        None if parked is None else from_db_time(parked),
    )


async def claim_due(
    game_ids: Collection[int], claimant: str, now: datetime, until: datetime
) -> list[OutboxItem]:
    """Claim until `until` every row of these games that is due at `now` and held by nobody
    else (no claim, an expired one, or the claimant's own from before a restart), in one
    UPDATE; the rows claimed, in game and outbox order."""
    if not game_ids:
        return []
    db = client()
    params = Params(db)
    who, at = params.add(claimant), params.add(db_time(db, now))
    lease = params.add(db_time(db, until))
    sql = (
        f"UPDATE announcement SET claimed_by = {who}, claimed_until = {lease}"
        f" WHERE {params.among('game_id', game_ids)} AND delivered = {true(db, False)}"
        f" AND parked_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= {at})"
        f" AND (claimed_until IS NULL OR claimed_until < {at} OR claimed_by = {who})"
        f" RETURNING {_ITEM_COLUMNS}"
    )
    # execute_query_dict: tortoise's asyncpg client drops what an UPDATE returns otherwise
    rows = await db.execute_query_dict(sql, params.values)
    items = [_item([row[name.strip()] for name in _ITEM_COLUMNS.split(",")]) for row in rows]
    return sorted(items, key=lambda item: (item.game_id, item.seq))


async def renew(ids: Collection[int], claimant: str, until: datetime) -> set[int]:
    """Renew the claimant's claims on these rows until `until`, in one UPDATE; the ids still
    its own (a lease that ran out may have been taken over)."""
    if not ids:
        return set()
    db = client()
    params = Params(db)
    lease = params.add(db_time(db, until))
    sql = (
        f"UPDATE announcement SET claimed_until = {lease} WHERE {params.among('id', ids)}"
        f" AND claimed_by = {params.add(claimant)} AND delivered = {true(db, False)}"
        " RETURNING id"
    )
    rows = await db.execute_query_dict(sql, params.values)
    return {int(row["id"]) for row in rows}


async def mark_delivered(ids: Collection[int], now: datetime) -> None:
    """These rows were shown: one UPDATE."""
    if not ids:
        return
    db = client()
    params = Params(db)
    sql = (
        f"UPDATE announcement SET delivered = {true(db)},"
        f" delivered_at = {params.add(db_time(db, now))}, claimed_by = NULL,"
        f" claimed_until = NULL WHERE {params.among('id', ids)}"
    )
    await db.execute_query(sql, params.values)


async def note_failure(
    item_id: int,
    claimant: str,
    *,
    attempts: int,
    error: str,
    next_attempt_at: datetime | None,
    parked_at: datetime | None,
) -> None:
    """A failed attempt to show the claimant's row: noted, and the row released."""
    await Announcement.filter(id=item_id, claimed_by=claimant, delivered=False).update(
        attempts=attempts,
        last_error=error,
        next_attempt_at=next_attempt_at,
        parked_at=parked_at,
        claimed_by=None,
        claimed_until=None,
    )


async def parked(game_id: int) -> list[OutboxItem]:
    """The game's parked rows, in order."""
    rows = await Announcement.filter(game_id=game_id, parked_at__isnull=False).order_by("seq")
    return [
        OutboxItem(
            row.id,
            row.game_id,
            row.seq,
            row.phase_kind,
            row.phase_number,
            row.action,
            row.payload,
            row.attempts,
            row.last_error,
            row.parked_at,
        )
        for row in rows
    ]


async def next_attempts(
    game_ids: Collection[int],
) -> list[tuple[int, datetime | None, datetime | None, str | None]]:
    """(game, next attempt, claimed until, claimant) of the games' undelivered, unparked rows
    that wait for a retry or are claimed, in one read."""
    if not game_ids:
        return []
    db = client()
    params = Params(db)
    sql = (
        "SELECT game_id, next_attempt_at, claimed_until, claimed_by FROM announcement"
        f" WHERE {params.among('game_id', game_ids)} AND delivered = {true(db, False)}"
        " AND parked_at IS NULL AND (next_attempt_at IS NOT NULL OR claimed_until IS NOT NULL)"
    )
    return [
        (
            int(game_id),
            None if next_at is None else from_db_time(next_at),
            None if until is None else from_db_time(until),
            holder,
        )
        for game_id, next_at, until, holder in await fetch(db, sql, params)
    ]
