"""`/setup save, list, show, delete`: a server's saved role lists (its hosts save and delete
them, anyone reads them), and the autocomplete of setup names (`/setup show`, `/game start`).

The role list is read as `/game start roles:` reads it (`cogs.lobby.texts.parse_roles`: role ids
or their Russian or English names, `*N` repeats); the engine checks it when it is saved.

`/setup save` and `/setup show` show the setup's balance estimate (`bot.balance`, games of
simulated players with the server's settings): at once when it is ready, else it follows up when
the worker processes have played it."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import engine
from bot.balance.texts import estimate_lines
from bot.discord.app import MafiaBot
from bot.discord.estimates import EstimateFollowUps
from bot.discord.permissions import make_caller
from bot.discord.roles import parse_roles, role_names
from bot.discord.setups import setup_name_choices
from bot.discord.text import choice, cmd, localized_options, server_group, text
from bot.service.ports.calls import SetupView
from bot.text.i18n import Text
from cogs.setups.texts import setup_line, setup_text

__all__ = ["SetupsCog"]


class SetupsCog(commands.Cog):
    """The /setup group: every reply is ephemeral; the service refuses non-hosts' changes."""

    setups = server_group("setup")

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot
        self.estimates = EstimateFollowUps(bot.replies, bot.service.estimates)

    async def cog_unload(self) -> None:
        """Drop the estimates' follow-ups still waiting."""
        await self.estimates.close()

    async def _with_estimate(
        self, interaction: discord.Interaction, setup: SetupView, head: Text
    ) -> None:
        """Reply with `head` and the setup's estimate (or a follow-up with it when played)."""
        assert interaction.guild_id is not None
        service = self.bot.service.estimates
        request = await service.request(interaction.guild_id, setup.ruleset, setup.roles)
        await self.estimates.show(interaction, [head], request, estimate_lines)

    async def _names(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await setup_name_choices(self.bot, interaction, current)

    @setups.command(name=cmd("cmd-setup-save", "save"), description=text("cmd-setup-save-desc"))
    @localized_options("setup-save", "name", "roles", "ruleset")
    @app_commands.choices(ruleset=[choice("ruleset", ruleset) for ruleset in engine.RULESETS])
    async def save(
        self,
        interaction: discord.Interaction,
        name: str,
        roles: str,
        ruleset: app_commands.Choice[str] | None = None,
    ) -> None:
        """Save a role list under a name (a host; the rule set: the server's by default)."""
        caller = await make_caller(self.bot.service, interaction)
        assert interaction.guild_id is not None
        chosen = ruleset.value if ruleset else None
        played = chosen or str((await self.bot.server_config(interaction.guild_id))["ruleset"])
        role_ids = parse_roles(roles, role_names(played, self.bot.localizer)) or []
        saved = await self.bot.service.setups.save(caller, name, role_ids, played)
        await self._with_estimate(interaction, saved, setup_text(saved, "setups-saved"))

    @setups.command(name=cmd("cmd-setup-list", "list"), description=text("cmd-setup-list-desc"))
    async def list_setups(self, interaction: discord.Interaction) -> None:
        """The server's saved setups with their camps."""
        assert interaction.guild_id is not None
        found = await self.bot.service.setups.setups(interaction.guild_id)
        if not found:
            await self.bot.replies.send(interaction, Text("setups-list-empty"))
            return
        lines = [Text("setups-list-heading"), *(setup_line(setup) for setup in found)]
        await self.bot.replies.send(interaction, lines)

    @setups.command(name=cmd("cmd-setup-show", "show"), description=text("cmd-setup-show-desc"))
    @localized_options("setup-show", "name")
    async def show(self, interaction: discord.Interaction, name: str) -> None:
        """One setup: its rule set, camps and every role, and its balance estimate."""
        assert interaction.guild_id is not None
        found = await self.bot.service.setups.show(interaction.guild_id, name)
        await self._with_estimate(interaction, found, setup_text(found))

    @setups.command(
        name=cmd("cmd-setup-delete", "delete"), description=text("cmd-setup-delete-desc")
    )
    @localized_options("setup-delete", "name")
    async def delete(self, interaction: discord.Interaction, name: str) -> None:
        """Delete a setup (a host)."""
        caller = await make_caller(self.bot.service, interaction)
        deleted = await self.bot.service.setups.delete(caller, name)
        await self.bot.replies.send(interaction, Text("setups-deleted", {"name": deleted.name}))

    @show.autocomplete("name")
    async def show_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The server's setup names."""
        return await self._names(interaction, current)

    @delete.autocomplete("name")
    async def delete_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The server's setup names."""
        return await self._names(interaction, current)
