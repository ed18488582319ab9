"""Through the slash commands, in both languages: saved setups (`/setup`,
`/game start setup:`), call-ups (`/config callups`, `/notify`, the lobby's single role ping,
`/game call` once per 10 minutes), substitutes (`/game sub`, `/host replace` without a member,
`auto_substitute` at a day's deadline)."""

from __future__ import annotations

from collections import Counter

import discord
import discord.ext.test.backend as dpy_backend
import pytest

import engine
from bot.discord.app import MafiaBot
from bot.discord.replies import error_text
from bot.discord.text import render
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.store.models import CallUp, SavedSetup, Seat, Substitute
from bot.text.i18n import Localizer, Text
from tests.cogs.harness import PINGS, Discord, settle
from tests.cogs.play import (
    can_see,
    make_host,
    open_game,
    start_with_dead_chat,
    status,
    team_channels,
)
from tests.cogs.play import start_game as deal_now

LOCALES = {"ru": "ru", "en": "en-US"}
SIX = "boss, mafioso, doctor, citizen*3"
SIX_RU = "Босс, Мафиози, Врач, Мирный житель*3"


def text_of(replies: list) -> str:
    return "\n".join(reply.text for reply in replies)


# -- saved setups -------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_a_host_saves_shows_lists_and_deletes_a_setup(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, lang: str
) -> None:
    d = discord_env
    host, locale = make_host(d), LOCALES[lang]
    roles = SIX_RU if lang == "ru" else SIX
    saved = await d.reply(host, "setup save", locale=locale, name="Малый стол", roles=roles)
    assert saved.ephemeral
    mafia = localizer.render(Text("camp-mafia", {"ruleset": "city"}), lang)
    civilians = localizer.render(Text("camp-civilians", {"ruleset": "city"}), lang)
    assert f"{mafia} 2 · {civilians} 4" in (saved.content or "")
    row = await SavedSetup.get(guild_id=d.guild.id)
    assert row.roles == ["boss", "mafioso", "doctor", "citizen", "citizen", "citizen"]
    choices = await d.autocomplete(d.members[0], "setup show", "name", locale=locale, name="малый")
    assert [c["value"] for c in choices] == ["Малый стол"]
    shown = await d.reply(d.members[0], "setup show", locale=locale, name="малый стол")
    doctor = localizer.render(Text("role-doctor", {"ruleset": "city"}), lang)
    assert shown.ephemeral and doctor in (shown.content or "") and "×3" in (shown.content or "")
    listed = await d.reply(d.members[0], "setup list", locale=locale)
    assert "Малый стол" in (listed.content or "")
    refused = await d.reply(d.members[0], "setup delete", locale=locale, name="Малый стол")
    assert refused.ephemeral and refused.content == localizer.render(Text("error-not_host"), lang)
    deleted = await d.reply(host, "setup delete", locale=locale, name="Малый стол")
    assert deleted.ephemeral and await SavedSetup.all().count() == 0
    assert PINGS == []


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize(
    ("name", "roles", "error"),
    [
        ("Mine", "boss, wizard, citizen*4", engine.EngineError("unknown_role", {"role": "wizard"})),
        (
            "Mine",
            "boss, citizen",
            engine.EngineError("player_count", {"count": 2, "minimum": 6, "maximum": 30}),
        ),
        ("Mine", "citizen*6", engine.EngineError("roles_one_camp", {"camp": "civilians"})),
        ("x" * 33, SIX, ServiceError("setup_bad_name", {"maximum": 32})),
        ("taken", SIX, ServiceError("setup_name_taken", {"name": "taken"})),
    ],
)
async def test_a_bad_setup_gets_a_clear_ephemeral_error_and_nothing_is_saved(
    bot: MafiaBot, discord_env: Discord, lang: str, name: str, roles: str, error: Exception
) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(host, "setup save", name="Taken", roles=SIX)
    reply = await d.reply(host, "setup save", locale=LOCALES[lang], name=name, roles=roles)
    expected = error_text(error)
    assert expected is not None
    assert reply.ephemeral and reply.content == render(bot.localizer, expected, lang)
    assert await SavedSetup.all().count() == 1


