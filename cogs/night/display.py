"""How /act shows argument values: players by name, roles and camps by their localized names."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from discord import app_commands

import engine
from bot.text import narrative
from bot.text.i18n import Text
from cogs.night.values import KEY, Slot

__all__ = ["choice_list", "display", "value_args", "value_args_of"]

MAX_CHOICES = 25  # Discord's limit for autocomplete


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


def choice_list(
    named: Sequence[tuple[str, Text | str]],
    current: str,
    render: Callable[[Text], str],
) -> list[app_commands.Choice[str]]:
    """Autocomplete choices whose name or value contains what was typed (at most 25)."""
    typed = current.strip().lower()
    found: list[app_commands.Choice[str]] = []
    for value, name in named:
        shown = render(name) if isinstance(name, Text) else name
        if typed and typed not in shown.lower() and typed not in value.lower():
            continue
        found.append(app_commands.Choice(name=shown[:100], value=value[:100]))
        if len(found) == MAX_CHOICES:
            break
    return found


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
