"""The team channels on Discord: the Table's `teams` part (`bot.discord.table.TeamPart`).

A team channel is created under the server's category with overwrites that let only the team (and
the bot) see it; a newcomer (a substitute, a recruited robber) is let in and a replaced player shut
out; at the end of the game it becomes a read-only archive that everyone on the server may read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

import discord

from bot.discord.permissions import team_channel_category
from bot.discord.table import DiscordTable
from bot.service.table import Reader, TableGame
from bot.text import narrative
from bot.text.i18n import Text

__all__ = ["TeamChannels", "team_channel_name"]

TEAM_MEMBER = discord.PermissionOverwrite(
    view_channel=True, send_messages=True, read_message_history=True
)
ARCHIVE = discord.PermissionOverwrite(
    view_channel=True, send_messages=False, add_reactions=False, read_message_history=True
)
BOT_OVERWRITE = discord.PermissionOverwrite(
    view_channel=True, send_messages=True, read_message_history=True
)
"""The bot's own overwrite in a team channel: it sees and posts there past the @everyone deny.
Never Manage Roles (Manage Permissions) in an overwrite: Discord refuses that at channel creation
unless the bot is an administrator; the bot's server-wide Manage Roles already lets it set the
members' overwrites here."""


def team_channel_name(team_name: str, game_id: int) -> str:
    """The channel name of a team in a game: the localized team name, lowercase, and the game id
    (so the channel is found again after a restart without storing its id)."""
    slug = "-".join(re.findall(r"\w+", team_name.lower()))
    return f"{slug}-{game_id}"


class TeamChannels:
    """Opens, fills and archives a game's team channels, over the Table's Discord primitives.

    Safe to repeat: a team channel is found by its name before one is created.
    """

    def __init__(self, table: DiscordTable) -> None:
        self.table = table

    def team_channels(self, game: TableGame) -> list[discord.TextChannel]:
        """Every team channel of a game (found by the `-<game id>` suffix of its name)."""
        guild = self.table.guild(game.guild_id)
        suffix = f"-{game.game_id}"
        return [
            c for c in guild.text_channels if c.name.endswith(suffix) and c.id != game.channel_id
        ]

    async def open_team_channel(
        self,
        guild_id: int,
        category_id: int | None,
        name: str,
        member_ids: Iterable[int],
    ) -> int:
        """Create a private channel only `member_ids` (and the bot) can see; its id."""
        guild = self.table.guild(guild_id)
        category = team_channel_category(guild, category_id)
        overwrites: dict[
            discord.Role | discord.Member | discord.Object, discord.PermissionOverwrite
        ] = {
            guild.default_role: discord.PermissionOverwrite(view_channel=False),
            guild.me: BOT_OVERWRITE,
        }
        for user_id in member_ids:
            overwrites[await self.table.member(guild, user_id)] = TEAM_MEMBER
        channel = await guild.create_text_channel(name, category=category, overwrites=overwrites)
        return channel.id

    async def add_to_team_channel(self, channel_id: int, member_ids: Iterable[int]) -> None:
        """Let more members into an existing team channel."""
        await self.table.set_member_overwrites(channel_id, member_ids, TEAM_MEMBER)

    async def open_team(
        self, game: TableGame, team: str, members: Sequence[Reader], texts: Sequence[Text]
    ) -> None:
        """Create the team's channel (or make its members exactly `members`) and post `texts`."""
        name = team_channel_name(
            self.table.render(narrative.team_name(team), game.language), game.game_id
        )
        guild = self.table.guild(game.guild_id)
        existing = discord.utils.get(guild.text_channels, name=name)
        if existing is None:
            channel_id = await self.open_team_channel(
                game.guild_id,
                await self.table.setting(game.guild_id, "category_id") or None,
                name,
                [m.user_id for m in members],
            )
        else:
            channel_id = existing.id
            await self._sync_team(existing, {m.user_id for m in members})
        if texts:
            await self.table.post(channel_id, texts, game.language)

    async def _sync_team(self, channel: discord.TextChannel, member_ids: set[int]) -> None:
        """Make the channel's members exactly `member_ids`: newcomers let in, a replaced player
        shut out (the bot's own overwrite stays)."""
        me = self.table.bot_id()
        present = {
            target.id
            for target in channel.overwrites
            if isinstance(target, discord.Member) and target.id != me
        }
        newcomers = member_ids - present
        if newcomers:
            await self.add_to_team_channel(channel.id, sorted(newcomers))
        for user_id in sorted(present - member_ids):
            member = await self.table.member(channel.guild, user_id)
            await channel.set_permissions(member, overwrite=None)

    async def archive(self, game: TableGame) -> None:
        """A finished game's team channels: everyone reads, nobody writes (but the bot)."""
        for channel in self.team_channels(game):
            await self.table.clear_members(channel)
            await channel.set_permissions(channel.guild.default_role, overwrite=ARCHIVE)
