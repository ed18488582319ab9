"""The «разбор» in words (`bot.text.analysis`): every fact of a game renders in both languages,
Russian text carries no engine ids, and the lines say what the engine found."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import engine
from bot.text.analysis import reads_text, turning_point_text, what_if_text
from bot.text.i18n import Localizer, Text
from engine.outcome import outcome
from engine.reads import PlayerReads, player_reads
from engine.what_if import Ending, turning_points, what_ifs
from tests.engine.test_what_if import random_record

ROOT = Path(__file__).resolve().parents[2]
FULL_GAME = ROOT / "tests/engine/conformance/city/full_game_ten_players_civilians_win.yaml"
ENGINE_IDS = re.compile(
    r"\b(heal|kill|vote|abstain|doctor|boss|mafia|civilians|robbers|loner|draw|night|day)\b|-\d"
)


@pytest.fixture(scope="module")
def localizer() -> Localizer:
    return Localizer(strict=True)


def texts_of(record: engine.Record) -> list[Text]:
    """Every «разбор» line of a game: what-ifs, turning points, each player's reads."""
    ruleset = record.setup.ruleset
    game, _ = engine.resolve_record(record)
    told = outcome(game)
    actual = Ending(told.winner, told.last) if told else Ending(None, None)
    return (
        [what_if_text(f, ruleset) for f in what_ifs(record)]
        + [turning_point_text(p, actual, ruleset) for p in turning_points(record)]
        + [reads_text(r, ruleset) for r in player_reads(record)]
    )


def test_the_full_game_in_russian(localizer: Localizer) -> None:
    lines = [localizer.render(t, "ru") for t in texts_of(engine.load_record(FULL_GAME))]
    assert (
        "Если бы в ночь 2 ход «лечение» игрока Dina (Врач) был направлен на Dina, а не на Kira, "
        "игра закончилась бы иначе: победа мафии, ночь 4."
    ) in lines
    assert (
        "Если бы в день 1 голос игрока Anna (Босс) был отдан за Ivan, а не за Fedor, "
        "победа мирных жителей пришла бы на день раньше: день 4."
    ) in lines
    assert (
        "Перелом — ночь 2: из игры выбыли: Dina. Пройди эта фаза без ходов и голосов — "
        "игра закончилась бы иначе: победа мафии, ночь 4."
    ) in lines
    assert (
        "Egor (мирные жители): против другого лагеря 5 из 5 голосов; своих не тронуто: 3 из 3."
        in (lines)
    )


def test_the_full_game_in_english(localizer: Localizer) -> None:
    lines = [localizer.render(t, "en") for t in texts_of(engine.load_record(FULL_GAME))]
    assert (
        "Had Dina (Doctor) aimed the heal at Dina instead of Kira on night 2, "
        "the game would have ended in the mafia's win on night 4."
    ) in lines
    assert (
        "Had Anna (Boss) voted for Ivan instead of Fedor on day 1, "
        "the citizens' win would have come a day earlier, on day 4."
    ) in lines


@pytest.mark.parametrize(("seed", "ruleset", "seats"), [(3, "city", 11), (4, "hobbit", 12)])
def test_every_line_of_a_random_game_renders_in_both_languages(
    localizer: Localizer, seed: int, ruleset: str, seats: int
) -> None:
    texts = texts_of(random_record(seed, ruleset, seats))
    assert len(texts) >= 3 + seats
    for text in texts:
        ru = localizer.render(text, "ru")
        assert ENGINE_IDS.search(ru) is None, ru
        assert localizer.render(text, "en")


@pytest.mark.parametrize(
    ("days", "phrase"), [(1, "на день позже"), (2, "на 2 дня позже"), (5, "на 5 дней позже")]
)
def test_a_later_ending_counts_days_in_russian(
    localizer: Localizer, days: int, phrase: str
) -> None:
    text = Text(
        "analysis-outcome-later",
        {
            "winner": Text("analysis-winner", {"camp": "mafia", "ruleset": "city"}),
            "days": days,
            "ended": Text("phase-name", {"kind": "day", "number": 9}),
        },
    )
    assert phrase in localizer.render(text, "ru")


def test_a_player_without_votes_or_allies(localizer: Localizer) -> None:
    text = reads_text(PlayerReads("Lev", "loner", 0, 0, 0, 0), "hobbit")
    assert localizer.render(text, "ru") == (
        "Lev (одиночка): голосов за живых игроков нет; своих голосами не проверить."
    )
