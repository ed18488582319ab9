"""/config, the lobby commands, the host's controls and /act's autocomplete and replacement."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import discord
import pytest

from bot.discord.app import MafiaBot
from bot.discord.replies import error_text
from bot.service.ports.calls import Caller
from bot.store.models import Seat
from bot.text.i18n import Localizer
from engine import EngineError
from tests.cogs.harness import Discord
from tests.cogs.play import (
    CLASSIC,
    deal,
    make_host,
    open_game,
    seat_members,
    start_game,
    status,
)

ROOT = Path(__file__).resolve().parents[2]


async def test_config_setup_by_the_host_role_changes_only_the_given_settings(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    admin = make_host(d)
    host_role = d.make_role("mafia-host")
    reply = await d.reply(admin, "config setup", host_role=host_role, day_minutes=90)
    assert reply.ephemeral and host_role.mention in (reply.content or "")
    holder = d.members[1]
    d.give_role(holder, host_role)
    reply = await d.reply(holder, "config setup", language="en", ruleset="hobbit")
    assert reply.ephemeral
    config = await bot.server_config(d.guild.id)
    assert (config["language"], config["ruleset"], config["day_minutes"]) == ("en", "hobbit", 90)
    shown = await d.reply(d.members[5], "config show", locale="ru")
    hobbit = localizer.format("choice-ruleset-hobbit", "ru")
    assert (
        shown.ephemeral and hobbit in (shown.content or "") and "90 минут" in (shown.content or "")
    )


async def test_join_and_leave_commands_keep_the_lobby_message_up_to_date(
    discord_env: Discord,
) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(host, "game new")
    for member in d.members[:3]:
        reply = await d.reply(member, "game join")
        assert reply.ephemeral
    await d.reply(d.members[1], "game leave")
    lobby = d.texts(d.channel)[-1]
    assert d.members[0].display_name in lobby and d.members[2].display_name in lobby
    assert d.members[1].display_name not in lobby


async def test_act_offers_only_the_callers_legal_verbs_and_targets(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    game = await deal(bot, d, roles=CLASSIC)
    by_role = {role: game.members[name] for name, role in game.roles.items()}
    verbs = await d.autocomplete(by_role["thief"], "act", "verb", dm=True)
    assert sorted(c["value"] for c in verbs) == ["kill", "leave", "rob"]  # leave: SPEC 3.3
    assert await d.autocomplete(by_role["citizen"], "act", "verb", dm=True) == []
    thief = by_role["thief"].display_name
    targets = await d.autocomplete(by_role["thief"], "act", "target", dm=True, verb="rob")
    assert targets and thief not in [c["value"] for c in targets], "the Thief cannot rob himself"
    typed = await d.autocomplete(by_role["doctor"], "act", "verb", dm=True, verb="he")
    assert [c["value"] for c in typed] == ["heal"]


async def test_act_offers_the_kill_digits_the_engine_allows(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host = await open_game(d, d.members, ruleset="hobbit")
    await start_game(d, host)
    view = await status(bot, d)
    roles = {seat.name: str(seat.role) for seat in await Seat.filter(game_id=view.game_id)}
    members = await seat_members(bot, d)
    azog = next(name for name, role in roles.items() if role == "azog")
    target = next(name for name in members if name != azog)
    digits = await d.autocomplete(
        members[azog], "act", "second", dm=True, verb="kill", target=target
    )
    assert [c["value"] for c in digits] == ["1", "2"]  # R31, from the engine's options


async def test_a_new_act_replaces_the_earlier_one_and_says_so(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    game = await deal(bot, d, roles=CLASSIC)
    seats, doctor = game.members, game.name_of("doctor")
    first, second = [n for n in seats if n != doctor][:2]
    one = await d.reply(seats[doctor], "act", verb="heal", target=first)
    two = await d.reply(seats[doctor], "act", verb="heal", target=second)
    assert first in (one.content or "") and second in (two.content or "")
    assert "replaces" in (two.content or "") and first in (two.content or "")


async def test_the_host_pauses_resumes_extends_and_replaces_a_player(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    players, substitute = d.members[:7], d.members[7]
    host = await open_game(d, players)
    await start_game(d, host)
    before = await status(bot, d)
    assert before.deadline is not None
    await d.reply(host, "host extend", minutes=30)
    after = await status(bot, d)
    assert after.deadline is not None and (after.deadline - before.deadline).total_seconds() >= 1799
    await d.reply(host, "host pause")
    assert (await status(bot, d)).state == "paused"
    await d.reply(host, "host resume")
    assert (await status(bot, d)).state == "running"
    absent = players[3]
    reply = await d.reply(host, "host replace", absent=absent.display_name, substitute=substitute)
    assert reply.ephemeral
    assert d.dms(substitute), "the substitute gets the role card"
    card = await d.reply(substitute, "role", dm=True)
    assert card.ephemeral and card.content


def test_run_without_a_token_says_how_to_set_one(localizer: Localizer) -> None:
    environ = {**os.environ, "DISCORD_TOKEN": ""}
    done = subprocess.run(
        [sys.executable, "-c", "from bot.discord.app import run; run()"],
        cwd=ROOT,
        env=environ,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "DISCORD_TOKEN" in done.stderr and "python -m bot demo" in done.stderr


@pytest.mark.parametrize("language", ["ru", "en"])
def test_run_without_the_members_intent_says_where_to_switch_it_on(
    language: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import bot.discord.app as app

    def refused(self: object, token: str, **options: object) -> None:
        raise discord.PrivilegedIntentsRequired(shard_id=None)

    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    monkeypatch.setattr(app, "default_language", lambda: language)
    monkeypatch.setattr(app.MafiaBot, "run", refused)
    with pytest.raises(SystemExit) as exited:
        app.run()
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert "Server Members Intent" in err and "Traceback" not in err
    assert ("Privileged Gateway Intents" in err) and (("боту" in err) == (language == "ru"))


async def test_team_channels_are_created_under_the_configured_category(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    category = d.make_category("mafia-games")
    host = make_host(d)
    reply = await d.reply(host, "config setup", category=category, game_channel=d.channel)
    assert category.mention in (reply.content or "") and d.channel.mention in (reply.content or "")
    host = await open_game(d, d.members)
    await start_game(d, host)
    game_id = (await status(bot, d)).game_id
    [team] = [c for c in d.guild.text_channels if c.name.endswith(f"-{game_id}")]
    assert team.category_id == category.id


async def test_config_setup_refuses_a_category_where_the_bot_cannot_create_channels(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    category = d.make_category("locked")
    host = make_host(d)
    d.revoke_bot_role()
    reply = await d.reply(host, "config setup", category=category, locale="ru")
    assert reply.ephemeral and category.mention in (reply.content or "")
    assert localizer.format("discord-perm-manage-channels", "ru") in (reply.content or "")
    assert (await bot.server_config(d.guild.id)).get("category_id") in (None, 0)


async def test_the_host_may_list_roles_by_their_russian_names(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host = await open_game(d, d.members)
    reply = await start_game(d, host, roles="Босс, Вор, Врач, Детектив, Мирный житель*4")
    assert reply.ephemeral
    dealt = sorted(s.role for s in await Seat.filter(game_id=(await status(bot, d)).game_id))
    assert dealt == sorted(["boss", "thief", "doctor", "detective", *["citizen"] * 4])


async def test_an_unknown_role_in_the_hosts_list_is_refused(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    host = await open_game(d, d.members)
    reply = await start_game(d, host, roles="boss, dragon, doctor, detective, citizen*4")
    assert reply.ephemeral
    text = error_text(EngineError("unknown_role", {"role": "dragon"}))
    assert text is not None and reply.content == localizer.render(text, "en")
    assert (
        await bot.service.lobby.lobby(Caller(host.id, d.guild.id, d.channel.id))
    ).state == "lobby"
