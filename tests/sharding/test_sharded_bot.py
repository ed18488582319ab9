"""The sharded bot driven for real: `ShardedMafiaBot` processes, each with SHARD_COUNT=2 and its
own SHARD_IDS, on one PostgreSQL database, each connected to a simulated Discord (simcord) that
opens only its shards and sends every event on the shard Discord would (`tests.sharding.worker`).

Each guild's commands reach only its shard's process; a DM reaches shard 0's; each process
resumes, arms and delivers only its own guilds' games, nothing twice and nothing missed; and the
lease of a shard passes to the next process of a deploy only once the old one has stopped (or,
if it died, once its lease ran out).
"""

from __future__ import annotations

import asyncio
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from bot.store import connection as db
from bot.store.models import RUNNING, Announcement, Game, Resolution, ShardLease, Submission
from tests.sharding.cluster import BotProcess, Cluster
from tests.sharding.worker import PLAYERS

GUILDS = ("shard0", "shard1")  # the worker's guilds: one on each shard of two


def instance(shard: str) -> str:
    """The service's name in the store for a process with these SHARD_IDS (`resolved_by`)."""
    return f"discord-shards-{shard}"


async def open_and_start(process: BotProcess, guild: str) -> int:
    """The guild's host opens a lobby, every player joins, the host starts: the game's id."""
    opened = await process.call("slash", guild=guild, command="game new")
    assert opened["acknowledged"], opened
    assert (await process.call("join", guild=guild))["joined"] == PLAYERS
    started = await process.call("slash", guild=guild, command="game start")
    assert started["acknowledged"] and not started["content"].startswith("⚠"), started
    [game] = await Game.filter(state=RUNNING).filter(
        guild_id=(await process.call("world"))[guild]["id"]
    )
    return game.id


async def posts_by_channel(process: BotProcess) -> dict[int, list[str]]:
    """What the process posted through Discord's REST API, by channel."""
    found: dict[int, list[str]] = {}
    for post in (await process.call("posts"))["posts"]:
        found.setdefault(post["channel"], []).append(post["content"] or "")
    return found


def channels_of(world: dict[str, Any], guild: str) -> set[int]:
    """The guild's game channel and its members' DM channels."""
    return {world[guild]["channel"], *world[guild]["dms"]}


async def test_two_processes_take_only_their_shards_commands_and_resume_arm_and_deliver_only_their_own_games(  # noqa: E501
    cluster: Cluster,
) -> None:
    p0, p1 = await cluster.start("0", "1")
    by_guild = {"shard0": p0, "shard1": p1}
    other = {"shard0": p1, "shard1": p0}
    world = await p0.call("world")
    assert world == await p1.call("world")  # one Discord, seen by both
    for guild, process in by_guild.items():
        ready = await process.ready()
        assert ready["held"] == ready["shards"] == [int(guild[-1])]
        assert ready["guilds"] == [world[guild]["id"]]  # only its shard's guilds reach it
        assert (world[guild]["id"] >> 22) % 2 == int(guild[-1])

    games: dict[str, int] = {}
    for guild in GUILDS:
        # Discord sends a guild's interaction on the guild's shard: the other process never
        # sees it (simcord's gateway drops it there), the guild's own process answers it
        unseen = await other[guild].call("slash", guild=guild, command="game new")
        assert not unseen["acknowledged"], unseen
        games[guild] = await open_and_start(by_guild[guild], guild)
    for guild, process in by_guild.items():
        armed = await process.call("armed", games=list(games.values()))
        assert armed["armed"] == [games[guild]]  # each armed only its own game's deadline

    # A DM reaches shard 0's process, whichever guild the game is in: process 0 takes the
    # night's moves of both games; process 1 never sees a DM
    assert not (await p1.call("act", guild="shard1", who=0))["acknowledged"]
    accepted: dict[str, set[int]] = {guild: set() for guild in GUILDS}
    for guild in GUILDS:
        for who in range(PLAYERS):
            reply = await p0.call("act", guild=guild, who=who)
            if reply["sent"]:
                assert reply["acknowledged"] and reply["ephemeral"], reply
                accepted[guild].add(world[guild]["players"][who])
    for guild in GUILDS:  # stored for the game's own process to resolve (a camp's move once)
        senders = await Submission.filter(game_id=games[guild]).values_list("user_id", flat=True)
        assert senders and set(senders) <= accepted[guild], (senders, accepted[guild])
    assert await Resolution.all().count() == 0  # the DMs' process resolves nothing

    # A deploy: both processes stop; their games' deadlines pass while they are down; both
    # start again and each resolves and delivers its own overdue game
    for process in (p0, p1):
        await process.call("stop_bot")
    assert await ShardLease.all().count() == 0  # given back at the shutdown
    await Game.filter(id__in=list(games.values())).update(
        deadline=datetime.now(UTC) - timedelta(minutes=1)
    )
    before = {guild: await posts_by_channel(process) for guild, process in by_guild.items()}
    for process in (p0, p1):
        await process.call("start_bot")
    for guild, process in by_guild.items():
        game = games[guild]
        [resolution] = await Resolution.filter(game_id=game)
        assert resolution.resolved_by == instance(guild[-1])
        assert resolution.phase_kind == "night" and resolution.input["actions"], resolution.input
        rows = await Announcement.filter(game_id=game).values(
            "seq", "action", "delivered", "parked_at", "last_error"
        )
        assert [row for row in rows if not row["delivered"] or row["last_error"]] == []
        armed = await process.call("armed", games=list(games.values()))
        assert armed["armed"] == [game]  # the day's deadline, armed by its own process only

    # Each game's posts went out from its own process only, and none twice
    after = {guild: await posts_by_channel(process) for guild, process in by_guild.items()}
    for guild in GUILDS:
        mine, theirs = channels_of(world, guild), channels_of(world, other_guild(guild))
        assert not set(after[guild]) & theirs, "a process posted in another shard's guild"
        new_posts = len(after[guild][world[guild]["channel"]]) - len(
            before[guild][world[guild]["channel"]]
        )
        assert new_posts > 0  # the night's outcome and the day's opening
        for channel in mine:
            posted = after[guild].get(channel, [])
            assert not [text for text, n in Counter(posted).items() if n > 1], (channel, posted)

    # By day, a vote in a guild's channel reaches its own process only
    for guild in GUILDS:
        vote = {"guild": guild, "command": "vote", "who": 1, "options": {"target": f"{guild} p1"}}
        assert not (await other[guild].call("slash", **vote))["acknowledged"]
        voted = await by_guild[guild].call("slash", **vote)
        assert voted["acknowledged"] and voted["ephemeral"], voted
    for process in (p0, p1):
        assert (await process.call("errors"))["errors"] == []
        await process.quit()


