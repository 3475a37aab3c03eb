"""Score-sheet PDFs: the expected words and numbers are in the text, the font
is embedded, in en/de/zh-TW, for the current game and for blank sheets."""

from __future__ import annotations

import pypdf
import pytest
from scoresheet_play import phase10_state, skipbo_state

from cardtable.seats import Seat
from cardtable.ui.printing.layout import plan
from cardtable.ui.printing.render import write_pdf
from cardtable.ui.scoresheet.sheet_data import (
    Phase10Round,
    Sheet,
    blank_sheet,
    phase10_sheet,
    skipbo_sheet,
)

SEATS = (Seat("Ann"), Seat("Bo"), Seat("Cy"))
BLANK_TERMS = {
    ("phase10", "en"): ["Phase 10", "Score sheet", "Round", "1 run of 9", "7 cards of one colour",
                        "Skip = 15", "Wild"],
    ("phase10", "de"): ["Wertungsblatt", "Durchgang", "Minuspunkte", "Zwei Drillinge",
                        "Eine Neunerfolge", "Aussetzen-Karte", "Joker"],
    ("phase10", "zh_TW"): ["計分表", "局次", "剩牌分數", "兩組各 3 張同數", "7 張同色", "跳過牌", "百搭牌"],
    ("skipbo", "en"): ["Skip-Bo", "Score sheet", "Stock", "500"],
    ("skipbo", "de"): ["Wertungsblatt", "Vorrat", "500"],
    ("skipbo", "zh_TW"): ["計分表", "個人牌庫", "500"],
}


def _pdf(path):
    reader = pypdf.PdfReader(str(path))
    text = "\n".join(page.extract_text() for page in reader.pages)
    flat = " ".join(text.split())
    return reader, flat, "".join(text.split())


def _embedded_fonts(reader):
    found = {}
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            desc_owner = font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font
            desc = desc_owner["/FontDescriptor"].get_object()
            files = [k for k in ("/FontFile", "/FontFile2", "/FontFile3") if k in desc]
            found[str(font["/BaseFont"])] = files
    return found


@pytest.mark.parametrize(("game", "lang"), sorted(BLANK_TERMS))
def test_blank_sheet_pdf_terms_and_embedded_font(qapp, tmp_path, game, lang):
    path = tmp_path / f"{game}_{lang}.pdf"
    write_pdf(path, blank_sheet(game, 6, lang))
    reader, flat, squeezed = _pdf(path)
    assert len(reader.pages) == 1  # one page
    for term in BLANK_TERMS[game, lang]:
        assert term in flat or term.replace(" ", "") in squeezed, term
    fonts = _embedded_fonts(reader)
    assert fonts and all(files for files in fonts.values()), fonts
    assert any("CardtableSansTC" in name for name in fonts)


@pytest.mark.parametrize("page_size", ["A4", "Letter"])
def test_blank_sheet_has_room_to_write(qapp, page_size):
    for game in ("phase10", "skipbo"):
        layout = plan(blank_sheet(game, 6), page_size)
        assert layout.pages == 1
        assert layout.rows >= 18 and layout.row_height >= 8.5


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_P10_23_current_game_pdf_has_names_numbers_and_header(qapp, tmp_path, lang):
    state = phase10_state(rounds=3)
    sheet = phase10_sheet(state, SEATS, lang=lang, date="2026-05-09")
    path = tmp_path / "current.pdf"
    write_pdf(path, sheet)
    _, flat, squeezed = _pdf(path)
    for expected in ("Ann", "Bo", "Cy"):
        assert expected in flat
    date = {"en": "9 May 2026", "de": "9. Mai 2026", "zh_TW": "2026年5月9日"}[lang]
    assert date in flat  # the sheet's language writes the date, not ISO
    edition = {"en": "Edition 2026", "de": "Ausgabe 2026", "zh_TW": "2026 版"}[lang]
    assert edition.replace(" ", "") in squeezed
    tokens = flat.split()
    for rec in state.history:
        for seat in range(3):
            assert str(rec.totals[seat]) in tokens
            assert any(t.rstrip("*") == str(rec.penalties[seat]) for t in tokens)


def test_SB_V1_current_game_pdf(qapp, tmp_path):
    state = skipbo_state(games=2, match_scoring=True, stock_size=5)
    sheet = skipbo_sheet(state, SEATS, lang="de", date="2026-05-09")
    path = tmp_path / "sb.pdf"
    write_pdf(path, sheet)
    _, flat, _ = _pdf(path)
    assert "Gesamtwertung bis 500" in flat
    tokens = flat.split()
    for total in state.match_points:
        assert str(total) in tokens


def test_long_game_spreads_over_pages(qapp, tmp_path):
    rounds = tuple(
        Phase10Round(n, (1, 1), (False, False), (5, 10), (5 * n, 10 * n), None) for n in range(1, 41)
    )
    sheet = Sheet("phase10", ("Ann", "Bo"), edition="classic", rounds=rounds,
                  current_phase=(1, 1), totals=(200, 400), leaders=(0,))
    path = tmp_path / "long.pdf"
    write_pdf(path, sheet)
    reader, flat, _ = _pdf(path)
    assert len(reader.pages) == plan(sheet).pages >= 2
    assert "400" in flat.split() and "Page 2 of 2" in flat


def test_unwritable_path_raises_oserror(qapp, tmp_path):
    with pytest.raises(OSError):
        write_pdf(tmp_path / "missing-dir" / "x.pdf", blank_sheet("phase10", 2))
