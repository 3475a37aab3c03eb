"""A move-log line with a Chinese name wraps like any other line.

"小美 drew a card from the draw pile" in a narrow Moves dock was cut with
"…" after its first line and padded with an empty line below it: Qt's own
row painting measured the line with the Chinese name taller than it painted
it. Checked as a player sees it: in each row's picture the text's ink must
reach down to the row's last line (no empty line below the text, which is
what a cut row leaves), at three dock widths, in all three languages.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage

from cardtable.ui import i18n
from cardtable.ui.i18n import Translations

NAMES = ["小美", "陳瑋婕", "Großmutter"]


def ink_bottom(image: QImage) -> int:
    """The lowest pixel row of ``image`` that differs from its background
    (the colour of its top left pixel); -1 if it is all background."""
    background = QColor(image.pixel(0, 0))
    for y in range(image.height() - 1, -1, -1):
        for x in range(image.width()):
            colour = QColor(image.pixel(x, y))
            if abs(colour.lightness() - background.lightness()) > 60:
                return y
    return -1


def start_with_names(window):
    from cardtable.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(None, window)
    dialog.set_choices({"game": "phase10", "players": 3, "seats": [
        {"kind": kind, "name": name, "level": "easy"}
        for name, kind in zip(NAMES, ["human", "computer", "computer"], strict=True)]})
    dialog.seed.setText("5")
    choice, problem = dialog.build_choice()
    dialog.deleteLater()
    assert choice is not None, problem
    window.settings.set_ai_speed_ms(0)
    window.start_game(choice)
    return window.controller


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_lines_with_chinese_names_wrap_in_a_narrow_dock(make_window, qtbot, lang, monkeypatch):
    from test_table_story import TREE_QM

    monkeypatch.setattr(i18n, "translations_dir", lambda: TREE_QM)
    translations = Translations(QCoreApplication.instance())
    translations.switch(lang)
    try:
        window = make_window(translations)
        window.resize(1024, 700)
        ctl = start_with_names(window)
        qtbot.waitUntil(ctl.is_viewers_turn, timeout=20000)
        for kind in ("Draw", "Discard"):  # then the computers move
            ctl.request(next(a for a in ctl.legal_actions() if type(a).__name__ == kind))
        qtbot.waitUntil(ctl.is_viewers_turn, timeout=20000)
        dock = window.move_log
        dock.show()
        dock.raise_()
        view, model = dock.view, dock.view.model()
        line = QFontMetricsF(view.font()).height()
        padded, checked = [], 0
        for width in (150, 200, 260):
            window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
            QCoreApplication.processEvents()
            for row in range(model.rowCount()):
                text = model.text(row)
                rect = view.visualRect(model.index(row, 0))
                if not any(name in text for name in NAMES[:2]) or not view.viewport().rect().contains(rect):
                    continue
                checked += 1
                empty_below = rect.height() - 1 - ink_bottom(view.viewport().grab(rect).toImage())
                if empty_below > line * 0.6:
                    padded.append(f"{width} px: {text!r} ({rect.height()} px) ends {empty_below} px above"
                                  " its row's bottom")
        assert checked >= 6
        assert padded == []
    finally:
        translations.switch("en")
