"""The review page and the «итоги» post, without a browser: the page of a game of
each rule set in each language shows every player, phase and move, escapes every user string,
makes no external request; the post splits within Discord's limit; `python -m bot review`."""

from __future__ import annotations

import re
import subprocess
import sys
from datetime import UTC, datetime
from html import escape
from pathlib import Path

import pytest

import engine
from bot.discord.text import MESSAGE_LIMIT, chunks, render
from bot.text.i18n import Localizer, Text
from bot.text.review import review_of, summary_texts
from bot.text.review_cli import main as review_main
from bot.text.review_page import render_page
from bot.text.views import TallyEntry
from tests.text.games import HOSTILE, NAMES, finished_record

ROOT = Path(__file__).resolve().parents[2]
MALFORMED = ROOT / "tests" / "engine" / "conformance" / "malformed"
EXTERNAL = re.compile(
    r"""(?:src|href)\s*=\s*["']?\s*(?:https?:)?//|url\(\s*["']?\s*(?:https?:)?//""", re.I
)
CASES = [(ruleset, lang) for ruleset in ("city", "hobbit") for lang in ("ru", "en")]


@pytest.fixture(scope="module")
def localizer() -> Localizer:
    return Localizer(strict=True)  # a missing id or argument fails the test


def page_of(ruleset: str, lang: str, localizer: Localizer) -> str:
    return render_page(review_of(finished_record(ruleset)), localizer, lang)


@pytest.mark.parametrize(("ruleset", "lang"), CASES)
def test_the_page_shows_every_player_phase_and_move_in_the_games_language(
    ruleset: str, lang: str, localizer: Localizer
) -> None:
    review = review_of(finished_record(ruleset))
    html = render_page(review, localizer, lang)
    assert html.startswith("<!DOCTYPE html>") and f'<html lang="{lang}">' in html
    assert escape(localizer.render(Text("review-page-heading"), lang)) in html
    for name in NAMES:
        assert f'data-player="{escape(name, quote=True)}"' in html
    for phase in review.phases:
        kind, number = phase.result.phase.kind, phase.result.phase.number
        assert f'id="{kind}-{number}"' in html
        moves = [e for e in phase.trace.entries if not (kind == "day" and e.verb == "vote")]
        assert html.count(f'id="{kind}-{number}"') == 1
        section = html.split(f'id="{kind}-{number}"', 1)[1].split("</section>", 1)[0]
        assert section.count("<li ") == len(moves)
    winner = localizer.render(Text(f"winner-{review.final.winner}", {"ruleset": ruleset}), lang)
    assert escape(winner) in html
    letters = re.findall(r"[а-яё]", html, re.I) if lang == "ru" else re.findall(r"[a-z]", html)
    assert len(letters) > 1000


@pytest.mark.parametrize(("ruleset", "lang"), CASES)
def test_the_page_escapes_every_name_and_asks_for_nothing_outside(
    ruleset: str, lang: str, localizer: Localizer
) -> None:
    html = page_of(ruleset, lang, localizer)
    for name in HOSTILE:
        if name != escape(name):
            assert name not in html  # never as markup
        assert escape(name) in html
    assert html.count(escape("**bold**")) >= 2  # the name as typed: no markup taken out of it
    assert "<script" not in html.replace("&lt;script", "")
    assert not EXTERNAL.search(html)
    assert not re.search(r"<(?:link|img|iframe|object|embed|base)\b|@import", html, re.I)


def test_changed_votes_are_struck_through_and_the_standing_one_is_not(
    localizer: Localizer,
) -> None:
    record = finished_record("city")
    voter, first, last = NAMES[5], NAMES[6], NAMES[7]
    at = datetime(2026, 1, 1, tzinfo=UTC)
    votes = {1: [TallyEntry(voter, first, at, True), TallyEntry(voter, last, at, False)]}
    html = render_page(review_of(record, votes), localizer, "en")
    day = html.split('id="day-1"', 1)[1].split("</section>", 1)[0]
    assert f"<s>{first}</s> → <strong>{last}</strong>" in day
    assert escape(localizer.render(Text("review-page-struck-note"), "en")) in day


