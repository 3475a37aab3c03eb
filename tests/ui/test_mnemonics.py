"""No two controls reachable at the same time share a keyboard mnemonic (Alt+letter).

Why: when two labels in one scope carry the same "&" letter, Alt+letter only
moves the focus between them and never acts. The lesson panel had "&Show me"
beside the "&Settings" menu (zh_TW "示範給我看(&S)" beside "設定(&S)", German
"&Zeig es mir" beside "&Zug") and German "Lektion &beenden" beside
"&Bearbeiten"; the German Game menu had two W and two V. Qt gives a mnemonic
(``QKeySequence.mnemonic``) the shortcut context of its top-level window, so
a scope is:

- the main window: the menu bar's titles together with every visible button of
  the window and its docks (the lesson panel ``tutorialPanel`` and its question
  form, the score sheet, the move log), on the start page, with a game on the
  table and during a lesson;
- each open menu: its own items (the menu bar is not reachable meanwhile);
- each window of its own: the round summary, the keeper window, the replay window.

Checked in English and with the real German and Traditional Chinese .qm files,
installed through ``cardtable.ui.i18n.Translations``.
"""

from __future__ import annotations

from collections import defaultdict

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMenu,
    QTabBar,
    QWidget,
)

from cardtable.ui.i18n import LANGUAGES, Translations


@pytest.fixture(params=LANGUAGES)
def language(request, qapp):
    translations = Translations(QCoreApplication.instance())
    assert translations.switch(request.param)
    QApplication.processEvents()  # LanguageChange reaches every widget
    yield translations
    translations.switch("en")
    QApplication.processEvents()


def mnemonic(text: str) -> str:
    """The shortcut Qt makes of a label's "&": "Alt+S" ("" without one)."""
    return QKeySequence.mnemonic(text).toString()


def _texts(widget: QWidget) -> list[str]:
    if isinstance(widget, QAbstractButton):
        return [widget.text()]
    if isinstance(widget, QLabel) and widget.buddy() is not None:
        return [widget.text()]
    if isinstance(widget, QGroupBox):
        return [widget.title()]
    if isinstance(widget, QTabBar):
        return [widget.tabText(i) for i in range(widget.count()) if widget.isTabVisible(i)]
    return []


def window_labels(top: QWidget) -> list[str]:
    """Every label with a mnemonic that Alt reaches in window ``top``: the menu
    bar's titles and the visible controls of the window (not of its menus)."""
    labels: list[str] = []
    bar = top.menuWidget() if isinstance(top, QMainWindow) else None
    if bar is not None and bar.isVisible():
        labels += [a.text() for a in bar.actions() if a.isVisible() and not a.isSeparator()]
    for widget in top.findChildren(QWidget):
        if widget.window() is top and widget.isVisible():
            labels += _texts(widget)
    return [text for text in labels if mnemonic(text)]


def menu_labels(menu: QMenu) -> list[str]:
    return [a.text() for a in menu.actions()
            if a.isVisible() and not a.isSeparator() and mnemonic(a.text())]


def clashes(labels: list[str]) -> dict[str, list[str]]:
    """Mnemonic -> the labels sharing it, for every mnemonic used twice."""
    seen: dict[str, list[str]] = defaultdict(list)
    for text in labels:
        seen[mnemonic(text)].append(text)
    return {key: texts for key, texts in seen.items() if len(texts) > 1}


