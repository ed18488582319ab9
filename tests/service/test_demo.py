"""`python -m bot demo`: games end with a winner, the written record replays to the same outcome,
and stopping abruptly then resuming gives exactly the record of a game played straight through."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from bot.text.i18n import Localizer
from bot.text.narrative import error_text
from tests.service.stores import TEST_DATABASE_URL, postgres_database

ROOT = Path(__file__).resolve().parents[2]


def demo(*args: str) -> subprocess.CompletedProcess[str]:
    """Run the demo quietly; the finished process."""
    return subprocess.run(
        [sys.executable, "-m", "bot", "demo", "--quiet", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def sqlite(path: Path) -> str:
    """The URL of a SQLite file."""
    return f"sqlite://{path}"


@pytest.mark.parametrize(
    ("ruleset", "players", "seed"),
    [("city", 7, 1), ("city", 11, 2), ("city", 16, 3), ("hobbit", 9, 1), ("hobbit", 13, 2)],
)
def test_the_demo_ends_with_a_winner_and_its_record_replays_to_it(
    tmp_path: Path, ruleset: str, players: int, seed: int
) -> None:
    record = tmp_path / "record.json"
    done = demo(
        "--ruleset", ruleset, "--players", str(players), "--seed", str(seed),
        "--lang", "en", "--record-out", str(record),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    data = json.loads(record.read_text())
    outcome = engine.replay(engine.load_record(json.dumps(data)))
    assert outcome["winner"] is not None
    assert done.stdout.strip().splitlines()[-2].startswith("Demo: game 1 is over.")


@pytest.mark.parametrize(
    ("ruleset", "players", "seed", "stop"),
    [("city", 10, 4, "night:2"), ("city", 9, 5, "day:1"), ("hobbit", 12, 6, "night:2")],
)
def test_stop_after_a_phase_then_resume_gives_the_straight_through_record(
    tmp_path: Path, ruleset: str, players: int, seed: int, stop: str
) -> None:
    game = ("--ruleset", ruleset, "--players", str(players), "--seed", str(seed))
    straight = tmp_path / "straight.json"
    resumed = tmp_path / "resumed.json"
    done = demo(*game, "--db", sqlite(tmp_path / "a.sqlite3"), "--record-out", str(straight))
    assert done.returncode == 0, done.stderr[-3000:]

    crashed = demo(*game, "--db", sqlite(tmp_path / "b.sqlite3"), "--stop-after", stop)
    assert crashed.returncode == 3, crashed.stderr[-3000:]
    done = demo("--db", sqlite(tmp_path / "b.sqlite3"), "--resume", "--record-out", str(resumed))
    assert done.returncode == 0, done.stderr[-3000:]

    assert json.loads(resumed.read_text()) == json.loads(straight.read_text())


@pytest.mark.skipif(not TEST_DATABASE_URL, reason="needs PostgreSQL (TEST_DATABASE_URL)")
def test_the_demo_stops_and_resumes_on_postgresql(tmp_path: Path) -> None:
    game = ("--ruleset", "city", "--players", "9", "--seed", "8")
    straight = tmp_path / "straight.json"
    resumed = tmp_path / "resumed.json"
    assert demo(*game, "--record-out", str(straight)).returncode == 0
    with postgres_database("demo") as url:
        assert demo(*game, "--db", url, "--stop-after", "night:2").returncode == 3
        done = demo("--db", url, "--resume", "--record-out", str(resumed))
        assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(resumed.read_text()) == json.loads(straight.read_text())


def test_the_demo_refuses_a_table_too_small_with_the_localized_error() -> None:
    done = demo("--players", "5", "--lang", "en")
    assert done.returncode == 2
    expected = error_text("too_few_players", {"count": 5, "minimum": 6}, "city")
    assert done.stderr.strip() == Localizer().render(expected, "en")
