"""Discord's sizes the bot keeps to: a button's label at most 80 characters (a select option's
100), a form's text within 2,000 characters cut at a line or word with an ellipsis, and an
export within the server's upload limit."""

from __future__ import annotations

import sys

import discord
import pytest

from bot.discord.app import MafiaBot
from bot.discord.limits import upload_limit
from bot.discord.text import MESSAGE_LIMIT, clipped
from bot.text.i18n import Text
from cogs.night.form import BUTTON_LABEL_LIMIT, LABEL_LIMIT, Choice, Component
from cogs.night.forms import form_view
from tests.cogs.harness import Discord
from tests.cogs.play import open_game, play_to_the_end, start_game

LONG = "Player with a very long name " * 5  # 145 characters


def test_a_button_label_is_cut_at_80_characters_and_a_select_option_at_100() -> None:
    rows = [
        Component("buttons", "mfb:1", (Choice("0", LONG),)),
        Component("select", "mfs:1", (Choice("0", LONG),)),
    ]
    view = form_view(rows, str)
    [button] = [item for item in view.children if isinstance(item, discord.ui.Button)]
    [select] = [item for item in view.children if isinstance(item, discord.ui.Select)]
    assert button.label is not None and len(button.label) == BUTTON_LABEL_LIMIT == 80
    assert button.label.endswith("…") and LONG.startswith(button.label[:-1])
    assert len(select.options[0].label) == LABEL_LIMIT == 100


def test_a_clipped_text_ends_at_a_line_break_with_an_ellipsis() -> None:
    lines = [f"line {number}: " + " ".join(["word"] * 20) for number in range(40)]
    text = "\n".join(lines)
    assert len(text) > MESSAGE_LIMIT
    shown = clipped(text)
    assert len(shown) <= MESSAGE_LIMIT and shown.endswith("…")
    assert shown[:-1] + "\n" in text  # whole lines only
    assert text.startswith(shown[:-1])


def test_a_clipped_line_without_breaks_ends_at_a_word() -> None:
    text = "word " * 500
    shown = clipped(text)
    assert len(shown) <= MESSAGE_LIMIT and shown.endswith("word…")
    assert clipped("short") == "short"


async def test_game_export_past_the_servers_upload_limit_says_so_and_sends_no_file(
    bot: MafiaBot, discord_env: Discord, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = discord_env
    assert upload_limit(d.guild) == d.guild.filesize_limit == 10 * 1024 * 1024  # not boosted
    host = await open_game(d, d.members)
    await start_game(d, host)
    await play_to_the_end(bot, d, host)
    # by name: each bot loads its cogs' modules afresh (an extension unloaded leaves sys.modules)
    monkeypatch.setattr(sys.modules["cogs.host.cog"], "upload_limit", lambda guild: 1024)  # 1 KiB
    for file_format in ("html", "json"):
        replies = await d.slash(d.members[3], "game export", format=file_format)
        assert [file for reply in replies for file in reply.files] == []
        [reply] = replies
        assert reply.ephemeral and "at most 1 MiB" in (reply.content or ""), reply


async def test_a_text_that_grows_a_second_message_below_later_posts_is_posted_again_whole(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    short = Text("discord-member-gone", {"player": "x"})
    posted = await bot.table.post(d.channel.id, short, "en")
    said = await d.say(d.members[0], "a later post")
    grown = [Text("discord-member-gone", {"player": f"player {n}"}) for n in range(60)]
    assert len(bot.table.render(grown, "en")) > MESSAGE_LIMIT
    shown = await bot.table.edit(posted, grown, "en")
    assert shown is not None and len(shown.message_ids) > 1
    assert all(message_id > said.id for message_id in shown.message_ids)  # below the later post
    ids = [message["id"] for message in d.messages(d.channel)]
    assert str(posted.message_ids[0]) not in map(str, ids)  # the old one is gone
    assert [str(i) for i in ids[-len(shown.message_ids) :]] == [str(i) for i in shown.message_ids]
