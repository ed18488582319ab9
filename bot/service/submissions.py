"""Actions and votes: validated by the engine, stored before the call returns, and collected
into the phase's input at resolution (SPEC 3.3: the Boss's sends and what members leave him)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime

from tortoise.backends.base.client import BaseDBAsyncClient
from tortoise.transactions import in_transaction

import engine
from bot.service.calls import Accepted, Caller, ParsedBy
from bot.service.errors import ServiceError
from bot.service.lookups import my_seat, require_playing
from bot.service.state import SeatRef, ServiceState
from bot.store.bulk import SubmissionRow, active_submissions, message_counts
from bot.store.fast import deactivate_submission, insert_submission, locked_game_with_seat
from bot.store.models import ACTION, LEAVE, LIVE_STATES, VOTE, Game, Submission

__all__ = ["Submissions", "collect_inputs", "phase_input"]


class Submissions:
    """Taking a player's actions and votes: `act`, `leave_to_boss`, `vote`."""

    def __init__(self, shared: ServiceState) -> None:
        self._shared = shared

    async def act(
        self,
        caller: Caller,
        verb: str,
        value: object,
        *,
        game_id: int | None = None,
        for_player: str | None = None,
    ) -> Accepted:
        """Store one action for the current phase (or, by day, a night verb for the coming
        night), replacing the same verb's earlier value; engine errors pass through.
        `for_player`: the Boss sends a mafia member's action (SPEC 3.3), stored under the
        member's name; the member's own action wins unless they left it to the Boss. `value`
        may be `ParsedBy`: read by the game's rule set once the game is locked."""
        async with self._locked_seat(caller, game_id) as (game, seat, conn):
            require_playing(game)
            state = await self._shared.engine_game(game, conn)
            if isinstance(value, ParsedBy):
                value = value.parse(state.setup.ruleset)
            player = seat.name if for_player in (None, seat.name) else str(for_player)
            delegated = player != seat.name
            phase = engine.submission_phase(state, player, verb, value, sender=seat.name)
            if isinstance(phase, engine.EngineError):
                raise phase
            sent = Sent(
                game.id,
                phase,
                player,
                ACTION,
                verb,
                caller.user_id,
                self._shared.clock(),
                delegated,
            )
            replaced = await sent.store(value, conn)
        return Accepted(game.id, player, phase, verb, value, replaced, state.phase)

    async def leave_to_boss(
        self, caller: Caller, leave: bool = True, *, game_id: int | None = None
    ) -> Accepted:
        """A mafia member leaves tonight's action to the Boss (or takes it back): the Boss's
        submission for them then wins over their own (SPEC 3.3). By day: the coming night."""
        async with self._locked_seat(caller, game_id) as (game, seat, conn):
            require_playing(game)
            state = await self._shared.engine_game(game, conn)
            phase = engine.submission_phase(state, seat.name, None)  # leaving it to the Boss
            if isinstance(phase, engine.EngineError):
                raise phase
            sent = Sent(
                game.id, phase, seat.name, LEAVE, "leave", caller.user_id, self._shared.clock()
            )
            replaced = await sent.store(bool(leave), conn)
        return Accepted(game.id, seat.name, phase, "leave", bool(leave), replaced, state.phase)

    async def vote(self, caller: Caller, target: str, *, game_id: int | None = None) -> Accepted:
        """Store the caller's public vote for today (a player's name or "abstain")."""
        async with self._locked_seat(caller, game_id) as (game, seat, conn):
            require_playing(game)
            state = await self._shared.engine_game(game, conn)
            if state.phase.kind != "day":
                raise ServiceError("not_day")
            earlier: list[str] = []
            if state.setup.settings.vote_change_limit is not None:  # read only when it counts
                cast = (
                    await Submission.filter(
                        game_id=game.id,
                        phase_kind="day",
                        phase_number=state.phase.number,
                        player=seat.name,
                        kind=VOTE,
                    )
                    .using_db(conn)
                    .order_by("id")
                )
                earlier = [str(row.value["value"]) for row in cast]
            error = state.check_vote(seat.name, target, earlier)  # the `vote_changes` limit
            if error is not None:
                raise error
            sent = Sent(
                game.id, state.phase, seat.name, VOTE, "vote", caller.user_id, self._shared.clock()
            )
            replaced = await sent.store(target, conn)
        return Accepted(game.id, seat.name, state.phase, "vote", target, replaced, state.phase)

    @asynccontextmanager
    async def _locked_seat(
        self, caller: Caller, game_id: int | None
    ) -> AsyncIterator[tuple[Game, SeatRef, BaseDBAsyncClient]]:
        """The caller's game row locked in a transaction, with their seat. A caller seen before
        in a server is found in memory, and the locked read checks that the seat is still theirs
        and the game still live (else the store is asked again, as for a first call)."""
        shared = self._shared
        key = (caller.user_id, caller.guild_id, caller.channel_id, game_id)
        known = shared.seats.get(key)
        if known is not None:
            async with shared.lock(known.game_id), in_transaction() as conn:
                game = await locked_game_with_seat(
                    conn, known.game_id, known.seat_id, caller.user_id
                )
                if game is not None and game.state in LIVE_STATES:
                    yield game, known, conn
                    return
            shared.seats.pop(key, None)
        found, seat = await my_seat(caller, game_id)
        ref = SeatRef(found.id, seat.id, seat.name)
        if caller.guild_id is not None and found.state in LIVE_STATES:
            shared.seats[key] = ref  # a DM's game is looked up anew: the user may join another
        async with shared.locked_game(found.id) as (game, conn):
            yield game, ref, conn


