"""The main window's helpers use it only through ``WindowHost``: no helper
reaches into a private attribute of the window (``window._files``,
``host._title()`` …). An AST scan of every UI module but the window's own."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "cardtable" / "ui"
WINDOW_NAMES = {"window", "w", "host", "main", "main_window"}


def _is_window(node: ast.expr) -> bool:
    """``window``/``w``/``host`` or ``self.window``/``self._window``/``self.host``."""
    if isinstance(node, ast.Name):
        return node.id in WINDOW_NAMES
    return (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
            and node.value.id == "self" and node.attr.lstrip("_") in WINDOW_NAMES)


def _reaches_in(node: ast.AST) -> bool:
    if isinstance(node, ast.Attribute):  # window._x (dunders like __class__ are fine)
        return node.attr.startswith("_") and not node.attr.startswith("__") and _is_window(node.value)
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)  # getattr(window, "_x")
            and node.func.id in ("getattr", "setattr", "hasattr") and len(node.args) >= 2
            and _is_window(node.args[0]) and isinstance(node.args[1], ast.Constant)
            and str(node.args[1].value).startswith("_"))


def private_uses(source: str) -> list[str]:
    """The reaches into the window's private attributes in ``source``."""
    return [f"{node.lineno}: {ast.unparse(node)}" for node in ast.walk(ast.parse(source)) if _reaches_in(node)]


def test_the_scan_finds_reaches_into_the_window():
    source = ("window._files.file = None\nself.window._title()\nw._card_art\n"
              "getattr(window, '_card_art', None)\nself._window._stale\n"
              "window.files\nself._private\nwindow.__class__\n")
    assert sorted(use.split(": ")[1] for use in private_uses(source)) == sorted([
        "window._files", "self.window._title", "w._card_art",
        "getattr(window, '_card_art', None)", "self._window._stale"])


def test_no_helper_touches_a_private_attribute_of_the_window():
    reaches = {}
    for path in sorted(UI.rglob("*.py")):
        if path.name == "main_window.py":
            continue
        found = private_uses(path.read_text(encoding="utf-8"))
        if found:
            reaches[str(path.relative_to(UI))] = found
    assert reaches == {}


def test_the_helpers_own_entries_follow_a_language_switch(qtbot, make_window):
    """The docks' View entries (``window_docks``) and the Game menu's file
    entries (``file_menu``) are named by their owners, also after a switch."""
    from PySide6.QtCore import QCoreApplication

    from cardtable.ui.i18n import Translations
    from tests.ui.test_i18n_switch import Shouting

    translations = Translations(QCoreApplication.instance())
    translations.switch("en")
    window = make_window(translations)
    entries = {"View": (window.act_score, window.act_moves),
               "Game": (window.act_open, window.act_open_replay, window.menu_recent.menuAction(),
                        window.act_save, window.act_save_as)}
    assert [a.text() for a in entries["View"]] == ["&Score sheet", "&Moves"]
    assert [a.text() for a in entries["Game"]] == ["&Open…", "Open as rep&lay…", "Open &recent",
                                                   "&Save", "Save &as…"]
    assert window.act_save.toolTip() == "Save the game"
    assert all(a in window.menu_view.actions() for a in entries["View"])
    assert all(a in window.menu_game.actions() for a in entries["Game"])
    translations.install(Shouting())
    try:
        qtbot.waitUntil(lambda: window.act_score.text() == "&SCORE SHEET", timeout=2000)
        assert [a.text() for a in entries["View"]] == ["&SCORE SHEET", "&MOVES"]
        assert [a.text() for a in entries["Game"]] == ["&OPEN…", "OPEN AS REP&LAY…", "OPEN &RECENT",
                                                       "&SAVE", "SAVE &AS…"]
    finally:
        translations.switch("en")
    qtbot.waitUntil(lambda: window.act_save.text() == "&Save", timeout=2000)
