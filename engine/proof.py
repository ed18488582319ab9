"""Sealing a record and verifying a sealed one (`python -m engine verify RECORD`).

`sealed(record, salt)` gives a record its proof fields (`engine.seal`): the commitment to its deal,
the salt, the digest chain over its phases and the outcome it replays to. `verify(record)` checks
them, each check a `Check`:

- `commitment`: SHA-256(canonical deal || salt) is the record's commitment. When it is not, the
  check says where: a seat whose role, two seats whose roles swapped, or an item whose holder would
  give the commitment (a bounded search); else `salt` when the salt does not give the chain's
  start either (the deal is then not at fault), else `deal` (rule set, options, seed, or more).
- `outcome`: the record replays to the published outcome (winner, and the phase it ended in).
- `digests`: the chain's start is SHA-256(commitment || salt) and each phase's digest is its link
  from the digest before it, so a phase changed after the fact fails alone (with the one after
  it, when its digest was the one changed); for the first failing phase a bounded search names
  the one vote or action whose change gives the stored digest.

`verdict_lines(verdict)` is the CLI's output: one data line per check (`digests FAILED
phase=day-2 player=Boris field=vote record=Anna committed=Vera`), then `verified` or `not verified`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from engine.game import Game
from engine.outcome import outcome
from engine.record import Record, phase_entry
from engine.replaying import VOTE, Change, Step, changed_input, steps
from engine.ruleset import get_ruleset
from engine.seal import Seal, chain_start, commit, link, phase_key
from engine.types import ABSTAIN, PhaseInput, PhaseResult, Setup

MAX_LOCATING_TRIES = 3000
"""The most alternatives tried to say where a failing check failed: deals hashed for the
commitment, and phases resolved with one input changed for the first failing digest (only that
one is searched): a fraction of a second for the largest game."""


@dataclass(frozen=True, slots=True)
class Check:
    """One check of a verification: its name, whether it passed, and where (or what) as data."""

    name: str  # commitment | outcome | digests
    ok: bool
    params: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class Verdict:
    """Every check of one record; `ok` when each passed."""

    checks: tuple[Check, ...]

    @property
    def ok(self) -> bool:
        """Whether every check passed."""
        return all(check.ok for check in self.checks)


def next_digest(previous: str, index: int, phase_input: PhaseInput, result: PhaseResult) -> str:
    """The digest of the phase at `index` of a record, chained to the digest before it."""
    return link(previous, result.phase, phase_entry(index, phase_input), result.to_json())


def sealed(record: Record, salt: str) -> Record:
    """The record with its proof fields: commitment, salt, digest chain and outcome."""
    commitment = commit(record.setup, salt)
    resolved, game = steps(record)
    digests = [chain_start(commitment, salt)]
    for step in resolved:
        digests.append(next_digest(digests[-1], step.index, step.phase_input, step.result))
    told = outcome(game)
    return replace(
        record,
        seal=Seal(
            commitment,
            salt,
            tuple(digests),
            told.winner if told else None,
            told.last if told else None,
        ),
    )


def verify(record: Record) -> Verdict:
    """Check a record's proof fields against its deal and its replay."""
    seal = record.seal or Seal()
    resolved, game = steps(record)
    checks = [_commitment(record.setup, seal), _outcome(game, seal)]
    checks.extend(_digests(seal, resolved))
    return Verdict(tuple(checks))


def verdict_lines(verdict: Verdict) -> list[str]:
    """The verdict as data lines: `<check> ok|FAILED key=value …`, then `verified` or not."""
    lines = [
        " ".join(
            [check.name, "ok" if check.ok else "FAILED"] + [f"{k}={v}" for k, v in check.params]
        )
        for check in verdict.checks
    ]
    lines.append("verified" if verdict.ok else "not verified")
    return lines


def _commitment(setup: Setup, seal: Seal) -> Check:
    if seal.commitment is None:
        return Check("commitment", False, (("field", "commitment"), ("reason", "missing")))
    if seal.salt is None:
        return Check("commitment", False, (("field", "salt"), ("reason", "missing")))
    if commit(setup, seal.salt) == seal.commitment:
        return Check("commitment", True, (("sha256", seal.commitment),))
    where = _changed_deal(setup, seal.commitment, seal.salt)
    if where is None:
        start_fits = seal.digests[:1] == (chain_start(seal.commitment, seal.salt),)
        where = (("field", "deal" if start_fits else "salt"),)
    return Check("commitment", False, where)


