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


#: ``Any`` in the annotations of ``cardtable/ui`` and ``cardtable/controller`` at most: the
#: engine's types reach the window (a game's own modules use its real types; what only
#: passes through is an ``object``; an engine of either game is ``engine.api.AnyRules``)
ANY_BUDGET = 120


def _any_in_window_and_controllers(revision: str) -> int:
    figures = _figures()
    return sum(figures.any_count(source) for path, source in figures.files(revision).items()
               if path.startswith(("cardtable/ui/", "cardtable/controller/")))


def test_any_in_annotations_of_the_window_and_the_controllers_stays_within_its_budget(monkeypatch):
    monkeypatch.chdir(ROOT)
    assert _any_in_window_and_controllers(".") <= ANY_BUDGET


def test_the_engine_network_controllers_saving_and_computer_players_are_checked_strictly():
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    strict = [o for o in config["tool"]["mypy"].get("overrides", [])
              if o.get("disallow_untyped_defs") and o.get("disallow_any_generics")]
    modules = {m for o in strict for m in ([o["module"]] if isinstance(o["module"], str) else o["module"])}
    for package in ("engine", "net", "controller", "persistence", "ai"):
        assert f"cardtable.{package}.*" in modules
    assert "cardtable.ai" in modules  # a pattern "x.*" does not cover the package x itself


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
    # nor through a package's own module, which Python runs before any module in it
    assert figures.cycles(figures.with_packages(figures.ui_imports(sources), sources)) == []


def test_one_turn_flow_applies_the_moves_of_every_game_played(monkeypatch):
    """Only the authoritative table (``net/table.py``) moves a game being played
    on, local or network; the window's controller hands it actions."""
    figures = _figures()
    monkeypatch.chdir(ROOT)
    appliers = {path for name, source in figures.files(".").items() for path, _ in figures.move_appliers(name, source)}
    assert appliers == {"cardtable/net/table.py"}


def test_every_import_inside_a_function_in_ui_says_why(monkeypatch):
    """An import inside a function in ``ui/`` keeps a module out of start-up
    (a window opened later, printing, the network, ...) and a comment says so;
    any other import belongs at the top of its module."""
    figures = _figures()
    monkeypatch.chdir(ROOT)
    assert figures.unexplained_ui_imports(figures.files(".")) == []


def test_an_import_inside_a_function_without_a_reason_is_found():
    figures = _figures()
    source = '''
import os


def late():
    # the statistics window loads on first use: start-up stays fast
    from cardtable.ui.stats.window import StatisticsWindow
    from cardtable.ui.dialogs import fitting  # dialogs load when first opened
    from cardtable.ui import (  # printing loads only when used
        printing,
    )
    from cardtable.ui.stats import names  # a block under one comment
    import json  # noqa: PLC0415

    from cardtable.ui.games import ui_for

    def inner():
        import shutil

    return StatisticsWindow, fitting, printing, names, json, ui_for, inner
'''
    found = figures.unexplained_ui_imports({"cardtable/ui/example.py": source})
    assert [(line, text) for _, line, text in found] == [
        (15, "from cardtable.ui.games import ui_for"), (18, "import shutil")]
    assert figures.unexplained_ui_imports({"cardtable/engine/example.py": source}) == []


def test_a_cycle_through_a_package_that_an_import_runs_first_is_found():
    """``a.view`` imports ``b.labels``, whose package ``b`` imports ``b.dialogs``,
    which imports ``a.view``: no module imports ``a.view`` back directly, yet
    importing ``b.labels`` runs ``b/__init__.py`` first and closes the circle."""
    figures = _figures()
    sources = {
        "cardtable/ui/a/__init__.py": "",
        "cardtable/ui/a/view.py": "from cardtable.ui.b.labels import words\n",
        "cardtable/ui/b/__init__.py": "from cardtable.ui.b.dialogs import Dialog\n",
        "cardtable/ui/b/labels.py": "words = 1\n",
        "cardtable/ui/b/dialogs.py": "from cardtable.ui.a.view import View\n",
    }
    graph = figures.ui_imports(sources)
    assert figures.cycles(graph) == []
    assert figures.cycles(figures.with_packages(graph, sources)) == [
        ["cardtable.ui.a.view", "cardtable.ui.b", "cardtable.ui.b.dialogs"]]
