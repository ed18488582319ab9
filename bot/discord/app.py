"""The Discord bot process, and the one place where its parts are wired together.

`create_bot(database_url)` builds the game service, the Discord Table over it, the replies and the
bot; the bot's setup hook opens the store (migrating it), loads every cog and syncs the command
tree, and `on_ready` resumes every running game. `python -m bot` calls `run()`, and
`python -m bot commands` calls `print_commands()`: the command tree as JSON, offline.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import os
import sys
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands
from dotenv import load_dotenv

from bot.discord.answering import AnsweringTree
from bot.discord.dms import DmChannels
from bot.discord.global_pacing import GlobalPacer, pace_requests, watch_429s
from bot.discord.mentions import command_mentions
from bot.discord.owned_overwrites import OwnedOverwrites
from bot.discord.phase_posts import PhasePosts
from bot.discord.replies import Replies
from bot.discord.table import DiscordTable
from bot.discord.translator import FluentTranslator
from bot.service import GameService
from bot.service.runtime import utcnow
from bot.service.settings.defaults import Defaults, load_defaults
from bot.service.settings.schema import Config
from bot.service.shards import (
    ShardLeases,
    ShardPlan,
    ShardSettingError,
    check_store,
    process_name,
    shard_plan,
)
from bot.store.connection import close_store, open_store
from bot.text.i18n import Localizer

__all__ = [
    "COGS",
    "MafiaBot",
    "ShardedMafiaBot",
    "bot_from_environment",
    "create_bot",
    "print_commands",
    "run",
]

log = logging.getLogger(__name__)

COGS: tuple[str, ...] = (
    "cogs.config",
    "cogs.lobby",  # owns the /game group: load it before the cogs that add /game commands
    "cogs.dealing",
    "cogs.host",
    "cogs.night",
    "cogs.day",
    "cogs.deadchat",
    "cogs.reading",
    "cogs.activity",
    "cogs.stats",
    "cogs.setups",
    "cogs.callups",  # after config and lobby: joins /config and /game
    "cogs.substitutes",
    "cogs.tablerules",  # after config and lobby: joins /config and /game
)


def intents() -> discord.Intents:
    """Gateway intents: guilds, guild and DM messages (counted, never read), and members.

    Members (privileged: enable "Server Members Intent" for the application) keeps players in the
    cache, so the bot can set their channel overwrites without a fetch per player.
    """
    result = discord.Intents.default()
    result.message_content = False
    result.presences = False
    result.members = True
    return result


class MafiaBot(commands.Bot):
    """The bot: the game service, the Discord Table it shows through, the replies, the localizer.

    Built by `create_bot`; the cogs reach the service as `bot.service` (typed). The store is
    opened in the setup hook, so a bot that never connects (`print_commands`) opens nothing.
    """

    def __init__(
        self,
        service: GameService,
        localizer: Localizer,
        *,
        database_url: str | None,
        sync_commands: bool = True,
        leases: ShardLeases | None = None,
        rest_share: tuple[int, int] = (1, 1),
        **options: Any,
    ) -> None:
        """`rest_share`: the shards this process holds of the token's, (held, count): its share
        of Discord's global REST limit (`GlobalPacer.for_shards`)."""
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents(),
            help_command=None,
            # Nothing the bot posts pings anyone unless the post says whom (user text never does).
            allowed_mentions=discord.AllowedMentions.none(),
            tree_cls=AnsweringTree,  # every command answered within Discord's 3 s
            **options,
        )
        self.leases = leases
        self.service = service
        self.localizer = localizer
        dms = DmChannels(self, service.posted.dm_channels, service.posted.remember_dm_channel)
        owned = OwnedOverwrites(
            service.posted.bot_overwrites, service.posted.remember_bot_overwrite
        )
        phase_posts = PhasePosts(service.posted.phase_post, service.posted.remember_phase_post)
        self.table = DiscordTable(
            self, localizer, service.settings.get_config, dms, owned, phase_posts
        )
        self.replies = Replies(localizer, service)
        if isinstance(self.tree, AnsweringTree):
            self.tree.answers = self.replies.answers
        self._database_url = database_url
        self._sync_commands = sync_commands
        self._resumed = False
        self.rest_pacer = GlobalPacer.for_shards(*rest_share)
        service.tables.register(self.table)
        if leases is not None:
            leases.on_regained = self._resume_regained

    async def setup_hook(self) -> None:
        """Open the store, set the translator, load the cogs and sync the commands (whose mentions
        the localizer then puts in every text that names a command)."""
        # this process's share of the token's global limit: never into 429s, slowed by any 429
        pace_requests(self.http, self.rest_pacer)
        watch_429s(self.http, self.rest_pacer)
        if self._database_url is not None:
            await open_store(self._database_url)
            if self.leases is not None:  # before any game is touched: an old process may hold them
                await self.leases.acquire()
        await self.tree.set_translator(FluentTranslator(self.localizer))
        self.tree.error(self.replies.on_app_command_error)
        for extension in COGS:
            await self.load_extension(extension)
        if self._sync_commands:
            synced = await self.synced_commands()
            # every text that names a command now names it clickable, in each reader's language
            self.localizer.commands.update(command_mentions(synced))

    async def synced_commands(self) -> list[app_commands.AppCommand]:
        """The global commands as Discord holds them: synced when the tree changed since the
        last sync (its digest is stored), else only fetched (their ids for the mentions), so a
        restart or a second process does not sync the same tree again."""
        translator = self.tree.translator or FluentTranslator(self.localizer)
        payload = [
            await command.get_translated_payload(self.tree, translator)
            for command in self.tree.get_commands()
        ]
        digest = hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()
        application_id = self.application_id
        stored = self._database_url is not None and application_id is not None
        if stored and await self.service.posted.command_digest(application_id or 0) == digest:
            fetched = await self.tree.fetch_commands()
            if fetched:  # none: the application's commands were removed by hand
                return fetched
        synced = await self.tree.sync()
        if stored:
            await self.service.posted.remember_command_digest(application_id or 0, digest)
        return synced

    async def on_ready(self) -> None:
        """Once the guilds are known, resume every running game (timers, undelivered posts),
        trying again with backoff while the store is away."""
        if self._resumed or self._database_url is None:
            return
        self._resumed = True
        await self.service.lifecycle.resume_until_done()

    async def _resume_regained(self, shards: frozenset[int]) -> None:
        """Leases that ran out (the store was away) came back: their games' deadlines may have
        passed unresolved meanwhile, so resume them as at start-up."""
        if self._resumed:
            log.warning("resuming the games of shards %s", sorted(shards))
            await self.service.lifecycle.resume()

    async def close(self) -> None:
        """Stop the game service's timers, disconnect, and close the store."""
        await self.service.lifecycle.close()
        await self.service.estimates.close()  # the balance estimate's worker processes
        await super().close()
        if self._database_url is not None:
            if self.leases is not None:
                await self.leases.release()  # the next process of a deploy takes them at once
            await close_store()

    async def server_config(self, guild_id: int) -> Config:
        """The server's settings (defaults from config.toml, overridden by /config)."""
        return Config.view(await self.service.settings.get_config(guild_id))

    async def server_language(self, guild_id: int | None) -> str:
        """The server's language setting (config.toml's default when there is no server)."""
        if guild_id is None:
            return self.service.defaults.game.language
        return await self.service.settings.server_language(guild_id)


