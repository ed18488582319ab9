"""Estimates played in worker processes: seeded and repeatable, lopsided setups seen as such, a
Doctor's swing with the sign a host expects, shared runs, and failures reported, never hung."""

from __future__ import annotations

import asyncio
import time
from collections import Counter

import pytest

from bot.balance.errors import BalanceError
from bot.balance.estimator import Estimator
from bot.balance.games import Batch, play_batch
from bot.balance.report import Estimate
from bot.balance.request import BalanceRequest, balance_request
from bot.balance.runner import PlayBatch, WorkerPool
from tests.balance import workers

LOPSIDED = ["mafioso", "detective", "doctor", *["citizen"] * 12]
SMALL_TABLE = ["mafioso", "mafioso", "detective", "doctor", "citizen", "citizen", "citizen"]


async def _estimate(request: BalanceRequest) -> Estimate:
    estimator = Estimator(WorkerPool(1))
    try:
        return await estimator.estimate(request)
    finally:
        await estimator.close()


async def test_the_same_seed_gives_the_same_estimate_as_the_games_played_in_one_process() -> None:
    request = balance_request("hobbit", players=8, games=24, swing_games=6, seed=3)
    first, second = await asyncio.gather(_estimate(request), _estimate(request))
    assert first.to_json() == second.to_json()
    direct = play_batch(Batch("hobbit", request.roles, request.settings, tuple(request.seeds(24))))
    wins = Counter(game.winner for game in direct)
    camps = first.to_json()["camps"]
    assert {camp: share["count"] for camp, share in camps.items()} == {
        camp: wins[camp] for camp in camps
    }


async def test_a_lopsided_setup_is_estimated_as_lopsided() -> None:
    estimate = await _estimate(balance_request("city", LOPSIDED, games=200, swing_games=0))
    civilians, mafia = estimate.camps["civilians"], estimate.camps["mafia"]
    assert civilians.low > 0.5  # the interval leaves out an even game
    assert civilians.low > mafia.high
    assert estimate.swings == ()


async def test_a_doctor_helps_the_civilians() -> None:
    estimate = await _estimate(balance_request("city", SMALL_TABLE, games=200, swing_games=200))
    swings = {swing.role: swing for swing in estimate.swings}
    doctor = swings["doctor"]
    assert (doctor.camp, doctor.replacement) == ("civilians", "citizen")
    assert doctor.swing is not None and doctor.low is not None and doctor.high is not None
    assert doctor.before is not None and doctor.after is not None
    assert doctor.swing > 0 and doctor.before.games == doctor.after.games == 200
    assert doctor.low < doctor.swing < doctor.high
    assert set(swings) == {"doctor", "detective"}  # the plain roles are not swapped


async def test_two_requests_for_one_setup_share_one_run() -> None:
    estimator = Estimator(WorkerPool(1))
    request = balance_request("city", players=8, games=20, swing_games=0)
    try:
        first, second = await asyncio.gather(
            estimator.estimate(request), estimator.estimate(request)
        )
        assert first is second and estimator.runs == 1
        assert await estimator.estimate(request) is first and estimator.runs == 1
        other = balance_request("city", players=8, games=20, swing_games=0, seed=1)
        await estimator.estimate(other)
        assert estimator.runs == 2
    finally:
        await estimator.close()


@pytest.mark.parametrize("play", [workers.raising, workers.dying])
async def test_a_failing_worker_is_reported(play: PlayBatch) -> None:
    estimator = Estimator(WorkerPool(1, play), timeout=60)
    request = balance_request("city", players=8, games=10, swing_games=0)
    try:
        with pytest.raises(BalanceError) as caught:
            await estimator.estimate(request)
        assert caught.value == BalanceError("balance_failed")
        estimator.pool.play = play_batch  # the next request starts new workers and succeeds
        estimate = await estimator.estimate(request)
        assert estimate.request == request and estimator.runs == 2
    finally:
        await estimator.close()


async def test_a_hung_worker_times_out_instead_of_hanging() -> None:
    estimator = Estimator(WorkerPool(1, workers.hanging), timeout=3)
    request = balance_request("city", players=8, games=10, swing_games=0)
    started = time.monotonic()
    try:
        with pytest.raises(BalanceError) as caught:
            await estimator.estimate(request)
    finally:
        await estimator.close()
    assert caught.value == BalanceError("balance_timeout", {"seconds": 3})
    assert time.monotonic() - started < 30
