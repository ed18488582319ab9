"""The host's controls, `/host stop, extend, next, pause, resume, replace`, and `/game status`
and `/game export` for anyone (the service keeps a running game's record to its hosts); a
deleted game channel stops its game and the host is told by DM.

`/host` is a top-level group because Discord takes `default_member_permissions` only on
top-level commands: it is shown to members with Manage Server (a server gives it to a host role
in Server Settings → Integrations). The game service still refuses a caller who may not steer
the game, and a player of a running game whatever their rights (`seated_host`).
"""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Awaitable, Callable

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.app import MafiaBot
from bot.discord.groups import join_group, leave_group
from bot.discord.limits import mebibytes, upload_limit
from bot.discord.permissions import make_caller
from bot.discord.review_pages import draw_review
from bot.discord.text import choice, cmd, command, localized_options, server_group, text
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.text.i18n import Text, pick_language
from bot.text.status import status_texts
from bot.text.views import StatusView

__all__ = ["HOST_PERMISSIONS", "HostCog"]

log = logging.getLogger(__name__)

HOST_PERMISSIONS = discord.Permissions(manage_guild=True)
"""Who sees `/host` by default: members with Manage Server."""
MUTED = discord.PermissionOverwrite(
    view_channel=True, send_messages=False, add_reactions=False, read_message_history=True
)
"""A dead player `/host mute` silenced in the dead chat: they still read it."""


