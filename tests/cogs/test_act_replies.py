"""What `/act` answers: the request as recorded, and by day, for a night move sent early, the
night it is kept for (SPEC 1); the service reads the options by the game's rule set."""

from __future__ import annotations

from bot.discord.app import MafiaBot
from tests.cogs.harness import Discord
from tests.cogs.play import CLASSIC, deal, first_choice

KEPT = "It is day now: the request is kept for night {number}."


async def test_a_night_move_sent_by_day_is_kept_for_the_coming_night_and_the_reply_says_so(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dealt = await deal(bot, d, roles=CLASSIC)
    detective = dealt.member_of("detective")
    target = await first_choice(d, detective, "act", "target", verb="check")
    assert target is not None
    [tonight] = await d.slash(detective, "act", dm=True, verb="check", target=target)
    assert (tonight.content or "").startswith("Request accepted: ")
    assert "It is day now" not in (tonight.content or "")
    await d.reply(dealt.host, "host next")  # day 1
    [early] = await d.slash(detective, "act", dm=True, verb="check", target=target)
    assert (early.content or "").startswith("Request accepted: ")
    assert KEPT.format(number=2) in (early.content or "")
