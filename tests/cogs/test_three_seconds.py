"""Issue 22.2: every handler answers within Discord's 3 seconds whatever the store does.

The store is locked (every SQLite call waits) for longer than 3 s while each command of the
tree, each autocomplete and each registered component (persistent views and dynamic items) is
used: walked from the bot itself, so a new command or button cannot be forgotten. Time is the
guard's virtual clock: an interaction counts as answered in time when its first answer (a
reply, a deferral, an update, autocomplete choices) reached the fake Discord before the clock
passed 3 s. Then the store is unlocked, and the handler's answer follows."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterator
from typing import Any

import aiosqlite.core
import discord
import pytest
from discord import app_commands

from bot.discord.answering import ANSWER_WITHIN_SECONDS
from bot.discord.app import MafiaBot
from cogs.lobby.view import JOIN_ID
from tests.cogs.harness import Discord, flatten, settle
from tests.cogs.play import Dealt, deal, make_host

SIX = 6


class Store:
    """The SQLite store's gate: while locked, every call waits (another writer holds it)."""

    def __init__(self) -> None:
        self.open = asyncio.Event()
        self.open.set()

    def lock(self) -> None:
        """From now on, every store call waits until `unlock`."""
        self.open.clear()

    def unlock(self) -> None:
        """The lock is released: the waiting calls run."""
        self.open.set()


class GuardClock:
    """The guard's sleep, on a virtual clock that moves only when the test says."""

    def __init__(self) -> None:
        self.now = 0.0
        self._sleepers: list[tuple[float, asyncio.Future[None]]] = []

    def reset(self) -> None:
        """A new interaction arrives at 0 s."""
        self.now = 0.0

    async def sleep(self, seconds: float) -> None:
        """Wait `seconds` of virtual time."""
        woken: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._sleepers.append((self.now + seconds, woken))
        await woken

    async def advance_to(self, moment: float) -> None:
        """Let the time pass up to `moment`: every sleeper due wakes, and runs as far as it can."""
        self.now = moment
        for sleeper in list(self._sleepers):
            if sleeper[0] <= moment:
                self._sleepers.remove(sleeper)
                if not sleeper[1].done():
                    sleeper[1].set_result(None)
        await spin()


async def spin(rounds: int = 200) -> None:
    """Let every task that is not waiting on the store run."""
    for _ in range(rounds):
        await asyncio.sleep(0)


@pytest.fixture
def store(monkeypatch: pytest.MonkeyPatch) -> Store:
    """The store, lockable (every aiosqlite call passes its gate)."""
    gate = Store()
    real = aiosqlite.core.Connection._execute

    async def execute(self: Any, fn: Any, *args: Any, **kwargs: Any) -> Any:
        await gate.open.wait()
        return await real(self, fn, *args, **kwargs)

    monkeypatch.setattr(aiosqlite.core.Connection, "_execute", execute)
    return gate


@pytest.fixture
def clock(bot: MafiaBot) -> GuardClock:
    """The guard's virtual clock."""
    virtual = GuardClock()
    bot.replies.answers.sleep = virtual.sleep
    return virtual


def answered(d: Discord, interaction_id: int) -> bool:
    """Whether the interaction got a first answer: a reply, an update, choices or a deferral."""
    firsts = {"message", "update", "autocomplete"}
    return interaction_id in d.recorder.deferred or any(
        reply.kind in firsts for reply in d.recorder.for_interaction(interaction_id)
    )


async def within_3_seconds(
    d: Discord, store: Store, clock: GuardClock, payload: dict[str, Any]
) -> bool:
    """Feed an interaction while the store is locked for 3.5 s; whether it was answered before
    the 3 s deadline. The handler is then let finish, and must not fail (no "unexpected
    error" answer: its own answer follows the deferral)."""
    interaction_id = int(payload["id"])
    clock.reset()
    store.lock()
    try:
        d.bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
        await spin()
        await clock.advance_to(ANSWER_WITHIN_SECONDS - 0.01)
        in_time = answered(d, interaction_id)
        await clock.advance_to(3.5)
    finally:
        store.unlock()
    await asyncio.wait_for(settle(), 60)
    unexpected = "Something went wrong"
    texts = [reply.content or "" for reply in d.recorder.for_interaction(interaction_id)]
    assert not any(unexpected in text for text in texts), texts
    return in_time


def leaf_commands(bot: MafiaBot) -> Iterator[app_commands.Command[Any, Any, Any]]:
    """Every command of the tree that runs (not a group)."""
    for command in bot.tree.walk_commands():
        if isinstance(command, app_commands.Command):
            yield command


def option_value(d: Discord, parameter: app_commands.Parameter) -> Any:
    """A value a member could give for a required option."""
    if parameter.choices:
        return parameter.choices[0].value
    kind = parameter.type
    if kind is discord.AppCommandOptionType.boolean:
        return False
    if kind in (discord.AppCommandOptionType.integer, discord.AppCommandOptionType.number):
        return int(parameter.min_value or 1)
    if kind in (discord.AppCommandOptionType.user, discord.AppCommandOptionType.mentionable):
        return d.members[-1]
    if kind is discord.AppCommandOptionType.channel:
        return d.channel
    if kind is discord.AppCommandOptionType.role:
        return d.guild.default_role
    return "x"


