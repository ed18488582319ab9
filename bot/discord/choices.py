"""Autocomplete choices, as Discord takes them: filtered by what was typed, 25 at most."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from discord import app_commands

from bot.text.i18n import Text

__all__ = ["MAX_CHOICES", "choice_list"]

MAX_CHOICES = 25  # Discord's limit for autocomplete


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
