"""Settings as text, straight from the schema: `/config show` lists every setting of the server,
`/rules` the ones the table plays by; each line is the setting's label (`setting-<key>`) and its
value, in the schema's order."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.service.settings.schema import SCHEMA, Config, Kind, Scope, Setting
from bot.text.i18n import Arg, Text

__all__ = ["callup_settings_text", "server_settings_text", "table_rules_text", "value_text"]


def value_text(setting: Setting[Any], config: Config) -> Arg:
    """How `setting`'s value in `config` is shown: a choice by its words, a channel or role as
    a mention ("not set" for none), minutes and days with their unit, a switch as yes or no; a
    length a set clock time overrides says that the clock time decides."""
    value = config[setting.key]
    kind = setting.kind
    if kind is Kind.CHOICE:
        return Text(f"choice-{setting.key}-{value}")
    if kind is Kind.SWITCH:
        return Text("forum-yes" if value else "forum-no")
    if kind is Kind.CLOCK:
        return str(value) if value else Text("forum-by-minutes")
    if kind is Kind.ZONE:
        return str(value)
    if kind in (Kind.CHANNEL, Kind.CATEGORY, Kind.ROLE):
        if not value:
            return Text("discord-config-unset")
        return f"<@&{value}>" if kind is Kind.ROLE else f"<#{value}>"
    assert isinstance(value, int)  # a NUMBER: Config checked it
    number = value
    shown: Arg = Text(f"setting-unit-{setting.unit}", {"count": number}) if setting.unit else number
    clock = config[setting.yields_to] if setting.yields_to else None
    if clock:  # the clock time wins over the length: say so beside it
        return Text(f"setting-yields-{setting.key}", {"value": shown, "at": str(clock)})
    return shown


def lines_text(config: Config, settings: Iterable[Setting[Any]]) -> Text:
    """One line per setting (`label: value`), in the order given."""
    lines = [
        Text("settings-line", {"label": Text(s.label), "value": value_text(s, config)})
        for s in settings
    ]
    chained = lines[-1]
    for line in reversed(lines[:-1]):
        chained = Text("settings-lines", {"line": line, "rest": chained})
    return chained


def server_settings_text(config: Config, *, saved: bool = False) -> Text:
    """`/config show` (and a `/config` change's answer, `saved`): every setting, in order."""
    lines = lines_text(config, SCHEMA)
    return Text("settings-saved" if saved else "settings-show", {"lines": lines})


def table_rules_text(config: Config) -> Text:
    """The settings a table plays by (`/rules`): those a game keeps from its opening."""
    kept = [setting for setting in SCHEMA if setting.scope is Scope.GAME]
    return Text("settings-table", {"lines": lines_text(config, kept)})


def callup_settings_text(values: Config) -> Text:
    """The call-up and substitute settings, the answer of `/config callups` and `/config
    substitutes`."""
    role_id = values.players_role_id
    return Text(
        "callups-config-show",
        {
            "players_role": f"<@&{role_id}>" if role_id else Text("discord-config-unset"),
            "auto_substitute": "on" if values.auto_substitute else "off",
        },
    )
