"""Localized text: the `Text` value passed between layers and the `Localizer` that renders it.

The service and the cogs never build user-visible strings: they pass `Text(msg_id, args)` values,
and the Table port renders each one in its reader's language with `Localizer.render`. Messages live
in `locales/<lang>/*.ftl` (Fluent). An argument may itself be a `Text` (a role name inside a
sentence), rendered in the same language, or a tuple of values, rendered as a localized list
("A, B and C").
Integers stay numbers, so Fluent's plural selectors pick real Russian plurals (one/few/many/other).
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal, TypeAlias

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from bot.text.collation import sort_key
from bot.text.mentions import CommandMentions, command_path, command_variable

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "LOCALES_DIR",
    "SORTED_LIST_ID",
    "Arg",
    "Language",
    "Localizer",
    "MissingMessageError",
    "RenderError",
    "Text",
    "pick_language",
]

log = logging.getLogger(__name__)

Language: TypeAlias = Literal["ru", "en"]
LANGUAGES: tuple[Language, ...] = ("ru", "en")
DEFAULT_LANGUAGE: Language = "ru"
LOCALES_DIR = Path(__file__).resolve().parents[2] / "locales"

Arg: TypeAlias = "str | int | Text | tuple[Arg, ...]"
"""One message argument: a string, an integer (plural-aware), a nested Text, or a list of these."""

LIST_SEPARATOR_ID = "list-separator"
LIST_AND_ID = "list-and"
SORTED_LIST_ID = "list-sorted"
"""`Text(SORTED_LIST_ID, {"items": (...)})`: the items rendered, in the reader's alphabetical
order, equal ones merged with their count (`list-count`: "Мирный житель ×2"), then joined as a
list ("A, B и C"). A role list in a post is one of these, so no reader sees an order that follows
the seats."""
LIST_COUNT_ID = "list-count"


def _freeze_arg(value: Any) -> Arg:
    """Validate one argument and make it immutable (lists become tuples)."""
    if isinstance(value, bool):
        raise TypeError("Text arguments may not be bool; pass an int or a message id")
    if isinstance(value, str | int | Text):
        return value
    if isinstance(value, list | tuple):
        return tuple(_freeze_arg(item) for item in value)
    raise TypeError(f"unsupported Text argument type: {type(value).__name__}")


def _arg_to_json(value: Arg) -> Any:
    if isinstance(value, Text):
        return value.to_json()
    if isinstance(value, tuple):
        return [_arg_to_json(item) for item in value]
    return value


def _arg_from_json(value: Any) -> Arg:
    if isinstance(value, dict):
        return Text.from_json(value)
    if isinstance(value, list):
        return tuple(_arg_from_json(item) for item in value)
    return _freeze_arg(value)


@dataclass(frozen=True)
class Text:
    """A message id with its arguments: text to be rendered later in the reader's language.

    Frozen, hashable and JSON-serialisable (`to_json` / `from_json`), so it can be stored (e.g. in
    an outbox of announcements) and rendered after a restart.

    >>> Text("error-not_day").to_json()
    {'id': 'error-not_day', 'args': {}}
    """

    id: str
    args: Mapping[str, Arg] = field(default_factory=dict)

    def __post_init__(self) -> None:
        frozen = {str(key): _freeze_arg(value) for key, value in self.args.items()}
        object.__setattr__(self, "args", MappingProxyType(frozen))

    def __hash__(self) -> int:
        return hash((self.id, tuple(sorted(self.args.items()))))

    def __repr__(self) -> str:
        return f"Text({self.id!r}, {dict(self.args)!r})"

    def to_json(self) -> dict[str, Any]:
        """This Text as plain JSON data: `{"id": ..., "args": {...}}` (nested Texts as dicts)."""
        return {"id": self.id, "args": {key: _arg_to_json(v) for key, v in self.args.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Text:
        """Rebuild a Text from `to_json` output."""
        args = data.get("args") or {}
        return cls(str(data["id"]), {key: _arg_from_json(v) for key, v in args.items()})

    def message_ids(self) -> Iterator[str]:
        """This Text's id and the ids of every nested Text, depth first."""
        yield self.id
        yield from _nested_ids(self.args.values())


