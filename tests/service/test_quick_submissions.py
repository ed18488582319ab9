"""The quick path of `/act` and `/vote` (`Submissions._quickly`,
`bot.store.votes.store_if_current`): a call judged on the engine state in memory is stored only
while the game row, locked, is still as judged; five statements and, on SQLite, one round trip to
aiosqlite's thread; exactly one active submission however many race; refusals given on the stored
game as before."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from typing import Any, NamedTuple

import aiosqlite
import pytest
from tortoise.connection import get_connection

import engine
from bot.service import GameService
from bot.service.ports.calls import Accepted, Caller, ParsedBy
from bot.service.ports.errors import ServiceError
from bot.service.runtime import SeatRef
from bot.store import connection as db
from bot.store.models import ACTION, RUNNING, VOTE, Game, Resolution, Submission
from bot.store.votes import At, NewSubmission, store_if_current
from tests.service.helpers import (
    CHANNEL,
    HOST,
    NAMES,
    new_service,
    one_target_action,
    player,
    seated_game,
)


class Counted:
    """The statements SQLite runs (its trace callback: BEGIN and COMMIT too) and the round
    trips to aiosqlite's thread (every call goes through its queue, `_execute`)."""

    def __init__(self) -> None:
        self.statements: list[str] = []
        self.round_trips = 0

    def since(self) -> Callable[[], tuple[int, int]]:
        """A function giving (statements, round trips) since now."""
        statements, round_trips = len(self.statements), self.round_trips
        return lambda: (len(self.statements) - statements, self.round_trips - round_trips)


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counted]:
    """Counting on the SQLite store's connection (the trace callback is set by the first test
    call that awaits `attach`)."""
    seen = Counted()
    queue = aiosqlite.Connection._execute

    async def counting(connection: aiosqlite.Connection, *args: Any, **kwargs: Any) -> Any:
        seen.round_trips += 1
        return await queue(connection, *args, **kwargs)

    monkeypatch.setattr(aiosqlite.Connection, "_execute", counting)
    yield seen


async def trace(seen: Counted) -> None:
    """Send the SQLite store's statements to `seen`."""
    client = get_connection("default")
    await client._connection.set_trace_callback(seen.statements.append)  # type: ignore[attr-defined]


async def test_a_known_caller_acts_and_votes_in_five_statements_and_one_round_trip(
    counted: Counted,
) -> None:
    await db.open_store("sqlite://:memory:")
    try:
        service, _ = new_service()
        game_id = await seated_game(service)
        state = await service.queries.engine_state(game_id)
        name, verb, targets = one_target_action(state)
        caller = player(NAMES.index(name))
        await trace(counted)

        first = counted.since()
        await service.play.act(caller, verb, targets[0])  # the seat found by one read
        assert first() == (6, 2)
        again = counted.since()
        replaced = await service.play.act(caller, verb, targets[-1])
        assert again() == (5, 1)
        assert replaced.replaced == targets[0]
        begin, read, update, insert, commit = counted.statements[-5:]
        assert (begin, commit) == ("BEGIN", "COMMIT")
        assert read.startswith("SELECT game.id FROM game JOIN seat")
        assert update.startswith("UPDATE submission SET active = 0")
        assert insert.startswith("INSERT INTO submission")

        assert await service.resolver.resolve_phase(game_id)
        day = await service.queries.engine_state(game_id)
        voter = player(NAMES.index(day.alive[0]))
        await service.play.vote(voter, day.alive[1])
        vote = counted.since()
        await service.play.vote(voter, "abstain")
        assert vote() == (5, 1)
    finally:
        await db.close_store()


