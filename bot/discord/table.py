"""The Table port on Discord: posts and DMs here; team channels and the dead in their cogs.

The game service says *what* to show (`Text` values) and *to whom* (a game channel, a player, a
team); `DiscordTable` says it on Discord, rendered in each reader's language. It owns the Discord
primitives every part shares (finding a guild, a channel or a member, posting, editing, DMs,
member overwrites) and the parts of the port that are plain messages (`announce`, `tell`, and
the phase's post whose deadline line the host's clock edits: `post_phase`, `show_deadline`,
kept by `bot.discord.phase_posts`).
The parts that keep channel permissions right belong to the cogs that own those concerns, which
plug them in when they load:

- `teams` (`cogs.dealing`): the team channels: opened, joined, archived at the end;
- `dead` (`cogs.deadchat`): silencing the dead, the dead chat, lifting both at the end;
- `forms` (`cogs.night`): the move forms sent by DM, closed at the deadline.

Every Discord call that needs a permission checks it first and raises `MissingPermission`
(rendered as `error-missing_permission`, naming the permission and the channel).
"""

from __future__ import annotations

import contextlib
import io
import logging
from collections.abc import Awaitable, Callable, Collection, Iterable, Mapping, Sequence
from typing import Protocol

import discord

import engine
from bot.discord import night_chat, watching
from bot.discord.channel_cache import adopt_overwrites
from bot.discord.dms import DmChannels
from bot.discord.limits import ChannelsFull, upload_limit
from bot.discord.owned_overwrites import OwnedOverwrites
from bot.discord.permissions import OVERWRITE_MAP_NEEDS, require_permissions
from bot.discord.phase_posts import PHASE_POST_LIMIT, PhasePosts, holding, with_line
from bot.discord.replies import MissingPermission, permission_text
from bot.discord.review_pages import draw_review
from bot.discord.text import MESSAGE_LIMIT, chunks, render
from bot.service.ports.calls import KeptLine, Posted
from bot.service.ports.table import REVIEW, Attachment, DeadlineLine, Gone, Reader, TableGame
from bot.service.settings.schema import Config, Setting
from bot.text.i18n import Arg, Localizer, Text, pick_language
from bot.text.review_page import ATTACHMENT_LIMIT

__all__ = [
    "DeadPart",
    "DiscordTable",
    "FormPart",
    "Overwrite",
    "ServerSettings",
    "Target",
    "TeamPart",
    "is_member",
]

log = logging.getLogger(__name__)

ServerSettings = Callable[[int], Awaitable[Mapping[str, object]]]
"""A server's settings by guild id (the game service's `get_config`)."""

Target = discord.Role | discord.Member | discord.Object
"""Whom a channel overwrite is for (an Object: a role or member not in the cache)."""
Overwrite = discord.PermissionOverwrite


async def _nothing_kept(user_ids: Collection[int]) -> Mapping[int, int]:
    return {}


async def _keep_nothing(user_id: int, channel_id: int) -> None:
    return None


def is_member(target: Target) -> bool:
    """Whether an overwrite's target is a member (cached or not), not a role."""
    if isinstance(target, discord.Object):
        return target.type is discord.Member
    return isinstance(target, discord.Member)


class TeamPart(Protocol):
    """The team channels of the Table (`cogs.dealing`), known by the ids in `TableGame.teams`."""

    def team_channels(self, game: TableGame) -> list[discord.TextChannel]:
        """Every team channel of a game that still exists (by its stored id, never its name)."""

    async def open_team(self, game: TableGame, team: str, members: Sequence[Reader]) -> int:
        """Create the team's channel, or let new members in (the full list); its id."""

    async def archive(self, game: TableGame) -> None:
        """The game is over: its team channels become a read-only archive for everyone."""


class DeadPart(Protocol):
    """The dead and the dead chat (`cogs.deadchat`)."""

    async def make_private(self, channel: discord.TextChannel) -> None:
        """A server sets its dead chat: hide it from @everyone (the bot keeps its access)."""

    async def keep_living_out(self, guild_id: int, user_ids: Iterable[int]) -> None:
        """A game starts: its living players must not see the server's dead chat."""

    async def mark_dead(self, game: TableGame, player: Reader) -> None:
        """Silence the player in the game's channels; admit them to the dead chat."""

    async def lift_silences(self, game: TableGame) -> None:
        """The game is over: the silenced may write in its game channel again."""

    async def release(self, game: TableGame, user_ids: set[int]) -> None:
        """These players are out of the game: spectators of the dead chat again."""


