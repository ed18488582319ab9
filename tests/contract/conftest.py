"""Contract tests against simcord: the real bot, its real command sync, Discord's refusals.

simcord fakes Discord's REST and gateway behind the real discord.py and refuses what Discord
refuses (an unsynced command, a 2,001-character message, a permission the bot lacks: 50013).
Each test gets a fresh SQLite file, the bot built by `bot.create_bot` with `sync_commands=True`,
and one guild whose bot member holds exactly the invite permissions (no Administrator).
dpytest (tests/cogs) stays the main harness; these few tests check it against a stricter fake.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import discord
import pytest
import simcord

import bot as bot_package
from bot.discord.app import MafiaBot
from bot.discord.global_pacing import GlobalPacer
from bot.discord.permissions import INVITE_PERMISSIONS
from bot.service.settings.defaults import Defaults
from bot.store.connection import close_store
from bot.text.i18n import Localizer
from tests.service.stores import migrated_sqlite
from tests.simcord_clock import beat_in_real_time

HOST_PERMISSIONS = discord.Permissions(manage_guild=True)
MEMBER_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    read_message_history=True,
    use_application_commands=True,
)
"""What members get from their own role: @everyone itself grants nothing, so the bot's member
holds exactly `INVITE_PERMISSIONS` (its integration role) and nothing from @everyone."""


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[MafiaBot]:
    """The bot as `python -m bot` builds it, over a fresh migrated SQLite file, syncing its
    commands.

    simcord's `simcord_env` starts it (login, setup hook: store, cogs, `tree.sync()`; READY) and
    detaches it afterwards without `close()`, so the service's timers and the store (its worker
    thread) are closed here, after the environment is shut down."""
    bot = bot_package.create_bot(
        migrated_sqlite(tmp_path / "mafia.sqlite3"),
        localizer=Localizer(strict=True),
        defaults=Defaults(),
        sync_commands=True,
        instance="contract",
    )
    # simcord fires a sleep only when its virtual time advances, and a pacer's sleep while the
    # bot settles would never end: its pacing is measured elsewhere (tests/cogs/test_global_pacing)
    bot.rest_pacer = GlobalPacer(rate=1e9, burst=1e9)
    yield bot
    await bot.service.lifecycle.close()
    await close_store()


@dataclass
class Server:
    """One guild on simcord: a `game` text channel, a host (Manage Server) and members."""

    env: simcord.Env
    guild: simcord.GuildHandle
    channel: simcord.ChannelHandle
    host: simcord.MemberActor
    members_role: simcord.RoleHandle

    def add_player(self, nick: str) -> simcord.MemberActor:
        """A new member of the server, nicknamed `nick`."""
        user = self.env.create_user(f"user{len(self.guild.member_ids())}")
        return self.guild.add_member(user, roles=[self.members_role], nick=nick)

    def add_players(self, count: int) -> list[simcord.MemberActor]:
        """`count` new members, nicknamed `player 1` … `player <count>`."""
        return [self.add_player(f"player {number}") for number in range(1, count + 1)]

    def bot_messages(self) -> list[discord.Message]:
        """Every message the bot posted in any channel of the guild (as it stands now)."""
        bot_id = self.env.bot.user.id  # type: ignore[union-attr]
        return [
            message
            for channel in self.guild.channels.values()
            for message in channel.history()
            if message.author.id == bot_id
        ]


@pytest.fixture
async def server(simcord_env: simcord.Env) -> AsyncIterator[Server]:
    """A guild whose bot member holds exactly INVITE_PERMISSIONS, with a `game` channel."""
    env = simcord_env
    beat_in_real_time(env.bot)  # type: ignore[arg-type]
    guild = env.create_guild("Mafia Club")
    backend = env.backend  # simcord's own guild model: the bot's integration role is made there
    model = backend.get_guild(guild.id)
    backend.edit_role(guild.id, guild.id, {"permissions": 0})  # @everyone grants nothing
    [integration] = [role for role in model.roles.values() if role.managed]
    backend.edit_role(guild.id, integration.id, {"permissions": INVITE_PERMISSIONS.value})
    members_role = guild.create_role("members", permissions=MEMBER_PERMISSIONS)
    hosts = guild.create_role("hosts", permissions=HOST_PERMISSIONS)
    channel = guild.create_text_channel("game")
    host = guild.add_member(env.create_user("host"), roles=[members_role, hosts], nick="The Host")
    await env.settle()
    me = env.bot.get_guild(guild.id).me  # type: ignore[union-attr]
    assert me.guild_permissions == INVITE_PERMISSIONS, me.guild_permissions
    yield Server(env, guild, channel, host, members_role)
