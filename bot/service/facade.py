"""`GameService`: the one public face of the game service (docs/CONTRACTS.md section 5).

It makes the shared state and the parts, each a plain class with one job, and hands every part
the others it needs; each public call is delegated to the part that owns it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from datetime import datetime
from typing import Any

import engine
from bot.service import posted as posted_messages
from bot.service.clock.batcher import DeadlineBatcher
from bot.service.clock.jobs import Jobs
from bot.service.clock.reminders import Reminders
from bot.service.clock.timers import PhaseTimers
from bot.service.host.controls import HostControls
from bot.service.host.deleted_channels import GoneChannels
from bot.service.lifecycle import Lifecycle
from bot.service.lobby.callups import CallUps
from bot.service.lobby.seating import Lobby
from bot.service.lobby.setups import Setups
from bot.service.outbox.delivery import Delivery
from bot.service.play import votecount
from bot.service.play.forms import MoveForms
from bot.service.play.queries import Queries
from bot.service.play.submissions import Submissions
from bot.service.ports.calls import (
    Accepted,
    Caller,
    GoneGame,
    OptionsView,
    ParkedDelivery,
    Posted,
    ReviewExport,
    SetupView,
)
from bot.service.ports.table import Table
from bot.service.resolve.resolver import Resolver
from bot.service.runtime import FaultHook, ServiceState, owns_every_guild, utcnow
from bot.service.seats.substitutes import Substitutes
from bot.service.settings.defaults import Defaults
from bot.service.settings.server import ServerSettings
from bot.service.stats import Statistics
from bot.store.games import StoredGame
from bot.store.stats import Leaderboard, PlayerSummary, ServerSummary
from bot.text.i18n import Text
from bot.text.status import status_texts
from bot.text.tally import vote_count_texts
from bot.text.views import LobbyView, StatusView, TallyEntry, VoteCountView

__all__ = ["GameService"]


class GameService:
    """Owns every game's life; see docs/CONTRACTS.md section 5 for the public calls."""

    def __init__(
        self,
        defaults: Defaults | None = None,
        *,
        instance: str = "main",
        time_scale: float = 1.0,
        clock: Callable[[], datetime] = utcnow,
        fault: FaultHook | None = None,
        owns: Callable[[int], bool] | None = None,
    ) -> None:
        """`time_scale`: seconds of real time per second of phase time (the demo's is < 1);
        `fault`: called at named points of a resolution; `owns`: the guilds whose games this
        process resumes (None: every guild)."""
        shared = ServiceState(
            defaults=defaults or Defaults(),
            instance=instance,
            time_scale=time_scale,
            clock=clock,
            fault=fault,
            owns=owns or owns_every_guild,
        )
        self._shared = shared
        jobs = Jobs(time_scale)
        delivery = Delivery(shared, jobs)
        resolver = Resolver(shared, delivery, jobs, on_reminder=Reminders(shared).remind)
        batcher = DeadlineBatcher(resolver)
        resolver.batch = batcher.submit
        self._batcher = batcher
        settings = ServerSettings(shared.defaults)
        self._delivery = delivery
        self._resolver = resolver
        self._settings = settings
        self._lobby = Lobby(shared, settings, resolver.phases, delivery)
        self._submissions = Submissions(shared)
        self._host = HostControls(shared, resolver, delivery)
        self._queries = Queries(shared)
        self._lifecycle = Lifecycle(shared, resolver, delivery, batcher)
        self._gone = GoneChannels(shared, resolver.phases)
        self._setups = Setups(settings)
        self._substitutes = Substitutes(shared)
        self._call_ups = CallUps(shared)
        self._stats = Statistics(settings)
        self.forms = MoveForms(shared)
        """The move forms' calls (issue 12): `sent_moves`, `remember`, `form`, `open_forms`,
        `close`, `final_moves`."""

    @property
    def defaults(self) -> Defaults:
        """The process-wide defaults (config.toml): what a server without settings uses."""
        return self._shared.defaults

    @property
    def timers(self) -> PhaseTimers:
        """The deadline and reminder jobs (tests and the demo fast-forward through them)."""
        return self._resolver.phases.timers

    # -- process -----------------------------------------------------------------------------

    def register_table(self, table: Table, guild_id: int | None = None) -> None:
        """Use `table` for a guild's games (None: for every guild without its own)."""
        self._shared.tables[guild_id] = table

    async def resume(self) -> None:
        """Start-up: note downtime, deliver what was not delivered, re-arm every running game,
        resolve deadlines that passed while the process was down."""
        await self._lifecycle.resume()

    async def close(self) -> None:
        """Stop the timers and the heartbeat (the store stays open)."""
        await self._lifecycle.close()

    async def deliver_pending(self) -> int:
        """Deliver every undelivered announcement of every game (e.g. after registering a Table);
        how many."""
        return await self._delivery.deliver_pending()

    async def parked(self, game_id: int) -> list[ParkedDelivery]:
        """The game's announcements whose showing failed `claims.MAX_ATTEMPTS` times, with their
        last error: never retried automatically (the game went on without them)."""
        return await self._delivery.parked(game_id)

    async def resolve_phase(self, game_id: int, expected: engine.Phase | None = None) -> bool:
        """Resolve the game's current phase (only if it is still `expected`); False if there was
        nothing to resolve (already resolved, paused, over)."""
        return await self._resolver.resolve_phase(game_id, expected)

    async def resolve_due(self, game_ids: Sequence[int]) -> dict[int, bool | BaseException]:
        """Resolve these games' current phases together, as their deadlines do when they fall
        due at once (`bot.service.clock.batcher`); by game: resolved here, or the error."""
        return await self._batcher.resolve_due([(game_id, None) for game_id in game_ids])

    async def wait_for_phase(self, game_id: int, phase: engine.Phase | None) -> StoredGame:
        """Wait until the game has left `phase` (or is no longer running); the game row."""
        return await self._resolver.wait_for_phase(game_id, phase)

    async def rearm(self, game_id: int) -> None:
        """Arm a running game's timers again from the store."""
        await self._resolver.phases.rearm(game_id)

    def drop_cache(self) -> None:
        """Forget every cached engine state (each is replayed from the store when next needed)."""
        self._shared.cache.clear()

    # -- server settings ---------------------------------------------------------------------

    async def get_config(self, guild_id: int) -> dict[str, object]:
        """The server's settings: config.toml defaults with the server's own values on top."""
        return await self._settings.get_config(guild_id)

    async def server_language(self, guild_id: int) -> str:
        """The server's language ("ru" | "en")."""
        return await self._settings.server_language(guild_id)

    async def set_config(self, caller: Caller, key: str, value: object) -> dict[str, object]:
        """Change one server setting (a host's call): bad_config(key) when not allowed."""
        return await self._settings.set_config(caller, key, value)

    async def set_configs(self, caller: Caller, changes: Mapping[str, object]) -> dict[str, object]:
        """Change several server settings at once, or none when one is refused."""
        return await self._settings.set_configs(caller, changes)

    # -- lobby -------------------------------------------------------------------------------

    async def open_lobby(
        self, caller: Caller, ruleset: str | None = None, *, seed: int | None = None
    ) -> LobbyView:
        """Open a lobby in the caller's channel (ruleset: the server's when None)."""
        return await self._lobby.open_lobby(caller, ruleset, seed=seed)

    async def lobby(self, caller: Caller) -> LobbyView:
        """The lobby (or game) open in the caller's channel."""
        return await self._lobby.lobby(caller)

    async def join(self, caller: Caller, display_name: str, locale: str | None = None) -> LobbyView:
        """Take a seat; the display name becomes the player's name in the game."""
        return await self._lobby.join(caller, display_name, locale)

    async def leave(self, caller: Caller) -> LobbyView:
        """Give up a seat in the lobby."""
        return await self._lobby.leave(caller)

    async def cancel_lobby(self, caller: Caller) -> LobbyView:
        """Cancel the lobby open in the caller's channel (its opener or a server host);
        lobby_closed once the game has started."""
        return await self._lobby.cancel(caller)

    async def start_game(self, caller: Caller, roles: Sequence[str] | None = None) -> StatusView:
        """Deal (the preset for the player count, or the host's list) and begin night 1."""
        return await self._lobby.start_game(caller, roles)

    # -- playing -----------------------------------------------------------------------------

    async def act(
        self,
        caller: Caller,
        verb: str,
        value: object,
        *,
        game_id: int | None = None,
        for_player: str | None = None,
    ) -> Accepted:
        """Store one action for the phase the engine says it is for (by day a night verb: the
        coming night), replacing the same verb's earlier value; `for_player`: the Boss sends a
        mafia member's action (SPEC 3.3). `value` may be `ParsedBy`: read by the game's rule set
        under the game's lock."""
        return await self._submissions.act(
            caller, verb, value, game_id=game_id, for_player=for_player
        )

    async def leave_to_boss(
        self, caller: Caller, leave: bool = True, *, game_id: int | None = None
    ) -> Accepted:
        """A mafia member leaves tonight's action to the Boss (False takes it back)."""
        return await self._submissions.leave_to_boss(caller, leave, game_id=game_id)

    async def vote(self, caller: Caller, target: str, *, game_id: int | None = None) -> Accepted:
        """Store the caller's public vote for today (a player's name or "abstain")."""
        return await self._submissions.vote(caller, target, game_id=game_id)

    async def options(
        self, caller: Caller, *, game_id: int | None = None, for_player: str | None = None
    ) -> OptionsView:
        """What the caller (or, for the Boss, `for_player`) may send now and by day for the
        coming night, for autocomplete."""
        return await self._queries.options(caller, game_id=game_id, for_player=for_player)

    async def my_card(self, caller: Caller, *, game_id: int | None = None) -> list[Text]:
        """The caller's role card."""
        return await self._queries.my_card(caller, game_id=game_id)

    async def my_private_items(self, caller: Caller, *, game_id: int | None = None) -> list[Text]:
        """What the caller was told privately so far in their game, in order (for `/role`)."""
        return await self._queries.my_private_items(caller, game_id=game_id)

    async def status(self, caller: Caller, *, game_id: int | None = None) -> StatusView:
        """The game in the caller's channel (or the caller's game, in a DM) at a glance; after
        the end, the channel's last game with its winner and every role."""
        return await self._queries.status(caller, game_id=game_id)

    async def table_settings(self, caller: Caller) -> dict[str, object]:
        """The settings the caller's table plays by (`/rules`): their game's, kept from its
        opening, else the server's (config.toml's in a DM)."""
        return await self._queries.table_settings(caller)

    async def vote_count(self, caller: Caller, *, game_id: int | None = None) -> VoteCountView:
        """Today's vote count (`/votes`) as the caller may see it: in the game channel for
        anyone, in a DM for a player; not_day at night."""
        return await self._queries.vote_count(caller, game_id=game_id)

    def vote_count_texts(self, view: VoteCountView) -> list[Text]:
        """The vote count as texts: counts, leaders, who has not voted, the time left."""
        return vote_count_texts(view)

    def status_texts(self, view: StatusView) -> list[Text]:
        """The status as texts (service.ftl): phase and deadline, the living, the tally."""
        return status_texts(view)

    async def engine_state(self, game_id: int) -> engine.Game:
        """The engine state of a started game (read-only; for the demo and tests)."""
        return await self._queries.engine_state(game_id)

    async def export_record(self, caller: Caller, *, game_id: int | None = None) -> dict[str, Any]:
        """The game record (SPEC 5.1) of the caller's channel's game (or `game_id`)."""
        return await self._queries.export_record(caller, game_id=game_id)

    async def export_review(self, caller: Caller, *, game_id: int | None = None) -> ReviewExport:
        """The review page of the same game, on the terms of `export_record` (issue 14)."""
        return await self._queries.export_review(caller, game_id=game_id)

    async def record_message(self, guild_id: int, channel_id: int, user_id: int) -> None:
        """Count one message in a game channel for activity (only a living player's, by day)."""
        await posted_messages.record_message(guild_id, channel_id, user_id)

    async def remember_message(
        self, game_id: int, kind: str, posted: Posted, number: int = 0
    ) -> None:
        """Store the ids of a message the Discord layer edits ("lobby"; "tally" with the day as
        `number`; one text over several messages), replacing an earlier one."""
        await posted_messages.remember_message(game_id, kind, posted, number)

    async def posted_message(self, game_id: int, kind: str, number: int = 0) -> Posted | None:
        """The message ids stored by `remember_message`, or None."""
        return await posted_messages.posted_message(game_id, kind, number)

    async def day_votes(self, game_id: int, day: int) -> tuple[TallyEntry, ...]:
        """Every public vote of a game's day `day`, oldest first, `struck` once changed: the
        whole tally an open game (`vote_visibility` open) shows, also after the day is over."""
        return await votecount.day_votes(game_id, day)

    async def dm_channels(self, user_ids: Collection[int]) -> dict[int, int]:
        """The kept DM channel ids of these users (user id -> channel id), issue 15."""
        return await posted_messages.dm_channels(user_ids)

    async def remember_dm_channel(self, user_id: int, channel_id: int) -> None:
        """Keep a user's DM channel id, so that a DM after a restart opens nothing."""
        await posted_messages.remember_dm_channel(user_id, channel_id)

    # -- host controls -----------------------------------------------------------------------

    async def extend(self, caller: Caller, minutes: int) -> StatusView:
        """Move the current deadline `minutes` later."""
        return await self._host.extend(caller, minutes)

    async def end_phase(self, caller: Caller) -> StatusView:
        """Resolve the current phase now."""
        return await self._host.end_phase(caller)

    async def pause(self, caller: Caller) -> StatusView:
        """Stop the clock: actions, votes and the deadline wait until `unpause`."""
        return await self._host.pause(caller)

    async def unpause(self, caller: Caller) -> StatusView:
        """Restart the clock with the time that was left."""
        return await self._host.unpause(caller)

    async def stop(self, caller: Caller) -> StatusView:
        """End the game without a winner; every role is revealed."""
        return await self._host.stop(caller)

    async def replace_player(
        self,
        caller: Caller,
        old_user_id: int,
        new_user_id: int | None = None,
        locale: str | None = None,
    ) -> StatusView:
        """Give a seat to another user (None: the first substitute); the seat keeps its name,
        the newcomer gets the card, what the seat was told so far and its team channels."""
        return await self._host.replace_player(caller, old_user_id, new_user_id, locale)

    # -- saved setups, call-ups, substitutes (issue 11) ---------------------------------------

    async def save_setup(
        self, caller: Caller, name: str, roles: Sequence[str], ruleset: str | None = None
    ) -> SetupView:
        """Save a role list under a name for the caller's server (a host's call), checked by the
        engine (`engine.check_roles`)."""
        return await self._setups.save(caller, name, roles, ruleset)

    async def setups(self, guild_id: int) -> list[SetupView]:
        """The server's saved setups, by name."""
        return await self._setups.setups(guild_id)

    async def setup(self, guild_id: int, name: str) -> SetupView:
        """One of the server's saved setups (setup_not_found)."""
        return await self._setups.show(guild_id, name)

    async def delete_setup(self, caller: Caller, name: str) -> SetupView:
        """Delete one of the server's saved setups (a host's call)."""
        return await self._setups.delete(caller, name)

    async def setup_roles(self, guild_id: int, name: str, ruleset: str) -> list[str]:
        """A saved setup's role ids, to deal a game of `ruleset` with `start_game`."""
        return await self._setups.roles_for(guild_id, name, ruleset)

    async def call_players(self, caller: Caller) -> tuple[int, ...]:
        """Whom a call from the caller's channel pings (its opener or a server host; at most
        once per 10 minutes: call_too_soon)."""
        return await self._call_ups.call_players(caller)

    async def sign_up_substitute(self, caller: Caller, locale: str | None = None) -> int:
        """Sign the caller up to replace a player of the game running in their channel; their
        place on the list (1: next)."""
        return await self._substitutes.sign_up(caller, locale)

    async def withdraw_substitute(self, caller: Caller) -> None:
        """Take the caller off their channel's game's substitutes' list."""
        await self._substitutes.withdraw(caller)

    # -- the server ----------------------------------------------------------------------------

    async def channel_gone(self, guild_id: int, channel_id: int) -> list[GoneGame]:
        """A channel was deleted: stop its lobby or game without posting (its undelivered
        announcements dropped, its timers disarmed); whom to tell (the host, by DM)."""
        return await self._gone.channel_gone(guild_id, channel_id)

    # -- statistics ----------------------------------------------------------------------------

    async def server_stats(self, guild_id: int) -> ServerSummary:
        """The server's finished games (stopped ones never count) per rule set: the wins by
        camp, the average length, and the longest game."""
        return await self._stats.server(guild_id)

    async def player_stats(self, guild_id: int, user_id: int) -> PlayerSummary | None:
        """A user's finished games on the server (games, wins, by camp, roles, survived); None
        when they have played none."""
        return await self._stats.player(guild_id, user_id)

    async def leaderboard(self, guild_id: int) -> Leaderboard:
        """The server's leaderboard: by wins, and by win rate among players with at least the
        server's `stats_min_games` finished games."""
        return await self._stats.leaderboard(guild_id)