def other_guild(guild: str) -> str:
    return GUILDS[1 - GUILDS.index(guild)]


@pytest.mark.parametrize("how", ["stops", "dies"])
async def test_an_overlapping_deploy_hands_shard_0_to_the_new_process_only_once_the_old_lets_go(
    cluster: Cluster, how: str
) -> None:
    [old] = await cluster.start("0")
    game = await open_and_start(old, "shard0")
    owner = (await old.ready())["owner"]
    new = await cluster.launch("0")  # the same shard: the deploy's new process
    await new.logged("waiting for the leases of shards [0]")  # in its setup hook
    with pytest.raises(AssertionError):
        await new.ready(timeout=2)  # so it neither connects nor resumes anything
    assert set(await ShardLease.all().values_list("owner", flat=True)) == {owner}
    assert (await old.call("armed", games=[game]))["armed"] == [game]  # the old one still serves
    if how == "stops":
        await old.quit()  # a clean shutdown gives the lease back at once
    else:
        await old.kill()  # no lease given back: the new process waits until it runs out
        with pytest.raises(AssertionError):
            await new.ready(timeout=2)
        # as if the lease's 30 s had passed since the dead process last renewed it
        await ShardLease.filter(owner=owner).update(expires_at=datetime.now(UTC))
    ready = await new.ready()
    assert ready["held"] == [0] and ready["owner"] != owner
    assert set(await ShardLease.all().values_list("owner", flat=True)) == {ready["owner"]}
    assert (await new.call("armed", games=[game]))["armed"] == [game]  # resumed by the new one
    assert (await new.call("fire", game=game))["fired"]
    [resolution] = await Resolution.filter(game_id=game)
    assert resolution.resolved_by == instance("0")
    world = await new.call("world")
    posted = await posts_by_channel(new)
    assert posted.get(world["shard0"]["channel"]), "the new process told the night's outcome"
    undelivered = await Announcement.filter(game_id=game, delivered=False).values(
        "seq", "action", "attempts", "last_error", "claimed_by", "next_attempt_at", "parked_at"
    )
    assert undelivered == []
    await new.quit()


async def test_a_process_whose_lease_ran_out_while_the_store_was_away_takes_it_back_and_resumes(
    cluster: Cluster,
) -> None:
    [process] = await cluster.start("0", lease_seconds=3)
    game = await open_and_start(process, "shard0")
    assert (await process.call("leases"))["owns"]["shard0"]
    await process.call("store_away")  # its renewals fail now
    await asyncio.sleep(3.5)  # longer than a lease
    assert not (await process.call("leases"))["owns"]["shard0"]  # another process could hold it
    # meanwhile the night's deadline comes: its job runs, and leaves the game alone
    await Game.filter(id=game).update(deadline=datetime.now(UTC) - timedelta(seconds=1))
    assert (await process.call("fire", game=game, wait=False))["fired"]
    await asyncio.sleep(1)
    assert await Resolution.filter(game_id=game).count() == 0
    await process.call("store_back")  # nobody took the lease: the next renewal takes it back
    undelivered = Announcement.filter(game_id=game, delivered=False)
    for _ in range(100):
        if await Resolution.filter(game_id=game).exists() and not await undelivered.exists():
            break
        await asyncio.sleep(0.1)
    [resolution] = await Resolution.filter(game_id=game)  # and the bot resumed the game
    assert resolution.resolved_by == instance("0")
    assert await undelivered.values("seq", "action", "attempts", "last_error") == []
    leases = await process.call("leases")
    assert leases == {"held": [0], "owns": {"shard0": True, "shard1": False}}
    assert (await process.call("armed", games=[game]))["armed"] == [game]  # the day's deadline
    await process.quit()


async def test_processes_started_together_on_a_new_database_migrate_it_once_and_all_come_up(
    database: str, tmp_path: Path
) -> None:
    cluster = Cluster(database, tmp_path)  # nothing migrated the database before them
    try:
        started = await cluster.start("0", "1")
        assert [(await process.ready())["held"] for process in started] == [[0], [1]]
        await db.open_store(database, migrate_first=False)
        try:
            assert await ShardLease.all().count() == 2
        finally:
            await db.close_store()
        for process in started:
            await process.quit()
    finally:
        await cluster.close()
