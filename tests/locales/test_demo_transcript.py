"""The demo game (`python -m bot demo --lang ru|en`) speaks one language only: no Russian text in
the English transcript and no English text in the Russian one, apart from players' names and
command verbs (`/act kill`)."""

from __future__ import annotations

import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

import engine
from tests.locales.catalog import ftl_files, parse

ROOT = Path(__file__).resolve().parents[2]
CYRILLIC_WORD = re.compile(r"[А-Яа-яЁё]{2,}")
LATIN_WORD = re.compile(r"[A-Za-z]{4,}")  # "long" Latin words: short ones may be ids or units
DEMO_ARGS = {"city": [], "hobbit": ["--ruleset", "hobbit", "--players", "16"]}
LANGUAGE_NAMES = frozenset({"Русский", "English"})  # each language is named in itself
CODE = re.compile(r"`[^`\n]*`|(?<!\w)/[a-z_]+(?: [a-z_]+)?")


class _TextCollector(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def visit_Pattern(self, node: ftl.Pattern) -> None:
        self.parts.append(
            "".join(el.value if isinstance(el, ftl.TextElement) else " " for el in node.elements)
        )
        self.generic_visit(node)  # patterns of select variants inside placeables


@cache
def vocabulary(lang: str, word: re.Pattern[str]) -> frozenset[str]:
    """Every word of the message texts of one language (placeables excluded), lowercased."""
    collector = _TextCollector()
    for path in ftl_files(lang):
        collector.visit(parse(path))
    text = CODE.sub(" ", "\n".join(collector.parts))
    return frozenset(match.lower() for match in word.findall(text))


def command_values() -> frozenset[str]:
    """What a player types as is: every verb of both rule sets (`kill`), `vote` and `abstain`."""
    verbs = {
        verb
        for ruleset in engine.RULESETS
        for info in engine.roles(ruleset).values()
        for verb in (*info.night_verbs, *info.day_verbs)
    }
    return frozenset({*verbs, "vote", "abstain"})


@cache
def transcript(lang: str, ruleset: str) -> str:
    """The demo's console output in `lang`, without code spans and slash commands."""
    done = subprocess.run(
        [sys.executable, "-m", "bot", "demo", "--lang", lang, *DEMO_ARGS[ruleset]],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip(), "the demo printed nothing"
    return CODE.sub(" ", done.stdout)


@pytest.mark.parametrize("ruleset", sorted(DEMO_ARGS))
def test_english_demo_has_no_russian_text_apart_from_names(ruleset: str) -> None:
    english = transcript("en", ruleset)
    names = set(CYRILLIC_WORD.findall(transcript("ru", ruleset)))  # a Cyrillic name shows in both
    russian_vocabulary = vocabulary("ru", CYRILLIC_WORD)
    leaked = {
        word
        for word in CYRILLIC_WORD.findall(english)
        if (word not in names or word.lower() in russian_vocabulary) and word not in LANGUAGE_NAMES
    }
    assert leaked == set()


@pytest.mark.parametrize("ruleset", sorted(DEMO_ARGS))
def test_russian_demo_has_no_english_text_apart_from_names_and_commands(ruleset: str) -> None:
    russian = transcript("ru", ruleset)
    names = set(LATIN_WORD.findall(transcript("en", ruleset)))  # a Latin name shows in both
    english_vocabulary = vocabulary("en", LATIN_WORD)
    values = command_values()
    leaked = {
        word
        for word in LATIN_WORD.findall(russian)
        if (word not in names or word.lower() in english_vocabulary)
        and word not in values
        and word not in LANGUAGE_NAMES
    }
    assert leaked == set()


@pytest.mark.parametrize("ruleset", sorted(DEMO_ARGS))
def test_each_transcript_is_mostly_in_its_own_language(ruleset: str) -> None:
    russian, english = transcript("ru", ruleset), transcript("en", ruleset)
    assert len(CYRILLIC_WORD.findall(russian)) > len(LATIN_WORD.findall(russian))
    assert len(LATIN_WORD.findall(english)) > len(CYRILLIC_WORD.findall(english))
