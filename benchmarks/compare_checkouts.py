"""Every benchmark of `benchmarks/`, run in two checkouts of the project in turn (the old one
first, then this one, `--repeat` times), so that a change is measured against its base on the
same machine in one run (the machine is shared and noisy: figures from two runs do not compare).

    python benchmarks/compare_checkouts.py --old /path/to/old/checkout [--repeat 3] [--only NAME]

Each benchmark is run by its own checkout's script (an interface may have changed between them)
with the arguments below, and the figures named below are read from its JSON. Prints JSON: for
each figure the old and new runs, their medians, and `ratio_old_over_new` of the time (for a
rate, new rate over old rate: above 1, this checkout is faster). A benchmark that fails in either
checkout is reported with its error, not dropped.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parents[1]
SQLITE = "sqlite (WAL, synchronous=NORMAL)"


@dataclass(frozen=True)
class Figure:
    """One number read from a benchmark's JSON: its path of keys, and whether it is a time
    (lower is better) or a rate (higher is better)."""

    path: tuple[str, ...]
    rate: bool = False


@dataclass(frozen=True)
class Bench:
    """One benchmark script, its arguments, and the figures compared."""

    script: str
    args: tuple[str, ...]
    figures: tuple[Figure, ...]


BENCHES: dict[str, Bench] = {
    "submit_statements": Bench(
        "submit_statements",
        ("--games", "30", "--runs", "3"),
        (
            Figure((SQLITE, "act", "per_second_median", "new"), rate=True),
            Figure((SQLITE, "vote", "per_second_median", "new"), rate=True),
        ),
    ),
    "batch_due_at_once": Bench(
        "batch_bench",
        ("--games", "300", "--runs", "3", "--only", "sqlite"),
        (Figure(("sqlite", "seconds_median", "new")),),
    ),
    "batch_startup": Bench(
        "batch_bench",
        ("--startup", "300", "--runs", "1", "--only", "sqlite"),
        (Figure(("sqlite", "seconds_median", "new")),),
    ),
    "service_bench": Bench(
        "service_bench",
        ("--games", "100", "--runs", "3"),
        (
            Figure((SQLITE, "accepted_actions", "per_second_median", "new"), rate=True),
            Figure((SQLITE, "resolution_alone_ms", "median")),
            Figure((SQLITE, "resolution_together_ms", "median")),
            Figure((SQLITE, "delivery_ms_each")),
        ),
    ),
    "cold_rebuild": Bench(
        "cold_rebuild",
        ("--runs", "10"),
        (
            Figure(("sqlite", "median_ms", "new_snapshot_day1")),
            Figure(("sqlite", "median_ms", "new_snapshot_day20")),
        ),
    ),
    "stats_bench": Bench(
        "stats_bench",
        ("--games", "300", "--users", "60", "--rounds", "3"),
        (
            Figure(("server", "sql_median_ms")),
            Figure(("player", "sql_median_ms")),
            Figure(("leaderboard", "sql_median_ms")),
        ),
    ),
    "forms_bench": Bench(
        "forms_bench",
        ("--rounds", "3"),
        (
            Figure(("build_ms_per_form_city", "median")),
            Figure(("build_ms_per_form_hobbit", "median")),
        ),
    ),
}


def run(checkout: Path, bench: Bench) -> dict[str, Any]:
    """The benchmark's JSON from `checkout`'s own script (SQLite only: no TEST_DATABASE_URL)."""
    environ = {key: value for key, value in os.environ.items() if key != "TEST_DATABASE_URL"}
    environ["PYTHONPATH"] = str(checkout)  # the checkout's own packages, not an installed copy
    done = subprocess.run(
        [sys.executable, f"benchmarks/{bench.script}.py", *bench.args],
        cwd=checkout,
        env=environ,
        capture_output=True,
        text=True,
        timeout=1800,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-2000:])
    figures: dict[str, Any] = json.loads(done.stdout)
    return figures


def read(figures: dict[str, Any], path: tuple[str, ...]) -> float:
    """The number at `path` in a benchmark's JSON."""
    value: Any = figures
    for key in path:
        value = value[key]
    return float(value)


def compare(old: Path, new: Path, name: str, bench: Bench, repeat: int) -> dict[str, Any]:
    """Old and new runs of one benchmark, in turn, and each figure's medians and ratio."""
    runs: dict[str, list[dict[str, Any]]] = {"old": [], "new": []}
    try:
        for _ in range(repeat):
            runs["old"].append(run(old, bench))
            runs["new"].append(run(new, bench))
    except (RuntimeError, subprocess.TimeoutExpired, json.JSONDecodeError) as failed:
        return {"error": str(failed)}
    report: dict[str, Any] = {"args": " ".join(bench.args), "repeat": repeat}
    for figure in bench.figures:
        try:
            values = {side: [read(one, figure.path) for one in runs[side]] for side in runs}
        except (KeyError, TypeError, ValueError) as missing:
            report[".".join(figure.path)] = {"error": f"not in the JSON: {missing}"}
            continue
        medians = {side: statistics.median(values[side]) for side in values}
        if figure.rate:
            ratio = medians["new"] / medians["old"] if medians["old"] else float("nan")
        else:
            ratio = medians["old"] / medians["new"] if medians["new"] else float("nan")
        report[".".join(figure.path)] = {
            "kind": "rate" if figure.rate else "time",
            "old_runs": values["old"],
            "new_runs": values["new"],
            "median": medians,
            "ratio_old_over_new": round(ratio, 3),
        }
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--old", type=Path, required=True, help="the base checkout")
    parser.add_argument("--new", type=Path, default=HERE, help="this checkout (default)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--only", action="append", choices=sorted(BENCHES))
    options = parser.parse_args()
    names = options.only or sorted(BENCHES)
    report = {
        name: compare(options.old, options.new, name, BENCHES[name], options.repeat)
        for name in names
    }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
