"""The team channels on Discord: the Table's `teams` part (`bot.discord.table.TeamPart`).

A team channel is created under the server's category with overwrites that let only the team (and
the bot) see it; a newcomer (a substitute, a recruited robber) is let in and a replaced player shut
out; at the end of the game it becomes a read-only archive that everyone on the server may read:
the members' overwrites the bot set are lifted (`bot.discord.owned_overwrites`), and @everyone
may read, but not write, react or open and write in threads.

A team channel is known only by the id the game service stored (`TableGame.teams`), never by its
name: a moderator's channel that happens to be called like one is never touched, and renaming a
team channel by hand changes nothing. A stored channel that was deleted is skipped (logged); the
next time its team is opened, a new one is created.

Discord holds at most 50 channels in a category and 500 in a server (`bot.discord.limits`), so
the archives are bounded: at the end of a game each category keeps the newest `team_archives`
(a server setting, default 40) ended games' team channels, the oldest deleted first; and when a
new team channel would pass a limit, the oldest archive there makes room. A running game's
channel is never deleted. A channel Discord still refuses for a limit raises `ChannelsFull`.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Sequence
from typing import Protocol

import discord

from bot.discord.limits import SERVER_LIMIT, channels_full, room_needed
from bot.discord.permissions import require_permissions, team_channel_category
from bot.discord.replies import MissingPermission
from bot.discord.table import DiscordTable
from bot.discord.watching import READ_ONLY
from bot.service.ports.table import Reader, TableGame
from bot.service.settings.schema import Config
from bot.text import narrative

__all__ = ["Archives", "TeamChannels", "team_channel_name"]

log = logging.getLogger(__name__)

TEAM_MEMBER = discord.PermissionOverwrite(
    view_channel=True, send_messages=True, read_message_history=True
)
ARCHIVE = READ_ONLY
"""A finished game's team channel: everyone reads it, nobody writes (nor in threads), as a
spectator reads a live one."""
BOT_OVERWRITE = discord.PermissionOverwrite(
    view_channel=True, send_messages=True, read_message_history=True
)
"""The bot's own overwrite in a team channel: it sees and posts there past the @everyone deny.
Never Manage Roles (Manage Permissions) in an overwrite: Discord refuses that at channel creation
unless the bot is an administrator; the bot's server-wide Manage Roles already lets it set the
members' overwrites here."""


LEGACY = (
    TEAM_MEMBER,
    discord.PermissionOverwrite(  # a dead member's (`cogs.deadchat.silence.DEAD_MEMBER`)
        view_channel=True,
        send_messages=False,
        send_messages_in_threads=False,
        create_public_threads=False,
        create_private_threads=False,
        add_reactions=False,
        read_message_history=True,
    ),
)
"""The members' overwrites the bot wrote whole in a team channel before it kept records (a game
running across the upgrade): lifted as the bot's."""


def team_channel_name(team_name: str, game_id: int) -> str:
    """The channel name of a team in a game: the localized team name, lowercase, and the game id
    (for the readers; the bot finds the channel by its stored id)."""
    slug = "-".join(re.findall(r"\w+", team_name.lower()))
    return f"{slug}-{game_id}"


class Archives(Protocol):
    """Where the ended games' team channels are known (`service.posted`)."""

    async def archived_team_channels(self, guild_id: int) -> list[int]:
        """The team channels of the server's ended games, the oldest game's first."""

    async def forget_team_channel(self, channel_id: int) -> None:
        """A team channel archive was deleted: forget it."""


