"""Reading a game record's text within fixed bounds, so that no input crashes or exhausts a replay.

A record comes from outside (a file given to `python -m engine replay`, an export pasted back), so
every step is bounded before it costs anything: the bytes read, their UTF-8 decoding, and YAML
composition, which refuses anchors and aliases (records never use them, and an alias graph of a few
hundred bytes can expand to gigabytes), nesting deeper than any record needs and more nodes than
any record has. Numbers too large for a sane record (or that `int` cannot read) are refused before
anything parses them. Each refusal is an `EngineError`; nothing else escapes `read_record_data`.

The bounds were chosen against the largest records the engine makes: a 30-player game (the most
seats) with 32-character Cyrillic names, played out at random with the stalemate and inactivity
rules stretched (10 cycles, 5 days) to make it long, gave at most 61 KB, 1,665 YAML nodes and a
nesting depth of 7.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, Protocol

import yaml
from yaml.composer import Composer
from yaml.constructor import BaseConstructor
from yaml.events import AliasEvent, CollectionStartEvent, Event, NodeEvent
from yaml.nodes import Node, ScalarNode
from yaml.parser import Parser
from yaml.reader import Reader
from yaml.resolver import BaseResolver
from yaml.scanner import Scanner

from engine.errors import EngineError

MAX_RECORD_BYTES = 1024 * 1024
"""The largest record read: 17 times the largest real record (61 KB); larger input is refused
unread, and within this size the node bound below keeps parsing well under a second."""

MAX_NODES = 50_000
"""The most YAML nodes (scalars, lists, mappings) a record may have: 30 times a real record's
1,665. It bounds the time and memory of composing whatever the bytes are."""

MAX_DEPTH = 32
"""The deepest nesting of lists and mappings: a record needs 7 (record, phases, phase, day,
actions, player, verb arguments). It keeps composing and every later walk far from Python's
recursion limit."""

MAX_NUMBER_DIGITS = 18
"""The most digits of a number in a record. Counts, digits, settings and seeds (the bot's are
31-bit) need far fewer; the bound keeps clear of Python's 4,300-digit int-to-str limit and fits a
signed 64-bit column."""

_SURROGATE = re.compile("[\ud800-\udfff]")


def _line_of(data: bytes, offset: int) -> int:
    """The 1-based line of a byte offset."""
    return data.count(b"\n", 0, offset) + 1


def decode(data: bytes) -> str:
    """The record's bytes as text: at most `MAX_RECORD_BYTES`, strictly UTF-8."""
    if len(data) > MAX_RECORD_BYTES:
        raise EngineError("record_too_large", {"limit": MAX_RECORD_BYTES})
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise EngineError("record_encoding", {"line": _line_of(data, exc.start)}) from None


def encode(text: str) -> bytes:
    """A record given as text, as the bytes a file holding it would have (refused the same way)."""
    if len(text) > MAX_RECORD_BYTES:
        raise EngineError("record_too_large", {"limit": MAX_RECORD_BYTES})
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as exc:  # a lone surrogate: no UTF-8 file can hold it
        line = text.count("\n", 0, exc.start) + 1
        raise EngineError("record_encoding", {"line": line}) from None


def read_file(path: str) -> bytes:
    """The bytes of a record file, reading at most one byte past `MAX_RECORD_BYTES`."""
    try:
        with open(path, "rb") as handle:
            return handle.read(MAX_RECORD_BYTES + 1)
    except (OSError, ValueError):  # missing, a directory, unreadable, a NUL in the path
        raise EngineError("record_field", {"field": "file"}) from None


def _line(event: Event) -> int:
    mark = event.start_mark
    return int(mark.line) + 1 if mark is not None else 0


class _BoundedComposer(Composer):
    """YAML composition that refuses anchors and aliases, deep nesting and too many nodes."""

    peek_event: Callable[[], Event]  # the parser's, which comes later in the loader's MRO

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.nodes = 0

    def compose_node(self, parent: Node | None, index: int) -> Node | None:
        """One node, checked before it (or anything under it) is built."""
        event = self.peek_event()
        if isinstance(event, AliasEvent) or (isinstance(event, NodeEvent) and event.anchor):
            raise EngineError("record_alias", {"line": _line(event)})
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise EngineError("record_too_many_values", {"limit": MAX_NODES})
        if not isinstance(event, CollectionStartEvent):
            return super().compose_node(parent, index)
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise EngineError("record_too_deep", {"limit": MAX_DEPTH, "line": _line(event)})
        try:
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1

    def compose_scalar_node(self, anchor: dict[object, Node]) -> ScalarNode:
        """A scalar; a lone surrogate (a `\\ud800` escape) is no text and is refused."""
        node = super().compose_scalar_node(anchor)
        if _SURROGATE.search(node.value):
            raise EngineError("record_encoding", {"line": int(node.start_mark.line) + 1})
        return node


class _PyLoader(Reader, Scanner, Parser, _BoundedComposer, BaseConstructor, BaseResolver):
    """PyYAML's BaseLoader with the bounded composer (when libyaml is missing)."""

    def __init__(self, stream: str) -> None:
        Reader.__init__(self, stream)
        Scanner.__init__(self)
        Parser.__init__(self)
        _BoundedComposer.__init__(self)
        BaseConstructor.__init__(self)
        BaseResolver.__init__(self)


class _Loading(Protocol):
    def get_single_data(self) -> Any: ...
    def dispose(self) -> None: ...


_Loader: Callable[[str], _Loading]
if yaml.__with_libyaml__:

    class _CLoader(_BoundedComposer, yaml.CBaseLoader):
        """libyaml's base loader (PyYAML's public `CBaseLoader`) feeding the bounded composer:
        the composer comes first in the MRO, so libyaml's own unbounded composer is never used."""

        def __init__(self, stream: str) -> None:
            yaml.CBaseLoader.__init__(self, stream)
            _BoundedComposer.__init__(self)

    _Loader = _CLoader
else:  # PyYAML built without libyaml: the same rules, parsed in Python
    _Loader = _PyLoader


def parse(text: str) -> object:
    """The record's YAML (or JSON) as plain data: every scalar a string, as YAML's base loader
    makes it (R57), within the bounds above; raises EngineError."""
    loader = _Loader(text)
    try:
        data = loader.get_single_data()
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise EngineError("record_syntax", {"line": (mark.line + 1) if mark else 0}) from None
    finally:
        loader.dispose()
    check_numbers(data)
    return data


def _unsafe_number(text: str) -> bool:
    """Whether `engine.types.parse_int` would try `text` as a number and fail or get a huge one."""
    stripped = text.strip()
    body = stripped.lstrip("-")
    if not body.isdigit():
        return False
    if len(body) > MAX_NUMBER_DIGITS:
        return True
    try:
        int(stripped)  # "--5" and "²" pass isdigit() but are no numbers
    except ValueError:
        return True
    return False


def check_numbers(data: object) -> None:
    """Refuse (`record_field`, named by its path) a value that looks like a number but is huge or
    unreadable; mapping keys are names and are never parsed as numbers."""
    stack: list[tuple[object, str]] = [(data, "")]
    while stack:
        value, path = stack.pop()
        if isinstance(value, str):
            if _unsafe_number(value):
                raise EngineError("record_field", {"field": path or "record"})
        elif isinstance(value, Mapping):
            stack.extend((v, f"{path}.{k}" if path else str(k)) for k, v in value.items())
        elif isinstance(value, list):
            stack.extend((v, f"{path}.{i}" if path else str(i)) for i, v in enumerate(value))
