"""One process of a sharded deployment, its Discord simulated by simcord, driven over a pipe.

    SHARD_COUNT=2 SHARD_IDS=0 DATABASE_URL=postgres://… python -m tests.sharding.worker

The bot is built exactly as `python -m bot` builds it (`bot_from_environment`: the store, the
shards and their leases from the environment), a `ShardedMafiaBot`. Instead of `bot.run(token)`
it is attached to simcord, whose gateway opens only this process's shards and sends each event on
the shard Discord would (a guild's on `(guild_id >> 22) % SHARD_COUNT`, a DM's on shard 0): an
event for another process's shard never reaches this one.

Every worker builds the same world before its bot connects (simcord's ids come from its own
clock, so they are the same in every process): one guild per shard, named `shard0`, `shard1`…,
each with a `game` channel, a host and players, the
bot holding exactly the README's invite permissions. So the processes see one Discord, each
through its own shards, as on the real one.

The worker prints `{"ready": …}` once its bot is connected (after it took its shards' leases),
then answers one JSON command per line on stdin with one JSON line on stdout (see `OPS`).
"""

from __future__ import annotations

import asyncio
import contextvars
import json
import logging
import os
import sys
import traceback
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any, TextIO

import discord
import simcord
from tortoise.exceptions import OperationalError

from bot.discord.app import MafiaBot, bot_from_environment
from bot.discord.global_pacing import GlobalPacer
from bot.discord.permissions import INVITE_PERMISSIONS
from bot.store.models import RUNNING, Announcement, Game
from bot.store.transactions import afresh
from bot.text.i18n import Localizer
from cogs.lobby.view import JOIN_ID
from tests.simcord_clock import beat_in_real_time

PLAYERS = 8
"""Players per guild (besides its host): enough for a city game."""

MEMBER_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    read_message_history=True,
    use_application_commands=True,
)
HOST_PERMISSIONS = discord.Permissions(manage_guild=True)
MESSAGES_ROUTE = ["channels", "messages"]  # POST /channels/{id}/messages: a message posted


class World:
    """The guilds every worker builds, in the same order (so with the same ids)."""

    def __init__(self, env: simcord.Env, shard_count: int) -> None:
        self.env = env
        self.guilds: dict[str, simcord.GuildHandle] = {}
        self.channels: dict[str, simcord.ChannelHandle] = {}
        self.hosts: dict[str, simcord.MemberActor] = {}
        self.players: dict[str, list[simcord.MemberActor]] = {}
        for shard in range(shard_count):
            self._guild(f"shard{shard}", shard)

    def _guild(self, name: str, shard: int) -> None:
        env = self.env
        guild = env.create_guild(name, shard_id=shard)
        backend = env.backend
        backend.edit_role(guild.id, guild.id, {"permissions": 0})  # @everyone grants nothing
        model = backend.get_guild(guild.id)
        [integration] = [role for role in model.roles.values() if role.managed]
        backend.edit_role(guild.id, integration.id, {"permissions": INVITE_PERMISSIONS.value})
        members = guild.create_role("members", permissions=MEMBER_PERMISSIONS)
        hosts = guild.create_role("hosts", permissions=HOST_PERMISSIONS)
        self.channels[name] = guild.create_text_channel("game")
        host = env.create_user(f"{name}-host")
        self.hosts[name] = guild.add_member(host, roles=[members, hosts], nick=f"{name} host")
        self.players[name] = []
        for number in range(1, PLAYERS + 1):
            user = env.create_user(f"{name}-player{number}")
            actor = guild.add_member(user, roles=[members], nick=f"{name} p{number}")
            self.players[name].append(actor)
        for actor in [self.hosts[name], *self.players[name]]:
            backend.get_dm_channel(actor.id)  # now, so that its id is the same in every worker
        self.guilds[name] = guild

    def describe(self) -> dict[str, Any]:
        """The world's ids, by guild name."""
        return {
            name: {
                "id": guild.id,
                "channel": self.channels[name].id,
                "host": self.hosts[name].id,
                "players": [player.id for player in self.players[name]],
                "dms": [
                    self.env.backend.get_dm_channel(actor.id).id
                    for actor in [self.hosts[name], *self.players[name]]
                ],
            }
            for name, guild in self.guilds.items()
        }

    def member(self, guild: str, who: str | int) -> simcord.MemberActor:
        """The guild's host ("host") or its player number `who` (from 0)."""
        return self.hosts[guild] if who == "host" else self.players[guild][int(who)]

    def user(self, guild: str, who: str | int) -> simcord.UserHandle:
        """The same member as a user (for what they do in a DM with the bot)."""
        actor = self.member(guild, who)
        return simcord.UserHandle(self.env, self.env.backend.users[actor.id])


