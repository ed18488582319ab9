"""The dead on Discord: the Table's `dead` part (`bot.discord.table.DeadPart`).

- A dead player loses Send Messages (and reactions) in the game channel and in every team channel
  they were in, and gains the server's dead chat;
- the dead chat is private (its @everyone overwrite denies View Channel): no living player, nor
  a substitute, nor a spectator sees it; only the admitted dead and the bot do;
- at the end the silences are lifted and the players' admissions go: only the bits the bot set
  (`bot.discord.owned_overwrites`), so a moderator's mute or a role's overwrite stays.

The dead chat is the server's, shared by its games: a player who still plays another live game of
the server is never admitted (its dead would tell them that game's secrets) nor released.
"""

from __future__ import annotations

from collections.abc import Iterable

import discord

from bot.discord.permissions import DEAD_CHAT_NEEDS, require_permissions
from bot.discord.table import DiscordTable, TeamPart, is_member
from bot.service.ports.table import Reader, TableGame
from bot.service.settings.schema import Config

__all__ = ["DeadChat"]

DEAD_MEMBER = discord.PermissionOverwrite(
    view_channel=True,
    send_messages=False,
    send_messages_in_threads=False,  # the threads of the game and team channels too
    create_public_threads=False,
    create_private_threads=False,
    add_reactions=False,
    read_message_history=True,
)
DEAD_CHAT_ALLOWED = discord.PermissionOverwrite(
    view_channel=True, send_messages=True, read_message_history=True
)
BOT_IN_DEAD_CHAT = discord.PermissionOverwrite(
    view_channel=True, send_messages=True, read_message_history=True
)
"""The bot's own overwrite in the dead chat: it keeps seeing it past the @everyone deny. Never
Manage Roles in an overwrite: the bot's server-wide Manage Roles lets it set the others'."""
DEAD_CHAT_DENIED = discord.PermissionOverwrite(view_channel=False)
"""The dead chat's @everyone overwrite (merged into what the server set there)."""


class DeadChat:
    """Silences the dead and keeps the dead chat, over the Table's Discord primitives; the team
    channels a dead player is silenced in come from the Table's `teams` part.

    The dead chat is private: its @everyone overwrite denies View Channel (set by `/config
    setup`), so a living player, a substitute or a spectator never sees it; the bot keeps its own
    overwrite, and each dead player is admitted by a member overwrite of their own.
    """

    def __init__(self, table: DiscordTable) -> None:
        self.table = table

    @property
    def teams(self) -> TeamPart:
        """The team channels (`cogs.dealing`), where the dead are silenced too."""
        return self.table.teams

    async def dead_chat(self, guild_id: int) -> discord.TextChannel | None:
        """The server's dead chat, when one is set and still exists."""
        channel_id = await self.table.setting(guild_id, Config.dead_chat_id)
        if not channel_id:
            return None
        channel = self.table.guild(guild_id).get_channel(channel_id)
        return channel if isinstance(channel, discord.TextChannel) else None

    async def hide(self, channel: discord.TextChannel, living: Iterable[int] = ()) -> None:
        """Keep the dead chat private, one target's overwrite at a time (none when all is as it
        should be): the bot's own overwrite lets it in, @everyone's denies View Channel (both
        recorded as the bot's, merged into what the server set there), and none of the `living`
        keeps an admission: the bot's is lifted, and a View Channel another gave them is taken
        back (their other bits stay)."""
        guild = channel.guild
        await self.table.owned.apply(channel, guild.me, BOT_IN_DEAD_CHAT)  # first: it keeps in
        await self.table.owned.apply(channel, guild.default_role, DEAD_CHAT_DENIED)
        me = self.table.bot_id()
        out = set(living)
        admitted = [
            target.id
            for target, overwrite in channel.overwrites.items()
            if is_member(target) and target.id != me and target.id in out and overwrite.view_channel
        ]
        if admitted:
            await self.table.lift(channel, set(admitted))
        for user_id in admitted:
            member = await self.table.member(guild, user_id)
            if member is None or not channel.overwrites_for(member).view_channel:
                continue
            kept = channel.overwrites_for(member)
            kept.update(view_channel=None)
            await channel.set_permissions(member, overwrite=None if kept.is_empty() else kept)

    async def make_private(self, channel: discord.TextChannel) -> None:
        """A server sets its dead chat: hide it from @everyone (the bot keeps its own access);
        MissingPermission, changing nothing, when the bot may not."""
        require_permissions(channel, DEAD_CHAT_NEEDS)
        await self.hide(channel)

    async def silence(self, channel_ids: Iterable[int], user_id: int) -> None:
        """Take Send Messages and reactions from a dead player here (they still read)."""
        for channel_id in channel_ids:
            await self.table.set_member_overwrites(channel_id, [user_id], DEAD_MEMBER)

    async def admit_to_dead_chat(self, dead_chat_id: int, user_id: int) -> None:
        """Let a dead player see and write in the dead chat."""
        await self.table.set_member_overwrites(dead_chat_id, [user_id], DEAD_CHAT_ALLOWED)

    async def keep_living_out(self, guild_id: int, user_ids: Iterable[int]) -> None:
        """A game starts: its living players must not see the server's dead chat (if any). The
        @everyone deny does it; it is set again if someone took it away, and an admission a
        player kept from another game goes: one edit per target that changes, none when all is
        as it should be."""
        dead_chat = await self.dead_chat(guild_id)
        if dead_chat is not None:
            require_permissions(dead_chat, DEAD_CHAT_NEEDS)
            await self.hide(dead_chat, user_ids)

    async def mark_dead(self, game: TableGame, player: Reader) -> None:
        """Silence the player in the game channel and their team channels; open the dead chat,
        unless they play another live game here."""
        guild = self.table.guild(game.guild_id)
        member = await self.table.member(guild, player.user_id)
        if member is None:
            return  # they left the server: nothing of theirs to silence or admit
        teams = [c.id for c in self.teams.team_channels(game) if member in c.overwrites]
        await self.silence([game.channel_id, *teams], player.user_id)
        dead_chat = await self.dead_chat(game.guild_id)
        if dead_chat is not None and not player.elsewhere:
            await self.admit_to_dead_chat(dead_chat.id, player.user_id)

    async def lift_silences(self, game: TableGame) -> None:
        """The game is over: the silenced may write in its game channel again (what the bot set
        there is lifted, one edit per player; a moderator's mute stays)."""
        await self.table.lift(self.table.channel(game.channel_id), legacy=(DEAD_MEMBER,))

    async def release(self, game: TableGame, user_ids: set[int]) -> None:
        """These players are out of the game (it is over, or they gave their seat away): their
        admissions to the dead chat go (only what the bot set), so they are spectators again
        (and the @everyone deny hides it from them)."""
        dead_chat = await self.dead_chat(game.guild_id)
        if dead_chat is not None:
            await self.table.lift(dead_chat, user_ids, legacy=(DEAD_CHAT_ALLOWED,))
