"""What each Phase 10 phase asks for, in en/de/zh-TW: one source for every place.

The German booklet names the phases with its own words (Drilling, Vierling,
Viererfolge, ...), the Chinese one counts cards (3張同數, 4張連號). The
printed sheets use these names, and the table, the dialogs and the rules
should name a phase the same way, so they live here once, Qt-free (a sheet
may be printed in another language than the interface's, so these are not
``tr()`` strings). Order: phases 1-10 of engine/phase10/phases.py.
tools/make_font_subset.py reads this file, so its Han characters are in the
bundled font.
"""

from __future__ import annotations

PHASE_NAMES: dict[str, tuple[str, ...]] = {
    "en": (
        "2 sets of 3",
        "1 set of 3 + 1 run of 4",
        "1 set of 4 + 1 run of 4",
        "1 run of 7",
        "1 run of 8",
        "1 run of 9",
        "2 sets of 4",
        "7 cards of one colour",
        "1 set of 5 + 1 set of 2",
        "1 set of 5 + 1 set of 3",
    ),
    "de": (
        "Zwei Drillinge",
        "Ein Drilling und eine Viererfolge",
        "Ein Vierling und eine Viererfolge",
        "Eine Siebenerfolge",
        "Eine Achterfolge",
        "Eine Neunerfolge",
        "Zwei Vierlinge",
        "Sieben Karten einer Farbe",
        "Ein Fünfling und ein Zwilling",
        "Ein Fünfling und ein Drilling",
    ),
    "zh_TW": (
        "兩組各3張同數",
        "3張同數+4張連號",
        "4張同數+4張連號",
        "7張連號",
        "8張連號",
        "9張連號",
        "兩組各4張同數",
        "7張同色",
        "5張同數+2張同數",
        "5張同數+3張同數",
    ),
}


def phase_name(lang: str, phase: int) -> str:
    """Phase ``phase`` (1-10) in ``lang`` ("en", "de", "zh_TW"; others: English)."""
    return PHASE_NAMES.get(lang, PHASE_NAMES["en"])[phase - 1]
