"""How /act shows argument values: players by name, roles and camps by their localized names."""

from __future__ import annotations

from collections.abc import Mapping

import engine
from bot.discord.labels import label_index, read_typed
from bot.text import narrative
from bot.text.i18n import SORTED_LIST_ID, Arg, Localizer, Text
from cogs.night.values import KEY, Slot, slots

__all__ = ["display", "request_text", "typed_values", "value_args", "value_args_of"]


def display(slot: Slot, value: str, ruleset: str) -> Text | str:
    """The name a value is shown by."""
    if slot.kind == KEY:
        return Text(f"discord-arg-{value}")
    if slot.kind == "bool":
        return Text("discord-value-yes" if value == "true" else "discord-value-no")
    if value in engine.roles(ruleset):
        return narrative.role_name(value, ruleset)
    if value in engine.camps(ruleset):
        return narrative.camp_name(value, ruleset)
    return value


def value_args(
    slot: Slot, ruleset: str, fallback_players: tuple[str, ...] = ()
) -> list[tuple[str, Text | str]]:
    """(value, display name) of every legal value of a slot: the choices the engine offers (a
    yes/no, or a borrowed verb's players, when it offers none)."""
    values = slot.choices
    if not values:
        values = {"bool": ("true", "false"), "player": fallback_players}.get(slot.kind, ())
    return [(value, display(slot, value, ruleset)) for value in values]


def value_args_of(value: object, ruleset: str) -> tuple[Text | str, ...]:
    """The parts of a recorded value, for display (role ids as role names)."""
    if isinstance(value, dict):
        parts: list[Text | str] = []
        for item in value.values():
            parts += value_args_of(item, ruleset)
        return tuple(parts)
    if isinstance(value, list | tuple):
        return tuple(p for item in value for p in value_args_of(item, ruleset))
    if value is True:
        return ()
    return (display(Slot("value", "any"), str(value), ruleset),)


_LABELLED = frozenset({"to", "digit", "share_smaug", "shield", "hint", "role", "suggest", "order"})
"""Argument names (engine.verb_slots) whose part says what it is ("новая цель — Boris")."""


def request_text(
    value: object, ruleset: str, names: Mapping[str, str] | None = None
) -> Text | None:
    """A recorded value as its parts, comma-separated: "Anna, новая цель — Boris", "Anna, цифра 2"
    (a list of players reads "Anna и Boris"); None when there is nothing to show (`ring: true`).
    `names`: who plays each handed-over seat now, named beside the seat ("Гоша (теперь играет
    Кирилл)")."""
    parts = value_parts(value, ruleset, names=names)
    if not parts:
        return None
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = Text("discord-act-parts", {"first": part, "rest": joined})
    return joined


def value_parts(
    value: object, ruleset: str, key: str = "", names: Mapping[str, str] | None = None
) -> list[Text]:
    """The parts of a recorded value, for display: each argument by its name (role ids as role
    names, yes/no in words, a handed-over seat with who plays it now)."""
    names = names or {}
    if isinstance(value, dict):
        return [
            part
            for name, item in value.items()
            for part in value_parts(item, ruleset, str(name), names)
        ]
    if value is True and not key:
        return []
    if isinstance(value, list | tuple):
        shown: Arg = tuple(_shown(item, ruleset, names) for item in value)
        if len(set(map(str, value))) < len(value):  # P2: two secret votes for one: "Anna ×2"
            shown = Text(SORTED_LIST_ID, {"items": shown})
    else:
        shown = _shown(value, ruleset, names)
    label = f"discord-act-part-{key}" if key in _LABELLED else "discord-act-part"
    return [Text(label, {"value": shown})]


def _shown(value: object, ruleset: str, names: Mapping[str, str]) -> Text | str:
    if isinstance(value, bool):
        return Text("discord-value-yes" if value else "discord-value-no")
    shown = display(Slot("value", "any"), str(value), ruleset)
    if isinstance(shown, str) and shown in names:  # a player's seat, handed over
        return Text("forms-seat-played-by", {"player": shown, "user": names[shown]})
    return shown


def typed_values(
    ruleset: str, verb: str, given: tuple[str | None, ...], localizer: Localizer
) -> list[str]:
    """W4: the positional options of `/act` with every typed role, side or key read back as its id
    («Врач» or «доктор» -> `doctor`, «свободные народы» -> `civilians`, «приказ» -> `order`);
    players, digits and yes/no stay as typed. A word that names nothing stays too (the engine
    refuses it)."""
    read: list[str] = []
    for raw in (g.strip() for g in given if g is not None and g.strip()):
        layout = slots(ruleset, verb, read)
        if len(read) < len(layout) and layout[len(read)].kind in ("role", "choice", KEY):
            slot = layout[len(read)]
            choices = slot.choices or (tuple(engine.roles(ruleset)) if slot.kind == "role" else ())
            named = value_args(Slot(slot.name, slot.kind, choices), ruleset)
            alias = {"role": "role", KEY: "key"}.get(slot.kind)
            raw = read_typed(raw, label_index(named, localizer, alias, {"ruleset": ruleset}))
        read.append(raw)
    return read
