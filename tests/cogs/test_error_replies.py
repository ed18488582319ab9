"""Every refusal is an ephemeral reply in the asker's language, rendered from an error code."""

from __future__ import annotations

import discord
import pytest

from bot.discord.app import MafiaBot
from bot.discord.replies import MissingPermission, error_text
from bot.service.ports.errors import ServiceError
from bot.text.i18n import Localizer
from engine import EngineError
from tests.cogs.harness import Discord, Reply
from tests.cogs.play import Dealt, deal, play_day, play_night, seat_members, status

SIX = 6


def expected(localizer: Localizer, error: Exception, language: str, where: str = "") -> str:
    text = error_text(error, where)
    assert text is not None
    return localizer.render(text, language)


def assert_refused(reply: Reply, localizer: Localizer, error: Exception, language: str) -> None:
    assert reply.ephemeral, reply
    assert reply.content == expected(localizer, error, language), reply.content


@pytest.fixture
async def dealt(bot: MafiaBot, discord_env: Discord) -> Dealt:
    """Six seated players (the last two members are not in the game), night 1."""
    return await deal(bot, discord_env, discord_env.members[:SIX])


@pytest.fixture
def night_game(discord_env: Discord, dealt: Dealt) -> Discord:
    """The fake Discord of `dealt`."""
    return discord_env


async def test_act_by_someone_not_in_the_game_is_refused_in_english(
    night_game: Discord, localizer: Localizer
) -> None:
    d = night_game
    outsider = d.members[SIX]
    reply = await d.reply(outsider, "act", verb="check", target=d.members[0].display_name)
    assert_refused(reply, localizer, ServiceError("not_in_game"), "en")


async def test_a_dm_from_someone_not_in_a_game_is_refused_in_russian(
    night_game: Discord, localizer: Localizer
) -> None:
    d = night_game
    outsider = d.members[SIX]
    reply = await d.reply(outsider, "act", dm=True, locale="ru", verb="check", target="x")
    assert_refused(reply, localizer, ServiceError("dm_not_in_game"), "ru")
    assert reply.content != expected(localizer, ServiceError("dm_not_in_game"), "en")


async def test_a_vote_at_night_is_the_wrong_phase(
    night_game: Discord, localizer: Localizer
) -> None:
    d = night_game
    reply = await d.reply(d.members[1], "vote", target=d.members[2].display_name)
    wrong_phase = EngineError("wrong_phase", {"verb": "vote", "phase": "night"})
    assert_refused(reply, localizer, wrong_phase, "en")


async def test_a_verb_of_another_role_is_not_your_ability(
    dealt: Dealt, night_game: Discord, localizer: Localizer
) -> None:
    d = night_game
    roles, seats = dealt.roles, dealt.members
    name = next(n for n, r in roles.items() if r != "thief")
    target = next(n for n in roles if n != name)
    reply = await d.reply(seats[name], "act", dm=True, verb="rob", target=target)
    assert reply.ephemeral
    error = EngineError("not_your_ability", {"verb": "rob", "role": roles[name]})
    assert reply.content == localizer.render(error_text(error, ruleset="city"), "en")  # type: ignore[arg-type]


async def test_a_target_not_in_the_game_is_refused(
    bot: MafiaBot, night_game: Discord, localizer: Localizer
) -> None:
    d = night_game
    await d.reply(d.host_member, "host next")  # day 1
    reply = await d.reply(d.members[1], "vote", target="Nobody")
    assert_refused(reply, localizer, EngineError("not_a_player", {"player": "Nobody"}), "en")


async def test_a_host_command_from_a_player_is_refused(
    night_game: Discord, localizer: Localizer
) -> None:
    d = night_game
    for command in ("host next", "host pause", "host stop", "game export"):
        reply = await d.reply(d.members[2], command)
        assert_refused(reply, localizer, ServiceError("not_host"), "en")


async def test_config_setup_from_a_player_is_refused(
    discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    reply = await d.reply(d.members[3], "config setup", locale="ru", language="en")
    assert_refused(reply, localizer, ServiceError("not_host"), "ru")


async def test_the_dead_cannot_act_or_vote(
    bot: MafiaBot, night_game: Discord, localizer: Localizer
) -> None:
    d = night_game
    host = d.host_member
    await play_night(bot, d, host)
    await play_day(bot, d, host)
    view = await status(bot, d)
    seats = await seat_members(bot, d)
    dead = next(seat.name for seat in view.seats if not seat.alive)
    await play_night(bot, d, host)
    reply = await d.reply(seats[dead], "vote", target=d.members[0].display_name)
    assert reply.ephemeral
    assert reply.content == expected(localizer, EngineError("dead_actor", {"player": dead}), "en")


async def test_the_bot_missing_a_permission_says_which_and_where(
    discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    d.revoke_bot_role()
    reply = await d.reply(d.members[0], "game new")
    error = MissingPermission("manage_roles", d.channel.mention)
    assert_refused(reply, localizer, error, "en")
    assert "Manage Permissions" in (reply.content or "") and d.channel.mention in (
        reply.content or ""
    )
    assert d.posts(d.channel) == [], "nothing was posted"


async def test_an_unknown_rules_topic_is_explained(
    discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    reply = await d.reply(d.members[0], "rules", topic="dragons")
    assert reply.ephemeral
    assert "dragons" in (reply.content or "")


def test_every_discord_permission_the_bot_checks_has_a_name_in_both_languages(
    localizer: Localizer,
) -> None:
    from bot.discord.permissions import CATEGORY_NEEDS, DEAD_CHAT_NEEDS, GAME_CHANNEL_NEEDS
    from bot.discord.replies import permission_text

    for permission in {*GAME_CHANNEL_NEEDS, *CATEGORY_NEEDS, *DEAD_CHAT_NEEDS}:
        assert getattr(discord.Permissions(), permission) is not None
        for language in ("ru", "en"):
            assert localizer.render(permission_text(permission), language)


async def test_a_day_action_at_night_is_the_wrong_phase(
    discord_env: Discord, bot: MafiaBot, localizer: Localizer
) -> None:
    d = discord_env
    game = await deal(bot, d, d.members[:SIX], roles="boss, doctor, detective, chosen, citizen*2")
    chosen = game.name_of("chosen")
    target = next(n for n in game.roles if n != chosen)
    reply = await d.reply(game.members[chosen], "act", dm=True, verb="secret_vote", target=target)
    error = EngineError("wrong_phase", {"verb": "secret_vote", "phase": "night"})
    assert_refused(reply, localizer, error, "en")
