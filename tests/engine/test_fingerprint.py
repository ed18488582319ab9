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
    "city": ("6931c61c6ab2969f87148c05c73200a7d358aa227d4ecd6cc7b008eb4550e44c", 41760),
    "hobbit": ("e24367fd6d211681b0499ae3370e4931689b604358e233cab3952114a41c7a65", 39050),
}


@pytest.mark.parametrize("ruleset", sorted(PINNED))
def test_random_games_answer_as_pinned(ruleset: str) -> None:
    assert fingerprint("engine", ruleset, GAMES) == PINNED[ruleset]
