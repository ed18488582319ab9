"""The day's vote count and what a reader may see of it (`vote_visibility`).

The service decides what is shown, never the cogs: with `open` every public vote with its voter
and history; with `counts` the standing votes per target without names until the deadline; with
`hidden` nothing until the deadline, when the full tally is posted. Secret votes (the Chosen's
`secret_vote`) are actions, not votes: they never reach a tally.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.service.runtime import ServiceState
from bot.service.seats.callers import game_here, my_seat
from bot.service.settings.schema import Config
from bot.store import votes
from bot.store.states import PAUSED, RUNNING
from bot.store.transactions import Transaction
from bot.text.views import TallyEntry, VoteCountView

__all__ = ["day_votes", "visibility", "visible_tally", "vote_count"]


def visibility(settings: Mapping[str, object]) -> str:
    """A game's `vote_visibility`: open | counts | hidden."""
    return Config.vote_visibility.kept(settings)


async def day_votes(
    game_id: int, day: int, conn: Transaction | None = None
) -> tuple[TallyEntry, ...]:
    """Every public vote of day `day`, oldest first, `struck` once its voter changed it."""
    return tuple(
        TallyEntry(row.voter, str(row.value["value"]), row.at, not row.active)
        for row in await votes.votes_of_day(game_id, day, conn)
    )


def visible_tally(entries: Sequence[TallyEntry], shown: str) -> tuple[TallyEntry, ...]:
    """What a reader may see of a running day's tally: all of it (`open`), the standing votes
    without their voters (`counts`: no history either, it would tell who changed), nothing."""
    if shown == "open":
        return tuple(entries)
    if shown == "counts":
        return tuple(
            TallyEntry("", entry.target, entry.at, False) for entry in entries if not entry.struck
        )
    return ()


async def vote_count(
    shared: ServiceState, caller: Caller, game_id: int | None = None
) -> VoteCountView:
    """Today's vote count of the game in the caller's channel (anyone's), or, in a DM, of the
    caller's game: the standing votes, who has not voted, the time left; not_day at night."""
    if game_id is not None or caller.guild_id is None:
        game, _ = await my_seat(caller, game_id)
    else:
        game = await game_here(caller)
    if game.started_at is None or game.state not in (RUNNING, PAUSED):
        raise ServiceError("game_not_running")
    state = await shared.engine_game(game)
    if state.phase.kind != "day":
        raise ServiceError("not_day")
    day = state.phase.number
    shown = visibility(game.settings)
    standing = [entry for entry in await day_votes(game.id, day) if not entry.struck]
    voted = {entry.voter for entry in standing}
    not_voted = tuple(name for name in state.alive if name not in voted)
    return VoteCountView(
        game.id,
        day,
        shown,
        visible_tally(standing, shown),
        not_voted if shown == "open" else (),
        len(not_voted) if shown != "hidden" else 0,
        game.deadline,
        game.paused_remaining,
    )
