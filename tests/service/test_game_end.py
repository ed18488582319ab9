"""A player who also sits in another live game of the server: the Table is told so when they die
(the shared dead chat stays closed to them), and at the end they are not released as a spectator.
Every other player of a finished game is."""

from __future__ import annotations

import json

import pytest

from bot.service import GameService
from bot.service.ports.calls import Caller
from tests.service.helpers import (
    CHANNEL,
    GUILD,
    HOST,
    NAMES,
    host,
    new_service,
    player,
    seated_game,
)

OTHER = CHANNEL + 1
ROLES = ["boss", "thief", "doctor", "detective", "citizen", "citizen", "citizen", "citizen"]


async def sit_first_player_elsewhere(service: GameService, start: bool) -> None:
    """The first player of the main channel's game also joins another channel's game (started,
    or still a lobby)."""
    await service.lobby.open_lobby(host(OTHER), seed=1)
    await service.lobby.join(Caller(player(0).user_id, GUILD, OTHER), "Twin")
    for index in range(1, 8):
        await service.lobby.join(player(index, OTHER), NAMES[index])
    if start:
        await service.lobby.start_game(host(OTHER))


@pytest.mark.parametrize("other_started", [True, False])
async def test_the_end_releases_every_player_but_those_in_another_live_game(
    store: str, other_started: bool
) -> None:
    service, table = new_service()
    await seated_game(service)
    await sit_first_player_elsewhere(service, other_started)
    await service.host.stop(HOST)
    method, data = table.calls[-1]
    _texts, released = json.loads(data)
    assert method == "reveal"
    assert released == list(NAMES[1:8] if other_started else NAMES[:8])


@pytest.mark.parametrize("other_started", [True, False])
async def test_the_dead_chat_waits_for_a_player_still_in_another_live_game(
    store: str, other_started: bool
) -> None:
    service, table = new_service()
    game_id = await seated_game(service, roles=ROLES)
    await sit_first_player_elsewhere(service, other_started)
    await service.resolver.resolve_phase(game_id)  # a quiet night 1
    for index in range(8):
        await service.play.vote(player(index), NAMES[1] if index == 0 else NAMES[0])
    await service.resolver.resolve_phase(game_id)
    [lynched] = table.dead
    assert lynched.name == NAMES[0]
    assert lynched.elsewhere is other_started