def result(outcome: simcord.InteractionResult) -> dict[str, Any]:
    """An interaction's outcome as plain data: whether this process answered it, and what."""
    shown = [outcome.response, *outcome.followups] if outcome.response else outcome.followups
    return {
        "acknowledged": outcome.acknowledged,
        "ephemeral": outcome.ephemeral,
        "content": "\n".join(message.content for message in shown),
    }


class Worker:
    """The bot of this process on its simcord Discord, and the commands the test sends."""

    def __init__(self, env: simcord.Env, world: World) -> None:
        self.env = env
        self.world = world

    @property
    def bot(self) -> MafiaBot:
        return self.env.bot  # type: ignore[return-value]

    def ready(self) -> dict[str, Any]:
        leases = self.bot.leases
        return {
            "ready": True,
            "shards": sorted(self.bot.shards),  # type: ignore[attr-defined]
            "held": sorted(leases.held) if leases else None,
            "owner": leases.instance if leases else None,
            "instance": self.bot.service.instance,
            "guilds": sorted(guild.id for guild in self.bot.guilds),
        }

    async def op_world(self) -> dict[str, Any]:
        return self.world.describe()

    async def op_slash(
        self,
        guild: str,
        command: str,
        who: str | int = "host",
        dm: bool = False,
        options: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        if dm:
            outcome = await self.world.user(guild, who).slash(command, **(options or {}))
        else:
            actor = self.world.member(guild, who)
            outcome = await actor.slash(self.world.channels[guild], command, **(options or {}))
        return result(outcome)

    async def op_join(self, guild: str) -> dict[str, Any]:
        """Every player of the guild clicks Join under the lobby in the game channel."""
        channel = self.world.channels[guild]
        lobby = next(
            message
            for message in reversed(channel.history())
            if any(
                getattr(item, "custom_id", None) == JOIN_ID
                for row in message.components
                for item in row.children  # type: ignore[attr-defined]
            )
        )
        joined = 0
        for player in self.world.players[guild]:
            joined += (await player.click(lobby, custom_id=JOIN_ID)).acknowledged
        return {"joined": joined}

    async def op_act(self, guild: str, who: int) -> dict[str, Any]:
        """The player sends, in a DM with the bot, the first move /act's autocomplete offers
        (every slot filled with its first offer); nothing if it offers none."""
        user = self.world.user(guild, who)
        given: dict[str, str] = {}
        for slot in ("verb", "target", "second", "extra"):
            choices = await user.autocomplete("act", slot, "", **given)
            if not choices:
                break
            given[slot] = str(choices[0]["value"])
        if not given:
            return {"acknowledged": False, "content": "", "ephemeral": False, "sent": {}}
        return {**result(await user.slash("act", **given)), "sent": given}

    async def op_armed(self, games: list[int]) -> dict[str, Any]:
        """Which of these games have a deadline job armed in this process."""
        timers = self.bot.service.timers
        return {"armed": [game for game in games if timers.armed(game) is not None]}

    async def op_fire(self, game: int, wait: bool = True) -> dict[str, Any]:
        """Run the game's deadline job now (as if its deadline came); once the phase is
        resolved and each of its announcements was shown (or tried), if `wait`."""
        before = await Game.get(id=game)
        if not self.bot.service.timers.fire_now(game):
            return {"fired": False}
        if not wait:
            return {"fired": True}
        # the job runs outside simcord's bookkeeping (the worker woke the scheduler): wait for
        # the store to say it is done
        phase = (before.phase_kind, before.phase_number)
        for _ in range(600):
            after = await Game.get(id=game)
            left = await Announcement.filter(
                game_id=game, delivered=False, attempts=0, parked_at__isnull=True
            ).count()
            moved = (after.state, after.phase_kind, after.phase_number) != (RUNNING, *phase)
            if moved and not left:
                break
            await asyncio.sleep(0.05)
        await self.env.settle()
        return {"fired": True}

    async def op_posts(self) -> dict[str, Any]:
        """Every message this process posted through Discord's REST API (not interaction
        replies): channel id and content, in order."""
        posts = []
        for entry in self.env.http_requests:
            parts = entry.path.strip("/").split("/")
            if entry.method == "POST" and len(parts) == 3 and parts[::2] == MESSAGES_ROUTE:
                content = (entry.json or {}).get("content")
                posts.append({"channel": int(parts[1]), "content": content})
        return {"posts": posts}

    async def op_leases(self) -> dict[str, Any]:
        """The shards whose leases this process holds, and whether it owns each guild now."""
        leases = self.bot.leases
        assert leases is not None
        guilds = self.world.guilds.values()
        return {"held": sorted(leases.held), "owns": {g.name: leases.owns(g.id) for g in guilds}}

    async def op_store_away(self) -> dict[str, Any]:
        """From now on the leases' store calls fail, as when the store is unreachable (the
        renewal logs the failure and tries again at its next turn)."""
        leases = self.bot.leases
        assert leases is not None

        async def unreachable() -> frozenset[int]:
            raise OperationalError("the store is unreachable")

        leases.take = unreachable  # type: ignore[method-assign]
        return {}

    async def op_store_back(self) -> dict[str, Any]:
        """The store answers the leases' calls again."""
        del self.bot.leases.take  # type: ignore[union-attr]
        return {}

    async def op_settle(self) -> dict[str, Any]:
        await self.env.settle()
        return {}

    async def op_stop_bot(self) -> dict[str, Any]:
        """The bot stops as on a shutdown (its Discord stays, as Discord does)."""
        await self.env.settle()
        await self.bot.close()
        return {}

    async def op_start_bot(self) -> dict[str, Any]:
        """A new bot, built from the environment as at start-up, connects to the same Discord."""
        await self.env.restart_bot(make_bot())
        renew_in_real_time(self.bot)
        return self.ready()

    async def op_errors(self) -> dict[str, Any]:
        """What the bot raised that simcord caught (a handler's or a task's exception)."""
        return {"errors": [repr(error) for error in self.env.errors]}

    async def op_quit(self) -> dict[str, Any]:
        await self.env.settle()
        await self.env.shutdown()
        await self.bot.close()
        return {"quit": True}


OPS: dict[str, Callable[..., Awaitable[dict[str, Any]]]] = {
    name.removeprefix("op_"): getattr(Worker, name)
    for name in dir(Worker)
    if name.startswith("op_")
}


def make_bot() -> MafiaBot:
    """The bot as `python -m bot` builds it (texts checked strictly)."""
    bot = bot_from_environment(Localizer(strict=True))
    # simcord fires a bot's sleep only as its virtual time advances: a REST pacer's wait while
    # a command settles would hold it; the shared budget is tested in tests/cogs/test_global_pacing
    bot.rest_pacer = GlobalPacer(rate=1e9, burst=1e9)
    return bot


async def shorten_leases(bot: MafiaBot) -> None:
    """With `TEST_LEASE_SECONDS`, leases that short (renewed three times as often, and taken
    anew at once at that length), for a test that lets one run out. Done once simcord has
    started the bot: while it starts, simcord waits for every bot timer due within 5 s, and a
    renewal due every second would keep a query in flight when that wait ends."""
    lease = os.environ.get("TEST_LEASE_SECONDS")
    if lease and bot.leases is not None:
        bot.leases._lease = timedelta(seconds=float(lease))
        bot.leases._renew_seconds = float(lease) / 3
        await afresh(bot.leases.take)


def renew_in_real_time(bot: MafiaBot) -> None:
    """Run the leases' renewal (the bot's own `ShardLeases._renew_forever`) outside simcord's
    bookkeeping. simcord ends each command by waiting for every bot timer due within 5 s, and
    the work it starts: a renewal falling due there would hold the command up to 5 s, and fail
    it when its query straddles that limit. Outside it, it renews every 10 s in real time, as
    in production; so do the service's heartbeat and timers' sweep."""
    loop = asyncio.get_running_loop()
    beat_in_real_time(bot)  # the service's heartbeat (every 5 s) and sweep: the same
    leases = bot.leases
    if leases is None or leases._renewing is None:
        return
    leases._renewing.cancel()
    leases._renewing = loop.create_task(leases._renew_forever(), context=contextvars.Context())


def say(out: TextIO, data: dict[str, Any]) -> None:
    out.write(json.dumps(data) + "\n")
    out.flush()


async def serve(out: TextIO) -> None:
    bot = make_bot()
    env = simcord.Env(bot)
    world = World(env, int(os.environ["SHARD_COUNT"]))
    await env.start()  # login: the store, the leases (waits for them), the cogs, the sync
    worker = Worker(env, world)
    await shorten_leases(bot)
    renew_in_real_time(bot)
    say(out, worker.ready())
    while True:
        line = await asyncio.to_thread(sys.stdin.readline)
        if not line:
            await worker.op_quit()
            return
        request = json.loads(line)
        op = request.pop("op")
        try:
            answer = await OPS[op](worker, **request)
        except Exception as error:
            answer = {"error": repr(error), "traceback": traceback.format_exc()}
        say(out, answer)
        if op == "quit":
            return


def main() -> None:
    out = os.fdopen(os.dup(sys.stdout.fileno()), "w")
    sys.stdout = sys.stderr  # the pipe carries only the answers
    logging.basicConfig(level=logging.INFO, stream=sys.stderr)
    asyncio.run(serve(out))


if __name__ == "__main__":
    main()
