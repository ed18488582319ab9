"""The settings schema is the one source: walking it, every setting has a default within its
own bounds, a line in config.toml, its `/config` option with the same bounds or choices (or none,
when it is set in config.toml only), a line in `/config show` in the schema's order, and its
labels in both languages. A bad value is refused with the setting named: in config.toml at
start, and by `/config` (a localized coded refusal)."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.enums import AppCommandOptionType as Option

from bot.discord.settings import server_settings_text, table_rules_text
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.service.settings.defaults import CONFIG_PATH, ConfigFileError, Defaults, load_defaults
from bot.service.settings.schema import (
    GROUPS,
    SCHEMA,
    Config,
    Kind,
    Scope,
    Setting,
    Who,
    settings_of,
)
from bot.service.settings.server import ServerSettings
from bot.text.i18n import Localizer, Text
from cogs.callups.cog import CallUpsCog
from cogs.config.cog import ConfigCog
from cogs.substitutes.cog import SubstitutesCog
from cogs.tablerules.cog import TableRulesCog
from tests.locales.catalog import catalog

OPTION_TYPES = {
    Kind.NUMBER: Option.integer,
    Kind.SWITCH: Option.boolean,
    Kind.CHOICE: Option.string,
    Kind.ZONE: Option.string,
    Kind.CLOCK: Option.string,
    Kind.CHANNEL: Option.channel,
    Kind.CATEGORY: Option.channel,
    Kind.ROLE: Option.role,
}
CONFIG_COMMANDS: dict[str, app_commands.Command[Any, ..., Any]] = {
    command.name: command
    for command in (
        ConfigCog.setup,
        ConfigCog.forum,
        ConfigCog.table,
        CallUpsCog.configure,
        SubstitutesCog.configure,
        TableRulesCog.configure,
    )
}
NOT_SETTINGS = {("callups", "clear")}  # options of a /config command that set no setting


def config_toml_game() -> dict[str, object]:
    return dict(tomllib.loads(CONFIG_PATH.read_text(encoding="utf-8"))["game"])


def test_the_schema_names_each_setting_once_and_groups_are_config_commands() -> None:
    keys = [setting.key for setting in SCHEMA]
    assert len(keys) == len(set(keys)) == len(Config())
    assert set(GROUPS) == set(CONFIG_COMMANDS)
    assert {setting.group for setting in SCHEMA} <= {*GROUPS, None}
    assert all(setting.who is Who.HOST for setting in SCHEMA)


@pytest.mark.parametrize("setting", SCHEMA, ids=lambda s: s.key)
def test_a_default_passes_its_own_bounds(setting: Setting[Any]) -> None:
    assert setting.check(setting.default) == setting.default
    assert Config()[setting.key] == setting.default
    if setting.kind is Kind.NUMBER:
        assert setting.low <= setting.default <= setting.high
        with pytest.raises(ValueError, match=setting.key):
            setting.check(setting.high + 1)
    if setting.kind is Kind.CHOICE:
        assert setting.default in setting.choices


def test_config_toml_documents_every_setting_with_its_default_in_the_schemas_order() -> None:
    game = config_toml_game()
    assert list(game) == [setting.key for setting in SCHEMA]
    assert game == dict(Config())
    assert dict(load_defaults(environ={}).game) == dict(Config())


@pytest.mark.parametrize("setting", SCHEMA, ids=lambda s: s.key)
def test_config_has_the_settings_option_with_the_schemas_bounds(setting: Setting[Any]) -> None:
    options = {
        (group, parameter.name): parameter
        for group, command in CONFIG_COMMANDS.items()
        for parameter in command.parameters
    }
    if setting.group is None:  # config.toml only: no /config command offers it
        assert all(name != setting.option for _, name in options)
        return
    parameter = options[(setting.group, setting.option)]
    assert parameter.type is OPTION_TYPES[setting.kind]
    assert parameter.required is False
    if setting.kind is Kind.NUMBER:
        assert (parameter.min_value, parameter.max_value) == (setting.low, setting.high)
    if setting.kind is Kind.CHOICE:
        assert [choice.value for choice in parameter.choices] == list(setting.choices)
    if setting.kind is Kind.CATEGORY:
        assert parameter.channel_types == [discord.ChannelType.category]


def test_every_config_option_is_a_setting_of_its_group_in_the_schemas_order() -> None:
    for group, command in CONFIG_COMMANDS.items():
        names = [p.name for p in command.parameters if (group, p.name) not in NOT_SETTINGS]
        assert names == [setting.option for setting in settings_of(group)]


def shown_labels(text: Text) -> list[str]:
    return [
        msg_id
        for msg_id in text.message_ids()
        if msg_id.startswith("setting-") and not msg_id.startswith("setting-unit-")
    ]


def test_config_show_lists_every_setting_in_order_and_rules_the_ones_a_game_keeps() -> None:
    assert shown_labels(server_settings_text(Config())) == [s.label for s in SCHEMA]
    kept = [s.label for s in SCHEMA if s.scope is Scope.GAME]
    assert shown_labels(table_rules_text(Config())) == kept


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_config_show_shows_each_value(lang: str) -> None:
    localizer = Localizer()
    config = Config().with_values(
        night_minutes=45,
        stats_min_games=7,
        day_ends="21:15",
        dead_chat_id=123,
        timezone="Asia/Tokyo",
    )
    lines = localizer.render(server_settings_text(config), lang).splitlines()
    assert len(lines) == 1 + len(SCHEMA)
    for setting, line in zip(SCHEMA, lines[1:], strict=True):
        assert line.startswith(localizer.format(setting.label, lang) + ": ")
    shown = dict(zip((s.key for s in SCHEMA), lines[1:], strict=True))
    assert "45" in shown["night_minutes"] and shown["stats_min_games"].endswith(" 7")
    assert shown["day_ends"].endswith("21:15") and shown["dead_chat_id"].endswith("<#123>")
    assert shown["timezone"].endswith("Asia/Tokyo")


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_setting_has_its_labels_in_both_languages(lang: str) -> None:
    ids = set(catalog(lang))
    for setting in SCHEMA:
        assert setting.label in ids
        assert setting.unit is None or f"setting-unit-{setting.unit}" in ids
        for value in setting.choices:
            assert f"choice-{setting.key}-{value}" in ids


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "config.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_value_out_of_bounds_in_config_toml_names_the_key_and_the_bounds(tmp_path: Path) -> None:
    with pytest.raises(ConfigFileError, match=r"night_minutes = 0 .*from 1 to 10080"):
        load_defaults(write(tmp_path, "[game]\nnight_minutes = 0\n"), environ={})
    with pytest.raises(ConfigFileError, match=r"reveal = 'all' .*one of 'role', 'camp', 'none'"):
        load_defaults(write(tmp_path, '[game]\nreveal = "all"\n'), environ={})
    with pytest.raises(ConfigFileError, match="night_minuts is not a setting"):
        load_defaults(write(tmp_path, "[game]\nnight_minuts = 30\n"), environ={})


@pytest.mark.parametrize(
    ("key", "value", "code"),
    [
        ("night_minutes", Config.night_minutes.high + 1, "bad_config"),
        ("min_phase_minutes", -1, "bad_config"),
        ("vote_visibility", "loud", "bad_config"),
        ("no_such_setting", 1, "bad_config"),
        ("timezone", "Mars/Olympus", "bad_timezone"),
        ("day_ends", "25:00", "bad_clock_time"),
    ],
)
async def test_config_refuses_a_value_out_of_bounds_before_storing_it(
    key: str, value: object, code: str
) -> None:
    settings = ServerSettings(Defaults())  # the refusal comes before any store access
    with pytest.raises(ServiceError) as refused:
        await settings.set_configs(Caller(1, 7, 70, is_admin=True), {key: value})
    assert refused.value.code == code


async def test_a_member_who_is_no_host_may_set_no_setting() -> None:
    settings = ServerSettings(Defaults())
    for setting in SCHEMA:
        with pytest.raises(ServiceError) as refused:
            await settings.set_configs(Caller(1, 7, 70), {setting.key: setting.default})
        assert refused.value.code == "not_host"
