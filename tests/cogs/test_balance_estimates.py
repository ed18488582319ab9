"""Through the slash commands, in both languages: a setup's balance estimate by simulated players
(`/setup save|show` answer and follow up when it is played, `/game start roles:` shows a ready
one in the lobby before the deal, `/stats setup` sets the server's real games beside it), kept
in the store, and a run that fails in its worker reported, never hung."""

from __future__ import annotations

import pytest

import engine
from bot.balance.calibration import CALIBRATION_GAMES
from bot.balance.estimator import Estimator
from bot.discord.app import MafiaBot
from bot.discord.replies import error_text
from bot.discord.text import render
from bot.service.ports.errors import ServiceError
from bot.store.models import BalanceEstimate
from bot.text.i18n import Localizer, Text
from tests.balance import workers
from tests.cogs.harness import PINGS, Discord, Reply, settle
from tests.cogs.play import make_host, open_game
from tests.service.setup_games import SIX as SETUP_SIX
from tests.service.setup_games import finished_game

LOCALES = {"ru": "ru", "en": "en-US"}
SIX = "boss, mafioso, doctor, citizen*3"
SIZES = {"minimum": 6, "maximum": 30}
SIMULATED = {"ru": "симулированные игроки", "en": "simulated players"}


async def _followed_up(bot: MafiaBot, d: Discord, cog: str, first: Reply) -> list[Reply]:
    """The follow-ups of `first`'s interaction once the cog's estimates are played."""
    await getattr(bot.get_cog(cog), "estimates").wait()  # noqa: B009
    await settle()
    return [r for r in d.recorder.for_interaction(first.interaction_id) if r.kind == "followup"]


def _said(localizer: Localizer, lang: str, message: str, **args: object) -> str:
    return render(localizer, Text(message, dict(args)), lang)


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_setup_save_follows_up_with_the_estimate_and_show_answers_it_at_once(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, lang: str
) -> None:
    d, locale = discord_env, LOCALES[lang]
    host = make_host(d)
    saved = await d.reply(host, "setup save", locale=locale, name="Six", roles=SIX)
    pending = _said(localizer, lang, "balance-pending")
    assert saved.ephemeral and pending in (saved.content or "")
    assert "Six" in (saved.content or "")
    followups = await _followed_up(bot, d, "SetupsCog", saved)
    assert len(followups) == 1 and followups[0].ephemeral
    estimate = followups[0].content or ""
    assert SIMULATED[lang] in estimate and "{" not in estimate
    assert await BalanceEstimate.all().count() == 1
    shown = await d.reply(d.members[0], "setup show", locale=locale, name="six")
    assert shown.ephemeral and SIMULATED[lang] in (shown.content or "")
    assert pending not in (shown.content or "")
    assert bot.service.estimates.estimator.runs == 1  # played once, shown twice
    assert PINGS == []