async def test_callers_of_two_services_sending_for_one_seat_leave_exactly_one_active(
    store: str,
) -> None:
    first, _ = new_service(instance="first")
    second, _ = new_service(instance="second")  # its own locks: only the store orders them
    game_id = await seated_game(first)
    state = await first.queries.engine_state(game_id)
    name, verb, targets = one_target_action(state)
    caller = player(NAMES.index(name))
    for service in (first, second):  # both know the seat and the state
        await service.queries.engine_state(game_id)
        await service.play.act(caller, verb, targets[0])
    sends = [(service, target) for target in targets * 3 for service in (first, second)]

    results = await asyncio.gather(*(s.play.act(caller, verb, t) for s, t in sends))

    assert all(isinstance(result, Accepted) for result in results)
    rows = await Submission.filter(game_id=game_id, player=name, verb=verb).order_by("id")
    assert len(rows) == len(sends) + 2
    assert [row.active for row in rows].count(True) == 1 and rows[-1].active
    assert [row.replaces_id for row in rows[1:]] == [row.id for row in rows[:-1]]  # type: ignore[attr-defined]
    replaced = sorted(str(result.replaced) for result in results)
    assert replaced == sorted(str(row.value["value"]) for row in rows[1:-1])


async def test_a_vote_judged_on_a_day_another_process_ended_is_refused_on_the_stored_night(
    store: str,
) -> None:
    mine, _ = new_service(instance="mine")
    other, _ = new_service(instance="other")
    game_id = await seated_game(mine, seed=11)
    assert await mine.resolver.resolve_phase(game_id)
    day = await mine.queries.engine_state(game_id)
    voter = player(NAMES.index(day.alive[0]))
    await mine.play.vote(voter, day.alive[1])  # the seat and the day in this service's memory
    assert await other.resolver.resolve_phase(game_id, day.phase)
    game = await Game.get(id=game_id)
    assert game.state == RUNNING and game.phase_kind == "night"

    with pytest.raises(engine.EngineError) as refused:
        await mine.play.vote(voter, day.alive[2])

    assert refused.value.code == "wrong_phase"
    votes = await Submission.filter(game_id=game_id, kind=VOTE).order_by("id")
    assert [row.value["value"] for row in votes] == [day.alive[1]]


async def test_a_vote_refused_on_a_night_another_process_ended_is_taken_on_the_stored_day(
    store: str,
) -> None:
    mine, _ = new_service(instance="mine")
    other, _ = new_service(instance="other")
    game_id = await seated_game(mine, seed=11)
    night = await mine.queries.engine_state(game_id)
    name, verb, targets = one_target_action(night)
    await mine.play.act(player(NAMES.index(name)), verb, targets[0])  # seat and night in memory
    assert await other.resolver.resolve_phase(game_id, night.phase)
    day = await other.queries.engine_state(game_id)
    assert day.phase.kind == "day" and name in day.alive
    target = next(other_name for other_name in day.alive if other_name != name)

    accepted = (await mine.play.vote(player(NAMES.index(name)), target)).accepted

    assert accepted.phase == day.phase and accepted.value == target
    vote = await Submission.get(game_id=game_id, kind=VOTE, active=True)
    assert (vote.phase_kind, vote.phase_number, vote.player) == ("day", day.phase.number, name)


async def acted_once() -> tuple[GameService, Acted]:
    """A service whose game has one player's one-target action stored, their seat kept."""
    service, _ = new_service()
    game_id = await seated_game(service)
    state = await service.queries.engine_state(game_id)
    name, verb, targets = one_target_action(state)
    caller = player(NAMES.index(name))
    await service.play.act(caller, verb, targets[0])
    seat = next(iter(service.seats.values()))
    return service, Acted(game_id, state, name, verb, targets, caller, seat)


class Acted(NamedTuple):
    """One action stored: the game, its state, who sent which verb, the targets it may take
    (the first sent), the caller and their kept seat."""

    game_id: int
    state: engine.Game
    name: str
    verb: str
    targets: list[str]
    caller: Caller
    seat: SeatRef


async def test_a_known_caller_of_a_paused_game_is_refused_and_nothing_is_stored(
    store: str,
) -> None:
    service, (game_id, _, _, verb, targets, caller, _) = await acted_once()
    await service.host.pause(HOST)

    with pytest.raises(ServiceError) as refused:
        await service.play.act(caller, verb, targets[-1])

    assert refused.value.code == "game_paused"
    assert await Submission.filter(game_id=game_id, kind=ACTION).count() == 1


async def test_a_replaced_players_remembered_seat_stores_nothing_for_them(store: str) -> None:
    service, (game_id, _, name, verb, targets, caller, _) = await acted_once()
    await service.host.replace_player(HOST, caller.user_id, 999_999)

    with pytest.raises(ServiceError) as refused:
        await service.play.act(caller, verb, targets[-1])

    assert refused.value.code == "not_in_game"
    rows = await Submission.filter(game_id=game_id, player=name, verb=verb)
    assert [row.value["value"] for row in rows] == [targets[0]]


