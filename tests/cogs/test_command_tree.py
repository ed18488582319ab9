"""`python -m bot commands`: the command tree with Russian and English names, offline."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import discord
import pytest

from cogs.config.cog import FORUM_OPTIONS, SETUP_OPTIONS, TABLE_OPTIONS

ROOT = Path(__file__).resolve().parents[2]
# Discord's rule for command and option names (localized ones too)
NAME = re.compile(r"^[-_'\w]{1,32}$")

EXPECTED = {
    "game": {
        "new": [],
        "join": [],
        "leave": [],
        "start": ["roles", "setup", "at"],
        "cancel": [],
        "status": [],
        "export": ["format"],
        "call": [],
        "sub": ["withdraw"],
        "watch": [],
        "unwatch": [],
    },
    "host": {
        "stop": [],
        "extend": ["minutes"],
        "next": [],
        "pause": [],
        "resume": [],
        "replace": ["absent", "substitute"],
        "warn": ["player", "reason"],
        "remove": ["player"],
        "mute": ["player"],
    },
    "config": {
        "setup": list(SETUP_OPTIONS),  # in the order the cog declares them
        "forum": list(FORUM_OPTIONS),  # forum table rules
        "table": list(TABLE_OPTIONS),  # the table's own rules
        "show": [],
        "callups": ["players_role", "clear"],
        "substitutes": ["auto_substitute"],
        "options": ["night_chat", "spectators", "dead_see_teams", "majority_lynch"],
    },
    "act": ["verb", "target", "second", "extra", "for"],
    "vote": ["target"],
    "votes": [],
    "role": [],
    "rules": ["topic"],
    "stats": {
        "server": ["public"],
        "player": ["user", "public"],
        "top": ["public"],
        "setup": ["setup", "ruleset", "public"],
    },
    "setup": {
        "save": ["name", "roles", "ruleset"],
        "list": [],
        "show": ["name"],
        "delete": ["name"],
    },
    "notify": [],
}


@pytest.fixture(scope="module")
def tree() -> list[dict[str, Any]]:
    """The JSON printed by `python -m bot commands` (a separate process, no token, no network)."""
    done = subprocess.run(
        [sys.executable, "-m", "bot", "commands"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": ""},
    )
    assert done.returncode == 0, done.stderr
    return list(json.loads(done.stdout))


def walk(items: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for item in items:
        yield item
        yield from walk(item.get("options") or [])


def shape(command: dict[str, Any]) -> Any:
    options = command.get("options") or []
    if options and all(o["type"] == 1 for o in options):
        return {o["name"]: shape(o) for o in options}
    return [o["name"] for o in options]


def test_commands_lists_the_whole_fixed_tree(tree: list[dict[str, Any]]) -> None:
    assert {c["name"]: shape(c) for c in tree} == EXPECTED


def test_every_command_and_option_has_russian_and_english_names(
    tree: list[dict[str, Any]],
) -> None:
    for item in walk(tree):
        if "choices" in item:
            for choice in item["choices"]:
                assert set(choice["name_localizations"]) >= {"ru", "en-US"}, choice
        names = item["name_localizations"]
        descriptions = item["description_localizations"]
        assert set(names) >= {"ru", "en-US", "en-GB"}, item["name"]
        assert set(descriptions) >= {"ru", "en-US", "en-GB"}, item["name"]
        for name in [item["name"], *names.values()]:
            assert NAME.match(name) and name == name.lower(), name
        for description in [item["description"], *descriptions.values()]:
            assert 1 <= len(description) <= 100, description


def test_russian_names_are_russian(tree: list[dict[str, Any]]) -> None:
    by_name = {c["name"]: c for c in tree}
    assert re.search("[а-я]", by_name["vote"]["name_localizations"]["ru"])
    assert by_name["vote"]["name_localizations"]["en-US"] == "vote"


def test_act_and_role_work_in_a_dm_and_vote_only_in_a_server(tree: list[dict[str, Any]]) -> None:
    contexts = {c["name"]: set(c.get("contexts") or []) for c in tree}
    assert {0, 1} <= contexts["act"] and {0, 1} <= contexts["role"]
    assert contexts["vote"] == {0} and contexts["game"] == {0}


def test_host_is_a_top_level_group_hidden_from_members_without_manage_server(
    tree: list[dict[str, Any]],
) -> None:
    by_name = {c["name"]: c for c in tree}
    manage_guild = discord.Permissions(manage_guild=True).value
    assert by_name["host"]["default_member_permissions"] == manage_guild
    assert by_name["host"]["contexts"] == [0]
    assert by_name["host"]["name_localizations"]["ru"] == "ведущий"
    for everyone in ("game", "act", "vote", "role", "rules"):
        assert by_name[everyone].get("default_member_permissions") is None, everyone


def test_config_is_hidden_from_members_without_manage_server(tree: list[dict[str, Any]]) -> None:
    by_name = {c["name"]: c for c in tree}
    manage_guild = discord.Permissions(manage_guild=True).value
    assert by_name["config"]["default_member_permissions"] == manage_guild
