"""The host's controls under `/game`: stop, status, extend, next, pause, resume, replace, export.

The game service refuses a caller who may not steer the game; `/game status` is for anyone.
"""

from __future__ import annotations

import io
import json
from collections.abc import Awaitable, Callable

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.app import MafiaBot
from bot.discord.groups import join_group, leave_group
from bot.discord.permissions import make_caller
from bot.discord.text import command, localized_options
from bot.service.calls import Caller
from bot.text.i18n import Text
from bot.text.views import StatusView

__all__ = ["HostCog"]


class HostCog(commands.Cog):
    """Steers a running game and shows its status; every reply is ephemeral."""

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot

    def _members(self) -> tuple[app_commands.Command[HostCog, ..., None], ...]:
        return (
            self.stop,
            self.status,
            self.extend,
            self.next,
            self.pause,
            self.resume,
            self.replace,
            self.export,
        )

    async def cog_load(self) -> None:
        """Put the host's commands under the lobby's `/game` group."""
        join_group(self.bot, self, "game", *self._members())

    async def cog_unload(self) -> None:
        """Take them out of the group again."""
        leave_group(self.bot, "game", *self._members())

    async def _reply_status(self, interaction: discord.Interaction, status: StatusView) -> None:
        await self.bot.replies.send(interaction, self.bot.service.status_texts(status))

    async def show_status(self, interaction: discord.Interaction) -> None:
        """The game's phase, deadline, seats and tally (ephemeral)."""
        status = await self.bot.service.status(await make_caller(self.bot.service, interaction))
        await self._reply_status(interaction, status)

    async def host_control(
        self,
        interaction: discord.Interaction,
        call: Callable[[Caller], Awaitable[StatusView]],
    ) -> None:
        """Run one host control (the service refuses non-hosts) and answer with the status."""
        caller = await make_caller(self.bot.service, interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        status = await call(caller)
        await self._reply_status(interaction, status)

    async def export_record(self, interaction: discord.Interaction) -> None:
        """The game record as a JSON file: of the game open here (its host or a server host only,
        since it shows every role), else of the last game played here (anyone: it is over)."""
        caller = await make_caller(self.bot.service, interaction)
        record = await self.bot.service.export_record(caller)
        name = f"mafia-{record.get('ruleset', 'game')}-{record.get('seed', 0)}.json"
        data = json.dumps(record, ensure_ascii=False, indent=2).encode()
        file = discord.File(io.BytesIO(data), filename=name)
        await self.bot.replies.send(
            interaction, Text("discord-export-ready", {"file": name}), file=file
        )

    # -- the commands (under /game) ------------------------------------------------------
    @command("game-stop", "stop")
    async def stop(self, interaction: discord.Interaction) -> None:
        """End this channel's lobby or game now (host)."""
        await self.host_control(interaction, self.bot.service.stop)

    @command("game-status", "status")
    async def status(self, interaction: discord.Interaction) -> None:
        """Show the phase, the deadline and who is alive."""
        await self.show_status(interaction)

    @command("game-extend", "extend")
    @localized_options("game-extend", "minutes")
    async def extend(
        self, interaction: discord.Interaction, minutes: app_commands.Range[int, 1, 1440]
    ) -> None:
        """Move the current phase's deadline later (host)."""
        await self.host_control(
            interaction, lambda caller: self.bot.service.extend(caller, minutes)
        )

    @command("game-next", "next")
    async def next(self, interaction: discord.Interaction) -> None:
        """End the current phase now (host)."""
        await self.host_control(interaction, self.bot.service.end_phase)

    @command("game-pause", "pause")
    async def pause(self, interaction: discord.Interaction) -> None:
        """Stop the clock (host)."""
        await self.host_control(interaction, self.bot.service.pause)

    @command("game-resume", "resume")
    async def resume(self, interaction: discord.Interaction) -> None:
        """Restart the clock (host)."""
        await self.host_control(interaction, self.bot.service.unpause)

    @command("game-replace", "replace")
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

    @command("game-export", "export")
    async def export(self, interaction: discord.Interaction) -> None:
        """The game record (SPEC 5.1) as a file (host)."""
        await self.export_record(interaction)
