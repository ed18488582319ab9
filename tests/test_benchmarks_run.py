"""Every benchmark of the service still runs and prints its JSON figures (tiny sizes, SQLite
only): a change of the code a benchmark drives (its baselines subclass the service) breaks here,
not when the figures are next measured. The figures themselves are not checked: they are
measured on a quiet machine, never asserted in tests."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

TINY = {
    "submit_statements": ["--games", "2", "--runs", "1"],
    "batch_bench": ["--games", "3", "--runs", "2", "--only", "sqlite"],
    "batch_bench_startup": ["--startup", "3", "--runs", "1", "--only", "sqlite"],
    "service_bench": ["--games", "3", "--runs", "1"],
    "cold_rebuild": ["--runs", "1"],
    "stats_bench": ["--games", "20", "--users", "30", "--rounds", "1"],
    "trace_bench": ["--rounds", "1"],
    "seal_bench": ["--games", "2"],
    "balance_bench": ["--games", "4", "--players", "8", "--idle", "0.2"],
    "balance_latency_bench": ["--games", "2", "--estimate-games", "100"],
    "discord_deadline": ["--games", "5", "--runs", "1"],
    "review_page_bench": ["--runs", "1", "--players", "8"],
}


@pytest.mark.parametrize("name", sorted(TINY))
def test_the_benchmark_runs_and_prints_its_figures_as_json(name: str) -> None:
    script = ROOT / "benchmarks" / f"{name.removesuffix('_startup')}.py"
    environ = {key: value for key, value in os.environ.items() if key != "TEST_DATABASE_URL"}
    done = subprocess.run(
        [sys.executable, str(script), *TINY[name]],
        cwd=ROOT,
        env=environ,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    figures = json.loads(done.stdout)
    assert isinstance(figures, dict) and figures
