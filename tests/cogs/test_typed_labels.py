"""W4, W6: what a player types as the Russian menu shows it is read as the id it names
(a verb «проверить», a role «Врач» or «доктор», a side «свободные народы», a /правила topic
«порядок ночи»), and a word that names nothing is refused with a localized, ephemeral error
listing what is possible; nothing is recorded."""

from __future__ import annotations

import pytest

from bot.discord.app import MafiaBot
from bot.discord.roles import parse_roles, role_names
from bot.text.i18n import Localizer
from cogs.night.display import typed_values
from tests.cogs.harness import Discord
from tests.cogs.play import CLASSIC, deal, first_choice, open_game, start_game


async def test_w4_a_typed_russian_verb_is_the_move_it_names(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dealt = await deal(bot, d, roles=CLASSIC)
    detective = dealt.member_of("detective")
    target = await first_choice(d, detective, "act", "target", verb="check")
    assert target is not None
    for typed in ("проверить", "Проверить", "check"):
        reply = await d.reply(detective, "act", dm=True, verb=typed, target=target, locale="ru")
        assert (reply.content or "").startswith("Заявка принята: проверить"), reply.content
    english = await d.reply(detective, "act", dm=True, verb="check", target=target)
    assert (english.content or "").startswith("Request accepted: check")


async def test_w4_an_unknown_verb_is_refused_with_the_moves_the_player_has(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dealt = await deal(bot, d, roles=CLASSIC)
    detective = dealt.member_of("detective")
    for locale, expected in (("ru", "проверить"), ("en-US", "check")):
        reply = await d.reply(detective, "act", dm=True, verb="колдовать", locale=locale)
        content = reply.content or ""
        assert "колдовать" in content and expected in content, content


async def test_w4_rules_topics_typed_in_russian(discord_env: Discord, localizer: Localizer) -> None:
    d = discord_env
    order = await d.reply(d.members[0], "rules", topic="порядок ночи", locale="ru")
    assert "1." in (order.content or "")
    for typed in ("врач", "Врач", "доктор"):
        doctor = await d.reply(d.members[0], "rules", topic=typed, locale="ru")
        card = localizer.format("card-doctor", "ru", {"ruleset": "city"})
        assert card.splitlines()[0] in (doctor.content or ""), typed
    for locale in ("ru", "en-US"):
        unknown = await d.reply(d.members[0], "rules", topic="зельевар", locale=locale)
        content = unknown.content or ""
        assert unknown.ephemeral and "зельевар" in content
        assert ("Врач" if locale == "ru" else "Doctor") in content  # the roles it may be


def test_w6_a_role_list_with_doctor_reads_as_the_doctor(localizer: Localizer) -> None:
    names = role_names("city", localizer)
    assert parse_roles("босс, доктор, мирный житель*4", names) == [
        "boss",
        "doctor",
        *["citizen"] * 4,
    ]
    assert parse_roles("Boss, doc, civilian*2", names) == ["boss", "doctor", "citizen", "citizen"]


@pytest.mark.parametrize(
    ("ruleset", "verb", "typed", "read"),
    [
        ("hobbit", "side", ("свободные народы",), ["civilians"]),
        ("hobbit", "side", ("Одиночка",), ["loner"]),
        ("hobbit", "side", ("the Free Peoples",), ["civilians"]),
        ("city", "become", ("Вор",), ["thief"]),
        ("city", "borrow", ("доктор", "Anna"), ["doctor", "Anna"]),
        ("hobbit", "instruct", ("приказ", "Anna"), ["order", "Anna"]),
        ("city", "check", ("Анна",), ["Анна"]),  # a player stays as typed
    ],
)
def test_w4_typed_values_are_read_as_the_ids_they_name(
    localizer: Localizer, ruleset: str, verb: str, typed: tuple[str, ...], read: list[str]
) -> None:
    assert typed_values(ruleset, verb, (*typed, None), localizer) == read


async def test_w4_an_unknown_role_is_refused_with_the_roles_of_the_set(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host = await open_game(d, d.members)
    for locale, doctor in (("ru", "«зельевар» в этом наборе нет. Есть: "), ("en-US", "Doctor")):
        roles = "босс, зельевар, мирный житель*6"
        refused = await d.reply(host, "game start", roles=roles, locale=locale)
        content = refused.content or ""
        assert refused.ephemeral and "зельевар" in content and doctor in content, content
        assert "Врач" in content if locale == "ru" else "Thief" in content
    dealt = await start_game(d, host, roles="босс, доктор, мирный житель*6")  # W6: «доктор»
    assert "зельевар" not in (dealt.content or "")
