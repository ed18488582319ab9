"""A server that reached Discord's channel limits, on simcord: the game starts, the host is told,
the team is told by DM, nothing freezes.

Discord refuses a channel past its limits with HTTP 400: code 30013 for a server's 500 channels,
a form error (50035) on `parent_id` for a category's 50. simcord does not count channels, so the
refusal is injected as Discord words it, on the channel-creation route only."""

from __future__ import annotations

import simcord

from bot.store.models import Announcement, Game, Seat, TeamChannel
from tests.contract.conftest import Server
from tests.contract.test_simcord_contract import start_with

FULL_CATEGORY = (
    "Invalid Form Body\nIn parent_id: Maximum number of channels in category reached (50)"
)
"""The text discord.py makes of Discord's form error on a full category's `parent_id`."""
MISSING = ("no channel of its own", "нет своего канала")
"""The DM to a team whose channel is missing, in either language."""


def told_of_a_missing_channel(player: simcord.MemberActor) -> bool:
    """Whether the player got the DM that their team has no channel."""
    return any(
        phrase in message.content
        for message in player.user.dm_channel.history()
        for phrase in MISSING
    )


async def assert_the_game_goes_on(server: Server, players: list[simcord.MemberActor]) -> None:
    """Dealt, no team channel, the refusal neither raised nor parked nor retried, a team (not
    everyone) told by DM, and the host can end night 1."""
    server.env.raise_errors()
    [game] = await Game.all()
    assert game.state == "running" and game.phase_kind == "night", (game.state, game.phase_kind)
    assert await Seat.filter(game_id=game.id).count() == len(players)
    assert await TeamChannel.filter(game_id=game.id).count() == 0
    failed = await Announcement.filter(last_error__isnull=False).values_list("last_error")
    assert failed == [], failed  # reported at once, not retried and parked
    told = [player for player in players if told_of_a_missing_channel(player)]
    assert 0 < len(told) < len(players), [player.name for player in told]
    moved = await server.host.slash(server.channel, "host next")
    assert moved.acknowledged, moved
    server.env.raise_errors()
    game = await Game.get(id=game.id)
    assert game.phase_kind == "day", game.phase_kind


async def test_a_server_at_its_500_channels_starts_the_game_and_tells_the_host(
    server: Server,
) -> None:
    server.env.inject_error(
        "POST",
        f"/guilds/{server.guild.id}/channels",
        status=400,
        code=30013,
        message="Maximum number of guild channels reached (500)",
        times=None,
    )
    players = server.add_players(8)
    started = await start_with(server, players)
    assert started.acknowledged, started
    notices = [m.content for m in server.channel.history() if "500" in m.content]
    assert notices, [m.content for m in server.channel.history()]
    await assert_the_game_goes_on(server, players)


async def test_a_category_at_its_50_channels_starts_the_game_and_tells_the_host(
    server: Server,
) -> None:
    category = server.guild.create_category("games")
    for number in range(50):
        server.guild.create_text_channel(f"old-{number}", category=category)
    await server.env.settle()
    configured = await server.host.slash(server.channel, "config setup", category=category)
    assert configured.acknowledged, configured
    server.env.inject_error(
        "POST",
        f"/guilds/{server.guild.id}/channels",
        status=400,
        code=50035,
        message=FULL_CATEGORY,
        times=None,
    )
    players = server.add_players(8)
    started = await start_with(server, players)
    assert started.acknowledged, started
    notices = [m.content for m in server.channel.history() if "games" in m.content]
    assert notices and "50" in notices[-1], [m.content for m in server.channel.history()]
    await assert_the_game_goes_on(server, players)
