"""The service's public calls refuse values of the wrong type with a coded refusal, never a
`TypeError` (or any other uncoded exception) from inside: `extend(minutes="5")`,
`vote(target={...})`, and whatever hypothesis draws for every argument of every call."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.store import connection as db
from engine import CodedError
from tests.service.helpers import RecordingTable, seated_game

PARTS = (
    "play",
    "host",
    "lobby",
    "queries",
    "settings",
    "setups",
    "callups",
    "substitutes",
    "forms",
    "votecount",
    "stats",
    "deleted_channels",
)
CALLS = sorted(
    (part, name)
    for part in PARTS
    for name, member in inspect.getmembers(type(getattr(GameService(), part)))
    if not name.startswith("_") and inspect.iscoroutinefunction(member)
)

ids = st.integers(min_value=-(2**70), max_value=2**70)
callers = st.builds(
    Caller,
    user_id=st.one_of(ids, st.text(max_size=3), st.none()),
    guild_id=st.one_of(ids, st.none(), st.just(1)),
    channel_id=st.one_of(ids, st.none(), st.just(20)),
    is_admin=st.one_of(st.booleans(), st.integers(0, 1)),
    locale=st.one_of(st.none(), st.sampled_from(["ru", "en-US"]), st.integers()),
)
phases = st.builds(engine.Phase, st.sampled_from(["day", "night"]), st.integers(0, 3))
scalars = st.one_of(
    st.none(),
    st.booleans(),
    ids,
    st.floats(allow_nan=True),
    st.text(max_size=8),
    st.binary(max_size=4),
)
anything = st.one_of(
    scalars,
    callers,
    phases,
    st.lists(scalars, max_size=3),
    st.tuples(scalars, scalars),
    st.dictionaries(st.text(max_size=4), scalars, max_size=3),
    st.sets(st.integers(), max_size=3),
)


@pytest.fixture(scope="module")
def world() -> Iterator[tuple[asyncio.AbstractEventLoop, GameService]]:
    """A store with a running game in channel 20 of guild 1, on a loop of its own."""
    loop = asyncio.new_event_loop()
    service = GameService(instance="fuzz")
    service.tables.register(RecordingTable())
    loop.run_until_complete(db.open_store("sqlite://:memory:"))
    loop.run_until_complete(seated_game(service))
    yield loop, service
    loop.run_until_complete(service.lifecycle.close())
    loop.run_until_complete(db.close_store())
    loop.close()


def _call(
    loop: asyncio.AbstractEventLoop,
    service: GameService,
    part: str,
    name: str,
    args: dict[str, Any],
) -> BaseException | None:
    method = getattr(getattr(service, part), name)
    try:
        loop.run_until_complete(asyncio.wait_for(method(**args), 10))
    except CodedError as refusal:
        return refusal
    return None


def test_extend_with_minutes_as_text_is_a_coded_refusal(
    world: tuple[asyncio.AbstractEventLoop, GameService],
) -> None:
    loop, service = world
    host = Caller(1, 1, 20, is_admin=True)
    refusal = _call(loop, service, "host", "extend", {"caller": host, "minutes": "5"})
    assert isinstance(refusal, ServiceError) and refusal.code == "wrong_type"
    assert refusal.params == {"argument": "minutes"}


def test_a_vote_for_a_mapping_is_a_coded_refusal(
    world: tuple[asyncio.AbstractEventLoop, GameService],
) -> None:
    loop, service = world
    voter = Caller(101, 1, 20)
    refusal = _call(loop, service, "play", "vote", {"caller": voter, "target": {"name": "P01"}})
    assert isinstance(refusal, ServiceError) and refusal.code == "wrong_type"
    assert refusal.params == {"argument": "target"}


@settings(
    max_examples=600,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_every_public_call_fuzzed_with_wrong_types_gets_only_coded_refusals(
    world: tuple[asyncio.AbstractEventLoop, GameService], data: st.DataObject
) -> None:
    loop, service = world
    part, name = data.draw(st.sampled_from(CALLS), label="call")
    method = getattr(getattr(service, part), name)
    args: dict[str, Any] = {}
    for param in inspect.signature(method).parameters.values():
        if param.default is inspect.Parameter.empty or data.draw(st.booleans()):
            args[param.name] = data.draw(anything, label=param.name)
    _call(loop, service, part, name, args)  # anything but a coded refusal fails the test
