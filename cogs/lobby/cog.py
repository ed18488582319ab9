"""The /game group: the lobby (new, join, leave, start, stop, status) and the host's controls."""

from __future__ import annotations

import io
import json
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.permissions import (
    DEAD_CHAT_NEEDS,
    GAME_CHANNEL_NEEDS,
    make_caller,
    require_permissions,
    team_channel_category,
)
from bot.discord.text import cmd, localized_options, server_group, text
from bot.service.calls import Caller
from bot.store.models import LOBBY, LOBBY_MESSAGE
from bot.text.i18n import Text
from bot.text.views import LobbyView as ServiceLobby
from bot.text.views import StatusView
from cogs.lobby.texts import lobby_text, parse_roles, role_names
from cogs.lobby.view import LobbyView

if TYPE_CHECKING:
    from bot.discord.app import MafiaBot

__all__ = ["LobbyCog"]


class LobbyCog(commands.Cog):
    """Opens, fills, starts and steers games; the lobby message carries Join/Leave buttons."""

    game = server_group("game")

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot
        self.view = LobbyView(bot, self.join_lobby, self.leave_lobby)

    async def cog_load(self) -> None:
        """Register the persistent lobby view (lobbies posted before a restart keep working)."""
        self.bot.add_view(self.view)

    async def cog_unload(self) -> None:
        """Stop listening to the lobby buttons."""
        self.view.stop()

    # -- adapters ---------------------------------------------------------------------------
    async def _lobby_message(self, lobby: ServiceLobby) -> tuple[Text, str, LobbyView | None]:
        """The lobby message's text, its language (the server's) and, while the lobby is open,
        its buttons labelled in that language."""
        language = await self.bot.server_language(lobby.guild_id)
        if lobby.state != LOBBY:
            return lobby_text(lobby), language, None
        render = self.bot.localizer.render
        labels = (
            render(Text("discord-lobby-join"), language),
            render(Text("discord-lobby-leave"), language),
        )
        return lobby_text(lobby), language, self.view.labelled(*labels)

    async def _refresh_lobby(self, lobby: ServiceLobby) -> None:
        """Edit the lobby message posted by /game new (its id is stored: a restart keeps it)."""
        known = await self.bot.service.posted_message(lobby.game_id, LOBBY_MESSAGE)
        if known is None:
            return
        content, language, view = await self._lobby_message(lobby)
        await self.bot.table.edit(
            known[0], known[1], content, language, view=view, replace_view=True
        )

    async def _after_seat_change(
        self, interaction: discord.Interaction, lobby: ServiceLobby
    ) -> None:
        """A button click edits the lobby message itself; a command replies and edits it."""
        if interaction.type == discord.InteractionType.component and interaction.message:
            content, language, view = await self._lobby_message(lobby)
            message = interaction.message
            await self.bot.service.remember_message(
                lobby.game_id, LOBBY_MESSAGE, message.channel.id, message.id
            )
            rendered = self.bot.localizer.render(content, language)
            await interaction.response.edit_message(content=rendered, view=view)
            return
        joined = any(seat.user_id == interaction.user.id for seat in lobby.seats)
        await self.bot.replies.send(
            interaction, Text("discord-lobby-joined" if joined else "discord-lobby-left")
        )
        await self._refresh_lobby(lobby)

    async def open_lobby(self, interaction: discord.Interaction) -> None:
        """Open a lobby: post the lobby message (with the buttons) and confirm ephemerally."""
        require_permissions(interaction.channel, GAME_CHANNEL_NEEDS)  # type: ignore[arg-type]
        lobby = await self.bot.service.open_lobby(await make_caller(self.bot, interaction))
        content, language, view = await self._lobby_message(lobby)
        message_id = await self.bot.table.post(lobby.channel_id, content, language, view=view)
        await self.bot.service.remember_message(
            lobby.game_id, LOBBY_MESSAGE, lobby.channel_id, message_id
        )
        await self.bot.replies.send(interaction, Text("discord-lobby-opened"))

    async def join_lobby(self, interaction: discord.Interaction) -> None:
        """Take a seat under the caller's display name."""
        caller = await make_caller(self.bot, interaction)
        lobby = await self.bot.service.join(
            caller, interaction.user.display_name, locale=caller.locale
        )
        await self._after_seat_change(interaction, lobby)

    async def leave_lobby(self, interaction: discord.Interaction) -> None:
        """Give up the caller's seat."""
        lobby = await self.bot.service.leave(await make_caller(self.bot, interaction))
        await self._after_seat_change(interaction, lobby)

    def _check_game_permissions(
        self, interaction: discord.Interaction, config: dict[str, Any]
    ) -> None:
        """Refuse up front when the bot could not deal: post, create channels, set overwrites."""
        guild = interaction.guild
        assert guild is not None
        require_permissions(interaction.channel, GAME_CHANNEL_NEEDS)  # type: ignore[arg-type]
        team_channel_category(guild, int(config.get("category_id") or 0))
        dead_chat = guild.get_channel(int(config.get("dead_chat_id") or 0))
        if dead_chat is not None:
            require_permissions(dead_chat, DEAD_CHAT_NEEDS)

    async def start_game(self, interaction: discord.Interaction, roles: str | None) -> None:
        """Deal and begin; the living are kept out of the dead chat."""
        assert interaction.guild_id is not None
        config = await self.bot.server_config(interaction.guild_id)
        self._check_game_permissions(interaction, config)
        caller = await make_caller(self.bot, interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        lobby = await self.bot.service.lobby(caller)
        names = role_names(lobby.ruleset, self.bot.localizer)
        status = await self.bot.service.start_game(caller, roles=parse_roles(roles, names))
        dead_chat = int(config.get("dead_chat_id") or 0)
        if dead_chat and self.bot.get_channel(dead_chat) is not None:
            await self.bot.table.keep_out_of_dead_chat(
                dead_chat, [seat.user_id for seat in status.seats]
            )
        lobby = await self.bot.service.lobby(caller)
        await self._refresh_lobby(lobby)
        await self._reply_status(interaction, status)

    async def _reply_status(self, interaction: discord.Interaction, status: StatusView) -> None:
        await self.bot.replies.send(interaction, self.bot.service.status_texts(status))

    async def show_status(self, interaction: discord.Interaction) -> None:
        """The game's phase, deadline, seats and tally (ephemeral)."""
        status = await self.bot.service.status(await make_caller(self.bot, interaction))
        await self._reply_status(interaction, status)

    async def host_control(
        self,
        interaction: discord.Interaction,
        call: Callable[[Caller], Awaitable[StatusView]],
    ) -> None:
        """Run one host control (the service refuses non-hosts) and answer with the status."""
        caller = await make_caller(self.bot, interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        status = await call(caller)
        await self._reply_status(interaction, status)

    async def export_record(self, interaction: discord.Interaction) -> None:
        """The game record as a JSON file: of the game open here (its host or a server host only,
        since it shows every role), else of the last game played here (anyone: it is over)."""
        caller = await make_caller(self.bot, interaction)
        record = await self.bot.service.export_record(caller)
        name = f"mafia-{record.get('ruleset', 'game')}-{record.get('seed', 0)}.json"
        data = json.dumps(record, ensure_ascii=False, indent=2).encode()
        file = discord.File(io.BytesIO(data), filename=name)
        await self.bot.replies.send(
            interaction, Text("discord-export-ready", {"file": name}), file=file
        )

    # -- lobby ------------------------------------------------------------------------------
    @game.command(name=cmd("cmd-game-new", "new"), description=text("cmd-game-new-desc"))
    async def new(self, interaction: discord.Interaction) -> None:
        """Open a lobby in this channel and post its message with Join/Leave buttons."""
        await self.open_lobby(interaction)

    @game.command(name=cmd("cmd-game-join", "join"), description=text("cmd-game-join-desc"))
    async def join(self, interaction: discord.Interaction) -> None:
        """Take a seat in this channel's lobby."""
        await self.join_lobby(interaction)

    @game.command(name=cmd("cmd-game-leave", "leave"), description=text("cmd-game-leave-desc"))
    async def leave(self, interaction: discord.Interaction) -> None:
        """Leave this channel's lobby."""
        await self.leave_lobby(interaction)

    @game.command(name=cmd("cmd-game-start", "start"), description=text("cmd-game-start-desc"))
    @localized_options("game-start", "roles")
    async def start(self, interaction: discord.Interaction, roles: str | None = None) -> None:
        """Deal roles (the preset for the player count, or the host's list) and begin night 1."""
        await self.start_game(interaction, roles)

    @game.command(name=cmd("cmd-game-stop", "stop"), description=text("cmd-game-stop-desc"))
    async def stop(self, interaction: discord.Interaction) -> None:
        """End this channel's lobby or game now (host)."""
        await self.host_control(interaction, self.bot.service.stop)

    @game.command(name=cmd("cmd-game-status", "status"), description=text("cmd-game-status-desc"))
    async def status(self, interaction: discord.Interaction) -> None:
        """Show the phase, the deadline and who is alive."""
        await self.show_status(interaction)

    # -- host controls ------------------------------------------------------------------------
    @game.command(name=cmd("cmd-game-extend", "extend"), description=text("cmd-game-extend-desc"))
    @localized_options("game-extend", "minutes")
    async def extend(
        self, interaction: discord.Interaction, minutes: app_commands.Range[int, 1, 1440]
    ) -> None:
        """Move the current phase's deadline later (host)."""
        await self.host_control(
            interaction, lambda caller: self.bot.service.extend(caller, minutes)
        )

    @game.command(name=cmd("cmd-game-next", "next"), description=text("cmd-game-next-desc"))
    async def next(self, interaction: discord.Interaction) -> None:
        """End the current phase now (host)."""
        await self.host_control(interaction, self.bot.service.end_phase)

    @game.command(name=cmd("cmd-game-pause", "pause"), description=text("cmd-game-pause-desc"))
    async def pause(self, interaction: discord.Interaction) -> None:
        """Stop the clock (host)."""
        await self.host_control(interaction, self.bot.service.pause)

    @game.command(name=cmd("cmd-game-resume", "resume"), description=text("cmd-game-resume-desc"))
    async def resume(self, interaction: discord.Interaction) -> None:
        """Restart the clock (host)."""
        await self.host_control(interaction, self.bot.service.unpause)

    @game.command(
        name=cmd("cmd-game-replace", "replace"), description=text("cmd-game-replace-desc")
    )
    @localized_options("game-replace", "absent", "substitute")
    async def replace(
        self,
        interaction: discord.Interaction,
        absent: discord.Member,
        substitute: discord.Member,
    ) -> None:
        """Give an absent player's seat to a substitute (host)."""
        await self.host_control(
            interaction,
            lambda caller: self.bot.service.replace_player(
                caller, absent.id, substitute.id, locale=None
            ),
        )

    @game.command(name=cmd("cmd-game-export", "export"), description=text("cmd-game-export-desc"))
    async def export(self, interaction: discord.Interaction) -> None:
        """The game record (SPEC 5.1) as a file (host)."""
        await self.export_record(interaction)
