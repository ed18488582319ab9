"""The move forms posted to players: one message per player and phase, edited in place and
closed when the phase ends."""

from __future__ import annotations

from dataclasses import dataclass

import engine
from bot.store.models import MoveForm
from bot.store.upsert import upsert

__all__ = ["StoredForm", "close", "get", "open_of_phase", "remember"]


@dataclass(frozen=True, slots=True)
class StoredForm:
    """A player's form of one phase, as posted: the DM's channel and message."""

    game_id: int
    phase: engine.Phase
    player: str
    channel_id: int
    message_id: int


def _stored(row: MoveForm) -> StoredForm:
    phase = engine.Phase.from_row(row.phase_kind, row.phase_number)
    return StoredForm(int(row.game_id), phase, row.player, row.channel_id, row.message_id)


async def remember(form: StoredForm) -> None:
    """Store the form's message, open (replacing an earlier one of the same player and phase)."""
    key = {
        "game_id": form.game_id,
        "phase_kind": form.phase.kind,
        "phase_number": form.phase.number,
        "player": form.player,
    }
    ids = {"channel_id": form.channel_id, "message_id": form.message_id, "closed": False}
    await upsert(MoveForm, key, ids, ids)


async def get(game_id: int, phase: engine.Phase, player: str) -> StoredForm | None:
    """The player's form of that phase, if one was posted."""
    row = await MoveForm.get_or_none(
        game_id=game_id, phase_kind=phase.kind, phase_number=phase.number, player=player
    )
    return None if row is None else _stored(row)


async def open_of_phase(game_id: int, phase: engine.Phase) -> list[StoredForm]:
    """The forms of a phase not yet closed, in the order they were posted."""
    rows = await MoveForm.filter(
        game_id=game_id, phase_kind=phase.kind, phase_number=phase.number, closed=False
    ).order_by("id")
    return [_stored(row) for row in rows]


async def close(game_id: int, phase: engine.Phase, player: str) -> None:
    """Mark the player's form of that phase closed."""
    await MoveForm.filter(
        game_id=game_id, phase_kind=phase.kind, phase_number=phase.number, player=player
    ).update(closed=True)
