"""When a scheduled start is: "20:00", "24.12 20:00", "24.12.2026 20:00" or
"2026-12-24 20:00", read on the clocks of the server's time zone.

Pure (no store, no timers). A clock time alone is its next coming (at 23:00, "01:00" is
tomorrow's); a date with a time is that instant, which may lie in the past (the caller refuses
it). A date without a year is this year's in the zone.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

from bot.service.clock.deadlines import clock_time, next_clock_time

__all__ = ["start_time"]

_DOTTED = re.compile(r"^(\d{1,2})[./](\d{1,2})(?:[./](\d{4}))?$", re.ASCII)  # 24.12[.2026]
_ISO = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$", re.ASCII)  # 2026-12-24


def _date(text: str, today: date) -> date | None:
    """The date written as "24.12", "24.12.2026", "24/12" or "2026-12-24"; None when none."""
    dotted, iso = _DOTTED.match(text), _ISO.match(text)
    try:
        if dotted is not None:
            year = int(dotted.group(3)) if dotted.group(3) else today.year
            return date(year, int(dotted.group(2)), int(dotted.group(1)))
        if iso is not None:
            return date(int(iso.group(1)), int(iso.group(2)), int(iso.group(3)))
    except ValueError:  # 31.02
        return None
    return None


def start_time(text: str, now: datetime, zone: ZoneInfo) -> datetime | None:
    """The instant (UTC) that `text` names on the clocks of `zone`, seen at `now` (aware): a
    clock time alone is its next coming at or after `now`; a date and a clock time (either
    order) is that instant, past or not. None when `text` names no instant."""
    words = text.replace(",", " ").split()
    if len(words) == 1:
        at = clock_time(words[0])
        return None if at is None else next_clock_time(now, at, zone)
    if len(words) != 2:
        return None
    today = now.astimezone(zone).date()
    for day_text, time_text in (words, words[::-1]):
        day, at = _date(day_text, today), clock_time(time_text)
        if day is not None and at is not None:
            start = datetime.combine(day, datetime.min.time(), tzinfo=zone)
            # the first instant the clocks show `at` that day (a skipped hour: its end)
            return next_clock_time(start.astimezone(UTC), at, zone)
    return None
