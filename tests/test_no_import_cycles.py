"""No import cycle inside the project's packages, type-level and lazy imports included.

Every `import` / `from … import` anywhere in a file counts: at the top, under
`if TYPE_CHECKING:` and inside function bodies (a lazy import that dodges a cycle is still one).
`from pkg import name` is an edge to `pkg.name` when that is a module of the project, else to
`pkg`; `import a.b.c` is an edge to `a.b.c` only (the package `a.b` counts only when an import
statement names it itself).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "bot", "cogs")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _sources() -> dict[str, Path]:
    """Every module of the project's packages: dotted name -> file."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            found[_module_name(path)] = path
    return found


def _imported(tree: ast.AST, module: str, is_package: bool, known: set[str]) -> Iterator[str]:
    """The project modules one parsed file imports, wherever the import statement is."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in known:
                    yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".") if is_package else module.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                if submodule in known:
                    yield submodule
                elif source in known:
                    yield source


def import_graph() -> Mapping[str, frozenset[str]]:
    """Module -> the project modules it imports (self-imports left out)."""
    sources = _sources()
    known = set(sources)
    graph: dict[str, frozenset[str]] = {}
    for module, path in sources.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        is_package = path.name == "__init__.py"
        targets = set(_imported(tree, module, is_package, known))
        graph[module] = frozenset(targets - {module})
    return graph


def components(graph: Mapping[str, frozenset[str]]) -> list[set[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.add(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(component)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def cycles(graph: Mapping[str, frozenset[str]], package: str = "") -> list[tuple[str, ...]]:
    """One cycle per component that holds a module of `package` (every component for "")."""
    return [
        _one_cycle(graph, component)
        for component in components(graph)
        if not package
        or any(module == package or module.startswith(package + ".") for module in component)
    ]


def _one_cycle(graph: Mapping[str, frozenset[str]], component: set[str]) -> tuple[str, ...]:
    """A shortest path inside `component` from its first module back to itself."""
    start = min(component)
    parents: dict[str, str] = {}
    frontier = [start]
    while frontier:
        node = frontier.pop(0)
        for target in sorted(graph[node] & component):
            if target == start:
                path = [node]
                while path[-1] != start:
                    path.append(parents[path[-1]])
                return (*reversed(path), start)
            if target not in parents:
                parents[target] = node
                frontier.append(target)
    raise AssertionError(f"no cycle in component {component}")  # unreachable for an SCC


def test_the_cycle_finder_finds_a_lazy_and_a_type_only_cycle() -> None:
    graph = {"a": frozenset({"b"}), "b": frozenset({"c"}), "c": frozenset({"a"}), "d": frozenset()}
    assert cycles(graph) == [("a", "b", "c", "a")]
    assert cycles({"a": frozenset({"b"}), "b": frozenset()}) == []


@pytest.mark.parametrize("package", ["engine", "bot", "cogs"])
def test_no_import_cycle_in_package(package: str) -> None:
    found = cycles(import_graph(), package)
    assert not found, "import cycles:\n" + "\n".join(" -> ".join(cycle) for cycle in found)


LAYERS: tuple[tuple[str, ...], ...] = (
    ("engine",),
    ("bot.store", "bot.text"),
    ("bot.service",),
    ("bot.discord",),
    ("bot.demo", "cogs"),
)
"""The layers, lowest first (docs/ARCHITECTURE.md): a module imports only from its own layer and
those below it. `bot.demo` drives the service and `cogs` the Discord adapter; neither imports the
other."""


def _layer(module: str) -> int | None:
    for index, prefixes in enumerate(LAYERS):
        if any(module == p or module.startswith(p + ".") for p in prefixes):
            return index
    return None


def _side(module: str) -> str:
    return module.split(".")[0] if module.startswith("cogs") else ".".join(module.split(".")[:2])


def against_the_layers(graph: Mapping[str, frozenset[str]]) -> list[str]:
    """Every import that points up the layers, or across the top one (demo <-> cogs)."""
    found = []
    for module, imported in graph.items():
        here = _layer(module)
        for target in imported:
            there = _layer(target)
            if here is None or there is None:
                continue  # the entry points (`bot`, `bot.__main__`) sit above every layer
            across = here == there == len(LAYERS) - 1 and _side(module) != _side(target)
            if there > here or across:
                found.append(f"{module} -> {target}")
    return sorted(found)


def test_the_layer_check_finds_an_upward_and_a_sideways_import() -> None:
    graph = {
        "bot.store.models": frozenset({"bot.service.core"}),
        "bot.demo.command": frozenset({"cogs.day.cog", "bot.service"}),
        "cogs.day.cog": frozenset({"bot.discord.app", "engine"}),
    }
    assert against_the_layers(graph) == [
        "bot.demo.command -> cogs.day.cog",
        "bot.store.models -> bot.service.core",
    ]


def test_imports_run_one_way_down_the_layers() -> None:
    found = against_the_layers(import_graph())
    assert not found, "imports against the layers:\n" + "\n".join(found)
