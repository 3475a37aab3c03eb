"""The Phase 10 table's labels and buttons in the player's language.

The Qt-free scene model names a label by ``kind`` and arguments; this module
turns the Phase 10 kinds into translated sentences (context "Table", shared
with ``texts``), so ``pyside6-lupdate`` finds every string here. The lay-down
panel uses ``phase_text`` and ``group_kind`` too.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.engine.phase10.phases import specs


def _tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def _group_words(kind: str, size: int, count: int) -> str:
    if kind == "set":
        return (_tr("2 sets of {size}") if count == 2 else _tr("1 set of {size}")).format(size=size)
    if kind == "run":
        return (_tr("2 runs of {size}") if count == 2 else _tr("1 run of {size}")).format(size=size)
    return _tr("{size} cards of one colour").format(size=size)


def phase_requirement(phase: int) -> str:
    """"1 set of 4 + 1 run of 4", translated, from the engine's phase table."""
    try:
        groups = specs(phase)
    except ValueError:
        return ""
    if len(groups) == 2 and groups[0] == groups[1]:
        return _group_words(groups[0].kind, groups[0].size, 2)
    words = [_group_words(g.kind, g.size, 1) for g in groups]
    if len(words) == 1:
        return words[0]
    return _tr("{first} + {second}").format(first=words[0], second=words[1])


def phase_text(phase: int) -> str:
    return _tr("Phase {phase}: {requirement}").format(phase=phase,
                                                      requirement=phase_requirement(phase))


def group_kind(kind: str) -> str:
    return {"set": _tr("set"), "run": _tr("run"), "colour": _tr("colour group")}.get(kind, kind)


def label(kind: str, a: dict[str, Any]) -> str | None:
    """The sentence of one Phase 10 label or button (None: not a Phase 10 kind)."""
    if kind == "p10_score":
        return _tr("Score: {score}").format(score=a["score"])
    if kind == "p10_phase":
        text = phase_text(int(a["phase"]))
        return _tr("{phase} - laid").format(phase=text) if a.get("done") else text
    if kind == "skip_front":
        return _tr("Skip: loses the next turn")
    if kind == "sitting_out":
        return _tr("sits out this round")
    if kind == "group_kind":
        return group_kind(a["kind"])
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
    }.get(kind)
