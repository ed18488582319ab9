"""A player whose DMs are closed: asked once per game in the game channel, and everything they
were told privately is there in `/role`, for them only; players whose DMs work get their DMs."""

from __future__ import annotations

import discord
import pytest

from bot.discord.app import MafiaBot
from bot.service.ports.calls import Caller
from bot.store.models import PrivateItem, Seat
from bot.text.i18n import Localizer, Text
from tests.cogs.harness import Discord, closed_dms, gate_dms
from tests.cogs.play import CLASSIC, deal, play_day, play_night
from tests.cogs.taps import is_form

LOCALE = "en-US"


def close_dms(monkeypatch: pytest.MonkeyPatch, role: str) -> list[object]:
    """The player dealt `role` accepts no DM from the bot (Discord's 50007); the others do.
    Returns the list of the refused DMs' contents, filled as the bot tries."""
    refused: list[object] = []

    async def gate(user_id: int, payload: dict) -> Exception | None:
        if not await Seat.exists(user_id=user_id, role=role):
            return None
        if not payload.get("components"):  # a move form is no told text
            refused.append(payload.get("content"))
        return closed_dms()

    gate_dms(monkeypatch, gate)
    return refused


async def rows_of(game_id: int, member: discord.Member) -> list[PrivateItem]:
    """The `PrivateItem` rows of `member`'s seat, in order."""
    seat = await Seat.get(game_id=game_id, user_id=member.id)
    return await PrivateItem.filter(seat_id=seat.id).order_by("id")


async def told(localizer: Localizer, game_id: int, member: discord.Member) -> list[str]:
    """What the service kept as told to `member`'s seat, rendered in English."""
    rows = await rows_of(game_id, member)
    return [localizer.render(Text.from_json(item), "en") for row in rows for item in row.texts]


async def role_reply(d: Discord, member: discord.Member) -> str:
    """`/role` in the game channel: every (ephemeral) reply, joined."""
    replies = await d.slash(member, "role", locale=LOCALE)
    assert replies and all(reply.ephemeral for reply in replies)
    assert all(len(reply.content or "") <= 2000 for reply in replies)
    return "\n\n".join(reply.content or "" for reply in replies)


async def three_phases(bot: MafiaBot, d: Discord, host: discord.Member) -> None:
    """Night 1, day 1 and night 2, each played and resolved."""
    await play_night(bot, d, host)
    await play_day(bot, d, host)
    await play_night(bot, d, host)


async def test_a_player_with_closed_dms_is_asked_once_and_reads_everything_with_role(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = discord_env
    attempts = close_dms(monkeypatch, "detective")
    game = await deal(bot, d, roles=CLASSIC)
    detective = game.member_of("detective")
    await three_phases(bot, d, game.host)
    notice = localizer.format("discord-dm-closed", "ru", {"player": detective.mention})
    assert d.texts(d.channel).count(notice) == 1, "one notice per player per game"
    assert d.dms(detective) == []
    kept = await told(localizer, game.game_id, detective)
    assert kept, "the detective was told the night's result"
    assert len(attempts) == 1 + len(await rows_of(game.game_id, detective)), "card + each item"
    shown = await role_reply(d, detective)
    card = await bot.service.queries.my_card(Caller(detective.id, d.guild.id, d.channel.id))
    assert localizer.render(card[0], "en") in shown
    positions = [shown.index(text) for text in kept]
    assert positions == sorted(positions), "in the order they were told"


async def test_another_players_role_does_not_show_what_the_closed_player_was_told(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = discord_env
    close_dms(monkeypatch, "detective")
    game = await deal(bot, d, roles=CLASSIC)
    await three_phases(bot, d, game.host)
    kept = await told(localizer, game.game_id, game.member_of("detective"))
    assert kept
    for name, member in game.members.items():
        if game.roles[name] != "detective":
            shown = await role_reply(d, member)
            assert not [text for text in kept if text in shown], name


async def test_players_whose_dms_work_get_every_dm_and_no_notice(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = discord_env
    close_dms(monkeypatch, "detective")
    game = await deal(bot, d, roles=CLASSIC)
    await three_phases(bot, d, game.host)
    for name, member in game.members.items():
        if game.roles[name] == "detective":
            continue
        dms = [m["content"] for m in d.dm_messages(member) if not is_form(m)]  # forms aside
        kept = await told(localizer, game.game_id, member)
        assert len(dms) == 1 + len(await rows_of(game.game_id, member)), name  # card + items
        assert all(any(text in dm for dm in dms[1:]) for text in kept), name
        notice = localizer.format("discord-dm-closed", "ru", {"player": member.mention})
        assert notice not in d.texts(d.channel), name
