"""Properties over random sequences of submissions: the service adds nothing and loses nothing.

Whatever order players send, replace and re-send actions and votes in, the input stored for the
phase is exactly the last accepted value of each (player, verb), and the stored result is what the
engine gives for that input."""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from bot.service import GameService
from bot.store import connection as db
from bot.store.models import Resolution
from engine.simulate import pick_value
from tests.service.helpers import NAMES, new_service, player, random_for, seated_game
from tests.service.stores import migrated_sqlite


async def _send_random(
    service: GameService, game_id: int, data: st.DataObject
) -> dict[str, dict[str, object]]:
    """Random acts (and by day votes) from random living players; the last accepted per verb."""
    state = await service.queries.engine_state(game_id)
    last: dict[str, dict[str, object]] = {}
    for _ in range(data.draw(st.integers(0, 25), label="sends")):
        name = data.draw(st.sampled_from(state.alive), label="player")
        options = state.options(name)
        choices = ["vote"] if state.phase.kind == "day" else []
        choices += [option.verb for option in options]
        if not choices:
            continue
        verb = data.draw(st.sampled_from(choices), label="verb")
        caller = player(NAMES.index(name))
        try:
            if verb == "vote":
                target = data.draw(st.sampled_from((*state.alive, "abstain")), label="target")
                accepted = (await service.play.vote(caller, target)).accepted
            else:
                option = next(o for o in options if o.verb == verb)
                rng = random_for(data.draw(st.integers(0, 2**16), label="seed"), state.phase, 0)
                accepted = await service.play.act(caller, verb, pick_value(state, option, rng))
        except engine.EngineError:
            continue
        if accepted.phase == state.phase:
            last.setdefault(name, {})[verb] = accepted.value
    return last


async def _scenario(data: st.DataObject, seed: int, day: bool, folder: Path) -> None:
    await db.open_store(migrated_sqlite(folder / "store.sqlite3"))
    try:
        service, _ = new_service()
        game_id = await seated_game(service, players=9, seed=seed)
        if day:
            await service.resolver.resolve_phase(game_id)
        before = await service.queries.engine_state(game_id)
        if before.winner is not None:
            return
        last = await _send_random(service, game_id, data)
        await service.resolver.resolve_phase(game_id, before.phase)
        stored = await Resolution.get(
            game_id=game_id, phase_kind=before.phase.kind, phase_number=before.phase.number
        )
        votes = {name: verbs.pop("vote") for name, verbs in last.items() if "vote" in verbs}
        actions = {name: verbs for name, verbs in last.items() if verbs}
        assert stored.input["actions"] == actions
        assert stored.input["votes"] == votes
        _, expected = before.resolve(
            engine.PhaseInput(actions=actions, votes=votes, posts=stored.input["posts"])  # type: ignore[arg-type]
        )
        assert stored.result == expected.to_json()
    finally:
        await db.close_store()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 50), day=st.booleans())
def test_the_stored_input_is_the_last_accepted_value_of_each_player_and_verb(
    data: st.DataObject, seed: int, day: bool
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(_scenario(data, seed, day, Path(folder)))
