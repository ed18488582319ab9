"""The day's tally as Discord shows it: counts per target first, then each voter's history; over
as many messages as it needs, never cut; edited in place by id (no fetch), at most once per 5 s per
game, the last edit showing every vote."""

from __future__ import annotations

import asyncio

import discord

from bot.discord.app import MafiaBot
from bot.discord.throttle import TALLY_EDIT_SECONDS
from bot.store.models import TALLY_MESSAGE
from tests.cogs.conftest import virtual_tally_time
from tests.cogs.harness import CALLS, Discord, VirtualTime
from tests.cogs.play import Dealt, deal, long_name, make_host, status


async def to_day(bot: MafiaBot, d: Discord, host: discord.Member) -> int:
    """End night 1 (nobody acts); the day's number."""
    await d.reply(host, "host next")
    view = await status(bot, d)
    assert view.phase is not None and view.phase.kind == "day"
    return view.phase.number


async def day_one(bot: MafiaBot, d: Discord) -> tuple[Dealt, int, list[str]]:
    """A dealt game at day 1 (nobody acted at night): the game, the day, the seats' names."""
    game = await deal(bot, d)
    day = await to_day(bot, d, game.host)
    return game, day, list(game.members)


async def day_with_a_tally(bot: MafiaBot, d: Discord) -> tuple[VirtualTime, Dealt, int, list[str]]:
    """Day 1 with its tally just posted (the first player voted for the second), on a clock
    that stands still until the test advances it."""
    time = virtual_tally_time(bot, auto=False)
    game, day, names = await day_one(bot, d)
    await d.reply(game.members[names[0]], "vote", target=names[1])
    return time, game, day, names


async def tally_posts(bot: MafiaBot, d: Discord, game_id: int, day: int) -> list[str]:
    """The tally's messages as they are in the channel now, in order."""
    posted = await bot.service.posted.posted_message(game_id, TALLY_MESSAGE, day)
    assert posted is not None
    by_id = {post.id: post.content for post in d.posts(d.channel)}
    return [by_id[message_id] for message_id in posted.message_ids]


