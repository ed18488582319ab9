"""After the sync, every text that names a command names it by its clickable mention:
the ids come from the sync's answer, and each client shows its own localized name."""

from __future__ import annotations

from typing import Any

from discord import app_commands

from bot.discord.app import command_tree
from bot.discord.mentions import command_mentions
from bot.text.i18n import Localizer, Text


def _synced() -> list[app_commands.AppCommand]:
    """The command tree as Discord answers a sync: each top-level command with its id."""
    payload: list[dict[str, Any]] = command_tree(Localizer())
    return [
        app_commands.AppCommand(
            data={**command, "id": str(9000 + index), "application_id": "42", "version": "1"},
            state=None,
        )
        for index, command in enumerate(payload)
    ]


def test_every_command_and_subcommand_gets_its_mention_with_the_synced_id() -> None:
    synced = _synced()
    ids = {command.name: command.id for command in synced}
    mentions = command_mentions(synced)
    assert mentions["act"] == f"</act:{ids['act']}>"
    assert mentions["game join"] == f"</game join:{ids['game']}>"
    assert mentions["host stop"] == f"</host stop:{ids['host']}>"


def test_texts_name_the_synced_commands_clickable_in_both_languages() -> None:
    localizer = Localizer()
    before = localizer.render(Text("error-not_in_game"), "ru")
    assert "`/игра записаться`" in before
    synced = _synced()
    localizer.commands.update(command_mentions(synced))
    game = next(command.id for command in synced if command.name == "game")
    for lang in ("ru", "en"):
        assert f"</game join:{game}>" in localizer.render(Text("error-not_in_game"), lang)
