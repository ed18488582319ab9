"""How /act's positional options become record values (SPEC 5.1), for the Courtesan's borrow,
and how the reply names each part of the request (W6 of the text review)."""

import pytest

from bot.text.i18n import Localizer, Text
from cogs.night.display import request_text
from cogs.night.values import action_value
from engine import EngineError


def test_r66_a_borrowed_heal_becomes_the_nested_record_value() -> None:
    assert action_value("city", "borrow", ["doctor", "Anna"]) == {
        "role": "doctor",
        "heal": "Anna",
    }


def test_r66_borrowing_chosen_takes_no_target() -> None:
    assert action_value("city", "borrow", ["chosen"]) == {"role": "chosen"}
    with pytest.raises(EngineError) as caught:
        action_value("city", "borrow", ["chosen", "Anna"])
    assert caught.value.code == "bad_argument"


@pytest.mark.parametrize(
    ("ruleset", "verb", "given", "ru", "en"),
    [
        ("hobbit", "kill", ["Anna", "2"], "убить — Anna, цифра 2", "kill — Anna, digit 2"),
        (
            "city",
            "redirect",
            ["Anna", "Boris"],
            "перенаправить — Anna, новая цель: Boris",
            "redirect — Anna, new target: Boris",
        ),
        (
            "city",
            "compare",
            ["Anna", "Boris"],
            "сравнить — Anna и Boris",
            "compare — Anna and Boris",
        ),
        (
            "hobbit",
            "side",
            ["civilians"],
            "выбрать сторону — свободные народы",
            "choose a side — the Free Peoples",
        ),
        (
            "city",
            "borrow",
            ["doctor", "Anna"],
            "позаимствовать — роль «Врач», Anna",
            "borrow — role: Doctor, Anna",
        ),
    ],
)
def test_w6_the_act_reply_says_which_value_is_which(
    ruleset: str, verb: str, given: list[str], ru: str, en: str
) -> None:
    localizer = Localizer()
    value = action_value(ruleset, verb, given)
    args = request_text(value, ruleset)
    assert args is not None
    text = Text("discord-act-recorded", {"verb": Text(f"discord-verb-{verb}"), "args": args})
    assert localizer.render(text, "ru") == f"Заявка принята: {ru}. До конца фазы её можно изменить."
    assert (
        localizer.render(text, "en")
        == f"Request accepted: {en}. You may change it until the deadline."
    )


def test_the_ring_needs_no_value_in_the_reply() -> None:
    assert request_text(action_value("hobbit", "ring", []), "hobbit") is None
