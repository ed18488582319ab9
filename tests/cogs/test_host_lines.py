"""Host actions in public, through the slash commands in both languages:
`/host extend`, `pause`, `resume` and `next` each post one short line in the game channel, with
the new deadline as a Discord timestamp (`next` says it in the resolution's one post)."""

from __future__ import annotations

import pytest

from bot.discord.app import MafiaBot
from bot.text.i18n import Localizer, Text
from bot.text.tally import unix_time
from tests.cogs.harness import Discord
from tests.cogs.play import deal, make_host, status


def minutes(count: int) -> Text:
    return Text("setting-unit-minutes", {"count": count})


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_extend_pause_resume_each_post_one_line_with_the_new_deadline(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(host, "config setup", language=language)
    await deal(bot, d)
    before = (await status(bot, d)).deadline
    assert before is not None
    posted = len(d.texts(d.channel))
    reply = await d.reply(host, "host extend", minutes=30)
    assert reply.ephemeral
    deadline = (await status(bot, d)).deadline
    assert deadline is not None and deadline > before
    line = Text("host-line-extended", {"minutes": minutes(30), "time": unix_time(deadline)})
    assert d.texts(d.channel)[posted:] == [localizer.render(line, language)]
    assert f"<t:{unix_time(deadline)}:F>" in d.texts(d.channel)[-1]

    await d.reply(host, "host pause")
    paused = d.texts(d.channel)[-1]
    opening = localizer.render(Text("host-line-paused", {"left": "x"}), language).split(".")[0]
    assert paused.startswith(opening)
    assert (await status(bot, d)).deadline is None

    await d.reply(host, "host resume")
    resumed = (await status(bot, d)).deadline
    assert resumed is not None
    line = Text("host-line-resumed", {"time": unix_time(resumed)})
    assert d.texts(d.channel)[-1] == localizer.render(line, language)
    assert len(d.texts(d.channel)) == posted + 3  # one line each, nothing more


async def test_extend_while_paused_says_the_time_the_phase_will_have(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    host = make_host(d)
    await deal(bot, d)
    await d.reply(host, "host pause")
    await d.reply(host, "host extend", minutes=15)
    line = d.texts(d.channel)[-1]
    start = localizer.render(
        Text("host-line-extended-paused", {"minutes": minutes(15), "left": "x"}), "ru"
    ).split(":")[0]
    assert line.startswith(start) and "<t:" not in line


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_next_says_in_the_resolutions_post_that_the_host_ended_it_with_the_next_deadline(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(host, "config setup", language=language)
    await deal(bot, d)
    posted = len(d.texts(d.channel))
    await d.reply(host, "host next")
    new = d.texts(d.channel)[posted:]
    deadline = (await status(bot, d)).deadline
    assert deadline is not None
    early = localizer.render(Text("host-line-next"), language)
    line = localizer.render(Text("forum-deadline", {"time": unix_time(deadline)}), language)
    assert len(new) == 1 and f"{early}\n\n{line}" in new[0]  # in the resolution's one post