async def test_setups_are_the_servers_own(bot: MafiaBot, discord_env: Discord) -> None:
    d = discord_env
    await d.reply(make_host(d), "setup save", name="Home", roles=SIX)
    other = dpy_backend.make_guild("other server")
    dpy_backend.make_text_channel("game", other)
    admin = dpy_backend.make_member(dpy_backend.make_user("admin", 1), other)
    dpy_backend.update_member(admin, roles=[dpy_backend.make_role("boss", other, permissions=8)])
    home = d.guild
    try:
        d.guild = other
        admin = other.get_member(admin.id) or admin
        listed = await d.reply(admin, "setup list", channel=other.text_channels[0])
        assert "Home" not in (listed.content or "")
        shown = await d.reply(admin, "setup show", name="Home", channel=other.text_channels[0])
        assert shown.ephemeral and "Home" in (shown.content or "")  # the error names it
        choices = await d.autocomplete(admin, "setup show", "name", name="")
        assert choices == []
    finally:
        d.guild = home
    assert [row.guild_id for row in await SavedSetup.all()] == [home.id]


async def test_game_start_deals_a_saved_setup(bot: MafiaBot, discord_env: Discord) -> None:
    d = discord_env
    host = await open_game(d, d.members[:6])
    await d.reply(host, "setup save", name="Six", roles=SIX)
    both = await d.reply(host, "game start", roles=SIX, setup="Six")
    assert both.ephemeral and (await Seat.filter(role__isnull=False).count()) == 0
    missing = await d.reply(host, "game start", locale="ru", setup="Nine")
    expected = error_text(ServiceError("setup_not_found", {"name": "Nine"}))
    assert expected is not None
    assert missing.ephemeral and missing.content == render(bot.localizer, expected, "ru")
    assert (await Seat.filter(role__isnull=False).count()) == 0
    choices = await d.autocomplete(host, "game start", "setup", setup="s")
    assert [c["value"] for c in choices] == ["Six"]
    await d.reply(host, "game start", setup="six")
    dealt = Counter(str(seat.role) for seat in await Seat.all())
    assert dealt == Counter({"citizen": 3, "boss": 1, "mafioso": 1, "doctor": 1})


# -- call-ups -----------------------------------------------------------------------------------


def players_role(d: Discord) -> discord.Role:
    """A role members may be called by (anyone may mention it)."""
    return dpy_backend.make_role("players", d.guild, permissions=0, mentionable=True)


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_a_new_lobby_pings_the_players_role_and_nothing_else(
    bot: MafiaBot, discord_env: Discord, lang: str
) -> None:
    d = discord_env
    host = make_host(d)
    role = players_role(d)
    set_role = await d.reply(host, "config callups", locale=LOCALES[lang], players_role=role)
    assert set_role.ephemeral and role.mention in (set_role.content or "")
    dpy_backend.update_member(d.members[0], nick="@everyone <@&1> <@2>")
    joined = await d.reply(d.members[1], "notify", locale=LOCALES[lang])
    assert joined.ephemeral
    assert role in (d.guild.get_member(d.members[1].id) or d.members[1]).roles
    PINGS.clear()
    await d.reply(host, "game new", locale=LOCALES[lang])
    await settle()
    assert [(f"channel:{d.channel.id}", f"role:{role.id}")] == PINGS
    call_up = d.posts(d.channel)[-1]
    assert role.mention in call_up.content
    lobby = d.posts(d.channel)[-2]
    await d.click(d.members[0], lobby, "mafia:lobby:join")
    assert [(f"channel:{d.channel.id}", f"role:{role.id}")] == PINGS  # the nickname pings nobody