class FormPart(Protocol):
    """The move forms (`cogs.night`): the port's `FormTable` calls."""

    async def offer_moves(
        self, game: TableGame, phase: engine.Phase, players: Sequence[Reader]
    ) -> None:
        """DM each player the form of their moves for `phase` (paced; repeats skip)."""

    async def close_moves(self, game: TableGame, phase: engine.Phase) -> None:
        """Disable the phase's forms, each saying which move stood."""

    async def remind_moves(
        self, game: TableGame, players: Sequence[Reader], texts: Sequence[Text]
    ) -> None:
        """DM the reminder to the players who have sent nothing (paced)."""


class DiscordTable:
    """The Table port on Discord, over a few Discord primitives (posts, DMs, overwrites).

    Every method is safe to repeat (delivery is at least once): overwrites are set, not toggled.
    """

    def __init__(
        self,
        client: discord.Client,
        localizer: Localizer,
        settings: ServerSettings,
        dms: DmChannels | None = None,
        owned: OwnedOverwrites | None = None,
        phase_posts: PhasePosts | None = None,
    ) -> None:
        """`dms`: where users' DM channel ids are kept; `owned`: where the overwrite bits the
        bot set are recorded; `phase_posts`: where the phase posts' deadline lines are kept
        (default: each in memory only)."""
        self.client = client
        self.localizer = localizer
        self.settings = settings
        self.dms = dms or DmChannels(client, _nothing_kept, _keep_nothing)
        self.owned = owned or OwnedOverwrites()
        self.phase_posts = phase_posts or PhasePosts()
        self._gone: dict[int, set[int]] = {}  # guild -> users found gone from it
        self._told_gone: dict[int, set[int]] = {}  # game -> players the game channel was told of
        self._teams: TeamPart | None = None
        self._dead: DeadPart | None = None
        self._forms: FormPart | None = None

    # -- the parts the cogs plug in ----------------------------------------------------------
    def use_parts(
        self,
        *,
        teams: TeamPart | None = None,
        dead: DeadPart | None = None,
        forms: FormPart | None = None,
    ) -> None:
        """Plug in the team-channel, dead or form part (each cog plugs in its own)."""
        self._teams = teams or self._teams
        self._dead = dead or self._dead
        self._forms = forms or self._forms

    @property
    def teams(self) -> TeamPart:
        """The team-channel part (`cogs.dealing` plugs it in when it loads)."""
        if self._teams is None:
            raise RuntimeError("the dealing cog (team channels) is not loaded")
        return self._teams

    @property
    def dead(self) -> DeadPart:
        """The dead part (`cogs.deadchat` plugs it in when it loads)."""
        if self._dead is None:
            raise RuntimeError("the deadchat cog (the dead and the dead chat) is not loaded")
        return self._dead

    @property
    def forms(self) -> FormPart | None:
        """The move forms part (`cogs.night` plugs it in when it loads), if plugged in."""
        return self._forms

    # -- lookups ---------------------------------------------------------------------------
    def guild(self, guild_id: int) -> discord.Guild:
        """The guild, which must be in the cache (`Gone` when the bot is no longer there)."""
        guild = self.client.get_guild(guild_id)
        if guild is None:
            raise Gone(f"guild {guild_id} is not available")
        return guild

    def channel(self, channel_id: int) -> discord.abc.GuildChannel:
        """A guild channel from the cache (`Gone` when it was deleted)."""
        channel = self.client.get_channel(channel_id)
        if not isinstance(channel, discord.abc.GuildChannel):
            raise Gone(f"channel {channel_id} is not available")
        return channel

    async def member(self, guild: discord.Guild, user_id: int) -> discord.Member | None:
        """A member of `guild` (cache first, then the API); None when they left the server (noted
        for `report_gone`: the game goes on without their permissions)."""
        found = guild.get_member(user_id)
        if found is not None:
            return found
        try:
            return await guild.fetch_member(user_id)
        except discord.NotFound:
            log.info("user %s is no longer a member of guild %s", user_id, guild.id)
            self._gone.setdefault(guild.id, set()).add(user_id)
            return None

    async def report_gone(self, game: TableGame, players: Sequence[Reader]) -> None:
        """Tell the game channel, once per player, that a player left the server (the bot goes on
        without setting their permissions)."""
        gone = self._gone.get(game.guild_id, set())
        told = self._told_gone.setdefault(game.game_id, set())
        for player in players:
            if player.user_id in gone and player.user_id not in told:
                told.add(player.user_id)
                notice = Text("discord-member-gone", {"player": player.name})
                with contextlib.suppress(MissingPermission, discord.HTTPException, Gone):
                    await self.post(game.channel_id, notice, game.language)

    def bot_id(self) -> int:
        """The bot's own user id (its overwrites are never removed)."""
        assert self.client.user is not None
        return self.client.user.id

    async def setting(self, guild_id: int, setting: Setting[int]) -> int:
        """A server setting that holds a Discord id (0 when not set)."""
        return setting.kept(await self.settings(guild_id))

    def render(self, texts: Sequence[Text] | Text, language: str, separator: str = "\n\n") -> str:
        """One or more texts rendered in `language`, one paragraph (or `separator`) apart."""
        return render(self.localizer, texts, language, separator)

    # -- posting ---------------------------------------------------------------------------
    async def post(
        self,
        channel_id: int,
        texts: Sequence[Text] | Text,
        language: str,
        *,
        view: discord.ui.View | None = None,
        separator: str = "\n\n",
        mentions: discord.AllowedMentions | None = None,
    ) -> Posted:
        """Post texts in a channel, over as many messages as Discord's limit needs (the view, if
        any, on the last); the messages' ids. `mentions`: whom the post may ping (None: the
        bot's default, nobody)."""
        parts = chunks(self.render(texts, language, separator))
        return await self.send_parts(channel_id, parts, view=view, mentions=mentions)

    async def send_parts(
        self,
        channel_id: int,
        parts: Sequence[str],
        *,
        view: discord.ui.View | None = None,
        mentions: discord.AllowedMentions | None = None,
    ) -> Posted:
        """Post rendered parts in a channel, one message each (the view, if any, on the last);
        the messages' ids."""
        channel = self.channel(channel_id)
        assert isinstance(channel, discord.TextChannel)
        require_permissions(channel, ("view_channel", "send_messages"))
        allowed = mentions or discord.utils.MISSING
        ids: list[int] = []
        for index, part in enumerate(parts):
            last = index == len(parts) - 1
            shown = view if last and view is not None else discord.utils.MISSING
            try:
                message = await channel.send(part, view=shown, allowed_mentions=allowed)
            except discord.NotFound as error:  # 10003: deleted since the cache saw it
                raise Gone(f"channel {channel_id} is gone") from error
            ids.append(message.id)
        return Posted(channel_id, tuple(ids))

    async def edit(
        self,
        posted: Posted,
        texts: Sequence[Text] | Text,
        language: str,
        *,
        view: discord.ui.View | None = None,
        replace_view: bool = False,
        separator: str = "\n\n",
    ) -> Posted | None:
        """Show texts in the messages of `posted`, edited in place by id (no fetch): more
        messages are posted when the text grew, the surplus deleted when it shrank. The view goes
        on the last message (`replace_view`: None removes the buttons). None when a message is
        gone (the caller may post anew). A text that grew while others posted below it is
        posted whole again at the bottom and the old messages go, so its parts stay together
        (else its continuation would land below the later posts)."""
        channel = self.channel(posted.channel_id)
        assert isinstance(channel, discord.TextChannel)
        parts = chunks(self.render(texts, language, separator))
        known = list(posted.message_ids)
        if len(parts) > len(known) and channel.last_message_id not in known:
            fresh = await self.post(
                posted.channel_id, texts, language, view=view, separator=separator
            )
            for old in known:
                with contextlib.suppress(discord.NotFound):
                    await channel.get_partial_message(old).delete()
            return fresh
        ids: list[int] = []
        try:
            for index, part in enumerate(parts):
                last = index == len(parts) - 1
                shown = view if last else None
                if index >= len(known):
                    require_permissions(channel, ("view_channel", "send_messages"))
                    message = await channel.send(part, view=shown or discord.utils.MISSING)
                    ids.append(message.id)
                    continue
                target = channel.get_partial_message(known[index])
                if last and (replace_view or view is not None):
                    await target.edit(content=part, view=view)
                else:
                    await target.edit(content=part)
                ids.append(known[index])
        except discord.NotFound:
            return None
        for surplus in known[len(parts) :]:
            with contextlib.suppress(discord.NotFound):
                await channel.get_partial_message(surplus).delete()
        return Posted(posted.channel_id, tuple(ids))

    async def dm(self, user_id: int, texts: Sequence[Text] | Text, language: str) -> bool:
        """Send a direct message to the user's kept DM channel (`bot.discord.dms`: no user
        fetched, no channel opened); False when the user does not accept DMs from the bot, or
        Discord no longer knows them."""
        try:
            for part in chunks(self.render(texts, language)):
                await self.dms.send(user_id, part)
        except discord.NotFound:
            log.info("user %s is unknown to Discord", user_id)
            return False
        except discord.Forbidden:
            log.info("user %s does not accept DMs", user_id)
            return False
        return True

    # -- overwrites --------------------------------------------------------------------------
    async def set_member_overwrites(
        self,
        channel_id: int,
        user_ids: Iterable[int],
        overwrite: discord.PermissionOverwrite | None,
    ) -> None:
        """Give each user this overwrite's bits in a channel, as the bot's own (merged into what
        a moderator set there); None lifts what the bot set for them (`bot.discord.
        owned_overwrites`: a moderator's bits stay). One edit per user whose overwrite changes."""
        channel = self.channel(channel_id)
        require_permissions(channel, ("view_channel", "manage_roles"))
        if overwrite is None:
            await self.lift(channel, set(user_ids))
            return
        for user_id in user_ids:
            member = await self.member(channel.guild, user_id)
            if member is not None:
                await self.owned.apply(channel, member, overwrite)

    async def lift(
        self,
        channel: discord.abc.GuildChannel,
        user_ids: set[int] | None = None,
        legacy: Collection[Overwrite] = (),
    ) -> None:
        """Put back what the bot set in a channel's overwrites, for `user_ids` (None: for every
        target it set something for); what a moderator set stays. `legacy`: the overwrites the
        bot wrote whole before it kept records (`OwnedOverwrites.lift`)."""
        require_permissions(channel, ("view_channel", "manage_roles"))

        async def resolve(user_id: int) -> discord.Member | None:
            return await self.member(channel.guild, user_id)

        await self.owned.lift(channel, user_ids, resolve=resolve, legacy=legacy)

    async def set_overwrites(
        self, channel: discord.TextChannel, overwrites: Mapping[Target, Overwrite]
    ) -> None:
        """Make `overwrites` the channel's whole overwrite map, in one call (none when it already
        is): what stays is written again, what is missing goes. Only for a map the bot must
        hold as a whole (the dead chat made private)."""
        require_permissions(channel, OVERWRITE_MAP_NEEDS)
        if dict(overwrites) == dict(channel.overwrites):
            return
        edited = await channel.edit(overwrites=dict(overwrites))
        if edited is not None:
            # what the gateway's CHANNEL_UPDATE will do: the next map is built on what Discord holds
            adopt_overwrites(channel, edited)

    async def warn(self, game: TableGame, error: Exception) -> None:
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

    # -- the Table port (bot.service.ports.table.Table) -------------------------------------------
    async def announce(
        self, game: TableGame, texts: Sequence[Text], *, attachment: Attachment | None = None
    ) -> None:
        """Post texts in the game channel, in the game's language; the attachment (the review
        page, drawn here in the game's language, off the loop) on a message of its own after
        them. Without Attach Files, or over the size Discord takes, the texts go without it and
        the game channel is told why (MissingPermission) or the log says so. The texts of a post
        with an attachment are the lines of a summary (the «итоги»): one per line."""
        separator = "\n" if attachment is not None else "\n\n"
        await self.post(game.channel_id, texts, game.language, separator=separator)
        if attachment is None or attachment.kind != REVIEW:
            return
        data = await draw_review(attachment.data, self.localizer, game.language)
        if len(data) > min(ATTACHMENT_LIMIT, upload_limit(self.client.get_guild(game.guild_id))):
            log.warning("game %s: review page of %d bytes not attached", game.game_id, len(data))
            return
        channel = self.channel(game.channel_id)
        assert isinstance(channel, discord.TextChannel)
        try:
            require_permissions(channel, ("view_channel", "send_messages", "attach_files"))
        except MissingPermission as error:
            await self.warn(game, error)
            return
        file = discord.File(io.BytesIO(data), filename=attachment.filename)
        try:
            await channel.send(file=file)
        except discord.NotFound as error:  # 10003: deleted since the cache saw it
            raise Gone(f"channel {game.channel_id} is gone") from error

    async def post_phase(
        self, game: TableGame, texts: Sequence[Text], deadline: DeadlineLine
    ) -> None:
        """Post the texts a phase begins with in the game channel, as `announce` does, in parts
        a little shorter than Discord's limit (the deadline line may grow when edited); keep
        the part that holds the deadline line, with the line as rendered (`show_deadline`)."""
        parts = chunks(self.render(texts, game.language), PHASE_POST_LIMIT)
        posted = await self.send_parts(game.channel_id, parts)
        line = self.render(deadline.line, game.language)
        at = holding(parts, line)
        if at is None:  # not one of the texts: nothing to keep (the post is all the same out)
            log.warning("game %s: no deadline line in the post of %s", game.game_id, deadline.phase)
            return
        kept = KeptLine(game.channel_id, posted.message_ids[at], line)
        await self.phase_posts.keep(game.game_id, deadline.phase.index, kept)

    async def show_deadline(self, game: TableGame, phase: engine.Phase, line: Text) -> None:
        """Edit the deadline line of the kept post of `phase` to read `line`, every other
        character of the message as it was, pinging nobody; nothing when no post of that phase
        was kept (one without a deadline line) or it already reads so. A post deleted since (or
        a line no longer in it) is skipped and logged; without the permission to read it the
        game channel is told; the game goes on either way. A failure of Discord's (5xx) is
        raised: the delivery tries again."""
        kept = await self.phase_posts.kept(game.game_id, phase.index)
        shown = self.render(line, game.language)
        if kept is None or kept.line == shown:
            return
        channel = self.channel(kept.channel_id)
        assert isinstance(channel, discord.TextChannel)
        try:
            require_permissions(channel, ("view_channel", "read_message_history"))
            message = await channel.fetch_message(kept.message_id)
        except discord.NotFound:
            log.info("game %s: the post of %s is gone: its deadline stays", game.game_id, phase)
            return
        except (MissingPermission, discord.Forbidden) as error:
            await self.warn(game, error)
            return
        content = with_line(message.content, kept.line, shown)
        if content is None:
            if with_line(message.content, shown, shown) is None:
                log.warning("game %s: no deadline line in the post of %s", game.game_id, phase)
                return
            content = message.content  # edited already: the row is shown again after a crash
        elif len(content) > MESSAGE_LIMIT:
            log.warning("game %s: the post of %s would be too long", game.game_id, phase)
            return
        else:
            try:
                await message.edit(content=content, allowed_mentions=discord.AllowedMentions.none())
            except discord.NotFound:
                log.info("game %s: the post of %s is gone: its deadline stays", game.game_id, phase)
                return
        edited = KeptLine(kept.channel_id, kept.message_id, shown)
        await self.phase_posts.keep(game.game_id, phase.index, edited)

    async def tell(self, game: TableGame, player: Reader, texts: Sequence[Text]) -> bool:
        """DM one player in their language (their Discord locale when ru/en, else the game's);
        False when their DMs are closed."""
        return await self.dm(player.user_id, texts, pick_language(player.locale, game.language))

    async def ask_for_dms(self, game: TableGame, player: Reader) -> None:
        """Ask the player in the game channel to open their DMs and use /role; the post pings
        that player and nobody else, whatever the bot's default."""
        if await self.member(self.guild(game.guild_id), player.user_id) is None:
            await self.report_gone(game, [player])  # gone from the server: nothing to ask
            return
        notice = Text("discord-dm-closed", {"player": f"<@{player.user_id}>"})
        only_them = discord.AllowedMentions(
            everyone=False, users=[discord.Object(player.user_id)], roles=False
        )
        await self.post(game.channel_id, notice, game.language, mentions=only_them)

    async def open_team(
        self, game: TableGame, team: str, members: Sequence[Reader], texts: Sequence[Text]
    ) -> int | None:
        """Create the team's channel (`game.teams[team]` if it still exists: let new members in)
        and post `texts` there; its id. Without the permissions to do so, or refused for
        Discord's channel limits, say so in the game channel (the team told by DM) and go on
        (None when there is no channel)."""
        try:
            channel_id = await self.teams.open_team(game, team, members)
        except (MissingPermission, discord.Forbidden) as error:
            await self.warn(game, error)
            return None
        except ChannelsFull as full:
            await self.report_full(game, full, members)
            return None
        finally:
            await self.report_gone(game, members)
        try:
            if texts:
                await self.post(channel_id, texts, game.language)
        except (MissingPermission, discord.Forbidden) as error:
            await self.warn(game, error)
        return channel_id

    async def report_full(
        self, game: TableGame, full: ChannelsFull, members: Sequence[Reader]
    ) -> None:
        """A team channel was refused for Discord's channel limits: tell the game channel (the
        host: which limit, what to do) and each member of the team by DM; the game goes on."""
        log.warning("game %s: %s", game.game_id, full)
        if full.category is not None:
            notice = Text("discord-team-channel-full-category", {"category": full.category.name})
        else:
            notice = Text("discord-team-channel-full-server")
        with contextlib.suppress(MissingPermission, discord.HTTPException, Gone):
            await self.post(game.channel_id, notice, game.language)
        missing = Text("discord-team-channel-missing", {"channel": f"<#{game.channel_id}>"})
        for member in members:
            await self.tell(game, member, [missing])

    async def mark_dead(self, game: TableGame, player: Reader) -> None:
        """Silence the player in the game channel and their team channels; open the dead chat,
        unless they play another live game here (without the permissions to do so, say so in the
        game channel and go on)."""
        try:
            await self.dead.mark_dead(game, player)
        except (MissingPermission, discord.Forbidden) as error:
            await self.warn(game, error)
        await self.report_gone(game, [player])

    async def unseat(self, game: TableGame, player: Reader) -> None:
        """A seat changed hands (the one who gave it, or the newcomer to a living seat): their
        admission to the dead chat goes, unless they play another live game here
        (`player.elsewhere`): the bot's is lifted, and one a moderator gave goes too while the
        game runs (a living player never sees the dead chat); the team channels shut them out
        when their seat's team is opened again (without the permission, say so in the game
        channel and go on)."""
        if player.elsewhere:
            return
        try:
            await self.dead.release(game, {player.user_id})
            await self.dead.keep_living_out(game.guild_id, [player.user_id])
        except (MissingPermission, discord.Forbidden) as error:
            await self.warn(game, error)

    async def reveal(
        self, game: TableGame, texts: Sequence[Text], released: Sequence[Reader]
    ) -> None:
        """Post the reveal, then undo what the game did to permissions, as a host would, lifting
        only what the bot set (`bot.discord.owned_overwrites`: a moderator's mute stays), one
        edit per target:

        - the game channel: the silenced may write again;
        - the team channels: kept as a read-only archive that everyone on the server may read
          (forum Mafia opens its private threads after the game), threads denied too; the
          members' overwrites the bot set go;
        - the dead chat: the `released` players' admissions go, so they are spectators again
          (the chat stays hidden from @everyone); a player still in another live game keeps
          what that game needs.

        Safe to repeat; without a permission, the game channel is told and the rest goes on.
        No texts: nothing is posted (the resolution's one post told the end already).
        """
        if texts:
            await self.post(game.channel_id, texts, game.language)
        try:
            await self.dead.lift_silences(game)
            await self._lift_night_mark(game)
            await self.teams.archive(game)
            await self.dead.release(game, {reader.user_id for reader in released})
        except (MissingPermission, discord.Forbidden) as error:
            await self.warn(game, error)

    async def night_chat(self, game: TableGame, players: Sequence[Reader], closed: bool) -> None:
        """`night_chat: closed`: at nightfall the living `players` may not write in the game
        channel nor its threads, at daybreak they may again; one call (`bot.discord.night_chat`:
        only what the bot set is lifted). Without the permission, the game channel is told and
        the game goes on."""
        channel = self.channel(game.channel_id)
        assert isinstance(channel, discord.TextChannel)
        if closed:
            living = [night_chat.member_target(channel.guild, p.user_id) for p in players]
            overwrites = night_chat.closed_overwrites(channel.overwrites, living)
        else:
            ids = [player.user_id for player in players]
            overwrites = night_chat.opened_overwrites(channel.overwrites, ids)
        try:
            await self.set_overwrites(channel, overwrites)
        except (MissingPermission, discord.Forbidden) as error:
            await self.warn(game, error)

    async def _lift_night_mark(self, game: TableGame) -> None:
        """At the end (a game stopped or over at night): the quiet night's mark goes from every
        member of the game channel, the rest of their overwrites kept (`bot.discord.night_chat`);
        after the silences are lifted, so the dead's silence is never read as the mark."""
        channel = self.channel(game.channel_id)
        if not isinstance(channel, discord.TextChannel):
            return
        members = [target.id for target in channel.overwrites if is_member(target)]
        await self.set_overwrites(
            channel, night_chat.opened_overwrites(channel.overwrites, members)
        )

    # -- spectators and the dead reading the teams (bot.discord.watching) ----------------------
    async def _dead_chat(self, guild_id: int) -> discord.TextChannel | None:
        """The server's dead chat, when one is set and still exists."""
        channel_id = await self.setting(guild_id, Config.dead_chat_id)
        found = self.guild(guild_id).get_channel(channel_id) if channel_id else None
        return found if isinstance(found, discord.TextChannel) else None

    async def watch(self, game: TableGame, user_id: int, teams: bool) -> None:
        """A spectator reads and writes in the dead chat and, with `teams`, reads every team
        channel of the game (without a permission: the game channel is told, the game goes
        on)."""
        try:
            dead_chat = await self._dead_chat(game.guild_id)
            if dead_chat is not None:
                await self.set_member_overwrites(dead_chat.id, [user_id], watching.IN_DEAD_CHAT)
            for channel in self.teams.team_channels(game) if teams else ():
                await self.set_member_overwrites(channel.id, [user_id], watching.READ_ONLY)
        except (MissingPermission, discord.Forbidden) as error:
            await self.warn(game, error)

    async def unwatch(self, game: TableGame, user_ids: Sequence[int]) -> None:
        """These spectators' overwrites go from the dead chat and the game's team channels,
        each channel in one call (none where they have none)."""
        gone = set(user_ids)
        try:
            dead_chat = await self._dead_chat(game.guild_id)
            for channel in [*([dead_chat] if dead_chat else []), *self.teams.team_channels(game)]:
                if any(is_member(t) and t.id in gone for t in channel.overwrites):
                    await self.lift(channel, gone)
        except (MissingPermission, discord.Forbidden) as error:
            await self.warn(game, error)

    async def show_teams(self, game: TableGame, player: Reader) -> None:
        """`dead_see_teams`: the dead player reads every team channel of the game (theirs too,
        where they were silenced already: the same rights)."""
        try:
            for channel in self.teams.team_channels(game):
                await self.set_member_overwrites(channel.id, [player.user_id], watching.READ_ONLY)
        except (MissingPermission, discord.Forbidden) as error:
            await self.warn(game, error)

    async def offer_moves(
        self, game: TableGame, phase: engine.Phase, players: Sequence[Reader]
    ) -> None:
        """DM each player who has a move the form of `phase` (nothing without the night cog)."""
        if self._forms is not None:
            await self._forms.offer_moves(game, phase, players)

    async def close_moves(self, game: TableGame, phase: engine.Phase) -> None:
        """Close the forms of a phase that is over."""
        if self._forms is not None:
            await self._forms.close_moves(game, phase)

    async def remind_moves(
        self, game: TableGame, players: Sequence[Reader], texts: Sequence[Text]
    ) -> None:
        """Remind by DM the players who have a move and have sent nothing."""
        if self._forms is not None:
            await self._forms.remind_moves(game, players, texts)
