"""The game channel means something: with one configured, `/game new`
elsewhere is refused in the reader's language, naming it, and opens nothing; in it, a lobby
opens as before."""

from __future__ import annotations

import pytest

from bot.discord.app import MafiaBot
from bot.store.models import Game
from bot.text.i18n import Localizer, Text
from tests.cogs.harness import Discord
from tests.cogs.play import make_host

LOCALES = {"ru": "ru", "en": "en-US"}


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_game_new_outside_the_configured_game_channel_is_refused_naming_it(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    host = make_host(d)
    general = d.make_text_channel("general")
    await d.reply(host, "config setup", game_channel=d.channel)
    reply = await d.reply(host, "game new", channel=general, locale=LOCALES[language])
    refusal = Text("error-not_game_channel", {"channel": f"<#{d.channel.id}>"})
    assert reply.ephemeral and reply.content == localizer.render(refusal, language)
    assert await Game.filter(channel_id=general.id).count() == 0
    opened = await d.reply(host, "game new")
    assert opened.ephemeral
    assert await Game.filter(channel_id=d.channel.id).count() == 1
