"""Many running games at once, quickly: dealt rows cloned from one game the service started,
and random players' input (engine.simulate) stored as their submissions in bulk. For the batch
tests and the batch benchmarks (thousands of games would take minutes through the lobby).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from datetime import datetime

import engine
from bot.service import GameService
from bot.store.models import ACTION, RUNNING, VOTE, Game, MessageCount, Seat, Submission
from bot.store.replay import engine_settings
from engine.simulate import random_input


async def clone_games(
    template_id: int,
    channels: Sequence[int],
    seeds: Sequence[int],
    deadline: datetime | None = None,
) -> list[int]:
    """Running games at night 1 like the template (same server, rule set, settings, names),
    one per channel, each dealt with its own seed; their ids, in the channels' order."""
    template = await Game.get(id=template_id)
    names = [seat.name for seat in sorted(await Seat.filter(game_id=template_id), key=_pos)]
    settings = engine_settings(template.settings)
    games, dealt = [], []
    for channel, seed in zip(channels, seeds, strict=True):
        setup = engine.deal(template.ruleset, names, seed, settings=settings)
        dealt.append(setup)
        games.append(
            Game(
                guild_id=template.guild_id,
                channel_id=channel,
                host_id=template.host_id,
                ruleset=template.ruleset,
                language=template.language,
                settings=dict(template.settings),
                seed=seed,
                items=dict(setup.items) or None,
                state=RUNNING,
                phase_kind="night",
                phase_number=1,
                deadline=deadline or template.deadline,
                started_at=template.started_at,
            )
        )
    await Game.bulk_create(games, batch_size=500)
    ids = dict(
        await Game.filter(guild_id=template.guild_id, channel_id__in=list(channels))
        .exclude(id=template_id)
        .values_list("channel_id", "id")
    )
    seats = [
        Seat(
            game_id=ids[channel],
            position=position,
            user_id=10_000 * channel + position,
            name=name,
            role=role,
        )
        for channel, setup in zip(channels, dealt, strict=True)
        for position, (name, role) in enumerate(setup.players)
    ]
    await Seat.bulk_create(seats, batch_size=1000)
    return [ids[channel] for channel in channels]


def _pos(seat: Seat) -> int:
    return seat.position


async def random_inputs(
    service: GameService, game_ids: Sequence[int], seed: object
) -> dict[int, engine.PhaseInput]:
    """A random player's input (engine.simulate) for each running game's current phase."""
    inputs = {}
    for game_id in game_ids:
        state = await service.queries.engine_state(game_id)
        if state.winner is None:
            inputs[game_id] = random_input(state, random.Random(f"{seed}:{game_id}:{state.phase}"))
    return inputs


async def store_inputs(service: GameService, inputs: Mapping[int, engine.PhaseInput]) -> None:
    """Store each game's input as the submissions and message counts of its current phase, as
    if its players had sent them (a day's posts: enough for everyone unless the input says)."""
    rows, counts = [], []
    now = service.clock.now()
    for game_id, phase_input in inputs.items():
        state = await service.queries.engine_state(game_id)
        phase = state.phase
        users = {seat.name: seat.user_id for seat in await Seat.filter(game_id=game_id)}
        common = {"game_id": game_id, "phase_kind": phase.kind, "phase_number": phase.number}
        for name, verbs in phase_input.actions.items():
            for verb, value in verbs.items():
                rows.append(
                    Submission(
                        **common, player=name, kind=ACTION, verb=verb, value={"value": value},
                        user_id=users[name], created_at=now,
                    )
                )  # fmt: skip
        for name, target in phase_input.votes.items():
            rows.append(
                Submission(
                    **common, player=name, kind=VOTE, verb="vote", value={"value": target},
                    user_id=users[name], created_at=now,
                )
            )  # fmt: skip
        if phase.kind == "day":
            posts = phase_input.posts or {name: 99 for name in state.alive}
            counts.extend(
                MessageCount(game_id=game_id, day=phase.number, player=name, count=count)
                for name, count in posts.items()
            )
    await Submission.bulk_create(rows, batch_size=1000)
    await MessageCount.bulk_create(counts, batch_size=1000)