async def test_a_store_that_fails_after_the_deactivation_keeps_the_previous_submission(
    store: str,
) -> None:
    service, (game_id, state, name, verb, targets, caller, seat) = await acted_once()
    unstorable = NewSubmission(
        game_id, "night", state.phase.number, name, ACTION, verb, False, object(),
        caller.user_id, datetime.now(UTC),
    )  # fmt: skip
    at = At(seat.seat_id, caller.user_id, state.phase.kind, state.phase.number)

    with pytest.raises(TypeError):  # its value is no JSON: raised once the previous is deactivated
        await store_if_current(unstorable, at)

    active = await Submission.filter(game_id=game_id, player=name, active=True)
    assert [row.value["value"] for row in active] == [targets[0]]
    again = await service.play.act(caller, verb, targets[-1])  # the store goes on
    assert again.replaced == targets[0]


async def test_a_call_judged_on_a_stale_state_stores_nothing_when_the_game_moved_on(
    store: str,
) -> None:
    _, (game_id, state, name, verb, targets, caller, seat) = await acted_once()
    new = NewSubmission(
        game_id, "night", state.phase.number, name, ACTION, verb, False, targets[-1],
        caller.user_id, datetime.now(UTC),
    )  # fmt: skip

    moved_on = At(seat.seat_id, caller.user_id, "day", state.phase.number)
    not_theirs = At(seat.seat_id, HOST.user_id, state.phase.kind, state.phase.number)
    assert await store_if_current(new, moved_on) is None
    assert await store_if_current(new, not_theirs) is None
    stored = await store_if_current(
        new, At(seat.seat_id, caller.user_id, state.phase.kind, state.phase.number)
    )

    assert stored is not None and stored.replaced == targets[0]
    rows = await Submission.filter(game_id=game_id, player=name, verb=verb).order_by("id")
    assert [(row.value["value"], row.active) for row in rows] == [
        (targets[0], False),
        (targets[-1], True),
    ]


async def test_calls_in_one_game_while_another_game_resolves_are_all_stored(store: str) -> None:
    service, _ = new_service()
    resolving = await seated_game(service, seed=11)
    playing = await seated_game(service, seed=13, channel=CHANNEL + 1)
    state = await service.queries.engine_state(playing)
    name, verb, targets = one_target_action(state)
    caller = player(NAMES.index(name), CHANNEL + 1)
    await service.play.act(caller, verb, targets[0])  # known: each call below is one transaction
    sends = targets * 5

    outcomes = await asyncio.gather(
        service.resolver.resolve_phase(resolving),
        *(service.play.act(caller, verb, t) for t in sends),
    )

    assert outcomes[0] is True
    assert all(isinstance(outcome, Accepted) for outcome in outcomes[1:])
    assert await Resolution.filter(game_id=resolving).count() == 1
    rows = await Submission.filter(game_id=playing, player=name, verb=verb).order_by("id")
    assert len(rows) == len(sends) + 1 and [row.active for row in rows].count(True) == 1


async def test_a_known_callers_parsed_value_is_read_by_the_games_rule_set_or_refused(
    store: str,
) -> None:
    service, (game_id, state, name, verb, targets, caller, _) = await acted_once()
    read: list[str] = []

    def parse(ruleset: str) -> object:
        read.append(ruleset)
        return targets[-1]

    def unreadable(ruleset: str) -> object:
        raise engine.EngineError("unknown_verb", {"verb": "nonsense"})

    accepted = await service.play.act(caller, verb, ParsedBy(parse))
    with pytest.raises(engine.EngineError) as refused:
        await service.play.act(caller, verb, ParsedBy(unreadable))

    assert (accepted.value, accepted.replaced, accepted.current) == (
        targets[-1],
        targets[0],
        state.phase,
    )
    assert read == [state.setup.ruleset] and refused.value.code == "unknown_verb"
    active = await Submission.get(game_id=game_id, player=name, verb=verb, active=True)
    assert active.value["value"] == targets[-1]
