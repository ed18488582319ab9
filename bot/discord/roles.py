"""The host's role list as role ids: every way a role may be named (`role_names`), and a typed
list read with them (`parse_roles`); `/game start` and `/setup save` both take one."""

from __future__ import annotations

import re
from collections.abc import Mapping

import engine
from bot.discord.labels import label_index
from bot.text import narrative
from bot.text.i18n import LANGUAGES, Localizer

__all__ = ["parse_roles", "role_names"]

_REPEAT = re.compile(r"^(?P<role>.+?)\s*\*\s*(?P<count>\d{1,2})$")


def role_names(ruleset: str, localizer: Localizer) -> dict[str, str]:
    """Every way a host may name a role of `ruleset`: its id, its Russian and English names and
    the aliases players use (`alias-role-<id>`: «доктор»), lowercase, «ё» folded to «е» -> the
    role id."""
    names: dict[str, str] = {}
    for role in engine.roles(ruleset):
        names[role] = role
        for language in LANGUAGES:
            name = localizer.render(narrative.role_name(role, ruleset), language)
            names[_folded(name)] = role
    named = ((role, narrative.role_name(role, ruleset)) for role in engine.roles(ruleset))
    for word, role in label_index(named, localizer, "role", {"ruleset": ruleset}).items():
        names.setdefault(word, role)  # W6: the aliases players use («доктор» for the Врач)
    return names


def _folded(name: str) -> str:
    """A role name as looked up: lowercase, «ё» as «е» (hosts type «минер» for «Минёр»)."""
    return name.lower().replace("ё", "е")


def parse_roles(text: str | None, names: Mapping[str, str] | None = None) -> list[str] | None:
    """The host's role list as role ids, in order; None or blank: the preset.

    `"boss, doctor, citizen*3"` or `"Босс, Врач, Мирный житель*3"` (`*N` repeats; with commas or
    semicolons names may contain spaces, else items are split on spaces). Names are looked up in
    `names` (see `role_names`); anything else is passed on as it is, and the engine refuses it
    when the game is dealt (unknown_role, role_count …)."""
    if text is None or not text.strip():
        return None
    text = _folded(text.strip())
    separators = r"[,;]+" if re.search(r"[,;]", text) else r"\s+"
    roles: list[str] = []
    for raw in re.split(separators, text):
        item = " ".join(raw.split())
        if not item:
            continue
        count = 1
        repeat = _REPEAT.match(item)
        if repeat:
            item, count = repeat["role"].strip(), int(repeat["count"])
        roles += [(names or {}).get(item, item)] * count
    return roles
