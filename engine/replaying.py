"""Replaying a record from any phase, and with one input changed.

`steps(record)` resolves a record phase by phase and keeps the game *before* each phase, so a
record changed in phase n is replayed from there, not from night 1. A `Change` is one input of one
phase: a player's vote, or one verb of a player's action; `changed(record, change)` is the record
with that input replaced (or removed), which `python -m engine replay` reads like any other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from engine.game import Game, new_game
from engine.record import Record
from engine.types import PhaseInput, PhaseResult, frozen_map

VOTE = "vote"
"""The `Change.verb` of a day vote (no rule set has a verb of that name)."""


@dataclass(frozen=True, slots=True)
class Step:
    """One resolved phase of a record: its index in `record.phases`, the game before it, its
    input and its result."""

    index: int
    before: Game
    phase_input: PhaseInput
    result: PhaseResult


def steps(record: Record) -> tuple[tuple[Step, ...], Game]:
    """Every phase a replay resolves (R57: none after the winner), and the game after the last."""
    game = new_game(record.setup)
    out: list[Step] = []
    for index, phase_input in enumerate(record.phases):
        if game.winner is not None:
            break
        after, result = game.resolve(phase_input)
        out.append(Step(index, game, phase_input, result))
        game = after
    return tuple(out), game


def play_on(game: Game, inputs: Sequence[PhaseInput]) -> Game:
    """The game after resolving `inputs` from `game`, stopping at a winner (R57)."""
    for phase_input in inputs:
        if game.winner is not None:
            break
        game, _ = game.resolve(phase_input)
    return game


@dataclass(frozen=True, slots=True)
class Change:
    """One input of one phase changed: `player`'s vote (`verb` VOTE) or one verb of their action,
    now `value` (None: not sent at all); `was` is the value in the record (None: none sent)."""

    index: int  # in record.phases: 0 night 1, 1 day 1 …
    player: str
    verb: str
    value: object
    was: object


def changed_input(phase_input: PhaseInput, change: Change) -> PhaseInput:
    """The phase's input with the one change made."""
    if change.verb == VOTE:
        votes = dict(phase_input.votes)
        if change.value is None:
            votes.pop(change.player, None)
        else:
            votes[change.player] = str(change.value)
        return replace(phase_input, votes=frozen_map(votes))
    actions = {name: dict(verbs) for name, verbs in phase_input.actions.items()}
    mine = actions.setdefault(change.player, {})
    if change.value is None:
        mine.pop(change.verb, None)
    else:
        mine[change.verb] = change.value
    if not mine:
        del actions[change.player]
    frozen: Mapping[str, Mapping[str, object]] = {k: frozen_map(v) for k, v in actions.items()}
    return replace(phase_input, actions=frozen_map(frozen))


def changed(record: Record, change: Change) -> Record:
    """The record with one input changed (and no proof fields: they were the original's)."""
    phases = list(record.phases)
    phases[change.index] = changed_input(phases[change.index], change)
    return Record(record.setup, tuple(phases))
