"""A player who leaves the server never freezes a game: the Table skips what it cannot do for
them, the game channel is told once, every delivery goes on, and the end restores the others'
permissions (blocker 2)."""

from __future__ import annotations

import discord.ext.test.backend as dpy_backend
import pytest

from bot.discord.app import MafiaBot
from bot.store.models import Announcement
from bot.text.i18n import Localizer, Text
from tests.cogs.harness import Discord, settle
from tests.cogs.play import can_write, deal, play_to_the_end, team_channels


@pytest.mark.parametrize("ruleset", ["city", "hobbit"])
async def test_a_player_who_left_the_server_freezes_nothing_and_the_game_ends(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, ruleset: str
) -> None:
    d = discord_env
    if ruleset == "hobbit":
        await d.reply(d.host_member, "config setup", ruleset="hobbit")
    game = await deal(bot, d)
    gone_name = next(iter(game.members))
    gone = game.members.pop(gone_name)
    dpy_backend.delete_member(gone)
    d.members = [m for m in d.members if m.id != gone.id]
    reply = await d.reply(game.host, "host next")
    unexpected = localizer.render(Text("discord-error-unexpected"), "en")
    assert unexpected not in (reply.content or "")
    winner = await play_to_the_end(bot, d, game.host)
    await settle()
    assert winner
    left = await Announcement.filter(game_id=game.game_id, delivered=False).values(
        "seq", "action", "attempts", "last_error"
    )
    assert left == []
    assert await bot.service.delivery.parked(game.game_id) == []
    notice = localizer.render(Text("discord-member-gone", {"player": gone_name}), "ru")
    assert d.texts(d.channel).count(notice) <= 1
    for member in game.members.values():  # the end restored everyone else's permissions
        assert can_write(d.channel, member)
    for channel in await team_channels(d, game.game_id):
        assert not any(can_write(channel, m) for m in game.members.values())
