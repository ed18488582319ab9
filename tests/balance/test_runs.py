"""Where and how long an estimate runs: one worker per core less one (at least one), stopped
well within the 15 minutes Discord gives a follow-up; and an estimate kept as JSON reads back
as the same estimate, role swings (measured or not) included."""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor

import pytest

from bot.balance.estimator import TIMEOUT
from bot.balance.games import Played
from bot.balance.plan import swaps
from bot.balance.report import Estimate, summarize
from bot.balance.request import balance_request
from bot.balance.runner import default_workers
from bot.balance.texts import estimate_lines
from bot.service import GameService

DISCORD_FOLLOW_UP_SECONDS = 15 * 60


@pytest.mark.parametrize(("cores", "workers"), [(1, 1), (2, 1), (4, 3), (16, 15)])
def test_workers_are_one_per_core_less_one(
    monkeypatch: pytest.MonkeyPatch, cores: int, workers: int
) -> None:
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: set(range(cores)), raising=False)
    assert default_workers() == workers


def test_an_estimate_is_stopped_before_discord_forgets_the_follow_up() -> None:
    assert TIMEOUT < DISCORD_FOLLOW_UP_SECONDS


def test_an_estimate_kept_as_json_reads_back_the_same() -> None:
    request = balance_request("hobbit", players=10, games=9, swing_games=3)
    winners = [
        "mafia",
        "civilians",
        "draw",
        None,
        "civilians",
        "loner",
        "mafia",
        "civilians",
        "civilians",
    ]
    played = [Played(winner, 2 + i % 3) for i, winner in enumerate(winners)]
    swapped = [(swap, played[:3] if swap.playable else []) for swap in swaps(request)]
    estimate = summarize(request, request.key, "v", played, swapped)
    assert any(swing.swing is not None for swing in estimate.swings)
    again = Estimate.from_json(request, estimate.to_json())
    assert again.to_json() == estimate.to_json()
    assert again.camps == estimate.camps and again.draws == estimate.draws
    assert estimate_lines(again) == estimate_lines(estimate)


async def test_the_services_estimates_play_in_worker_processes_one_per_core_less_one() -> None:
    estimates = GameService().estimates
    pool = estimates.estimator.pool
    assert pool.workers == default_workers()
    try:
        assert isinstance(pool._pool(), ProcessPoolExecutor)
    finally:
        await estimates.close()
