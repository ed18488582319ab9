"""The move forms name who plays a handed-over seat now, through the cogs in both languages: a
select option cannot mention anyone, so the newcomer's display name on the server stands in plain
text beside the seat's name, and the accepted move and the closed form say it too (markdown
escaped there); a newcomer who left the server leaves the seat's name alone."""

from __future__ import annotations

import discord
import discord.ext.test.backend as dpy_backend
import pytest

from bot.discord.app import MafiaBot
from bot.store.models import Seat
from bot.text.i18n import Localizer, Text
from cogs.lobby.view import JOIN_ID
from tests.cogs.harness import Discord
from tests.cogs.play import make_host
from tests.cogs.taps import form_of, forms_of, labels, refusals, tap

LOCALES = {"ru": "ru", "en": "en-US"}
ROLES = "boss, doctor, detective, citizen*4"  # seven players; the eighth member substitutes
NEWCOMER = "Кирилл **_жирный_** `x`"  # markdown a label must show as typed, not read


async def _dealt(d: Discord, language: str) -> tuple[discord.Member, dict[str, discord.Member]]:
    """A game in `language` whose seven players read it in that language; night 1 has begun.
    The host and the seats (engine name -> member)."""
    host = make_host(d)
    await d.reply(host, "config setup", language=language)
    await d.reply(host, "game new")
    lobby = d.posts(d.channel)[-1]
    for player in d.members[:7]:
        await d.click(player, lobby, JOIN_ID, locale=LOCALES[language])
    await d.reply(host, "game start", roles=ROLES)
    by_id = {member.id: member for member in d.members}
    seats = sorted(await Seat.all(), key=lambda seat: seat.position)
    return host, {seat.name: by_id[seat.user_id] for seat in seats}


async def _doctor(seated: dict[str, discord.Member]) -> tuple[str, str]:
    """The doctor's seat and the detective's (the seat handed over)."""
    roles = {seat.name: str(seat.role) for seat in await Seat.all()}
    doctor = next(name for name, role in roles.items() if role == "doctor")
    detective = next(name for name, role in roles.items() if role == "detective")
    return doctor, detective


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_the_next_form_names_who_plays_a_handed_over_seat_now(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    host, seated = await _dealt(d, language)
    doctor, handed = await _doctor(seated)
    substitute = d.members[7]
    dpy_backend.update_member(substitute, nick=NEWCOMER)
    await d.reply(host, "host replace", absent=handed, substitute=substitute)
    await d.reply(host, "host next")  # day 1
    await d.reply(host, "host next")  # day 1 ends with no lynch: night 2's forms go out
    form = form_of(d, seated[doctor])
    night = localizer.render(Text("forms-title-night", {"number": 2}), language)
    assert night in form["content"]
    shown = localizer.render(
        Text("forms-seat-played-by", {"player": handed, "user": NEWCOMER}), language
    )
    assert shown in labels(form), "the seat is listed with who plays it now, as typed"
    assert handed not in labels(form), "and by that label only"
    others = [name for name in seated if name not in (handed, doctor)]
    assert all(name in labels(form) for name in others), "a seat nobody took over: its name"
    replies = await tap(d, seated[doctor], form, shown, locale=LOCALES[language])
    assert refusals(replies) == []
    form = form_of(d, seated[doctor])
    in_text = localizer.render(
        Text(
            "forms-seat-played-by",
            {"player": handed, "user": discord.utils.escape_markdown(NEWCOMER)},
        ),
        language,
    )
    assert f"**{in_text}**" in form["content"], "the accepted move names who plays the seat"
    assert shown in labels(form), "the edited form still names the newcomer"
    await d.reply(host, "host next")  # night 2 ends: the form says which move stood
    closed = localizer.render(Text("forms-closed"), language)
    [ended] = [
        f for f in forms_of(d, seated[doctor]) if closed in f["content"] and night in f["content"]
    ]
    assert f"**{in_text}**" in ended["content"], "and so does the closed form"


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_a_newcomer_who_left_the_server_leaves_the_seat_named_alone(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    host, seated = await _dealt(d, language)
    doctor, handed = await _doctor(seated)
    substitute = d.members[7]
    await d.reply(host, "host replace", absent=handed, substitute=substitute)
    dpy_backend.delete_member(substitute)
    d.members = [m for m in d.members if m.id != substitute.id]
    await d.reply(host, "host next")
    await d.reply(host, "host next")
    form = form_of(d, seated[doctor])
    assert handed in labels(form)
    prefix = localizer.render(
        Text("forms-seat-played-by", {"player": handed, "user": "\0"}), language
    ).split("\0")[0]
    assert not any(label.startswith(prefix) for label in labels(form))