def command_payload(
    d: Discord,
    member: discord.Member,
    command: app_commands.Command[Any, Any, Any],
    focused: str | None = None,
) -> dict[str, Any]:
    """An interaction using `command` with its required options (autocomplete of `focused`)."""
    values = {
        parameter.display_name: option_value(d, parameter)
        for parameter in command.parameters
        if parameter.required or parameter.name == focused
    }
    shown = None
    if focused is not None:
        shown = next(p.display_name for p in command.parameters if p.name == focused)
        values[shown] = ""
    interaction_id, payload = d._base(4 if focused else 2, member, None, "en-US", False)
    payload["data"] = d._command_data(command.qualified_name, values, shown)
    assert int(payload["id"]) == interaction_id
    return payload


def click_payload(d: Discord, member: discord.Member, message: dict, custom_id: str) -> dict:
    """An interaction clicking `custom_id` (a select's: its first option) on a stored message."""
    channel_id = int(message["channel_id"])
    channel = d.bot.get_channel(channel_id)
    dm = channel is None or isinstance(channel, discord.DMChannel)
    interaction_id, payload = d._base(3, member, channel, "en-US", dm)
    if dm:
        payload["channel"] = {"id": str(channel_id), "type": 1}
    component = next(
        (c for c in flatten(message.get("components") or []) if c.get("custom_id") == custom_id),
        {"type": 2},
    )
    payload["data"] = {"custom_id": custom_id, "component_type": component.get("type", 2)}
    if component.get("type") == 3:
        payload["data"]["values"] = [component["options"][0]["value"]]
    author = d._user_dict(d.bot.user)  # type: ignore[arg-type]
    payload["message"] = {
        **message,
        "author": author,
        "components": message.get("components") or [],
    }
    d.recorder.clicked[interaction_id] = (channel_id, int(message["id"]))
    return payload


@pytest.fixture
async def table(bot: MafiaBot, discord_env: Discord) -> tuple[Dealt, dict]:
    """Six players dealt in the game channel (night 1, forms in their DMs), and a lobby open in
    another channel (its message, with Join and Leave)."""
    d = discord_env
    dealt = await deal(bot, d, d.members[:SIX])
    other = d.make_text_channel("second-game")
    await d.reply(make_host(d), "game new", channel=other)
    return dealt, d.messages(other)[-1]


async def test_every_command_answers_within_3_seconds_with_the_store_locked(
    bot: MafiaBot,
    discord_env: Discord,
    table: tuple[Dealt, dict],
    store: Store,
    clock: GuardClock,
) -> None:
    d = discord_env
    late = []
    commands = list(leaf_commands(bot))
    assert len(commands) >= 30
    for command in commands:
        for member in (d.host_member, d.members[0]):  # a host, and a seated player
            if not await within_3_seconds(d, store, clock, command_payload(d, member, command)):
                late.append(f"/{command.qualified_name} by {member.display_name}")
    assert late == []


async def test_every_autocomplete_answers_within_3_seconds_with_the_store_locked(
    bot: MafiaBot,
    discord_env: Discord,
    table: tuple[Dealt, dict],
    store: Store,
    clock: GuardClock,
) -> None:
    d = discord_env
    late = []
    asked = 0
    for command in leaf_commands(bot):
        for parameter in command.parameters:
            if parameter.autocomplete:
                asked += 1
                payload = command_payload(d, d.members[0], command, focused=parameter.name)
                if not await within_3_seconds(d, store, clock, payload):
                    late.append(f"/{command.qualified_name} {parameter.name}")
    assert asked >= 5
    assert late == []


async def test_every_registered_component_answers_within_3_seconds_with_the_store_locked(
    bot: MafiaBot,
    discord_env: Discord,
    table: tuple[Dealt, dict],
    store: Store,
    clock: GuardClock,
) -> None:
    d = discord_env
    dealt, lobby = table
    late = []
    persistent = [
        item.custom_id
        for view in bot.persistent_views
        for item in view.children
        if isinstance(item, discord.ui.Button | discord.ui.Select) and item.custom_id
    ]
    assert JOIN_ID in persistent
    for custom_id in persistent:
        payload = click_payload(d, d.members[-1], lobby, custom_id)
        if not await within_3_seconds(d, store, clock, payload):
            late.append(custom_id)
    dynamic: dict[re.Pattern[str], Any] = bot._connection._view_store._dynamic_items  # type: ignore[attr-defined]
    assert dynamic
    for pattern in dynamic:
        used = next(
            (
                (member, message, component["custom_id"])
                for member in dealt.members.values()
                for message in d.dm_messages(member)
                for component in flatten(message.get("components") or [])
                if pattern.fullmatch(component.get("custom_id") or "")
                and not component.get("disabled")
            ),
            None,
        )
        assert used is not None, f"no form shows a component of {pattern.pattern}"
        member, message, custom_id = used
        if not await within_3_seconds(
            d, store, clock, click_payload(d, member, message, custom_id)
        ):
            late.append(custom_id)
    assert late == []


async def test_a_seat_taken_by_join_while_the_store_is_locked_shows_on_the_lobby(
    bot: MafiaBot,
    discord_env: Discord,
    table: tuple[Dealt, dict],
    store: Store,
    clock: GuardClock,
) -> None:
    d = discord_env
    _, lobby = table
    joining = d.members[-1]
    payload = click_payload(d, joining, lobby, JOIN_ID)
    assert await within_3_seconds(d, store, clock, payload)
    shown = next(
        m for m in d.messages(d.bot.get_channel(int(lobby["channel_id"]))) if m["id"] == lobby["id"]
    )
    assert joining.display_name in shown["content"]