async def test_a_kept_estimate_is_found_again_after_a_restart_without_a_run(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host = make_host(d)
    saved = await d.reply(host, "setup save", name="Six", roles=SIX)
    first = (await _followed_up(bot, d, "SetupsCog", saved))[0].content
    fresh = workers.small_estimator()  # a new process's memory: empty
    bot.service.estimates.estimator = fresh
    shown = await d.reply(host, "setup show", name="Six")
    assert fresh.runs == 0
    assert first is not None and first in (shown.content or "")


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_an_estimate_that_fails_in_its_worker_is_reported(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, lang: str
) -> None:
    d = discord_env
    bot.service.estimates.estimator = Estimator(workers.InThreads(1, workers.raising), timeout=60)
    saved = await d.reply(make_host(d), "setup save", locale=LOCALES[lang], name="Six", roles=SIX)
    followups = await _followed_up(bot, d, "SetupsCog", saved)
    assert [r.content for r in followups] == [_said(localizer, lang, "error-balance_failed")]
    assert followups[0].ephemeral
    assert await BalanceEstimate.all().count() == 0


async def test_game_start_shows_a_ready_estimate_in_the_lobby_before_the_deal(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    saved = await d.reply(make_host(d), "setup save", name="Six", roles=SIX)
    await _followed_up(bot, d, "SetupsCog", saved)
    host = await open_game(d, d.members[:6])
    before = len(d.texts(d.channel))
    await d.reply(host, "game start", roles=SIX)
    posted = d.texts(d.channel)[before:]
    shown = [i for i, text in enumerate(posted) if SIMULATED["ru"] in text]
    assert len(shown) == 1, posted  # the server's language: ru
    title = _said(
        localizer, "ru", "balance-title", ruleset=Text("choice-ruleset-city"), count=6, games=40
    )
    assert posted[shown[0]].startswith(title)
    assert PINGS == []


async def test_game_start_waits_for_no_estimate_that_is_not_ready(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host = await open_game(d, d.members[:6])
    before = len(d.texts(d.channel))
    reply = await d.reply(host, "game start", roles=SIX)
    assert reply.content and "{" not in reply.content
    assert not any(SIMULATED["ru"] in text for text in d.texts(d.channel)[before:])
    assert bot.service.estimates.estimator.runs == 0


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_stats_setup_shows_the_real_games_beside_the_estimate(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, lang: str
) -> None:
    d, locale = discord_env, LOCALES[lang]
    await d.reply(make_host(d), "setup save", name="Six", roles=SIX)
    for number in range(CALIBRATION_GAMES):
        await finished_game(d.guild.id, SETUP_SIX, "mafia" if number < 10 else "civilians", number)
    first = await d.reply(d.members[0], "stats setup", locale=locale, setup="six")
    ruleset = Text("ruleset-city")
    title = _said(localizer, lang, "stats-setup-title", name="Six", ruleset=ruleset, games=30)
    assert first.ephemeral and (first.content or "").startswith(title)
    mafia = localizer.render(Text("camp-mafia", {"ruleset": "city"}), lang)
    assert f"{mafia}: 10" in (first.content or "")
    followups = await _followed_up(bot, d, "StatsCog", first)
    estimate = "\n".join(r.content or "" for r in [first, *followups])  # ready or followed up
    assert SIMULATED[lang] in estimate
    checked = _said(localizer, lang, "stats-setup-check-title", games=30)
    assert checked in estimate and "{" not in estimate
    assert PINGS == []


async def test_stats_setup_takes_a_role_list_and_counts_its_games(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    await finished_game(d.guild.id, SETUP_SIX, "mafia", 1)
    typed = "Мирный житель*3, Врач, Мафиози, Босс"
    first = await d.reply(d.members[0], "stats setup", locale="ru", setup=typed)
    name = Text("stats-setup-typed")
    title = _said(
        localizer, "ru", "stats-setup-title", name=name, ruleset=Text("ruleset-city"), games=1
    )
    assert (first.content or "").startswith(title)
    few = _said(localizer, "ru", "stats-setup-check-few", minimum=CALIBRATION_GAMES, games=1)
    followups = await _followed_up(bot, d, "StatsCog", first)
    assert few in "\n".join(r.content or "" for r in followups)


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize(
    ("typed", "error"),
    [
        ("Nine", ServiceError("setup_not_found", {"name": "Nine"})),
        ("boss, dragon, citizen*4", engine.EngineError("unknown_role", {"role": "dragon"})),
        (
            "boss, citizen",
            engine.EngineError("player_count", {"count": 2, "minimum": 6, "maximum": 30}),
        ),
        ("citizen*6", engine.EngineError("roles_one_camp", {"camp": "civilians"})),
    ],
)
async def test_stats_setup_refuses_bad_input_clearly_and_estimates_nothing(
    bot: MafiaBot, discord_env: Discord, lang: str, typed: str, error: Exception
) -> None:
    d = discord_env
    reply = await d.reply(d.members[0], "stats setup", locale=LOCALES[lang], setup=typed)
    expected = error_text(error)
    assert expected is not None
    assert reply.ephemeral and reply.content == render(bot.localizer, expected, lang)
    assert bot.service.estimates.estimator.runs == 0


async def test_game_start_posts_no_estimate_for_a_list_the_lobby_cannot_deal(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    seven = "boss, mafioso, doctor, citizen*4"
    saved = await d.reply(make_host(d), "setup save", name="Seven", roles=seven)
    await _followed_up(bot, d, "SetupsCog", saved)  # its estimate is ready
    host = await open_game(d, d.members[:6])
    before = len(d.texts(d.channel))
    refused = await d.reply(host, "game start", roles=seven)
    assert refused.ephemeral
    assert not any(SIMULATED["ru"] in text for text in d.texts(d.channel)[before:])
