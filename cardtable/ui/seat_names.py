"""Players' names as the windows show them, in the current language.

Why: the new-game dialog fills empty seats with the app's own names
("Player 2", "Computer 3"; "Spieler 2", "電腦 3"), and those names are saved
with the game. Shown as saved they would stay English after a switch to
German, and "Computer 3 (computer, hard)" says computer twice. So a name the
app made is shown as the current language makes it (a name a person typed
is never touched), a computer seat with the app's name shows only its
level, and a list of names is separated the language's way ("Ann, Bo";
"玩家 1、電腦 2").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.ui.i18n import cjk_spacing

# the default names of every language the app speaks ("Player {n}" / "Computer {n}")
_DEFAULT = re.compile(r"^(?:(?P<player>Player|Spieler|玩家)|(?P<computer>Computer|電腦)) ?(?P<n>\d{1,2})$")


def _default(name: str) -> tuple[bool, int] | None:
    """(is a computer's, number) if ``name`` is a name the app made, else None."""
    match = _DEFAULT.match(name.strip())
    if match is None:
        return None
    return match.group("computer") is not None, int(match.group("n"))


def shown_name(name: str) -> str:
    """``name`` as the windows show it: an app-made name in the current language."""
    made = _default(name)
    if made is None:
        return name
    computer, number = made
    pattern = "Computer {n}" if computer else "Player {n}"
    return QCoreApplication.translate("NewGameDialog", pattern).format(n=number)


def is_you(name: str) -> bool:
    """Whether a seat is named "You" (a lesson's seat): "Your turn, You" reads
    wrong, so the windows say just "Your turn" to it."""
    return name == QCoreApplication.translate("Lessons", "You")


def says_computer(name: str) -> bool:
    """Whether ``name`` already says it is a computer's (an app-made computer name)."""
    made = _default(name)
    return made is not None and made[0]


def computer_for(name: str) -> str:
    """Who plays a seat while a computer stands in for its missing person:
    "Computer for Anna" (the seat's label, the prompt, the turn line, the bar)."""
    return cjk_spacing(QCoreApplication.translate("SeatNames", "Computer for {name}").format(name=name))


def playing_name(ctl: Any, seat: int) -> str:
    """The name of who plays ``seat`` now: the seat's, or "Computer for …"
    while a computer stands in for its person at a network table."""
    # network code loads only for a network table
    from cardtable.controller.remote_notes import PresentSeat

    name = ctl.seats[seat].name
    shown = ctl.table_seats
    if 0 <= seat < len(shown) and isinstance(shown[seat], PresentSeat) and shown[seat].presence == "stand_in":
        return computer_for(name)
    return name


def name_list(names: Iterable[str]) -> str:
    """Names separated the language's way: "Ann, Bo" / "Ann、Bo"."""
    return QCoreApplication.translate("Lists", ", ").join(names)


__all__ = ["name_list", "says_computer", "shown_name"]