class ShardedMafiaBot(MafiaBot, commands.AutoShardedBot):
    """The bot as it runs for real: an `AutoShardedBot` (one process may hold many shards).

    With `SHARD_COUNT` and `SHARD_IDS` it runs only those shards, and owns only their guilds'
    games, under a lease per shard (`bot.service.shards`): it takes the leases in the setup hook
    (before it connects), resumes the games of a lease that came back after running out, and
    gives them back when it closes. With `SHARD_COUNT` alone, that many shards, all here;
    without either, Discord's recommended number. `tests/sharding/` drives it for real: several
    such processes on one PostgreSQL database, each on a simcord Discord that opens only its
    shards (dpytest, which drives `MafiaBot` in tests/cogs, refuses sharded clients).
    """


def create_bot(
    database_url: str,
    *,
    localizer: Localizer | None = None,
    defaults: Defaults | None = None,
    sync_commands: bool = True,
    instance: str = "discord",
    shards: ShardPlan | None = None,
) -> MafiaBot:
    """The Discord bot over the store at `database_url`: its setup hook opens (and migrates) the
    store and loads every cog; `on_ready` resumes the running games. `defaults` are config.toml's
    unless given; the URL wins over theirs. `shards`: a `ShardedMafiaBot` running these shards
    (a plan with ids: this process owns only their guilds' games, under leases)."""
    base = defaults or load_defaults()
    settings = Defaults(database_url=database_url, game=base.game)
    if shards is None:
        service = GameService(defaults=settings, instance=instance)
        return MafiaBot(
            service,
            localizer or Localizer(strict=False),
            database_url=database_url,
            sync_commands=sync_commands,
        )
    leases = None
    options: dict[str, Any] = {}
    if shards.count is not None:  # else Discord's recommended number
        options["shard_count"] = shards.count
    if shards.sharded:
        if shards.count is not None:  # the others of the token take the other shards' share
            options["rest_share"] = (len(shards.mine()), shards.count)
        leases = ShardLeases(shards, process_name(), utcnow)
        instance = f"{instance}-shards-{'-'.join(map(str, shards.mine()))}"
        options["shard_ids"] = list(shards.mine())
    service = GameService(
        defaults=settings, instance=instance, owns=None if leases is None else leases.owns
    )
    return ShardedMafiaBot(
        service,
        localizer or Localizer(strict=False),
        database_url=database_url,
        sync_commands=sync_commands,
        leases=leases,
        **options,
    )


