"""The game's review: every phase's moves with their outcomes and reasons, as Texts.

Built from a game record (SPEC 5.1) replayed with the engine's trace (`engine.trace`), and, when
the store kept them, the day's public votes in the order they were cast (changed ones struck).
The «итоги» post (`summary_texts`) and the review page (`bot.text.review_page`) both word the
same `GameReview`; neither decides anything: the outcomes and reasons are the engine's.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import engine
from bot.text.i18n import Arg, Text
from bot.text.narrative import camp_name, role_name
from bot.text.views import TallyEntry

__all__ = [
    "GameReview",
    "PhaseReview",
    "death_text",
    "entry_text",
    "review_from_data",
    "review_of",
    "review_to_data",
    "summary_texts",
]

KNOWN_VERBS = frozenset(
    {
        *(verb for ruleset in engine.RULESETS for verb in engine.get_ruleset(ruleset).verbs),
        *("scout", "exhaustion", "explosion", "arrow", "ring_taken", "vote", "lynch", "sleep"),
    }
)
"""Every verb and event id a trace entry may carry (`review-verb-<verb>`)."""

CAUSES = (
    "lynch", "mafia", "shot", "exhaustion", "explosion", "mine", "sleep", "gollum", "smaug",
    "arrow", "ricochet", "legolas_penalty", "removed",
)  # fmt: skip
"""The causes of death of SPEC 5.2 (`review-cause-<cause>`)."""

_DAY_EVENTS = frozenset({"vote", "lynch", "sleep"})  # worded apart from the moves


@dataclass(frozen=True)
class PhaseReview:
    """One phase: the game before it, its result (with its trace), and by day the public votes."""

    before: engine.Game
    result: engine.PhaseResult
    votes: tuple[TallyEntry, ...] = ()  # in the order cast; struck: changed later

    @property
    def trace(self) -> engine.PhaseTrace:
        """The phase's trace (a review is always resolved with one)."""
        assert self.result.trace is not None
        return self.result.trace


@dataclass(frozen=True)
class GameReview:
    """A game as its review shows it: the record, each phase, the game after the last one."""

    record: engine.Record
    phases: tuple[PhaseReview, ...]
    final: engine.Game
    history: bool = False  # the day's votes come with every change (from the store)
    deaths: Mapping[str, tuple[engine.Phase, str]] = field(
        default_factory=dict
    )  # name -> when, cause

    @property
    def ruleset(self) -> str:
        """The game's rule set."""
        return self.record.setup.ruleset


def review_of(
    record: engine.Record, votes: Mapping[int, Sequence[TallyEntry]] | None = None
) -> GameReview:
    """Replay `record` with the trace; `votes`: each day's public votes as cast (None: only the
    votes standing at each deadline are known, from the record)."""
    game = engine.new_game(record.setup)
    phases: list[PhaseReview] = []
    deaths: dict[str, tuple[engine.Phase, str]] = {}
    for phase_input in record.phases:
        if game.winner is not None:
            break  # R57
        before = game
        game, result = game.resolve(phase_input, trace=True)
        day_votes: tuple[TallyEntry, ...] = ()
        if result.phase.kind == "day":
            if votes is not None:
                day_votes = tuple(votes.get(result.phase.number, ()))
            elif result.trace is not None:  # the votes standing at the deadline, as counted
                day_votes = tuple(
                    TallyEntry(e.actor, e.targets[0], datetime.min, False)
                    for e in result.trace.entries
                    if e.verb == "vote" and e.outcome != "rejected" and e.targets
                )
        phases.append(PhaseReview(before, result, day_votes))
        for death in result.deaths:
            deaths.setdefault(death.player, (result.phase, death.cause))
    return GameReview(record, tuple(phases), game, votes is not None, deaths)


def review_to_data(
    record: engine.Record,
    votes: Mapping[int, Sequence[TallyEntry]] | None,
    substituted: Mapping[str, int] | None = None,
) -> dict[str, Any]:
    """What a review is made of, as JSON data (an announcement's attachment keeps it);
    `substituted`: how many times each seat was handed to a substitute."""
    data: dict[str, Any] = {"record": record.to_data()}
    if substituted:
        data["substituted"] = dict(substituted)
    if votes is not None:
        data["votes"] = {
            str(day): [[e.voter, e.target, e.at.isoformat(), e.struck] for e in entries]
            for day, entries in votes.items()
        }
    return data


