"""At the end of a game the Table is told which players it may give back to the server as
spectators: every player but those still seated in another live game of the server."""

from __future__ import annotations

import json

import pytest

from bot.views import Caller
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


@pytest.mark.parametrize("other_started", [True, False])
async def test_the_end_releases_every_player_but_those_in_another_live_game(
    store: str, other_started: bool
) -> None:
    service, table = new_service()
    await seated_game(service)
    # the first player also sits in another channel's game (live, or still a lobby)
    await service.open_lobby(host(OTHER), seed=1)
    await service.join(Caller(player(0).user_id, GUILD, OTHER), "Twin")
    for index in range(1, 8):
        await service.join(player(index, OTHER), NAMES[index])
    if other_started:
        await service.start_game(host(OTHER))
    await service.stop(HOST)
    method, data = table.calls[-1]
    _texts, released = json.loads(data)
    assert method == "reveal"
    assert released == list(NAMES[1:8] if other_started else NAMES[:8])
