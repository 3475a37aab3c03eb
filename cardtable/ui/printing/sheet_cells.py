"""What goes into each place of a printed sheet: header lines, cells, footers.

Kept apart from layout.py (which measures and draws) so the words and
numbers of a sheet can be read and tested without painting. Numbers and
dates are written the way the sheet's language writes them (``QLocale`` of
that language, not of the machine), punctuation too: a Chinese sheet
separates with "：" and "、", never with half-width ":" and ",".
"""

from __future__ import annotations

from PySide6.QtCore import QDate, QLocale, Qt

from cardtable.ui.printing.sheet_texts import normalize_language, text
from cardtable.ui.scoresheet.sheet_data import Sheet

LOCALES = {"en": "en_GB", "de": "de_DE", "zh_TW": "zh_TW"}
WILD_POINTS = {"2026": 25, "classic": 20}
WIN_MARK = "★"


def locale_of(lang: str) -> QLocale:
    return QLocale(LOCALES[normalize_language(lang)])


def number(lang: str, value: int | None) -> str:
    """``value`` with the digit grouping of ``lang`` ("1,000", "1.000"); "" for None."""
    return "" if value is None else locale_of(lang).toString(int(value))


def date_text(lang: str, iso: str) -> str:
    """An ISO date ("2026-05-09") as ``lang`` writes it ("9. Mai 2026", "2026年5月9日")."""
    day = QDate.fromString(iso, Qt.DateFormat.ISODate)
    if not day.isValid():
        return iso
    return locale_of(lang).toString(day, text(lang, "date_format"))


def labelled(lang: str, key: str, value: str) -> str:
    return f"{text(lang, key)}{text(lang, 'colon')}{value}"


def joined(lang: str, items: list[str]) -> str:
    return text(lang, "list_sep").join(items)


def edition_text(sheet: Sheet) -> str:
    """The Phase 10 edition ("Edition 2026"); Skip-Bo sheets print none (the
    booklet's article number means nothing at the table)."""
    if not sheet.ui.sheet.editions or sheet.edition not in WILD_POINTS:
        return ""
    return text(sheet.lang, f"edition_{sheet.edition}")


def info_lines(sheet: Sheet, short: dict[int, str] | None = None) -> list[str]:
    """The lines above the table; ``short``: players whose column shows a
    short form (seat -> short form), named with it here ("Name (GH)")."""
    lang = sheet.lang
    short = short or {}
    edition = edition_text(sheet)
    if sheet.blank:
        line = labelled(lang, "date", "_" * 22)
        return [f"{line}    {edition}".rstrip()]
    names = []
    for v in sheet.variants:
        if v == "P10-V2":
            names.append(text(lang, v, phases=joined(lang, [number(lang, p) for p in sheet.phases])))
        elif v == "SB-V1":
            names.append(text(lang, v, target=number(lang, sheet.target)))
        else:
            names.append(text(lang, v))
    variants = labelled(lang, "variants", joined(lang, names) or text(lang, "no_variants"))
    status = text(lang, "game_over") if sheet.finished else text(lang, "in_progress")
    if sheet.winners:
        status += " – " + labelled(lang, "winner", joined(lang, [sheet.players[w] for w in sheet.winners]))
    players = [f"{name} ({short[seat]})" if seat in short else name
               for seat, name in enumerate(sheet.players)]
    return [
        f"{edition}    {variants}".strip(),
        f"{labelled(lang, 'players', joined(lang, players))}    "
        f"{labelled(lang, 'date', date_text(lang, sheet.date))}",
        status,
    ]


def columns(sheet: Sheet) -> tuple[str, ...]:
    if sheet.ui.phases:
        return ("phase_short", "points_short", "total_short")
    if sheet.match_scoring:
        return ("stock_short", "points_short", "total_short")
    return ("stock_short",)


def cells(sheet: Sheet, row: int, seat: int) -> tuple[str, ...]:
    """The texts of one player's sub-columns in data row ``row``."""
    lang = sheet.lang
    if sheet.ui.phases:
        if row >= len(sheet.rounds):
            return ("", "", "")
        r = sheet.rounds[row]
        phase = r.phases[seat]
        total = number(lang, r.totals[seat])
        if phase is None:
            return ("–", "", total)
        mark = " ✓" if r.completed[seat] else ""
        out = "*" if r.went_out == seat else ""
        points = "" if r.points[seat] is None else f"{number(lang, r.points[seat])}{out}"
        return (f"{number(lang, phase)}{mark}", points, total)
    if row >= len(sheet.games):
        return ("",) * len(columns(sheet))
    g = sheet.games[row]
    if sheet.match_scoring:
        return (number(lang, g.stock_left[seat]), number(lang, g.points[seat]),
                number(lang, g.totals[seat]))
    return (number(lang, g.stock_left[seat]),)


def row_label(sheet: Sheet, row: int) -> str:
    lang = sheet.lang
    if sheet.blank:
        return number(lang, row + 1)
    if sheet.ui.phases:
        return number(lang, sheet.rounds[row].number if row < len(sheet.rounds) else row + 1)
    return number(lang, sheet.games[row].number) if row < len(sheet.games) else ""


def footer_lines(sheet: Sheet) -> list[str]:
    """The keys of the rows under the table: the state now, then total/winner."""
    if sheet.blank:
        return ["final_line"]
    return ["current_phase" if sheet.ui.phases else "stock_now", "final_line"]


def footer_cell(sheet: Sheet, key: str, seat: int) -> str:
    """Per-seat text of footer row ``key`` (blank sheets: empty, to write in)."""
    lang = sheet.lang
    if sheet.blank:
        return ""
    if key == "current_phase":
        phase = sheet.current_phase[seat] if seat < len(sheet.current_phase) else None
        return number(lang, phase)
    if key == "stock_now":
        return number(lang, sheet.stock_now[seat]) if seat < len(sheet.stock_now) else ""
    has_total = sheet.ui.phases or sheet.match_scoring
    total = number(lang, sheet.totals[seat]) if has_total and seat < len(sheet.totals) else ""
    won = f"{WIN_MARK} {text(lang, 'winner')}" if seat in sheet.winners else ""
    return f"{total}  {won}".strip()


def completed_phases(sheet: Sheet, seat: int) -> set[int]:
    """The phases ``seat`` has completed so far (crossed off on the tracker)."""
    done: set[int] = set()
    for r in sheet.rounds:
        phase = r.phases[seat]
        if r.completed[seat] and phase is not None:
            done.add(phase)
    return done


def penalty_legend(sheet: Sheet) -> str:
    """The penalty table with the Wild value of this sheet's edition only."""
    return text(sheet.lang, "penalty_legend", wild=WILD_POINTS.get(sheet.edition, 25))
