"""What is public and what is private after a phase (SPEC section 1, R56): the announcement the
whole table gets, and each private item as its player is told it."""

from __future__ import annotations

from collections.abc import Mapping

from engine.hooks import GameState, PastState
from engine.ruleset import Ruleset, get_ruleset
from engine.types import Announcement, PhaseResult, Told

FAILABLE_ITEMS: frozenset[str] = frozenset(
    {"check", "boss_check", "compare", "watch", "search", "scout", "seek", "hunt"}
)
"""Private item types that may say only "failed" (SPEC 5.2 `failed: true`)."""


def role_history(setup_roles: Mapping[str, str], name: str, role: str) -> tuple[str, ...]:
    """The roles `name` has held, first to `role` (the one held now or at death): a role taken
    over (the Actor's `become`, the Deputy's promotion) shows the one dealt before it."""
    dealt = setup_roles.get(name, role)
    return (role,) if dealt == role else (dealt, role)


def announcement(result: PhaseResult, before: GameState) -> Announcement:
    """The public side of `result`, resolved on the game `before`."""
    return tell(result, before, get_ruleset(before.setup.ruleset))


def tell(result: PhaseResult, before: PastState, rules: Ruleset) -> Announcement:
    """`announcement` with the rule set object at hand (the game's own chronicle uses it)."""
    left = tuple(death.player for death in result.deaths)
    revealed = [(result.revealed.get(name) or before.roles[name], name) for name in left]
    dealt = dict(before.setup.players) if left else {}
    histories = [role_history(dealt, name, role) for role, name in revealed]
    if len(left) > 1:
        # SPEC 1: names and roles apart, the roles in an order that tells nothing
        histories.sort()
        histories.sort(key=lambda history: history[-1])
    roles = tuple(history[-1] for history in histories)
    emptied: tuple[str, ...] = ()
    if left:
        gone = set(left)
        living = {rules.camp_of(before.roles[n]) for n in before.alive if n not in gone}
        camps = (rules.camp_of(role) for role, _ in revealed)
        emptied = tuple(dict.fromkeys(camp for camp in camps if camp not in living))
    notices = tuple(key for key in rules.notices if result.public.get(key))
    day = result.phase.kind == "day"
    by_lynch = {death.player for death in result.deaths if death.cause == "lynch"}
    told = rules.told_causes if day else frozenset()
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
        roles=roles,
        notices=notices,
        histories=tuple(histories),
        emptied=emptied,
        tie=day and result.tie,
    )


def told_item(item: Mapping[str, object]) -> Told:
    """One private item of SPEC 5.2 (`result.private`, already without R56's leavers)."""
    kind = str(item.get("type", ""))
    failed = item.get("failed") is True or (kind == "compare" and item.get("result") == "failed")
    fields = {key: value for key, value in item.items() if key not in ("type", "failed")}
    return Told(kind, failed and kind in FAILABLE_ITEMS, fields)
