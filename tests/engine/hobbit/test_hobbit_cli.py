"""`python -m engine replay` handles hobbit records with the same output format (SPEC 5.2)."""

import json
import subprocess
import sys
from pathlib import Path

import engine
from tests.engine.hobbit.hobbit_helpers import record_text

ROOT = Path(__file__).resolve().parents[3]


def replay_cli(path: Path) -> subprocess.CompletedProcess[str]:
    """`python -m engine replay PATH` in a child process."""
    return subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_cli_replays_a_hobbit_record_exactly_as_the_api(tmp_path: Path) -> None:
    text = record_text(
        "- night: {Thorin: {seek: Dale}, Azog: {kill: Thorin}, Bilbo: {search: Smaug}}\n"
        "- day: {votes: {Dale: Smaug, Esgar: Smaug}, actions: {Bard: {shoot: Smaug}}}\n"
        "- night: {Gollum: {kill: Bilbo}}\n"
    )
    path = tmp_path / "game.yaml"
    path.write_text(text, encoding="utf-8")
    done = replay_cli(path)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out == engine.replay(engine.load_record(text))
    assert out["ruleset"] == "hobbit"
    assert [p["deaths"] for p in out["phases"]] == [
        [{"player": "Azog", "cause": "ricochet"}],
        [],
        [{"player": "Smaug", "cause": "arrow"}, {"player": "Bilbo", "cause": "gollum"}],
    ]


def test_cli_refuses_an_arkenstone_on_an_orc(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(record_text("- night: {}", items={"arkenstone": "Azog"}), encoding="utf-8")
    done = replay_cli(path)
    assert done.returncode == 2
    assert "bad_item" in done.stderr
