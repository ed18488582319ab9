"""Reading the .ftl files as data for the locale tests: ids, variables, select expressions."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from bot.text.i18n import LANGUAGES, LOCALES_DIR
from bot.text.mentions import COMMAND_VARIABLE_PREFIX

NUMERIC_VARIABLES = frozenset(
    {
        "count",
        "number",
        "minutes",
        "limit",
        "minimum",
        "maximum",
        "cycles",
        "inactive_days",
        "min_posts",
        "stalemate_cycles",
        "deaths",
        "line",
        "index",
        "expected",
        "night_minutes",
        "day_minutes",
        "minutes_left",
        "total",
        "votes",
        "arrows",
        "seconds",
        "hours",
        "players_count",
        "position",
        "round",
        "day",
        "night",
        "games",  # /stats (locales/*/stats.ftl)
        "wins",
        "percent",
        "days",
        "tenths",
        "seated",
    }
)
"""Variables the sample renderer fills with numbers; every other variable gets a name."""


class _Collector(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.selects: list[ftl.SelectExpression] = []
        self.references: set[str] = set()
        self.commands: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        if node.id.name.startswith(COMMAND_VARIABLE_PREFIX):
            self.commands.add(node.id.name)  # the Localizer fills it, not the caller
        else:
            self.variables.add(node.id.name)
        self.generic_visit(node)

    def visit_SelectExpression(self, node: ftl.SelectExpression) -> None:
        self.selects.append(node)
        self.generic_visit(node)

    def visit_MessageReference(self, node: ftl.MessageReference) -> None:
        self.references.add(node.id.name)
        self.generic_visit(node)


@dataclass(frozen=True)
class Entry:
    """One message of one .ftl file."""

    lang: str
    file: str
    id: str
    variables: frozenset[str]
    selects: tuple[ftl.SelectExpression, ...]
    references: frozenset[str]
    commands: frozenset[str] = frozenset()
    """The commands it names (`{ $cmd_act }`), which the Localizer fills."""


def ftl_files(lang: str) -> list[Path]:
    """Every .ftl file of one language, in name order."""
    return sorted((LOCALES_DIR / lang).glob("*.ftl"))


def all_ftl_files() -> list[Path]:
    """Every .ftl file of every language."""
    return [path for lang in LANGUAGES for path in ftl_files(lang)]


def parse(path: Path) -> ftl.Resource:
    """One .ftl file parsed (with Junk entries for syntax errors)."""
    return FluentParser().parse(path.read_text(encoding="utf-8"))


def entries(lang: str) -> Iterator[Entry]:
    """Every message of one language, with the variables and selects it uses."""
    for path in ftl_files(lang):
        for item in parse(path).body:
            if isinstance(item, ftl.Message):
                collector = _Collector()
                collector.visit(item)
                yield Entry(
                    lang,
                    path.name,
                    item.id.name,
                    frozenset(collector.variables),
                    tuple(collector.selects),
                    frozenset(collector.references),
                    frozenset(collector.commands),
                )


def catalog(lang: str) -> dict[str, Entry]:
    """Message id -> entry, for one language; a message's variables include those of the
    messages it references (Fluent passes the arguments on)."""
    direct = {entry.id: entry for entry in entries(lang)}

    def closure(msg_id: str, seen: frozenset[str]) -> frozenset[str]:
        entry = direct.get(msg_id)
        if entry is None or msg_id in seen:
            return frozenset()
        inherited = [closure(ref, seen | {msg_id}) for ref in entry.references]
        return entry.variables.union(*inherited)

    return {
        msg_id: replace(entry, variables=closure(msg_id, frozenset()))
        for msg_id, entry in direct.items()
    }


def sample_args(variables: frozenset[str], number: int, ruleset: str) -> dict[str, str | int]:
    """Sample arguments for a message: numbers for counting variables, a name otherwise."""
    args: dict[str, str | int] = {}
    for name in variables:
        if name in NUMERIC_VARIABLES:
            args[name] = number
        elif name == "ruleset":
            args[name] = ruleset
        else:
            args[name] = "Anna"
    return args
