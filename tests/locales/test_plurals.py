"""Plurals for every message that takes a number, at 1, 2, 5, 11, 21, 22 and 101, in both
languages: each renders, and in Russian a number printed before a word is always inside a plural
selector on that number (so «1 из мафии», «21 игроков» cannot come back)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from fluent.syntax import ast as ftl

from bot.text.i18n import Localizer, Text
from tests.locales.catalog import NUMERIC_VARIABLES, catalog, ftl_files, parse, sample_args

NUMBERS = (1, 2, 5, 11, 21, 22, 101)
RU = catalog("ru")
EN = catalog("en")
COUNTED = sorted(msg_id for msg_id, entry in RU.items() if entry.variables & NUMERIC_VARIABLES)
# prepositions and unit abbreviations («5 мин», «2 ч») take no plural; nor does a decimal's tenths
_WORD_AFTER = re.compile(r"^\s?(?!(?:до|в|и|из|на|по|или|д|ч|мин)\b)[а-яё]", re.IGNORECASE)
_NOT_COUNTS = frozenset({"tenths"})
_PLURAL_KEYS = {"one", "few", "many", "other"}


@pytest.fixture(scope="module")
def localizer() -> Localizer:
    return Localizer(strict=True)


def test_many_messages_take_a_number() -> None:
    assert len(COUNTED) > 40  # the list below is not empty by accident


@pytest.mark.parametrize("msg_id", COUNTED)
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_counted_message_renders_at_every_plural_form(
    localizer: Localizer, lang: str, msg_id: str
) -> None:
    entry = (RU if lang == "ru" else EN)[msg_id]
    for number in NUMBERS:
        for ruleset in ("city", "hobbit"):
            out = localizer.render(
                Text(msg_id, sample_args(entry.variables, number, ruleset)), lang
            )
            assert out.strip() and "{" not in out, (msg_id, number, out)


def _printed_numbers(
    pattern: ftl.Pattern, selects: tuple[str, ...]
) -> Iterator[tuple[str, tuple[str, ...], str]]:
    """(variable, the plural selects around it, the text after it) for every number printed."""
    elements = pattern.elements
    for i, element in enumerate(elements):
        if not isinstance(element, ftl.Placeable):
            continue
        expression = element.expression
        if isinstance(expression, ftl.VariableReference):
            if expression.id.name in NUMERIC_VARIABLES:
                after = elements[i + 1] if i + 1 < len(elements) else None
                text = after.value if isinstance(after, ftl.TextElement) else ""
                yield expression.id.name, selects, text
        elif isinstance(expression, ftl.SelectExpression):
            selector = expression.selector
            keys = {v.key.name for v in expression.variants if isinstance(v.key, ftl.Identifier)}
            plural = (
                isinstance(selector, ftl.VariableReference)
                and {"one", "few"} <= keys
                and bool(keys & {"many", "other"})
            )
            inner = (*selects, selector.id.name) if plural else selects  # type: ignore[union-attr]
            for variant in expression.variants:
                yield from _printed_numbers(variant.value, inner)


def test_russian_numbers_before_a_word_are_inside_a_plural_selector() -> None:
    bare = []
    for path in ftl_files("ru"):
        for item in parse(path).body:
            if not isinstance(item, ftl.Message) or item.value is None:
                continue
            for variable, selects, after in _printed_numbers(item.value, ()):
                if _WORD_AFTER.match(after) and variable not in (*selects, *_NOT_COUNTS):
                    bare.append(f"{item.id.name}: {{${variable}}}{after[:20]}")
    assert bare == []


def _russian_form(count: int, one: str, few: str, many: str) -> str:
    if count % 10 == 1 and count % 100 != 11:
        return one
    if 2 <= count % 10 <= 4 and not 12 <= count % 100 <= 14:
        return few
    return many


@pytest.mark.parametrize("count", NUMBERS)
def test_the_morning_alive_count_and_the_reminder_read_right(
    localizer: Localizer, count: int
) -> None:
    ru = localizer.render(Text("alive-count", {"count": count}), "ru")
    assert ru == f"👥 В живых: {count}."
    assert localizer.render(Text("alive-count", {"count": count}), "en") == f"👥 Alive: {count}."
    left = localizer.render(Text("reminder-left", {"phase": "day", "minutes": count}), "ru")
    verb = _russian_form(count, "осталась", "осталось", "осталось")
    noun = _russian_form(count, "минута", "минуты", "минут")
    assert left == f"{verb} {count} {noun}"
    en = localizer.render(Text("reminder-left", {"phase": "day", "minutes": count}), "en")
    assert en == f"{count} minute" + ("" if count == 1 else "s")


@pytest.mark.parametrize("count", NUMBERS)
def test_a_watch_counts_its_visitors_in_the_nominative(localizer: Localizer, count: int) -> None:
    visitors = (Text("visitors-mafia", {"count": count}), Text("visitors-robbers", {"count": 1}))
    ru = localizer.render(Text("private-watch", {"count": count + 1, "camps": visitors}), "ru")
    assert ru == f"👣 Гости у дома этой ночью: {count} мафиози и 1 разбойник."
    en = localizer.render(Text("private-watch", {"count": count + 1, "camps": visitors}), "en")
    mafiosi = "mafioso" if count == 1 else "mafiosi"
    assert en == f"👣 Visitors at the house tonight: {count} {mafiosi} and 1 robber."
