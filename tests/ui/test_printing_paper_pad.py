"""Printed sheets read like a paper score pad.

Blank sheets for 2-6 players, A4 and Letter, in en/de/zh-TW fit one page
with room to write; Phase 10 sheets carry a phase tracker per player, the
Wild value of the chosen edition only and a total/winner line; Skip-Bo
sheets have no booklet number and enough rows for a match to 500 (SB-V1);
Chinese sheets punctuate full-width; numbers and dates follow the sheet's
language.
"""

from __future__ import annotations

import re

import pypdf
import pytest
from scoresheet_play import phase10_state

from cardtable.seats import Seat
from cardtable.ui.printing import sheet_cells
from cardtable.ui.printing.layout import blank_rows_needed, plan
from cardtable.ui.printing.render import write_pdf
from cardtable.ui.scoresheet.sheet_data import (
    Phase10Round,
    Sheet,
    SkipBoGame,
    blank_sheet,
    phase10_sheet,
)

LANGS = ("en", "de", "zh_TW")
WINNER = {"en": "Winner", "de": "Sieger", "zh_TW": "勝者"}
FINAL_LINE = {"en": "Total / winner", "de": "Summe / Sieger", "zh_TW": "累積／勝者"}


def _text(path) -> str:
    reader = pypdf.PdfReader(str(path))
    assert len(reader.pages) == 1
    return " ".join(" ".join(page.extract_text() for page in reader.pages).split())


@pytest.mark.parametrize("page_size", ["A4", "Letter"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_blank_sheets_fit_one_page_with_room_to_write(qapp, game, players, page_size):
    for lang in LANGS:
        layout = plan(blank_sheet(game, players, lang), page_size)
        assert layout.pages == 1 and layout.row_height >= 8.5
        assert layout.rows >= (20 if game == "skipbo" else 18)


def test_SB_V1_blank_sheet_has_a_row_for_every_game_a_match_to_500_can_need():
    # a win scores at least 25 (SB-V1), so 500 can take 20 games
    assert blank_rows_needed(blank_sheet("skipbo", 2)) == 20
    for page_size in ("A4", "Letter"):
        assert plan(blank_sheet("skipbo", 6), page_size).rows >= 20


@pytest.mark.parametrize("page_size", ["A4", "Letter"])
@pytest.mark.parametrize("lang", LANGS)
def test_blank_pdfs_in_every_language_and_paper(qapp, tmp_path, lang, page_size):
    p10 = tmp_path / "p10.pdf"
    write_pdf(p10, blank_sheet("phase10", 2 + LANGS.index(lang), lang, "classic"), page_size)
    text = _text(p10)
    assert FINAL_LINE[lang].replace(" ", "") in text.replace(" ", "")
    wild = {"en": "Wild = ", "de": "Joker = ", "zh_TW": "百搭牌 = "}[lang]
    assert re.findall(re.escape(wild) + r"(\d+)", text) == ["20"]  # the classic value only
    assert "25(" not in text and "(2026" not in text and "(Ausgabe" not in text
    sb = tmp_path / "sb.pdf"
    write_pdf(sb, blank_sheet("skipbo", 6 - LANGS.index(lang), lang), page_size)
    text = _text(sb)
    assert "42050" not in text  # the booklet's article number means nothing at the table
    assert "500" in text and FINAL_LINE[lang].replace(" ", "") in text.replace(" ", "")


def test_wild_value_follows_the_edition():
    assert "Wild = 25" in sheet_cells.penalty_legend(blank_sheet("phase10", 3))
    assert "Joker = 20" in sheet_cells.penalty_legend(blank_sheet("phase10", 3, "de", "classic"))
    with pytest.raises(ValueError):
        blank_sheet("phase10", 3, "en", "1999")


def test_zh_tw_sheets_use_full_width_punctuation(qapp, tmp_path):
    state = phase10_state(rounds=2)
    sheets = [blank_sheet("phase10", 4, "zh_TW"), blank_sheet("skipbo", 4, "zh_TW"),
              phase10_sheet(state, (Seat("Ann"), Seat("Bo"), Seat("Cy")), "zh_TW", "2026-05-09")]
    for i, sheet in enumerate(sheets):
        path = tmp_path / f"{i}.pdf"
        write_pdf(path, sheet)
        text = _text(path).replace("Phase 10", "").replace("Skip-Bo", "")
        assert not re.search(r"[:;,!?]", text), text
        assert "：" in text
    assert "Ann、Bo、Cy" in sheet_cells.info_lines(sheets[2])[1]


def _sheet_with_rounds(lang: str = "en") -> Sheet:
    rounds = (
        Phase10Round(1, (1, 1), (True, False), (0, 35), (0, 35), 0),
        Phase10Round(2, (2, 1), (True, True), (40, 0), (40, 35), 1),
    )
    return Sheet("phase10", ("Ann", "Bo"), lang=lang, edition="2026", rounds=rounds,
                 current_phase=(3, 2), totals=(40, 1035), winners=(0,), leaders=(0,),
                 finished=True, date="2026-05-09")


def test_phase_tracker_crosses_off_completed_phases():
    sheet = _sheet_with_rounds()
    assert sheet_cells.completed_phases(sheet, 0) == {1, 2}
    assert sheet_cells.completed_phases(sheet, 1) == {1}
    assert sheet_cells.completed_phases(blank_sheet("phase10", 2), 0) == set()


@pytest.mark.parametrize("lang", LANGS)
def test_total_winner_line_and_numbers_in_the_sheets_language(qapp, tmp_path, lang):
    sheet = _sheet_with_rounds(lang)
    assert sheet_cells.footer_lines(sheet) == ["current_phase", "final_line"]
    assert sheet_cells.footer_cell(sheet, "final_line", 0) == f"40  ★ {WINNER[lang]}"
    thousand = {"en": "1,035", "de": "1.035", "zh_TW": "1,035"}[lang]
    assert sheet_cells.footer_cell(sheet, "final_line", 1) == thousand
    path = tmp_path / "done.pdf"
    write_pdf(path, sheet)
    text = _text(path)
    assert thousand in text and WINNER[lang] in text


def test_skipbo_filled_sheet_prints_no_booklet_number(qapp, tmp_path):
    game = SkipBoGame(1, (0, 4), (45, 0), (45, 0), (0,))
    sheet = Sheet("skipbo", ("Ann", "Bo"), edition="42050-0922", variants=("SB-V1",),
                  games=(game,), stock_now=(5, 5), totals=(45, 0), leaders=(0,))
    assert all("42050" not in line for line in sheet_cells.info_lines(sheet))
    path = tmp_path / "sb.pdf"
    write_pdf(path, sheet)
    assert "42050" not in _text(path)


def test_blank_sheet_dialog_prints_the_chosen_edition(qtbot):
    from cardtable.ui.printing.dialogs import BlankSheetDialog

    dialog = BlankSheetDialog(None, "de")
    qtbot.addWidget(dialog)
    dialog.edition.setCurrentIndex(dialog.edition.findData("classic"))
    sheet = dialog.sheet()
    assert (sheet.game, sheet.edition, sheet.lang) == ("phase10", "classic", "de")
    assert dialog.edition.isEnabled()
    dialog.game.setCurrentIndex(dialog.game.findData("skipbo"))
    assert not dialog.edition.isEnabled() and dialog.sheet().edition == ""

