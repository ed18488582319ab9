"""When a phase ends: after its length, or at the next clock time of the server's time zone.

Pure scheduling (no store, no timers): `phase_deadline` is what `PhaseClock` stores on the game
row. A forum table says "the day ends at 20:00 Moscow time": the phase then runs to the next
20:00 in that zone that leaves it at least the minimum length, whatever daylight-saving time does
in between (zoneinfo, with the `tzdata` package where the system has no zone files).
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, time, timedelta
from functools import cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

__all__ = [
    "clock_time",
    "next_clock_time",
    "phase_deadline",
    "time_zone",
    "zone_name",
    "zone_names",
]

_CLOCK = re.compile(r"^([01]?\d|2[0-3])[:.]([0-5]\d)$", re.ASCII)


def clock_time(text: str) -> time | None:
    """A wall-clock time from "20:00", "9:30" or "09.30"; None when it is none ("25:00")."""
    found = _CLOCK.match(text.strip())
    if found is None:
        return None
    return time(int(found.group(1)), int(found.group(2)))


@cache
def _zone_names() -> dict[str, str]:
    return {name.casefold(): name for name in available_timezones()}


def zone_names() -> list[str]:
    """Every IANA time zone name, sorted."""
    return sorted(_zone_names().values())


def zone_name(text: str) -> str | None:
    """The IANA name of a time zone ("europe/berlin" -> "Europe/Berlin"); None when unknown."""
    return _zone_names().get(text.strip().casefold())


def time_zone(name: str) -> ZoneInfo:
    """The time zone `name` (an IANA name); UTC for an unknown one (a stored value is checked
    when it is set, so this only guards against a zone dropped from a later tzdata)."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


def _instant(day: datetime, at: time, zone: ZoneInfo) -> datetime:
    """The instant when the clocks of `zone` show `at` on the date of `day`. A time that comes
    twice (the clocks go back) is its first occurrence; a time the clocks skip (they go forward)
    is the end of the skipped hour: the first instant after it."""
    local = datetime.combine(day.date(), at, tzinfo=zone)
    first = local.astimezone(UTC)  # fold 0: the offset before a change
    if first.astimezone(zone).replace(tzinfo=None) == local.replace(tzinfo=None):
        return first
    # a skipped wall time: fold 1 reads it with the offset after the change, an instant before
    # the change; the change (on a whole second) lies between the two readings
    low = int(local.replace(fold=1).astimezone(UTC).timestamp())  # before the change
    high = int(first.timestamp())  # after it
    after = first.astimezone(zone).utcoffset()
    while high - low > 1:
        middle = (low + high) // 2
        if datetime.fromtimestamp(middle, zone).utcoffset() == after:
            high = middle
        else:
            low = middle
    return datetime.fromtimestamp(high, UTC)


def next_clock_time(earliest: datetime, at: time, zone: ZoneInfo) -> datetime:
    """The first instant at or after `earliest` when the clocks of `zone` show `at` (UTC)."""
    day = earliest.astimezone(zone)
    for offset in range(3):  # today, tomorrow, or (after a skipped time) the day after
        candidate = _instant(day + timedelta(days=offset), at, zone)
        if candidate >= earliest:
            return candidate
    raise AssertionError("a wall-clock time comes at least once in three days")  # pragma: no cover


def phase_deadline(
    start: datetime,
    minutes: float,
    *,
    ends_at: time | None = None,
    zone: ZoneInfo | None = None,
    min_minutes: float = 0.0,
) -> datetime:
    """When a phase that begins at `start` (aware) ends: `minutes` later; or, with a clock time
    `ends_at`, the next time the clocks of `zone` show it, at least `min_minutes` after `start`
    (a day that begins at 19:30 with "day ends 20:00" and a 60-minute minimum runs to 20:00 of
    the next day). A clock time's result is in UTC."""
    if ends_at is None:
        return start + timedelta(minutes=minutes)
    earliest = start + timedelta(minutes=min_minutes)
    return next_clock_time(earliest, ends_at, zone or ZoneInfo("UTC"))
