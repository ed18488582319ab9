"""The Table port on Discord: posts, DMs, team channels, silencing the dead, the dead chat.

The game service says *what* to show (`Text` values) and *to whom* (a game channel, a player, a
team); this class says it on Discord, rendered in each reader's language, and keeps the channel
permissions right:

- a team channel is created under the server's category with overwrites that let only the team
  (and the bot) see it;
- a dead player loses Send Messages in the game channel and in every team channel, and gains the
  dead chat; the living are kept out of the dead chat;
- at the end, the silences are lifted, the team channels become a read-only archive for everyone,
  and the game's players are spectators of the dead chat again (see `DiscordTable.reveal`).

Every Discord call that needs a permission checks it first and raises `MissingPermission`
(rendered as `error-missing_permission`, naming the permission and the channel).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import discord

from bot.discord.permissions import require_permissions, team_channel_category
from bot.discord.replies import MissingPermission, permission_text
from bot.discord.text import chunks
from bot.service.table import Reader, TableGame
from bot.text import narrative
from bot.text.i18n import Arg, Localizer, Text, pick_language

if TYPE_CHECKING:
    from bot.discord.app import MafiaBot

__all__ = ["DiscordTable", "team_channel_name"]

log = logging.getLogger(__name__)

TEAM_MEMBER = discord.PermissionOverwrite(
    view_channel=True, send_messages=True, read_message_history=True
)
DEAD_MEMBER = discord.PermissionOverwrite(
    view_channel=True, send_messages=False, add_reactions=False, read_message_history=True
)
DEAD_CHAT_ALLOWED = discord.PermissionOverwrite(
    view_channel=True, send_messages=True, read_message_history=True
)
DEAD_CHAT_DENIED = discord.PermissionOverwrite(view_channel=False)
ARCHIVE = discord.PermissionOverwrite(
    view_channel=True, send_messages=False, add_reactions=False, read_message_history=True
)
BOT_OVERWRITE = discord.PermissionOverwrite(
    view_channel=True, send_messages=True, manage_channels=True, manage_permissions=True
)


def team_channel_name(team_name: str, game_id: int) -> str:
    """The channel name of a team in a game: the localized team name, lowercase, and the game id
    (so the channel is found again after a restart without storing its id)."""
    slug = "-".join(re.findall(r"\w+", team_name.lower()))
    return f"{slug}-{game_id}"


class DiscordTable:
    """The Table port on Discord, over a few Discord primitives (posts, DMs, overwrites).

    Every method is safe to repeat (delivery is at least once): a team channel is found by its
    name before one is created, overwrites are set, not toggled.
    """

    def __init__(self, bot: MafiaBot, localizer: Localizer) -> None:
        self.bot = bot
        self.localizer = localizer

    # -- lookups ---------------------------------------------------------------------------
    def guild(self, guild_id: int) -> discord.Guild:
        """The guild, which must be in the cache."""
        guild = self.bot.get_guild(guild_id)
        if guild is None:
            raise LookupError(f"guild {guild_id} is not available")
        return guild

    def channel(self, channel_id: int) -> discord.abc.GuildChannel:
        """A guild channel from the cache."""
        channel = self.bot.get_channel(channel_id)
        if not isinstance(channel, discord.abc.GuildChannel):
            raise LookupError(f"channel {channel_id} is not available")
        return channel

    async def member(self, guild: discord.Guild, user_id: int) -> discord.Member:
        """A member of `guild` (cache first, then the API)."""
        return guild.get_member(user_id) or await guild.fetch_member(user_id)

    def render(self, texts: Sequence[Text] | Text, language: str, separator: str = "\n\n") -> str:
        """One or more texts rendered in `language`, one paragraph (or `separator`) apart."""
        items = [texts] if isinstance(texts, Text) else list(texts)
        return separator.join(self.localizer.render(item, language) for item in items)

    # -- posting ---------------------------------------------------------------------------
    async def post(
        self,
        channel_id: int,
        texts: Sequence[Text] | Text,
        language: str,
        *,
        view: discord.ui.View | None = None,
        separator: str = "\n\n",
    ) -> int:
        """Post texts in a channel (split to Discord's limit); the id of the last message."""
        channel = self.channel(channel_id)
        assert isinstance(channel, discord.TextChannel)
        require_permissions(channel, ("view_channel", "send_messages"))
        parts = chunks(self.render(texts, language, separator))
        message: discord.Message | None = None
        for index, part in enumerate(parts):
            last = index == len(parts) - 1
            if last and view is not None:
                message = await channel.send(part, view=view)
            else:
                message = await channel.send(part)
        assert message is not None
        return message.id

    async def edit(
        self,
        channel_id: int,
        message_id: int,
        texts: Sequence[Text] | Text,
        language: str,
        *,
        view: discord.ui.View | None = None,
        replace_view: bool = False,
        separator: str = "\n\n",
    ) -> bool:
        """Replace a message's text (and its buttons when `replace_view`: None removes them);
        False if the message is gone (the caller may post anew)."""
        channel = self.channel(channel_id)
        assert isinstance(channel, discord.TextChannel)
        content = chunks(self.render(texts, language, separator))[0]
        try:
            message = await channel.fetch_message(message_id)
            if replace_view or view is not None:
                await message.edit(content=content, view=view)
            else:
                await message.edit(content=content)
        except discord.NotFound:
            return False
        return True

    async def dm(self, user_id: int, texts: Sequence[Text] | Text, language: str) -> bool:
        """Send a direct message; False when the user does not accept DMs from the bot."""
        user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
        try:
            for part in chunks(self.render(texts, language)):
                await user.send(part)
        except discord.Forbidden:
            log.info("user %s does not accept DMs", user_id)
            return False
        return True

    # -- team channels ---------------------------------------------------------------------
    async def open_team_channel(
        self,
        guild_id: int,
        category_id: int | None,
        name: str,
        member_ids: Iterable[int],
    ) -> int:
        """Create a private channel only `member_ids` (and the bot) can see; its id."""
        guild = self.guild(guild_id)
        category = team_channel_category(guild, category_id)
        overwrites: dict[
            discord.Role | discord.Member | discord.Object, discord.PermissionOverwrite
        ] = {
            guild.default_role: discord.PermissionOverwrite(view_channel=False),
            guild.me: BOT_OVERWRITE,
        }
        for user_id in member_ids:
            overwrites[await self.member(guild, user_id)] = TEAM_MEMBER
        channel = await guild.create_text_channel(name, category=category, overwrites=overwrites)
        return channel.id

    async def add_to_team_channel(self, channel_id: int, member_ids: Iterable[int]) -> None:
        """Let more members into an existing team channel."""
        await self.set_member_overwrites(channel_id, member_ids, TEAM_MEMBER)

    async def set_member_overwrites(
        self,
        channel_id: int,
        user_ids: Iterable[int],
        overwrite: discord.PermissionOverwrite | None,
    ) -> None:
        """Give each user this overwrite in a channel (None removes the bot's overwrite)."""
        channel = self.channel(channel_id)
        require_permissions(channel, ("view_channel", "manage_roles"))
        for user_id in user_ids:
            member = await self.member(channel.guild, user_id)
            await channel.set_permissions(member, overwrite=overwrite)

    # -- the dead ----------------------------------------------------------------------------
    async def silence(self, channel_ids: Iterable[int], user_id: int) -> None:
        """Take Send Messages and reactions from a dead player here (they still read)."""
        for channel_id in channel_ids:
            await self.set_member_overwrites(channel_id, [user_id], DEAD_MEMBER)

    async def admit_to_dead_chat(self, dead_chat_id: int, user_id: int) -> None:
        """Let a dead player see and write in the dead chat."""
        await self.set_member_overwrites(dead_chat_id, [user_id], DEAD_CHAT_ALLOWED)

    async def keep_out_of_dead_chat(self, dead_chat_id: int, user_ids: Iterable[int]) -> None:
        """Hide the dead chat from living players."""
        await self.set_member_overwrites(dead_chat_id, user_ids, DEAD_CHAT_DENIED)

    # -- the Table port (bot.table.Table) ---------------------------------------------------
    async def announce(self, game: TableGame, texts: Sequence[Text]) -> None:
        """Post texts in the game channel, in the game's language."""
        await self.post(game.channel_id, texts, game.language)

    async def tell(self, game: TableGame, player: Reader, texts: Sequence[Text]) -> None:
        """DM one player in their language (their Discord locale when ru/en, else the game's);
        if their DMs are closed, ask them in the game channel to open them and use /role."""
        if not await self.dm(player.user_id, texts, pick_language(player.locale, game.language)):
            notice = Text("discord-dm-closed", {"player": f"<@{player.user_id}>"})
            await self.post(game.channel_id, notice, game.language)

    async def _warn(self, game: TableGame, error: Exception) -> None:
        """Tell the game channel what the bot could not do (so a host can fix the permission);
        the game goes on."""
        log.warning("game %s: %r", game.game_id, error)
        if isinstance(error, MissingPermission):
            args: dict[str, Arg] = {
                "permission": permission_text(error.permission),
                "where": error.where,
            }
            notice = Text("error-missing_permission", args)
        else:
            notice = Text("discord-error-forbidden")
        try:
            await self.post(game.channel_id, notice, game.language)
        except (MissingPermission, discord.HTTPException):
            log.warning("game %s: cannot post in the game channel either", game.game_id)

    def team_channels(self, game: TableGame) -> list[discord.TextChannel]:
        """Every team channel of a game (found by the `-<game id>` suffix of its name)."""
        guild = self.guild(game.guild_id)
        suffix = f"-{game.game_id}"
        return [
            c for c in guild.text_channels if c.name.endswith(suffix) and c.id != game.channel_id
        ]

    async def open_team(
        self, game: TableGame, team: str, members: Sequence[Reader], texts: Sequence[Text]
    ) -> None:
        """Create the team's channel (or let new members in) and post `texts` there; without the
        permissions to do so, say so in the game channel and go on."""
        try:
            await self._open_team(game, team, members, texts)
        except (MissingPermission, discord.Forbidden) as error:
            await self._warn(game, error)

    async def _open_team(
        self, game: TableGame, team: str, members: Sequence[Reader], texts: Sequence[Text]
    ) -> None:
        name = team_channel_name(
            self.localizer.render(narrative.team_name(team), game.language), game.game_id
        )
        guild = self.guild(game.guild_id)
        existing = discord.utils.get(guild.text_channels, name=name)
        if existing is None:
            config = await self.bot.server_config(game.guild_id)
            channel_id = await self.open_team_channel(
                game.guild_id,
                int(config.get("category_id") or 0) or None,
                name,
                [m.user_id for m in members],
            )
        else:
            channel_id = existing.id
            await self._sync_team(existing, {m.user_id for m in members})
        if texts:
            await self.post(channel_id, texts, game.language)

    async def _sync_team(self, channel: discord.TextChannel, member_ids: set[int]) -> None:
        """Make the channel's members exactly `member_ids`: newcomers let in, a replaced player
        shut out (the bot's own overwrite stays)."""
        present = {
            target.id
            for target in channel.overwrites
            if isinstance(target, discord.Member) and target.id != self.bot.user.id  # type: ignore[union-attr]
        }
        newcomers = member_ids - present
        if newcomers:
            await self.add_to_team_channel(channel.id, sorted(newcomers))
        for user_id in sorted(present - member_ids):
            member = await self.member(channel.guild, user_id)
            await channel.set_permissions(member, overwrite=None)

    async def mark_dead(self, game: TableGame, player: Reader) -> None:
        """Silence the player in the game channel and their team channels; open the dead chat,
        unless they play another live game here (without the permissions to do so, say so in the
        game channel and go on)."""
        try:
            await self._mark_dead(game, player)
        except (MissingPermission, discord.Forbidden) as error:
            await self._warn(game, error)

    async def _mark_dead(self, game: TableGame, player: Reader) -> None:
        guild = self.guild(game.guild_id)
        member = await self.member(guild, player.user_id)
        teams = [c.id for c in self.team_channels(game) if member in c.overwrites]
        await self.silence([game.channel_id, *teams], player.user_id)
        dead_chat = (await self.bot.server_config(game.guild_id)).get("dead_chat_id")
        # The dead chat is the server's, shared by its games: one still played stays hidden.
        if dead_chat and not player.elsewhere and guild.get_channel(int(dead_chat)) is not None:
            await self.admit_to_dead_chat(int(dead_chat), player.user_id)

    async def reveal(
        self, game: TableGame, texts: Sequence[Text], released: Sequence[Reader]
    ) -> None:
        """Post the reveal, then undo what the game did to permissions, as a host would:

        - the game channel: the silenced may write again;
        - the team channels: kept as a read-only archive that everyone on the server may read
          (forum Mafia opens its private threads after the game); the members' overwrites go;
        - the dead chat: the `released` players' overwrites go (admitted dead, kept-out living),
          so they are spectators again as the server set the channel up; a player still in
          another live game keeps what that game needs.

        Safe to repeat; without a permission, the game channel is told and the rest goes on.
        """
        await self.post(game.channel_id, texts, game.language)
        try:
            await self._clear_members(self.channel(game.channel_id), only_silenced=True)
            for channel in self.team_channels(game):
                await self._archive(channel)
            await self._release_from_dead_chat(game, {reader.user_id for reader in released})
        except (MissingPermission, discord.Forbidden) as error:
            await self._warn(game, error)

    async def _clear_members(
        self,
        channel: discord.abc.GuildChannel,
        user_ids: set[int] | None = None,
        *,
        only_silenced: bool = False,
    ) -> None:
        """Remove member overwrites from a channel (never the bot's own): of `user_ids` (None:
        every member), or only those that take Send Messages away."""
        require_permissions(channel, ("view_channel", "manage_roles"))
        me = self.bot.user.id  # type: ignore[union-attr]
        for target, overwrite in list(channel.overwrites.items()):
            if not isinstance(target, discord.Member) or target.id == me:
                continue
            if user_ids is not None and target.id not in user_ids:
                continue
            if only_silenced and overwrite.send_messages is not False:
                continue
            await channel.set_permissions(target, overwrite=None)

    async def _archive(self, channel: discord.TextChannel) -> None:
        """A finished game's team channel: everyone reads, nobody writes (but the bot)."""
        await self._clear_members(channel)
        await channel.set_permissions(channel.guild.default_role, overwrite=ARCHIVE)

    async def _release_from_dead_chat(self, game: TableGame, user_ids: set[int]) -> None:
        dead_chat = int((await self.bot.server_config(game.guild_id)).get("dead_chat_id") or 0)
        channel = self.guild(game.guild_id).get_channel(dead_chat) if dead_chat else None
        if channel is not None:
            await self._clear_members(channel, user_ids)
