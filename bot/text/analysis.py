"""The «разбор» in words: the engine's facts after a game (`engine.what_if`, `engine.reads`) as
`Text`s (`locales/*/analysis.ftl`), the way a forum host would sum a game up.

Pure: no Discord, no store. Nothing here may be shown before the game is over; the callers (the
review page, `/stats player`) decide when.
"""

from __future__ import annotations

from bot.text.i18n import Arg, Text
from bot.text.narrative import camp_name, role_name
from engine.reads import PlayerReads
from engine.replaying import VOTE
from engine.types import ABSTAIN, Phase
from engine.what_if import Ending, TurningPoint, WhatIf


def phase_text(phase: Phase) -> Text:
    """A phase's name: «ночь 2», "day 3"."""
    return Text("phase-name", {"kind": phase.kind, "number": phase.number})


def winner_text(winner: str, ruleset: str) -> Text:
    """A camp's victory (or a draw) as a noun phrase: «победа мафии», "the mafia winning"."""
    return Text("analysis-winner", {"camp": winner, "ruleset": ruleset})


def _names(names: tuple[str, ...]) -> Text:
    return Text("list-sorted", {"items": names})


def outcome_text(ending: Ending, actual: Ending, ruleset: str, *, changed: WhatIf | None) -> Text:
    """How the game would have ended instead of `actual`: another winner, the same one sooner or
    later, undecided by the record's end, or (for a what-if) only other leavers in its phase."""
    if ending.winner is None or ending.last is None:
        return Text("analysis-outcome-undecided")
    winner, ended = winner_text(ending.winner, ruleset), phase_text(ending.last)
    if ending.winner != actual.winner or actual.last is None:
        return Text("analysis-outcome-winner", {"winner": winner, "ended": ended})
    days = actual.last.number - ending.last.number
    if days > 0:
        return Text("analysis-outcome-earlier", {"winner": winner, "days": days, "ended": ended})
    if days < 0:
        return Text("analysis-outcome-later", {"winner": winner, "days": -days, "ended": ended})
    phase = phase_text(changed.phase if changed else ending.last)
    if changed is None or not changed.left:
        return Text("analysis-outcome-nobody-left", {"phase": phase})
    return Text("analysis-outcome-left", {"phase": phase, "left": _names(changed.left)})


def what_if_text(finding: WhatIf, ruleset: str) -> Text:
    """One what-if line: the changed input and what the game would have become."""
    change = finding.change
    outcome = outcome_text(finding.ending, finding.actual, ruleset, changed=finding)
    args: dict[str, Arg] = {
        "phase": phase_text(finding.phase),
        "player": change.player,
        "role": role_name(finding.role, ruleset),
        "was": str(change.was),
        "outcome": outcome,
    }
    if change.verb == VOTE and change.value == ABSTAIN:
        return Text("analysis-what-if-abstain", args)
    args["target"] = str(change.value)
    if change.verb == VOTE:
        return Text("analysis-what-if-vote", args)
    args["action"] = Text(f"review-verb-{change.verb}")
    return Text("analysis-what-if-action", args)


def turning_point_text(point: TurningPoint, actual: Ending, ruleset: str) -> Text:
    """One turning point: the phase, who left in it, and the ending had it passed quietly."""
    outcome = outcome_text(point.without, actual, ruleset, changed=None)
    return Text(
        "analysis-turning-point",
        {"phase": phase_text(point.phase), "left": _names(point.left), "outcome": outcome},
    )


def reads_text(reads: PlayerReads, ruleset: str) -> Text:
    """One player's reads: their votes on the other camp, and the own-camp players spared."""
    if reads.votes:
        accuracy = Text(
            "analysis-reads-accuracy", {"count": reads.on_other_camp, "total": reads.votes}
        )
    else:
        accuracy = Text("analysis-reads-no-votes")
    if reads.allies:
        trust = Text("analysis-reads-trust", {"count": reads.allies_spared, "total": reads.allies})
    else:
        trust = Text("analysis-reads-no-allies")
    return Text(
        "analysis-reads",
        {
            "player": reads.player,
            "camp": camp_name(reads.camp, ruleset),
            "accuracy": accuracy,
            "trust": trust,
        },
    )
