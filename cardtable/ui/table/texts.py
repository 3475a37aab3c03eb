"""The table's labels every game shares, in the player's language.

The Qt-free models name a label by ``kind`` and arguments; a game's adapter
translates its own kinds (``games/*_labels.py``), this module the shared
ones (context "Table"), so ``pyside6-lupdate`` finds every string.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.ui.seat_names import computer_for, says_computer, shown_name
from cardtable.ui.table.recent import skipped_text


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Table", text, None, n)


def level_name(level: str | None) -> str:
    return {
        "easy": tr("easy"),
        "medium": tr("medium"),
        "hard": tr("hard"),
    }.get(level or "", level or "")


def text_for(kind: str, args: dict[str, Any]) -> str:
    """The sentence of one shared label of the table model ("" if unknown)."""
    a = args
    if kind == "seat_name":
        name = shown_name(a["name"])
        if a.get("presence") == "away":  # a network table: the person lost the connection
            return tr("{name} (not connected)").format(name=name)
        if a.get("presence") == "stand_in":
            return computer_for(name)
        if a.get("human", True):
            return name
        if says_computer(a["name"]):  # "Computer 2 (hard)", not "(computer, hard)" again
            return tr("{name} ({level})").format(name=name, level=level_name(a.get("level")))
        return tr("{name} (computer, {level})").format(name=name, level=level_name(a.get("level")))
    if kind == "hand_count":
        return tr("Hand: {count}").format(count=a["count"])
    if kind == "prompt":
        return str(a.get("text", ""))
    if kind == "skipped_marker":
        return skipped_text()
    return ""
