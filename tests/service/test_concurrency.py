"""Concurrency: simultaneous submissions, votes racing a resolution, two services racing to
resolve one phase. Nothing lost, nothing applied twice, each phase resolved exactly once."""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

import pytest

import engine
from bot.service import GameService
from bot.service.ports.calls import Accepted
from bot.service.ports.errors import ServiceError
from bot.store import connection as db
from bot.store.models import RUNNING, VOTE, Announcement, Game, Resolution, Submission
from tests.service.helpers import HOST, NAMES, new_service, one_target_action, player, seated_game
from tests.service.stores import TEST_DATABASE_URL, clear_tables

ROOT = Path(__file__).resolve().parents[2]


async def test_simultaneous_actions_from_one_player_chain_into_exactly_one_active(
    store: str,
) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    state = await service.queries.engine_state(game_id)
    name, verb, targets = one_target_action(state)
    caller = player(NAMES.index(name))
    sends = [target for _ in range(4) for target in targets]
    results = await asyncio.gather(*(service.play.act(caller, verb, t) for t in sends))

    assert all(isinstance(result, Accepted) for result in results)
    rows = await Submission.filter(game_id=game_id, player=name, verb=verb).order_by("id")
    assert len(rows) == len(sends)
    assert [row.active for row in rows].count(True) == 1 and rows[-1].active
    assert [row.replaces_id for row in rows[1:]] == [row.id for row in rows[:-1]]  # type: ignore[attr-defined]


async def test_votes_arriving_while_the_day_is_resolved_are_counted_or_refused_never_lost(
    store: str,
) -> None:
    service, _ = new_service()
    game_id = await seated_game(service, seed=11)
    assert await service.resolver.resolve_phase(game_id)
    state = await service.queries.engine_state(game_id)
    assert state.phase.kind == "day"
    voters = list(state.alive)
    day = state.phase
    half = len(voters) // 2

    async def vote(name: str) -> Accepted | Exception:
        try:
            return await service.play.vote(player(NAMES.index(name)), voters[0])
        except (ServiceError, engine.EngineError) as error:
            return error

    results = await asyncio.gather(
        *(vote(name) for name in voters[:half]),
        service.resolver.resolve_phase(game_id, day),
        *(vote(name) for name in voters[half:]),
    )
    outcomes = [r for r in results if not isinstance(r, bool)]
    accepted = {r.player: r.value for r in outcomes if isinstance(r, Accepted)}
    refused = [r for r in outcomes if not isinstance(r, Accepted)]
    assert len(accepted) + len(refused) == len(voters)
    stored = await Resolution.get(game_id=game_id, phase_kind="day", phase_number=day.number)
    assert stored.input["votes"] == accepted  # every accepted vote counted, no refused one
    active = await Submission.filter(
        game_id=game_id, kind=VOTE, phase_number=day.number, active=True
    ).count()
    assert active == len(accepted)


async def test_two_services_racing_to_resolve_the_same_phase_resolve_it_once(store: str) -> None:
    first, first_table = new_service(instance="first")
    second, second_table = new_service(instance="second")
    game_id = await seated_game(first, seed=13)
    for _ in range(6):
        game = await Game.get(id=game_id)
        if game.state != RUNNING:
            break
        phase = engine.Phase(game.phase_kind, game.phase_number)  # type: ignore[arg-type]
        outcomes = await asyncio.gather(
            first.resolver.resolve_phase(game_id, phase),
            second.resolver.resolve_phase(game_id, phase),
        )
        assert sorted(outcomes) == [False, True]
        count = await Resolution.filter(
            game_id=game_id, phase_kind=phase.kind, phase_number=phase.number
        ).count()
        assert count == 1
    rows = await Announcement.filter(game_id=game_id).count()
    assert await Announcement.filter(game_id=game_id, delivered=False).count() == 0
    shown = len(first_table.calls) + len(second_table.calls)
    assert rows <= shown <= rows + 1  # at most one in flight shown by both, none lost


async def test_simultaneous_votes_from_everybody_leave_one_vote_each(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service, seed=11)
    assert await service.resolver.resolve_phase(game_id)
    state = await service.queries.engine_state(game_id)
    calls = [
        service.play.vote(player(NAMES.index(name)), target)
        for target in (*state.alive, "abstain")
        for name in state.alive
    ]
    await asyncio.gather(*calls)
    rows = await Submission.filter(game_id=game_id, kind=VOTE).order_by("id")
    assert len(rows) == len(calls)
    for name in state.alive:
        mine = [row for row in rows if row.player == name]
        assert [row.active for row in mine] == [False] * (len(mine) - 1) + [True]  # the last wins
        assert [row.replaces_id for row in mine[1:]] == [row.id for row in mine[:-1]]  # type: ignore[attr-defined]


@pytest.mark.skipif(not TEST_DATABASE_URL, reason="needs PostgreSQL (TEST_DATABASE_URL)")
async def test_two_processes_on_one_postgresql_database_resolve_a_phase_once(
    postgres_url: str,
) -> None:
    await db.open_store(postgres_url)
    await clear_tables()
    try:
        service, _ = new_service()
        game_id = await seated_game(service, seed=17)
        start_at = time.time() + 2.0
        workers = [
            await asyncio.create_subprocess_exec(
                sys.executable, "-m", "tests.service.race_worker", postgres_url, str(game_id),
                "night", "1", str(start_at), f"process-{index}",
                cwd=ROOT, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
            )
            for index in range(2)
        ]  # fmt: skip
        outputs = [await worker.communicate() for worker in workers]
        assert [worker.returncode for worker in workers] == [0, 0], outputs
        said = sorted(out.decode().strip() for out, _ in outputs)
        assert said == ["resolved", "skipped"]
        assert await Resolution.filter(game_id=game_id).count() == 1
        game = await Game.get(id=game_id)
        assert (game.phase_kind, game.phase_number) == ("day", 1) or game.state != RUNNING
    finally:
        await db.close_store()


async def test_simultaneous_deliveries_show_each_announcement_once(store: str) -> None:
    service, table = new_service()
    game_id = await seated_game(service)
    state = await service.queries.engine_state(game_id)
    silent = GameService(instance="silent", time_scale=1.0)  # resolves without showing
    assert await silent.resolver.resolve_phase(game_id, state.phase)
    shown = len(table.calls)
    delivered = await asyncio.gather(*(service.delivery.deliver_pending() for _ in range(5)))
    pending = await Announcement.filter(game_id=game_id, phase_kind="night").count()
    assert sum(delivered) == pending == len(table.calls) - shown


async def test_simultaneous_joins_with_one_name_seat_exactly_one(store: str) -> None:
    service, _ = new_service()
    lobby = await service.lobby.open_lobby(HOST, "city", seed=1)
    outcomes = await asyncio.gather(
        *(service.lobby.join(player(index), "Same") for index in range(8)), return_exceptions=True
    )
    refused = [o for o in outcomes if isinstance(o, ServiceError)]
    assert len(refused) == 7 and all(error.code == "name_taken" for error in refused)
    view = await service.lobby.lobby(HOST)
    assert [seat.name for seat in view.seats] == ["Same"] and view.game_id == lobby.game_id
