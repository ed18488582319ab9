"""The global command tree is synced only when it changed since the last sync (its digest is
stored): a restart, or a second process of the same bot, fetches the commands' ids instead."""

from __future__ import annotations

from bot.discord.app import MafiaBot
from bot.discord.mentions import command_mentions
from bot.store.models import CommandSync
from tests.contract.conftest import Server


def command_calls(server: Server, method: str) -> int:
    """How many `method` calls went to the application's global commands."""
    return sum(
        1
        for entry in server.env.http_requests
        if entry.method == method
        and entry.path.endswith("/commands")
        and "/guilds/" not in entry.path
    )


async def test_a_start_with_the_same_tree_fetches_the_commands_instead_of_syncing(
    server: Server,
) -> None:
    bot = server.env.bot
    assert isinstance(bot, MafiaBot)
    assert command_calls(server, "PUT") == 1  # the first start synced
    [row] = await CommandSync.all()
    result = await server.host.slash(server.channel, "game new")
    assert result.acknowledged, result
    fetched = await bot.synced_commands()  # as the next start does
    assert command_calls(server, "PUT") == 1 and command_calls(server, "GET") == 1
    assert {command.name for command in fetched} >= {"game", "host", "config", "act"}
    assert (await CommandSync.get(id=row.id)).digest == row.digest
    mentions = command_mentions(fetched)  # the mentions of the next start, from the ids fetched
    assert mentions["game new"].startswith("</game new:") and mentions["act"].startswith("</act:")


async def test_a_changed_tree_is_synced_again(server: Server) -> None:
    bot = server.env.bot
    assert isinstance(bot, MafiaBot)
    await CommandSync.all().update(digest="an older tree")
    await bot.synced_commands()
    assert command_calls(server, "PUT") == 2
    [row] = await CommandSync.all()
    assert row.digest != "an older tree"
