"""The phase post's deadline line follows the host's clock, through the slash commands in both
languages: after `/host extend` the post the phase began with shows the new deadline, after
`/host pause` that the game is paused, after `/host resume` the new deadline; the rest of the
post stays as it was, the edit pings nobody, a deleted post is skipped (the game goes on), and
the kept post is found again after a restart."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import discord.ext.test.backend as dpy_backend
import pytest

import engine
from bot.discord.app import MafiaBot
from bot.discord.phase_posts import PHASE_POST_LIMIT, holding, with_line
from bot.discord.text import MESSAGE_LIMIT
from bot.service.ports.table import DeadlineLine, TableGame
from bot.store.models import Announcement
from bot.text.i18n import Localizer, Text
from bot.text.tally import unix_time
from tests.cogs.harness import CALLS, Discord, Posted, settle
from tests.cogs.play import CLASSIC, Dealt, deal, make_host, status
from tests.cogs.test_restart import restart


async def forum_game(bot: MafiaBot, d: Discord, language: str = "ru") -> Dealt:
    """A game whose nights end at 10:00 and days at 20:00 in Berlin, dealt; night 1 runs."""
    host = make_host(d)
    await d.reply(host, "config setup", language=language)
    await d.reply(
        host, "config forum", timezone="Europe/Berlin", night_ends="10:00", day_ends="20:00"
    )
    return await deal(bot, d, roles=CLASSIC)


def deadline_line(localizer: Localizer, language: str, time: datetime | None) -> str:
    """The deadline line as a reader of `language` sees it."""
    assert time is not None
    return localizer.render(Text("forum-deadline", {"time": unix_time(time)}), language)


def holder(d: Discord, line: str) -> Posted:
    """The last message of the game channel that has `line` as one of its lines."""
    return next(p for p in reversed(d.posts(d.channel)) if line in p.content.split("\n"))


def content(d: Discord, message_id: int) -> str:
    """A game channel message's content now."""
    return next(p.content for p in d.posts(d.channel) if p.id == message_id)


def swapped(text: str, old: str, new: str) -> list[str]:
    """`text`'s lines with the one line `old` reading `new`."""
    lines = text.split("\n")
    assert lines.count(old) == 1
    return [new if line == old else line for line in lines]


@pytest.fixture
def edits(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, dict[str, Any]]]:
    """Every message edit the bot makes: the message id and the payload it sends."""
    made: list[tuple[int, dict[str, Any]]] = []
    original = dpy_backend.FakeHttp.edit_message

    async def noting(self: Any, channel_id: int, message_id: int, **fields: Any) -> dict:
        made.append((int(message_id), dict(fields["params"].payload or {})))
        return await original(self, channel_id, message_id, **fields)

    monkeypatch.setattr(dpy_backend.FakeHttp, "edit_message", noting)
    return made


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_extend_pause_and_resume_edit_the_deadline_line_of_the_phase_post(
    bot: MafiaBot,
    discord_env: Discord,
    localizer: Localizer,
    language: str,
    edits: list[tuple[int, dict[str, Any]]],
) -> None:
    d = discord_env
    game = await forum_game(bot, d, language)
    assert await bot.service.resolver.resolve_phase(game.game_id, engine.Phase("night", 1))
    await settle()
    line = deadline_line(localizer, language, (await status(bot, d)).deadline)
    post = holder(d, line)
    before = post.content
    assert before != line  # day 1's one post: the night's news, the day's opening, the deadline
    posted = len(d.posts(d.channel))

    await d.reply(game.host, "host extend", minutes=30)
    extended = deadline_line(localizer, language, (await status(bot, d)).deadline)
    assert extended != line
    assert content(d, post.id).split("\n") == swapped(before, line, extended)

    await d.reply(game.host, "host pause")
    paused = localizer.render(Text("forum-deadline-paused"), language)
    assert content(d, post.id).split("\n") == swapped(before, line, paused)

    await d.reply(game.host, "host resume")
    resumed = deadline_line(localizer, language, (await status(bot, d)).deadline)
    assert content(d, post.id).split("\n") == swapped(before, line, resumed)
    assert len(d.posts(d.channel)) == posted + 3  # the host's three lines, no post again
    ours = [payload for message_id, payload in edits if message_id == post.id]
    assert len(ours) == 3
    assert all(payload["allowed_mentions"]["parse"] == [] for payload in ours)
    assert not any(
        payload["allowed_mentions"].get(k) for payload in ours for k in ("users", "roles")
    )


