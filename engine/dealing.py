"""Presets and dealing: a seeded shuffle of a role list onto seats."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.errors import EngineError
from engine.ruleset import Ruleset, get_ruleset
from engine.types import Settings, Setup

_DEFAULT_SETTINGS = Settings()  # frozen: one instance serves every deal without settings


def preset(ruleset: str, n_players: int) -> tuple[str, ...]:
    """The preset role list of `ruleset` for `n_players` seats (6..30)."""
    rules = get_ruleset(ruleset)
    _check_count(rules, n_players)
    return rules.preset(n_players)


def _check_count(rules: Ruleset, n_players: int) -> None:
    if not rules.min_players <= n_players <= rules.max_players:
        raise EngineError(
            "player_count",
            {"count": n_players, "minimum": rules.min_players, "maximum": rules.max_players},
        )


def check_roles(ruleset: str, roles: Sequence[str]) -> EngineError | None:
    """Why no deal could make this role list (a saved setup), or None: the table size it needs
    (`player_count`), then the rule set's own checks (unknown_role, duplicate_role, a camp
    missing …), exactly as `deal` checks a host's list for that many seats."""
    rules = get_ruleset(ruleset)
    try:
        _check_count(rules, len(roles))
        rules.validate_roles(list(roles))
    except EngineError as error:
        return error
    return None


def deal(
    ruleset: str,
    names: Sequence[str],
    seed: int,
    roles: Sequence[str] | None = None,
    settings: Settings | None = None,
    items: Sequence[tuple[str, str]] | None = None,
) -> Setup:
    """Shuffle roles onto seats with `random.Random(seed)`; raises EngineError on a bad setup."""
    rules = get_ruleset(ruleset)
    seen: set[str] = set()
    for name in names:
        if name in seen:
            raise EngineError("duplicate_player", {"player": name})
        seen.add(name)
    if roles is None:
        role_list = list(preset(ruleset, len(names)))
    else:
        _check_count(rules, len(names))
        role_list = list(roles)
        if len(role_list) != len(names):
            raise EngineError("role_count", {"count": len(role_list), "expected": len(names)})
    rules.validate_roles(role_list)
    rng = random.Random(seed)
    rng.shuffle(role_list)
    players = tuple(zip(names, role_list, strict=True))
    dealt = tuple(items) if items is not None else rules.deal_items(rng, players)
    rules.validate_items(dealt, players)
    return Setup(ruleset, players, settings or _DEFAULT_SETTINGS, seed, dealt)
