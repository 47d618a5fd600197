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
