"""Issue 25's "done when": a whole game through the slash commands in which the host extends and
pauses, a player leaves the server and is replaced by name, one is warned and one is removed, and
every post names the right people."""

from __future__ import annotations

import discord.ext.test.backend as dpy_backend

from bot.discord.app import MafiaBot
from bot.store.models import Seat
from bot.text.i18n import Localizer, Text
from tests.cogs.harness import Discord, settle
from tests.cogs.play import deal, make_host, play_to_the_end, status

SEVEN = "boss, thief, doctor, detective, citizen*3"


async def test_a_whole_game_with_a_departure_a_warning_a_removal_and_public_host_actions(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(host, "config table", warnings_to_remove=3, stalemate_cycles=0)
    players, substitute = d.members[:7], d.members[7]
    game = await deal(bot, d, players, roles=SEVEN)
    await d.reply(host, "host extend", minutes=20)
    await d.reply(host, "host pause")
    await d.reply(host, "host resume")
    deadline = (await status(bot, d)).deadline
    assert deadline is not None
    resumed = Text("host-line-resumed", {"time": str(int(deadline.timestamp()))})
    assert d.texts(d.channel)[-1] == localizer.render(resumed, "ru")

    citizens = [name for name, role in game.roles.items() if role == "citizen"]
    gone_name, warned, removed = citizens[0], citizens[1], citizens[2]
    gone = game.members[gone_name]
    dpy_backend.delete_member(gone)
    d.members = [m for m in d.members if m.id != gone.id]
    await settle()
    left = localizer.render(Text("host-member-left", {"player": gone_name}), "ru")
    assert left in d.texts(d.channel)
    await d.reply(host, "host replace", absent=gone_name, substitute=substitute)
    taken = Text(
        "service-player-replaced", {"player": gone_name, "newcomer": f"<@{substitute.id}>"}
    )
    assert localizer.render(taken, "ru") in d.texts(d.channel)
    assert (await Seat.get(game_id=game.game_id, name=gone_name)).user_id == substitute.id

    await d.reply(host, "host warn", player=warned, reason="обсуждение вне игрового канала")
    assert any("обсуждение вне игрового канала" in dm for dm in d.dms(game.members[warned]))
    await d.reply(host, "host remove", player=removed)
    await d.reply(host, "host next")
    night = "\n".join(d.texts(d.channel)[-2:])
    removal = Text("death-removed", {"players": (removed,), "count": 1})
    assert localizer.render(removal, "ru") in night

    winner = await play_to_the_end(bot, d, host)
    assert winner
    shown = await d.reply(host, "game status", locale="ru")
    assert shown.ephemeral
    seats = {s.name: s for s in (await status(bot, d, game.game_id)).seats}
    assert seats[gone_name].user_id == substitute.id and not seats[removed].alive
