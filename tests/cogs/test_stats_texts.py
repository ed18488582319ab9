"""The /stats answers' wording (cogs/stats/texts.py), without Discord: averages to one decimal in
each language's way, real time in its two largest units, leaderboard places from 1, a user who
left named as such, and a draw named as one."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.discord.text import render
from bot.store.stats import (
    Leaderboard,
    LeaderRow,
    LongestGame,
    RulesetSummary,
    ServerSummary,
)
from bot.text.i18n import Localizer
from cogs.stats.texts import average_days, duration, leaderboard_texts, server_texts


@pytest.mark.parametrize(
    ("days", "ru", "en"),
    [
        (1.0, "1 игровые сутки", "1 game day"),
        (3.46, "3,5 игровых суток", "3.5 game days"),
        (5.0, "5 игровых суток", "5 game days"),
        (21.04, "21 игровые сутки", "21 game days"),
    ],
)
def test_an_average_length_in_game_days_reads_naturally(
    localizer: Localizer, days: float, ru: str, en: str
) -> None:
    assert localizer.render(average_days(days), "ru") == ru
    assert localizer.render(average_days(days), "en") == en


@pytest.mark.parametrize(
    ("seconds", "en"),
    [(59, "1min"), (8100, "2h 15min"), (93_600, "1d 2h"), (0, "0min")],
)
def test_real_time_is_shown_in_its_two_largest_units(
    localizer: Localizer, seconds: float, en: str
) -> None:
    assert localizer.render(duration(seconds), "en") == en


def test_leaderboard_places_start_at_one_and_a_departed_user_is_named_so(
    localizer: Localizer,
) -> None:
    board = Leaderboard((LeaderRow(1, 8, 5), LeaderRow(2, 3, 1)), (LeaderRow(1, 8, 5),), 5)
    text = render(localizer, leaderboard_texts(board, {1: "Anna"}), "en", separator="\n")
    assert "1. Anna — 5 wins in 8" in text and "2. (no longer on the server) — 1 win in 3" in text
    assert "1. Anna — 62% (5 of 8)" in text


def test_the_servers_draws_and_longest_game_are_named(localizer: Localizer) -> None:
    summary = ServerSummary(
        (RulesetSummary("city", 2, (("civilians", 1), ("draw", 1)), 2.5, 3600.0),),
        LongestGame(7, 2, "city", "draw", 3, 7200, 8, datetime(2026, 12, 1, tzinfo=UTC)),
    )
    text = render(localizer, server_texts(summary), "ru", separator="\n")
    assert "Победы: мирные жители — 1 и ничьи — 1." in text
    assert "Самая долгая игра — №2 (Город, 8 игроков): 3 игровых суток, 2 ч 0 мин; ничья." in text
