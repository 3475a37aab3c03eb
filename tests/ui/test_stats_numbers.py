"""Statistics write their numbers the way the interface language does: a
decimal comma in German ("14,0", "0,57"), the locale's own point in English
and Traditional Chinese; the figures themselves come from ``cardtable.stats``
as plain numbers. The printed score sheet of the same language too."""

from __future__ import annotations

import re

import pypdf
import pytest
from PySide6.QtCore import QLocale
from scoresheet_play import phase10_state
from table_helpers import installed_language

from cardtable.persistence.history import History
from cardtable.seats import Seat
from cardtable.ui.printing.render import write_pdf
from cardtable.ui.scoresheet.sheet_data import phase10_sheet
from cardtable.ui.stats.window import StatisticsWindow
from tests.history.selfplay import play, quick_play, record

# a decimal separator between digits; a group separator is followed by three digits
DECIMAL = {".": re.compile(r"\d\.\d{1,2}(?!\d)"), ",": re.compile(r"\d,\d{1,2}(?!\d)")}


@pytest.fixture(scope="module")
def history_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("numbers") / "cardtable.sqlite3"
    history = History.open(path)
    for seed in range(3):
        record(history, play("phase10", seed, [Seat("Anna"), Seat("C", "computer", "easy")], phases=[1, 2]))
        record(history, quick_play("skipbo", seed, [Seat("Anna"), Seat("C", "computer", "hard")],
                                   match_scoring=True, match_target=50))
    history.close()
    return path


def _texts(window: StatisticsWindow) -> list[str]:
    texts = []
    for page in (window.players, window.phase10, window.skipbo, window.fair):
        window.tabs.setCurrentWidget(page)
        for table in (page.table, *([page.failed] if page is window.phase10 else [])):
            texts += [table.cell_text(r, c) for r in range(table.rowCount()) for c in range(table.columnCount())]
    window.tabs.setCurrentWidget(window.charts)
    charts = window.charts
    for chart in (charts.points, charts.phases, charts.rate, window.phase10.failures):
        texts += chart.spoken_lines()
    return texts


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_statistics_and_the_printed_sheet_write_numbers_in_the_language(qtbot, tmp_path, history_path, lang):
    with installed_language(lang):
        point = QLocale().decimalPoint()
        other = "." if point == "," else ","
        assert point == {"en": ".", "de": ",", "zh_TW": "."}[lang]
        window = StatisticsWindow(None, path=history_path)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        texts = _texts(window)
        decimals = [t for t in texts if DECIMAL[point].search(t)]
        assert decimals, texts  # there are figures with decimals ...
        assert not [t for t in texts if DECIMAL[other].search(t)]  # ... all in the language's way
        path = tmp_path / "sheet.pdf"
        write_pdf(path, phase10_sheet(phase10_state(rounds=3), (Seat("Ann"), Seat("Bo"), Seat("Cy")),
                                      lang=lang, date="2026-05-09"))
        paper = " ".join(page.extract_text() for page in pypdf.PdfReader(str(path)).pages)
        assert not DECIMAL[other].search(paper), paper
        window.close()
