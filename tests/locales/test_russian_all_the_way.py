"""W4: Russian all the way down. No Russian text a player can see names a move by its English
verb id (`check`, `side civilians`): cards, errors, prompts and posts name it by the label the
`/ход` suggestions and the move form show («проверить»). Every Russian message is rendered with
sample arguments (both rule sets; an engine refusal with a verb id in `$verb`, as the engine
sends it; elsewhere `$verb` is already a label) and searched for every verb id as a word."""

from __future__ import annotations

import re

import pytest

import engine
from bot.text.i18n import Localizer, Text
from tests.locales.catalog import catalog, sample_args

RU = catalog("ru")
VERBS = sorted(
    {
        verb
        for ruleset in engine.RULESETS
        for info in engine.roles(ruleset).values()
        for verb in (*info.night_verbs, *info.day_verbs)
    }
)
_ID = re.compile(r"(?<![A-Za-z_])(" + "|".join(VERBS) + r")(?![A-Za-z_])")
# Not a move's name: a demo line that only joins a player's name to their words.
_NOT_SHOWN = ("sim-said",)


@pytest.fixture(scope="module")
def localizer() -> Localizer:
    return Localizer(strict=True)


def test_the_verb_ids_are_known() -> None:
    assert {"check", "kill", "side", "instruct", "secret_vote"} <= set(VERBS)


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_w4_no_russian_text_names_a_move_by_its_english_id(
    localizer: Localizer, ruleset: str
) -> None:
    found: dict[str, list[str]] = {}
    for msg_id, entry in sorted(RU.items()):
        if msg_id.startswith(_NOT_SHOWN):
            continue
        for verb in ("check", "secret_vote", "side"):
            args: dict[str, str | int] = dict(sample_args(entry.variables, 2, ruleset))
            if msg_id.startswith("error-") and msg_id != "error-unknown_verb":
                # the engine's refusals carry the verb's id (an unknown verb: what was typed)
                args.update(
                    {k: v for k, v in (("verb", verb), ("argument", "target")) if k in args}
                )
            text = localizer.render(Text(msg_id, args), "ru")
            hits = sorted(set(_ID.findall(text)))
            if hits:
                found[msg_id] = hits
    assert found == {}


def test_w4_a_russian_error_names_the_move_as_the_menu_shows_it(localizer: Localizer) -> None:
    text = Text("error-self_target", {"verb": "secret_vote"})
    assert "«тайно проголосовать»" in localizer.render(text, "ru")
    assert "“vote in secret”" in localizer.render(text, "en")
