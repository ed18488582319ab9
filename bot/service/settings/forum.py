"""A forum game's clock, from the settings it kept at its opening: the clock times its phases
end at and the time zone they are read in (the settings themselves are declared in `schema.py`)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import time
from zoneinfo import ZoneInfo

from bot.service.clock.deadlines import clock_time, time_zone
from bot.service.settings.schema import Config

__all__ = ["ends_at", "game_zone"]


def ends_at(settings: Mapping[str, object], kind: str) -> time | None:
    """The clock time at which a game's phases of `kind` ("day" | "night") end, or None."""
    setting = Config.day_ends if kind == "day" else Config.night_ends
    return clock_time(setting.kept(settings) or "-")


def game_zone(settings: Mapping[str, object]) -> ZoneInfo:
    """The time zone of a game's clock times."""
    return time_zone(Config.timezone.kept(settings))
