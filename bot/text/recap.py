"""The «итоги» post as a host writes it (U1): a line per night and day of who was killed, saved,
checked and found, and how the day voted; the move-by-move log stays on the review page.

Worded from the same `GameReview` as the page (`bot.text.review`), so nothing is decided here:
the saves, checks and finds are the reasons the engine's trace gives. Each phase is one Text
(`recap-phase`) whose parts are joined with `recap-then`; a phase where nothing of the kind
happened says so in a few words. Told in the present tense, as a host retells a night («Врач
(Egor) лечит Lev — удар проходит мимо»): a Russian verb then has no gender, whoever the player.
A 25-player, 20-phase game fits two Discord messages.
"""

from __future__ import annotations

import engine
from bot.text.i18n import Arg, Text
from bot.text.narrative import role_in_sentence, role_name
from bot.text.review import GameReview, PhaseReview, cause_text

__all__ = ["BUDGET", "FINDINGS", "SAVES", "phase_recap", "recap_texts"]

SAVES = frozenset(
    {"healed", "guarded", "extra_life", "elk", "shielded", "wears_ring", "smaug_immune"}
)
"""Reasons an attack did not kill (`recap-save-<code>`)."""

FINDINGS = frozenset(
    {
        "check_result",
        "boss_check_result",
        "compare_result",
        "search_result",
        "found",
        "stone_found",
        "stone_taken",
        "arrow_in_smaug",
    }
)
"""Reasons that tell what a move found (`recap-found-<code>`)."""

_CAMP_PARAMS = frozenset({"camp"})
_MOST_VOTED = 3
"""How many of the day's most voted players the recap names (the others are counted)."""
_VOTES, _DEATH, _SAVE, _FOUND = range(4)
BUDGET = 3_800
"""The characters the recap may take, estimated (`_size`): two Discord messages with the title,
the file line and room for the split at line ends."""
_PART_WORDS = 36  # a part's own words, at most, besides the names in it
_NOT_NAMES = frozenset({"ruleset", "id", "unique", "has_role", "arkenstone", "result"})


def recap_texts(review: GameReview, budget: int = BUDGET) -> list[Text]:
    """The «итоги» post, one Text per line: a title, then one line per night and day.

    When the post would run past `budget` characters (long names, many moves), the findings are
    left to the page first, then the saves: the deaths and the votes always stay."""
    phases = [_phase_parts(phase, review.final) for phase in review.phases]
    for dropped in (_FOUND, _SAVE):
        if sum(_size(parts) for _, parts in phases) <= budget:
            break
        phases = [(heading, [p for p in parts if p[0] != dropped]) for heading, parts in phases]
    texts = [Text("recap-title")]
    texts.extend(_line(heading, [text for _, text in parts]) for heading, parts in phases)
    return texts


def phase_recap(phase: PhaseReview, after: engine.Game) -> Text:
    """One night or day: the vote (by day), who left and why, the saves, what was found."""
    heading, parts = _phase_parts(phase, after)
    return _line(heading, [text for _, text in parts])


def _line(heading: Text, parts: list[Text]) -> Text:
    if not parts:
        return Text("recap-phase-quiet", {"phase": heading})
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = Text("recap-then", {"first": part, "next": joined})
    return Text("recap-phase", {"phase": heading, "events": joined})


def _size(parts: list[tuple[int, Text]]) -> int:
    """A phase line's length, estimated from above without rendering: its words and its names."""
    return 30 + sum(_PART_WORDS + _names_length(text) for _, text in parts)


def _names_length(value: object) -> int:
    if isinstance(value, Text):  # a rule set's id or a kind is no name
        return sum(_names_length(v) for k, v in value.args.items() if k not in _NOT_NAMES)
    if isinstance(value, tuple):
        return sum(_names_length(item) + 8 for item in value)
    return len(value) if isinstance(value, str) else 0


def _phase_parts(phase: PhaseReview, after: engine.Game) -> tuple[Text, list[tuple[int, Text]]]:
    """A phase's heading and its parts, each with its kind (votes, death, save, finding)."""
    before, trace = phase.before, phase.trace
    ruleset = before.setup.ruleset
    parts: list[tuple[int, Text]] = []
    if trace.phase.kind == "day" and trace.tally:
        shown = trace.tally[:_MOST_VOTED]  # the tally is most first; the page has the rest
        counts: tuple[Text, ...] = tuple(
            Text("recap-count", {"player": name, "count": count}) for name, count in shown
        )
        if len(trace.tally) > len(shown):
            counts += (Text("recap-votes-more", {"count": len(trace.tally) - len(shown)}),)
        parts.append((_VOTES, Text("recap-votes", {"counts": counts})))
    for death in phase.result.deaths:
        role = role_name(after.role(death.player), ruleset)
        cause = cause_text(death.cause, ruleset)
        args: dict[str, Arg] = {"player": death.player, "role": role, "cause": cause}
        parts.append((_DEATH, Text("recap-death", args)))
    seen: set[Text] = set()
    for entry in trace.entries:
        for reason in entry.reasons:
            part = _reason_part(reason, entry, before)
            if part is not None and part not in seen:
                seen.add(part)
                parts.append((_SAVE if reason.code in SAVES else _FOUND, part))
    return Text(f"recap-{trace.phase.kind}", {"number": trace.phase.number}), parts


def _reason_part(
    reason: engine.Reason, entry: engine.TraceEntry, before: engine.Game
) -> Text | None:
    """A save or a finding of `entry`, worded for the recap; None for any other reason."""
    if reason.code not in SAVES and reason.code not in FINDINGS:
        return None
    if reason.code in FINDINGS and (not entry.actor or entry.outcome != "succeeded"):
        return None
    ruleset = before.setup.ruleset
    args: dict[str, Arg] = {
        name: _value(name, value, ruleset) for name, value in reason.params.items()
    }
    kind = "save" if reason.code in SAVES else "found"
    if kind == "found" or "by" in args:
        who = str(reason.params.get("by") or entry.actor)
        args["who"] = who
        args["who_role"] = _role_of(before, who)
    if kind == "found":
        args["targets"] = tuple(entry.targets)
    return Text(f"recap-{kind}-{reason.code}", args)


def _role_of(before: engine.Game, name: str) -> Text | str:
    """The role `name` held as the phase began, named inside a sentence ("the Doctor")."""
    role = before.roles.get(name)
    return role_in_sentence(role, before.setup.ruleset) if role is not None else name


def _value(name: str, value: engine.TraceParam, ruleset: str) -> Arg:
    if name == "role":
        return role_name(str(value), ruleset) if value else ""
    if name in _CAMP_PARAMS:  # a check's answer, as the checker's DM words it: «мирный»
        return Text(f"camp-member-{value}")
    if isinstance(value, tuple):
        return tuple(str(v) for v in value)
    if isinstance(value, int):
        return value
    return str(value)