async def test_the_call_up_button_and_notify_toggle_the_role(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host = make_host(d)
    role = players_role(d)
    unset = await d.reply(d.members[2], "notify")
    assert unset.ephemeral and "/config callups" in (unset.content or "")
    await d.reply(host, "config callups", players_role=role)
    await d.reply(host, "game new")
    await settle()
    call_up = d.posts(d.channel)[-1]
    member = d.members[2]
    await d.click(member, call_up, "mafia:callup:toggle")
    assert role in (d.guild.get_member(member.id) or member).roles
    await d.reply(d.guild.get_member(member.id) or member, "notify")
    assert role not in (d.guild.get_member(member.id) or member).roles


async def test_a_role_the_bot_cannot_hand_out_is_refused_clearly(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    host = make_host(d)
    everyone = await d.reply(host, "config callups", players_role=d.guild.default_role)
    assert everyone.ephemeral and "@everyone" in (everyone.content or "")
    default = d.guild.default_role  # dpytest's @everyone may mention every role: not here
    dpy_backend.update_role(default, permissions=default.permissions.value & ~(1 << 17))
    silent = d.make_role("quiet")  # not mentionable: the call-up would ping nobody
    refused = await d.reply(host, "config callups", players_role=silent)
    assert refused.content == localizer.render(
        Text("error-players_role_silent", {"role": "quiet"}), "en"
    )
    role = players_role(d)
    role.position = 5  # above the bot's role
    above = await d.reply(host, "config callups", players_role=role)
    expected = localizer.render(Text("error-players_role_above", {"role": role.name}), "en")
    assert above.ephemeral and above.content == expected
    assert (await bot.server_config(d.guild.id))["players_role_id"] == 0
    role.position = 1
    await d.reply(host, "config callups", players_role=role)
    role.position = 5  # moved above the bot after it was set: Discord refuses (50013)
    refused = await d.reply(d.members[0], "notify")
    assert refused.ephemeral and refused.content == expected
    assert role not in d.members[0].roles


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_a_players_role_with_permissions_beyond_everyones_is_refused_naming_them(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, lang: str
) -> None:
    d = discord_env
    host = make_host(d)
    everyone = d.guild.default_role.permissions
    extra = discord.Permissions(kick_members=True, manage_roles=True)
    powerful = dpy_backend.make_role(
        "moderators", d.guild, permissions=everyone.value | extra.value, mentionable=True
    )
    refused = await d.reply(host, "config callups", locale=LOCALES[lang], players_role=powerful)
    names = tuple(Text(f"discord-perm-{name}") for name in ("kick-members", "manage-roles"))
    expected = Text("error-players_role_powerful", {"role": "moderators", "permissions": names})
    assert refused.ephemeral and refused.content == localizer.render(expected, lang)
    for name in names:
        assert localizer.render(name, lang) in (refused.content or "")
    assert (await bot.server_config(d.guild.id))["players_role_id"] == 0
    plain = players_role(d)  # no permission of its own: accepted
    accepted = await d.reply(host, "config callups", locale=LOCALES[lang], players_role=plain)
    assert accepted.ephemeral and plain.mention in (accepted.content or "")
    assert (await bot.server_config(d.guild.id))["players_role_id"] == plain.id


async def test_game_call_pings_exactly_the_seated_players_once_per_ten_minutes(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    host = await open_game(d, d.members[:4])
    dpy_backend.update_member(d.members[0], nick="@everyone")
    PINGS.clear()
    called = await d.reply(host, "game call")
    assert called.ephemeral
    seated = {f"user:{m.id}" for m in d.members[:4]}
    assert {whom for _, whom in PINGS} == seated and len(PINGS) == 4
    outsider = await d.reply(d.members[5], "game call", locale="ru")
    assert outsider.content == localizer.render(Text("error-not_host"), "ru")
    again = await d.reply(host, "game call", locale="ru")
    expected = localizer.render(Text("error-call_too_soon", {"minutes": 10}), "ru")
    assert again.ephemeral and again.content == expected
    assert len(PINGS) == 4
    row = await CallUp.get()
    assert row.called_at is not None


# -- substitutes --------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_game_sub_by_a_seated_player_is_refused_and_an_outsider_signs_up(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, lang: str
) -> None:
    d = discord_env
    host = await open_game(d, d.members[:6])
    await deal_now(d, host)
    seated = await d.reply(d.members[0], "game sub", locale=LOCALES[lang])
    assert seated.ephemeral and seated.content == localizer.render(Text("error-sub_seated"), lang)
    signed = await d.reply(d.members[6], "game sub", locale=LOCALES[lang])
    assert signed.ephemeral and signed.content == localizer.render(
        Text("subs-signed", {"place": 1}), lang
    )
    again = await d.reply(d.members[6], "game sub", locale=LOCALES[lang])
    assert again.content == localizer.render(Text("error-sub_already"), lang)
    gone = await d.reply(d.members[6], "game sub", locale=LOCALES[lang], withdraw=True)
    assert gone.content == localizer.render(Text("subs-withdrawn"), lang)
    assert await Substitute.all().count() == 0


async def test_host_replace_without_a_member_gives_the_seat_to_the_first_substitute(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    players = d.members[:6]
    host, dead_chat = await start_with_dead_chat(d, players)
    first, second = d.members[6], d.members[7]
    await d.reply(first, "game sub")
    await d.reply(second, "game sub")
    view = await status(bot, d)
    city = engine.roles("city")
    mafia_seat = next(s for s in await Seat.all() if city[str(s.role)].camp == "mafia")
    absent = d.guild.get_member(mafia_seat.user_id)
    assert absent is not None
    replies = await d.slash(host, "host replace", absent=mafia_seat.name)
    assert not any("error" in (r.content or "").lower() for r in replies)
    seat = await Seat.get(id=mafia_seat.id)
    assert seat.user_id == first.id and seat.previous_user_ids == [absent.id]
    assert [row.user_id for row in await Substitute.all()] == [second.id]
    card = bot.localizer.render(Text(f"role-{mafia_seat.role}", {"ruleset": "city"}), "en")
    assert any(card in dm for dm in d.dms(first))
    (mafia_channel,) = await team_channels(d, view.game_id)
    newcomer = d.guild.get_member(first.id) or first
    assert can_see(mafia_channel, newcomer) and not can_see(mafia_channel, absent)
    assert not can_see(dead_chat, newcomer)


async def test_auto_substitute_hands_an_inactive_players_seat_to_the_substitute(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host = make_host(d)
    turned = await d.reply(host, "config substitutes", locale="ru", auto_substitute=True)
    assert turned.ephemeral and "включена" in (turned.content or "")
    admin = Caller(host.id, d.guild.id, d.channel.id, is_admin=True)
    await bot.service.settings.set_config(admin, "inactive_days", 1)
    await bot.service.settings.set_config(admin, "min_posts", 0)
    rules = "\n".join(r.content or "" for r in await d.slash(d.members[0], "rules"))
    assert bot.localizer.render(Text("rules-auto-substitute"), "en") in rules
    players = d.members[:6]
    await open_game(d, players)
    await d.reply(host, "game start", roles=SIX)
    sub = d.members[6]
    await d.reply(sub, "game sub")
    await d.reply(host, "host next")  # night 1: nobody acts
    view = await status(bot, d)
    assert view.phase == engine.Phase("day", 1)
    names = [seat.name for seat in view.seats]
    idle = d.members[0]
    for member in players[1:]:
        target = names[1] if member != players[1] else names[2]
        await d.reply(member, "vote", target=target)
    await d.reply(host, "host next")
    seat = next(s for s in await Seat.all() if idle.id in s.previous_user_ids)
    assert seat.user_id == sub.id
    state = await bot.service.queries.engine_state(view.game_id)
    assert seat.name in state.alive
    posts = "\n".join(d.texts(d.channel))
    handed = bot.localizer.render(
        Text("setups-seat-handed-over", {"player": seat.name, "newcomer": f"<@{sub.id}>"}), "ru"
    )
    assert handed in posts  # names the seat and who takes it
    assert handed.split("**")[0] in posts
    assert d.dms(sub)  # the role card
    former = bot.localizer.render(Text("setups-you-were-replaced", {"player": "x"}), "ru")
    assert any(former.split("**")[0] in dm for dm in d.dms(idle))  # told why, by DM
