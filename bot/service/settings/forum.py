"""The forum-game settings (issue 11) a game keeps from its opening: clock-time deadlines, the
vote count's visibility, the absence warning. The rules' own choices (`vote_changes`, `reveal`)
are engine settings (`engine.Settings`); these only schedule and show."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import time
from types import MappingProxyType
from zoneinfo import ZoneInfo

from bot.service.clock.deadlines import clock_time, time_zone, zone_name

__all__ = [
    "FORUM_DEFAULTS",
    "FORUM_KEYS",
    "OFF",
    "VISIBILITIES",
    "check_forum_value",
    "ends_at",
    "forum_value",
    "game_zone",
]

VISIBILITIES = ("open", "counts", "hidden")
"""`vote_visibility`: every vote with its voter; the counts without names; nothing until the
deadline (the full tally is posted at the deadline)."""

OFF = ""
"""A phase kind without a clock time: it lasts its minutes."""

FORUM_DEFAULTS: Mapping[str, object] = MappingProxyType(
    {
        "timezone": "Europe/Moscow",
        "day_ends": OFF,
        "night_ends": OFF,
        "min_phase_minutes": 60,
        "vote_visibility": "open",
        "warn_absent": True,
    }
)
FORUM_KEYS = tuple(FORUM_DEFAULTS)


def check_forum_value(key: str, value: object) -> object:
    """`value` of a forum setting, normalized ("europe/berlin" -> "Europe/Berlin", "9:30" ->
    "09:30", "off" -> ""); ValueError when it is not allowed."""
    if key == "timezone":
        name = zone_name(str(value))
        if name is None:
            raise ValueError(key)
        return name
    if key in ("day_ends", "night_ends"):
        text = str(value).strip()
        if text.casefold() in ("", "off", "-", "нет", "выкл"):
            return OFF
        at = clock_time(text)
        if at is None:
            raise ValueError(key)
        return at.strftime("%H:%M")
    if key == "vote_visibility" and value not in VISIBILITIES:
        raise ValueError(key)
    return value


def forum_value(settings: Mapping[str, object], key: str) -> object:
    """A forum setting of a game (one opened before the setting existed: its default)."""
    return settings.get(key, FORUM_DEFAULTS[key])


def ends_at(settings: Mapping[str, object], kind: str) -> time | None:
    """The clock time at which a game's phases of `kind` ("day" | "night") end, or None."""
    return clock_time(str(forum_value(settings, f"{kind}_ends")) or "-")


def game_zone(settings: Mapping[str, object]) -> ZoneInfo:
    """The time zone of a game's clock times."""
    return time_zone(str(forum_value(settings, "timezone")))
