"""Random simulated players: random legal actions, votes and chat, through the service's public
calls (the values are the engine's own random picks, `engine.simulate.pick_value`). The service
tests use them to reach every verb; the demo's players, who play like people, are
`bot.demo.people` (`bot.demo.playing`)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import engine
from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.store.models import Game, Seat
from engine.simulate import pick_value

RandomFor = Callable[[int, engine.Phase, int], random.Random]
ACT_RATE = 0.8
VOTE_RATE = 0.9
POSTS = (1, 2, 3, 3, 4, 5, 6)  # messages a simulated player posts in a day
TRIES = 3


async def simulate_phase(
    service: GameService, game: Game, seats: Sequence[Seat], random_for: RandomFor
) -> None:
    """Every living simulated seat acts, votes and chats for the game's current phase."""
    state = await service.queries.engine_state(game.id)
    phase = state.phase
    for seat in seats:
        if seat.name not in state.alive_set:
            continue
        rng = random_for(game.seed, phase, seat.position)
        caller = Caller(seat.user_id, game.guild_id, game.channel_id)
        options = await service.queries.options(caller, game_id=game.id)
        for option in options.now:
            if rng.random() >= ACT_RATE:
                continue
            for _ in range(TRIES):
                try:
                    await service.play.act(
                        caller, option.verb, pick_value(state, option, rng), game_id=game.id
                    )
                    break
                except (engine.EngineError, ServiceError):
                    continue
        if phase.kind == "day":
            if options.vote_targets and rng.random() < VOTE_RATE:
                await service.play.vote(caller, rng.choice(options.vote_targets), game_id=game.id)
            for _ in range(rng.choice(POSTS)):
                await service.posted.record_message(game.guild_id, game.channel_id, seat.user_id)
