"""What the whole table is told after a phase, from the phase's result and the little of the game
it was resolved on (SPEC section 1), for `engine.announcement`, without importing `Game`; and how
often the table was told each kind of news so far (`Game.told_counts`).

A game keeps counts, not its announcements, so that its state stays the size of its table
whatever its length. The kinds of news counted (each a key of the counts, absent while zero):

- `night_deaths`: nights somebody left;
- `quiet_nights`: nights nobody left and no failed kill was announced;
- `ties`: days the vote tied and nobody was lynched (R1);
- `no_lynches`: days nobody was picked without a tie;
- `lynches`: days one player was picked and died of it;
- `leavers`: players who left the game, one each;
- each public notice of the rule set (`kill_failed` …): phases that announced it.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from types import MappingProxyType

from engine.hooks import PastState
from engine.ruleset import Ruleset
from engine.types import Announcement, PhaseResult


def role_history(setup_roles: Mapping[str, str], name: str, role: str) -> tuple[str, ...]:
    """The roles `name` has held, first to `role` (the one held now or at death): a role taken
    over (the Actor's `become` R10, the Deputy's promotion R13) shows the one dealt before it."""
    dealt = setup_roles.get(name, role)
    return (role,) if dealt == role else (dealt, role)


def tell(result: PhaseResult, before: PastState, rules: Ruleset) -> Announcement:
    """The public side of `result`, resolved on `before`, by the game's `reveal` setting: `role`
    tells the leavers' roles (with their histories), `camp` only their camps, `none` nothing."""
    left = tuple(death.player for death in result.deaths)
    reveal = before.setup.settings.reveal
    at_death = [(result.revealed.get(name) or before.roles[name], name) for name in left]
    histories: list[tuple[str, ...]] = []
    camps: list[str] = []
    if reveal == "role":  # SPEC 1: every leaver's role is told
        dealt = dict(before.setup.players) if left else {}
        histories = [role_history(dealt, name, role) for role, name in at_death]
    elif reveal == "camp":  # a forum table's rule: only the camp is told
        camps = [rules.camp_of(role) for role, _ in at_death]
    # SPEC 1: names and roles apart, the roles (or camps) in an order that tells nothing
    histories.sort()
    histories.sort(key=lambda history: history[-1])
    camps.sort()
    emptied: tuple[str, ...] = ()
    if left and reveal != "none":  # a dark game does not tell a camp's end either
        gone = set(left)
        living = {rules.camp_of(before.roles[n]) for n in before.alive if n not in gone}
        lost = (rules.camp_of(role) for role, _ in at_death)
        emptied = tuple(dict.fromkeys(camp for camp in lost if camp not in living))
    notices = tuple(key for key in rules.notices if result.public.get(key))
    day = result.phase.kind == "day"
    by_lynch = {death.player for death in result.deaths if death.cause == "lynch"}
    told = (rules.told_causes if day else frozenset()) | {"removed"}  # R90: told in any phase
    return Announcement(
        ruleset=before.setup.ruleset,
        phase=result.phase,
        left=left,
        lynched=result.lynched,
        lynch_failed=tuple(name for name in result.lynched if name not in by_lynch),
        told=tuple(death for death in result.deaths if death.cause in told),
        untold=tuple(
            death.player
            for death in result.deaths
            if not day or (death.cause != "lynch" and death.cause not in told)
        ),
        roles=tuple(history[-1] for history in histories),
        notices=notices,
        camps=tuple(camps),
        reveal=reveal,
        histories=tuple(histories),
        emptied=emptied,
        tie=day and result.tie,
        votes=result.votes if day else 0,
    )


def counted(counts: Mapping[str, int], told: Announcement) -> Mapping[str, int]:
    """`counts` (see the module docstring) with the news of one announced phase added."""
    if told.phase.kind == "night":
        kind = _night_news(len(told.left), told.notices)
    else:
        kind = _day_news(len(told.lynched), bool(told.lynch_failed), told.tie)
    return _added(counts, kind, len(told.left), told.notices)


def counted_result(
    counts: Mapping[str, int], result: PhaseResult, rules: Ruleset
) -> Mapping[str, int]:
    """`counts` with the news of `result` added: what `counted` adds for its announcement, read
    from the result itself (the announcement is not built: a resolution asks this every phase)."""
    public, deaths = result.public, result.deaths
    notices = [key for key in rules.notices if public.get(key)] if public else ()
    if result.phase.kind == "night":
        kind = _night_news(len(deaths), notices)
    else:
        lynched = result.lynched
        failed = len(lynched) == 1 and not any(
            death.player == lynched[0] and death.cause == "lynch" for death in deaths
        )
        kind = _day_news(len(lynched), failed, result.tie)
    return _added(counts, kind, len(deaths), notices)


def _night_news(left: int, notices: Collection[str]) -> str | None:
    if left:
        return "night_deaths"
    return None if "kill_failed" in notices else "quiet_nights"


def _day_news(lynched: int, lynch_failed: bool, tie: bool) -> str | None:
    if not lynched:
        return "ties" if tie else "no_lynches"
    return "lynches" if lynched == 1 and not lynch_failed else None


def _added(
    counts: Mapping[str, int], kind: str | None, left: int, notices: Collection[str]
) -> Mapping[str, int]:
    news = dict(counts)
    if kind is not None:
        news[kind] = news.get(kind, 0) + 1
    if left:
        news["leavers"] = news.get("leavers", 0) + left
    for notice in notices:
        news[notice] = news.get(notice, 0) + 1
    return MappingProxyType(news)
