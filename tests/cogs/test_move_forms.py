"""Issue 12: the move forms. Each player with a move gets one DM at nightfall (and by day for day
moves) with the engine's choices; a tap is sent as the move at once, the DM is edited in place,
closed at the deadline; forms survive a restart; `/act` alone shows the form ephemerally."""

from __future__ import annotations

from bot.discord.app import MafiaBot
from tests.cogs.harness import Discord
from tests.cogs.play import CLASSIC, deal
from tests.cogs.taps import chosen, form_of, forms_of, labels, refusals, tap


async def test_the_doctor_heals_with_one_tap_and_the_dm_says_the_move_is_accepted(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dealt = await deal(bot, d, roles=CLASSIC)
    doctor = dealt.member_of("doctor")
    form = form_of(d, doctor)
    assert "Night 1" in form["content"]
    target = dealt.name_of("detective")
    replies = await tap(d, doctor, form, target)
    assert refusals(replies) == []
    form = form_of(d, doctor)
    assert f"Move accepted: heal **{target}**" in form["content"]
    assert chosen(form) == [target]
    citizen = dealt.member_of("citizen")
    assert forms_of(d, citizen) == []
    assert labels(form)
