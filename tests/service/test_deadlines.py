"""Clock-time deadlines, pure: a phase runs to the next clock time of the server's
zone, never shorter than the minimum, whatever daylight-saving time does in between."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest

from bot.service.clock.deadlines import clock_time, phase_deadline, zone_name

BERLIN = ZoneInfo("Europe/Berlin")
MOSCOW = ZoneInfo("Europe/Moscow")
EIGHT_PM = time(20, 0)


def local(zone: ZoneInfo, *parts: int) -> datetime:
    return datetime(*parts, tzinfo=zone)  # type: ignore[misc]


def test_without_a_clock_time_a_phase_lasts_its_minutes() -> None:
    start = datetime(2027, 3, 27, 12, 0, tzinfo=UTC)
    assert phase_deadline(start, 90) == start + timedelta(minutes=90)


def test_a_day_runs_to_the_next_clock_time_in_the_servers_zone() -> None:
    start = local(MOSCOW, 2027, 5, 3, 10, 0)
    end = phase_deadline(start, 60, ends_at=EIGHT_PM, zone=MOSCOW, min_minutes=60)
    assert end == local(MOSCOW, 2027, 5, 3, 20, 0) and end.tzinfo == UTC
    assert end == datetime(2027, 5, 3, 17, 0, tzinfo=UTC)  # Moscow is UTC+3 all year


def test_the_minimum_length_pushes_the_deadline_to_the_next_day() -> None:
    start = local(MOSCOW, 2027, 5, 3, 19, 30)  # 30 minutes before 20:00, the minimum is 60
    end = phase_deadline(start, 60, ends_at=EIGHT_PM, zone=MOSCOW, min_minutes=60)
    assert end == local(MOSCOW, 2027, 5, 4, 20, 0)


def test_a_phase_that_starts_exactly_at_the_clock_time_with_no_minimum_ends_at_once() -> None:
    start = local(MOSCOW, 2027, 5, 3, 20, 0)
    assert phase_deadline(start, 60, ends_at=EIGHT_PM, zone=MOSCOW) == start


def test_a_day_across_the_spring_change_in_berlin_lasts_23_hours() -> None:
    start = local(BERLIN, 2027, 3, 27, 20, 0)  # Saturday; the clocks go forward on Sunday 02:00
    end = phase_deadline(start, 60, ends_at=EIGHT_PM, zone=BERLIN, min_minutes=60)
    assert end == local(BERLIN, 2027, 3, 28, 20, 0)
    assert end - start == timedelta(hours=23)
    assert end == datetime(2027, 3, 28, 18, 0, tzinfo=UTC)  # CEST, UTC+2


def test_a_day_across_the_autumn_change_in_berlin_lasts_25_hours() -> None:
    start = local(BERLIN, 2027, 10, 30, 20, 0)  # the clocks go back on Sunday 03:00
    end = phase_deadline(start, 60, ends_at=EIGHT_PM, zone=BERLIN, min_minutes=60)
    assert end == local(BERLIN, 2027, 10, 31, 20, 0)
    assert end - start == timedelta(hours=25)
    assert end == datetime(2027, 10, 31, 19, 0, tzinfo=UTC)  # CET, UTC+1


def test_a_time_inside_the_skipped_hour_ends_when_the_skipped_hour_ends() -> None:
    start = local(BERLIN, 2027, 3, 27, 20, 0)  # 02:00-03:00 on the 28th does not exist
    end = phase_deadline(start, 60, ends_at=time(2, 30), zone=BERLIN, min_minutes=60)
    assert end == datetime(2027, 3, 28, 1, 0, tzinfo=UTC)  # 03:00 CEST, the first instant after
    assert end.astimezone(BERLIN).strftime("%H:%M") == "03:00"


def test_a_time_that_comes_twice_is_its_first_occurrence() -> None:
    start = local(BERLIN, 2027, 10, 30, 20, 0)  # 02:00-03:00 on the 31st comes twice
    end = phase_deadline(start, 60, ends_at=time(2, 30), zone=BERLIN, min_minutes=60)
    assert end == datetime(2027, 10, 31, 0, 30, tzinfo=UTC)  # 02:30 CEST, not CET


def test_a_night_that_ends_in_the_morning_runs_over_midnight() -> None:
    start = local(BERLIN, 2027, 3, 27, 20, 0)
    end = phase_deadline(start, 20, ends_at=time(10, 0), zone=BERLIN, min_minutes=60)
    assert end == local(BERLIN, 2027, 3, 28, 10, 0)
    assert end - start == timedelta(hours=13)  # 14 hours on the clock, one of them skipped


@pytest.mark.parametrize(
    ("text", "expected"),
    [("20:00", time(20, 0)), ("9:30", time(9, 30)), ("09.30", time(9, 30)), ("00:00", time(0))],
)
def test_clock_times_are_read_as_hours_and_minutes(text: str, expected: time) -> None:
    assert clock_time(text) == expected


@pytest.mark.parametrize(
    "text", ["25:00", "24:00", "20:60", "8pm", "", "20", "-1:00", "２０:00", "９:30"]
)
def test_what_is_no_clock_time_is_refused(text: str) -> None:
    assert clock_time(text) is None


def test_zone_names_are_iana_names_in_any_case() -> None:
    assert zone_name("europe/berlin") == "Europe/Berlin"
    assert zone_name(" Europe/Moscow ") == "Europe/Moscow"
    assert zone_name("Mars/Olympus") is None
    assert zone_name("../etc/passwd") is None
