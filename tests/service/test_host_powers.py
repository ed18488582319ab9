"""Host powers and seats: whoever plays in a running game never reveals it
(`export`) or steers it (`next`, `extend`, `pause`, `resume`, `replace`, `stop`), whatever their
server rights; a lobby's opener may still start or cancel it while seated."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.store.models import LOBBY, PAUSED, RUNNING, STOPPED, Game, Seat
from tests.service.helpers import (
    CHANNEL,
    GUILD,
    HOST,
    NAMES,
    new_service,
    play_to_end,
    player,
    seated_game,
)

SEATED_ADMIN = Caller(player(0).user_id, GUILD, CHANNEL, is_admin=True)
OUTSIDER = 999


def steering(service: GameService) -> dict[str, Callable[[Caller], Awaitable[object]]]:
    """Every host power over a running game, as one call each."""
    return {
        "export": service.queries.export_record,
        "next": service.host.end_phase,
        "extend": lambda caller: service.host.extend(caller, 10),
        "pause": service.host.pause,
        "stop": service.host.stop,
        "replace": lambda caller: service.host.replace_player(caller, player(1).user_id, OUTSIDER),
    }


async def refused(call: Awaitable[object]) -> str:
    with pytest.raises(ServiceError) as caught:
        await call
    return caught.value.code


async def test_a_seated_admin_neither_reveals_nor_steers_their_running_game(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    before = await Game.get(id=game_id)
    for name, call in steering(service).items():
        assert await refused(call(SEATED_ADMIN)) == "seated_host", name
    after = await Game.get(id=game_id)
    assert (after.state, after.deadline, after.phase_number) == (
        RUNNING,
        before.deadline,
        before.phase_number,
    )
    assert await Seat.filter(game_id=game_id, user_id=OUTSIDER).count() == 0


async def test_a_seated_admin_cannot_resume_a_paused_game(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    await service.host.pause(HOST)
    assert await refused(service.host.unpause(SEATED_ADMIN)) == "seated_host"
    assert await refused(service.queries.export_record(SEATED_ADMIN)) == "seated_host"
    assert (await Game.get(id=game_id)).state == PAUSED


async def test_the_seated_opener_may_start_their_lobby_but_not_steer_the_game(store: str) -> None:
    service, _ = new_service()
    opener = player(0)  # no server rights: the game's host because they opened it
    lobby = await service.lobby.open_lobby(opener, "city", seed=5)
    for index in range(8):
        await service.lobby.join(player(index), NAMES[index])
    status = await service.lobby.start_game(opener)
    assert status.state == RUNNING
    for name, call in steering(service).items():
        assert await refused(call(opener)) == "seated_host", name
    assert (await Game.get(id=lobby.game_id)).state == RUNNING
    assert (await service.host.end_phase(HOST)).game_id == lobby.game_id  # a host who does not play


@pytest.mark.parametrize("cancel", ["host.stop", "lobby.cancel"])
async def test_the_seated_opener_may_cancel_their_lobby(store: str, cancel: str) -> None:
    service, _ = new_service()
    opener = player(0)
    lobby = await service.lobby.open_lobby(opener, "city")
    await service.lobby.join(opener, NAMES[0])
    part, call = cancel.split(".")
    await getattr(getattr(service, part), call)(opener)
    assert (await Game.get(id=lobby.game_id)).state == STOPPED


async def test_cancel_lobby_refuses_a_game_that_has_started(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    assert await refused(service.lobby.cancel(HOST)) == "lobby_closed"
    assert (await Game.get(id=game_id)).state == RUNNING


async def test_cancel_lobby_by_a_player_who_did_not_open_it_is_not_host(store: str) -> None:
    service, _ = new_service()
    lobby = await service.lobby.open_lobby(player(0), "city")
    await service.lobby.join(player(1), NAMES[1])
    assert await refused(service.lobby.cancel(player(1))) == "not_host"
    assert (await Game.get(id=lobby.game_id)).state == LOBBY


async def test_a_replaced_player_gets_no_host_powers_either(store: str) -> None:
    service, _ = new_service()
    await seated_game(service)
    await service.host.replace_player(HOST, player(0).user_id, OUTSIDER)
    assert await refused(service.queries.export_record(SEATED_ADMIN)) == "seated_host"


async def test_a_host_cannot_take_a_seat_in_the_game_they_steer(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    code = await refused(service.host.replace_player(HOST, player(0).user_id, HOST.user_id))
    assert code == "seated_host"
    assert await Seat.filter(game_id=game_id, user_id=HOST.user_id).count() == 0


async def test_a_finished_games_record_is_open_to_its_players(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    await play_to_end(service, game_id)
    record = await service.queries.export_record(player(0))
    assert record["seed"] == 5
