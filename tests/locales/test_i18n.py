"""The i18n glue: Text values, language choice, strict rendering, nested texts and lists."""

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.text.i18n import Localizer, MissingMessageError, RenderError, Text, pick_language

RU = """
list-separator = {", "}
list-and = {$head} и {$last}
votes = { $count ->
    [one] {$count} голос
    [few] {$count} голоса
    [many] {$count} голосов
   *[other] {$count} голоса
}
role-boss = Босс
lynched = Повешен {$name}, {$role}.
roles = Роли: {$roles}.
needs-name = Привет, {$name}!
"""

EN = """
list-separator = {", "}
list-and = {$head} and {$last}
votes = { $count ->
    [one] {$count} vote
   *[other] {$count} votes
}
role-boss = Boss
lynched = {$name}, the {$role}, was hanged.
roles = Roles: {$roles}.
needs-name = Hello, {$name}!
only-en = English only
"""


@pytest.fixture
def localizer(tmp_path: Path) -> Localizer:
    for lang, body in (("ru", RU), ("en", EN)):
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "test.ftl").write_text(body, encoding="utf-8")
    return Localizer(tmp_path)


def test_text_round_trips_through_json_with_nested_texts_and_lists() -> None:
    text = Text("lynched", {"name": "Anna", "role": Text("role-boss"), "roles": ("a", Text("b"))})
    data = json.loads(json.dumps(text.to_json()))
    assert Text.from_json(data) == text
    assert hash(Text.from_json(data)) == hash(text)


def test_text_is_immutable() -> None:
    args = {"name": "Anna"}
    text = Text("needs-name", args)
    args["name"] = "Boris"
    assert text.args["name"] == "Anna"
    with pytest.raises(TypeError):
        text.args["name"] = "Vera"  # type: ignore[index]


def test_text_rejects_unsupported_arguments() -> None:
    with pytest.raises(TypeError):
        Text("x", {"flag": True})
    with pytest.raises(TypeError):
        Text("x", {"value": 1.5})  # type: ignore[dict-item]


def test_message_ids_lists_nested_ids() -> None:
    text = Text("roles", {"roles": (Text("role-boss"), Text("role-doctor"))})
    assert list(text.message_ids()) == ["roles", "role-boss", "role-doctor"]


@pytest.mark.parametrize(
    ("user_locale", "server", "expected"),
    [
        ("ru", "en", "ru"),
        ("en-US", "ru", "en"),
        ("en-GB", "ru", "en"),
        ("de", "en", "en"),
        ("uk", "ru", "ru"),
        (None, "en", "en"),
        (None, "fr", "ru"),
    ],
)
def test_pick_language_prefers_player_locale_when_ru_or_en(
    user_locale: str | None, server: str, expected: str
) -> None:
    assert pick_language(user_locale, server) == expected


def test_nested_text_renders_in_the_same_language(localizer: Localizer) -> None:
    text = Text("lynched", {"name": "Anna", "role": Text("role-boss")})
    assert localizer.render(text, "ru") == "Повешен Anna, Босс."
    assert localizer.render(text, "en") == "Anna, the Boss, was hanged."


def test_tuple_argument_renders_as_localized_list(localizer: Localizer) -> None:
    text = Text("roles", {"roles": (Text("role-boss"), "X", "Y")})
    assert localizer.render(text, "ru") == "Роли: Босс, X и Y."
    assert localizer.render(text, "en") == "Roles: Boss, X and Y."
    assert localizer.render(Text("roles", {"roles": ("X",)}), "en") == "Roles: X."


@pytest.mark.parametrize(
    ("count", "expected"),
    [(1, "1 голос"), (2, "2 голоса"), (5, "5 голосов"), (11, "11 голосов"), (21, "21 голос")],
)
def test_integer_arguments_select_russian_plurals(
    localizer: Localizer, count: int, expected: str
) -> None:
    assert localizer.render(Text("votes", {"count": count}), "ru") == expected


def test_missing_id_raises_in_strict_mode(localizer: Localizer) -> None:
    with pytest.raises(MissingMessageError):
        localizer.render(Text("no-such-message"), "en")
    with pytest.raises(MissingMessageError):
        localizer.render(Text("only-en"), "ru")


def test_missing_variable_raises_in_strict_mode(localizer: Localizer) -> None:
    with pytest.raises(RenderError):
        localizer.render(Text("needs-name"), "en")


def test_lenient_mode_falls_back_to_other_language_then_id(tmp_path: Path) -> None:
    for lang, body in (("ru", RU), ("en", EN)):
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "test.ftl").write_text(body, encoding="utf-8")
    lenient = Localizer(tmp_path, strict=False)
    assert lenient.render(Text("only-en"), "ru") == "English only"
    assert lenient.render(Text("no-such-message"), "ru") == "no-such-message"


def test_lenient_mode_keeps_fluents_best_effort_for_a_missing_variable(tmp_path: Path) -> None:
    for lang, body in (("ru", RU), ("en", EN)):
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "test.ftl").write_text(body, encoding="utf-8")
    lenient = Localizer(tmp_path, strict=False)
    assert lenient.render(Text("needs-name"), "ru") == "Привет, name!"
    assert lenient.render(Text("votes"), "ru").endswith("голоса")  # the default variant


def test_unknown_language_is_refused(localizer: Localizer) -> None:
    with pytest.raises(ValueError):
        localizer.render(Text("role-boss"), "de")


names = st.text(alphabet="abcdefghij-_", min_size=1, max_size=8)
plain_args = st.one_of(st.text(max_size=10), st.integers(-1000, 1000))
texts = st.recursive(
    st.builds(Text, names, st.dictionaries(names, plain_args, max_size=3)),
    lambda inner: st.builds(
        Text,
        names,
        st.dictionaries(
            names,
            st.one_of(plain_args, inner, st.tuples(inner, plain_args)),
            max_size=3,
        ),
    ),
    max_leaves=8,
)


@settings(deadline=None)  # the first example pays for imports
@given(texts)
def test_any_text_survives_a_json_round_trip(text: Text) -> None:
    restored = Text.from_json(json.loads(json.dumps(text.to_json())))
    assert restored == text
    assert hash(restored) == hash(text)
