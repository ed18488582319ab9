"""The game's review through Discord: the «итоги» post after the reveal, split within
Discord's limit, with the review page attached; `/game export format:html` gives the page, on
the terms of the record's export (a running game's only to its host who does not play)."""

from __future__ import annotations

from pathlib import Path

import discord.ext.test.backend as dpy_backend

from bot.discord.app import MafiaBot
from bot.service.ports.errors import ServiceError
from bot.store.models import Seat
from bot.text.i18n import Localizer, Text
from tests.cogs.harness import Discord
from tests.cogs.play import (
    CLASSIC,
    HOST_PERMISSIONS,
    deal,
    open_game,
    play_to_the_end,
    start_game,
    status,
)
from tests.cogs.test_error_replies import assert_refused


def attached(d: Discord) -> list[tuple[str, bytes]]:
    """Every file the bot attached to a message of the game channel: (name, content)."""
    backend = dpy_backend._cur_config
    assert backend is not None
    files = []
    for data in backend.messages.get(d.channel.id, []):
        for attachment in data.get("attachments") or []:
            path = Path(str(attachment["url"]).removeprefix("file://"))
            files.append((str(attachment["filename"]), path.read_bytes()))
    return files


async def test_a_finished_game_posts_its_review_after_the_reveal_with_the_page(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    host = await open_game(d, d.members)
    await start_game(d, host)
    game_id = (await status(bot, d)).game_id
    await play_to_the_end(bot, d, host)
    posts = d.texts(d.channel)
    title = localizer.render(Text("recap-title"), "ru")
    roles_title = localizer.render(Text("game-over-roles"), "ru")
    review_at = [i for i, text in enumerate(posts) if title in text]
    reveal_at = [i for i, text in enumerate(posts) if roles_title in text]
    assert len(review_at) == 1 and reveal_at and reveal_at[-1] < review_at[0]  # the recap post (U1)
    assert all(len(text) <= 2000 for text in posts)
    name = f"mafia-review-city-{game_id}.html"
    assert name in "\n".join(posts[review_at[0] :])
    [(filename, page)] = attached(d)
    assert filename == name
    html = page.decode()
    assert html.startswith("<!DOCTYPE html>") and '<html lang="ru">' in html
    for seat in await Seat.filter(game_id=game_id):
        assert f'data-player="{seat.name}"' in html


async def test_game_export_format_html_gives_the_review_page_of_a_finished_game(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host = await open_game(d, d.members)
    await start_game(d, host)
    await play_to_the_end(bot, d, host)
    replies = await d.slash(d.members[3], "game export", format="html")
    [(name, data)] = [file for reply in replies for file in reply.files]
    assert name.endswith(".html") and b'id="night-1"' in data and b'id="day-1"' in data


async def test_a_running_games_review_page_is_refused_to_a_seated_admin(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    await deal(bot, d, roles=CLASSIC)
    seated = d.members[0]
    d.give_role(seated, d.make_role("seated-admin", HOST_PERMISSIONS))
    reply = await d.reply(seated, "game export", format="html")
    assert_refused(reply, localizer, ServiceError("seated_host"), "en")
    assert not any(r.files for r in d.recorder.replies), "no page was handed out"
