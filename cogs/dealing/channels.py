"""The team channels on Discord: the Table's `teams` part (`bot.discord.table.TeamPart`).

A team channel is created under the server's category with overwrites that let only the team (and
the bot) see it; a newcomer (a substitute, a recruited robber) is let in and a replaced player shut
out; at the end of the game it becomes a read-only archive that everyone on the server may read
(its overwrites set in one call).

A team channel is known only by the id the game service stored (`TableGame.teams`), never by its
name: a moderator's channel that happens to be called like one is never touched, and renaming a
team channel by hand changes nothing. A stored channel that was deleted is skipped (logged); the
next time its team is opened, a new one is created.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Sequence

import discord

from bot.discord.permissions import team_channel_category
from bot.discord.table import DiscordTable
from bot.service.ports.table import Reader, TableGame
from bot.service.settings.schema import Config
from bot.text import narrative

__all__ = ["TeamChannels", "team_channel_name"]

log = logging.getLogger(__name__)

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
    (for the readers; the bot finds the channel by its stored id)."""
    slug = "-".join(re.findall(r"\w+", team_name.lower()))
    return f"{slug}-{game_id}"


class TeamChannels:
    """Opens, fills and archives a game's team channels, over the Table's Discord primitives.

    Safe to repeat: the team's stored channel (`game.teams`) is used before one is created.
    """

    def __init__(self, table: DiscordTable) -> None:
        self.table = table

    def team_channel(self, game: TableGame, team: str) -> discord.TextChannel | None:
        """The team's stored channel, if the game has one and it still exists (a deleted one
        is logged and skipped)."""
        channel_id = game.teams.get(team)
        if channel_id is None:
            return None
        channel = self.table.guild(game.guild_id).get_channel(channel_id)
        if not isinstance(channel, discord.TextChannel):
            log.warning("game %s: the %s channel %s is gone", game.game_id, team, channel_id)
            return None
        return channel

    def team_channels(self, game: TableGame) -> list[discord.TextChannel]:
        """Every team channel of a game that still exists, by the ids the service stored."""
        found = (self.team_channel(game, team) for team in game.teams)
        return [channel for channel in found if channel is not None]

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
            member = await self.table.member(guild, user_id)
            if member is not None:  # one who left the server is not let in
                overwrites[member] = TEAM_MEMBER
        channel = await guild.create_text_channel(name, category=category, overwrites=overwrites)
        return channel.id

    async def add_to_team_channel(self, channel_id: int, member_ids: Iterable[int]) -> None:
        """Let more members into an existing team channel."""
        await self.table.set_member_overwrites(channel_id, member_ids, TEAM_MEMBER)

    async def open_team(self, game: TableGame, team: str, members: Sequence[Reader]) -> int:
        """Create the team's channel (or make its stored channel's members exactly `members`);
        its id."""
        existing = self.team_channel(game, team)
        if existing is not None:
            await self._sync_team(existing, {m.user_id for m in members})
            return existing.id
        name = team_channel_name(
            self.table.render(narrative.team_name(team), game.language), game.game_id
        )
        return await self.open_team_channel(
            game.guild_id,
            await self.table.setting(game.guild_id, Config.category_id) or None,
            name,
            [m.user_id for m in members],
        )

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
            if member is not None:
                await channel.set_permissions(member, overwrite=None)

    async def archive(self, game: TableGame) -> None:
        """A finished game's team channels: everyone reads, nobody writes (but the bot); each
        channel's overwrites in one call (the members' go, @everyone's becomes the archive's,
        the bot's own stays)."""
        for channel in self.team_channels(game):
            await self.table.clear_members(channel, setting={channel.guild.default_role: ARCHIVE})
