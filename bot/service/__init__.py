"""The game service: a game's life from lobby to end, over the store, the timers and the Table.

`GameService` is the composition root: it builds the parts, each a plain class with one job, hands
each part the collaborators it uses (`bot.service.runtime`: the clock, the Tables, the game locks,
the engine-state cache, the known seats, the fault points), and exposes the parts as attributes.
A caller asks the part that owns a call (docs/CONTRACTS.md section 5):

- `service.settings`: server settings (`get_config`, `server_language`, `set_config(s)`);
- `service.lobby`: opening a game, its seats, dealing it (`open_lobby`, `join`, `start_game`, …);
  `service.scheduled`: a lobby dealt at a set time (`schedule`, `deal`, `rearm`);
- `service.play`: actions and votes (`act`, `leave_to_boss`, `vote`); `service.majority`: a day
  a stored vote decides (R91) resolved at once, through the resolver;
- `service.votecount`: the live tally board of a day (`tally_board`, `remember_tally`);
- `service.queries`: what a caller may see (`options`, `my_card`, `status`, `vote_count`,
  `export_record`, `engine_state`, …); `service.forms`: the move forms;
- `service.host`: the host's controls (`extend`, `end_phase`, `pause`, `stop`, …);
- `service.setups`, `service.callups`, `service.substitutes`: saved role lists, `/game call`,
  the substitutes' list; `service.estimates`: a setup's balance estimate (`bot.balance`);
- `service.stats`: the statistics of a server's finished games; `service.posted`: the messages
  counted, the message ids the Discord layer edits, the overwrite bits the bot set, the
  team channel archives, the digest of the command tree last synced;
- `service.deleted_channels`: stopping the games of a deleted channel; `service.departures`: a
  player who left the server (`member_left`); `service.discipline`: the host's warnings,
  removals and mutes (R90);
- `service.resolver`: resolving a phase exactly once (`resolve_phase`, `wait_for_phase`);
  `service.batcher`: the deadlines due at once; `service.phases`: a phase's deadline and timers;
- `service.delivery`: showing the outbox (`deliver_pending`, `parked`);
- `service.lifecycle`: resuming after a restart, closing (`resume`, `close`);
- `service.tables`, `service.engines`, `service.seats`, `service.clock`, `service.defaults`:
  what the process keeps (`tables.register` a Table; `engines.clear()` forgets every state).

Exactly-once resolution: a phase is resolved inside one transaction that locks the game row
(`SELECT … FOR UPDATE` on PostgreSQL; the SQLite client serializes transactions), re-checks the
phase, and inserts a `Resolution` row unique per (game, phase kind, number). Announcements are
stored in that transaction and delivered after it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from datetime import datetime
from typing import Protocol

from bot.service import posted as posted_messages
from bot.service.clock.batcher import DeadlineBatcher
from bot.service.clock.jobs import Jobs
from bot.service.clock.reminders import Reminders
from bot.service.host.controls import HostControls
from bot.service.host.deleted_channels import GoneChannels
from bot.service.host.departures import Departures
from bot.service.host.discipline import Discipline
from bot.service.lifecycle import Lifecycle
from bot.service.lobby.callups import CallUps
from bot.service.lobby.estimates import Estimates
from bot.service.lobby.scheduled import ScheduledStarts
from bot.service.lobby.seating import Lobby
from bot.service.lobby.setups import Setups
from bot.service.outbox.delivery import Delivery
from bot.service.play.forms import MoveForms
from bot.service.play.queries import Queries
from bot.service.play.submissions import Submissions
from bot.service.play.votecount import VoteCount
from bot.service.ports.calls import KeptLine, Posted
from bot.service.resolve.majority import MajorityWatch
from bot.service.resolve.resolver import Resolver
from bot.service.runtime import (
    Clock,
    EngineCache,
    FaultHook,
    FaultPoints,
    GameLocks,
    KnownSeats,
    Tables,
    owns_every_guild,
    utcnow,
)
from bot.service.seats.substitutes import Substitutes
from bot.service.seats.watchers import Watchers
from bot.service.settings.defaults import Defaults
from bot.service.settings.server import ServerSettings
from bot.service.stats import Statistics

__all__ = ["FaultHook", "GameService", "PostedMessages"]


class PostedMessages(Protocol):
    """The calls of `bot.service.posted` (the module itself is `GameService.posted`)."""

    async def record_message(self, guild_id: int, channel_id: int, user_id: int) -> bool:
        """Count one message in a game channel for activity (only a living player's, by day);
        whether a lobby or game is open in the channel at all."""

    async def remember_message(
        self, game_id: int, kind: str, posted: Posted, number: int = 0
    ) -> None:
        """Store the ids of a message the Discord layer edits, replacing an earlier one."""

    async def posted_message(self, game_id: int, kind: str, number: int = 0) -> Posted | None:
        """The message ids stored by `remember_message`, or None."""

    async def remember_phase_post(self, game_id: int, phase: int, post: KeptLine) -> None:
        """Keep the post a phase (by index) began with, by its deadline line as it stands."""

    async def phase_post(self, game_id: int, phase: int) -> KeptLine | None:
        """The deadline line kept by `remember_phase_post`, or None."""

    async def dm_channels(self, user_ids: Collection[int]) -> dict[int, int]:
        """The kept DM channel ids of these users (user id -> channel id)."""

    async def remember_dm_channel(self, user_id: int, channel_id: int) -> None:
        """Keep a user's DM channel id, so that a DM after a restart opens nothing."""

    async def bot_overwrites(self, channel_id: int) -> dict[int, tuple[int, int, int, int]]:
        """What the bot set in a channel's overwrites (target id -> allow, deny, was_allow,
        was_deny bits)."""

    async def remember_bot_overwrite(
        self, channel_id: int, target_id: int, bits: tuple[int, int, int, int] | None
    ) -> None:
        """Keep what the bot set for a target in a channel (None: nothing any more)."""

    async def forget_bot_overwrites(self, channel_id: int) -> None:
        """The channel is gone: forget what the bot set there."""

    async def archived_team_channels(self, guild_id: int) -> list[int]:
        """The team channels of the server's ended games, the oldest game's first."""

    async def forget_team_channel(self, channel_id: int) -> None:
        """A team channel archive was deleted: forget it and what the bot set there."""

    async def command_digest(self, application_id: int) -> str | None:
        """The digest of the command tree last synced for the application (None: never)."""

    async def remember_command_digest(self, application_id: int, digest: str) -> None:
        """Keep the digest of the command tree just synced."""


class GameService:
    """Builds the service's parts over one process's collaborators and hands them out; see the
    module's docstring for which part owns which call."""

    def __init__(
        self,
        defaults: Defaults | None = None,
        *,
        instance: str = "main",
        time_scale: float = 1.0,
        clock: Callable[[], datetime] = utcnow,
        fault: FaultHook | None = None,
        owns: Callable[[int], bool] | None = None,
        salts: Callable[[int], str] | None = None,
    ) -> None:
        """`time_scale`: seconds of real time per second of phase time (the demo's is < 1);
        `fault`: called at named points of a resolution; `owns`: the guilds whose games this
        process resumes (None: every guild); `salts`: a dealt game's seal salt by game id
        (None: a fresh secret one, `engine.seal.new_salt`; the demo and tests pin theirs)."""
        self.defaults = defaults or Defaults()
        """The process-wide defaults (config.toml): what a server without settings uses."""
        self.instance = instance
        """This process's name in the store (heartbeat, resolved_by, claims)."""
        self.clock = Clock(clock, time_scale)
        self.owns = owns or owns_every_guild
        """With Discord sharding across processes, each process resumes only its guilds'."""
        self.tables = Tables()
        self.seats = KnownSeats()
        self.engines = EngineCache(self.seats)
        locks = GameLocks()
        self.locks = locks
        faults = FaultPoints(fault)
        jobs = Jobs(time_scale)
        self.delivery = Delivery(
            jobs,
            tables=self.tables,
            clock=self.clock,
            instance=instance,
            owns=self.owns,
            faults=faults,
        )
        reminders = Reminders(self.delivery, locks, self.engines, self.clock, self.owns)
        self.resolver = Resolver(
            self.delivery,
            jobs,
            reminders.remind,
            locks=locks,
            cache=self.engines,
            clock=self.clock,
            instance=instance,
            owns=self.owns,
            faults=faults,
        )
        self.phases = self.resolver.phases
        self.timers = self.phases.timers
        """The deadline and reminder jobs (tests and the demo fast-forward through them)."""
        self.batcher = DeadlineBatcher(self.resolver)
        self.resolver.batch = self.batcher.submit
        self.settings = ServerSettings(self.defaults)
        self.lobby = Lobby(
            self.settings,
            self.phases,
            self.delivery,
            locks=locks,
            cache=self.engines,
            clock=self.clock,
            salts=salts,
        )
        self.scheduled = ScheduledStarts(
            self.lobby,
            jobs,
            self.delivery,
            self.phases,
            locks=locks,
            clock=self.clock,
            owns=self.owns,
        )
        """`/game start at:`: a lobby dealt at a time, re-armed after a restart."""
        self.play = Submissions(locks, self.engines, self.seats, self.clock, self.settings)
        self.majority = MajorityWatch(self.engines)
        """R91: a day decided by a stored vote is resolved at once, as at its deadline."""
        self.majority.resolve = self.resolver.resolve_decided
        self.play.after_submission = self.majority.after_submission
        self.votecount = VoteCount(self.engines, self.settings)
        self.queries = Queries(self.engines, self.defaults)
        self.forms = MoveForms(self.engines)
        self.host = HostControls(
            self.resolver, self.delivery, locks=locks, cache=self.engines, clock=self.clock
        )
        self.departures = Departures(
            self.delivery, locks=locks, cache=self.engines, clock=self.clock
        )
        self.discipline = Discipline(
            self.delivery, self.play.removed, locks=locks, cache=self.engines, clock=self.clock
        )
        self.deleted_channels = GoneChannels(
            self.phases, locks=locks, cache=self.engines, clock=self.clock
        )
        self.setups = Setups(self.settings)
        self.estimates = Estimates(self.settings)
        self.callups = CallUps(locks, self.engines, self.clock)
        self.substitutes = Substitutes(locks)
        self.watchers = Watchers(locks, self.delivery, self.settings)
        """`/game watch` and `/game unwatch` (setting `spectators`)."""
        self.stats = Statistics(self.settings)
        self.posted: PostedMessages = posted_messages
        self.lifecycle = Lifecycle(
            self.resolver,
            self.delivery,
            self.batcher,
            clock=self.clock,
            instance=instance,
            owns=self.owns,
            scheduled=self.scheduled,
            removed=self.play.removed,
        )