def review_from_data(data: Mapping[str, Any]) -> GameReview:
    """The review of `review_to_data`'s output (raises engine.EngineError on a bad record)."""
    record = engine.load_record(engine_record_text(data["record"]))
    raw = data.get("votes")
    votes = None
    if isinstance(raw, Mapping):
        votes = {
            int(day): [
                TallyEntry(str(v), str(t), datetime.fromisoformat(str(at)), bool(struck))
                for v, t, at, struck in entries
            ]
            for day, entries in raw.items()
        }
    return review_of(record, votes)


def engine_record_text(record: Mapping[str, Any]) -> str:
    """A stored record (SPEC 5.1 data) as the JSON text `engine.load_record` reads."""
    return json.dumps(record, ensure_ascii=False) + "\n"


# --- wording ---------------------------------------------------------------------------------


def verb_text(verb: str) -> Text:
    """A move's name."""
    if verb in KNOWN_VERBS:
        return Text(f"review-verb-{verb}")
    return Text("review-verb-unknown", {"verb": verb})


def cause_text(cause: str, ruleset: str) -> Text:
    """A cause of death."""
    return Text(f"review-cause-{cause}", {"ruleset": ruleset})


_ROLE_PARAMS = frozenset({"role"})
_NAME_OR_NOBODY = frozenset({"by", "target", "player", "to", "on"})
"""Reason parameters that name a player or nobody (besides the roles a scout's report names)."""


def _param(name: str, value: engine.TraceParam, ruleset: str) -> Arg:
    """One reason parameter as a Text argument: ids become names, nobody becomes a dash."""
    if name == "role":
        return role_name(str(value), ruleset) if value else ""
    if name == "camp":
        return camp_name(str(value), ruleset)
    if name == "camps":
        camps = tuple(camp_name(str(c), ruleset) for c in value) if isinstance(value, tuple) else ()
        return camps or Text("review-none")
    if name == "cause":
        return cause_text(str(value), ruleset)
    if name == "verb":
        return verb_text(str(value))
    if isinstance(value, tuple):
        return tuple(str(v) for v in value)
    if isinstance(value, int):
        return value
    if not value and (name in _NAME_OR_NOBODY or name in engine.scouted_roles(ruleset)):
        return Text("review-none")
    return str(value)


def reason_text(reason: engine.Reason, ruleset: str) -> Text:
    """One reason of the trace (`review-reason-<code>`)."""
    args = {name: _param(name, value, ruleset) for name, value in reason.params.items()}
    return Text(f"review-reason-{reason.code}", args)


def _chain(texts: Sequence[Text], msg_id: str) -> Text:
    """Texts joined two by two (`review-then`: "a; b")."""
    joined = texts[-1]
    for text in reversed(texts[:-1]):
        joined = Text(msg_id, {"first": text, "next": joined})
    return joined


def outcome_text(entry: engine.TraceEntry, ruleset: str) -> Text:
    """What became of an entry, with its reasons (a refused one: only that it was refused)."""
    outcome = Text(f"review-outcome-{entry.outcome}")
    if entry.outcome == "rejected" or not entry.reasons:
        return outcome
    reasons = [reason_text(r, ruleset) for r in entry.reasons]
    return Text("review-because", {"outcome": outcome, "reasons": _chain(reasons, "review-then")})


def actor_role(before: engine.Game, name: str) -> Text | str:
    """The role `name` held when the phase began (a name not seated: none)."""
    role = before.roles.get(name)
    return role_name(role, before.setup.ruleset) if role is not None else Text("review-none")


def entry_text(entry: engine.TraceEntry, before: engine.Game) -> Text:
    """One move (or event) of a phase: who, as whom, what, on whom, and how it turned out."""
    ruleset = before.setup.ruleset
    outcome = outcome_text(entry, ruleset)
    verb = verb_text(entry.verb)
    targets: Arg = tuple(entry.targets) if entry.targets else Text("review-none")
    if not entry.actor:
        return Text("review-event", {"verb": verb, "targets": targets, "outcome": outcome})
    role = actor_role(before, entry.actor)
    args: dict[str, Arg] = {"actor": entry.actor, "role": role, "verb": verb, "outcome": outcome}
    if not entry.targets:
        return Text("review-move-alone", args)
    return Text("review-move", {**args, "targets": tuple(entry.targets)})


