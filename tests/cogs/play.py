"""Playing through Discord in tests: a host opens and starts a game, players act and vote.

Every move goes through the real slash commands, autocomplete and buttons (tests.cogs.harness);
players pick what the autocomplete offers them, so only legal moves the engine lists are used.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import discord
from discord.utils import escape_markdown

from bot.discord.app import MafiaBot
from bot.service.ports.calls import Caller
from bot.store.models import Seat, TeamChannel
from bot.text.views import StatusView
from cogs.lobby.view import JOIN_ID
from tests.cogs.harness import Discord, Reply

HOST_PERMISSIONS = discord.Permissions(manage_guild=True).value
CLASSIC = "boss, thief, doctor, detective, citizen*4"  # eight players, every role known


def can_see(channel: discord.abc.GuildChannel, member: discord.Member) -> bool:
    """Whether `member` sees `channel`."""
    return channel.permissions_for(member).view_channel


def can_write(channel: discord.abc.GuildChannel, member: discord.Member) -> bool:
    """Whether `member` sees `channel` and may post in it."""
    perms = channel.permissions_for(member)
    return perms.view_channel and perms.send_messages


def long_name(number: int) -> str:
    """A 32-character name (the longest nickname Discord allows), unique by `number`."""
    return f"Player {number:02d} with a very long nick"[:32].ljust(32, ".")


def make_host(d: Discord) -> discord.Member:
    """The host member (no player), given a role with Manage Server (a server host)."""
    host = d.host_member
    d.give_role(host, d.make_role("game-host", HOST_PERMISSIONS))
    return host


async def status(bot: MafiaBot, d: Discord, game_id: int | None = None) -> StatusView:
    """The game in the game channel (or game `game_id`, ended too), as the service sees it: the
    test's own bookkeeping. The first member must hold a seat for `game_id`."""
    caller = Caller(d.members[0].id, d.guild.id, d.channel.id)
    return await bot.service.queries.status(caller, game_id=game_id)


async def open_game(
    d: Discord, players: Sequence[discord.Member], *, ruleset: str | None = None
) -> discord.Member:
    """The host sets the rule set, opens a lobby; the players join with the Join button."""
    host = make_host(d)
    if ruleset is not None:
        reply = await d.reply(host, "config setup", ruleset=ruleset)
        assert reply.ephemeral
    reply = await d.reply(host, "game new")
    assert reply.ephemeral
    lobby = d.posts(d.channel)[-1]
    for player in players:
        [update] = await d.click(player, lobby, JOIN_ID)
        assert update.kind == "update", update
    return host


async def open_with_options(
    d: Discord, players: Sequence[discord.Member], **options: object
) -> discord.Member:
    """The host sets the table `options` (`/config options`: issue 26) before opening a lobby, which
    keeps them; `players` join with the Join button; the host."""
    host = make_host(d)
    reply = await d.reply(host, "config options", **options)
    assert reply.ephemeral
    await d.reply(host, "game new")
    lobby = d.posts(d.channel)[-1]
    for player in players:
        [update] = await d.click(player, lobby, JOIN_ID)
        assert update.kind == "update", update
    return host


async def start_with_dead_chat(
    d: Discord, players: Sequence[discord.Member]
) -> tuple[discord.Member, discord.TextChannel]:
    """A server with a dead chat set by `/config setup`; `players` join, the host deals; the host
    and the dead chat."""
    dead_chat = d.make_text_channel("dead-chat")
    host = await open_game(d, players)
    await d.reply(host, "config setup", dead_chat=dead_chat)
    await start_game(d, host)
    return host, dead_chat


async def start_game(d: Discord, host: discord.Member, roles: str | None = None) -> Reply:
    """/game start by the host; its (ephemeral) reply."""
    return await d.reply(host, "game start", roles=roles)


@dataclass(frozen=True)
class Dealt:
    """A dealt game as a test sees it: its host, each seat's member and role (seat order)."""

    game_id: int
    host: discord.Member
    members: dict[str, discord.Member]  # engine name -> member
    roles: dict[str, str]  # engine name -> role id

    def name_of(self, role: str) -> str:
        """The (first) player dealt `role`."""
        return next(name for name, dealt in self.roles.items() if dealt == role)

    def member_of(self, role: str) -> discord.Member:
        """The member of the (first) player dealt `role`."""
        return self.members[self.name_of(role)]


