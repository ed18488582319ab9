"""R91 through the game service, on SQLite and PostgreSQL: with `majority_lynch` on, the vote
that gives one player counted votes from more than half of the living (a vote change, the
Chosen's secret votes) resolves the day at once through the deadline's path, marked
`ended_early` in the stored record; a majority lost before the resolution holds the lock leaves
the day running; a majority vote racing the deadline resolves the day once; the vote count
says how many votes a majority needs; off, the day runs to its deadline."""

from __future__ import annotations

import asyncio
import json

import pytest
from tortoise.connection import get_connection

import engine
from bot.service import GameService
from bot.store import games
from bot.store.models import Resolution
from bot.store.replay import stored_inputs
from bot.text.i18n import Text
from bot.text.tally import vote_count_texts
from tests.service.helpers import RecordingTable, host, new_service, player, seated_game

QUIET = {"inactive_days": 0, "stalemate_cycles": 0}
ROLES = ("chosen", "boss", "citizen", "citizen", "citizen", "citizen", "citizen", "citizen")


async def day_one(majority: bool = True) -> tuple[GameService, RecordingTable, int, engine.Game]:
    """An eight-seat city game at day 1 (a quiet night 1), with `majority_lynch` as asked."""
    service, table = new_service()
    await service.settings.set_configs(host(), {**QUIET, "majority_lynch": majority})
    game_id = await seated_game(service, roles=ROLES)
    assert await service.resolver.resolve_phase(game_id)  # night 1: nobody acted
    state = await service.queries.engine_state(game_id)
    assert state.phase == engine.Phase("day", 1) and len(state.alive) == 8
    return service, table, game_id, state


async def phase_now(game_id: int) -> engine.Phase:
    game = await games.get(game_id)
    assert game is not None
    return games.phase_of(game)


async def day_one_input(game_id: int) -> engine.PhaseInput:
    game = await games.get(game_id)
    assert game is not None
    return (await stored_inputs(game))[1]


def seat_of(state: engine.Game, role: str) -> int:
    return next(i for i, name in enumerate(state.names) if state.role(name) == role)


async def test_r91_the_fifth_of_eight_votes_ends_the_day_at_once(store: str) -> None:
    service, table, game_id, state = await day_one()
    target = state.names[7]
    for voter in range(4):
        await service.play.vote(player(voter), target)
    assert await phase_now(game_id) == engine.Phase("day", 1)  # four of eight: half, not more
    await service.play.vote(player(4), target)
    assert await phase_now(game_id) == engine.Phase("night", 2)  # resolved by that vote
    after = await service.queries.engine_state(game_id)
    assert target not in after.alive
    assert (await day_one_input(game_id)).ended_early
    said = [call for call in table.calls if call[0] == "announce"]
    assert any("table-majority-reached" in payload for _, payload in said)
    record = await service.queries.export_record(host(), game_id=game_id)
    assert record["phases"][1]["day"]["ended_early"] is True
    replayed, _ = engine.resolve_record(engine.load_record(json.dumps(record)))
    assert replayed.alive == after.alive and replayed.phase == after.phase
    await service.lifecycle.close()


async def test_r91_a_changed_vote_reaches_the_majority(store: str) -> None:
    service, _, game_id, state = await day_one()
    target, other = state.names[7], state.names[6]
    for voter in range(4):
        await service.play.vote(player(voter), target)
    await service.play.vote(player(4), other)
    assert await phase_now(game_id) == engine.Phase("day", 1)
    await service.play.vote(player(4), target)  # the change gives the fifth vote
    assert await phase_now(game_id) == engine.Phase("night", 2)
    assert (await day_one_input(game_id)).ended_early
    await service.lifecycle.close()


async def test_r91_the_chosens_secret_votes_make_the_majority(store: str) -> None:
    service, _, game_id, state = await day_one()
    chosen = seat_of(state, "chosen")
    target = next(n for i, n in enumerate(state.names) if i != chosen and i > 1)
    voters = [i for i in range(8) if i not in (chosen, state.names.index(target))][:3]
    for voter in voters:
        await service.play.vote(player(voter), target)
    assert await phase_now(game_id) == engine.Phase("day", 1)  # three public votes
    await service.play.act(player(chosen), "secret_vote", [target, target])
    assert await phase_now(game_id) == engine.Phase("night", 2)  # 3 + 2 secret of 8
    assert target not in (await service.queries.engine_state(game_id)).alive
    await service.lifecycle.close()


