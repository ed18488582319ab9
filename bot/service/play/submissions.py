"""Actions and votes: validated by the engine, stored before the call returns, and collected
into the phase's input at resolution (SPEC 3.3: the Boss's sends and what members leave him)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime

import engine
from bot.service.play.votecount import Voted
from bot.service.ports.boundary import checked
from bot.service.ports.calls import Accepted, Caller, ParsedBy
from bot.service.ports.errors import ServiceError
from bot.service.runtime import Clock, EngineCache, GameLocks, KnownSeats, SeatRef
from bot.service.seats.callers import my_seat, require_playing
from bot.service.seats.removed import RemovedSeats
from bot.service.settings.server import ServerSettings
from bot.store.departures import GONE
from bot.store.discipline import MUTE, REMOVE, WARN
from bot.store.games import StoredGame
from bot.store.states import LIVE_STATES
from bot.store.transactions import Transaction, transaction
from bot.store.votes import (
    ACTION,
    LEAVE,
    VOTE,
    At,
    NewSubmission,
    SubmissionRow,
    active_submissions,
    locked_game_with_seat,
    message_counts,
    seat_here,
    store_if_current,
    store_submission,
    votes_cast,
)

__all__ = ["Submissions", "collect_inputs", "phase_input"]


Judge = Callable[[engine.Game, SeatRef, Sequence[str]], "Sent"]
"""Judges one call on the game's engine state, for the caller's seat (and the seat's earlier
votes today, when `vote_changes` limits them): the submission to store, or raises the refusal."""


@checked
class Submissions:
    """Taking a player's actions and votes: `act`, `leave_to_boss`, `vote`.

    A call is judged on the game's engine state and stored with a check that the game is still
    as judged (`_quickly`): a caller seen before (in a server, or by DM) and a game whose state
    is in memory cost one transaction of 5 statements (`bot.store.votes.store_if_current`). A
    refusal, a state not in memory, or a game that moved on meanwhile is judged again on the
    game row locked in a transaction (`_on_locked_game`), as every call was before: only that
    path refuses."""

    def __init__(
        self,
        locks: GameLocks,
        cache: EngineCache,
        seats: KnownSeats,
        clock: Clock,
        settings: ServerSettings,
    ) -> None:
        self._settings = settings
        self._locks = locks
        self._cache = cache
        self._seats = seats
        self._clock = clock
        # R91: told of every stored submission (`bot.service.resolve.majority`), if plugged in
        self.after_submission: Callable[[int, engine.Phase], Awaitable[None]] | None = None
        self.removed = RemovedSeats()
        """The players the host removed (R90): their calls are refused (`Discipline` adds)."""

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
        may be `ParsedBy`: read by the game's rule set once the game is judged."""

        def judge(state: engine.Game, seat: SeatRef, earlier: Sequence[str]) -> Sent:
            read = value.parse(state.setup.ruleset) if isinstance(value, ParsedBy) else value
            player = seat.name if for_player in (None, seat.name) else str(for_player)
            phase = engine.submission_phase(state, player, verb, read, sender=seat.name)
            if isinstance(phase, engine.EngineError):
                raise phase
            return self._sent(seat, phase, player, ACTION, verb, read, caller, player != seat.name)

        accepted = await self._submit(caller, game_id, judge)
        await self._stored(accepted)  # a secret vote may decide the day (R91)
        return accepted

    async def _stored(self, accepted: Accepted) -> None:
        """After a submission is stored: the plugged-in check of a decided day (R91)."""
        if self.after_submission is not None:
            await self.after_submission(accepted.game_id, accepted.phase)

    async def leave_to_boss(
        self, caller: Caller, leave: bool = True, *, game_id: int | None = None
    ) -> Accepted:
        """A mafia member leaves tonight's action to the Boss (or takes it back): the Boss's
        submission for them then wins over their own (SPEC 3.3). By day: the coming night."""

        def judge(state: engine.Game, seat: SeatRef, earlier: Sequence[str]) -> Sent:
            phase = engine.submission_phase(state, seat.name, None)  # leaving it to the Boss
            if isinstance(phase, engine.EngineError):
                raise phase
            return self._sent(seat, phase, seat.name, LEAVE, "leave", bool(leave), caller)

        return await self._submit(caller, game_id, judge)

    async def vote(self, caller: Caller, target: str, *, game_id: int | None = None) -> Voted:
        """Store the caller's public vote for today (a player's name or "abstain"); with the
        server's language (cached: no statement), all that the reply and the tally need."""

        def judge(state: engine.Game, seat: SeatRef, earlier: Sequence[str]) -> Sent:
            # The engine refuses a vote out of its phase (wrong_phase), a dead or unknown
            # target, and one past the `vote_changes` limit.
            error = state.check_vote(seat.name, target, earlier)
            if error is not None:
                raise error
            return self._sent(seat, state.phase, seat.name, VOTE, "vote", target, caller)

        accepted = await self._submit(caller, game_id, judge, reads_votes=True)
        await self._stored(accepted)
        guild_id = caller.guild_id
        language = None if guild_id is None else await self._settings.server_language(guild_id)
        return Voted(accepted, language)

    def _sent(
        self,
        seat: SeatRef,
        phase: engine.Phase,
        player: str,
        kind: str,
        verb: str,
        value: object,
        caller: Caller,
        delegated: bool = False,
    ) -> Sent:
        return Sent(
            seat.game_id,
            phase,
            player,
            kind,
            verb,
            value,
            caller.user_id,
            self._clock.now(),
            delegated,
        )

    async def _submit(
        self, caller: Caller, game_id: int | None, judge: Judge, *, reads_votes: bool = False
    ) -> Accepted:
        """Judge and store one call: quickly if it can be (`_quickly`), else on the locked
        game row. `reads_votes`: the judge is given the seat's earlier votes today when
        `vote_changes` limits them."""
        key = (caller.user_id, caller.guild_id, caller.channel_id, game_id)
        seat = self._seats.get(key) or await self._find_seat(caller, game_id)
        if (seat.game_id, seat.name) in self.removed:  # R90: refused from the removal on
            raise engine.EngineError("removed_player", {"player": seat.name})
        quick = await self._quickly(caller, seat, judge, reads_votes, _sole(caller, game_id))
        if quick is not None:
            return quick
        return await self._on_locked_game(caller, game_id, judge, reads_votes)

    async def _find_seat(self, caller: Caller, game_id: int | None) -> SeatRef:
        """The caller's seat, found in the store: in a server's game channel by one read when
        it finds their seat in a dealt game there, else by `my_seat`, which also gives the
        refusals. Kept in memory while the game is live; a DM that names no game is the user's
        only live game, which every later use checks (`_sole`): they may join another."""
        key = (caller.user_id, caller.guild_id, caller.channel_id, game_id)
        if game_id is None and caller.guild_id is not None and caller.channel_id is not None:
            here = await seat_here(caller.guild_id, caller.channel_id, caller.user_id)
            if here is not None and here.state in LIVE_STATES and here.seat_id is not None:
                seat = SeatRef(here.game_id, here.seat_id, str(here.name))
                self._seats.put(key, seat)
                return seat
        found, row = await my_seat(caller, game_id)
        seat = SeatRef(found.id, row.id, row.name)
        if found.state in LIVE_STATES:
            self._seats.put(key, seat)
        return seat

    async def _quickly(
        self, caller: Caller, seat: SeatRef, judge: Judge, reads_votes: bool, sole: bool
    ) -> Accepted | None:
        """Judge the call on the game's engine state in memory, then store it if the game row,
        locked, is still running at that state's phase with the seat the caller's: the engine
        state is then the one the locked path would judge on (`EngineCache.engine_game`).
        None, with nothing stored, when the call must take the locked path: no state in
        memory, earlier votes to read, a refusal (given on the locked row only), or a game
        that is no longer as judged."""
        async with self._locks.lock(seat.game_id):
            state = self._cache.get(seat.game_id)
            if state is None or (reads_votes and _limits_votes(state)):
                return None
            try:
                sent = judge(state, seat, ())
            except (engine.EngineError, ServiceError):
                return None
            phase = state.phase
            at = At(seat.seat_id, caller.user_id, phase.kind, phase.number, sole)
            stored = await store_if_current(sent.row(), at)
        return None if stored is None else sent.accepted(stored.replaced, state.phase)

    async def _on_locked_game(
        self, caller: Caller, game_id: int | None, judge: Judge, reads_votes: bool
    ) -> Accepted:
        """Judge and store the call on the game row locked in a transaction: refusals are
        given here."""
        async with self._locked_seat(caller, game_id) as (game, seat, conn):
            require_playing(game)
            state = await self._cache.engine_game(game, conn)
            earlier: list[str] = []
            if reads_votes and state.phase.kind == "day" and _limits_votes(state):
                earlier = await votes_cast(conn, game.id, state.phase.number, seat.name)
            try:
                sent = judge(state, seat, earlier)
            except engine.CodedError as refusal:
                raise refusal.within(state.setup.ruleset) from None  # its words need it
            stored = await store_submission(conn, sent.row())
        return sent.accepted(stored.replaced, state.phase)

    @asynccontextmanager
    async def _locked_seat(
        self, caller: Caller, game_id: int | None
    ) -> AsyncIterator[tuple[StoredGame, SeatRef, Transaction]]:
        """The caller's game row locked in a transaction, with their seat. A caller seen before
        is found in memory, and the locked read checks that the seat is still theirs and the
        game still live (and for a DM naming no game, that it is still their only live one;
        else the store is asked again, as for a first call)."""
        key = (caller.user_id, caller.guild_id, caller.channel_id, game_id)
        known = self._seats.get(key)
        if known is not None:
            async with self._locks.lock(known.game_id), transaction() as conn:
                game = await locked_game_with_seat(
                    conn,
                    known.game_id,
                    known.seat_id,
                    caller.user_id,
                    sole=_sole(caller, game_id),
                )
                if game is not None and game.state in LIVE_STATES:
                    yield game, known, conn
                    return
            self._seats.pop(key)
        ref = await self._find_seat(caller, game_id)
        async with self._locks.locked_game(ref.game_id) as (game, conn):
            yield game, ref, conn