def all_menus(window: QMainWindow) -> list[QMenu]:
    menus, todo = [], [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    while todo:
        menu = todo.pop()
        menus.append(menu)
        todo += [a.menu() for a in menu.actions() if a.menu() is not None]
    return menus


# -- the test's own yardstick --------------------------------------------------------
def test_a_clash_is_found_and_a_doubled_ampersand_is_no_mnemonic():
    assert mnemonic("遊戲(&G)") == mnemonic("&Game") == "Alt+G"
    assert mnemonic("Save && quit") == ""
    assert clashes(["&Spiel", "&Zeig es mir", "Lektion &beenden", "&Bearbeiten", "&Ansicht"]) == {
        "Alt+B": ["Lektion &beenden", "&Bearbeiten"]}


# -- the main window ---------------------------------------------------------------------
def test_the_start_page_and_the_menu_bar(language, window, qtbot):
    labels = window_labels(window)
    assert len(labels) >= 6, labels  # the six menus at least
    assert clashes(labels) == {}


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_a_game_on_the_table_and_the_menu_bar(language, window, start_game, game):
    start_game(game, ["human", "computer"])
    if not window.docks.in_front(window.score_dock):
        window.act_score.trigger()  # View > Score sheet
    QApplication.processEvents()
    assert clashes(window_labels(window)) == {}


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_the_lesson_panel_and_the_menu_bar(language, window, qtbot, game):
    lesson = window.tutorial.lessons(game)[0]
    window.tutorial.start(lesson)
    panel = window.findChild(QWidget, "tutorialPanel")
    qtbot.waitUntil(panel.isVisible, timeout=2000)
    labels = window_labels(window)
    assert panel.show_me.text() in labels and window.menu_settings.title() in labels
    assert clashes(labels) == {}


def test_the_lesson_question_form_and_the_menu_bar(language, window, qtbot, monkeypatch):
    from cardtable.tutorial.lessons import load_lessons
    from cardtable.ui.tutorial import session

    monkeypatch.setattr(session, "REPLAY_MS", 20)

    lesson, index = next((lesson, k) for lesson in load_lessons() for k, step in enumerate(lesson.steps)
                         if step.question is not None)
    ctl = window.tutorial.start(lesson)
    while ctl.step_index < index:  # every earlier step shown, as "Show me" / "Next" would
        if ctl.step().waits:
            ctl.show_me()
        else:
            ctl.next_step()
        qtbot.waitUntil(lambda: not ctl.replaying(), timeout=20000)
    panel = window.findChild(QWidget, "tutorialPanel")
    qtbot.waitUntil(panel.question.isVisible, timeout=2000)
    labels = window_labels(window)
    assert panel.question.check.text() in labels
    assert clashes(labels) == {}


def test_the_items_of_every_menu(language, window):
    menus = all_menus(window)
    assert len(menus) >= 7  # six menus and Open recent
    for menu in menus:
        assert clashes(menu_labels(menu)) == {}, menu.title()


# -- windows of their own -------------------------------------------------------------------
def test_the_round_summary(language, qtbot):
    from cardtable.ui.dialogs.round_summary import RoundSummaryDialog

    record = {"phases": (1, 1), "completed": (True, False), "points": (0, 25),
              "totals": (0, 25), "went_out": 0}
    dialog = RoundSummaryDialog(record, ["Ann", "Bo"], (2, 1))
    qtbot.addWidget(dialog)
    dialog.show()
    assert clashes(window_labels(dialog)) == {}


def test_the_keeper_window(language, qtbot, tmp_path):
    from cardtable.engine.phase10.options import Options
    from cardtable.keeper.game import KeeperGame
    from cardtable.ui.keeper.window import KeeperWindow

    keeper = KeeperWindow(KeeperGame("phase10", ("Ann", "Bo"), Options(players=2)),
                          path=tmp_path / "current.json", history_path=tmp_path / "h.sqlite3")
    qtbot.addWidget(keeper)
    keeper.show()
    assert clashes(window_labels(keeper)) == {}


def test_the_replay_window(language, window, qtbot):
    from replay_helpers import finished_phase10

    from cardtable.persistence.timeline import Timeline
    from cardtable.ui.replay.window import ReplayWindow

    played = finished_phase10()
    timeline = Timeline.build(played.rules, played.options, played.seed, played.seats, played.actions)
    from cardtable.ui.card_art import CardArt

    replay = ReplayWindow(timeline, CardArt(), "test", window)
    replay.show()
    try:
        assert clashes(window_labels(replay)) == {}
    finally:
        replay.close()


def test_every_menu_and_menu_item_has_a_mnemonic(language, window):
    """No menu action only a mouse reaches: Alt+letter opens each menu and picks each item."""
    titles = [a.text() for a in window.menuBar().actions() if a.isVisible()]
    items = [a.text() for menu in all_menus(window) if menu is not window.menu_recent
             for a in menu.actions() if not a.isSeparator()]
    assert [t for t in titles + items if not mnemonic(t)] == []
