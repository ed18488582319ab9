"""Team channels are known by the ids the service stored, never by their names: a moderator's
channel named like one is never touched, a renamed team channel is still the team's (after a
restart too), and a deleted one is skipped without stopping the game."""

from __future__ import annotations

import discord
import discord.ext.test.backend as dpy_backend

from bot.discord.app import MafiaBot
from bot.store.models import TeamChannel
from bot.text import narrative
from bot.text.i18n import Localizer
from cogs.dealing.channels import team_channel_name
from tests.cogs.harness import Discord
from tests.cogs.play import (
    CLASSIC,
    can_see,
    can_write,
    deal,
    play_to_the_end,
    status,
    team_channels,
)
from tests.cogs.test_restart import restart

Overwrites = dict[int, tuple[int, int]]


def overwrites_of(channel: discord.abc.GuildChannel) -> Overwrites:
    """A channel's overwrites as plain data: target id -> (allow, deny)."""
    return {
        target.id: tuple(p.value for p in overwrite.pair())  # type: ignore[misc]
        for target, overwrite in channel.overwrites.items()
    }


async def lynch(bot: MafiaBot, d: Discord, host: discord.Member, name: str) -> None:
    """A quiet night, then everyone votes `name` out (`name` votes for somebody else)."""
    seats = {seat.name: seat for seat in (await status(bot, d)).seats}
    by_id = {member.id: member for member in d.members}
    await d.reply(host, "host next")
    for voter in seats.values():
        target = name if voter.name != name else next(n for n in seats if n != name)
        await d.reply(by_id[voter.user_id], "vote", target=target)
    await d.reply(host, "host next")


async def test_a_moderators_channels_named_like_team_channels_are_never_touched(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    language = await bot.service.settings.server_language(d.guild.id)
    mafia_name = team_channel_name(bot.table.render(narrative.team_name("mafia"), language), 1)
    names = sorted({"lounge-1", "mafia-1", mafia_name})
    theirs = [d.make_text_channel(name) for name in names]
    for channel in theirs:  # each lets some of the future players in, as a moderator may
        for member in d.members[:4]:
            dpy_backend.update_text_channel(
                channel, member, discord.PermissionOverwrite(send_messages=True)
            )
    before = {channel.id: overwrites_of(channel) for channel in theirs}
    game = await deal(bot, d, roles=CLASSIC)
    assert game.game_id == 1
    [team] = await team_channels(d, game.game_id)
    assert team.id not in before, "the bot opened a channel of its own"
    await play_to_the_end(bot, d, game.host)
    assert (await status(bot, d, game.game_id)).winner is not None
    assert {channel.id: overwrites_of(channel) for channel in theirs} == before


async def test_a_team_channel_renamed_by_hand_is_still_where_its_dead_are_silenced(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    game = await deal(bot, d, roles=CLASSIC)
    [team] = await team_channels(d, game.game_id)
    team.name = "secret-lair"  # a moderator renamed it (what CHANNEL_UPDATE does to the cache)
    thief = game.name_of("thief")
    await lynch(bot, d, game.host, thief)
    assert can_see(team, game.members[thief]) and not can_write(team, game.members[thief])
    assert can_write(team, game.member_of("boss"))
    await play_to_the_end(bot, d, game.host)
    spectator = game.host
    assert can_see(team, spectator) and not can_write(team, spectator), "archived at the end"


async def test_after_a_restart_the_renamed_team_channel_is_found_by_its_stored_id(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, db_url: str
) -> None:
    d = discord_env
    players, substitute = d.members[:7], d.members[7]
    game = await deal(bot, d, players)
    [team] = await team_channels(d, game.game_id)
    team.name = "renamed-by-a-moderator"
    channels_before = {channel.id for channel in d.guild.text_channels}
    bot = await restart(d, localizer, db_url)
    absent = game.member_of("boss")
    await d.reply(game.host, "host replace", absent=game.name_of("boss"), substitute=substitute)
    assert {channel.id for channel in d.guild.text_channels} == channels_before, "no new channel"
    assert can_write(team, substitute) and not can_see(team, absent)
    [row] = await TeamChannel.filter(game_id=game.game_id)
    assert row.channel_id == team.id


async def test_a_deleted_team_channel_is_skipped_and_the_game_goes_on_to_its_end(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    game = await deal(bot, d, roles=CLASSIC)
    [team] = await team_channels(d, game.game_id)
    dpy_backend.delete_channel(team)
    await lynch(bot, d, game.host, game.name_of("thief"))
    winner = await play_to_the_end(bot, d, game.host)
    assert (await status(bot, d, game.game_id)).winner == winner
    assert not await bot.service.delivery.deliver_pending(), "nothing was left undelivered"
