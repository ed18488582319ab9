"""The forum-game settings (issue 11) as one text, for `/config show` and `/rules`."""

from __future__ import annotations

from collections.abc import Mapping

from bot.text.i18n import Arg, Text

__all__ = ["forum_settings_text"]

_CHOICES = ("vote_visibility", "vote_changes", "reveal")


def forum_settings_text(values: Mapping[str, object]) -> Text:
    """The table rules a forum game runs by: time zone, clock times (or "by the length"), the
    shortest phase, the vote count's visibility, vote changes, what a death shows, warnings."""
    args: dict[str, Arg] = {
        "timezone": str(values.get("timezone", "")),
        "min_phase_minutes": int(str(values.get("min_phase_minutes", 0) or 0)),
        "warn_absent": Text("forum-yes" if values.get("warn_absent") else "forum-no"),
    }
    for key in ("day_ends", "night_ends"):
        at = str(values.get(key) or "")
        args[key] = at if at else Text("forum-by-minutes")
    for key in _CHOICES:
        args[key] = Text(f"choice-{key}-{values.get(key)}")
    return Text("forum-settings", args)
