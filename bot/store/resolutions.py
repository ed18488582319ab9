"""Resolved phases: their rows inserted for a batch of games, their stored inputs and snapshots
read back, and a finished game's record."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.store.models import GameRecord
from bot.store.sql import Column, Params, Phase, by_phase, db_time, dumps, fetch, insert_many, loads
from bot.store.transactions import Transaction, client

__all__ = [
    "RecordRow",
    "ResolutionRow",
    "insert_records",
    "insert_resolutions",
    "kept_record",
    "resolved_inputs",
    "snapshots",
]


@dataclass(frozen=True, slots=True)
class ResolutionRow:
    """One `Resolution` row to insert."""

    game_id: int
    phase_kind: str
    phase_number: int
    input: Mapping[str, object]
    result: Mapping[str, object]
    state: Mapping[str, object] | None
    resolved_at: datetime
    resolved_by: str
    digest: str | None = None  # its link in the sealed deal's chain (`bot.store.seals`)


RESOLUTION_COLUMNS: tuple[Column, ...] = (
    ("game_id", "int"),
    ("phase_kind", "text"),
    ("phase_number", "int"),
    ("input", "jsonb"),
    ("result", "jsonb"),
    ("state", "jsonb"),
    ("resolved_at", "timestamptz"),
    ("resolved_by", "text"),
    ("digest", "text"),
)


async def insert_resolutions(tx: Transaction | None, rows: Sequence[ResolutionRow]) -> None:
    """Insert `Resolution` rows in one statement (the unique phase makes a second one of a
    phase fail, and with it the transaction)."""
    conn = client(tx)
    values = [
        [
            r.game_id,
            r.phase_kind,
            r.phase_number,
            dumps(r.input),
            dumps(r.result),
            None if r.state is None else dumps(r.state),
            db_time(conn, r.resolved_at),
            r.resolved_by,
            r.digest,
        ]
        for r in rows
    ]
    await insert_many(conn, "resolution", RESOLUTION_COLUMNS, values)


async def resolved_inputs(
    tx: Transaction | None, ids: Collection[int]
) -> dict[int, list[tuple[Phase, Any]]]:
    """Every resolved phase's stored input of each game (by game id, in the order stored)."""
    conn = client(tx)
    found: dict[int, list[tuple[Phase, Any]]] = {game_id: [] for game_id in ids}
    params = Params(conn)
    sql = (
        "SELECT game_id, phase_kind, phase_number, input FROM resolution"
        f" WHERE {params.among('game_id', ids)} ORDER BY id"
    )
    for game_id, kind, number, data in await fetch(conn, sql, params):
        found[game_id].append(((kind, number), loads(data)))
    return found


async def snapshots(tx: Transaction | None, last: Mapping[int, Phase]) -> dict[int, Any]:
    """The engine state stored with each game's resolution of the given phase, where one was."""
    conn = client(tx)
    if not last:
        return {}
    params = Params(conn)
    sql = (
        "SELECT game_id, phase_kind, phase_number, state FROM resolution"
        f" WHERE {by_phase(params, last, 'phase_number')}"
    )
    found: dict[int, Any] = {}
    for game_id, kind, number, state in await fetch(conn, sql, params):
        if (kind, number) == last[game_id] and state is not None:
            found[game_id] = loads(state)
    return found


@dataclass(frozen=True, slots=True)
class RecordRow:
    """A finished game's record (SPEC 5.1) to keep for export."""

    game_id: int
    record: Mapping[str, object]
    winner: str
    finished_at: datetime


RECORD_COLUMNS: tuple[Column, ...] = (
    ("game_id", "int"),
    ("record", "jsonb"),
    ("winner", "text"),
    ("finished_at", "timestamptz"),
)


async def insert_records(tx: Transaction | None, rows: Sequence[RecordRow]) -> None:
    """Insert `GameRecord` rows in one statement."""
    conn = client(tx)
    values = [[r.game_id, dumps(r.record), r.winner, db_time(conn, r.finished_at)] for r in rows]
    await insert_many(conn, "game_record", RECORD_COLUMNS, values)


async def kept_record(game_id: int) -> dict[str, object] | None:
    """The record kept for a finished game, or None (none kept: a game stopped, or running)."""
    row = await GameRecord.get_or_none(game_id=game_id)
    return None if row is None else dict(row.record)
