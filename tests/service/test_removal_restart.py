"""R90 across a restart: a player the host removed is refused at once until the phase of the
removal resolves, also by a process that started after the removal (it reads the removals of
each running game's phase again when it resumes)."""

from __future__ import annotations

import pytest

import engine
from bot.store.models import Submission
from tests.service.helpers import host, new_service, player, seated_game

QUIET = {"inactive_days": 0, "stalemate_cycles": 0}


async def test_r90_a_restart_still_refuses_the_removed_players_vote_at_once(store: str) -> None:
    before, _ = new_service(instance="before")
    await before.settings.set_configs(host(), QUIET)
    game_id = await seated_game(before, players=8)
    await before.lifecycle.resume()
    await before.host.end_phase(host())  # a quiet night 1: day 1 begins
    state = await before.queries.engine_state(game_id)
    assert state.phase == engine.Phase("day", 1)
    removed = state.names[2]
    await before.discipline.remove(host(), removed)
    await before.lifecycle.close()

    restarted, _ = new_service(instance="after")
    await restarted.lifecycle.resume()
    with pytest.raises(engine.EngineError) as refusal:
        await restarted.play.vote(player(2), state.names[0])
    assert refusal.value.code == "removed_player"
    assert await Submission.filter(game_id=game_id, kind="vote").count() == 0
    await restarted.lifecycle.close()
