"""A game lives in its channel: `/act` and `/vote` from another server
channel are refused and store nothing (a DM still finds the seat), and a deleted game channel
stops its game quietly, naming the host to tell."""

from __future__ import annotations

import pytest

import engine
from bot.service import GameService
from bot.service.ports.calls import Caller, GoneGame
from bot.service.ports.errors import ServiceError
from bot.store.models import LOBBY, RUNNING, STOPPED, Announcement, Game, Submission
from tests.service.helpers import (
    CHANNEL,
    GUILD,
    HOST,
    NAMES,
    new_service,
    player,
    seated_game,
)

ELSEWHERE = {
    "another channel": (GUILD, CHANNEL + 7),  # a team channel is one too: it holds no game
    "another server": (GUILD + 1, CHANNEL),
}


async def _acting(service: GameService, game_id: int) -> tuple[int, str, str]:
    """A seat with a one-player verb now, the verb and a legal target."""
    state = await service.queries.engine_state(game_id)
    for index, name in enumerate(state.names):
        for option in state.options(name):
            if len(option.args) == 1 and option.args[0].kind == "player":
                targets = [
                    t for t in state.alive if state.check_action(name, option.verb, t) is None
                ]
                if targets:
                    return index, option.verb, targets[0]
    raise AssertionError("nobody can act")


def _from(where: tuple[int, int], index: int) -> Caller:
    return Caller(player(index).user_id, *where)


async def _refused(call: object) -> str:
    with pytest.raises(ServiceError) as caught:
        await call  # type: ignore[misc]
    return caught.value.code


@pytest.mark.parametrize("place", sorted(ELSEWHERE))
async def test_act_outside_the_game_channel_is_wrong_channel_and_stores_nothing(
    store: str, place: str
) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    index, verb, target = await _acting(service, game_id)
    caller = _from(ELSEWHERE[place], index)
    assert await _refused(service.play.act(caller, verb, target)) == "wrong_channel"
    assert await _refused(service.queries.options(caller)) == "wrong_channel"
    assert (
        await _refused(service.play.act(caller, verb, target, game_id=game_id)) == "wrong_channel"
    )
    assert await Submission.filter(game_id=game_id).count() == 0


@pytest.mark.parametrize("place", sorted(ELSEWHERE))
async def test_vote_outside_the_game_channel_is_wrong_channel_and_stores_nothing(
    store: str, place: str
) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    assert await service.resolver.resolve_phase(game_id)
    state = await service.queries.engine_state(game_id)
    assert state.phase.kind == "day"
    voter = NAMES.index(state.alive[0])
    target = state.alive[1]
    assert (
        await _refused(service.play.vote(_from(ELSEWHERE[place], voter), target)) == "wrong_channel"
    )
    assert await Submission.filter(game_id=game_id).count() == 0
    assert (await service.queries.status(player(voter))).tally == ()


async def test_a_dm_still_finds_the_seat_for_act(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    index, verb, target = await _acting(service, game_id)
    accepted = await service.play.act(Caller(player(index).user_id), verb, target)
    assert accepted.game_id == game_id and accepted.player == NAMES[index]


async def test_someone_in_no_game_is_told_there_is_no_game_in_that_channel(store: str) -> None:
    service, _ = new_service()
    await seated_game(service)
    code = await _refused(service.play.act(Caller(4242, GUILD, CHANNEL + 7), "kill", NAMES[0]))
    assert code == "no_game_here"


async def test_a_deleted_game_channel_stops_the_game_without_a_post(store: str) -> None:
    service, table = new_service()
    game_id = await seated_game(service)
    service.timers.start()
    await service.phases.rearm(game_id)
    assert service.timers.armed(game_id) is not None
    await Announcement.create(  # an announcement that had not been shown yet
        game_id=game_id, seq=10_000, action="announce", payload={"texts": []}
    )
    shown = len(table.calls)

    gone = await service.deleted_channels.channel_gone(GUILD, CHANNEL)

    assert gone == [GoneGame(game_id, HOST.user_id, None, "ru", True)]
    game = await Game.get(id=game_id)
    assert game.state == STOPPED and game.deadline is None and game.winner is None
    assert service.timers.armed(game_id) is None
    assert await Announcement.filter(game_id=game_id, delivered=False).count() == 0
    assert await service.delivery.deliver_pending() == 0
    assert len(table.calls) == shown, "nothing was posted in the gone channel"
    await service.lifecycle.close()


async def test_a_deleted_lobby_channel_cancels_the_lobby_and_frees_its_players(
    store: str,
) -> None:
    service, _ = new_service()
    opener = player(0)
    lobby = await service.lobby.open_lobby(opener, "city")
    await service.lobby.join(opener, NAMES[0], locale="en-GB")
    gone = await service.deleted_channels.channel_gone(GUILD, CHANNEL)
    assert gone == [GoneGame(lobby.game_id, opener.user_id, "en-GB", "ru", False)]
    assert (await Game.get(id=lobby.game_id)).state == STOPPED
    reopened = await service.lobby.open_lobby(opener, "city")  # the channel holds no open game now
    assert reopened.state == LOBBY


async def test_a_deleted_channel_without_a_game_stops_nothing(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    assert await service.deleted_channels.channel_gone(GUILD, CHANNEL + 7) == []
    assert await service.deleted_channels.channel_gone(GUILD + 1, CHANNEL) == []
    assert (await Game.get(id=game_id)).state == RUNNING
    assert (await service.queries.engine_state(game_id)).phase == engine.Phase("night", 1)