@dataclass(frozen=True)
class Sent:
    """One accepted submission about to be stored: whose, which verb, by whom and when."""

    game_id: int
    phase: engine.Phase
    player: str
    kind: str  # ACTION | VOTE | LEAVE
    verb: str
    user_id: int  # who sent it
    at: datetime
    delegated: bool = False  # the Boss's, for a member (SPEC 3.3)

    async def store(self, value: object, conn: BaseDBAsyncClient) -> object | None:
        """Insert the submission, deactivating the one it replaces (same player, verb and sender
        side: the player's own or the Boss's); the replaced value."""
        same = {
            "game_id": self.game_id,
            "phase_kind": self.phase.kind,
            "phase_number": self.phase.number,
            "player": self.player,
            "kind": self.kind,
            "verb": self.verb,
            "delegated": self.delegated,
        }
        previous = await deactivate_submission(conn, list(same.items()))
        replaces = previous[0] if previous else None
        await insert_submission(conn, list(same.items()), value, self.user_id, self.at, replaces)
        return previous[1]["value"] if previous else None


async def collect_inputs(
    games: Sequence[tuple[Game, engine.Game]], conn: BaseDBAsyncClient
) -> dict[int, engine.PhaseInput]:
    """The stored inputs of many games' current phases (by game id), in two reads."""
    if not games:
        return {}
    current = {game.id: (state.phase.kind, state.phase.number) for game, state in games}
    rows = await active_submissions(conn, current)
    # R51 judges presence on messages; a day the process was partly down is not judged on them.
    judged = {
        game.id: state.phase.number
        for game, state in games
        if state.phase.kind == "day" and game.downtime <= 0
    }
    counts = await message_counts(conn, judged)
    return {
        game.id: phase_input(state, rows[game.id], counts.get(game.id)) for game, state in games
    }


def phase_input(
    state: engine.Game, rows: Sequence[SubmissionRow], counts: Mapping[str, int] | None
) -> engine.PhaseInput:
    """A phase's input from its active submissions (in order) and, for a day judged on
    activity, its message counts (None: not judged)."""
    own: dict[str, dict[str, object]] = {}
    delegated: dict[str, dict[str, object]] = {}
    left: set[str] = set()
    votes: dict[str, str] = {}
    for row in rows:
        if row.kind == VOTE:
            votes[row.player] = str(row.value["value"])
        elif row.kind == LEAVE:
            if row.value["value"]:
                left.add(row.player)
        else:
            sent = delegated if row.delegated else own
            sent.setdefault(row.player, {})[row.verb] = row.value["value"]
    actions = {
        name: engine.merge_delegated(
            own.get(name, {}), delegated.get(name, {}), name in left
        )  # SPEC 3.3, C7: the member's own action wins unless left to the Boss
        for name in sorted(own.keys() | delegated.keys(), key=state.names.index)
    }
    posts: dict[str, int] | None = None  # None: everyone posted enough (SPEC 5.1)
    if counts is not None:
        posts = {player: count for player, count in counts.items() if player in state.alive}
    return engine.PhaseInput(actions=actions, votes=votes, posts=posts)
