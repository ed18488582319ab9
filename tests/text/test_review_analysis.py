"""The «разбор» and the sealed deal on the review page: a finished game's page shows
its what-ifs (at least three when the engine finds them), its turning points and every
player's reads, and its seal with the salt and how to check it, in both languages; a game not
yet over shows none of the «разбор» and no salt."""

from __future__ import annotations

from dataclasses import replace
from html import escape

import pytest

import engine
from bot.text.analysis import reads_text, what_if_text
from bot.text.i18n import Localizer, Text
from bot.text.review import review_of
from bot.text.review_page import render_page
from engine.proof import sealed
from engine.reads import player_reads
from engine.seal import Seal
from engine.what_if import what_ifs
from tests.engine.test_what_if import random_record

SALT = "5a17" * 16
LANGS = ("ru", "en")


@pytest.fixture(scope="module")
def localizer() -> Localizer:
    return Localizer(strict=True)  # a missing id or argument fails the test


@pytest.fixture(scope="module")
def record() -> engine.Record:
    found = sealed(random_record(3, "city", 11), SALT)
    assert len(what_ifs(found)) >= 3  # the game this file reads has findings
    return found


def _section(html: str, ident: str) -> str:
    return html.split(f'id="{ident}"', 1)[1].split("<h2", 1)[0]


@pytest.mark.parametrize("lang", LANGS)
def test_a_finished_games_page_shows_its_what_ifs_turning_points_and_reads(
    record: engine.Record, lang: str, localizer: Localizer
) -> None:
    html = render_page(review_of(record), localizer, lang)
    analysis = _section(html, "analysis")
    ruleset = record.setup.ruleset
    findings = what_ifs(record)
    lines = [escape(localizer.render(what_if_text(f, ruleset), lang)) for f in findings]
    assert len(lines) >= 3 and all(f"<li>{line}</li>" in analysis for line in lines)
    for reads in player_reads(record):
        assert escape(localizer.render(reads_text(reads, ruleset), lang)) in analysis
    heading = localizer.render(Text("analysis-page-turning-points"), lang)
    assert escape(heading) in analysis


@pytest.mark.parametrize("lang", LANGS)
def test_a_finished_games_page_shows_its_seal_salt_and_how_to_check(
    record: engine.Record, lang: str, localizer: Localizer
) -> None:
    assert record.seal is not None and record.seal.commitment is not None
    html = render_page(review_of(record), localizer, lang)
    seal = _section(html, "seal")
    assert record.seal.commitment in seal and SALT in seal
    assert "python -m engine verify" in seal


@pytest.mark.parametrize("lang", LANGS)
def test_a_game_not_over_shows_no_analysis_and_no_salt(
    record: engine.Record, lang: str, localizer: Localizer
) -> None:
    assert record.seal is not None and record.seal.commitment is not None
    live = engine.Record(record.setup, record.phases[:3], Seal(record.seal.commitment))
    html = render_page(review_of(live), localizer, lang)
    assert 'id="analysis"' not in html
    assert escape(localizer.render(Text("analysis-page-heading"), lang)) not in html
    assert record.seal.commitment in html and SALT not in html


@pytest.mark.parametrize("lang", LANGS)
def test_an_unsealed_games_page_says_it_has_no_seal(
    record: engine.Record, lang: str, localizer: Localizer
) -> None:
    html = render_page(review_of(replace(record, seal=None)), localizer, lang)
    assert escape(localizer.render(Text("seal-page-unsealed"), lang)) in _section(html, "seal")
