"""`/stats player` shows the «разбор» summed over the player's finished games: their
day votes on the other camp and their own camp spared, through a real interaction, in Russian
and English."""

from __future__ import annotations

import pytest

from bot.discord.app import MafiaBot
from bot.store.models import PlayerGame
from bot.text.i18n import Localizer, Text
from tests.cogs.harness import Discord
from tests.cogs.play import CLASSIC
from tests.cogs.test_stats import LOCALES, finished_game


def _percent(part: int, whole: int) -> int:
    return round(100 * part / whole) if whole else 0


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_stats_player_shows_the_players_reads_over_their_games(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    game_id = await finished_game(bot, d, roles=CLASSIC)
    member = d.members[2]
    seat = await PlayerGame.get(game_id=game_id, user_id=member.id)
    reply = await d.reply(member, "stats player", locale=LOCALES[language])
    reads = Text(
        "analysis-stats-reads",
        {
            "votes": seat.votes,
            "hits": seat.on_other_camp,
            "accuracy": _percent(seat.on_other_camp, seat.votes),
            "allies": seat.allies,
            "spared": seat.allies_spared,
            "trust": _percent(seat.allies_spared, seat.allies),
        },
    )
    assert reply.ephemeral and localizer.render(reads, language) in (reply.content or "")
