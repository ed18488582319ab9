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
    "city": ("fcecbdacee4ad5e8f2aa44a99391bbbd574446beced388fbf38b35e3d6fe3641", 41760),
    "hobbit": ("d63cd32c4984c9c9a23e3732eaed547dd4487efc6384b66e73c30044af38266a", 39050),
}


@pytest.mark.parametrize("ruleset", sorted(PINNED))
def test_random_games_answer_as_pinned(ruleset: str) -> None:
    assert fingerprint("engine", ruleset, GAMES) == PINNED[ruleset]
