"""The lobby: joining, leaving, starting; every refusal is a code and changes nothing."""

from __future__ import annotations

import pytest

import engine
from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.store.models import LOBBY, RUNNING, Game, Seat
from tests.service.helpers import GUILD, HOST, NAMES, new_service, player


async def _lobby_with(count: int) -> tuple[GameService, int]:
    service, _ = new_service()
    lobby = await service.lobby.open_lobby(HOST, "city", seed=3)
    for index in range(count):
        await service.lobby.join(player(index), NAMES[index])
    return service, lobby.game_id


async def test_joining_twice_is_refused_and_changes_nothing(store: str) -> None:
    service, game_id = await _lobby_with(2)
    with pytest.raises(ServiceError) as caught:
        await service.lobby.join(player(0), "Another")
    assert caught.value.code == "already_joined"
    assert await Seat.filter(game_id=game_id).count() == 2


async def test_a_name_in_use_is_refused_whatever_its_case(store: str) -> None:
    service, _ = await _lobby_with(1)
    with pytest.raises(ServiceError) as caught:
        await service.lobby.join(player(5), NAMES[0].lower())
    assert caught.value == ServiceError("name_taken", {"name": NAMES[0].lower()})


@pytest.mark.parametrize("name", ["", "   ", "abstain", "x" * 33])
async def test_a_name_the_record_cannot_hold_is_refused(store: str, name: str) -> None:
    service, game_id = await _lobby_with(0)
    with pytest.raises(ServiceError) as caught:
        await service.lobby.join(player(0), name)
    assert caught.value.code == "bad_name"
    assert await Seat.filter(game_id=game_id).count() == 0


async def test_a_second_lobby_in_the_same_channel_is_refused(store: str) -> None:
    service, _ = await _lobby_with(0)
    with pytest.raises(ServiceError) as caught:
        await service.lobby.open_lobby(HOST)
    assert caught.value.code == "game_already_running"


async def test_leaving_frees_the_seat_and_leaving_again_is_refused(store: str) -> None:
    service, _ = await _lobby_with(3)
    view = await service.lobby.leave(player(1))
    assert [seat.name for seat in view.seats] == [NAMES[0], NAMES[2]]
    with pytest.raises(ServiceError) as caught:
        await service.lobby.leave(player(1))
    assert caught.value.code == "not_joined"


async def test_only_the_host_or_an_admin_may_start(store: str) -> None:
    service, game_id = await _lobby_with(8)
    with pytest.raises(ServiceError) as caught:
        await service.lobby.start_game(player(0))
    assert caught.value.code == "not_host"
    assert (await Game.get(id=game_id)).state == LOBBY


async def test_too_few_players_cannot_start(store: str) -> None:
    service, game_id = await _lobby_with(5)
    with pytest.raises(ServiceError) as caught:
        await service.lobby.start_game(HOST)
    assert caught.value == ServiceError("too_few_players", {"count": 5, "minimum": 6})
    assert (await Game.get(id=game_id)).state == LOBBY


async def test_a_bad_role_list_is_the_engines_error_and_the_lobby_stays(store: str) -> None:
    service, game_id = await _lobby_with(6)
    with pytest.raises(engine.EngineError) as caught:
        await service.lobby.start_game(HOST, ["boss", "doctor"])
    assert caught.value.code == "role_count"
    assert (await Game.get(id=game_id)).state == LOBBY
    assert await Seat.filter(game_id=game_id, role__isnull=False).count() == 0


async def test_the_hosts_role_list_is_dealt_and_the_lobby_closes(store: str) -> None:
    service, game_id = await _lobby_with(6)
    roles = ["boss", "thief", "doctor", "detective", "citizen", "citizen"]
    await service.lobby.start_game(HOST, roles)
    seats = await Seat.filter(game_id=game_id)
    assert sorted(str(seat.role) for seat in seats) == sorted(roles)
    assert (await Game.get(id=game_id)).state == RUNNING
    with pytest.raises(ServiceError) as caught:
        await service.lobby.join(player(7), "Late")
    assert caught.value.code == "lobby_closed"


async def test_a_channel_without_a_game_says_so(store: str) -> None:
    service, _ = new_service()
    with pytest.raises(ServiceError) as caught:
        await service.lobby.lobby(Caller(5, GUILD, 999))
    assert caught.value.code == "no_game_here"
