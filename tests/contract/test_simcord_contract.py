"""The bot against simcord's stricter Discord: sync, invite permissions, pings, the 2,000 limit."""

from __future__ import annotations

import discord

from bot.store.models import Game, Seat, TeamChannel
from cogs.lobby.view import JOIN_ID
from tests.contract.conftest import Server


async def test_synced_tree_lets_game_new_post_a_lobby(server: Server) -> None:
    commands = server.host.available_commands(server.channel)
    assert "game new" in commands and "game start" in commands, commands
    result = await server.host.slash(server.channel, "game new")
    assert result.acknowledged and result.ephemeral, result
    lobby = server.channel.last_message
    assert lobby is not None and lobby.author == server.env.bot.user
    buttons = [child.custom_id for row in lobby.components for child in row.children]
    assert JOIN_ID in buttons, buttons


async def test_game_start_creates_the_mafia_channel_under_the_invite_permissions(
    server: Server,
) -> None:
    players = server.add_players(8)
    await server.host.slash(server.channel, "game new")
    lobby = server.channel.last_message
    assert lobby is not None
    for player in players:
        clicked = await player.click(lobby, custom_id=JOIN_ID)
        assert clicked.acknowledged, clicked
    started = await server.host.slash(server.channel, "game start")
    assert started.acknowledged, started
    server.env.raise_errors()

    [game] = await Game.all()
    rows = await TeamChannel.filter(game_id=game.id)
    assert rows, "no team channel was stored"
    channels = {handle.id: handle for handle in server.guild.channels.values()}
    for row in rows:
        assert row.channel_id in channels, f"team channel {row.channel_id} is not on the server"
    me = server.guild.me
    assert me is not None and not me.guild_permissions.administrator
    # Discord refuses (50013) a channel whose overwrites grant Manage Roles to a bot that is not
    # an administrator; simcord 3.2.1 does not model that rule, so the request is checked here.
    created = [
        entry
        for entry in server.env.http_requests
        if entry.method == "POST" and entry.path == f"/guilds/{server.guild.id}/channels"
    ]
    assert len(created) == len(rows), created
    manage_roles = discord.Permissions(manage_roles=True).value
    for entry in created:
        for overwrite in entry.json["permission_overwrites"]:
            assert not int(overwrite["allow"]) & manage_roles, overwrite
    mafia = server.env.bot.get_channel(rows[0].channel_id)
    assert isinstance(mafia, discord.TextChannel)
    seated = {seat.user_id for seat in await Seat.filter(game_id=game.id)}
    assert seated == {player.id for player in players}
    for player in players:
        member = mafia.guild.get_member(player.id)
        assert member is not None
        assert mafia.permissions_for(member).view_channel == (member in mafia.overwrites), player
    assert not mafia.permissions_for(mafia.guild.get_member(server.host.id)).view_channel
    assert mafia.permissions_for(me).send_messages


async def test_an_everyone_nickname_in_the_lobby_pings_nobody(server: Server) -> None:
    players = [server.add_player(nick) for nick in ("@everyone", "@here", "plain player")]
    await server.host.slash(server.channel, "game new")
    lobby = server.channel.last_message
    assert lobby is not None
    for player in players:
        await player.click(lobby, custom_id=JOIN_ID)
    server.env.raise_errors()

    lobby = server.channel.history()[-1]
    assert server.host.mention in lobby.content  # a mention Discord would ping by default
    assert "everyone" in lobby.content and "here" in lobby.content, lobby.content
    posted = server.bot_messages()
    assert lobby.id in {message.id for message in posted}
    for message in posted:
        # simcord's ping model: whom Discord notifies, from the content, the request's
        # allowed_mentions and the author's permissions in the channel.
        stored = server.env.backend.get_message(message.channel.id, message.id)
        assert stored.ping_user_ids == [], (stored.content, stored.ping_user_ids)
        assert stored.ping_role_ids == [], (stored.content, stored.ping_role_ids)
        assert not stored.mention_everyone and not message.mention_everyone, stored.content
        policy = stored.allowed_mentions  # what the bot asked for, whatever its permissions
        assert not policy.everyone and policy.users == frozenset() and policy.roles == frozenset()
