"""Every .ftl file of locales/: valid syntax, the same ids and variables in Russian and English,
every message renders cleanly, and Russian plurals are real plurals."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import ast as ftl

from bot.text.i18n import Localizer, Text
from tests.locales.catalog import all_ftl_files, catalog, ftl_files, parse, sample_args

RU = catalog("ru")
EN = catalog("en")
SAMPLE_NUMBERS = (0, 1, 2, 5, 11, 21, 22, 101)


@pytest.fixture(scope="module")
def localizer() -> Localizer:
    return Localizer(strict=True)


@pytest.mark.parametrize("path", all_ftl_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_ftl_file_has_no_syntax_errors(path: Path) -> None:
    junk = [item for item in parse(path).body if isinstance(item, ftl.Junk)]
    problems = [
        f"{annotation.code} {annotation.message}: {item.content.splitlines()[0]!r}"
        for item in junk
        for annotation in item.annotations
    ]
    assert not problems, problems


def test_both_languages_have_the_same_files() -> None:
    assert [p.name for p in ftl_files("ru")] == [p.name for p in ftl_files("en")]


def test_every_message_id_exists_in_both_languages() -> None:
    assert sorted(set(RU) - set(EN)) == [], "only in ru"
    assert sorted(set(EN) - set(RU)) == [], "only in en"


def test_every_message_lives_in_the_same_file_in_both_languages() -> None:
    moved = {msg_id: (RU[msg_id].file, EN[msg_id].file) for msg_id in set(RU) & set(EN)}
    assert {k: v for k, v in moved.items() if v[0] != v[1]} == {}


def test_every_message_uses_the_same_variables_in_both_languages() -> None:
    differ = {
        msg_id: (sorted(RU[msg_id].variables), sorted(EN[msg_id].variables))
        for msg_id in set(RU) & set(EN)
        if RU[msg_id].variables != EN[msg_id].variables
    }
    assert differ == {}


def test_no_message_id_is_defined_twice_in_a_language() -> None:
    for lang in ("ru", "en"):
        seen: dict[str, str] = {}
        twice = []
        for path in ftl_files(lang):
            for item in parse(path).body:
                if isinstance(item, ftl.Message):
                    if item.id.name in seen:
                        twice.append((lang, item.id.name, seen[item.id.name], path.name))
                    seen[item.id.name] = path.name
        assert twice == []


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_message_renders_with_sample_arguments(localizer: Localizer, lang: str) -> None:
    failures = []
    for msg_id, entry in (RU if lang == "ru" else EN).items():
        for number in SAMPLE_NUMBERS:
            for ruleset in ("city", "hobbit"):
                args = sample_args(entry.variables, number, ruleset)
                try:
                    out = localizer.render(Text(msg_id, args), lang)
                except Exception as error:  # collect every failure, not only the first
                    failures.append(f"{msg_id}: {error!r}")
                    break
                if not out.strip() or out == msg_id or "{" in out or "}" in out:
                    failures.append(f"{msg_id} -> {out!r}")
                    break
    assert failures == []


def _plural_selects(entry_selects: tuple[ftl.SelectExpression, ...]) -> list[set[str]]:
    keys = []
    for select in entry_selects:
        names = {v.key.name for v in select.variants if isinstance(v.key, ftl.Identifier)}
        if names & {"one", "few", "many"}:
            keys.append(names)
    return keys


def test_russian_plural_selectors_have_one_few_and_many_forms() -> None:
    incomplete = {}
    for msg_id, entry in RU.items():
        for keys in _plural_selects(entry.selects):
            if not {"one", "few"} <= keys or not keys & {"many", "other"}:
                incomplete[msg_id] = sorted(keys)
    assert incomplete == {}


def _russian_form(count: int, one: str, few: str, many: str) -> str:
    if count % 10 == 1 and count % 100 != 11:
        return one
    if 2 <= count % 10 <= 4 and not 12 <= count % 100 <= 14:
        return few
    return many


PLURAL_CASES = [
    ("reminder-left", {"phase": "night"}, "minutes", ("минута", "минуты", "минут")),
    ("card-counter-arrows", {}, "count", ("стрела", "стрелы", "стрел")),
    ("error-too_few_players", {"minimum": 6}, "count", ("игрок", "игрока", "игроков")),
    ("error-too_many_votes", {"verb": "secret_vote"}, "limit", ("голоса", "голосов", "голосов")),
    ("error-role_count", {"expected": 7}, "count", ("роль", "роли", "ролей")),
    ("card-counter-substitute_kills", {}, "count", ("заявку", "заявки", "заявок")),
    ("card-counter-lives", {}, "count", ("запасная", "запасные", "запасных")),
    ("card-counter-secret_votes", {}, "count", ("тайный", "тайных", "тайных")),
    ("visitors-civilians", {}, "count", ("мирный", "мирных", "мирных")),
    ("visitors-loner", {}, "count", ("одиночка", "одиночки", "одиночек")),
    ("service-status-alive", {"players": "Anna"}, "count", ("игрок", "игрока", "игроков")),
    ("error-dm_ambiguous", {}, "count", ("игре", "играх", "играх")),
    ("visitors-robbers", {}, "count", ("разбойник", "разбойника", "разбойников")),
    ("card-counter-orders", {}, "count", ("обязательный", "обязательных", "обязательных")),
]


@pytest.mark.parametrize("count", [1, 2, 5, 11, 21, 22, 101])
@pytest.mark.parametrize(("msg_id", "args", "variable", "forms"), PLURAL_CASES)
def test_russian_plurals_agree_with_the_number(
    localizer: Localizer,
    msg_id: str,
    args: dict[str, str | int],
    variable: str,
    forms: tuple[str, str, str],
    count: int,
) -> None:
    out = localizer.render(Text(msg_id, {**args, variable: count}), "ru")
    expected = _russian_form(count, *forms)
    others = set(forms) - {expected}
    assert re.search(rf"\b{expected}\b", out), out
    assert not any(re.search(rf"\b{count} {other}\b", out) for other in others), out


def test_english_plurals_agree_with_the_number(localizer: Localizer) -> None:
    one = localizer.render(Text("reminder-left", {"phase": "night", "minutes": 1}), "en")
    many = localizer.render(Text("reminder-left", {"phase": "night", "minutes": 21}), "en")
    assert one == "1 minute"
    assert many == "21 minutes"
