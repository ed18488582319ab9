"""Reading a scheduled start's time: `bot.service.clock.start_times`."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from bot.service.clock.start_times import start_time

MOSCOW = ZoneInfo("Europe/Moscow")
NOW = datetime(2026, 12, 6, 20, 30, tzinfo=MOSCOW).astimezone(UTC)  # 20:30 in Moscow


def moscow(*parts: int) -> datetime:
    return datetime(*parts, tzinfo=MOSCOW).astimezone(UTC)


def test_a_clock_time_alone_is_its_next_coming() -> None:
    assert start_time("21:00", NOW, MOSCOW) == moscow(2026, 12, 6, 21, 0)
    assert start_time("20:00", NOW, MOSCOW) == moscow(2026, 12, 7, 20, 0)  # tomorrow's
    assert start_time("9.30", NOW, MOSCOW) == moscow(2026, 12, 7, 9, 30)


@pytest.mark.parametrize(
    "text", ["24.12 20:00", "24.12.2026 20:00", "2026-12-24 20:00", "20:00 24.12", "24/12, 20:00"]
)
def test_a_date_and_a_time_are_that_instant_in_the_zone(text: str) -> None:
    assert start_time(text, NOW, MOSCOW) == moscow(2026, 12, 24, 20, 0)


def test_a_date_gone_by_is_read_as_written_for_the_caller_to_refuse() -> None:
    found = start_time("01.01.2020 20:00", NOW, MOSCOW)
    assert found == moscow(2020, 1, 1, 20, 0) and found < NOW


@pytest.mark.parametrize("text", ["", "завтра", "25:00", "31.02 20:00", "24.12", "1 2 3"])
def test_what_names_no_instant_is_none(text: str) -> None:
    assert start_time(text, NOW, MOSCOW) is None
