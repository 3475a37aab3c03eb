"""The table's labels in the player's language.

The Qt-free models name a label by ``kind`` and arguments; this module turns
them into translated sentences (context "Table"), so ``pyside6-lupdate``
finds every string here.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.engine.phase10.phases import specs


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Table", text, None, n)


def level_name(level: str | None) -> str:
    return {
        "easy": tr("easy"),
        "medium": tr("medium"),
        "hard": tr("hard"),
    }.get(level or "", level or "")


def _group_words(kind: str, size: int, count: int) -> str:
    if kind == "set":
        return (tr("2 sets of {size}") if count == 2 else tr("1 set of {size}")).format(size=size)
    if kind == "run":
        return (tr("2 runs of {size}") if count == 2 else tr("1 run of {size}")).format(size=size)
    return tr("{size} cards of one colour").format(size=size)


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
    return tr("{first} + {second}").format(first=words[0], second=words[1])


def phase_text(phase: int) -> str:
    return tr("Phase {phase}: {requirement}").format(phase=phase,
                                                     requirement=phase_requirement(phase))


def group_kind(kind: str) -> str:
    return {"set": tr("set"), "run": tr("run"), "colour": tr("colour group")}.get(kind, kind)


def text_for(kind: str, args: dict[str, Any]) -> str:
    """The sentence of one label of the table model."""
    a = args
    if kind == "seat_name":
        if a.get("human", True):
            return a["name"]
        return tr("{name} (computer, {level})").format(name=a["name"],
                                                       level=level_name(a.get("level")))
    if kind == "p10_score":
        return tr("Score: {score}").format(score=a["score"])
    if kind == "p10_phase":
        text = phase_text(int(a["phase"]))
        return tr("{phase} - laid").format(phase=text) if a.get("done") else text
    if kind == "hand_count":
        return tr("Hand: {count}").format(count=a["count"])
    if kind == "skip_front":
        return tr("Skip: loses the next turn")
    if kind == "sitting_out":
        return tr("sits out this round")
    if kind == "group_kind":
        return group_kind(a["kind"])
    if kind == "draw_count":  # Phase 10: Aufnahmestapel / 摸牌堆
        return tr("Draw pile: {count}").format(count=a["count"])
    if kind == "sb_draw_count":  # Skip-Bo: Nachziehstapel / 抽牌堆 (another word, see GLOSSARY)
        return tr("Draw pile ({count})").format(count=a["count"])
    if kind == "discard_label":
        return tr("Discard pile: {count}").format(count=a["count"])
    if kind == "round":
        return tr("Round {round}").format(round=a["round"])
    if kind == "lay_here":
        return tr("Drop cards here to lay down phase {phase}").format(phase=a["phase"])
    if kind == "stock_left":
        return tr("Stock: {count}").format(count=a["count"])
    if kind == "stock_label":
        return tr("Stock pile ({count})").format(count=a["count"])
    if kind == "discard_piles":
        return tr("Discard piles")
    if kind == "empty_pile":
        return tr("empty")
    if kind == "set_aside":
        return tr("Set aside: {count}").format(count=a["count"])
    if kind == "building_value":
        value = int(a["value"])
        if value == 0:
            return tr("Pile {index}: empty").format(index=a["index"])
        return tr("Pile {index}: at {value}").format(index=a["index"], value=value)
    if kind == "hand_label":
        return tr("Your hand")
    if kind == "prompt":
        return str(a.get("text", ""))
    return ""


def button_text(kind: str) -> str:
    return {
        "knock": tr("Knock (K)"),
        "pass": tr("Pass (P)"),
        "end_turn": tr("End turn (E)"),
        "sort_colour": tr("Sort by colour (S)"),
        "sort_value": tr("Sort by value (S)"),
        "lay": tr("Lay down (L)"),
    }.get(kind, kind)
