"""Spectators (setting `spectators`): a member who is not seated follows a running
game with `/game watch` and stops with `/game unwatch`. With `dead_chat` they read and write in
the server's dead chat, with the dead; with `all` they also read, never write, every team
channel of the game. Who watched a game never takes a seat in it (`/game sub`, `/host replace`,
an automatic substitute: `require_never_watched`), a seated player (or one waiting for a seat)
cannot watch, and a member who plays another live game of the server cannot either (the dead
chat is the server's: its dead would tell them that game's secrets). The host sees the watchers
in `/game status`. Every admission ends with the game (`plan_watchers_out`).

What Discord is to show goes through the outbox like a phase's announcements (`Watch`,
`Unwatch`), so a Discord failure is retried and never loses a watcher's admission or release."""

from __future__ import annotations

from collections.abc import Sequence

import engine
from bot.service.outbox import plan
from bot.service.outbox.actions import Action, OpenTeam, ShowTeams, Unwatch, Watch
from bot.service.outbox.delivery import Delivery
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.service.runtime import GameLocks
from bot.service.seats.callers import game_here, sits_in
from bot.service.settings.schema import Config
from bot.service.settings.server import ServerSettings
from bot.store import seats, substitutes, watchers
from bot.store.games import StoredGame
from bot.store.states import LIVE_STATES
from bot.store.transactions import Transaction

__all__ = ["Watchers", "plan_team_readers", "plan_watchers_out", "require_never_watched"]


async def require_never_watched(game: StoredGame, user_id: int, conn: Transaction) -> None:
    """watcher_cannot_sit when the user watches, or once watched, the game."""
    if await watchers.ever_watched(conn, game.id, user_id):
        raise ServiceError("watcher_cannot_sit")


async def plan_watchers_out(game: StoredGame, conn: Transaction) -> list[Action]:
    """The game is over (won or stopped): every watcher's admissions go (after the reveal)."""
    watching = await watchers.active(conn, game.id)
    return [Unwatch(tuple(watching))] if watching else []


async def plan_team_readers(
    game: StoredGame, state: engine.Game, planned: Sequence[Action], conn: Transaction
) -> list[Action]:
    """When `planned` opens a team channel or lets someone into one (which writes its members'
    overwrites anew): the readers the table options let in again, after it: every watcher with
    `spectators: all`, every dead player with `dead_see_teams` (nothing otherwise)."""
    if not any(isinstance(item, OpenTeam) for item in planned):
        return []
    readers: list[Action] = []
    if Config.spectators.kept(game.settings) == "all":
        readers += [Watch(user_id, True) for user_id in await watchers.active(conn, game.id)]
    if Config.dead_see_teams.kept(game.settings):
        readers += [ShowTeams(name) for name in state.names if name not in state.alive_set]
    return readers


class Watchers:
    """`/game watch` and `/game unwatch` (every refusal changes nothing)."""

    def __init__(self, locks: GameLocks, delivery: Delivery, settings: ServerSettings) -> None:
        self._locks = locks
        self._delivery = delivery
        self._settings = settings

    async def watch(self, caller: Caller) -> str:
        """Let the caller follow the game running in their channel; what they see ("dead_chat"
        or "all"). Refusals: game_not_running, spectators_off, watch_seated (holds, held or
        waits for a seat), already_watching, watch_plays_elsewhere, watch_nothing (`dead_chat`
        spectators on a server without a dead chat: there would be nothing to read)."""
        found = await game_here(caller)
        dead_chat = (await self._settings.get_config(found.guild_id)).dead_chat_id
        async with self._locks.locked_game(found.id) as (game, conn):
            if game.state not in LIVE_STATES or game.started_at is None:
                raise ServiceError("game_not_running")
            mode = Config.spectators.kept(game.settings)
            if mode == "off":
                raise ServiceError("spectators_off")
            if mode == "dead_chat" and not dead_chat:
                raise ServiceError("watch_nothing")
            waiting = await substitutes.waiting(conn, game.id)
            if await sits_in(caller.user_id, game, conn) or any(
                row.user_id == caller.user_id for row in waiting
            ):
                raise ServiceError("watch_seated")
            if await seats.users_elsewhere(game.guild_id, game.id, [caller.user_id]):
                raise ServiceError("watch_plays_elsewhere")
            if not await watchers.start(conn, game.id, caller.user_id):
                raise ServiceError("already_watching")
            await plan.store(game, [Watch(caller.user_id, mode == "all")], None, conn)
        await self._delivery.deliver(game)
        return mode

    async def unwatch(self, caller: Caller) -> None:
        """The caller stops following their channel's game: their admissions go (not_watching
        when they did not watch it). They still never take a seat in it."""
        found = await game_here(caller)
        async with self._locks.locked_game(found.id) as (game, conn):
            if not await watchers.stop(conn, game.id, caller.user_id):
                raise ServiceError("not_watching")
            await plan.store(game, [Unwatch((caller.user_id,))], None, conn)
        await self._delivery.deliver(game)

    async def watching(self, game_id: int) -> Sequence[int]:
        """The users watching the game now (for the host's `/game status`)."""
        return await watchers.active(None, game_id)
