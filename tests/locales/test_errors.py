"""Every engine and bot error code has an `error-<code>` message with exactly its parameters, in
both languages, and `narrative.error_text` renders each one with role and camp names."""

from __future__ import annotations

import pytest

import engine
from bot.balance.errors import BALANCE_ERROR_CODES
from bot.discord.permission_names import PERMISSION_FLAGS
from bot.discord.replies import permission_text
from bot.service.ports.errors import BOT_ERROR_CODES
from bot.text.i18n import Localizer
from bot.text.narrative import error_text
from tests.locales.catalog import catalog

ALL_CODES = {**engine.ERROR_CODES, **BOT_ERROR_CODES, **BALANCE_ERROR_CODES}
SAMPLE_PARAMS: dict[str, str | int] = {
    "player": "Anna",
    "permissions": "kick_members manage_roles",
    "verb": "heal",
    "phase": "night",
    "role": "doctor",
    "needs": "detective",
    "camp": "mafia",
    "argument": "target",
    "limit": 2,
    "ruleset": "forest",
    "count": 5,
    "minimum": 6,
    "maximum": 30,
    "expected": 7,
    "setting": "double_kill",
    "item": "arkenstone",
    "line": 3,
    "field": "players",
    "index": 2,
    "key": "night_minutes",
    "minutes": 500,
    "permission": "manage_channels",
    "where": "#game",
    "channel": "<#1234567890>",
    "name": "abstain",
    "digit": 3,
    "night": 1,
    "zone": "Mars/Olympus",
    "time": "25:00",
    "seconds": 600,  # a balance estimate's time limit
    "text": "завтра вечером",  # what a host typed for a start time
}


@pytest.fixture(scope="module")
def localizer() -> Localizer:
    return Localizer(strict=True)


def test_engine_and_bot_codes_do_not_clash() -> None:
    shared = set(engine.ERROR_CODES) & set(BOT_ERROR_CODES)
    assert {code for code in shared if engine.ERROR_CODES[code] != BOT_ERROR_CODES[code]} == set()


def test_balance_codes_are_their_own() -> None:
    assert set(BALANCE_ERROR_CODES) & (set(engine.ERROR_CODES) | set(BOT_ERROR_CODES)) == set()


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_error_code_has_a_message_with_exactly_its_parameters(lang: str) -> None:
    messages = catalog(lang)
    missing = sorted(code for code in ALL_CODES if f"error-{code}" not in messages)
    assert missing == []
    wrong = {
        code: (sorted(params), sorted(messages[f"error-{code}"].variables))
        for code, params in ALL_CODES.items()
        if set(params) != messages[f"error-{code}"].variables
    }
    assert wrong == {}


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_error_message_belongs_to_a_known_code(lang: str) -> None:
    orphans = sorted(
        msg_id
        for msg_id in catalog(lang)
        if msg_id.startswith("error-") and msg_id.removeprefix("error-") not in ALL_CODES
    )
    assert orphans == []


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("code", sorted(ALL_CODES))
def test_every_error_renders_with_its_parameters(
    localizer: Localizer, code: str, lang: str
) -> None:
    params = {name: SAMPLE_PARAMS[name] for name in ALL_CODES[code]}
    out = localizer.render(error_text(code, params, "city"), lang)
    assert out and "{" not in out and f"error-{code}" not in out


def test_error_text_names_roles_and_camps_in_the_readers_language(localizer: Localizer) -> None:
    text = error_text("not_your_ability", {"verb": "heal", "role": "detective"}, "city")
    assert "Детектив" in localizer.render(text, "ru")
    assert "Detective" in localizer.render(text, "en")
    camp = error_text("roles_one_camp", {"camp": "civilians"}, "hobbit")
    assert "Free Peoples" in localizer.render(camp, "en")


def test_error_text_keeps_an_unknown_role_as_typed(localizer: Localizer) -> None:
    text = error_text("unknown_role", {"role": "wizard"}, "city")
    assert "wizard" in localizer.render(text, "en")


def test_error_text_names_a_phase_for_not_current_phase(localizer: Localizer) -> None:
    text = error_text("not_current_phase", {"phase": "night-3"}, "city")
    assert "ночь 3" in localizer.render(text, "ru")
    assert "night 3" in localizer.render(text, "en")


def test_a_vote_at_night_is_told_to_wait_for_the_day(localizer: Localizer) -> None:
    error = engine.new_game(engine.deal("city", [f"P{i}" for i in range(7)], seed=1)).check_vote(
        "P0", "P1"
    )
    assert error is not None and error.code == "wrong_phase"
    out = localizer.render(error_text(error.code, error.params), "en")
    assert "/vote" in out and "/act" not in out


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_discord_permission_has_a_name_in_each_language(
    localizer: Localizer, lang: str
) -> None:
    rendered = {name: localizer.render(permission_text(name), lang) for name in PERMISSION_FLAGS}
    unnamed = [name for name, out in rendered.items() if not out or "discord-perm" in out]
    assert unnamed == []
    assert len(set(rendered.values())) == len(PERMISSION_FLAGS)  # no two alike
