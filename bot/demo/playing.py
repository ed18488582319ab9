"""The demo's simulated players at the table: `bot.demo.people` playing through the service.

Before each phase the players' notebooks are rebuilt from the game's record (the demo is the
game's host, who may export it while the game runs): each player is fed again only what it was
shown, so a game resumed after `--stop-after` plays exactly as one played straight through. Then
every living player sends its actions, and by day posts in the game channel, votes (a changed vote
is sent again: the tally keeps the first one struck through) and writes enough messages to count
as present.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import engine
from bot.demo.console import ConsoleTable
from bot.demo.notebook import Post
from bot.demo.people import replayed
from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.store.models import Game, Seat
from bot.text import narrative
from bot.text.i18n import Arg, Text


async def play_phase_as_people(
    service: GameService, game: Game, seats: Sequence[Seat], table: ConsoleTable, host: Caller
) -> None:
    """Every living simulated seat acts for the game's current phase; by day it talks and votes."""
    record = engine.load_record(
        json.dumps(await service.queries.export_record(host, game_id=game.id))
    )
    people, state = replayed(record)
    decision = people.decide(state)
    callers = {seat.name: Caller(seat.user_id, game.guild_id, game.channel_id) for seat in seats}
    for name, verbs in decision.phase_input.actions.items():
        for verb, value in verbs.items():
            try:
                await service.play.act(callers[name], verb, value, game_id=game.id)
            except (engine.EngineError, ServiceError):
                continue  # refused: as if never sent, like a player's mistyped /act
    for post in decision.posts:
        table.post(game.language, [post_text(post, game.ruleset)])
    for voter, target in decision.ballots:
        try:
            await service.play.vote(callers[voter], target, game_id=game.id)
        except (engine.EngineError, ServiceError):
            continue  # e.g. no vote changes left (a host's `vote_changes`): the first one stands
    for name, count in (decision.phase_input.posts or {}).items():
        user_id = callers[name].user_id
        for _ in range(count):
            await service.posted.record_message(game.guild_id, game.channel_id, user_id)


def post_text(post: Post, ruleset: str) -> Text:
    """A simulated player's post, as the game channel shows it."""
    args: dict[str, Arg] = {"target": post.target}
    kind = post.kind
    if kind == "found" and post.role:
        kind = "found-role"
        args["role"] = narrative.role_name(post.role, ruleset)
    elif kind in ("found", "cleared"):
        args["camp"] = Text(f"camp-member-{post.camp}")
    if kind == "follow":
        args["source"] = post.source
    return Text("sim-said", {"player": post.speaker, "text": Text(f"sim-post-{kind}", args)})
