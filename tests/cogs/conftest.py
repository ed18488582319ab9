"""Fixtures for the Discord tests: the real bot, cogs and game service over dpytest.

Each test gets a fresh SQLite file, one guild with a `game` channel and PLAYERS members, and the bot
with every cog loaded and the real game service behind it. Interactions are driven through
`tests.cogs.harness.Discord` (real INTERACTION_CREATE payloads).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import discord.ext.test as dpytest
import discord.ext.test.backend as dpy_backend
import pytest
from discord.webhook.async_ import AsyncWebhookAdapter

import bot as bot_package
from bot.discord.app import MafiaBot
from bot.service.settings.defaults import Defaults
from bot.store.connection import close_store
from bot.text.i18n import Localizer
from tests.balance.workers import small_estimator
from tests.cogs.harness import Discord, VirtualTime, install, settle
from tests.cogs.play import long_name
from tests.service.stores import migrated_sqlite

PLAYERS = 8

BotFactory = Callable[[], Awaitable[MafiaBot]]


@pytest.fixture(scope="session")
def localizer() -> Localizer:
    """One strict localizer for every test: a missing message id fails the test."""
    return Localizer(strict=True)


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    """A fresh, migrated SQLite file per test (a restarted bot opens the same one)."""
    return migrated_sqlite(tmp_path / "mafia.sqlite3")


def make_bot(localizer: Localizer, url: str) -> MafiaBot:
    """The bot as `python -m bot` builds it (`bot.create_bot`), over the store at `url`, with the
    built-in defaults and no command sync (the fake Discord has no application); its balance
    estimates are small and played in a thread (`tests.balance.workers.small_estimator`)."""
    made = bot_package.create_bot(
        url, localizer=localizer, defaults=Defaults(), sync_commands=False, instance="test"
    )
    made.service.estimates.estimator = small_estimator()
    made.service.estimates.games, made.service.estimates.swing_games = 40, 10
    return made


async def start_bot(bot: MafiaBot) -> None:
    """What `bot.run` does after login: setup_hook (cogs, service), then on_ready (resume)."""
    await bot._async_setup_hook()
    await bot.setup_hook()
    virtual_tally_time(bot)
    await bot.on_ready()
    await settle()


def virtual_tally_time(bot: MafiaBot, auto: bool = True) -> VirtualTime:
    """Give the day cog's tally throttle a virtual clock (`auto`: each wait passes at once)."""
    time = VirtualTime(auto)
    # by name, not by class: unloading an extension (a bot's close) drops the cog's module,
    # and the next bot imports its classes anew
    throttle = getattr(bot.get_cog("DayCog"), "tally").throttle  # noqa: B009
    throttle.clock, throttle.sleep = time, time.sleep
    return time


async def stop_bot(bot: MafiaBot) -> None:
    """Stop the service's timers and the tally's waiting edits, and close the store."""
    tally = getattr(bot.get_cog("DayCog"), "tally", None)
    if tally is not None:
        tally.close()
    await bot.service.lifecycle.close()
    await bot.service.estimates.close()
    await close_store()


@pytest.fixture
async def bot(localizer: Localizer, db_url: str) -> AsyncIterator[MafiaBot]:
    """The bot (not yet connected to the fake Discord) with the game service over `db_url`."""
    bot = make_bot(localizer, db_url)
    yield bot
    await stop_bot(bot)


@pytest.fixture
async def discord_env(
    bot: MafiaBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> AsyncIterator[Discord]:
    """dpytest configured for `bot` (one guild, a `game` channel, PLAYERS members), bot started."""
    monkeypatch.chdir(tmp_path)  # dpytest keeps a channel message's files as ./dpytest_<n>.dat
    monkeypatch.setattr(AsyncWebhookAdapter, "request", AsyncWebhookAdapter.request)
    driver, _ = install(bot, PLAYERS)
    await start_bot(bot)
    yield driver
    await dpytest.empty_queue()


@pytest.fixture
async def thirty(
    bot: MafiaBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> AsyncIterator[Discord]:
    """dpytest with 30 players (the most a table seats) nicknamed with 32-character names (the
    longest Discord allows), the bot started."""
    monkeypatch.chdir(tmp_path)  # dpytest keeps a channel message's files as ./dpytest_<n>.dat
    monkeypatch.setattr(AsyncWebhookAdapter, "request", AsyncWebhookAdapter.request)
    driver, _ = install(bot, 30)
    for number, member in enumerate(list(driver.members), start=1):
        dpy_backend.update_member(member, nick=long_name(number))
    driver.members = [driver.guild.get_member(m.id) or m for m in driver.members]
    await start_bot(bot)
    yield driver
    await dpytest.empty_queue()
