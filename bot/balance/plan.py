"""The games an estimate plays: the setup itself, and for each role of it (once per role id) the
setup with that role replaced by its camp's plain role, dealt from the same seeds (the replaced
seat is the same seat), so the two differ only by the role."""

from __future__ import annotations

from dataclasses import dataclass

import engine
from bot.balance.request import BalanceRequest


def plain_role(ruleset: str, camp: str) -> str | None:
    """A camp's plain role: its only role that may be dealt many times (the city's citizen and
    mafioso, the hobbit's citizen and orc), or None (the robbers, the loner)."""
    repeatable = [
        role
        for role, info in engine.roles(ruleset).items()
        if info.camp == camp and not info.unique
    ]
    return repeatable[0] if len(repeatable) == 1 else None


@dataclass(frozen=True)
class Swap:
    """One role of the setup replaced by its camp's plain role: the role list then, or why there
    is none (no plain role in the camp: `replacement` None; no deal can make the list: `error`)."""

    role: str
    camp: str
    replacement: str | None
    roles: tuple[str, ...] = ()
    error: engine.EngineError | None = None

    @property
    def playable(self) -> bool:
        """Whether the swapped setup can be played."""
        return self.replacement is not None and self.error is None


def swaps(request: BalanceRequest) -> list[Swap]:
    """Every role id of the request, but the plain roles, replaced once, in role-list order."""
    found: list[Swap] = []
    for index, role in enumerate(request.roles):
        if role in request.roles[:index]:
            continue
        camp = engine.roles(request.ruleset)[role].camp
        plain = plain_role(request.ruleset, camp)
        if plain == role:
            continue
        if plain is None:
            found.append(Swap(role, camp, None))
            continue
        roles = (*request.roles[:index], plain, *request.roles[index + 1 :])
        error = engine.check_roles(request.ruleset, roles)
        found.append(Swap(role, camp, plain, roles if error is None else (), error))
    return found
