"""The lobby: the `/game` group with `new`, `join`, `leave` and `cancel`, and the lobby message's
Join/Leave buttons (persistent: a lobby posted before a restart keeps working).

The dealing cog adds `/game start` to this group, and the host cog `/game status` (the host's
controls are its own `/host` group)."""

from __future__ import annotations

import discord
from discord.ext import commands

from bot.discord.app import MafiaBot
from bot.discord.permissions import (
    GAME_CHANNEL_NEEDS,
    make_caller,
    require_game_channel,
    require_permissions,
)
from bot.discord.text import MESSAGE_LIMIT, cmd, render, server_group, text
from bot.service.ports.calls import Posted
from bot.service.posted import LOBBY_MESSAGE
from bot.text.i18n import Text
from bot.text.views import LobbyView as ServiceLobby
from cogs.lobby.texts import lobby_text
from cogs.lobby.view import LobbyView

__all__ = ["LobbyCog"]


class LobbyCog(commands.Cog):
    """Opens and fills lobbies; the lobby message carries Join/Leave buttons."""

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

    @commands.Cog.listener()
    async def on_lobby_changed(self, lobby: ServiceLobby) -> None:
        """Another cog changed the lobby (`/game start` dealt it): edit its message."""
        await self.refresh_lobby(lobby)

    # -- adapters ---------------------------------------------------------------------------
    async def _lobby_message(self, lobby: ServiceLobby) -> tuple[Text, str, LobbyView | None]:
        """The lobby message's text, its language (the server's) and, while the lobby is open,
        its buttons labelled in that language."""
        language = await self.bot.server_language(lobby.guild_id)
        if not lobby.is_open:
            return lobby_text(lobby), language, None
        render = self.bot.localizer.render
        labels = (
            render(Text("discord-lobby-join"), language),
            render(Text("discord-lobby-leave"), language),
        )
        return lobby_text(lobby), language, self.view.labelled(*labels)

    async def refresh_lobby(self, lobby: ServiceLobby) -> None:
        """Edit the lobby message posted by /game new (its id is stored: a restart keeps it)."""
        known = await self.bot.service.posted.posted_message(lobby.game_id, LOBBY_MESSAGE)
        if known is None:
            return
        content, language, view = await self._lobby_message(lobby)
        shown = await self.bot.table.edit(known, content, language, view=view, replace_view=True)
        if shown is not None and shown != known:
            await self.bot.service.posted.remember_message(lobby.game_id, LOBBY_MESSAGE, shown)

    async def _after_seat_change(
        self, interaction: discord.Interaction, lobby: ServiceLobby
    ) -> None:
        """A button click edits the lobby message itself; a command replies and edits it."""
        if interaction.type == discord.InteractionType.component and interaction.message:
            clicked = Posted(interaction.message.channel.id, (interaction.message.id,))
            known = await self.bot.service.posted.posted_message(lobby.game_id, LOBBY_MESSAGE)
            if known is None:
                known = clicked
                await self.bot.service.posted.remember_message(
                    lobby.game_id, LOBBY_MESSAGE, clicked
                )
            content, language, view = await self._lobby_message(lobby)
            rendered = render(self.bot.localizer, content, language)
            if known == clicked and len(rendered) <= MESSAGE_LIMIT:
                try:
                    await self.bot.replies.answers.update(interaction, content=rendered, view=view)
                except discord.HTTPException:  # the click expired: the seat is shown all the same
                    await self.refresh_lobby(lobby)
            else:  # a lobby over several messages: edited by their stored ids
                await self.bot.replies.answers.defer(interaction)
                await self.refresh_lobby(lobby)
            return
        joined = any(seat.user_id == interaction.user.id for seat in lobby.seats)
        await self.bot.replies.send(
            interaction, Text("discord-lobby-joined" if joined else "discord-lobby-left")
        )
        await self.refresh_lobby(lobby)

    async def open_lobby(self, interaction: discord.Interaction) -> None:
        """Open a lobby: post the lobby message (with the buttons) and confirm ephemerally."""
        channel = require_game_channel(interaction.channel)
        require_permissions(channel, GAME_CHANNEL_NEEDS)
        lobby = await self.bot.service.lobby.open_lobby(
            await make_caller(self.bot.service, interaction)
        )
        await self.bot.replies.answers.defer(interaction)  # the post may wait on a rate limit: 3 s
        content, language, view = await self._lobby_message(lobby)
        posted = await self.bot.table.post(lobby.channel_id, content, language, view=view)
        await self.bot.service.posted.remember_message(lobby.game_id, LOBBY_MESSAGE, posted)
        self.bot.dispatch("lobby_opened", lobby)  # the call-up ping (cogs.callups)
        await self.bot.replies.send(interaction, Text("discord-lobby-opened"))

    async def join_lobby(self, interaction: discord.Interaction) -> None:
        """Take a seat under the caller's display name."""
        caller = await make_caller(self.bot.service, interaction)
        lobby = await self.bot.service.lobby.join(
            caller, interaction.user.display_name, locale=caller.locale
        )
        await self._after_seat_change(interaction, lobby)

    async def leave_lobby(self, interaction: discord.Interaction) -> None:
        """Give up the caller's seat."""
        lobby = await self.bot.service.lobby.leave(await make_caller(self.bot.service, interaction))
        await self._after_seat_change(interaction, lobby)

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

    @game.command(name=cmd("cmd-game-cancel", "cancel"), description=text("cmd-game-cancel-desc"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        """Cancel this channel's lobby before it starts (its opener, seated or not, or a host)."""
        lobby = await self.bot.service.lobby.cancel(
            await make_caller(self.bot.service, interaction)
        )
        await self.bot.replies.send(interaction, Text("discord-lobby-cancelled-reply"))
        await self.refresh_lobby(lobby)