async def test_r91_a_majority_lost_before_the_lock_leaves_the_day_running(store: str) -> None:
    service, _, game_id, state = await day_one()
    target = state.names[7]
    checks = service.play.after_submission
    service.play.after_submission = None  # the check runs late: the votes land first
    for voter in range(5):
        await service.play.vote(player(voter), target)
    await service.play.vote(player(4), state.names[6])  # the majority is lost again
    service.play.after_submission = checks
    assert not await service.resolver.resolve_decided(game_id, engine.Phase("day", 1))
    assert await phase_now(game_id) == engine.Phase("day", 1)
    assert await service.resolver.resolve_phase(game_id)  # the deadline: run to its end
    assert not (await day_one_input(game_id)).ended_early
    await service.lifecycle.close()


async def test_r91_a_majority_vote_racing_the_deadline_resolves_the_day_once(store: str) -> None:
    service, _, game_id, state = await day_one()
    target = state.names[7]
    checks = service.play.after_submission
    service.play.after_submission = None
    for voter in range(5):
        await service.play.vote(player(voter), target)
    service.play.after_submission = checks
    day = engine.Phase("day", 1)
    await asyncio.gather(
        service.resolver.resolve_decided(game_id, day),
        service.resolver.on_deadline(game_id, "day", 1),
    )
    assert await phase_now(game_id) == engine.Phase("night", 2)
    assert await Resolution.filter(game_id=game_id, phase_kind="day").count() == 1
    assert (await day_one_input(game_id)).ended_early  # decided: marked whichever ran
    await service.lifecycle.close()


async def test_r91_off_the_day_runs_to_its_deadline(store: str) -> None:
    service, _, game_id, state = await day_one(majority=False)
    for voter in range(7):
        await service.play.vote(player(voter), state.names[7])
    assert await phase_now(game_id) == engine.Phase("day", 1)
    view = await service.queries.vote_count(player(0))
    assert view.majority is None
    assert await service.resolver.resolve_phase(game_id)
    assert not (await day_one_input(game_id)).ended_early
    await service.lifecycle.close()


async def test_r91_the_vote_count_says_how_many_votes_a_majority_needs(store: str) -> None:
    service, _, game_id, _ = await day_one()
    view = await service.queries.vote_count(player(0))
    assert view.majority == 5
    board = await service.votecount.tally_board(game_id, 1)
    assert board is not None and board.majority == 5
    assert Text("table-majority-needed", {"count": 5}) in vote_count_texts(view)
    await service.lifecycle.close()


@pytest.mark.parametrize("setting", ["majority_lynch"])
async def test_r91_a_game_keeps_majority_lynch_from_its_opening(store: str, setting: str) -> None:
    service, _, game_id, state = await day_one(majority=False)
    await service.settings.set_configs(host(), {setting: True})  # too late for this game
    for voter in range(6):
        await service.play.vote(player(voter), state.names[7])
    assert await phase_now(game_id) == engine.Phase("day", 1)
    await service.lifecycle.close()


async def test_r91_two_processes_racing_on_a_majority_resolve_the_day_once(store: str) -> None:
    service, _, game_id, state = await day_one()
    other, _ = new_service(instance="second")  # a second process on the same store
    checks = service.play.after_submission
    service.play.after_submission = None
    for voter in range(5):
        await service.play.vote(player(voter), state.names[7])
    service.play.after_submission = checks
    day = engine.Phase("day", 1)
    outcomes = await asyncio.gather(
        service.resolver.resolve_decided(game_id, day),
        other.resolver.resolve_decided(game_id, day),
        other.resolver.resolve_phase(game_id, day),  # its deadline, at the same moment
    )
    assert sum(outcomes) == 1
    assert await Resolution.filter(game_id=game_id, phase_kind="day").count() == 1
    assert await phase_now(game_id) == engine.Phase("night", 2)
    await other.lifecycle.close()
    await service.lifecycle.close()


async def statements_of_a_vote(majority: bool) -> int:
    """The statements SQLite runs for a vote that decides nothing (the voter seen before)."""
    service, _, _, state = await day_one(majority)
    await service.play.vote(player(0), state.names[7])
    seen: list[str] = []
    connection = get_connection("default")._connection  # type: ignore[attr-defined]
    await connection.set_trace_callback(seen.append)
    await service.play.vote(player(1), state.names[7])
    await connection.set_trace_callback(None)
    await service.host.stop(host())  # the channel is free for the next game
    await service.lifecycle.close()
    return len(seen)


async def test_r91_a_vote_that_decides_nothing_costs_one_read_more(store: str) -> None:
    if not store.startswith("sqlite"):
        pytest.skip("counted by SQLite's trace callback")
    without = await statements_of_a_vote(majority=False)
    with_majority = await statements_of_a_vote(majority=True)
    assert with_majority == without + 1  # the day's submissions, read without a lock
