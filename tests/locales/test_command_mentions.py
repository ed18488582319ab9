"""Commands are named as the reader sees them: a clickable mention once the
command tree is synced, the command's name in the reader's language before (and offline); no
locale text names a command by its raw English name."""

from __future__ import annotations

import re

import pytest

from bot.discord.app import command_tree
from bot.text.i18n import Localizer, Text
from bot.text.mentions import command_variable
from tests.locales.catalog import catalog, ftl_files

COMMAND_NAMES = sorted({command["name"] for command in command_tree(Localizer())})


def _raw_names(value: str) -> list[str]:
    return [name for name in COMMAND_NAMES if re.search(rf"(?<![\w<])/{name}\b", value)]


def _source(lang: str) -> dict[str, str]:
    """Every non-comment line of the language's .ftl files, by file and line number."""
    return {
        f"{path.name}:{number}": line
        for path in ftl_files(lang)
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if not line.lstrip().startswith("#")
    }


def test_the_command_tree_has_the_commands_the_texts_name() -> None:
    assert {"act", "vote", "role", "rules", "game", "host", "config"} <= set(COMMAND_NAMES)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_no_text_names_a_command_by_its_raw_name(lang: str) -> None:
    raw = {key: _raw_names(value) for key, value in _source(lang).items()}
    assert {key: names for key, names in raw.items() if names} == {}


def test_every_named_command_exists() -> None:
    known = set(Localizer()._commands("ru"))
    named = {variable for entry in catalog("ru").values() for variable in entry.commands}
    assert named and named <= known


def test_before_a_sync_a_command_is_named_in_the_readers_language() -> None:
    localizer = Localizer()
    ru = localizer.render(Text("error-not_day"), "ru")
    en = localizer.render(Text("error-not_day"), "en")
    assert "`/ход`" in ru and "/act" not in ru
    assert "`/act`" in en
    joined = localizer.render(Text("error-not_in_game"), "ru")
    assert "`/игра записаться`" in joined


def test_after_a_sync_every_reader_gets_the_clickable_mention() -> None:
    localizer = Localizer()
    localizer.render(Text("error-not_day"), "ru")  # the fallback is cached before the sync
    localizer.commands.update({"act": "</act:111>", "game join": "</game join:222>"})
    assert "</act:111>" in localizer.render(Text("error-not_day"), "ru")
    assert "</act:111>" in localizer.render(Text("error-not_day"), "en")
    assert "</game join:222>" in localizer.render(Text("error-not_in_game"), "ru")
    assert command_variable("game join") == "cmd_game_join"
