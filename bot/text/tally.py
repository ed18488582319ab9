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
from bot.text.views import TallyEntry, VoteCountView

__all__ = [
    "count_texts",
    "counts",
    "deadline_line",
    "deadline_texts",
    "leaders",
    "majority_texts",
    "played_by_texts",
    "tally_texts",
    "unix_time",
    "vote_count_texts",
]


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


def _count(target: str, voters: tuple[str, ...], named: bool = True) -> Text:
    if not named:  # `vote_visibility: counts`: how many, not who
        if target == engine.ABSTAIN:
            return Text("forum-tally-count-abstain", {"count": len(voters)})
        return Text("forum-tally-count", {"target": target, "count": len(voters)})
    if target == engine.ABSTAIN:
        return Text("tally-count-abstain", {"count": len(voters), "voters": voters})
    return Text("tally-count", {"target": target, "count": len(voters), "voters": voters})


def leaders(entries: Sequence[TallyEntry]) -> tuple[str, ...]:
    """The players with the most standing votes, in the counts' order (abstaining leads no one)."""
    ranked = [(target, len(voters)) for target, voters in counts(entries)]
    top = max((n for target, n in ranked if target != engine.ABSTAIN), default=0)
    return tuple(target for target, n in ranked if n == top and top and target != engine.ABSTAIN)


def count_texts(day: int, entries: Sequence[TallyEntry], shown: str = "open") -> list[Text]:
    """The tally of day `day` in short (`/game status`): a title and the counts per target;
    `shown` is what the service lets readers see (`vote_visibility`): names only with `open`."""
    title = Text("tally-title", {"day": day})
    if shown == "hidden":
        return [title, Text("forum-tally-hidden")]
    named = shown == "open"
    return [title, *(_count(target, voters, named) for target, voters in counts(entries))]


def tally_texts(day: int, entries: Sequence[TallyEntry], shown: str = "open") -> list[Text]:
    """The tally of day `day`: a title; the counts per target ("Anna — 3: Boris, Vera, Gleb"),
    most votes first; then each voter's choices in order, changed ones struck through (voters in
    the order of their first vote). With `shown` other than `open` (`vote_visibility`) only what
    the service let through: the counts without names, or a line saying the votes are hidden."""
    if shown != "open":
        return count_texts(day, entries, shown)
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


def deadline_line(deadline: datetime | None) -> Text:
    """The deadline line of a phase's post as the host's clock leaves it: the deadline as a
    Discord timestamp, or, while the game is paused, that the new one comes with the resume."""
    if deadline is None:
        return Text("forum-deadline-paused")
    return Text("forum-deadline", {"time": unix_time(deadline)})


def deadline_texts(deadline: datetime | None, paused_remaining: float | None) -> list[Text]:
    """When the phase ends, as a Discord timestamp (date and time in each reader's zone, and how
    long from now), or how much time a paused game has left."""
    if deadline is not None:
        return [Text("forum-deadline", {"time": unix_time(deadline)})]
    if paused_remaining is not None:
        return [Text("forum-paused-left", {"minutes": max(1, round(paused_remaining / 60))})]
    return []


def vote_count_texts(view: VoteCountView) -> list[Text]:
    """`/votes`: the counts per target (with the voters when the game shows them), the leaders,
    who has not voted yet, and the time left; with `hidden` only that the votes are hidden."""
    texts = count_texts(view.day, view.votes, view.shown)
    if view.shown != "hidden":
        if not view.votes:
            texts.append(Text("forum-votes-none"))
        top = leaders(view.votes)
        if top:
            texts.append(Text("forum-votes-leaders", {"count": len(top), "players": top}))
        if view.not_voted:
            texts.append(
                Text(
                    "forum-votes-not-voted",
                    {"count": len(view.not_voted), "players": view.not_voted},
                )
            )
        elif view.not_voted_count:
            texts.append(Text("forum-votes-not-voted-count", {"count": view.not_voted_count}))
    texts.extend(played_by_texts(view.played_by))
    return [
        *texts,
        *majority_texts(view.majority),
        *deadline_texts(view.deadline, view.paused_remaining),
    ]


def played_by_texts(played_by: Sequence[tuple[str, int]]) -> list[Text]:
    """Who plays each handed-over seat now: (seat, user id) pairs, each a line with
    a mention (Discord shows the member's name; the post pings nobody)."""
    return [
        Text("host-status-plays-now", {"player": name, "user": f"<@{user_id}>"})
        for name, user_id in played_by
    ]


def majority_texts(needed: int | None) -> list[Text]:
    """R91: how many votes end the day at once (nothing when the game runs its days out)."""
    return [] if needed is None else [Text("table-majority-needed", {"count": needed})]