class HostCog(commands.Cog):
    """Steers a running game and shows its status; every reply is ephemeral."""

    host = server_group("host", default_permissions=HOST_PERMISSIONS)

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        """Put `/game status` and `/game export` (anyone's: the service keeps a running game's
        record to its hosts) under the lobby's `/game` group."""
        join_group(self.bot, self, "game", self.status, self.export)

    async def cog_unload(self) -> None:
        """Take it out of the group again."""
        leave_group(self.bot, "game", self.status, self.export)

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        """A game channel was deleted: its lobby or game stops without a post, and its host is
        told by DM in their language."""
        for gone in await self.bot.service.deleted_channels.channel_gone(
            channel.guild.id, channel.id
        ):
            notice = Text(
                "discord-channel-gone-game" if gone.started else "discord-channel-gone-lobby",
                {"channel": channel.name, "server": channel.guild.name},
            )
            language = pick_language(gone.locale, gone.language)
            try:
                await self.bot.table.dm(gone.host_id, notice, language)
            except discord.HTTPException:  # the host left Discord, or the server
                log.info("game %s: could not tell its host %s", gone.game_id, gone.host_id)

    @commands.Cog.listener()
    async def on_raw_member_remove(self, payload: discord.RawMemberRemoveEvent) -> None:
        """A member left the server: each running game in which they held a living seat is told
        at once (the service), and its host by DM, in the game's language."""
        for gone in await self.bot.service.departures.member_left(
            payload.guild_id, payload.user.id
        ):
            args = {"player": gone.player, "channel": f"<#{gone.channel_id}>"}
            key = "host-member-left-dm"
            if gone.substitute_id is not None:
                key = "host-member-left-dm-substituted"
            try:
                await self.bot.table.dm(gone.host_id, Text(key, args), gone.language)
            except discord.HTTPException:  # the host's DMs are closed: the post says it too
                log.info("game %s: could not tell its host %s", gone.game_id, gone.host_id)

    async def _reply_status(self, interaction: discord.Interaction, status: StatusView) -> None:
        await self.bot.replies.send(interaction, status_texts(status))

    async def show_status(self, interaction: discord.Interaction) -> None:
        """The game's phase, deadline, seats and tally (ephemeral); for its host who does not
        play, the warnings, removals and mutes so far (R90)."""
        caller = await make_caller(self.bot.service, interaction)
        status = await self.bot.service.queries.status(caller)
        try:
            measures = await self.bot.service.discipline.log(caller)
        except ServiceError:  # not the host, or no game open here: no log
            measures = []
        texts = status_texts(status)
        if measures:
            texts = [*texts, Text("host-log-title")]
            texts += [
                Text(f"host-log-{m.kind}", {"player": m.player, "reason": m.reason})
                for m in measures
            ]
        await self.bot.replies.send(interaction, texts)

    async def host_control(
        self,
        interaction: discord.Interaction,
        call: Callable[[Caller], Awaitable[StatusView]],
    ) -> None:
        """Run one host control (the service refuses non-hosts) and answer with the status."""
        caller = await make_caller(self.bot.service, interaction)
        await self.bot.replies.answers.defer(interaction)
        status = await call(caller)
        await self._reply_status(interaction, status)

    async def export_record(
        self, interaction: discord.Interaction, file_format: str = "json"
    ) -> None:
        """The game record as a JSON file, or its review page as an HTML file: of
        the game open here (its host or a server host only, since it shows every role), else
        of the last game played here (anyone: it is over)."""
        caller = await make_caller(self.bot.service, interaction)
        if file_format == "html":
            await self.export_review(interaction, caller)
            return
        record = await self.bot.service.queries.export_record(caller)
        name = f"mafia-{record.get('ruleset', 'game')}-{record.get('seed', 0)}.json"
        data = json.dumps(record, ensure_ascii=False, indent=2).encode()
        await self.send_file(interaction, name, data)

    async def send_file(self, interaction: discord.Interaction, name: str, data: bytes) -> None:
        """Answer with the exported file, or, past the server's upload limit, say so (Discord
        would refuse the upload)."""
        limit = upload_limit(interaction.guild)
        if len(data) > limit:
            size = {"size": mebibytes(len(data)), "limit": mebibytes(limit)}
            await self.bot.replies.send(interaction, Text("discord-export-too-large", size))
            return
        file = discord.File(io.BytesIO(data), filename=name)
        await self.bot.replies.send(
            interaction, Text("discord-export-ready", {"file": name}), file=file
        )

    async def export_review(self, interaction: discord.Interaction, caller: Caller) -> None:
        """The review page as an HTML file in the game's language (the service keeps the
        export's permission rules); drawing a long game takes a moment: deferred first, and drawn
        off the loop."""
        await self.bot.replies.answers.defer(interaction)
        export = await self.bot.service.queries.export_review(caller)
        page = export.page
        data = await draw_review(page.data, self.bot.localizer, export.language)
        await self.send_file(interaction, page.filename, data)

    # -- the commands: /game status, and /host … ------------------------------------------
    @command("game-status", "status")
    async def status(self, interaction: discord.Interaction) -> None:
        """Show the phase, the deadline and who is alive."""
        await self.show_status(interaction)

    @host.command(name=cmd("cmd-host-stop", "stop"), description=text("cmd-host-stop-desc"))
    async def stop(self, interaction: discord.Interaction) -> None:
        """End this channel's lobby or game now (host)."""
        await self.host_control(interaction, self.bot.service.host.stop)

    @host.command(name=cmd("cmd-host-extend", "extend"), description=text("cmd-host-extend-desc"))
    @localized_options("host-extend", "minutes")
    async def extend(
        self, interaction: discord.Interaction, minutes: app_commands.Range[int, 1, 1440]
    ) -> None:
        """Move the current phase's deadline later (host)."""
        await self.host_control(
            interaction, lambda caller: self.bot.service.host.extend(caller, minutes)
        )

    @host.command(name=cmd("cmd-host-next", "next"), description=text("cmd-host-next-desc"))
    async def next(self, interaction: discord.Interaction) -> None:
        """End the current phase now (host)."""
        await self.host_control(interaction, self.bot.service.host.end_phase)

    @host.command(name=cmd("cmd-host-pause", "pause"), description=text("cmd-host-pause-desc"))
    async def pause(self, interaction: discord.Interaction) -> None:
        """Stop the clock (host)."""
        await self.host_control(interaction, self.bot.service.host.pause)

    @host.command(name=cmd("cmd-host-resume", "resume"), description=text("cmd-host-resume-desc"))
    async def resume(self, interaction: discord.Interaction) -> None:
        """Restart the clock (host)."""
        await self.host_control(interaction, self.bot.service.host.unpause)

    @host.command(
        name=cmd("cmd-host-replace", "replace"), description=text("cmd-host-replace-desc")
    )
    @localized_options("host-replace", "absent", "substitute")
    async def replace(
        self,
        interaction: discord.Interaction,
        absent: app_commands.Range[str, 1, 64],
        substitute: discord.Member | None = None,
    ) -> None:
        """Give an absent player's seat, named as the game names it (a player who left the
        server too), to a substitute (host); without one, to the first who signed up with
        `/game sub`."""
        await self.host_control(
            interaction,
            lambda caller: self.bot.service.host.replace_player(
                caller, absent, substitute.id if substitute else None, locale=None
            ),
        )

    @replace.autocomplete("absent")
    async def seat_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The seats of the game here whose names contain what was typed (25 at most)."""
        return await self.seats_matching(interaction, current)

    async def seats_matching(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The seats of the game here whose names contain what was typed (25 at most)."""
        caller = await make_caller(self.bot.service, interaction)
        try:
            status = await self.bot.service.queries.status(caller)
        except ServiceError:  # no game here: nothing to offer
            return []
        typed = current.strip().casefold()
        names = [seat.name for seat in status.seats if typed in seat.name.casefold()]
        return [app_commands.Choice(name=name, value=name) for name in names[:25]]

    # -- discipline (R90): /host warn, remove, mute ------------------------------------------
    @host.command(name=cmd("cmd-host-warn", "warn"), description=text("cmd-host-warn-desc"))
    @localized_options("host-warn", "player", "reason")
    async def warn(
        self,
        interaction: discord.Interaction,
        player: app_commands.Range[str, 1, 64],
        reason: app_commands.Range[str, 1, 300],
    ) -> None:
        """Warn a player privately, with a reason; at the server's `warnings_to_remove` they are
        removed from the game (a host who does not play)."""
        caller = await make_caller(self.bot.service, interaction)
        done = await self.bot.service.discipline.warn(caller, player, reason)
        key = "host-warn-done-removed" if done.removed else "host-warn-done"
        await self.bot.replies.send(
            interaction, Text(key, {"player": done.player, "count": done.warnings})
        )

    @host.command(name=cmd("cmd-host-remove", "remove"), description=text("cmd-host-remove-desc"))
    @localized_options("host-remove", "player")
    async def remove(
        self, interaction: discord.Interaction, player: app_commands.Range[str, 1, 64]
    ) -> None:
        """Remove a living player from the game for breaking the table's rules (R90)."""
        caller = await make_caller(self.bot.service, interaction)
        done = await self.bot.service.discipline.remove(caller, player)
        await self.bot.replies.send(interaction, Text("host-remove-done", {"player": done.player}))

    @host.command(name=cmd("cmd-host-mute", "mute"), description=text("cmd-host-mute-desc"))
    @localized_options("host-mute", "player")
    async def mute(
        self, interaction: discord.Interaction, player: app_commands.Range[str, 1, 64]
    ) -> None:
        """Mute a dead player in the dead chat for the rest of the game (they still read)."""
        caller = await make_caller(self.bot.service, interaction)
        done = await self.bot.service.discipline.mute(caller, player)
        assert interaction.guild_id is not None
        dead_chat = (await self.bot.server_config(interaction.guild_id)).dead_chat_id
        if dead_chat:
            await self.bot.table.set_member_overwrites(dead_chat, [done.user_id], MUTED)
        await self.bot.replies.send(interaction, Text("host-mute-done", {"player": done.player}))

    @warn.autocomplete("player")
    @remove.autocomplete("player")
    @mute.autocomplete("player")
    async def player_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The seats of the game here whose names contain what was typed."""
        return await self.seats_matching(interaction, current)

    @command("game-export", "export")
    @localized_options("game-export", "format")
    @app_commands.choices(format=[choice("export-format", "json"), choice("export-format", "html")])
    async def export(
        self, interaction: discord.Interaction, format: app_commands.Choice[str] | None = None
    ) -> None:
        """The game record (SPEC 5.1) as a file, or the game's review page (host while it runs)."""
        await self.export_record(interaction, format.value if format is not None else "json")
