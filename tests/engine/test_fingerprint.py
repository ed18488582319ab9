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
    "city": ("58803137457975982744d2398d2120a14675fbcc684bc547ec4a70ea73db1a1e", 41760),
    "hobbit": ("0fc91d9b60779ddd10197a36cabca92b66bfd7dc66512c99769468ecda889db3", 39050),
}


@pytest.mark.parametrize("ruleset", sorted(PINNED))
def test_random_games_answer_as_pinned(ruleset: str) -> None:
    assert fingerprint("engine", ruleset, GAMES) == PINNED[ruleset]