@pytest.mark.parametrize(("ruleset", "lang"), CASES)
def test_the_review_post_splits_within_discords_limit_between_lines(
    ruleset: str, lang: str, localizer: Localizer
) -> None:
    texts = summary_texts(review_of(finished_record(ruleset)))
    parts = chunks(render(localizer, texts, lang, "\n"))  # one per line, as the Table posts
    assert len(parts) > 1 and all(len(part) <= MESSAGE_LIMIT for part in parts)
    whole = "\n".join(parts)
    for number in range(1, 4):
        assert localizer.render(Text("review-night", {"number": number}), lang) in whole


def test_bot_review_prints_the_page_of_a_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.yaml"
    path.write_text(finished_record("hobbit").to_yaml(), encoding="utf-8")
    assert review_main([str(path), "--lang", "en"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("<!DOCTYPE html>") and '<html lang="en">' in out and err == ""


@pytest.mark.parametrize("record", sorted(MALFORMED.glob("*.yaml")), ids=lambda p: p.stem)
def test_bot_review_of_a_malformed_record_exits_2_with_one_line(
    record: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert review_main([str(record), "--lang", "ru"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("error: ")


def test_python_m_bot_review_is_wired_and_exits_2_on_a_bad_record() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot", "review", str(MALFORMED / "unknown_role.yaml")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: unknown_role")


@pytest.mark.parametrize("argv", [[], ["a", "b"], ["x.yaml", "--lang", "de"], ["--lang"]])
def test_bot_review_bad_usage_is_one_line_and_exit_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert review_main(argv) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_a_record_that_is_not_finished_says_so(localizer: Localizer) -> None:
    record = finished_record("city")
    cut = engine.Record(record.setup, record.phases[:2])
    html = render_page(review_of(cut), localizer, "en")
    assert escape(localizer.render(Text("review-page-unfinished"), "en")) in html


SAMPLE: dict[str, engine.TraceParam] = {
    "role": "doctor",
    "camp": "mafia",
    "camps": ("mafia", "civilians"),
    "cause": "mafia",
    "verb": "heal",
    "players": ("Anna", "Boris"),
    "has_role": "yes",
    "arkenstone": "no",
    "result": "same",
    "kind": "hint",
    "side": "loner",
    "count": 3,
    "days": 2,
    "digit": 2,
}


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_reason_verb_and_cause_of_the_engine_is_worded(
    lang: str, localizer: Localizer
) -> None:
    """Every engine.TRACE_CODES code renders with exactly its parameters, in both languages;
    every verb or event a trace may carry and every cause of death has its name."""
    from bot.text.review import CAUSES, KNOWN_VERBS, cause_text, reason_text, verb_text

    for code, params in engine.TRACE_CODES.items():
        values = {name: SAMPLE.get(name, "Anna") for name in params}
        for ruleset in engine.RULESETS:
            text = localizer.render(reason_text(engine.Reason(code, values), ruleset), lang)
            assert text and "{" not in text, (code, text)
    for verb in KNOWN_VERBS:
        assert localizer.render(verb_text(verb), lang)
    assert localizer.render(verb_text("frobnicate"), lang)  # a refused unknown verb
    for cause in CAUSES:
        assert localizer.render(cause_text(cause, "hobbit"), lang)


@pytest.mark.parametrize("ruleset", ["city", "hobbit"])
def test_a_long_game_of_thirty_long_names_is_worded_within_fluents_and_discords_limits(
    ruleset: str, localizer: Localizer
) -> None:
    """Thirty 32-character names: every line of the post renders (Fluent refuses a placeable
    over 2,500 characters, so no line nests the others) and the post splits within 2,000."""
    import random

    from engine.simulate import play_random_game

    names = [f"Игрок {i:02d} с очень длинным ником".ljust(32, "ж")[:32] for i in range(30)]
    setup = engine.deal(ruleset, names, seed=30)
    _, inputs = play_random_game(engine.new_game(setup), random.Random(30))
    review = review_of(engine.Record.from_history(setup, inputs))
    for lang in ("ru", "en"):
        parts = chunks(render(localizer, summary_texts(review), lang, "\n"))
        assert all(len(part) <= MESSAGE_LIMIT for part in parts)
        assert escape(names[29]) in render_page(review, localizer, lang)
