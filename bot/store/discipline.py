"""The host's discipline (R90) as stored: each warning, removal and dead-chat mute is a row of
the `submission` table under the phase it was made in (kinds `warn`, `remove`, `mute`), so the
phase's input reads its removals with its other submissions and the game's log reads them all."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

import engine
from bot.store.models import DISCIPLINE_KINDS, MUTE, REMOVE, WARN, Submission
from bot.store.transactions import Transaction

__all__ = [
    "MUTE",
    "REMOVE",
    "WARN",
    "Measure",
    "keep_note",
    "log_of",
    "record",
    "removals_in",
    "removed",
    "warnings_of",
]


@dataclass(frozen=True, slots=True)
class Measure:
    """One measure of the host: its kind (warn, remove, mute), the player, the phase it was
    taken in, the reason given (a warning's), and when."""

    kind: str
    player: str
    phase: engine.Phase
    reason: str
    at: datetime


async def record(
    tx: Transaction,
    game_id: int,
    phase: engine.Phase,
    kind: str,
    player: str,
    reason: str,
    user_id: int,
    at: datetime,
) -> None:
    """Keep one measure of the host (`user_id`) in the caller's transaction."""
    assert kind in DISCIPLINE_KINDS
    await keep_note(tx, game_id, phase, kind, player, reason, user_id, at)


async def keep_note(
    tx: Transaction,
    game_id: int,
    phase: engine.Phase,
    kind: str,
    player: str,
    value: object,
    user_id: int,
    at: datetime,
) -> None:
    """Keep one note about a seat under the phase it was made in, as a `submission` row of its
    own kind that the engine's input skips (a host's measure, a departure)."""
    await Submission.create(
        using_db=tx.db,
        game_id=game_id,
        phase_kind=phase.kind,
        phase_number=phase.number,
        player=player,
        kind=kind,
        verb=kind,
        value={"value": value},
        user_id=user_id,
        delegated=False,
        created_at=at,
        active=True,
    )


async def warnings_of(tx: Transaction, game_id: int, player: str) -> int:
    """How many warnings the player has had in this game."""
    query = Submission.filter(game_id=game_id, player=player, kind=WARN)
    return await query.using_db(tx.db).count()


async def log_of(game_id: int, tx: Transaction | None = None) -> list[Measure]:
    """Every measure of the game, oldest first."""
    query = Submission.filter(game_id=game_id, kind__in=DISCIPLINE_KINDS).order_by("id")
    rows = await (query.using_db(tx.db) if tx is not None else query)
    return [
        Measure(
            row.kind,
            row.player,
            engine.Phase("night" if row.phase_kind == "night" else "day", row.phase_number),
            str(row.value.get("value") or ""),
            row.created_at,
        )
        for row in rows
    ]


async def removed(tx: Transaction, game_id: int, player: str) -> bool:
    """Whether the host removed the player from this game (R90)."""
    query = Submission.filter(game_id=game_id, player=player, kind=REMOVE)
    return await query.using_db(tx.db).exists()


async def removals_in(phases: Mapping[int, engine.Phase]) -> list[tuple[int, str]]:
    """(game id, player) of each removal made in the phase each game is in now (R90): those the
    service refuses at once until the phase resolves, read again after a restart."""
    if not phases:
        return []
    query = Submission.filter(game_id__in=list(phases), kind=REMOVE)
    rows = await query.values_list("game_id", "phase_kind", "phase_number", "player")
    return [
        (game_id, player)
        for game_id, kind, number, player in rows
        if (phase := phases.get(game_id)) is not None
        and (phase.kind, phase.number) == (kind, number)
    ]
