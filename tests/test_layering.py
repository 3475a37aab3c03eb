"""The headless layers (engine, ai, persistence) must never import Qt."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HEADLESS = ("engine", "ai", "persistence", "stats", "keeper")


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
        "for pkg in (cardtable.engine, cardtable.ai, cardtable.persistence, cardtable.stats, cardtable.keeper):\n"
        "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        if not m.name.endswith('__main__'):\n"
        "            importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