class TeamChannels:
    """Opens, fills and archives a game's team channels, over the Table's Discord primitives.

    Safe to repeat: the team's stored channel (`game.teams`) is used before one is created.
    """

    def __init__(self, table: DiscordTable, archives: Archives) -> None:
        self.table = table
        self.archives = archives

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
        """Create a private channel only `member_ids` (and the bot) can see; its id. Past a
        channel limit the oldest archive there makes room first; `ChannelsFull` when Discord
        still refuses it for a limit (by its error code)."""
        guild = self.table.guild(guild_id)
        category = team_channel_category(guild, category_id)
        overwrites: dict[
            discord.Role | discord.Member | discord.Object, discord.PermissionOverwrite
        ] = {
            guild.default_role: discord.PermissionOverwrite(view_channel=False),
            guild.me: BOT_OVERWRITE,
        }
        members: dict[discord.Member | discord.Role, discord.PermissionOverwrite] = {}
        for user_id in member_ids:
            member = await self.table.member(guild, user_id)
            if member is not None:  # one who left the server is not let in
                members[member] = overwrites[member] = TEAM_MEMBER
        if room_needed(guild, category):
            await self.make_room(guild, category)
        try:
            channel = await guild.create_text_channel(
                name, category=category, overwrites=overwrites
            )
        except discord.HTTPException as error:
            full = channels_full(error, category)
            if full is None:
                raise
            raise full from error
        await self.table.owned.created(channel, members)  # the members' are the bot's to lift
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
        shut out (what the bot let them in with is lifted; the bot's own overwrite stays)."""
        me = self.table.bot_id()
        present = {
            target.id
            for target in channel.overwrites
            if isinstance(target, discord.Member) and target.id != me
        }
        newcomers = member_ids - present
        if newcomers:
            await self.add_to_team_channel(channel.id, sorted(newcomers))
        let_in = set(await self.table.owned.owned(channel.id)) | present
        gone = let_in - member_ids
        if gone:
            await self.table.lift(channel, gone, legacy=LEGACY)

    async def archive(self, game: TableGame) -> None:
        """A finished game's team channels: everyone reads, nobody writes nor opens a thread
        (but the bot): what the bot let the members in with is lifted (one edit each), then
        @everyone's overwrite becomes the archive's (the bot's own stays)."""
        for channel in self.team_channels(game):
            await self.table.lift(channel, legacy=LEGACY)
            everyone = channel.guild.default_role
            if channel.overwrites_for(everyone) != ARCHIVE:
                await channel.set_permissions(everyone, overwrite=ARCHIVE)

        await self.prune(game.guild_id)

    async def archived(self, guild: discord.Guild) -> list[discord.TextChannel]:
        """The ended games' team channels that still exist, the oldest game's first."""
        found = (guild.get_channel(i) for i in await self.archives.archived_team_channels(guild.id))
        return [channel for channel in found if isinstance(channel, discord.TextChannel)]

    async def prune(self, guild_id: int) -> None:
        """Each category (and the top of the server) keeps the newest `team_archives` archives;
        the older ones are deleted, the oldest first."""
        guild = self.table.guild(guild_id)
        keep = await self.table.setting(guild_id, Config.team_archives)
        by_category: dict[int | None, list[discord.TextChannel]] = {}
        for channel in await self.archived(guild):
            by_category.setdefault(channel.category_id, []).append(channel)
        for channels in by_category.values():
            for channel in channels[: max(0, len(channels) - keep)]:
                await self.delete_archive(channel)

    async def make_room(
        self, guild: discord.Guild, category: discord.CategoryChannel | None
    ) -> None:
        """A new channel would pass a limit: delete the oldest archive that frees room (in the
        category, or anywhere when the server is full); none there, nothing is deleted."""
        archives = await self.archived(guild)
        if len(guild.channels) < SERVER_LIMIT and category is not None:
            archives = [channel for channel in archives if channel.category_id == category.id]
        if archives:
            await self.delete_archive(archives[0])

    async def delete_archive(self, channel: discord.TextChannel) -> None:
        """Delete an ended game's team channel and forget it (without the permission, or
        refused, it stays: logged, the game goes on)."""
        try:
            require_permissions(channel, ("view_channel", "manage_channels"))
            await channel.delete(reason="an old game's team channel: Discord's channel limits")
        except discord.NotFound:
            pass  # deleted already
        except (MissingPermission, discord.Forbidden) as error:
            log.warning("team channel archive %s not deleted: %r", channel.id, error)
            return
        await self.archives.forget_team_channel(channel.id)