async def test_the_tally_counts_votes_per_target_before_the_history(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    game, day, names = await day_one(bot, d)
    target, other = names[0], names[1]
    for voter in names[2:5]:
        await d.reply(game.members[voter], "vote", target=target)
    await d.reply(game.members[names[5]], "vote", target=other)
    await d.reply(game.members[names[6]], "vote", target="abstain")
    [tally] = await tally_posts(bot, d, game.game_id, day)
    lines = tally.split("\n")  # in the server's language, Russian by default
    assert lines[1] == f"**{target}** — 3: {names[2]}, {names[3]} и {names[4]}"
    assert lines[2] == f"**{other}** — 1: {names[5]}"
    assert lines[3] == f"Воздерживается — 1: {names[6]}"
    assert lines[5].startswith(f"{names[2]}: **{target}**")


async def test_a_tally_of_30_long_names_spans_messages_never_cut_and_is_edited_in_place(
    bot: MafiaBot, thirty: Discord
) -> None:
    d = thirty
    game, day, names = await day_one(bot, d)
    for round_ in range(2):  # every voter changes their vote once: long histories
        for index, voter in enumerate(names):
            target = names[(index + 1 + round_) % len(names)]
            await d.reply(game.members[voter], "vote", target=target)
    before = await bot.service.posted.posted_message(game.game_id, TALLY_MESSAGE, day)
    parts = await tally_posts(bot, d, game.game_id, day)
    assert before is not None and len(parts) > 1
    assert all(len(part) <= 2000 for part in parts)
    whole = "\n".join(parts)
    for voter in names:
        assert whole.count(f"\n{voter}: ") == 1, voter  # every voter's history, none cut
    CALLS.clear()
    await d.reply(game.members[names[0]], "vote", target="abstain")
    after = await bot.service.posted.posted_message(game.game_id, TALLY_MESSAGE, day)
    assert after is not None and after.message_ids[: len(before.message_ids)] == before.message_ids
    assert "get_message" not in CALLS, "edited by its stored ids, without a fetch"
    assert CALLS.count("edit_message") <= len(after.message_ids)


async def test_a_burst_of_votes_costs_one_edit_now_and_one_when_five_seconds_are_up(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    time, game, day, names = await day_with_a_tally(bot, d)
    CALLS.clear()
    voters = names[1:]
    await asyncio.gather(
        *(d.reply(game.members[voter], "vote", target=names[0]) for voter in voters)
    )
    assert CALLS.count("edit_message") == 0, "posted less than 5 s ago: the edit waits"
    await time.advance(TALLY_EDIT_SECONDS - 0.1)
    assert CALLS.count("edit_message") == 0
    await time.advance(0.1)
    assert CALLS.count("edit_message") == 1, "one trailing edit for the whole burst"
    [tally] = await tally_posts(bot, d, game.game_id, day)
    assert f"**{names[0]}** — {len(voters)}:" in tally, "the last edit shows every vote"
    await time.advance(TALLY_EDIT_SECONDS)
    assert CALLS.count("edit_message") == 1, "nothing waits: no edit"
    await d.reply(game.members[names[0]], "vote", target="abstain")
    assert CALLS.count("edit_message") == 2, "5 s after the last edit a vote edits at once"
    await d.reply(game.members[names[1]], "vote", target="abstain")
    await d.reply(game.members[names[2]], "vote", target="abstain")
    await time.advance(TALLY_EDIT_SECONDS)
    assert CALLS.count("edit_message") == 3
    [tally] = await tally_posts(bot, d, game.game_id, day)
    assert tally.split("\n")[2].endswith(f"3: {names[0]}, {names[1]} и {names[2]}"), tally


async def test_a_vote_waiting_for_its_edit_when_an_open_day_ends_is_shown_by_one_last_edit(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    time, game, day, names = await day_with_a_tally(bot, d)
    await d.reply(game.members[names[1]], "vote", target=names[2])  # waits for its edit
    await d.reply(game.host, "host next")  # the day ends: an open day's tally is not reposted
    CALLS.clear()
    posts = len(d.posts(d.channel))
    await time.advance(TALLY_EDIT_SECONDS)
    assert CALLS == ["edit_message"], "the day's own tally, edited once more"
    assert len(d.posts(d.channel)) == posts
    [tally] = await tally_posts(bot, d, game.game_id, day)
    assert f"**{names[2]}** — 1: {names[1]}" in tally, "no vote left out of the public tally"


async def test_a_vote_waiting_for_its_edit_when_a_counted_day_ends_edits_nothing(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    await d.reply(make_host(d), "config forum", vote_visibility="counts")
    time, game, day, names = await day_with_a_tally(bot, d)
    [before] = await tally_posts(bot, d, game.game_id, day)
    await d.reply(game.members[names[1]], "vote", target=names[2])  # waits for its edit
    await d.reply(game.host, "host next")  # the resolution posts the whole tally
    CALLS.clear()
    posts = len(d.posts(d.channel))
    await time.advance(TALLY_EDIT_SECONDS)
    assert "edit_message" not in CALLS and "send_message" not in CALLS, CALLS
    assert len(d.posts(d.channel)) == posts
    assert await tally_posts(bot, d, game.game_id, day) == [before]


async def test_the_vote_autocomplete_offers_abstaining_first_at_a_full_table(
    bot: MafiaBot, thirty: Discord
) -> None:
    d = thirty
    game = await deal(bot, d)
    await to_day(bot, d, game.host)
    voter = game.members[next(iter(game.members))]
    choices = await d.autocomplete(voter, "vote", "target")
    assert len(choices) == 25 and choices[0]["value"] == "abstain"
    typed = await d.autocomplete(voter, "vote", "target", target=long_name(30)[:9])
    assert [c["value"] for c in typed] == [long_name(30)]


async def test_a_status_of_30_long_names_comes_whole_in_follow_ups_with_every_vote_counted(
    bot: MafiaBot, thirty: Discord
) -> None:
    d = thirty
    game = await deal(bot, d)
    await to_day(bot, d, game.host)
    names = list(game.members)
    for index, voter in enumerate(names):
        await d.reply(game.members[voter], "vote", target=names[(index + 1) % len(names)])
    replies = await d.slash(game.host, "game status")
    assert len(replies) > 1 and all(r.ephemeral for r in replies)
    assert all(len(r.content or "") <= 2000 for r in replies)
    whole = "\n".join(r.content or "" for r in replies)
    for index, name in enumerate(names):  # each target's count and its voter, none cut
        voter = names[index - 1]
        assert f"**{name}** — 1: {voter}" in whole, name
    assert " → " not in whole, "the status counts; the history is the tally message's"
