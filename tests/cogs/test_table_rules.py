"""The table's own rules per server, through the slash commands in both
languages: `/config table` sets every setting that was config.toml-only (the reminder, R1, R51's
inactivity, R2's stalemate, the ranking's minimum, R90's warnings), `/config show` and `/rules`
show them, a running game keeps what it opened with, a value out of bounds is refused and changes
nothing, and `/config show` says when a clock time decides instead of a phase's length."""

from __future__ import annotations

import pytest

from bot.discord.app import MafiaBot
from bot.discord.replies import error_text
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.service.settings.schema import Config, settings_of
from bot.text.i18n import Localizer, Text
from tests.cogs.harness import Discord
from tests.cogs.play import deal, make_host

LOCALES = {"ru": "ru", "en": "en-US"}
TABLE = {
    "reminder_minutes": 15,
    "double_kill": False,
    "inactive_days": 3,
    "min_posts": 10,
    "stalemate_cycles": 5,
    "stats_min_games": 12,
    "warnings_to_remove": 2,
}


def test_the_table_group_holds_every_setting_that_was_config_toml_only() -> None:
    assert [setting.key for setting in settings_of("table")] == list(TABLE)
    assert all(setting.group is not None for setting in settings_of("table"))


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_config_table_sets_every_table_rule_shown_by_config_show_and_rules(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    host = make_host(d)
    reply = await d.reply(host, "config table", locale=LOCALES[language], **TABLE)
    assert reply.ephemeral
    assert localizer.format("setting-min_posts", language) in (reply.content or "")
    config = await bot.service.settings.get_config(d.guild.id)
    assert {key: config[key] for key in TABLE} == TABLE
    shown = await d.reply(d.members[3], "config show", locale=LOCALES[language])
    lines = (shown.content or "").splitlines()
    for key in ("min_posts", "stalemate_cycles", "stats_min_games", "warnings_to_remove"):
        label = localizer.format(f"setting-{key}", language)
        assert f"{label}: {TABLE[key]}" in lines, (key, lines)
    no = localizer.format("forum-no", language)
    assert f"{localizer.format('setting-double_kill', language)}: {no}" in lines
    rules = await d.slash(d.members[3], "rules", locale=LOCALES[language])
    text = "\n".join(r.content or "" for r in rules)
    posts = localizer.format("setting-min_posts", language)
    assert f"{posts}: 10" in text
    assert localizer.format("setting-stats_min_games", language) not in text  # the server's


async def test_a_running_game_keeps_the_table_rules_it_opened_with(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(host, "config table", min_posts=10, double_kill=False, warnings_to_remove=2)
    dealt = await deal(bot, d)
    await d.reply(host, "config table", min_posts=1, double_kill=True, warnings_to_remove=5)
    state = await bot.service.queries.engine_state(dealt.game_id)
    assert (state.setup.settings.min_posts, state.setup.settings.double_kill) == (10, False)
    table = await bot.service.queries.table_settings(Caller(host.id, d.guild.id, d.channel.id))
    assert (table.min_posts, table.warnings_to_remove) == (10, 2)
    rules = await d.slash(d.members[0], "rules", locale="ru")
    text = "\n".join(r.content or "" for r in rules)
    assert f"{localizer.format('setting-min_posts', 'ru')}: 10" in text
    server = await bot.service.settings.get_config(d.guild.id)
    assert (server.min_posts, server.warnings_to_remove) == (1, 5)  # for the next game


@pytest.mark.parametrize("language", ["ru", "en"])
@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("reminder_minutes", Config.reminder_minutes.high + 1),
        ("inactive_days", -1),
        ("min_posts", Config.min_posts.high + 1),
        ("stalemate_cycles", Config.stalemate_cycles.high + 1),
        ("stats_min_games", 0),
        ("warnings_to_remove", Config.warnings_to_remove.high + 1),
    ],
)
async def test_a_table_rule_out_of_its_bounds_is_refused_and_changes_nothing(
    bot: MafiaBot,
    discord_env: Discord,
    localizer: Localizer,
    language: str,
    key: str,
    value: int,
) -> None:
    d = discord_env
    host = make_host(d)
    before = await bot.service.settings.get_config(d.guild.id)
    reply = await d.reply(host, "config table", locale=LOCALES[language], **{key: value})
    text = error_text(ServiceError("bad_config", {"key": key}), "")
    assert text is not None and reply.ephemeral
    expected = localizer.render(text, language)
    assert reply.content == expected, reply.content
    assert await bot.service.settings.get_config(d.guild.id) == before


async def test_config_table_by_a_member_who_is_no_host_is_refused(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    reply = await d.reply(d.members[2], "config table", locale="ru", min_posts=10)
    assert reply.ephemeral
    assert (await bot.service.settings.get_config(d.guild.id)).min_posts == Config.min_posts.default


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_config_show_says_a_clock_time_wins_over_the_phase_length(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(host, "config forum", day_ends="20:00")
    shown = await d.reply(d.members[3], "config show", locale=LOCALES[language])
    lines = (shown.content or "").splitlines()
    day = localizer.format("setting-day_minutes", language)
    minutes = Text("setting-unit-minutes", {"count": 60})
    yields = Text("setting-yields-day_minutes", {"value": minutes, "at": "20:00"})
    assert f"{day}: {localizer.render(yields, language)}" in lines, lines
    night = localizer.format("setting-night_minutes", language)
    night_line = next(line for line in lines if line.startswith(f"{night}: "))
    assert "20:00" not in night_line  # nights still last their minutes
