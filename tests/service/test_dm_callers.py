"""A DM that names no game reaches the caller's one live game. The seat found for it is kept, so
later DMs cost what a server's calls cost, but every use checks, in its locked read, that the
user still holds no seat in another live game: once they do, the DM is ambiguous
(`dm_ambiguous`) and nothing goes to the first game, on the quick path and on the locked one."""

from __future__ import annotations

import pytest

from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.service.runtime import KnownSeats, SeatRef
from bot.store.models import Submission
from tests.service.helpers import (
    CHANNEL,
    GUILD,
    NAMES,
    host,
    new_service,
    one_target_action,
    player,
    seated_game,
)

OTHER = CHANNEL + 1


async def seat_also_in_a_game_of(service: GameService, user_id: int, channel: int) -> int:
    """Deal a game in `channel` with `user_id` in its first seat; its id."""
    lobby = await service.lobby.open_lobby(host(channel), "city", seed=9)
    await service.lobby.join(Caller(user_id, GUILD, channel), NAMES[0])
    for index in range(1, 8):
        await service.lobby.join(player(index, channel), NAMES[index])
    await service.lobby.start_game(host(channel))
    return lobby.game_id


@pytest.mark.parametrize("state_cached", [True, False], ids=["quick", "locked"])
async def test_a_dm_caller_seated_in_a_second_game_is_asked_which_and_nothing_is_stored(
    store: str, state_cached: bool
) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    state = await service.queries.engine_state(game_id)
    name, verb, targets = one_target_action(state)
    in_dm = Caller(player(NAMES.index(name)).user_id)
    first = await service.play.act(in_dm, verb, targets[0])
    again = await service.play.act(in_dm, verb, targets[-1])  # the kept seat
    assert (first.game_id, again.replaced) == (game_id, targets[0])
    await seat_also_in_a_game_of(service, in_dm.user_id, OTHER)
    if not state_cached:
        service.engines.clear()  # the call takes the locked path, with the kept seat
    stored = await Submission.filter(game_id=game_id).count()

    with pytest.raises(ServiceError) as refused:
        await service.play.act(in_dm, verb, targets[0])

    assert refused.value.code == "dm_ambiguous"
    assert await Submission.filter(game_id=game_id).count() == stored
    named = await service.play.act(
        in_dm, verb, targets[0], game_id=game_id
    )  # naming the game works
    assert named.replaced == targets[-1]
    await service.lifecycle.close()


def test_a_game_over_forgets_only_its_own_callers_seats() -> None:
    seats = KnownSeats()
    seats.put((1, None, None, None), SeatRef(10, 100, "Anna"))
    seats.put((1, 5, 50, None), SeatRef(10, 100, "Anna"))
    seats.put((2, 5, 51, None), SeatRef(11, 101, "Boris"))
    seats.put((2, 5, 51, None), SeatRef(12, 102, "Boris"))  # found again in another game
    seats.forget_game(10)
    seats.forget_game(11)  # nobody's seat any more: nothing to forget
    assert seats.get((1, None, None, None)) is None and seats.get((1, 5, 50, None)) is None
    assert seats.get((2, 5, 51, None)) == SeatRef(12, 102, "Boris") and len(seats) == 1
    seats.pop((2, 5, 51, None))
    seats.forget_game(12)
    assert len(seats) == 0
