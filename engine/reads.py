"""How well each player read the table: facts for the «разбор», from the record alone.

Each player's camp is the one they played for when the record ends (`rules.side`: R45, a Gollum
on the civilians' side counts as a civilian). Only public day votes are read (the record's
`votes`; a Chosen's secret votes are not public, so they are left out), and a vote *counts* when
its voter and its target were both alive when the day began (a vote for a dead player is
rejected, R50; `abstain` is no read of anyone).

- **Vote accuracy**: of a player's counted votes, how many fell on a player of another camp
  (`on_other_camp` of `votes`).
- **Own camp read**: of the other members of the player's camp whom the player could have voted
  for (a day on which the player cast a counted vote while that member was alive), how many the
  player never voted for (`allies_spared` of `allies`). A mafioso who knows the team spares them
  all unless they vote against a teammate; for a civilian it says who they rightly trusted.

All four are counts, so they sum over games (`/stats player`).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.record import Record
from engine.replaying import steps
from engine.types import ABSTAIN


@dataclass(frozen=True, slots=True)
class PlayerReads:
    """One seat's reads over a game (see the module docstring)."""

    player: str
    camp: str
    votes: int  # counted day votes
    on_other_camp: int  # of them, on a player of another camp
    allies: int  # own-camp members the player could have voted for
    allies_spared: int  # of them, never voted for by the player


def player_reads(record: Record) -> tuple[PlayerReads, ...]:
    """Every seat's reads over the record's resolved days, in seat order."""
    resolved, game = steps(record)
    camp = {name: game.rules.side(game, name) for name in game.names}
    votes = dict.fromkeys(game.names, 0)
    hits = dict.fromkeys(game.names, 0)
    could: dict[str, set[str]] = {name: set() for name in game.names}
    voted_for: dict[str, set[str]] = {name: set() for name in game.names}
    for step in resolved:
        if step.result.phase.kind != "day":
            continue
        alive = step.before.alive_set
        for voter, target in step.phase_input.votes.items():
            if voter not in alive or target == ABSTAIN or target not in alive:
                continue
            votes[voter] += 1
            hits[voter] += camp[target] != camp[voter]
            voted_for[voter].add(target)
            could[voter].update(a for a in alive if a != voter and camp[a] == camp[voter])
    return tuple(
        PlayerReads(
            name,
            camp[name],
            votes[name],
            hits[name],
            len(could[name]),
            len(could[name] - voted_for[name]),
        )
        for name in game.names
    )
