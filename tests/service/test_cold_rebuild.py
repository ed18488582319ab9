"""A game's state is rebuilt from the snapshot stored with its last resolution, and equals the
replay of its whole record; a game over leaves the process's memory."""

from __future__ import annotations

import pytest

from bot.store.models import RUNNING, Game, Resolution
from bot.store.replay import rebuild, rebuild_many, replay
from tests.service.helpers import new_service, play_phase, seated_game


@pytest.mark.parametrize(("ruleset", "players", "seed"), [("city", 12, 3), ("hobbit", 10, 8)])
async def test_a_rebuild_from_the_snapshot_equals_the_replay_of_the_whole_record(
    store: str, ruleset: str, players: int, seed: int
) -> None:
    service, _ = new_service()
    game_id = await seated_game(service, players=players, ruleset=ruleset, seed=seed)
    phases = 0
    while (game := await Game.get(id=game_id)).state == RUNNING:
        assert (
            await rebuild(game) == await replay(game) == await service.queries.engine_state(game_id)
        )
        await play_phase(service, game_id)
        phases += 1
    assert phases >= 2
    assert await rebuild(game) == await replay(game)  # over: the last snapshot has the winner
    assert await Resolution.filter(game_id=game_id, state__isnull=True).count() == 0


async def test_many_games_are_rebuilt_together_and_a_lost_snapshot_falls_back_to_the_record(
    store: str,
) -> None:
    service, _ = new_service()
    ids = [await seated_game(service, players=8, seed=s, channel=20 + s) for s in range(1, 5)]
    for game_id in ids:
        for _ in range(2):
            if (await Game.get(id=game_id)).state == RUNNING:
                await play_phase(service, game_id)
    await Resolution.filter(game_id=ids[0]).update(state=None)  # stored before snapshots
    await Resolution.filter(game_id=ids[1]).update(state={"version": -1})  # an unknown layout
    games = await Game.filter(id__in=ids)
    states = await rebuild_many(games)
    for game in games:
        assert states[game.id] == await replay(game)


async def test_a_game_over_leaves_the_cache_the_locks_and_the_known_seats(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service, players=8, seed=11)
    for _ in range(60):
        if (await Game.get(id=game_id)).state != RUNNING:
            break
        await play_phase(service, game_id)
        if (await Game.get(id=game_id)).state == RUNNING:
            assert service.engines.get(game_id) is not None
            assert any(ref.game_id == game_id for ref in service.seats.values())
    assert (await Game.get(id=game_id)).state != RUNNING
    await service.queries.engine_state(game_id)  # read again after the end: not kept
    assert service.engines.get(game_id) is None
    assert game_id not in service.locks and not service.delivery.holds_lock(game_id)
    assert not any(ref.game_id == game_id for ref in service.seats.values())
