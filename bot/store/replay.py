"""Game state rebuilt from the store: the dealt setup plus every resolved phase's input, replayed.

`PhaseInput` values are stored as plain JSON (`input_to_json` / `input_from_json`), exactly what the
engine was given, so replaying them gives the same `engine.Game` the resolver had.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

import engine
from bot.store.games import StoredGame, phase_of
from bot.store.resolutions import resolved_inputs, snapshots
from bot.store.seals import proofs
from bot.store.seats import SeatRow, seat_rows
from bot.store.transactions import Transaction
from engine.snapshot import SnapshotError, restore, snapshot

log = logging.getLogger(__name__)


SETTING_KEYS = tuple(engine.Settings().to_mapping())  # the engine's host settings


def engine_settings(settings: Mapping[str, object]) -> engine.Settings:
    """The engine's host settings from a game's stored settings (games that share their
    settings share one frozen value: a batch of cold games reads them once)."""
    chosen = tuple((key, settings[key]) for key in SETTING_KEYS if key in settings)
    try:
        return _settings(chosen)
    except TypeError:  # a value that cannot be a key: no sharing, the engine judges it
        return engine.Settings.from_mapping(dict(chosen))


@functools.lru_cache(maxsize=256)
def _settings(chosen: tuple[tuple[str, object], ...]) -> engine.Settings:
    return engine.Settings.from_mapping(dict(chosen))


def setup_of(game: StoredGame, seats: Sequence[SeatRow]) -> engine.Setup:
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
    if phase_input.ended_early:
        data["ended_early"] = True  # R91
    if phase_input.removed:  # R90
        data["removed"] = list(phase_input.removed)
    return data


def input_from_json(data: Mapping[str, Any]) -> engine.PhaseInput:
    """The phase input stored by `input_to_json`."""
    posts = data.get("posts")
    return engine.PhaseInput(
        actions={name: dict(verbs) for name, verbs in dict(data.get("actions") or {}).items()},
        votes=dict(data.get("votes") or {}),
        posts=None if posts is None else {k: int(v) for k, v in dict(posts).items()},
        replaced=tuple(str(name) for name in data.get("replaced") or ()),
        ended_early=bool(data.get("ended_early", False)),
        removed=tuple(str(name) for name in data.get("removed") or ()),
    )


async def stored_inputs(game: StoredGame, tx: Transaction | None = None) -> list[engine.PhaseInput]:
    """Every resolved phase's input, night 1 first."""
    return (await stored_inputs_many([game.id], tx))[game.id]


async def stored_inputs_many(
    ids: Collection[int], tx: Transaction | None
) -> dict[int, list[engine.PhaseInput]]:
    """Every resolved phase's input of each game (by game id), night 1 first, in one read."""
    found = await resolved_inputs(tx, ids)
    return {
        game_id: [input_from_json(data) for _, data in sorted(rows, key=_phase_order)]
        for game_id, rows in found.items()
    }


def _phase_order(row: tuple[tuple[str, int], object]) -> int:
    (kind, number), _ = row
    return engine.Phase.from_row(kind, number).index


async def replay(game: StoredGame, tx: Transaction | None = None) -> engine.Game:
    """The engine state of a started game, replayed from its whole record: the source of truth
    (a rebuild from a snapshot must equal it)."""
    seats = await seat_rows(tx, [game.id])
    state = engine.new_game(setup_of(game, seats[game.id]))
    for phase_input in await stored_inputs(game, tx):
        state, _ = state.resolve(phase_input)
    return state


def state_json(state: engine.Game) -> dict[str, Any] | None:
    """The snapshot a resolution stores with its row (None: this state cannot be encoded, and
    a rebuild replays the record)."""
    try:
        return snapshot(state)
    except SnapshotError:
        log.exception("game state not snapshotted at %s", state.phase)
        return None


async def rebuild(game: StoredGame, tx: Transaction | None = None) -> engine.Game:
    """The engine state of a started game: restored from the snapshot stored with its last
    resolution (two reads, whatever the game's length), else replayed from its record."""
    return (await rebuild_many([game], tx))[game.id]


async def rebuild_many(
    games: Iterable[StoredGame],
    tx: Transaction | None = None,
    seats: Mapping[int, Sequence[SeatRow]] | None = None,
) -> dict[int, engine.Game]:
    """The engine states of many started games (by id) in two reads: their seats (unless
    given), and the snapshot of each one's last resolution; a game without one is replayed
    from its record."""
    games = list(games)
    if not games:
        return {}
    ids = [game.id for game in games]
    if seats is None:
        seats = await seat_rows(tx, ids)
    last = {  # game id -> the phase resolved last
        game.id: (before.kind, before.number)
        for game in games
        if game.phase_kind and (before := phase_of(game).previous()) is not None
    }
    stored = await snapshots(tx, last)
    states: dict[int, engine.Game] = {}
    for game in games:
        setup = setup_of(game, seats[game.id])
        if game.id not in last:
            states[game.id] = engine.new_game(setup)
            continue
        data = stored.get(game.id)
        if data is not None:
            try:
                state = restore(setup, data)
            except SnapshotError:
                log.warning("game %s: its snapshot is not restorable, replaying", game.id)
            else:
                if state.phase == phase_of(game):
                    states[game.id] = state
                    continue
        states[game.id] = await replay(game, tx)
    return states


async def record_of(game: StoredGame, tx: Transaction | None = None) -> engine.Record:
    """The game record (SPEC 5.1) of a started game, as far as it has been played."""
    return (await records_of([game], tx))[game.id]


async def records_of(
    games: Sequence[StoredGame],
    tx: Transaction | None,
    seats: Mapping[int, Sequence[SeatRow]] | None = None,
) -> dict[int, engine.Record]:
    """The records of many started games (by id), in three reads: their seats (unless given),
    their stored inputs and their proof fields (`bot.store.seals.proofs`)."""
    ids = [game.id for game in games]
    if seats is None:
        seats = await seat_rows(tx, ids)
    inputs = await stored_inputs_many(ids, tx)
    sealed = await proofs(tx, games)  # the proof fields, the salt only once a game is over
    return {
        game.id: replace(
            engine.Record.from_history(setup_of(game, seats[game.id]), inputs[game.id]),
            seal=sealed.get(game.id),
        )
        for game in games
    }
