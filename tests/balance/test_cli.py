"""`python -m bot balance`: JSON for machines, words for people that name the simulated players,
localized refusals, and the role list as the command line takes it."""

from __future__ import annotations

import json

import pytest

from bot.__main__ import main as bot_main
from bot.balance.cli import role_ids
from bot.text import narrative
from bot.text.i18n import Localizer


def test_role_ids_split_and_repeat() -> None:
    localizer = Localizer(strict=False)
    assert role_ids("Boss, doctor; citizen*3", "city", localizer) == [
        "boss",
        "doctor",
        *["citizen"] * 3,
    ]
    assert role_ids("  boss detective  citizen*2 ", "city", localizer) == [
        "boss",
        "detective",
        "citizen",
        "citizen",
    ]


def _ru(role: str) -> str:
    return Localizer(strict=False).render(narrative.role_name(role, "city"), "ru")


def test_role_ids_take_russian_and_english_role_names() -> None:
    localizer = Localizer(strict=False)
    citizen_en = localizer.render(narrative.role_name("citizen", "city"), "en")
    typed = f"{_ru('doctor').upper()}, {citizen_en}*2, boss"
    assert role_ids(typed, "city", localizer) == ["doctor", "citizen", "citizen", "boss"]


def test_localized_role_names_reach_the_estimate(capsys: pytest.CaptureFixture[str]) -> None:
    typed = f"{_ru('mafioso')}*2, {_ru('detective')}, {_ru('doctor')}, {_ru('citizen')}*4"
    argv = ["balance", "--roles", typed, "--games", "4", "--swing-games", "0", "--json"]
    assert bot_main([*argv, "--workers", "1"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["roles"] == sorted(["mafioso"] * 2 + ["detective", "doctor"] + ["citizen"] * 4)


def test_json_for_machines(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["balance", "--ruleset", "hobbit", "--players", "8", "--games", "12", "--json"]
    assert bot_main([*argv, "--swing-games", "0", "--workers", "1"]) == 0
    out = capsys.readouterr()
    data = json.loads(out.out)
    assert data["games"] == 12 and data["ruleset"] == "hobbit" and "simulated" in data["source"]
    assert sum(share["count"] for share in data["camps"].values()) + data["draws"]["count"] == 12
    assert "12/12" in out.err  # the progress bar, on stderr


@pytest.mark.parametrize(("lang", "words"), [("en", "simulated players"), ("ru", "симулирован")])
def test_words_for_people_say_the_players_were_simulated(
    capsys: pytest.CaptureFixture[str], lang: str, words: str
) -> None:
    argv = ["balance", "--roles", "mafioso, mafioso, detective, doctor, citizen*4"]
    assert bot_main([*argv, "--games", "8", "--swing-games", "4", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert words in out and "{" not in out
    assert out.count("\n") >= 8  # title, roles, 3 camps, draws, length, swings, note


def test_a_refusal_is_localized_and_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert bot_main(["balance", "--roles", "boss, dragon, citizen*5", "--lang", "ru"]) == 2
    assert "dragon" in capsys.readouterr().err
    assert bot_main(["balance", "--players", "10", "--games", "99999", "--lang", "en"]) == 2
    assert "99999" in capsys.readouterr().err.replace(",", "")
