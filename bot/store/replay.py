"""Game state rebuilt from the store: the dealt setup plus every resolved phase's input, replayed.

`PhaseInput` values are stored as plain JSON (`input_to_json` / `input_from_json`), exactly what the
engine was given, so replaying them gives the same `engine.Game` the resolver had.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tortoise.backends.base.client import BaseDBAsyncClient

import engine
from bot.store.models import Game, Resolution, Seat


def engine_settings(settings: Mapping[str, object]) -> engine.Settings:
    """The engine's host settings from a game's stored settings."""
    return engine.Settings.from_mapping(
        {k: settings[k] for k in engine.Settings().to_mapping() if k in settings}
    )


def setup_of(game: Game, seats: Sequence[Seat]) -> engine.Setup:
    """The dealt setup of a started game (seats in seat order, with their dealt roles)."""
    ordered = sorted(seats, key=lambda seat: seat.position)
    players = tuple((seat.name, str(seat.role)) for seat in ordered)
    items = tuple(sorted((game.items or {}).items()))
    return engine.Setup(game.ruleset, players, engine_settings(game.settings), game.seed, items)


def input_to_json(phase_input: engine.PhaseInput) -> dict[str, Any]:
    """A phase input as plain JSON data (`replaced` only when a seat was handed over, G1)."""
    data: dict[str, Any] = {
        "actions": {name: dict(verbs) for name, verbs in phase_input.actions.items()},
        "votes": dict(phase_input.votes),
        "posts": None if phase_input.posts is None else dict(phase_input.posts),
    }
    if phase_input.replaced:
        data["replaced"] = list(phase_input.replaced)
    return data


def input_from_json(data: Mapping[str, Any]) -> engine.PhaseInput:
    """The phase input stored by `input_to_json`."""
    posts = data.get("posts")
    return engine.PhaseInput(
        actions={name: dict(verbs) for name, verbs in dict(data.get("actions") or {}).items()},
        votes=dict(data.get("votes") or {}),
        posts=None if posts is None else {k: int(v) for k, v in dict(posts).items()},
        replaced=tuple(str(name) for name in data.get("replaced") or ()),
    )


async def stored_inputs(
    game: Game, conn: BaseDBAsyncClient | None = None
) -> list[engine.PhaseInput]:
    """Every resolved phase's input, night 1 first."""
    rows = await Resolution.filter(game_id=game.id).using_db(conn).all()
    rows.sort(key=lambda row: engine.Phase(row.phase_kind, row.phase_number).index)  # type: ignore[arg-type]
    return [input_from_json(row.input) for row in rows]


async def rebuild(game: Game, conn: BaseDBAsyncClient | None = None) -> engine.Game:
    """The engine state of a started game, replayed from the store."""
    seats = await Seat.filter(game_id=game.id).using_db(conn).all()
    state = engine.new_game(setup_of(game, seats))
    for phase_input in await stored_inputs(game, conn):
        state, _ = state.resolve(phase_input)
    return state


async def record_of(game: Game, conn: BaseDBAsyncClient | None = None) -> engine.Record:
    """The game record (SPEC 5.1) of a started game, as far as it has been played."""
    seats = await Seat.filter(game_id=game.id).using_db(conn).all()
    return engine.Record.from_history(setup_of(game, seats), await stored_inputs(game, conn))
