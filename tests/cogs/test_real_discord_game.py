"""A full game of each rule set plays to its end on a Discord that
refuses what the real one refuses, with every hard condition at once, and nothing freezes, pings
or leaks:

- the bot holds the README's invite permissions, not Administrator (the harness's default);
- 30 players with 32-character names, one of them nicknamed `@everyone`;
- a moderator's channels named like team channels (`mafia-1`, `lounge-1`);
- a player whose DMs are closed;
- a player who leaves the server after the deal;
- a store outage across the first deadline.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any

import discord
import discord.ext.test.backend as dpy_backend
import pytest
from tortoise.exceptions import OperationalError

import engine
from bot.discord.app import MafiaBot
from bot.service.runtime import GameLocks
from bot.store.models import Announcement, Resolution
from tests.cogs.harness import PINGS, Discord, closed_dms, gate_dms, settle
from tests.cogs.play import act_first_legal, can_see, deal, play_to_the_end

NIGHT_1 = engine.Phase("night", 1)


def overwrites_of(channel: discord.abc.GuildChannel) -> dict[int, tuple[int, int]]:
    """A channel's overwrites as plain data: target id -> (allow, deny)."""
    return {
        target.id: (overwrite.pair()[0].value, overwrite.pair()[1].value)
        for target, overwrite in channel.overwrites.items()
    }


def close_dms_of(monkeypatch: pytest.MonkeyPatch, user_id: int) -> None:
    """This user accepts no DM from the bot (Discord's 50007)."""

    async def gate(to: int, payload: dict) -> Exception | None:
        return closed_dms() if to == user_id else None

    gate_dms(monkeypatch, gate)


@asynccontextmanager
async def _unavailable() -> AsyncIterator[Any]:
    raise OperationalError("database is locked")
    yield  # pragma: no cover


def store_down_once(
    original: Callable[..., AbstractAsyncContextManager[Any]],
) -> Callable[..., AbstractAsyncContextManager[Any]]:
    """`GameLocks.locked_games` (what a resolution locks), with the store unavailable at
    its first entry."""
    entered: list[list[int]] = []

    def locked_games(self: GameLocks, game_ids: list[int]) -> AbstractAsyncContextManager[Any]:
        entered.append(game_ids)
        return _unavailable() if len(entered) == 1 else original(self, game_ids)

    return locked_games


@pytest.mark.parametrize("ruleset", ["city", "hobbit"])
async def test_a_full_game_on_a_refusing_discord_with_every_hard_condition_at_once(
    bot: MafiaBot, thirty: Discord, monkeypatch: pytest.MonkeyPatch, ruleset: str
) -> None:
    d = thirty
    moderators = [d.make_text_channel("mafia-1"), d.make_text_channel("lounge-1")]
    for channel in moderators:
        await channel.set_permissions(d.members[5], send_messages=False)
    before = [overwrites_of(channel) for channel in moderators]
    dpy_backend.update_member(d.members[1], nick="@everyone")
    d.members = [d.guild.get_member(m.id) or m for m in d.members]
    closed = d.members[2]
    close_dms_of(monkeypatch, closed.id)
    await d.reply(d.host_member, "config setup", ruleset=ruleset)

    game = await deal(bot, d)
    state = await bot.service.queries.engine_state(game.game_id)
    by_name = {name: member.id for name, member in game.members.items()}
    for team, names in state.teams().items():  # nothing leaks: each team channel is its own
        members = {by_name[name] for name in names}
        for row_channel in d.guild.text_channels:
            if row_channel in moderators or row_channel.id == d.channel.id:
                continue
            seeing = {m.id for m in game.members.values() if can_see(row_channel, m)}
            if seeing == members:
                break
        else:
            raise AssertionError(f"no channel is seen by exactly the {team} team")

    leaver = game.members[next(name for name in game.members if by_name[name] != closed.id)]
    dpy_backend.delete_member(leaver)
    d.members = [m for m in d.members if m.id != leaver.id]

    for name, member in list(game.members.items()):  # night 1, ended by its timer
        if member.id != leaver.id and name in state.alive_set:
            await act_first_legal(d, member)
    monkeypatch.setattr(GameLocks, "locked_games", store_down_once(GameLocks.locked_games))
    assert bot.service.timers.fire_now(game.game_id)
    await asyncio.wait_for(bot.service.resolver.wait_for_phase(game.game_id, NIGHT_1), timeout=30)
    assert await Resolution.filter(game_id=game.game_id).count() == 1

    # 30 seats: a game may run long; R2's stalemate ends any game that stops killing
    winner = await play_to_the_end(bot, d, game.host, limit=200)
    await settle()
    assert winner in ("civilians", "mafia", "robbers", "loner", "draw")
    undelivered = await Announcement.filter(game_id=game.game_id, delivered=False).values(
        "seq", "action", "attempts", "last_error", "claimed_by", "next_attempt_at"
    )
    assert undelivered == [] and await bot.service.delivery.parked(game.game_id) == []
    assert set(PINGS) <= {(where, f"user:{closed.id}") for where, _ in PINGS}, PINGS
    assert len(PINGS) <= 1, "the closed-DM notice, once, pinging only that player"
    assert [overwrites_of(channel) for channel in moderators] == before
