"""The house rules, checked on the source: no import cycles (imports inside functions count), no
product module over 450 lines, and imports that point down the layers."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("bot", "cogs", "renderers", "bench")
PRODUCT = ("bot", "cogs", "renderers")
MAX_LINES = 450


def _modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            found[name] = path
    return found


MODULES = _modules()


def _type_checking_only(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def _imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement, at any depth (inside functions too), except ``if TYPE_CHECKING:``
    blocks, which never run."""
    for node in ast.iter_child_nodes(tree):
        if _type_checking_only(node):
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        yield from _imports(node)


def imported(name: str) -> set[str]:
    """The modules ``name`` imports: a ``from package import module`` counts as the module."""
    targets: set[str] = set()
    for node in _imports(ast.parse(MODULES[name].read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif node.module and node.level == 0:
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                targets.add(full if full in MODULES else node.module)
    return targets


def _graph() -> dict[str, set[str]]:
    return {name: {t for t in imported(name) if t in MODULES and t != name} for name in MODULES}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def _parent_package(name: str, target: str) -> bool:
    """Importing a module runs its packages' ``__init__`` first; a package importing its own
    submodules is not a cycle to untangle."""
    return name.startswith(target + ".")


def test_the_checker_finds_a_cycle_hidden_in_a_function() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycles() -> None:
    graph = {name: {t for t in targets if not _parent_package(name, t)} for name, targets in _graph().items()}
    assert cycles(graph) == []


@pytest.mark.parametrize("package", PRODUCT)
def test_no_product_module_over_450_lines(package: str) -> None:
    long = {
        name: lines
        for name, path in MODULES.items()
        if name.split(".")[0] == package and (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}


# What each layer may not import: engines are pure, renderers see public views and static data,
# the table knows no Discord, and cogs reach games only through the table.
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "bot.games": ("discord", "PIL", "aiosqlite", "asyncpg", "sqlite3", "asyncio", "socket", "bot.store", "bot.table",
                  "bot.ui", "bot.db", "bot.client", "bot.bots", "renderers", "cogs", "bench"),
    "bot.engine": ("discord", "PIL", "bot.store", "bot.table", "bot.ui", "renderers", "cogs"),
    "bot.options": ("discord", "PIL", "bot.store", "bot.table", "bot.ui", "renderers", "cogs"),
    "bot.illegal": ("discord", "PIL", "bot.store", "bot.table", "bot.ui", "renderers", "cogs"),
    "renderers": ("discord", "bot.store", "bot.table", "bot.ui", "bot.db", "bot.client", "bot.bots", "cogs", "bench"),
    "bot.table": ("discord", "PIL", "bot.ui", "bot.client", "renderers", "cogs"),
    "bot.store": ("discord", "PIL", "bot.table", "bot.ui", "bot.client", "renderers", "cogs", "bot.games"),
    "bot.bots": ("discord", "PIL", "bot.store", "bot.table", "bot.ui", "bot.client", "renderers", "cogs", "bench"),
    "cogs": ("bot.store", "bot.db"),
}
STATIC = ("data", "board", "words", "state")  # engine modules of plain constants a renderer may draw from


def _breaks(name: str) -> list[str]:
    rules = [rule for layer, rule in FORBIDDEN.items() if name == layer or name.startswith(layer + ".")]
    bad = [t for t in imported(name) for rule in rules for f in rule if t == f or t.startswith(f + ".")]
    if name.startswith("renderers"):
        bad += [t for t in imported(name) if t.startswith("bot.games") and t.rsplit(".", 1)[-1] not in STATIC]
    if name.startswith("cogs"):
        bad = [t for t in bad if t != "bot.store.rows"]  # the row types are the table's answers, plain data
        tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
        reads = any(isinstance(node, ast.Attribute) and node.attr == "store" for node in ast.walk(tree))
        bad += [f"{name} reads the store"] if reads else []
    return bad


def test_imports_point_down() -> None:
    assert {name: bad for name in sorted(MODULES) if (bad := _breaks(name))} == {}


def test_the_layer_rules_catch_a_renderer_reading_an_engine() -> None:
    assert [t for t in ("bot.games.south_pole.game",) if t.rsplit(".", 1)[-1] not in STATIC]
