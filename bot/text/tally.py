"""The day's public tally as Texts: one line per voter, earlier choices struck through, with times.

The one tally builder: the tally message of the game channel and `/game status` both show it.

Times are Discord timestamps (`<t:…:t>`), which every reader sees in their own time zone. Secret
votes never reach the tally: the service lists public votes only.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

import engine
from bot.text.i18n import Text
from bot.text.views import TallyEntry

__all__ = ["count_texts", "counts", "tally_texts", "unix_time"]


def unix_time(at: datetime) -> str:
    """`at` as the Unix timestamp Discord's `<t:…>` markup takes. A string of digits, not an int:
    Fluent would format an int as a localized number (`1,796,034,047`), which Discord rejects."""
    return str(int(at.timestamp()))


def _choice(entry: TallyEntry) -> Text:
    target: Text | str = Text("tally-abstain") if entry.target == engine.ABSTAIN else entry.target
    time = f"<t:{unix_time(entry.at)}:t>"
    msg_id = "tally-struck" if entry.struck else "tally-vote"
    return Text(msg_id, {"target": target, "time": time})


def counts(entries: Sequence[TallyEntry]) -> list[tuple[str, tuple[str, ...]]]:
    """Each target of a current (not struck) vote with its voters: the most votes first, a tie
    in the order the targets got their first current vote; abstaining counts as a target."""
    voters: dict[str, list[str]] = {}
    for entry in sorted(entries, key=lambda e: e.at):
        if not entry.struck:
            voters.setdefault(entry.target, []).append(entry.voter)
    order = {target: index for index, target in enumerate(voters)}
    ranked = sorted(voters.items(), key=lambda item: (-len(item[1]), order[item[0]]))
    return [(target, tuple(names)) for target, names in ranked]


def _count(target: str, voters: tuple[str, ...]) -> Text:
    if target == engine.ABSTAIN:
        return Text("tally-count-abstain", {"count": len(voters), "voters": voters})
    return Text("tally-count", {"target": target, "count": len(voters), "voters": voters})


def count_texts(day: int, entries: Sequence[TallyEntry]) -> list[Text]:
    """The tally of day `day` in short (`/game status`): a title and the counts per target."""
    return [
        Text("tally-title", {"day": day}),
        *(_count(target, voters) for target, voters in counts(entries)),
    ]


def tally_texts(day: int, entries: Sequence[TallyEntry]) -> list[Text]:
    """The tally of day `day`: a title; the counts per target ("Anna — 3: Boris, Vera, Gleb"),
    most votes first; then each voter's choices in order, changed ones struck through (voters in
    the order of their first vote)."""
    by_voter: dict[str, list[TallyEntry]] = {}
    for entry in sorted(entries, key=lambda e: e.at):
        by_voter.setdefault(entry.voter, []).append(entry)
    lines = count_texts(day, entries)
    if by_voter:
        lines.append(Text("tally-history"))
    for voter, choices in by_voter.items():
        history = _choice(choices[0])
        for entry in choices[1:]:
            history = Text("tally-then", {"earlier": history, "later": _choice(entry)})
        lines.append(Text("tally-line", {"voter": voter, "votes": history}))
    return lines
