"""Fixtures for the Discord tests: the real bot and cogs over dpytest, driven by interactions."""

from __future__ import annotations

from collections.abc import AsyncIterator

import discord.ext.test as dpytest
import pytest
from discord.webhook.async_ import AsyncWebhookAdapter

from bot.discord_main import MafiaBot
from bot.i18n import Localizer
from tests.cogs.harness import Discord, install

PLAYERS = 8


@pytest.fixture(scope="session")
def localizer() -> Localizer:
    """One strict localizer for every test: a missing message id fails the test."""
    return Localizer(strict=True)


@pytest.fixture
async def bot(localizer: Localizer) -> AsyncIterator[MafiaBot]:
    """The bot with every cog loaded, before dpytest is configured (no service)."""
    bot = MafiaBot(localizer, sync_commands=False)
    yield bot


@pytest.fixture
async def discord_env(bot: MafiaBot, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Discord]:
    """dpytest configured for `bot` (one guild, a `game` channel, PLAYERS members), cogs loaded."""
    monkeypatch.setattr(AsyncWebhookAdapter, "request", AsyncWebhookAdapter.request)
    driver, _ = install(bot, PLAYERS)
    await bot._async_setup_hook()
    await bot.setup_hook()
    yield driver
    await dpytest.empty_queue()