def vote_text(entry: engine.TraceEntry) -> Text:
    """One vote standing at the deadline (muted or not, R20)."""
    target = entry.targets[0] if entry.targets else engine.ABSTAIN
    shown: Arg = Text("review-abstain") if target == engine.ABSTAIN else target
    msg_id = "review-vote-muted" if entry.outcome == "failed" else "review-vote"
    return Text(msg_id, {"voter": entry.actor, "target": shown})


def tally_text(trace: engine.PhaseTrace) -> Text:
    """The counted votes of a day, most first."""
    if not trace.tally:
        return Text("review-no-tally")
    counts = tuple(
        Text("review-tally-count", {"player": name, "count": count}) for name, count in trace.tally
    )
    return Text("review-tally", {"counts": counts})


def lynch_text(entry: engine.TraceEntry, before: engine.Game) -> Text:
    """The lynch of one player (or why it failed), or why nobody was lynched (R1, R50)."""
    ruleset = before.setup.ruleset
    if not entry.targets or entry.reasons[0].code in ("tie", "no_votes"):
        return Text("review-no-lynch", {"reason": reason_text(entry.reasons[0], ruleset)})
    player = entry.targets[0]
    count = int(str(entry.reasons[0].params["count"]))
    if entry.outcome == "succeeded":
        role = actor_role(before, player)
        return Text("review-lynch", {"player": player, "role": role, "count": count})
    why = [reason_text(r, ruleset) for r in entry.reasons]
    return Text("review-lynch-failed", {"player": player, "reason": _chain(why, "review-then")})


def sleep_text(entry: engine.TraceEntry, before: engine.Game) -> Text:
    """R51: a player put to sleep."""
    player = entry.targets[0]
    days = int(str(entry.reasons[0].params["days"]))
    return Text(
        "review-sleep", {"player": player, "role": actor_role(before, player), "days": days}
    )


def death_text(death: engine.Death, game: engine.Game) -> Text:
    """One player who left in a phase: the role they left with, and the cause."""
    ruleset = game.setup.ruleset
    role = role_name(game.role(death.player), ruleset)
    cause = cause_text(death.cause, ruleset)
    return Text("review-death", {"player": death.player, "role": role, "cause": cause})


def deaths_text(phase: PhaseReview, after: engine.Game) -> Text:
    """Who left in a phase, with their roles and causes."""
    if not phase.result.deaths:
        return Text("review-no-deaths")
    return Text(
        "review-deaths", {"players": tuple(death_text(d, after) for d in phase.result.deaths)}
    )


def phase_lines(phase: PhaseReview, after: engine.Game) -> list[Text]:
    """A phase's lines: the moves in the night order; by day the votes, the count, the lynch,
    the day's own moves, sleep; then who left."""
    before, trace = phase.before, phase.trace
    lines: list[Text] = []
    if trace.phase.kind == "day":
        lines.extend(
            vote_text(e) for e in trace.entries if e.verb == "vote" and e.outcome != "rejected"
        )
        lines.append(tally_text(trace))
    for entry in trace.entries:
        if entry.verb == "vote" and entry.outcome != "rejected":
            continue
        if entry.verb == "lynch" and not entry.actor:
            lines.append(lynch_text(entry, before))
        elif entry.verb == "sleep" and not entry.actor:
            lines.append(sleep_text(entry, before))
        else:
            lines.append(entry_text(entry, before))
    if trace.phase.kind == "night" and not lines:
        lines.append(Text("review-nothing"))
    lines.append(deaths_text(phase, after))
    return lines


def summary_texts(review: GameReview) -> list[Text]:
    """The «итоги» post, one Text per line: a title, then each phase's heading and lines. The
    lines are not joined into one Text (Fluent refuses a placeable over 2,500 characters): a
    Table shows the texts of an announcement with an attachment one per line."""
    texts = [Text("review-title")]
    for phase in review.phases:
        number = phase.result.phase.number
        texts.append(Text(f"review-{phase.result.phase.kind}", {"number": number}))
        texts.extend(phase_lines(phase, review.final))
    return texts
