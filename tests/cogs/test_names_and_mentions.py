"""User text never pings and never breaks a post: nicknames like `@everyone`, `<@&role>`,
`~~Dead~~` or `**Boss**` are shown as written, escaped for markdown, and nothing the bot posts
pings anyone it did not mean to (Discord's ping rules modelled in `tests.cogs.harness.PINGS`)."""

from __future__ import annotations

import discord
import discord.ext.test.backend as dpy_backend
import pytest

from bot.discord.app import MafiaBot
from bot.discord.text import ECHO_LIMIT, render
from bot.text.i18n import Localizer, Text
from tests.cogs.harness import PINGS, Discord, pings_of, settle
from tests.cogs.play import open_game, play_to_the_end, start_game, status

HOSTILE = ("@everyone", "<@&123456>", "~~Dead~~", "**Boss**", "`tick`", "||spoiler||")


def rename(d: Discord, names: tuple[str, ...]) -> None:
    """Nickname the first members with `names`."""
    for member, name in zip(d.members, names, strict=False):
        dpy_backend.update_member(member, nick=name)
    d.members = [d.guild.get_member(m.id) or m for m in d.members]


def test_the_ping_model_follows_discords_rules() -> None:
    content = "@everyone <@1> <@&2>"
    assert pings_of(content, None) == ["@everyone", "user:1", "role:2"]
    assert pings_of(content, {"parse": []}) == []
    assert pings_of(content, {"parse": [], "users": ["1"]}) == ["user:1"]


def test_names_are_escaped_for_markdown_and_cut_when_echoed(localizer: Localizer) -> None:
    text = Text("discord-vote-recorded", {"target": "~~Dead~~"})
    assert render(localizer, text, "en") == localizer.render(
        Text("discord-vote-recorded", {"target": "\\~\\~Dead\\~\\~"}), "en"
    )
    long = Text("discord-error-bad-option", {"value": "x" * 5000})
    assert len(render(localizer, long, "en")) < 200 + ECHO_LIMIT


@pytest.mark.parametrize("ruleset", ["city", "hobbit"])
async def test_a_game_with_hostile_nicknames_pings_nobody_and_shows_each_name_as_written(
    bot: MafiaBot, discord_env: Discord, ruleset: str
) -> None:
    d = discord_env
    rename(d, HOSTILE)
    host = await open_game(d, d.members, ruleset=ruleset)
    await start_game(d, host)
    winner = await play_to_the_end(bot, d, host)
    await settle()
    assert winner
    assert PINGS == [], "no post, DM or reply pinged anyone"
    seats = {seat.name for seat in (await status(bot, d)).seats}
    assert set(HOSTILE) <= seats
    posts = "\n".join(d.texts(d.channel))
    assert "\\~\\~Dead\\~\\~" in posts and "\\*\\*Boss\\*\\*" in posts
    assert "~~Dead~~" not in posts.replace("\\~\\~Dead\\~\\~", "")


async def test_a_nickname_at_everyone_in_the_lobby_message_pings_nobody(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    rename(d, ("@everyone",))
    await open_game(d, d.members[:6])
    await settle()
    lobby = d.texts(d.channel)[-1]
    assert "@everyone" in lobby
    assert PINGS == []
    assert bot.allowed_mentions is not None
    assert bot.allowed_mentions.to_dict() == discord.AllowedMentions.none().to_dict()