async def test_the_deals_deadline_post_is_edited_after_a_restart_from_the_kept_id(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, db_url: str
) -> None:
    d = discord_env
    game = await forum_game(bot, d)
    line = deadline_line(localizer, "ru", (await status(bot, d)).deadline)
    post = holder(d, line)  # night 1's deadline, posted with the deal
    bot = await restart(d, localizer, db_url)  # a new Table: what it kept is in the store
    await d.reply(game.host, "host extend", minutes=45)
    extended = deadline_line(localizer, "ru", (await status(bot, d)).deadline)
    assert content(d, post.id).split("\n") == swapped(post.content, line, extended)


async def test_a_deleted_phase_post_is_skipped_and_the_extend_goes_through(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    game = await forum_game(bot, d)
    before = (await status(bot, d)).deadline
    post = holder(d, deadline_line(localizer, "ru", before))
    await d.channel.get_partial_message(post.id).delete()  # a moderator tidied the channel
    reply = await d.reply(game.host, "host extend", minutes=30)
    assert reply.ephemeral
    after = (await status(bot, d)).deadline
    assert before is not None and after is not None and after > before
    assert f"<t:{unix_time(after)}:F>" in d.texts(d.channel)[-1]  # the host's line
    assert await bot.service.delivery.parked(game.game_id) == []
    assert await Announcement.filter(game_id=game.game_id, delivered=False).count() == 0
    await d.reply(game.host, "host next")  # the game goes on
    assert (await status(bot, d)).phase == engine.Phase("day", 1)


async def test_after_host_next_extend_edits_the_next_deadline_and_the_early_end_stays_said(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    game = await forum_game(bot, d, "en")
    await d.reply(game.host, "host next")
    line = deadline_line(localizer, "en", (await status(bot, d)).deadline)
    post = holder(d, line)
    early = localizer.render(Text("host-line-next"), "en")
    assert early in post.content.split("\n"), "the next phase's post says the host ended one"
    await d.reply(game.host, "host extend", minutes=20)
    extended = deadline_line(localizer, "en", (await status(bot, d)).deadline)
    assert content(d, post.id).split("\n") == swapped(post.content, line, extended)
    assert early in content(d, post.id).split("\n")


async def test_a_game_whose_posts_carry_no_deadline_line_edits_no_message(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    game = await deal(bot, d)  # phases end by their minutes: no deadline line in the posts
    calls = len(CALLS)
    reply = await d.reply(game.host, "host extend", minutes=30)
    assert reply.ephemeral
    assert [c for c in CALLS[calls:] if c in ("get_message", "edit_message")] == []


async def test_a_long_phase_post_leaves_room_for_its_deadline_line_to_grow(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    game = await forum_game(bot, d)
    where = TableGame(game.game_id, d.guild.id, d.channel.id, "ru")
    names = [
        Text("forum-tally-count", {"target": f"Игрок {n:02d}" * 6, "count": n}) for n in range(60)
    ]
    line = Text("forum-deadline", {"time": "1796034047"})
    phase = engine.Phase("day", 7)
    posted = len(d.posts(d.channel))
    await bot.table.post_phase(where, [*names, line], DeadlineLine(phase, line))
    parts = d.posts(d.channel)[posted:]
    assert len(parts) > 1 and all(len(p.content) <= PHASE_POST_LIMIT for p in parts)
    shown = localizer.render(line, "ru")
    at = holding([p.content for p in parts], shown)
    assert at is not None
    longer = Text("forum-deadline-paused")
    await bot.table.show_deadline(where, phase, longer)
    edited = content(d, parts[at].id)
    assert len(edited) <= MESSAGE_LIMIT
    assert edited == with_line(parts[at].content, shown, localizer.render(longer, "ru"))
    assert [content(d, p.id) for i, p in enumerate(parts) if i != at] == [
        p.content for i, p in enumerate(parts) if i != at
    ]


def test_only_the_last_line_that_reads_the_deadline_is_replaced() -> None:
    text = "a\n⏰ 1\nb\n⏰ 1\nc"
    assert with_line(text, "⏰ 1", "⏰ 2") == "a\n⏰ 1\nb\n⏰ 2\nc"
    assert with_line(text, "⏰", "⏰ 2") is None  # a whole line, not a piece of one
    assert holding(["x\n⏰ 1", "y", "⏰ 1\nz"], "⏰ 1") == 2
    assert holding(["x", "y"], "⏰ 1") is None
