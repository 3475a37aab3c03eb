"""The layers of cardtable and the direction of their imports.

The headless layers (engine, ai, persistence, stats, keeper, tutorial) never
import Qt, so they run in scripts, benchmarks and a network host without a
display. Beyond that every layer may import only the layers below it
(``ALLOWED``): the engine nothing but itself, the computer players the
engine, the controller what a game needs, the UI everything but the
computer players (it reaches them through the controller). A new edge is a
design decision: make it here, on purpose.
"""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HEADLESS = ("engine", "ai", "persistence", "stats", "keeper", "tutorial", "net", "web")

# layer -> the cardtable layers its modules may import ("" is the package's
# own ``cardtable/__init__.py``: the version and the app's name)
BASE = {"", "seats", "resources", "games"}
ALLOWED: dict[str, set[str]] = {
    "": set(),
    "seats": set(),
    "resources": set(),
    "platform_check": set(),
    "games": set(),
    "web": set(),  # the browser's page: files the host serves, no Python to import
    "engine": {"engine", "games"},
    "ai": {"ai", "engine", "games"},
    "keeper": {"keeper", "engine", "games"},
    "tutorial": {"tutorial", "engine", "resources", "games"},
    "persistence": {"persistence", "engine", "keeper", *BASE},
    "stats": {"stats", "persistence", "engine", "keeper", *BASE},
    "net": {"net", "engine", "ai", "persistence", *BASE},
    "controller": {"controller", "engine", "ai", "persistence", "stats", "net", *BASE},
    "ui": {"ui", "controller", "engine", "persistence", "stats", "keeper", "tutorial", "net", *BASE},
    "app": {"ui", "controller", "engine", "persistence", "platform_check", "resources", *BASE},
    "__main__": {"app"},
}


def _layer(path: Path) -> str:
    """The layer of a module: its folder under cardtable/, or its own name."""
    rel = path.relative_to(ROOT / "cardtable")
    if len(rel.parts) > 1:
        return rel.parts[0]
    return "" if rel.stem == "__init__" else rel.stem


def _imported_layers(path: Path) -> set[str]:
    """The cardtable layers a module imports (at the top or inside a function)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module] if node.module != "cardtable" else [
                f"cardtable.{alias.name}" if alias.name in ALLOWED else "cardtable" for alias in node.names]
        for name in names:
            parts = name.split(".")
            if parts[0] == "cardtable":
                found.add(parts[1] if len(parts) > 1 else "")
    return found


def test_every_layer_imports_only_the_layers_below_it():
    wrong = []
    for path in sorted((ROOT / "cardtable").rglob("*.py")):
        layer = _layer(path)
        assert layer in ALLOWED, f"{path}: a new layer {layer!r}: give it its place in ALLOWED"
        for target in sorted(_imported_layers(path) - ALLOWED[layer] - {layer}):
            wrong.append(f"{path.relative_to(ROOT)} ({layer or 'cardtable'}) imports {target or 'cardtable'}")
    assert wrong == []


def test_the_direction_check_sees_a_wrong_import(tmp_path):
    module = tmp_path / "m.py"
    module.write_text("def f():\n    from cardtable.ui.window.main_window import MainWindow\n")
    assert _imported_layers(module) == {"ui"}
    assert "ui" not in ALLOWED["engine"] and "ai" not in ALLOWED["ui"]


@pytest.mark.parametrize("package", HEADLESS)
def test_no_qt_import_in_source(package):
    offenders = []
    for path in (ROOT / "cardtable" / package).rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] in ("PySide6", "PyQt5", "PyQt6", "shiboken6")]
    assert offenders == []


def test_importing_headless_layers_loads_no_qt():
    code = (
        "import sys, importlib, pkgutil\n"
        "import cardtable.engine, cardtable.ai, cardtable.persistence, cardtable.stats, cardtable.keeper\n"
        "import cardtable.tutorial, cardtable.net\n"
        "for pkg in (cardtable.engine, cardtable.ai, cardtable.persistence, cardtable.stats, cardtable.keeper,\n"
        "            cardtable.tutorial, cardtable.net):\n"
        "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        if not m.name.endswith('__main__'):\n"
        "            importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