def _sole(caller: Caller, game_id: int | None) -> bool:
    """Whether the caller's seat was found as their only live one: a DM that names no game
    (were they seated in another game now, the DM would be ambiguous, `dm_ambiguous`)."""
    return caller.guild_id is None and game_id is None


def _limits_votes(state: engine.Game) -> bool:
    """Whether `vote_changes` limits the day's votes (the judge then needs the earlier ones)."""
    return state.setup.settings.vote_change_limit is not None


@dataclass(frozen=True)
class Sent:
    """One accepted submission about to be stored: whose, which verb and value, by whom and
    when."""

    game_id: int
    phase: engine.Phase
    player: str
    kind: str  # ACTION | VOTE | LEAVE
    verb: str
    value: object
    user_id: int  # who sent it
    at: datetime
    delegated: bool = False  # the Boss's, for a member (SPEC 3.3)

    def accepted(self, replaced: object | None, current: engine.Phase) -> Accepted:
        """The answer once stored: it replaced `replaced`, while the game was in `current`."""
        return Accepted(
            self.game_id, self.player, self.phase, self.verb, self.value, replaced, current
        )

    def row(self) -> NewSubmission:
        """The row to store; it replaces the active one of the same player, verb and sender
        side (the player's own or the Boss's)."""
        return NewSubmission(
            self.game_id,
            self.phase.kind,
            self.phase.number,
            self.player,
            self.kind,
            self.verb,
            self.delegated,
            self.value,
            self.user_id,
            self.at,
        )


async def collect_inputs(
    games: Sequence[tuple[StoredGame, engine.Game]], conn: Transaction
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
    removed: list[str] = []
    for row in rows:
        if row.kind == VOTE:
            votes[row.player] = str(row.value["value"])
        elif row.kind == REMOVE:
            removed.append(row.player)  # R90
        elif row.kind in (WARN, MUTE, GONE):
            continue  # the host's log, a departure: no input to the engine
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
    return engine.PhaseInput(actions=actions, votes=votes, posts=posts, removed=tuple(removed))
