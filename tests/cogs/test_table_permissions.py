"""The Discord Table's channel permissions: team channels, silencing the dead, the dead chat."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import discord
import pytest

from bot.discord.app import MafiaBot
from bot.discord.permissions import INVITE_PERMISSIONS
from bot.discord.replies import MissingPermission
from bot.service.ports.calls import Caller
from bot.service.ports.table import Reader, TableGame
from bot.text.i18n import Localizer, Text
from cogs.deadchat.silence import DEAD_MEMBER
from tests.cogs.harness import OVERWRITE_CALLS, Discord, closed_dms, gate_dms, settle
from tests.cogs.play import can_see, can_write


async def test_team_channel_is_seen_only_by_the_team_and_the_bot(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    category = d.make_category("mafia-games")
    team, others = d.members[:3], d.members[3:]
    channel_id = await bot.table.teams.open_team_channel(
        d.guild.id, category.id, "mafia", [m.id for m in team]
    )
    await settle()
    channel = d.guild.get_channel(channel_id)
    assert isinstance(channel, discord.TextChannel)
    assert channel.category_id == category.id
    assert all(can_write(channel, m) for m in team)
    assert not any(can_see(channel, m) for m in others)
    assert can_write(channel, d.guild.me)


async def test_a_team_member_found_later_is_let_in(bot: MafiaBot, discord_env: Discord) -> None:
    d = discord_env
    first, second, outsider = d.members[:3]
    channel_id = await bot.table.teams.open_team_channel(d.guild.id, None, "robbers", [first.id])
    channel = d.guild.get_channel(channel_id)
    assert channel is not None
    assert not can_see(channel, second)
    await bot.table.teams.add_to_team_channel(channel_id, [second.id])
    assert can_write(channel, second)
    assert not can_see(channel, outsider)


async def test_the_dead_are_silenced_in_game_and_team_channels_but_still_read(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dead, living = d.members[0], d.members[1]
    team_id = await bot.table.teams.open_team_channel(
        d.guild.id, None, "mafia", [dead.id, living.id]
    )
    team = d.guild.get_channel(team_id)
    assert team is not None
    await bot.table.dead.silence([d.channel.id, team_id], dead.id)
    for channel in (d.channel, team):
        assert can_see(channel, dead) and not can_write(channel, dead)
        assert can_write(channel, living)
        granted = channel.permissions_for(dead)
        assert not granted.send_messages_in_threads, "nor in the channel's threads"
        assert not (granted.create_public_threads or granted.create_private_threads)


async def test_the_dead_chat_admits_the_dead_and_hides_from_the_living(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dead_chat = d.make_text_channel("dead-chat")
    dead, living, spectator = d.members[:3]
    await bot.table.dead.make_private(dead_chat)
    assert not any(can_see(dead_chat, m) for m in (dead, living, spectator))
    await bot.table.dead.admit_to_dead_chat(dead_chat.id, dead.id)
    assert can_write(dead_chat, dead) and can_write(dead_chat, d.guild.me)
    assert not can_see(dead_chat, living)
    assert not can_see(dead_chat, spectator)  # private: only the dead of a game, and the bot


async def test_a_game_start_restores_the_dead_chats_deny_and_drops_a_living_admission_at_once(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dead_chat = d.make_text_channel("dead-chat")
    living, other = d.members[:2]
    admin = Caller(other.id, d.guild.id, d.channel.id, is_admin=True)
    await bot.service.settings.set_config(admin, "dead_chat_id", dead_chat.id)
    await bot.table.dead.admit_to_dead_chat(dead_chat.id, living.id)  # dead in another game
    OVERWRITE_CALLS.clear()
    await bot.table.dead.keep_living_out(d.guild.id, [living.id, other.id])
    # one edit per target (never a whole map from the cache): the bot's, @everyone's, the admission
    assert [channel for _, channel in OVERWRITE_CALLS] == [dead_chat.id] * 3, OVERWRITE_CALLS
    assert ("edit_channel", dead_chat.id) not in OVERWRITE_CALLS
    assert not can_see(dead_chat, living) and not can_see(dead_chat, other)
    assert can_write(dead_chat, d.guild.me)
    await bot.table.dead.keep_living_out(d.guild.id, [living.id, other.id])
    assert len(OVERWRITE_CALLS) == 3, "nothing more when all is as it should be"


async def test_a_missing_permission_is_refused_before_anything_changes(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    d.revoke_bot_role()
    channels_before = len(d.guild.channels)
    with pytest.raises(MissingPermission) as refused:
        await bot.table.teams.open_team_channel(d.guild.id, None, "mafia", [d.members[0].id])
    assert refused.value.permission == "manage_channels"
    assert len(d.guild.channels) == channels_before


async def test_long_posts_are_split_at_discord_limit(bot: MafiaBot, discord_env: Discord) -> None:
    d = discord_env
    texts = [Text("discord-config-unset")] * 800  # 7,198 characters in one post
    await bot.table.post(d.channel.id, texts, "en")
    posted = d.texts(d.channel)
    assert len(posted) == 4
    assert all(len(text) <= 2000 for text in posted)
    assert sum(text.count("not set") for text in posted) == 800


async def test_without_manage_roles_marking_the_dead_warns_in_the_game_channel_and_goes_on(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    d.revoke_bot_role()
    game = TableGame(game_id=1, guild_id=d.guild.id, channel_id=d.channel.id, language="en")
    await bot.table.mark_dead(game, Reader("Anna", d.members[0].id))
    [warning] = d.texts(d.channel)
    assert localizer.format("discord-perm-manage-roles", "en") in warning
    assert d.channel.mention in warning
    assert d.channel.permissions_for(d.members[0]).send_messages, "nothing was changed"


async def test_opening_a_team_again_lets_newcomers_in_and_a_replaced_player_out(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    game = TableGame(game_id=7, guild_id=d.guild.id, channel_id=d.channel.id, language="en")
    absent, partner, substitute = d.members[:3]
    first = [Reader("A", absent.id), Reader("B", partner.id)]
    channel_id = await bot.table.open_team(game, "mafia", first, [])
    assert channel_id is not None
    known = replace(game, teams={"mafia": channel_id})
    again = [Reader("A", substitute.id), Reader("B", partner.id)]
    assert await bot.table.open_team(known, "mafia", again, []) == channel_id
    [channel] = bot.table.teams.team_channels(known)
    assert can_write(channel, substitute) and can_write(channel, partner)
    assert not can_see(channel, absent)


async def test_a_dm_to_a_player_with_closed_dms_reports_them_unreached_and_posts_nothing(
    bot: MafiaBot, discord_env: Discord, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = discord_env

    async def refuse(user_id: int, payload: dict) -> Exception:
        return closed_dms()

    gate_dms(monkeypatch, refuse)
    game = TableGame(game_id=3, guild_id=d.guild.id, channel_id=d.channel.id, language="ru")
    player = Reader("Vera", d.members[2].id, "en-US")
    assert await bot.table.tell(game, player, [Text("discord-lobby-nobody")]) is False
    assert d.texts(d.channel) == [], "the service decides whether to ask (once per game)"


async def test_asking_for_dms_pings_that_player_only_in_the_game_channel(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = discord_env
    sent: list[dict[str, object]] = []
    original = discord.TextChannel.send

    async def spy(self: discord.TextChannel, *args: object, **kwargs: object) -> object:
        sent.append(kwargs)
        return await original(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(discord.TextChannel, "send", spy)
    game = TableGame(game_id=3, guild_id=d.guild.id, channel_id=d.channel.id, language="ru")
    player = d.members[2]
    await bot.table.ask_for_dms(game, Reader("Vera", player.id, "en-US"))
    [notice] = d.texts(d.channel)
    assert notice == localizer.format("discord-dm-closed", "ru", {"player": player.mention})
    [kwargs] = sent
    mentions = kwargs["allowed_mentions"]
    assert isinstance(mentions, discord.AllowedMentions)
    sent_as = discord.AllowedMentions.none().merge(mentions).to_dict()  # the bot's coming default
    assert sent_as["parse"] == [] and sent_as["users"] == [player.id]


async def test_the_bot_holds_the_readme_invite_permissions_and_is_no_administrator(
    bot: MafiaBot, discord_env: Discord
) -> None:
    me = discord_env.guild.me
    [role] = [r for r in me.roles if r != discord_env.guild.default_role]
    assert role.permissions == INVITE_PERMISSIONS and not me.guild_permissions.administrator
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    assert f"permissions integer `{INVITE_PERMISSIONS.value}`" in readme


async def test_discord_refuses_manage_roles_in_an_overwrite_at_channel_creation(
    discord_env: Discord,
) -> None:
    d = discord_env  # the fake, as Discord's Create Guild Channel checks it
    overwrites = {d.guild.me: discord.PermissionOverwrite(view_channel=True, manage_roles=True)}
    with pytest.raises(discord.Forbidden) as refused:
        await d.guild.create_text_channel("mafia-1", overwrites=overwrites)  # type: ignore[arg-type]
    assert refused.value.code == 50013


async def test_team_channels_open_under_the_invite_permissions_without_manage_roles_in_them(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    team = d.members[:2]
    game = TableGame(7, d.guild.id, d.channel.id, "en")
    readers = [Reader(f"P{i}", m.id) for i, m in enumerate(team)]
    channel_id = await bot.table.open_team(game, "mafia", readers, [Text("discord-lobby-nobody")])
    await settle()
    assert channel_id is not None
    [channel] = bot.table.teams.team_channels(replace(game, teams={"mafia": channel_id}))
    assert all(can_write(channel, m) for m in team) and can_write(channel, d.guild.me)
    assert not any(overwrite.manage_roles for overwrite in channel.overwrites.values())
    assert not [p for p in d.posts(d.channel) if "permission" in p.content.lower()]


async def test_discord_refuses_a_deny_the_bot_does_not_hold_and_the_invite_holds_the_deads(
    discord_env: Discord,
) -> None:
    d = discord_env
    with pytest.raises(discord.Forbidden) as refused:  # the fake, as Discord checks an overwrite
        await d.channel.set_permissions(d.members[0], manage_webhooks=False)
    assert refused.value.code == 50013
    dead = DEAD_MEMBER.pair()[1]
    assert dead.is_subset(INVITE_PERMISSIONS), "every permission the dead lose, the bot holds"
