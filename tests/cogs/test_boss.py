"""SPEC 3.3 through Discord: the Boss sends a mafia member's move with `/act for:`, offered by
autocomplete; a member leaves their move to the Boss with `/act verb:leave` (or takes it back)."""

from __future__ import annotations

import discord
import pytest

from bot.discord.app import MafiaBot
from bot.discord.replies import error_text
from bot.store.models import Resolution, Submission
from bot.text.i18n import Localizer, Text
from engine import EngineError
from tests.cogs.harness import Discord
from tests.cogs.play import CLASSIC, deal, status


@pytest.fixture
async def mafia(bot: MafiaBot, discord_env: Discord) -> dict[str, discord.Member]:
    """Eight players at night 1 with a Boss, a Thief, a Doctor and a Detective: role -> member."""
    game = await deal(bot, discord_env, roles=CLASSIC)
    return {role: game.members[name] for name, role in game.roles.items()}


async def night_actions(bot: MafiaBot, d: Discord) -> dict[str, dict[str, object]]:
    """The host ends night 1; the actions it was resolved with."""
    game_id = (await status(bot, d)).game_id
    await d.reply(d.host_member, "host next")
    row = await Resolution.get(game_id=game_id, phase_kind="night", phase_number=1)
    return row.input["actions"]  # type: ignore[return-value]


async def test_autocomplete_offers_the_boss_his_members_and_the_verbs_he_may_send_for_them(
    discord_env: Discord, mafia: dict[str, discord.Member]
) -> None:
    d = discord_env
    boss, thief, doctor = mafia["boss"], mafia["thief"], mafia["doctor"]
    members = await d.autocomplete(boss, "act", "for", dm=True)
    assert [c["value"] for c in members] == [thief.display_name]
    assert await d.autocomplete(doctor, "act", "for", dm=True) == []
    verbs = await d.autocomplete(boss, "act", "verb", dm=True, **{"for": thief.display_name})
    assert [c["value"] for c in verbs] == ["rob", "kill"]  # the Thief's own, no "leave"
    targets = await d.autocomplete(
        boss, "act", "target", dm=True, verb="rob", **{"for": thief.display_name}
    )
    assert doctor.display_name in [c["value"] for c in targets]
    assert thief.display_name not in [c["value"] for c in targets]  # R: no self-robbery


async def test_the_boss_sends_the_thiefs_move_under_the_thiefs_name(
    bot: MafiaBot, discord_env: Discord, mafia: dict[str, discord.Member], localizer: Localizer
) -> None:
    d = discord_env
    boss, thief, doctor = mafia["boss"], mafia["thief"], mafia["doctor"]
    reply = await d.reply(
        boss, "act", dm=True, verb="rob", target=doctor.display_name, **{"for": thief.display_name}
    )
    assert reply.ephemeral
    for_line = localizer.render(Text("discord-act-for", {"player": thief.display_name}), "en")
    assert reply.content is not None and reply.content.endswith(for_line)
    assert (await night_actions(bot, d))[thief.display_name] == {"rob": doctor.display_name}


async def test_a_member_who_leaves_it_to_the_boss_gets_the_bosss_move(
    bot: MafiaBot, discord_env: Discord, mafia: dict[str, discord.Member], localizer: Localizer
) -> None:
    d = discord_env
    boss, thief = mafia["boss"], mafia["thief"]
    doctor, detective = mafia["doctor"].display_name, mafia["detective"].display_name
    verbs = [c["value"] for c in await d.autocomplete(thief, "act", "verb", dm=True)]
    assert verbs == ["rob", "kill", "leave"]
    answers = await d.autocomplete(thief, "act", "target", dm=True, verb="leave")
    assert [c["value"] for c in answers] == ["true", "false"]
    await d.reply(thief, "act", dm=True, verb="rob", target=detective)
    reply = await d.reply(thief, "act", dm=True, verb="leave")
    assert reply.content == localizer.render(Text("discord-act-left"), "en")
    await d.reply(boss, "act", dm=True, verb="rob", target=doctor, **{"for": thief.display_name})
    assert (await night_actions(bot, d))[thief.display_name] == {"rob": doctor}


async def test_a_member_who_takes_the_move_back_keeps_their_own(
    bot: MafiaBot, discord_env: Discord, mafia: dict[str, discord.Member], localizer: Localizer
) -> None:
    d = discord_env
    boss, thief = mafia["boss"], mafia["thief"]
    doctor, detective = mafia["doctor"].display_name, mafia["detective"].display_name
    await d.reply(thief, "act", dm=True, verb="leave")
    reply = await d.reply(thief, "act", dm=True, verb="leave", target="no", locale="ru")
    assert reply.content == localizer.render(Text("discord-act-taken-back"), "ru")
    await d.reply(thief, "act", dm=True, verb="rob", target=detective)
    await d.reply(boss, "act", dm=True, verb="rob", target=doctor, **{"for": thief.display_name})
    assert (await night_actions(bot, d))[thief.display_name] == {"rob": detective}


@pytest.mark.parametrize(
    ("sender", "verb", "member", "role"),
    [
        ("doctor", "rob", "thief", "doctor"),  # a civilian for the mafia
        ("boss", "heal", "doctor", "boss"),  # the Boss for a civilian
        ("thief", "check", "boss", "thief"),  # a member for the Boss
        ("doctor", "leave", None, "doctor"),  # a civilian leaving a move to the Boss
    ],
)
async def test_only_the_boss_sends_and_only_for_his_members(
    bot: MafiaBot,
    discord_env: Discord,
    mafia: dict[str, discord.Member],
    localizer: Localizer,
    sender: str,
    verb: str,
    member: str | None,
    role: str,
) -> None:
    d = discord_env
    given = {"for": mafia[member].display_name} if member else {}
    if verb != "leave":
        given["target"] = mafia["detective"].display_name
    reply = await d.reply(mafia[sender], "act", dm=True, verb=verb, **given)
    refusal = error_text(EngineError("not_your_ability", {"verb": verb, "role": role}))
    assert refusal is not None
    assert reply.ephemeral and reply.content == localizer.render(refusal, "en")
    assert await Submission.all().count() == 0
