"""The engine answers exactly as before on random games (tests/engine/fingerprint.py).

The digests were taken from the engine before it was made faster. A change
that alters what the engine answers changes them: when that change is meant (a new ruling, a new
role), print the new digests with `python -m tests.engine.fingerprint --games 12` and pin them
here, saying why in the commit.
"""

from __future__ import annotations

import pytest

from tests.engine.fingerprint import fingerprint

GAMES = 12
PINNED = {
    "city": ("2137a428fa12486053f3838f9720f7f8e23a5fbc178aa8be57db42699a2b7d22", 41760),
    "hobbit": ("c688b1c9d321e763ded4c4dd868d24f6035811d2a6d3781c3babbcac36b93bf6", 39050),
}


@pytest.mark.parametrize("ruleset", sorted(PINNED))
def test_random_games_answer_as_pinned(ruleset: str) -> None:
    assert fingerprint("engine", ruleset, GAMES) == PINNED[ruleset]