def _deals(setup: Setup) -> Iterator[tuple[Setup, tuple[tuple[str, str], ...]]]:
    """Deals one change away from `setup`, each with where it differs: one seat's role, two
    seats' roles swapped, one item's holder."""
    players = setup.players
    roles = get_ruleset(setup.ruleset).roles
    for i, (name, role) in enumerate(players):
        for other in roles:
            if other != role:
                seats = (*players[:i], (name, other), *players[i + 1 :])
                where = (("seat", name), ("field", "role"), ("record", role), ("committed", other))
                yield replace(setup, players=seats), where
    for i, (first, first_role) in enumerate(players):
        for j in range(i + 1, len(players)):
            second, second_role = players[j]
            if first_role != second_role:
                swapped = list(players)
                swapped[i], swapped[j] = (first, second_role), (second, first_role)
                pair = (("seat", f"{first},{second}"), ("field", "role"), ("reason", "swapped"))
                yield replace(setup, players=tuple(swapped)), pair
    for k, (item, holder) in enumerate(setup.items):
        for name, _ in players:
            if name != holder:
                items = (*setup.items[:k], (item, name), *setup.items[k + 1 :])
                where = (
                    ("item", item),
                    ("field", "holder"),
                    ("record", holder),
                    ("committed", name),
                )
                yield replace(setup, items=items), where


def _changed_deal(setup: Setup, commitment: str, salt: str) -> tuple[tuple[str, str], ...] | None:
    """Where the deal differs from the committed one, when one change explains it (bounded)."""
    for tries, (other, where) in enumerate(_deals(setup)):
        if tries >= MAX_LOCATING_TRIES:
            return None
        if commit(other, salt) == commitment:
            return where
    return None


def _outcome(game: Game, seal: Seal) -> Check:
    told = outcome(game)
    winner = told.winner if told else "none"
    ended = phase_key(told.last) if told else "none"
    if seal.winner is None or seal.ended is None:
        return Check("outcome", True, (("winner", winner), ("ended", ended), ("published", "none")))
    published = (seal.winner, phase_key(seal.ended))
    if published == (winner, ended):
        return Check("outcome", True, (("winner", winner), ("ended", ended)))
    field = "winner" if seal.winner != winner else "ended"
    return Check(
        "outcome",
        False,
        (("field", field), ("record", "-".join(published)), ("replayed", f"{winner}-{ended}")),
    )


def _digests(seal: Seal, resolved: tuple[Step, ...]) -> list[Check]:
    digests = seal.digests
    failed: list[Check] = []
    commitment, salt = seal.commitment, seal.salt
    start = chain_start(commitment, salt) if commitment is not None and salt is not None else None
    if digests and start is not None and digests[0] != start:
        failed.append(Check("digests", False, (("phase", "start"), ("field", "digest"))))
    for step in resolved[: max(len(digests) - 1, 0)]:
        previous, stored = digests[step.index], digests[step.index + 1]
        if next_digest(previous, step.index, step.phase_input, step.result) != stored:
            # only the first failing phase is searched, so the search stays bounded however
            # many phases fail
            where = None if failed else _changed_input(step, previous, stored)
            where = where or (("field", "digest"),)
            failed.append(
                Check("digests", False, (("phase", phase_key(step.result.phase)), *where))
            )
    if len(digests) != len(resolved) + 1:
        count = (("count", str(len(digests))), ("phases", str(len(resolved))))
        failed.append(Check("digests", False, (("field", "digests"), *count)))
    if failed:
        return failed
    return [Check("digests", True, (("phases", str(len(resolved))), ("last", digests[-1])))]


def _alternatives(step: Step) -> Iterator[Change]:
    """One-input changes of a phase: each vote to another seat, abstain or none (by day), each
    single-target action to another seat or none, a vote or a one-target verb not sent, sent."""
    game, phase_input = step.before, step.phase_input
    names = game.names
    if step.result.phase.kind == "day":
        for voter in names:
            was = phase_input.votes.get(voter)
            for target in (*names, ABSTAIN, None):
                if target != was:
                    yield Change(step.index, voter, VOTE, target, was)
    for actor, verbs in phase_input.actions.items():
        for verb, sent in verbs.items():
            if isinstance(sent, str):
                for target in (*names, None):
                    if target != sent:
                        yield Change(step.index, actor, verb, target, sent)


def _changed_input(step: Step, previous: str, stored: str) -> tuple[tuple[str, str], ...] | None:
    """Where a phase differs from the one its stored digest is of, when one changed vote or
    one-target action explains it (bounded)."""
    for tries, change in enumerate(_alternatives(step)):
        if tries >= MAX_LOCATING_TRIES:
            return None
        other = changed_input(step.phase_input, change)
        _, result = step.before.resolve(other)
        if next_digest(previous, step.index, other, result) == stored:
            return (
                ("player", change.player),
                ("field", change.verb),
                ("record", _shown(change.was)),
                ("committed", _shown(change.value)),
            )
    return None


def _shown(value: object) -> str:
    return "none" if value is None else str(value)
