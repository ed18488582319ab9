"""The move forms. Each player with a move gets one DM at nightfall (and by day for day
moves) with the engine's choices; a tap is sent as the move at once, the DM is edited in place,
closed at the deadline; forms survive a restart; `/act` alone shows the form ephemerally."""

from __future__ import annotations

import asyncio
import copy

import pytest

from bot.discord.app import MafiaBot
from bot.store.models import Submission
from bot.text.i18n import Localizer
from tests.cogs.harness import Discord, settle
from tests.cogs.play import CLASSIC, deal
from tests.cogs.taps import chosen, disabled, form_of, forms_of, labels, refusals, tap
from tests.cogs.test_closed_dms import close_dms
from tests.cogs.test_restart import restart


async def test_the_doctor_heals_with_one_tap_and_the_dm_says_the_move_is_accepted(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dealt = await deal(bot, d, roles=CLASSIC)
    doctor = dealt.member_of("doctor")
    form = form_of(d, doctor)
    assert "Night 1" in form["content"]
    target = dealt.name_of("detective")
    replies = await tap(d, doctor, form, target)
    assert refusals(replies) == []
    form = form_of(d, doctor)
    assert f"Move accepted: heal **{target}**" in form["content"]
    assert chosen(form) == [target]
    citizen = dealt.member_of("citizen")
    assert forms_of(d, citizen) == []
    assert labels(form)


async def stored_moves(game_id: int, player: str) -> dict[str, object]:
    """The player's active actions of the game's current phase, as stored (verb -> value)."""
    rows = await Submission.filter(game_id=game_id, player=player, kind="action", active=True)
    return {row.verb: row.value["value"] for row in rows}


async def test_a_change_of_mind_replaces_the_move_and_the_dm_shows_the_new_one(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dealt = await deal(bot, d, roles=CLASSIC)
    detective = dealt.member_of("detective")
    first, second = dealt.name_of("boss"), dealt.name_of("thief")
    await tap(d, detective, form_of(d, detective), first)
    replies = await tap(d, detective, form_of(d, detective), second)
    assert refusals(replies) == []
    form = form_of(d, detective)
    assert f"Move accepted: check **{second}**" in form["content"]
    assert first not in form["content"]
    assert len(forms_of(d, detective)) == 1, "edited in place, never posted anew"
    assert await stored_moves(dealt.game_id, dealt.name_of("detective")) == {"check": second}


async def test_at_the_deadline_the_form_is_disabled_and_says_which_move_stood(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dealt = await deal(bot, d, roles=CLASSIC)
    doctor, detective = dealt.member_of("doctor"), dealt.member_of("detective")
    target = dealt.name_of("citizen")
    await tap(d, doctor, form_of(d, doctor), target)
    night_form = form_of(d, doctor)
    seen_before = copy.deepcopy(night_form)  # as a client that missed the edit still shows it
    await d.reply(dealt.host, "host next")
    closed = next(m for m in d.dm_messages(doctor) if m["id"] == night_form["id"])
    assert disabled(closed) and labels(closed) == ["⌛ Moves closed"]
    assert "Time is up" in closed["content"]
    assert f"Stood: heal **{target}**" in closed["content"]
    silent = forms_of(d, detective)[0]
    assert disabled(silent) and "No move was sent." in silent["content"]
    # a client that still shows the old form sends the tap anyway: a clear refusal, nothing stored
    stored = await Submission.all().count()
    replies = await tap(d, doctor, seen_before, dealt.name_of("boss"))
    [refusal] = refusals(replies)
    assert "phase that is over" in refusal
    assert await Submission.all().count() == stored


async def test_a_form_sent_before_a_restart_takes_moves_after_it(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, db_url: str
) -> None:
    d = discord_env
    dealt = await deal(bot, d, roles=CLASSIC)
    detective = dealt.member_of("detective")
    form = form_of(d, detective)
    await restart(d, localizer, db_url)
    target = dealt.name_of("thief")
    replies = await tap(d, detective, form, target)
    assert refusals(replies) == []
    assert f"Move accepted: check **{target}**" in form_of(d, detective)["content"]
    assert await stored_moves(dealt.game_id, dealt.name_of("detective")) == {"check": target}
    await d.reply(dealt.host, "host next")
    assert disabled(next(m for m in d.dm_messages(detective) if m["id"] == form["id"]))


async def test_the_boss_sends_a_members_move_and_a_member_leaves_his_to_the_boss(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dealt = await deal(bot, d, roles=CLASSIC)
    boss, thief = dealt.member_of("boss"), dealt.member_of("thief")
    thief_name, victim = dealt.name_of("thief"), dealt.name_of("doctor")
    replies = await tap(d, thief, form_of(d, thief), "Leave my move to the Boss")
    assert refusals(replies) == []
    assert "left to the Boss" in form_of(d, thief)["content"]
    assert "Take my move back from the Boss" in labels(form_of(d, thief))
    await tap(d, boss, form_of(d, boss), f"Move for {thief_name}")
    form = form_of(d, boss)
    assert f"Move for **{thief_name}**" in form["content"]
    await tap(d, boss, form, "kill")
    replies = await tap(d, boss, form_of(d, boss), victim)
    assert refusals(replies) == []
    assert f"Move accepted: kill **{victim}**" in form_of(d, boss)["content"]
    rows = await Submission.filter(game_id=dealt.game_id, player=thief_name, kind="action")
    assert [(row.verb, row.value["value"], row.delegated) for row in rows] == [
        ("kill", victim, True)
    ]


async def test_a_cursed_player_gets_the_same_form_and_learns_nothing_from_it(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dealt = await deal(bot, d, roles="boss, witch, doctor, detective, citizen*4")
    witch, detective = dealt.member_of("witch"), dealt.member_of("detective")
    await tap(d, witch, form_of(d, witch), dealt.name_of("detective"))
    await d.reply(dealt.host, "host next")
    await d.reply(dealt.host, "host next")  # day 1 ends with no lynch
    form = form_of(d, detective)
    assert "Night 2" in form["content"]
    assert "curse" not in form["content"].lower()
    replies = await tap(d, detective, form, dealt.name_of("boss"))
    assert refusals(replies) == []
    assert await stored_moves(dealt.game_id, dealt.name_of("detective")) == {
        "check": dealt.name_of("boss")
    }


async def test_with_closed_dms_act_alone_shows_the_form_in_the_game_channel(
    bot: MafiaBot, discord_env: Discord, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = discord_env
    close_dms(monkeypatch, "doctor")
    dealt = await deal(bot, d, roles=CLASSIC)
    doctor = dealt.member_of("doctor")
    assert forms_of(d, doctor) == []
    [reply] = await d.slash(doctor, "act")
    assert reply.ephemeral and "Night 1" in (reply.content or "")
    message = d.recorder.ephemeral[max(d.recorder.ephemeral)]
    target = dealt.name_of("detective")
    replies = await tap(d, doctor, message, target, channel=d.channel)
    assert refusals(replies) == []
    assert f"Move accepted: heal **{target}**" in message["content"]
    assert await stored_moves(dealt.game_id, dealt.name_of("doctor")) == {"heal": target}
    # with arguments /act works as before
    [reply] = await d.slash(doctor, "act", verb="heal", target=dealt.name_of("boss"))
    assert reply.ephemeral and "Request accepted" in (reply.content or "")


async def test_the_reminder_dm_goes_only_to_those_who_have_not_sent_a_move(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dealt = await deal(bot, d, roles=CLASSIC)
    doctor, detective = dealt.member_of("doctor"), dealt.member_of("detective")
    await tap(d, doctor, form_of(d, doctor), dealt.name_of("citizen"))
    before = {name: len(d.dm_messages(member)) for name, member in dealt.members.items()}
    assert bot.service.timers.fire_reminder_now(dealt.game_id)

    def reminded() -> set[str]:
        return {
            dealt.roles[name]
            for name, member in dealt.members.items()
            if len(d.dm_messages(member)) > before[name]
        }

    for _ in range(1000):  # the paced DMs: up to 10 s on a busy machine
        if len(reminded()) >= 3:
            break
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.5)  # time enough for a fourth, if there were one
    await settle()
    assert reminded() == {"boss", "thief", "detective"}
    assert "minutes left of the night, and your move is not sent" in d.dms(detective)[-1]
