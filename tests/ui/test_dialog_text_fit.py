"""No dialog text is cut off, in English, German and Traditional Chinese.

Each dialog is shown at the size its layout gives it, and every visible
label, button, check box, group title and combo box text is measured with
the widget's own ``QFontMetrics`` against the widget's width.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QRadioButton,
    QWidget,
)
from table_helpers import installed_language

from cardtable.engine.phase10.melds import find_phase
from cardtable.engine.standings import RecordRow, Standing


@pytest.fixture(params=["en", "de", "zh_TW"])
def language(request, qapp):
    with installed_language(request.param) as lang:
        yield lang


def clipped_texts(root: QWidget) -> list[str]:
    """Every visible text in ``root`` wider than the widget showing it."""
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(root) and w is not root:
            continue
        fm = w.fontMetrics()
        if isinstance(w, QLabel):
            text = w.text()
            if not text or w.wordWrap() or "<" in text or (w.pixmap() is not None \
                    and not w.pixmap().isNull()):
                continue
            if w.buddy() is not None:  # "&Name:" shows "Name:" with an underline
                text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
            for line in text.split("\n"):
                if fm.horizontalAdvance(line) > w.contentsRect().width():
                    out.append(f"label {line!r}: {fm.horizontalAdvance(line)} > {w.width()}")
        elif isinstance(w, QAbstractButton) and w.text():
            text = w.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
            extra = 22 if isinstance(w, (QCheckBox, QRadioButton)) else 8
            if fm.horizontalAdvance(text) + extra > w.width():
                out.append(f"button {text!r}: {fm.horizontalAdvance(text)} + {extra} > {w.width()}")
        elif isinstance(w, QGroupBox) and w.title():
            if fm.horizontalAdvance(w.title()) + 8 > w.width():
                out.append(f"group {w.title()!r}")
        elif isinstance(w, QComboBox) and w.currentText() \
                and fm.horizontalAdvance(w.currentText()) + 24 > w.width():
            out.append(f"combo {w.currentText()!r}")
    return out


def _dialogs(lang: str):
    from cardtable.ui.card_art import CardArt
    from cardtable.ui.dialogs.about import AboutDialog
    from cardtable.ui.dialogs.game_over import GameOverDialog
    from cardtable.ui.dialogs.match_summary import MatchGameDialog
    from cardtable.ui.dialogs.new_game import NewGameDialog
    from cardtable.ui.dialogs.round_summary import RoundSummaryDialog
    from cardtable.ui.dialogs.settings_dialog import SettingsDialog
    from cardtable.ui.table.games.phase10_laydown import LayDialog

    names = ["Anna", "Ben", "Chen 陳", "Dora", "Emil", "Computer 6"]
    record = RecordRow(3, points=(75, 0, 5, 10, 20, 45), totals=(125, 0, 40, 60, 80, 90),
                       phases=(1, 2, 2, 3, 4, 9), completed=(False, True, True, False, True, True),
                       went_out=1)
    standings = tuple(Standing(s, s + 1, "points", 10 * s, None, 2) for s in range(6))
    sb_record = RecordRow(2, points=(90, 0, 0, 0, 0, 0), totals=(90, 0, 0, 0, 0, 0),
                          stock_left=(0, 3, 5, 7, 9, 11), winners=(0,))
    hand = ["R3", "G3", "B3", "Y4", "R5", "G6", "B7", "W", "Y9", "R10"]
    groups = find_phase(hand, 2, "per_phase")
    controller = SimpleNamespace(check=lambda action: None)
    yield NewGameDialog()
    yield SettingsDialog(lang, 300)
    yield AboutDialog()
    yield RoundSummaryDialog(record, names, (2, 3, 3, 3, 5, 10))
    yield GameOverDialog(standings, names, "phase10", None, record, "phase-complete")
    yield MatchGameDialog(sb_record, names, 2, (90, 0, 0, 0, 0, 0), 500)
    yield LayDialog(controller, CardArt(), 2, groups)


def test_no_dialog_text_is_cut_off(language, qtbot):
    problems = []
    for dialog in _dialogs(language):
        qtbot.addWidget(dialog)
        dialog.show()
        QCoreApplication.processEvents()
        problems += [f"{type(dialog).__name__}: {p}" for p in clipped_texts(dialog)]
        dialog.close()
    assert problems == []


def test_the_check_sees_a_cut_label_and_button(qtbot):
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    box = QWidget()
    qtbot.addWidget(box)
    layout = QVBoxLayout(box)
    label, button = QLabel("Aussetzen-Karte: setzt im nächsten Zug aus"), QPushButton("Nach Farbe sortieren")
    for w in (label, button):
        w.setFixedWidth(100)
        layout.addWidget(w)
    box.show()
    assert len(clipped_texts(box)) == 2
