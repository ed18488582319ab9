"""The engine answers exactly as before on random games (tests/engine/fingerprint.py).

The digests were taken from the engine before it was made faster (issue 15, item 7). A change
that alters what the engine answers changes them: when that change is meant (a new ruling, a new
role), print the new digests with `python -m tests.engine.fingerprint --games 12` and pin them
here, saying why in the commit.
"""

from __future__ import annotations

import pytest

from tests.engine.fingerprint import fingerprint

GAMES = 12
PINNED = {
    "city": ("be0bd9764c9c240a430b66e49b50ad51327c13980fd1e63fee3b6949a0ac2fc4", 41760),
    "hobbit": ("c69d388dcc8ab4e44b82ccc4e2ae7288fef926e158fdc1577e389aa4ca57e0b0", 39050),
}


@pytest.mark.parametrize("ruleset", sorted(PINNED))
def test_random_games_answer_as_pinned(ruleset: str) -> None:
    assert fingerprint("engine", ruleset, GAMES) == PINNED[ruleset]
