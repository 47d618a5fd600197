"""The layout keeps its layers (issue 18): checked on the import statements themselves.

``protocol/`` is a stack of sub-packages, each importing only those below it, and only through
their ``__init__`` (never a module inside another layer); ``protocol/`` imports nothing of
``node/`` or ``cli/``, and ``node/`` nothing of ``cli/``. Imports inside the package are
relative, so the tree shows where each name comes from.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LAYERS = {"rules": 1, "deck": 2, "log": 2, "bots": 2, "table": 3}
"""A sub-package may import one of a lower number; ``errors`` and ``text`` sit below them all."""
BASE = {"errors", "text"}


def imports(path: Path) -> list[tuple[str, int, bool]]:
    """Each import of a file as (absolute module, line, written relative)."""
    package = ["mextrain", *path.relative_to(ROOT).parts[:-1]]
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno, False) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                base = package[: len(package) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            found.append((module, node.lineno, node.level > 0))
    return found


def sources(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def where(module: str) -> list[str]:
    return module.split(".")[1:] if module.startswith("mextrain.") else []


@pytest.mark.parametrize("path", sources("protocol"), ids=lambda p: str(p.relative_to(ROOT)))
def test_a_protocol_module_imports_only_lower_layers_through_their_init(path: Path) -> None:
    own = path.relative_to(ROOT).parts
    own_layer = own[1] if len(own) > 2 else None
    for module, line, _relative in imports(path):
        assert not module.startswith(("mextrain.node", "mextrain.cli")), (path, line)
        parts = where(module)
        if not parts or parts[0] != "protocol" or len(parts) < 2:
            continue
        target = parts[1]
        if target in BASE or target == own_layer:
            continue
        assert own_layer is None or target in LAYERS, (path, line, module)
        if own_layer is not None:
            assert LAYERS[target] < LAYERS[own_layer], f"{path}:{line} imports {module} (a layer above)"
        assert len(parts) == 2, f"{path}:{line} imports {module}: use protocol.{target}'s __init__"


@pytest.mark.parametrize(
    "path", sources("node") + sources("cli"), ids=lambda p: str(p.relative_to(ROOT))
)
def test_node_and_cli_use_protocol_layers_through_their_init_and_relative_imports(
    path: Path,
) -> None:
    top = path.relative_to(ROOT).parts[0]
    for module, line, relative in imports(path):
        assert not (top == "node" and module.startswith("mextrain.cli")), (path, line)
        parts = where(module)
        assert relative or not parts, f"{path}:{line}: imports inside the package are relative"
        if not parts or parts[0] != "protocol" or len(parts) < 2 or parts[1] in BASE:
            continue
        assert len(parts) == 2, f"{path}:{line} imports {module}: use the layer's __init__"


def test_every_protocol_layer_says_what_it_holds_and_exports_its_names() -> None:
    for layer in [*LAYERS, "deck/proofs"]:
        init = ROOT / "protocol" / layer / "__init__.py"
        tree = ast.parse(init.read_text())
        assert ast.get_docstring(tree), init
        exported = next(
            n for n in tree.body if isinstance(n, ast.Assign) and n.targets[0].id == "__all__"  # type: ignore[attr-defined]
        )
        assert isinstance(exported.value, ast.List) and exported.value.elts, init


HOST = "mextrain.node.host"


def imported_names(path: Path) -> list[tuple[str, int]]:
    """Every module and every name a file imports, absolute (``from .host import Host`` gives
    ``mextrain.node.host`` and ``mextrain.node.host.Host``), wherever the import stands (under
    ``TYPE_CHECKING`` too)."""
    found = [(module, line) for module, line, _relative in imports(path)]
    package = ["mextrain", *path.relative_to(ROOT).parts[:-1]]
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                base = package[: len(package) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            found += [(f"{module}.{alias.name}", node.lineno) for alias in node.names]
    return found


@pytest.mark.parametrize(
    "path",
    [p for p in sources("node") if p.name != "host.py"],
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_no_part_of_the_host_knows_the_host(path: Path) -> None:
    """The host composes its parts (the door, the sequencer, the status, ...) and hands each
    what it needs; a part that imported ``Host`` to reach into it would close the circle."""
    for name, line in imported_names(path):
        assert name != HOST and not name.startswith(f"{HOST}."), f"{path}:{line} imports {name}"
        assert name != "mextrain.node.Host", f"{path}:{line} imports {name}"


@pytest.mark.parametrize(
    "path",
    sources("protocol") + sources("node") + sources("cli"),
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_no_module_rebinds_a_global(path: Path) -> None:
    """State belongs to the object that uses it: a ``global`` statement is module-level state
    shared by every object in the process (and by a forked child)."""
    for node in ast.walk(ast.parse(path.read_text())):
        assert not isinstance(node, ast.Global), f"{path}:{node.lineno}: global {node.names}"


MUTATORS = {
    "add", "append", "clear", "discard", "extend", "insert", "pop", "popitem", "put",
    "put_nowait", "remove", "setdefault", "update",
}  # fmt: skip
"""Methods that change a container in place."""


CACHES = {"cache", "lru_cache"}
"""Decorators that keep what a function returned: on a module-level function, a cache of
the whole process."""


def module_state_changed(tree: ast.Module) -> list[tuple[str, int]]:
    """Module-level names that a function changes in place (a call of one of MUTATORS on it,
    or an item or attribute of it assigned or deleted), and module-level functions that keep
    what they returned (CACHES): state shared by the whole process."""
    found = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for decorator in node.decorator_list:
                called = decorator.func if isinstance(decorator, ast.Call) else decorator
                name = called.attr if isinstance(called, ast.Attribute) else ast.unparse(called)
                if name in CACHES:
                    found.append((node.name, node.lineno))
    names = set()
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AnnAssign):
            targets = [node.target]
        names |= {t.id for t in targets if isinstance(t, ast.Name)}
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for node in ast.walk(function):
            changed: list[ast.expr] = []
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                if node.func.attr in MUTATORS:
                    changed.append(node.func.value)
            elif isinstance(node, ast.Assign | ast.Delete):
                changed += [t.value for t in node.targets if isinstance(t, ast.Subscript)]
                changed += [t.value for t in node.targets if isinstance(t, ast.Attribute)]
            elif isinstance(node, ast.AugAssign | ast.AnnAssign) and isinstance(
                node.target, ast.Subscript | ast.Attribute
            ):
                changed.append(node.target.value)
            for name in changed:
                if isinstance(name, ast.Name) and name.id in names:
                    found.append((name.id, node.lineno))
    return found


@pytest.mark.parametrize(
    "path", sources("node") + sources("cli"), ids=lambda p: str(p.relative_to(ROOT))
)
def test_no_node_or_cli_function_changes_module_level_state(path: Path) -> None:
    """No registry, cache or flag at module level that functions fill in (a set of live
    agents, a pool made on first use, an lru_cache): each belongs to the object that uses it."""
    changed = module_state_changed(ast.parse(path.read_text()))
    assert not changed, f"{path}: module-level state (name, line): {changed}"
