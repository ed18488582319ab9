"""The dead on Discord: the Table's `dead` part (`bot.discord.table.DeadPart`).

- A dead player loses Send Messages (and reactions) in the game channel and in every team channel
  they were in, and gains the server's dead chat;
- the living players of a game are kept out of the dead chat from the deal;
- at the end the silences are lifted and the players are spectators of the dead chat again.

The dead chat is the server's, shared by its games: a player who still plays another live game of
the server is never admitted (its dead would tell them that game's secrets) nor released.
"""

from __future__ import annotations

from collections.abc import Iterable

import discord

from bot.discord.table import DiscordTable, TeamPart
from bot.service.table import Reader, TableGame

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
DEAD_CHAT_DENIED = discord.PermissionOverwrite(view_channel=False)


class DeadChat:
    """Silences the dead and keeps the dead chat, over the Table's Discord primitives; the team
    channels a dead player is silenced in come from the Table's `teams` part."""

    def __init__(self, table: DiscordTable) -> None:
        self.table = table

    @property
    def teams(self) -> TeamPart:
        """The team channels (`cogs.dealing`), where the dead are silenced too."""
        return self.table.teams

    async def dead_chat(self, guild_id: int) -> discord.abc.GuildChannel | None:
        """The server's dead chat, when one is set and still exists."""
        channel_id = await self.table.setting(guild_id, "dead_chat_id")
        if not channel_id:
            return None
        return self.table.guild(guild_id).get_channel(channel_id)

    async def silence(self, channel_ids: Iterable[int], user_id: int) -> None:
        """Take Send Messages and reactions from a dead player here (they still read)."""
        for channel_id in channel_ids:
            await self.table.set_member_overwrites(channel_id, [user_id], DEAD_MEMBER)

    async def admit_to_dead_chat(self, dead_chat_id: int, user_id: int) -> None:
        """Let a dead player see and write in the dead chat."""
        await self.table.set_member_overwrites(dead_chat_id, [user_id], DEAD_CHAT_ALLOWED)

    async def keep_out_of_dead_chat(self, dead_chat_id: int, user_ids: Iterable[int]) -> None:
        """Hide the dead chat from living players."""
        await self.table.set_member_overwrites(dead_chat_id, user_ids, DEAD_CHAT_DENIED)

    async def keep_living_out(self, guild_id: int, user_ids: Iterable[int]) -> None:
        """A game starts: hide the server's dead chat (if any) from its living players."""
        dead_chat = await self.dead_chat(guild_id)
        if dead_chat is not None:
            await self.keep_out_of_dead_chat(dead_chat.id, user_ids)

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
        """The game is over: the silenced may write in its game channel again."""
        await self.table.clear_members(self.table.channel(game.channel_id), only_silenced=True)

    async def release(self, game: TableGame, user_ids: set[int]) -> None:
        """The game is over: remove these players' overwrites from the dead chat (admitted dead,
        kept-out living), so they are spectators again as the server set the channel up."""
        dead_chat = await self.dead_chat(game.guild_id)
        if dead_chat is not None:
            await self.table.clear_members(dead_chat, user_ids)
