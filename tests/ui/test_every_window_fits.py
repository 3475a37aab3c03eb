"""Every dialog and extra window fits a 1366x768 laptop and a 1024x700 screen.

In English, German and Traditional Chinese each window is built once and
shown on a (pretended) 1366x768 screen, then on a 1024x700 one (each minus
a 40 px task bar): its size must lie inside the screen's free area, and so
must the place it gets (it is first put near the bottom right corner, as over
a main window that sits low on the screen); no
label, button, check box, group title or combo box text may be cut: one
line texts are measured with ``QFontMetrics`` against their widget's width
(``test_dialog_text_fit.clipped_texts``), wrapped labels by the height
their text needs at their width.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtWidgets import QLabel, QWidget
from table_helpers import art, installed_language
from test_dialog_text_fit import _dialogs, clipped_texts

from cardtable.ui.printing.dialogs import prepare_preview

SCREENS = {"1366x768": QRect(0, 0, 1366, 768 - 40), "1024x700": QRect(0, 0, 1024, 700 - 40)}
TITLE_BAR = 30  # the frame's title bar above a window's own height


class _Screen:
    def __init__(self, area: QRect) -> None:
        self.area = area

    def availableGeometry(self) -> QRect:
        return self.area

    def geometry(self) -> QRect:
        return self.area


@pytest.fixture(params=["en", "de", "zh_TW"])
def language(request, qapp):
    with installed_language(request.param) as lang:
        yield lang


def cut_wrapped_labels(root: QWidget) -> list[str]:
    """Every visible word-wrapped label lower than its text needs at its width."""
    out = []
    for label in root.findChildren(QLabel):
        if not label.isVisibleTo(root) or not label.wordWrap() or not label.text():
            continue
        needed = label.heightForWidth(label.width())
        if needed > label.height() + 1:
            out.append(f"wrapped label {label.text()[:40]!r}: {needed} > {label.height()} px")
    return out


def _windows(lang: str, tmp_path):
    """``(name, window)`` of every dialog and extra window."""
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    from cardtable.engine.registry import get_rules
    from cardtable.keeper.game import KeeperGame
    from cardtable.persistence.history import History
    from cardtable.persistence.timeline import timeline_of_game
    from cardtable.tutorial.lessons import load_lessons
    from cardtable.ui.dialogs.rules_help import RulesDialog
    from cardtable.ui.keeper.opening import KeeperSetupDialog
    from cardtable.ui.keeper.window import KeeperWindow
    from cardtable.ui.network.window_join import JoinDialog
    from cardtable.ui.printing.dialogs import BlankSheetDialog
    from cardtable.ui.replay.deck_dialog import DeckOrderDialog
    from cardtable.ui.replay.window import ReplayWindow
    from cardtable.ui.stats.history_window import HistoryWindow
    from cardtable.ui.stats.players_dialog import PlayersDialog
    from cardtable.ui.stats.window import StatisticsWindow
    from cardtable.ui.tutorial.host import LessonChooser
    from tests.history.selfplay import quick_play

    for dialog in _dialogs(lang):
        yield type(dialog).__name__, dialog
    history = tmp_path / "history.sqlite3"
    yield "statistics", StatisticsWindow(None, path=history)
    yield "history", HistoryWindow(None, path=history)
    yield "players", PlayersDialog(History.open(history))
    from cardtable.seats import Seat

    played = quick_play("phase10", 7, [Seat("Anna"), Seat("Bot", "computer", "easy")], phases=[1, 2])
    timeline = timeline_of_game(played.rules, played.options, played.seed, played.seats,
                                played.actions)
    yield "replay", ReplayWindow(timeline, art(), "Replay")
    yield "deck order", DeckOrderDialog(timeline)
    names = ["Großmutter Hildegard", "Anna-Lena", "陳美玲", "Computer 4", "Emil", "Bo"]
    yield "keeper setup", KeeperSetupDialog(None, {
        "game": "phase10", "players": 6, "seats": [{"name": n, "kind": "human"} for n in names]})
    rules = get_rules("phase10")
    kept = KeeperGame("phase10", tuple(names), rules.options_from_json({"players": 6}), (), "")
    yield "keeper", KeeperWindow(kept, path=tmp_path / "k.json", history_path=history)
    yield "lessons", LessonChooser(load_lessons(), set())
    yield "rules", RulesDialog(lang, "phase10")
    yield "join", JoinDialog(None, "Anna")
    yield "blank sheet", BlankSheetDialog(None, lang)
    yield "print preview", QPrintPreviewDialog(QPrinter())  # Qt's own texts: sized only


def test_every_window_fits_both_screens_and_cuts_no_text(language, qtbot, tmp_path, monkeypatch):
    problems = []
    for name, window in _windows(language, tmp_path):
        qtbot.addWidget(window)
        for screen, area in SCREENS.items():
            monkeypatch.setattr(QWidget, "screen", lambda self, a=area: _Screen(a))
            where = f"{name} at {screen}"
            if name == "print preview":  # sized as it opens (showing it needs a printer)
                prepare_preview(window)
                if window.width() > area.width() or window.height() > area.height() - TITLE_BAR:
                    problems.append(f"{where}: {window.width()}x{window.height()} does not fit")
                continue
            window.hide()
            window.move(area.right() - 150, area.bottom() - 120)
            window.show()
            QCoreApplication.processEvents()
            frame = window.frameGeometry()
            if not area.contains(frame):
                problems.append(f"{where}: placed at {frame.getRect()}, outside the screen")
            if window.width() > area.width() or window.height() > area.height() - TITLE_BAR:
                least = window.minimumSizeHint()
                problems.append(f"{where}: {window.width()}x{window.height()} does not fit"
                                f" (at least {least.width()}x{least.height()})")
            problems += [f"{where}: {p}" for p in clipped_texts(window) + cut_wrapped_labels(window)]
        window.close()
        window.deleteLater()  # not asked to retranslate by the next test's language
    QCoreApplication.sendPostedEvents(None, 0)  # 0: QEvent.DeferredDelete
    QCoreApplication.processEvents()
    assert problems == [], "\n".join(problems)
