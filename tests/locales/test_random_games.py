"""Random games of both rule sets, played by the engine's simulator: every post, private message,
role card and final post the narrative makes for them renders in both languages."""

from __future__ import annotations

import random

import pytest

import engine
from bot.text.i18n import Localizer, Text
from bot.text.narrative import (
    ARKENSTONE,
    CARD_COUNTERS,
    CARD_FLAGS,
    CARD_HIDDEN,
    CARD_TOKENS,
    game_over,
    phase_started,
    private_items,
    role_card,
    summary,
)
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
            found = {i.get("target") for i in items if i.get("type") == "seek" and i.get("found")}
            said_twice = [i for i in items if i.get("type") == "met" and i.get("player") in found]
            # no item type left untold; a find is not followed by "you know each other" (U6)
            assert len(told.get(name, [])) == len(items) - len(said_twice), items
        for texts in told.values():
            render_both(localizer, texts)
        for name in after.alive:
            render_both(localizer, role_card(after, name))
        game = after
    if game.winner is not None:
        render_both(localizer, game_over(game))


@pytest.mark.parametrize("ruleset", ["city", "hobbit"])
def test_every_counter_and_flag_on_a_card_is_shown_or_known_to_be_bookkeeping(
    ruleset: str,
) -> None:
    shown_counters = set(CARD_COUNTERS) | set(CARD_TOKENS)
    shown_flags = set(CARD_FLAGS) | {ARKENSTONE}
    unknown: set[str] = set()
    for seed in range(20):
        game = engine.new_game(engine.deal(ruleset, NAMES[: 6 + seed % 11], seed))
        _, inputs = play_random_game(game, random.Random(seed))
        for phase_input in inputs:
            game, _ = game.resolve(phase_input)
            for name in game.names:
                card = game.card(name)
                unknown |= set(card.counters) - shown_counters
                unknown |= {
                    flag
                    for flag in card.flags
                    if flag not in shown_flags and flag.split(":")[0] not in CARD_HIDDEN
                }
    assert unknown == set()
