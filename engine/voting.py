"""The shared day: who the vote lynches (R1, R50) and who is put to sleep for inactivity (R51)."""

from __future__ import annotations

from collections.abc import Collection, Mapping

from engine.types import ABSTAIN, Settings
from engine.work import Work


def lynch_from_tally(
    tally: Mapping[str, int], double_kill: bool, seat: Mapping[str, int]
) -> tuple[str, ...]:
    """Players the vote picks: the single top, both of a two-way tie (R1), else nobody.

    R50: a lynch needs at least one counted vote; with `double_kill` off a two-way tie lynches
    nobody; three or more tied lynch nobody.
    """
    top = max(tally.values(), default=0)
    if top <= 0:
        return ()
    leaders = [name for name, n in tally.items() if n == top]
    if len(leaders) == 1:
        return (leaders[0],)
    if len(leaders) == 2 and double_kill:
        return tuple(sorted(leaders, key=seat.__getitem__))
    return ()


def is_tie(tally: Mapping[str, int]) -> bool:
    """Whether two or more players share the most counted votes (R1: a double kill or nobody)."""
    top = max(tally.values(), default=0)
    return top > 0 and list(tally.values()).count(top) > 1


def apply_inactivity(
    work: Work,
    votes: Mapping[str, str],
    posts: Mapping[str, int] | None,
    settings: Settings,
    replaced: Collection[str] = (),
) -> None:
    """Count absent days for players alive at the deadline; put to sleep the absent too long (R51).

    Votes are the accepted ones (checked against the living at the start of the day). A seat in
    `replaced` was handed to a substitute at this deadline (G1): not judged, its count starts anew.
    """
    if settings.inactive_days <= 0:
        return
    min_posts, absences = settings.min_posts, work.absences
    sleepers = []
    for name in filter(work.alive.__contains__, work.game.alive):  # seat order
        # section 1: enough posts and a standing vote for a living player other than oneself
        # (G1: a seat handed to a substitute is not judged, its count starts anew)
        if name in replaced or (
            (posts is None or posts.get(name, 0) >= min_posts)
            and votes.get(name) not in (None, ABSTAIN, name)
        ):
            if absences:
                absences.pop(name, None)
            continue
        days = absences.get(name, 0) + 1
        absences[name] = days
        if days >= settings.inactive_days:
            sleepers.append(name)
    for name in sleepers:
        work.kill(name, "sleep")
