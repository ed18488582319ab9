"""Every role of both rule sets has a name and a card in both languages; cards show the exact
`/act` verbs of the role; camps, teams, items and winners are named."""

from __future__ import annotations

import pytest

import engine
from bot.text.i18n import Localizer, Text
from bot.text.narrative import camp_name, role_name, ruleset_name
from tests.locales.catalog import catalog

# SPEC 3.1 and 4.1, the contract for role ids.
SPEC_ROLES = {
    "city": [
        "boss",
        "thief",
        "guard",
        "swindler",
        "actor",
        "mafioso",
        "detective",
        "doctor",
        "deputy",
        "chosen",
        "journalist",
        "witch",
        "courtesan",
        "lucky",
        "shooter",
        "sleepwalker",
        "citizen",
        "psycho",
        "miner",
        "thug",
        "scout",
        "trickster",
    ],
    "hobbit": [
        "legolas",
        "thranduil",
        "thorin",
        "bilbo",
        "gandalf",
        "radagast",
        "tauriel",
        "kili",
        "bard",
        "alfrid",
        "citizen",
        "gollum",
        "azog",
        "bolg",
        "orc",
        "sauron",
        "smaug",
    ],
}
CAMPS = ("mafia", "civilians", "robbers", "loner")
TEAMS = ("mafia", "robbers", "deputy", "orcs", "elves", "wizards")
WINNERS = ("civilians", "mafia", "robbers", "loner", "draw")
# Verbs a card does not need to spell out: the robbers' seek is on its own line (card-robber-seek),
# and the camp kill sits on the head's card.
SHARED_VERBS = {"seek", "kill"}


def registered_roles(ruleset: str) -> list[str]:
    """The rule set's roles from the engine when it is registered, else from the spec."""
    try:
        return sorted(engine.roles(ruleset))
    except engine.EngineError:
        return sorted(SPEC_ROLES[ruleset])


@pytest.fixture(scope="module")
def localizer() -> Localizer:
    return Localizer(strict=True)


@pytest.mark.parametrize("ruleset", ["city", "hobbit"])
def test_engine_roles_are_the_spec_roles(ruleset: str) -> None:
    assert registered_roles(ruleset) == sorted(SPEC_ROLES[ruleset])


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("ruleset", ["city", "hobbit"])
def test_every_role_has_a_name_and_a_card(localizer: Localizer, ruleset: str, lang: str) -> None:
    for role in registered_roles(ruleset):
        name = localizer.render(role_name(role, ruleset), lang)
        card = localizer.render(Text(f"card-{role}", {"ruleset": ruleset}), lang)
        assert name and len(card) > len(name), role


def test_citizen_has_a_different_name_in_each_rule_set(localizer: Localizer) -> None:
    assert localizer.render(role_name("citizen", "city"), "ru") == "Мирный житель"
    assert localizer.render(role_name("citizen", "hobbit"), "ru") == "Житель Озёрного города"
    assert localizer.render(role_name("citizen", "city"), "en") == "Citizen"
    assert localizer.render(role_name("citizen", "hobbit"), "en") == "Lake-town resident"


@pytest.mark.parametrize(
    ("role", "ru", "en"),
    [
        ("boss", "Босс", "Boss"),
        ("courtesan", "Ролевая проститутка", "Courtesan"),
        ("psycho", "Шизик", "Psycho"),
        ("smaug", "Смауг", "Smaug"),
        ("azog", "Азог", "Azog"),
    ],
)
def test_role_names_follow_the_spec(localizer: Localizer, role: str, ru: str, en: str) -> None:
    ruleset = "city" if role in SPEC_ROLES["city"] else "hobbit"
    assert localizer.render(role_name(role, ruleset), "ru") == ru
    assert localizer.render(role_name(role, ruleset), "en") == en


@pytest.mark.parametrize("ruleset", ["city", "hobbit"])
def test_every_card_names_the_exact_act_verbs_of_its_role(
    localizer: Localizer, ruleset: str
) -> None:
    try:
        infos = engine.roles(ruleset)
    except engine.EngineError:
        pytest.skip(f"the {ruleset} rule set is not registered in the engine yet")
    missing = {}
    for role, info in infos.items():
        verbs = set(info.night_verbs) | set(info.day_verbs)
        for lang in ("ru", "en"):
            card = localizer.render(Text(f"card-{role}", {"ruleset": ruleset}), lang)
            absent = {  # W4: by the label the /act suggestions and the move form show
                v
                for v in verbs - SHARED_VERBS
                if f"**{localizer.render(Text(f'discord-verb-{v}'), lang)}**" not in card
            }
            if absent:
                missing[(role, lang)] = sorted(absent)
    assert missing == {}


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_camps_teams_items_and_winners_are_named(lang: str) -> None:
    ids = set(catalog(lang))
    expected = (
        {f"camp-{camp}" for camp in CAMPS}
        | {f"camp-member-{camp}" for camp in CAMPS}
        | {f"team-{team}" for team in TEAMS}
        | {f"winner-{winner}" for winner in WINNERS}
        | {"item-arkenstone", "item-ring"}
    )
    assert expected - ids == set()


def test_every_rule_set_has_a_name(localizer: Localizer) -> None:
    for ruleset in engine.RULESETS:
        assert localizer.render(ruleset_name(ruleset), "ru") != localizer.render(
            ruleset_name(ruleset), "en"
        )


def test_camp_names_carry_each_rule_sets_flavour(localizer: Localizer) -> None:
    assert localizer.render(camp_name("mafia", "city"), "en") == "the mafia"
    assert localizer.render(camp_name("mafia", "hobbit"), "en") == "the Enemy"  # W7: no "and"
    assert localizer.render(camp_name("mafia", "hobbit"), "ru") == "Тьма"
