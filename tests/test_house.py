"""The house's boundaries, checked on the source (docs/ARCHITECTURE.md): the service speaks to the
store only through `bot.store`'s functions, the service's top floor stays small, nothing forwards
for the sake of forwarding, and the few `type: ignore`s left each say why (that no cog leans on
another cog or on the store is `tests/test_cogs_stand_alone.py`)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TYPED = ("engine", "bot", "cogs")


def _modules(*folders: str) -> Iterator[Path]:
    for folder in folders:
        yield from sorted((ROOT / folder).rglob("*.py"))


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def _name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def test_no_service_module_speaks_to_the_orm() -> None:
    offenders = {
        _name(path): sorted(
            name
            for name in _imports(path)
            if name.split(".")[0] == "tortoise" or name.startswith("bot.store.models")
        )
        for path in _modules("bot/service")
    }
    assert {name: found for name, found in offenders.items() if found} == {}


def test_the_service_top_floor_holds_few_loose_modules() -> None:
    loose = sorted(p.name for p in (ROOT / "bot/service").glob("*.py"))
    assert len(loose) <= 8, loose


def _forwards(path: Path) -> Iterator[str]:
    """Methods whose whole body (past the docstring) hands the same arguments to one call."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        body = node.body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            body = body[1:]
        if len(body) != 1 or not isinstance(body[0], ast.Return | ast.Expr):
            continue
        value = body[0].value
        if isinstance(value, ast.Await):
            value = value.value
        if not isinstance(value, ast.Call) or not isinstance(value.func, ast.Attribute):
            continue
        params = [a.arg for a in node.args.args + node.args.kwonlyargs if a.arg != "self"]
        passed = [a.id for a in value.args if isinstance(a, ast.Name)]
        passed += [k.value.id for k in value.keywords if isinstance(k.value, ast.Name)]
        receiver = value.func.value
        through_self = isinstance(receiver, ast.Attribute) and (
            isinstance(receiver.value, ast.Name) and receiver.value.id == "self"
        )
        if through_self and params and passed == params and value.func.attr == node.name:
            yield f"{_name(path)}.{node.name}"


def test_at_most_five_one_line_forwards() -> None:
    found = [name for path in _modules("bot", "cogs") for name in _forwards(path)]
    assert len(found) <= 5, found


IGNORE = re.compile(r"#\s*type:\s*ignore")


def test_at_most_ten_type_ignores_each_with_its_reason() -> None:
    found: list[str] = []
    unexplained: list[str] = []
    for path in _modules(*TYPED):
        lines = path.read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines, 1):
            match = IGNORE.search(line)
            if match is None:
                continue
            where = f"{path.relative_to(ROOT)}:{number}"
            found.append(where)
            after = line[match.end() :]
            said_after = "#" in after
            said_before = number > 1 and lines[number - 2].strip().startswith("#")
            if not after.startswith("[") or not (said_after or said_before):
                unexplained.append(where)
    assert len(found) <= 10, found
    assert unexplained == [], "a type: ignore names its error code and says why"
