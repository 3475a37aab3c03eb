"""The Phase 10 table's labels and buttons in the player's language.

The Qt-free scene model names a label by ``kind`` and arguments; this module
turns the Phase 10 kinds into translated sentences (context "Table", shared
with ``texts``), so ``pyside6-lupdate`` finds every string here. The lay-down
panel uses ``phase_text`` and ``group_kind`` too. The names of phases and
groups come from ``printing.sheet_texts`` (the booklets' words), so the table,
the lay-down panel and the printed sheet always say the same.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from cardtable.ui.printing.sheet_texts import group_name, normalize_language
from cardtable.ui.printing.sheet_texts import phase_requirement as sheet_phase_requirement


def _tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def language() -> str:
    """The interface language ("en", "de", "zh_TW"): ``Translations.switch``
    sets the default locale with the translators."""
    return normalize_language(QLocale().name())


def phase_requirement(phase: int) -> str:
    """"Zwei Drillinge" / "兩組各3張同數": the printed sheet's words (``sheet_texts``)."""
    return sheet_phase_requirement(language(), phase)


def phase_text(phase: int) -> str:
    return _tr("Phase {phase}: {requirement}").format(phase=phase,
                                                      requirement=phase_requirement(phase))


def group_kind(kind: str, size: int) -> str:
    """A laid group's name ("Drilling", "Viererfolge", "4 張連號"), as on paper."""
    return group_name(language(), kind, size)


def label(kind: str, a: dict[str, Any]) -> str | None:
    """The sentence of one Phase 10 label or button (None: not a Phase 10 kind)."""
    if kind == "p10_score":
        return _tr("Score: {score}").format(score=a["score"])
    if kind == "p10_phase":
        text = phase_text(int(a["phase"]))
        return f"{text} ✓" if a.get("done") else text  # ✓ as on the score sheet
    if kind == "p10_phase_number":  # a compact box: the number here, the name below
        text = _tr("Phase {phase}").format(phase=a["phase"])
        return f"{text} ✓" if a.get("done") else text
    if kind == "p10_requirement":
        return phase_requirement(int(a["phase"]))
    if kind == "skip_front":
        return _tr("Misses a turn")
    if kind == "skip_chosen":
        return _tr("Skip chosen, not given yet")
    if kind == "sitting_out":
        return _tr("sits out this round")
    if kind == "group_kind":
        return group_kind(a["kind"], int(a.get("size", 0)))
    if kind == "draw_count":  # Phase 10: Aufnahmestapel / 摸牌堆
        return _tr("Draw pile: {count}").format(count=a["count"])
    if kind == "discard_label":
        return _tr("Discard pile: {count}").format(count=a["count"])
    if kind == "round":
        return _tr("Round {round}").format(round=a["round"])
    if kind == "lay_here":
        return _tr("Drop cards here to lay down phase {phase}").format(phase=a["phase"])
    return {
        "knock": _tr("Knock (K)"),
        "pass": _tr("Pass (P)"),
        "sort_colour": _tr("Sort by colour (S)"),
        "sort_value": _tr("Sort by value (S)"),
        "lay": _tr("Lay down (L)"),
        "give_skip": _tr("Give the Skip"),
    }.get(kind)