async def _command_payload(localizer: Localizer) -> list[dict[str, Any]]:
    bot = MafiaBot(GameService(), localizer, database_url=None, sync_commands=False)
    translator = FluentTranslator(localizer)
    await bot.tree.set_translator(translator)
    for extension in COGS:
        await bot.load_extension(extension)
    payload = [
        await command.get_translated_payload(bot.tree, translator)
        for command in bot.tree.get_commands()
    ]
    await bot.close()
    return payload


def command_tree(localizer: Localizer | None = None) -> list[dict[str, Any]]:
    """The command tree exactly as it would be synced: names, options and their localizations."""
    return asyncio.run(_command_payload(localizer or Localizer(strict=False)))


def print_commands() -> None:
    """Print the command tree as JSON on stdout, without connecting to Discord."""
    json.dump(command_tree(), sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def default_language() -> str:
    """The default language of config.toml (for messages before any server is known)."""
    return str(load_defaults().game["language"])


def bot_from_environment(localizer: Localizer | None = None) -> MafiaBot:
    """The bot `python -m bot` runs: over config.toml's store (or DATABASE_URL), with the shards
    `SHARD_COUNT` and `SHARD_IDS` name (`ShardSettingError` if they do not fit)."""
    database_url = load_defaults().database_url
    plan = shard_plan()
    check_store(plan, database_url)
    return create_bot(database_url, localizer=localizer, shards=plan)


def run() -> None:
    """Run the bot with DISCORD_TOKEN over config.toml's store (or DATABASE_URL). With shard
    settings that do not fit, without a token, with one Discord refuses, or without the Server
    Members intent, say what to do and exit with code 2 (no traceback)."""
    load_dotenv()
    localizer = Localizer(strict=False)
    try:
        bot = bot_from_environment(localizer)
    except ShardSettingError as error:
        message = localizer.format(f"discord-{error.code}", default_language(), error.params)
        sys.stderr.write(message + "\n")
        raise SystemExit(2) from None
    token = os.environ.get("DISCORD_TOKEN", "").strip()
    if not token:
        sys.stderr.write(localizer.format("discord-no-token", default_language()) + "\n")
        raise SystemExit(2)
    logging.basicConfig(level=logging.INFO)
    try:
        bot.run(token, log_handler=None)
    except discord.LoginFailure:
        sys.stderr.write(localizer.format("discord-bad-token", default_language()) + "\n")
        raise SystemExit(2) from None
    except discord.PrivilegedIntentsRequired:
        sys.stderr.write(localizer.format("discord-no-members-intent", default_language()) + "\n")
        raise SystemExit(2) from None
    except (aiohttp.ClientConnectionError, OSError):  # no network, no DNS: before the login
        sys.stderr.write(localizer.format("discord-no-network", default_language()) + "\n")
        raise SystemExit(2) from None
