"""The start page's one-click starts and the settings each one remembers.

Three kinds of game start with one click: Phase 10 against the computer,
Skip-Bo against the computer, and pass-and-play (people only, at one
screen). Each kind remembers the last new-game choices made for it (in the
dialog's JSON shape, without the seed), so "Phase 10 against the computer"
deals again with the same opponents and variants. Any new game started from
the dialog is filed under the kind it is (any computer seat: "<game> against
the computer", else pass-and-play); a network table hosted from the dialog
is not: it remembers its own choices (``Settings.host_choices``). A kind never used starts with its
default: two seats, you and a Medium computer, or two people.

Plain data and translated sentences only: the dialog itself is imported
when a start is clicked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from cardtable.ui.dialogs.level_texts import level_name
from cardtable.ui.games import find_ui
from cardtable.ui.seat_names import name_list, shown_name

if TYPE_CHECKING:
    from cardtable.engine.api import JsonObject


PHASE10_COMPUTER = "phase10-computer"
SKIPBO_COMPUTER = "skipbo-computer"
PASS_AND_PLAY = "pass-and-play"
KINDS = (PHASE10_COMPUTER, SKIPBO_COMPUTER, PASS_AND_PLAY)

_YOU_AND_COMPUTER = [{"kind": "human"}, {"kind": "computer", "level": "medium"}]
DEFAULTS: dict[str, JsonObject] = {
    PHASE10_COMPUTER: {"game": "phase10", "players": 2, "seats": _YOU_AND_COMPUTER},
    SKIPBO_COMPUTER: {"game": "skipbo", "players": 2, "seats": _YOU_AND_COMPUTER},
    PASS_AND_PLAY: {"game": "phase10", "players": 2, "seats": [{"kind": "human"}, {"kind": "human"}]},
}


def _seats(choices: JsonObject) -> list[JsonObject]:
    """The seats in play (the dialog keeps all six rows, used or not)."""
    seats = choices.get("seats")
    players = choices.get("players")
    if not isinstance(seats, list) or isinstance(players, bool) or not isinstance(players, int):
        return []
    return [seat if isinstance(seat, dict) else {} for seat in seats[: max(players, 0)]]


def kind_of(choices: JsonObject) -> str | None:
    """The one-click kind these new-game choices belong to (None if odd, or a
    network table's: a one-click start plays at this screen only)."""
    seats = _seats(choices)
    if not seats or choices.get("network") is True:
        return None
    if all(seat.get("kind") != "computer" for seat in seats):
        return PASS_AND_PLAY
    game = choices.get("game")
    return {"phase10": PHASE10_COMPUTER, "skipbo": SKIPBO_COMPUTER}.get(game) if isinstance(game, str) else None


def choices_for(kind: str, remembered: JsonObject | None) -> JsonObject:
    """The choices a one-click start uses: the remembered ones if they still
    are of this kind, else the kind's default."""
    if kind not in DEFAULTS:
        raise ValueError(f"unknown quick start {kind!r}")
    if isinstance(remembered, dict) and kind_of(remembered) == kind:
        return dict(remembered)
    return dict(DEFAULTS[kind])


def _tr(text: str) -> str:
    return QCoreApplication.translate("StartPage", text)


def title(kind: str) -> str:
    """The label of a one-click start button."""
    return {
        PHASE10_COMPUTER: _tr("Phase 10 against the computer"),
        SKIPBO_COMPUTER: _tr("Skip-Bo against the computer"),
        PASS_AND_PLAY: _tr("Pass and play"),
    }[kind]


def game_name(game_id: str) -> str:
    described = find_ui(game_id)
    return described.name() if described is not None else game_id


def seat_label(index: int, seat: JsonObject) -> str:
    """A seat as the summary shows it: its name (or the dialog's default name),
    and the level of a computer."""
    computer = seat.get("kind") == "computer"
    name = seat.get("name")
    if not isinstance(name, str) or not name.strip():
        pattern = "Computer {n}" if computer else "Player {n}"
        name = QCoreApplication.translate("NewGameDialog", pattern).format(n=index + 1)
    else:
        name = shown_name(name)
    if computer:
        raw_level = seat.get("level")
        level = raw_level if isinstance(raw_level, str) and raw_level in ("easy", "medium", "hard") else "medium"
        return _tr("{name} ({level})").format(name=name.strip(), level=level_name(level))
    return name.strip()


def summary(kind: str, choices: JsonObject) -> str:
    """One line under a start button: who plays (and the game, for pass-and-play)."""
    players = name_list(seat_label(i, seat) for i, seat in enumerate(_seats(choices)))
    if kind == PASS_AND_PLAY:
        return _tr("{game} with {players}").format(game=game_name(str(choices.get("game", ""))),
                                                   players=players)
    return _tr("Players: {players}").format(players=players)