def _nested_ids(values: Iterable[Arg]) -> Iterator[str]:
    for value in values:
        if isinstance(value, Text):
            yield from value.message_ids()
        elif isinstance(value, tuple):
            yield from _nested_ids(value)


def pick_language(user_locale: str | None, server_language: str) -> Language:
    """The language to show one reader: their Discord locale when Russian or English, else the
    server's (and Russian if the server's setting is not a known language).

    >>> pick_language("en-GB", "ru"), pick_language("de", "en"), pick_language(None, "xx")
    ('en', 'en', 'ru')
    """
    if user_locale:
        base = user_locale.replace("_", "-").split("-", 1)[0].lower()
        if base in LANGUAGES:
            return base
    if server_language in LANGUAGES:
        return server_language
    return DEFAULT_LANGUAGE


class RenderError(Exception):
    """A message could not be rendered cleanly (a missing variable, a bad reference)."""

    def __init__(self, msg_id: str, lang: str, errors: Iterable[Exception]) -> None:
        self.msg_id = msg_id
        self.lang = lang
        self.errors = tuple(errors)
        detail = "; ".join(str(error) for error in self.errors)
        super().__init__(f"{lang}:{msg_id}: {detail}")


class MissingMessageError(KeyError):
    """A message id does not exist in a language (Fluent itself would silently print the id)."""

    def __init__(self, msg_id: str, lang: str) -> None:
        self.msg_id = msg_id
        self.lang = lang
        super().__init__(f"{lang}:{msg_id}")


def load_resources(lang_dir: Path) -> list[ftl.Resource]:
    """Parse every `.ftl` file of one language directory, in name order."""
    parser = FluentParser()
    return [
        parser.parse(path.read_text(encoding="utf-8")) for path in sorted(lang_dir.glob("*.ftl"))
    ]


