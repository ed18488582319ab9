"""The day's vote count and what a reader may see of it (`vote_visibility`).

The service decides what is shown, never the cogs: with `open` every public vote with its voter
and history; with `counts` the standing votes per target without names until the deadline; with
`hidden` nothing until the deadline, when the full tally is posted. Secret votes (the Chosen's
`secret_vote`) are actions, not votes: they never reach a tally.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import engine
from bot.service.ports.boundary import checked
from bot.service.ports.calls import Accepted, Caller, Posted
from bot.service.ports.errors import ServiceError
from bot.service.posted import posted_message, remember_message
from bot.service.runtime import EngineCache
from bot.service.seats.callers import game_here, my_seat
from bot.service.settings.schema import Config
from bot.service.settings.server import ServerSettings
from bot.store import games, seats, votes
from bot.store.games import StoredGame
from bot.store.posted import TALLY_MESSAGE
from bot.store.seats import team_channel_game
from bot.store.states import FINISHED, LOBBY, PAUSED, RUNNING, STOPPED
from bot.store.transactions import Transaction
from bot.text.views import TallyEntry, VoteCountView

__all__ = [
    "TallyBoard",
    "VoteCount",
    "Voted",
    "counted_here",
    "day_votes",
    "majority_needed",
    "played_by",
    "visibility",
    "visible_tally",
    "vote_count",
]


@dataclass(frozen=True, slots=True)
class Voted:
    """A vote stored (`accepted`: for which game and day, and its value) with the server's
    language its reply is worded in when the reader's own is not ru/en (None in a DM: the
    defaults')."""

    accepted: Accepted
    language: str | None


@dataclass(frozen=True, slots=True)
class TallyBoard:
    """What the live tally message of a game's day shows now: its `entries` as the game lets
    them show (`shown`: open | counts | hidden), the `message` it is in (None: not posted yet),
    whether the day is still `current` (a board of a day over is only edited, never posted),
    and the server's `language`."""

    game_id: int
    day: int
    shown: str
    entries: tuple[TallyEntry, ...]
    message: Posted | None
    current: bool
    language: str
    majority: int | None = None  # R91: the votes a majority needs while the day runs (or None)
    played_by: tuple[tuple[str, int], ...] = ()  # a running day's handed-over seats


@checked
class VoteCount:
    """The live tally board of a day: what it shows and where (`tally_board`), and the message
    it was posted in (`remember_tally`). The policy of which board may be shown lives here."""

    def __init__(self, cache: EngineCache, settings: ServerSettings) -> None:
        self._cache = cache
        self._settings = settings

    async def tally_board(self, game_id: int, day: int) -> TallyBoard | None:
        """The tally board of game `game_id`'s day `day`, or None when nothing is to be shown:
        while the day is current, what the game lets show (nothing more once the game is over);
        once the day is over only an open game's board, with the day's last votes, and only if
        it was posted (the resolution posts the whole tally of a game that showed less of it)."""
        game = await games.get(game_id)
        if game is None or game.state == LOBBY or game.started_at is None:
            return None
        state = await self._cache.engine_game(game)
        shown = visibility(game.settings)
        known = await posted_message(game.id, TALLY_MESSAGE, day)
        current = state.phase == engine.Phase("day", day)
        if current:
            over = game.state in (FINISHED, STOPPED)
            entries = () if over else visible_tally(await day_votes(game.id, day), shown)
        elif shown == "open" and known is not None:
            entries = await day_votes(game.id, day)
        else:
            return None
        language = await self._settings.server_language(game.guild_id)
        needed = majority_needed(state) if current else None
        handed = await played_by(game.id, state) if current and entries else ()
        board = (game.id, day, shown, entries, known, current, language, needed, handed)
        return TallyBoard(*board)

    async def remember_tally(self, game_id: int, day: int, posted: Posted) -> None:
        """Keep the messages day `day`'s tally board was posted in (a restart edits them)."""
        await remember_message(game_id, TALLY_MESSAGE, posted, day)


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


async def counted_here(caller: Caller) -> StoredGame:
    """The game open in the caller's channel; in a team channel of a running game, a refusal
    that names the game's channel (the day's votes are counted there), else no_game_here."""
    try:
        return await game_here(caller)
    except ServiceError as refusal:
        game_id = None if caller.channel_id is None else await team_channel_game(caller.channel_id)
        game = None if game_id is None else await games.get(game_id)
        if game is None or game.state not in (RUNNING, PAUSED):
            raise
        channel = f"<#{game.channel_id}>"
        raise ServiceError("votes_in_team_channel", {"channel": channel}) from refusal


async def vote_count(
    cache: EngineCache, caller: Caller, game_id: int | None = None
) -> VoteCountView:
    """Today's vote count of the game in the caller's channel (anyone's), or, in a DM, of the
    caller's game: the standing votes, who has not voted, the time left; not_day at night."""
    if game_id is not None or caller.guild_id is None:
        game, _ = await my_seat(caller, game_id)
    else:
        game = await counted_here(caller)
    if game.started_at is None or game.state not in (RUNNING, PAUSED):
        raise ServiceError("game_not_running")
    state = await cache.engine_game(game)
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
        majority_needed(state),
        await played_by(game.id, state),
    )


async def played_by(game_id: int, state: engine.Game) -> tuple[tuple[str, int], ...]:
    """(seat, user id now) of each living seat handed to a substitute."""
    held = await seats.of_game(game_id)
    return seats.played_by(seat for seat in held if seat.name in state.alive_set)


def majority_needed(state: engine.Game) -> int | None:
    """R91: the counted votes that end today at once, when the game plays with `majority_lynch`
    (None: the day runs to its deadline)."""
    return state.majority_needed if state.setup.settings.majority_lynch else None
