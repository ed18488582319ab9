"""`/game start` (deal the roles, send the role cards, open the team channels) and `/role`.

With a role list (typed or saved), the list's balance estimate by simulated players is posted in
the lobby's channel before the deal when it is ready (never waited for: the deal goes on)."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

import engine
from bot.balance.errors import BalanceError
from bot.balance.texts import summary_lines
from bot.discord.app import MafiaBot
from bot.discord.groups import join_group, leave_group
from bot.discord.permissions import (
    DEAD_CHAT_NEEDS,
    GAME_CHANNEL_NEEDS,
    make_caller,
    require_permissions,
    team_channel_category,
)
from bot.discord.roles import parse_roles, role_names
from bot.discord.setups import setup_autocomplete
from bot.discord.text import chunks, cmd, command, localized_options, render, text
from bot.service.ports.errors import ServiceError
from bot.text.i18n import Text
from bot.text.status import status_texts
from bot.text.tally import unix_time
from bot.text.views import LobbyView as ServiceLobby
from cogs.dealing.channels import TeamChannels

__all__ = ["DealingCog"]

log = logging.getLogger(__name__)


class DealingCog(commands.Cog):
    """Deals a lobby's roles and begins night 1; the role cards and team channels go out through
    the Table (this cog plugs in its team-channel part); `/role` shows a player their card."""

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        """Plug the team channels into the Table; put `/game start` under the lobby's group."""
        self.bot.table.use_parts(teams=TeamChannels(self.bot.table, self.bot.service.posted))
        self.bot.service.scheduled.on_due = self.deal_scheduled
        join_group(self.bot, self, "game", self.start)

    async def cog_unload(self) -> None:
        """Take `/game start` out of the group again."""
        leave_group(self.bot, "game", self.start)
        scheduled = self.bot.service.scheduled
        if scheduled.on_due == self.deal_scheduled:
            scheduled.on_due = scheduled.deal

    async def _check_permissions(self, interaction: discord.Interaction) -> None:
        """Refuse up front when the bot could not deal: post, create channels, set overwrites."""
        guild = interaction.guild
        assert guild is not None
        config = await self.bot.server_config(guild.id)
        channel = interaction.channel
        assert isinstance(channel, discord.abc.GuildChannel)  # /game start is a server command
        require_permissions(channel, GAME_CHANNEL_NEEDS)
        team_channel_category(guild, config.category_id)
        dead_chat = guild.get_channel(config.dead_chat_id)
        if dead_chat is not None:
            require_permissions(dead_chat, DEAD_CHAT_NEEDS)

    async def start_game(
        self,
        interaction: discord.Interaction,
        roles: str | None,
        setup: str | None = None,
        at: str | None = None,
    ) -> None:
        """Deal (a role list, a saved setup, or the preset) and begin, or, with `at`, schedule
        the deal for that time; the living are kept out of the dead chat."""
        assert interaction.guild_id is not None
        if roles and setup:
            raise ServiceError("setup_and_roles")
        await self._check_permissions(interaction)
        caller = await make_caller(self.bot.service, interaction)
        await self.bot.replies.answers.defer(interaction)
        lobby = await self.bot.service.lobby.lobby(caller)
        names = role_names(lobby.ruleset, self.bot.localizer)
        dealt = parse_roles(roles, names)
        if setup:
            dealt = await self.bot.service.setups.roles_for(
                interaction.guild_id, setup, lobby.ruleset
            )
        if at:  # the lobby is told in public (the service's line); the host here
            when = await self.bot.service.scheduled.schedule(caller, at, roles=dealt)
            self.bot.dispatch("lobby_changed", await self.bot.service.lobby.lobby(caller))
            done = Text("start-scheduled-done", {"time": unix_time(when)})
            await self.bot.replies.send(interaction, [done])
            return
        if dealt and lobby.is_open and len(dealt) == len(lobby.seats):  # a list that can deal
            await self._show_estimate(
                interaction.guild_id, interaction.channel, lobby.ruleset, dealt
            )
        status = await self.bot.service.lobby.start_game(caller, roles=dealt)
        await self._dealt(await self.bot.service.lobby.lobby(caller))
        await self.bot.replies.send(interaction, status_texts(status))

    async def _dealt(self, lobby: ServiceLobby) -> None:
        """The Discord side of a deal: the living kept out of the dead chat, the lobby message
        saying the game has begun (`cogs.lobby` edits it)."""
        await self.bot.table.dead.keep_living_out(
            lobby.guild_id, [seat.user_id for seat in lobby.seats]
        )
        self.bot.dispatch("lobby_changed", lobby)

    async def deal_scheduled(self, game_id: int) -> None:
        """A lobby's scheduled start has come: the deal `/game start` makes (the service's
        `deal`), then its Discord side; a ready estimate of the role list kept at scheduling is
        posted before the deal, as `/game start roles:` posts it."""
        scheduled = self.bot.service.scheduled
        due = await scheduled.due(game_id)
        if due is not None and due.roles and len(due.roles) == due.seats:  # a list that can deal
            channel = self.bot.get_channel(due.channel_id)
            await self._show_estimate(due.guild_id, channel, due.ruleset, list(due.roles))
        lobby = await scheduled.deal(game_id)
        if lobby is not None and lobby.is_open:  # refused: the lobby message drops the time
            self.bot.dispatch("lobby_changed", lobby)
        elif lobby is not None:
            await self._dealt(lobby)

    async def _show_estimate(
        self, guild_id: int, channel: object, ruleset: str, roles: list[str]
    ) -> None:
        """Post the role list's estimate in the lobby's channel, in the server's language, if it
        is ready; a list no deal can make is left to the deal to refuse, a failed post to the
        log."""
        estimates = self.bot.service.estimates
        try:
            ready = await estimates.ready(await estimates.request(guild_id, ruleset, roles))
        except (engine.EngineError, BalanceError):
            return
        if ready is None or not isinstance(channel, discord.abc.Messageable):
            return
        language = await self.bot.service.settings.server_language(guild_id)
        content = render(self.bot.localizer, summary_lines(ready), language, separator="\n")
        quiet = discord.AllowedMentions.none()
        try:
            for part in chunks(content):
                await channel.send(part, allowed_mentions=quiet)
        except discord.HTTPException:
            log.warning("could not post a balance estimate in %s", channel)

    @command("game-start", "start")
    @localized_options("game-start", "roles", "setup", "at")
    @app_commands.autocomplete(setup=setup_autocomplete)
    async def start(
        self,
        interaction: discord.Interaction,
        roles: str | None = None,
        setup: str | None = None,
        at: str | None = None,
    ) -> None:
        """Deal roles (the preset for the player count, the host's list, or a saved setup) and
        begin night 1; with `at` ("20:00", "24.12 20:00"), at that time."""
        await self.start_game(interaction, roles, setup, at)

    @app_commands.command(name=cmd("cmd-role", "role"), description=text("cmd-role-desc"))
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.allowed_installs(guilds=True, users=False)
    async def role(self, interaction: discord.Interaction) -> None:
        """Your role card: role, camp, arrows left, abilities used; then what you have been told
        privately so far, in order, even if your DMs were closed (ephemeral, split into
        follow-ups when long)."""
        caller = await make_caller(self.bot.service, interaction)
        card = await self.bot.service.queries.my_card(caller)
        told = await self.bot.service.queries.my_private_items(caller)
        await self.bot.replies.send(interaction, [*card, *told])
