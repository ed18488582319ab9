"""The /game group: the lobby (new, join, leave, start, stop, status) and the host's controls."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_text import GUILD_INSTALL, SERVER_ONLY, cmd, localized_options, text
from cogs.lobby.view import LobbyView

if TYPE_CHECKING:
    from bot.discord_main import MafiaBot

__all__ = ["LobbyCog"]


class LobbyCog(commands.Cog):
    """Opens, fills, starts and steers games; the lobby message carries Join/Leave buttons."""

    game = app_commands.Group(
        name=cmd("cmd-game", "game"),
        description=text("cmd-game-desc"),
        guild_only=True,
        allowed_contexts=SERVER_ONLY,
        allowed_installs=GUILD_INSTALL,
    )

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot
        self.view = LobbyView(bot)

    async def cog_load(self) -> None:
        """Register the persistent lobby view (lobbies posted before a restart keep working)."""
        self.bot.add_view(self.view)

    async def cog_unload(self) -> None:
        """Stop listening to the lobby buttons."""
        self.view.stop()

    # -- lobby ------------------------------------------------------------------------------
    @game.command(name=cmd("cmd-game-new", "new"), description=text("cmd-game-new-desc"))
    async def new(self, interaction: discord.Interaction) -> None:
        """Open a lobby in this channel and post its message with Join/Leave buttons."""
        await self.bot.lobby.open(interaction)

    @game.command(name=cmd("cmd-game-join", "join"), description=text("cmd-game-join-desc"))
    async def join(self, interaction: discord.Interaction) -> None:
        """Take a seat in this channel's lobby."""
        await self.bot.lobby.join(interaction)

    @game.command(name=cmd("cmd-game-leave", "leave"), description=text("cmd-game-leave-desc"))
    async def leave(self, interaction: discord.Interaction) -> None:
        """Leave this channel's lobby."""
        await self.bot.lobby.leave(interaction)

    @game.command(name=cmd("cmd-game-start", "start"), description=text("cmd-game-start-desc"))
    @localized_options("game-start", "roles")
    async def start(self, interaction: discord.Interaction, roles: str | None = None) -> None:
        """Deal roles (the preset for the player count, or the host's list) and begin night 1."""
        await self.bot.lobby.start(interaction, roles)

    @game.command(name=cmd("cmd-game-stop", "stop"), description=text("cmd-game-stop-desc"))
    async def stop(self, interaction: discord.Interaction) -> None:
        """End this channel's lobby or game now (host)."""
        await self.bot.lobby.stop(interaction)

    @game.command(name=cmd("cmd-game-status", "status"), description=text("cmd-game-status-desc"))
    async def status(self, interaction: discord.Interaction) -> None:
        """Show the phase, the deadline and who is alive."""
        await self.bot.lobby.status(interaction)

    # -- host controls ------------------------------------------------------------------------
    @game.command(name=cmd("cmd-game-extend", "extend"), description=text("cmd-game-extend-desc"))
    @localized_options("game-extend", "minutes")
    async def extend(
        self, interaction: discord.Interaction, minutes: app_commands.Range[int, 1, 1440]
    ) -> None:
        """Move the current phase's deadline later (host)."""
        await self.bot.lobby.extend(interaction, minutes)

    @game.command(name=cmd("cmd-game-next", "next"), description=text("cmd-game-next-desc"))
    async def next(self, interaction: discord.Interaction) -> None:
        """End the current phase now (host)."""
        await self.bot.lobby.next_phase(interaction)

    @game.command(name=cmd("cmd-game-pause", "pause"), description=text("cmd-game-pause-desc"))
    async def pause(self, interaction: discord.Interaction) -> None:
        """Stop the clock (host)."""
        await self.bot.lobby.pause(interaction)

    @game.command(name=cmd("cmd-game-resume", "resume"), description=text("cmd-game-resume-desc"))
    async def resume(self, interaction: discord.Interaction) -> None:
        """Restart the clock (host)."""
        await self.bot.lobby.resume(interaction)

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
        await self.bot.lobby.replace(interaction, absent, substitute)

    @game.command(name=cmd("cmd-game-export", "export"), description=text("cmd-game-export-desc"))
    async def export(self, interaction: discord.Interaction) -> None:
        """The game record (SPEC 5.1) as a file (host)."""
        await self.bot.lobby.export(interaction)
