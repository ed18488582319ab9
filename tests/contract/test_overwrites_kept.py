"""A moderator's overwrites through a game's end on simcord (the bot holds the invite
permissions only): only what the bot set is lifted, one target at a time (no whole-map PATCH),
and the archive denies threads."""

from __future__ import annotations

import discord
from simcord.backend.models.channel import Overwrite
from simcord.enums import OverwriteType

from bot.store.models import Game, TeamChannel
from tests.contract.conftest import Server
from tests.contract.test_simcord_contract import start_with

SEND = discord.Permissions(send_messages=True).value
THREADS = discord.Permissions(
    send_messages_in_threads=True, create_public_threads=True, create_private_threads=True
).value


async def test_a_moderators_mutes_survive_a_stopped_game_and_its_archive_denies_threads(
    server: Server,
) -> None:
    backend = server.env.backend
    players = server.add_players(8)
    bystander = server.add_player("bystander")
    for muted in (players[0], bystander):  # a moderator mutes them in the game channel
        backend.set_overwrite(
            server.channel.id, Overwrite(muted.id, OverwriteType.MEMBER, deny=SEND)
        )
    await server.env.settle()
    started = await start_with(server, players)
    assert started.acknowledged, started
    stopped = await server.host.slash(server.channel, "host stop")
    assert stopped.acknowledged, stopped
    server.env.raise_errors()

    [game] = await Game.all()
    assert game.state == "stopped"
    kept = {o.target_id: o for o in backend.get_channel(server.channel.id).overwrites}
    for muted in (players[0], bystander):
        assert (kept[muted.id].allow, kept[muted.id].deny) == (0, SEND), kept[muted.id]
    [row] = await TeamChannel.filter(game_id=game.id)
    archive = {o.target_id: o for o in backend.get_channel(row.channel_id).overwrites}
    everyone = archive[server.guild.id]
    assert everyone.deny & SEND and everyone.deny & THREADS == THREADS, everyone
    assert not {player.id for player in players} & set(archive)  # the members' went
    patched = [
        entry
        for entry in server.env.http_requests
        if entry.method == "PATCH" and "permission_overwrites" in (entry.json or {})
    ]
    assert patched == [], patched  # never a whole map written from the cache
