"""Each player's DM channel is kept by id: after a restart a night's DMs cost one
request each, with no user fetched and no DM channel opened; a kept channel Discord no longer
takes is opened again once and the new id kept; closed DMs stay closed, as before."""

from __future__ import annotations

import pytest

from bot.discord.app import MafiaBot
from bot.discord.dms import DmChannels
from bot.service.ports.table import Reader, TableGame
from bot.store.models import DmChannel
from bot.text.i18n import Localizer, Text
from tests.cogs.harness import CALLS, Discord, closed_dms, dm_channel_id, gate_dms
from tests.cogs.play import CLASSIC, deal, status
from tests.cogs.taps import forms_of
from tests.cogs.test_restart import restart


def forget_dm_channels(d: Discord) -> None:
    """What a new process does not have: discord.py's cache of DM channels."""
    state = d.bot._connection
    state._private_channels.clear()
    state._private_channels_by_user.clear()


async def test_after_a_restart_a_nights_dms_open_no_channel_and_fetch_no_user(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, db_url: str
) -> None:
    d = discord_env
    game = await deal(bot, d, roles=CLASSIC)
    kept = {row.user_id: row.channel_id for row in await DmChannel.all()}
    assert kept == {m.id: dm_channel_id(m.id) for m in game.members.values()}, "cards kept ids"
    await d.reply(game.host, "host next")  # night 1 ends: day 1
    bot = await restart(d, localizer, db_url)
    forget_dm_channels(d)
    forms = {name: len(forms_of(d, member)) for name, member in game.members.items()}
    dms = {name: len(d.dms(member)) for name, member in game.members.items()}
    CALLS.clear()
    await d.reply(game.host, "host next")  # day 1 ends: night 2's forms go out
    assert (await status(bot, d)).phase is not None
    await d.reply(game.host, "host next")  # night 2 ends: its results are told
    assert "create_dm" not in CALLS and "get_user" not in CALLS, CALLS
    got_forms = [n for n, m in game.members.items() if len(forms_of(d, m)) > forms[n]]
    told = sum(len(d.dms(m)) - dms[n] for n, m in game.members.items())
    assert got_forms and told > len(got_forms), "night 2's forms and results went out"


async def test_a_kept_channel_discord_no_longer_takes_is_opened_again_once(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    member = d.members[0]
    await DmChannel.create(user_id=member.id, channel_id=123_456_789)  # deleted since
    game = TableGame(game_id=1, guild_id=d.guild.id, channel_id=d.channel.id, language="en")
    player = Reader("Anna", member.id, "en-US")
    CALLS.clear()
    assert await bot.table.tell(game, player, [Text("discord-lobby-nobody")]) is True
    assert CALLS.count("create_dm") == 1 and "get_user" not in CALLS
    row = await DmChannel.get(user_id=member.id)
    assert row.channel_id == dm_channel_id(member.id) != 123_456_789
    assert len(d.dms(member)) == 1
    CALLS.clear()
    assert await bot.table.tell(game, player, [Text("discord-lobby-nobody")]) is True
    assert CALLS == ["send_message"], "the new id is kept: one request"


async def test_closed_dms_through_a_kept_channel_are_not_opened_again(
    bot: MafiaBot, discord_env: Discord, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = discord_env
    member = d.members[1]
    game = TableGame(game_id=1, guild_id=d.guild.id, channel_id=d.channel.id, language="en")
    player = Reader("Boris", member.id, "en-US")
    assert await bot.table.tell(game, player, [Text("discord-lobby-nobody")]) is True

    async def closed(user_id: int, payload: dict) -> Exception | None:
        return closed_dms()

    gate_dms(monkeypatch, closed)
    CALLS.clear()
    assert await bot.table.tell(game, player, [Text("discord-lobby-nobody")]) is False
    assert CALLS == ["send_message"], "refused once; nothing opened again"
    assert d.texts(d.channel) == []


async def test_a_user_discord_does_not_know_is_not_reached_and_nothing_is_kept(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    game = TableGame(game_id=1, guild_id=d.guild.id, channel_id=d.channel.id, language="en")
    nobody = Reader("Ghost", 777_000_777, "en-US")
    assert await bot.table.tell(game, nobody, [Text("discord-lobby-nobody")]) is False
    assert not await DmChannel.exists(user_id=nobody.user_id)


async def test_a_move_form_goes_to_the_kept_channel_and_is_closed_there(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    game = await deal(bot, d, roles=CLASSIC)
    movers = [m for m in game.members.values() if forms_of(d, m)]
    assert movers
    for member in movers:
        [form] = forms_of(d, member)
        assert int(form["channel_id"]) == dm_channel_id(member.id)
    await d.reply(game.host, "host next")
    closed = [forms_of(d, member)[0] for member in movers]
    assert all(
        all(item.get("disabled") for row in form["components"] for item in row["components"])
        for form in closed
    ), "the night's forms were closed in the kept channels"


class StoreAway:
    """The store's side of `DmChannels` while the store is unreachable."""

    async def lookup(self, user_ids: object) -> dict[int, int]:
        raise ConnectionError("store unreachable")

    async def keep(self, user_id: int, channel_id: int) -> None:
        raise ConnectionError("store unreachable")


class OpeningClient:
    """A client whose DM channels open (counted) and take every message (recorded)."""

    def __init__(self) -> None:
        self.opened = 0
        self.sent: list[tuple[int, str]] = []

    async def create_dm(self, user: object) -> object:
        self.opened += 1
        return type("Channel", (), {"id": 9000 + self.opened})()

    def get_partial_messageable(self, channel_id: int, **_: object) -> object:
        sent = self.sent

        class Partial:
            async def send(self, content: str, **__: object) -> str:
                sent.append((channel_id, content))
                return content

        return Partial()


async def test_a_dm_goes_while_the_store_of_kept_channels_is_unreachable() -> None:
    store, client = StoreAway(), OpeningClient()
    dms = DmChannels(client, store.lookup, store.keep)  # type: ignore[arg-type]
    await dms.send(42, "first")
    await dms.send(42, "second")  # the id opened is kept in memory
    assert client.sent == [(9001, "first"), (9001, "second")]
    assert client.opened == 1