async def deal(
    bot: MafiaBot,
    d: Discord,
    players: Sequence[discord.Member] | None = None,
    roles: str | None = None,
    ruleset: str | None = None,
) -> Dealt:
    """The host opens a game (of `ruleset`, default the server's), `players` (default: every
    member) join, the host deals `roles` (default: the preset); night 1 has begun."""
    host = await open_game(d, d.members if players is None else players, ruleset=ruleset)
    await start_game(d, host, roles=roles)
    game_id = (await status(bot, d)).game_id
    by_id = {member.id: member for member in d.members}
    seats = sorted(await Seat.filter(game_id=game_id), key=lambda seat: seat.position)
    return Dealt(
        game_id,
        host,
        {seat.name: by_id[seat.user_id] for seat in seats},
        {seat.name: str(seat.role) for seat in seats},
    )


async def team_channels(d: Discord, game_id: int) -> list[discord.TextChannel]:
    """The team channels of a game: the channels whose ids the service stored (`TeamChannel`)."""
    rows = await TeamChannel.filter(game_id=game_id).order_by("id")
    found = [d.guild.get_channel(row.channel_id) for row in rows]
    return [c for c in found if isinstance(c, discord.TextChannel)]


async def seat_members(bot: MafiaBot, d: Discord) -> dict[str, discord.Member]:
    """Engine name -> member, for every seat whose player is still on the server."""
    view = await status(bot, d)
    by_id = {m.id: m for m in d.members}
    return {seat.name: by_id[seat.user_id] for seat in view.seats if seat.user_id in by_id}


async def first_choice(
    d: Discord, member: discord.Member, command: str, focused: str, **given: str
) -> str | None:
    """The first value the autocomplete of `focused` offers (not the member's own name, nor a
    value already given)."""
    choices = await d.autocomplete(member, command, focused, dm=True, **given)
    taken = {member.display_name, *given.values()}
    values = [c["value"] for c in choices if c["value"] not in taken]
    return values[0] if values else (choices[0]["value"] if choices else None)


async def act_first_legal(d: Discord, member: discord.Member) -> Reply | None:
    """Send the first verb the autocomplete offers, filling each argument with its first offer."""
    verb = await first_choice(d, member, "act", "verb")
    if verb is None:
        return None
    given: dict[str, str] = {"verb": verb}
    for slot in ("target", "second", "extra"):
        value = await first_choice(d, member, "act", slot, **given)
        if value is None:
            break
        given[slot] = value
    return await d.reply(member, "act", dm=True, **given)


async def play_night(bot: MafiaBot, d: Discord, host: discord.Member) -> None:
    """Every living player sends one legal action (in a DM), then the host ends the night."""
    view = await status(bot, d)
    seats = await seat_members(bot, d)
    for seat in view.seats:
        if seat.alive and seat.name in seats:
            await act_first_legal(d, seats[seat.name])
    await d.reply(host, "host next")


async def play_day(bot: MafiaBot, d: Discord, host: discord.Member) -> None:
    """Everyone alive says a few words and votes for the same player; the host ends the day."""
    view = await status(bot, d)
    seats = await seat_members(bot, d)
    living = [seat.name for seat in view.seats if seat.alive]
    target = living[-1]
    for name in living:
        if name not in seats:
            continue  # left the server: says nothing, votes nothing
        member = seats[name]
        for _ in range(3):
            await d.say(member, "I have a feeling about this")
        vote_for = target if name != target else living[0]
        reply = await d.reply(member, "vote", target=vote_for)
        assert reply.ephemeral and escape_markdown(vote_for) in (reply.content or ""), reply
    await d.reply(host, "host next")


async def play_to_the_end(bot: MafiaBot, d: Discord, host: discord.Member, limit: int = 40) -> str:
    """Nights and days until the game has a winner; the winner."""
    game_id = (await status(bot, d)).game_id
    for _ in range(limit):
        view = await status(bot, d, game_id)
        if view.winner is not None:
            return view.winner
        assert view.phase is not None
        if view.phase.kind == "night":
            await play_night(bot, d, host)
        else:
            await play_day(bot, d, host)
    raise AssertionError("the game did not end")
