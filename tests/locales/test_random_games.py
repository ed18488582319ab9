"""Random games of both rule sets, played by the engine's simulator: every post, private message,
role card and final post the narrative makes for them renders in both languages."""

from __future__ import annotations

import random

import pytest

import engine
from bot.i18n import Localizer, Text
from bot.narrative import game_over, phase_started, private_items, role_card, summary
from engine.simulate import play_random_game

NAMES = [f"Player{i}" for i in range(1, 17)]


@pytest.fixture(scope="module")
def localizer() -> Localizer:
    return Localizer(strict=True)


def render_both(localizer: Localizer, texts: list[Text]) -> None:
    for text in texts:
        for lang in ("ru", "en"):
            assert localizer.render(text, lang)


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("ruleset", ["city", "hobbit"])
def test_a_random_game_is_told_without_a_missing_message(
    localizer: Localizer, ruleset: str, seed: int
) -> None:
    names = NAMES[: 6 + seed]
    game = engine.new_game(engine.deal(ruleset, names, seed))
    _, inputs = play_random_game(game, random.Random(seed))
    for phase_input in inputs:
        after, result = game.resolve(phase_input)
        render_both(localizer, summary(result, game, after))
        render_both(localizer, phase_started(after))
        told = private_items(result)
        for name, items in result.private.items():
            assert len(told.get(name, [])) == len(items), items  # no item type left untold
        for texts in told.values():
            render_both(localizer, texts)
        for name in after.alive:
            render_both(localizer, role_card(after, name))
        game = after
    if game.winner is not None:
        render_both(localizer, game_over(game))
