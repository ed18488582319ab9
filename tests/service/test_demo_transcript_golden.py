"""The demo's whole transcript is pinned: seeds 1–5 of both rule sets in both languages print
exactly the stored text (`tests/golden/demo/<ruleset>-<lang>-<seed>.txt`).

The transcripts were written before the house moved, so a refactoring that changes a
single post, DM, team line or dead-chat line of a game fails here. A deliberate change of the
story regenerates them: `python -m bot demo --ruleset R --lang L --seed S > that file`.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "demo"
CASES = [
    (ruleset, lang, seed)
    for ruleset in ("city", "hobbit")
    for lang in ("ru", "en")
    for seed in range(1, 6)
]


@pytest.mark.parametrize(("ruleset", "lang", "seed"), CASES)
def test_the_demo_transcript_is_the_pinned_one(ruleset: str, lang: str, seed: int) -> None:
    args = ["--ruleset", ruleset, "--lang", lang, "--seed", str(seed)]
    done = subprocess.run(
        [sys.executable, "-m", "bot", "demo", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    expected = (GOLDEN / f"{ruleset}-{lang}-{seed}.txt").read_text(encoding="utf-8")
    assert done.stdout == expected
