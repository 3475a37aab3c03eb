"""The architecture's figures hold (``tools/architecture_figures.py`` on the working tree).

Why: no object is asked what it is: no getattr/hasattr on engine,
controller, view or window objects in ``cardtable/``, and no class forwards
unknown attributes with ``__getattr__`` (a module or the platform may still
be asked for an optional name: those are listed apart by the tool).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _figures():
    spec = importlib.util.spec_from_file_location("architecture_figures", ROOT / "tools" / "architecture_figures.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_no_object_is_probed(monkeypatch):
    figures = _figures()
    monkeypatch.chdir(ROOT)
    on_objects = [f"{path}:{line}: {text}" for name, source in figures.files(".").items()
                  for path, line, on_object, text in figures.probes(name, source) if on_object]
    assert on_objects == []


def test_ui_has_rooms_and_no_import_cycle(monkeypatch):
    """``ui/`` keeps its modules in folders (at most 12 files at its top) and
    no module of it imports one that imports it back, counting the imports
    made inside functions (a cycle there still ties the modules together)."""
    figures = _figures()
    monkeypatch.chdir(ROOT)
    sources = figures.files(".")
    top = [path for path in sources if path.startswith("cardtable/ui/") and path.count("/") == 2]
    assert len(top) <= 12, sorted(top)
    assert figures.cycles(figures.ui_imports(sources)) == []