class Localizer:
    """Renders `Text` values in Russian or English from `locales/<lang>/*.ftl`.

    One Fluent bundle per language, without bidi isolation marks. With `strict=True` (the default,
    and what every test uses) a missing id or a formatting error raises. With `strict=False` the
    problem is logged: a formatting error (a missing variable) keeps Fluent's best effort (the
    default variant, the bare variable name for a missing value), and a missing id falls back to
    the other language, then to the bare id: a production bot never fails to answer over one text.

    One Localizer may render in several threads at once (the review page is drawn off the event
    loop, `bot.discord.review_pages`): what it and its bundles change after loading are caches of
    values computed again alike (compiled messages, the command variables of a version of the
    mentions), each stored by one dict assignment; every render works in its own environment.
    """

    def __init__(self, root: Path = LOCALES_DIR, *, strict: bool = True) -> None:
        self.root = root
        self.strict = strict
        self.commands = CommandMentions()
        """The synced commands' mentions, which fill every `{ $cmd_<path> }` of a message."""
        self._bundles: dict[str, FluentBundle] = {}
        self._message_ids: dict[str, frozenset[str]] = {}  # read from the parsed resources
        for lang in LANGUAGES:
            bundle = FluentBundle([lang], use_isolating=False)
            ids: set[str] = set()
            for resource in load_resources(root / lang):
                bundle.add_resource(resource)
                ids.update(e.id.name for e in resource.body if isinstance(e, ftl.Message))
            self._bundles[lang] = bundle
            self._message_ids[lang] = frozenset(ids)
        self._command_args: dict[str, tuple[int, dict[str, str]]] = {}

    def has_message(self, msg_id: str, lang: str) -> bool:
        """Whether `msg_id` exists (with a value) in `lang`."""
        bundle = self._bundles.get(lang)
        return bundle is not None and bundle.has_message(msg_id)

    def message_ids(self, lang: str) -> frozenset[str]:
        """Every message id of one language."""
        return self._message_ids[lang]

    def render(self, text: Text, lang: str) -> str:
        """`text` rendered in `lang` ("ru" or "en"); nested Texts render in the same language."""
        if lang not in self._bundles:
            raise ValueError(f"unknown language {lang!r}; expected one of {LANGUAGES}")
        try:
            return self._format(text, lang)
        except (MissingMessageError, RenderError):
            if self.strict:
                raise
            log.exception("cannot render %r in %s", text, lang)
            other = next(code for code in LANGUAGES if code != lang)
            try:
                return self._format(text, other)
            except (MissingMessageError, RenderError):
                return text.id

    def render_all(self, texts: Iterable[Text], lang: str) -> list[str]:
        """Every text of `texts` rendered in `lang`."""
        return [self.render(text, lang) for text in texts]

    def format(self, msg_id: str, lang: str, args: Mapping[str, Arg] | None = None) -> str:
        """Shortcut for `render(Text(msg_id, args or {}), lang)`."""
        return self.render(Text(msg_id, args or {}), lang)

    def _format(self, text: Text, lang: str) -> str:
        if text.id == SORTED_LIST_ID:
            return self._sorted_list(text.args.get("items", ()), lang)
        bundle = self._bundles[lang]
        if not bundle.has_message(text.id):
            raise MissingMessageError(text.id, lang)
        message = bundle.get_message(text.id)
        if message.value is None:
            raise MissingMessageError(text.id, lang)
        args: dict[str, str | int] = dict(self._commands(lang))
        args.update({key: self._native(value, lang) for key, value in text.args.items()})
        value, errors = bundle.format_pattern(message.value, args)
        if errors:
            if self.strict:
                raise RenderError(text.id, lang, errors)
            log.warning("%s", RenderError(text.id, lang, errors))
        return str(value)

    def _commands(self, lang: str) -> dict[str, str]:
        """Every `cmd_<path>` variable in `lang`: the command's mention once synced, else its
        name in `lang` (`/ход`), from the `cmd-<path>` ids of commands.ftl."""
        version = self.commands.version  # read first: the mentions read after are as new
        cached = self._command_args.get(lang)
        if cached is not None and cached[0] == version:
            return cached[1]
        found: dict[str, str] = {}
        for msg_id in sorted(self._message_ids[lang]):
            path = command_path(msg_id)
            if path is None:
                continue
            mention = self.commands.get(path)
            if mention is None:
                parts = path.split(" ")
                ids = ("cmd-" + "-".join(parts[: i + 1]) for i in range(len(parts)))
                mention = "`/" + " ".join(self._plain(msg_id, lang) for msg_id in ids) + "`"
            found[command_variable(path)] = mention
        self._command_args[lang] = (version, found)
        return found

    def _plain(self, msg_id: str, lang: str) -> str:
        """A message without variables (a command's name), or the id when it is missing."""
        bundle = self._bundles[lang]
        message = bundle.get_message(msg_id) if bundle.has_message(msg_id) else None
        if message is None or message.value is None:
            return msg_id
        return str(bundle.format_pattern(message.value, {})[0])

    def _native(self, value: Arg, lang: str) -> str | int:
        if isinstance(value, Text):
            return self._format(value, lang)
        if isinstance(value, tuple):
            return self._join([str(self._native(item, lang)) for item in value], lang)
        return value

    def _sorted_list(self, items: Arg, lang: str) -> str:
        values = items if isinstance(items, tuple) else (items,)
        counts = Counter(str(self._native(item, lang)) for item in values)
        shown = [
            name if n == 1 else self._format(Text(LIST_COUNT_ID, {"item": name, "count": n}), lang)
            for name, n in sorted(counts.items(), key=lambda pair: sort_key(pair[0], lang))
        ]
        return self._join(shown, lang)

    def _join(self, items: list[str], lang: str) -> str:
        if len(items) <= 1:
            return "".join(items)
        separator = self._format(Text(LIST_SEPARATOR_ID), lang)
        head = separator.join(items[:-1])
        return self._format(Text(LIST_AND_ID, {"head": head, "last": items[-1]}), lang)
