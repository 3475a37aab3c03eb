"""Read keys: single letters on the table that say a part of the game aloud.

Why: a player who cannot see the table asks for what a sighted player
glances at (as in PlayPalace): R my hand, T the table's centre (piles and
their sizes), G the laid groups / the building piles, M my phase / my stock
and discard piles, O every player (cards in hand, phase, score), W whose
turn it is and what to do. The letters are free on the table (the games use
D, L, S, K, P, E; the window H) and need no modifier. Each answer goes
through ``announce`` in the current language; what the table keeps hidden
(behind the privacy screen, another seat's hand) is never said.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from cardtable.ui.seat_names import shown_name
from cardtable.ui.speech.announce import announce

if TYPE_CHECKING:
    from PySide6.QtCore import Qt

    from cardtable.ui.table.view import TableView

K = Qt.Key
#: key -> what it reads
READ_KEYS: dict[int, str] = {int(K.Key_R): "hand", int(K.Key_T): "centre", int(K.Key_G): "groups",
                             int(K.Key_M): "mine", int(K.Key_O): "players", int(K.Key_W): "turn"}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Speech", text)


def key_help() -> list[tuple[str, str]]:
    """(key, what it reads) for the help and the documentation."""
    return [("R", _tr("read your hand")),
            ("T", _tr("read the discard or building piles and the pile sizes")),
            ("G", _tr("read the laid groups of every player (Skip-Bo: the building piles)")),
            ("M", _tr("read your phase (Skip-Bo: your stock and discard piles)")),
            ("O", _tr("read every player's cards in hand, phase and score")),
            ("W", _tr("read whose turn it is and what to do"))]


def names(view: TableView) -> list[str]:
    return [shown_name(s.name) for s in view._named_seats()]


def reading(view: TableView, what: str) -> str:
    """The words of read key ``what`` for the table ``view``."""
    obs = view.obs
    if obs is None:
        return ""
    if what == "turn":
        return view.prompt() or _tr("Nobody is playing.")
    speech = view.game.speech
    if what == "hand":
        model = view.model
        if model is None or model.face_up_seat is None:  # behind the privacy screen
            return _tr("Your cards are hidden.")
        return speech.hand(obs)
    if what == "centre":
        return speech.centre(obs)
    if what == "groups":
        return speech.groups(obs, names(view))
    if what == "mine":
        return speech.mine(obs)
    if what == "players":
        return speech.players(obs, names(view))
    return ""


def hint_words(view: TableView, sources: list[tuple], target: tuple | None) -> str:
    """A shown hint in words: "Hint: blue 7 to Discard pile, top red 3, 12
    cards. Press Enter to make it." (empty: nothing to name)."""
    obs = view.obs
    if obs is None:
        return ""
    speech = view.game.speech
    cards = [speech.card(s[2]) if s[0] == "hand" else (speech.source_name(obs, s) or "") for s in sources]
    place = speech.zone_name(obs, target, names(view)) if target is not None else None
    what = _tr(", ").join(c for c in cards if c)
    if not what and not place:
        return ""
    if not place:
        return _tr("Hint: {cards}. Press Enter to make it.").format(cards=what)
    if not what:
        return _tr("Hint: {place}. Press Enter to make it.").format(place=place)
    return _tr("Hint: {cards} to {place}. Press Enter to make it.").format(cards=what, place=place)


def read_key(view: TableView, key: int, modifiers: Qt.KeyboardModifier) -> bool:
    """Say what read key ``key`` reads; False if it is no read key."""
    what = READ_KEYS.get(int(key))
    chords = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
              | Qt.KeyboardModifier.MetaModifier | Qt.KeyboardModifier.ShiftModifier)
    if what is None or modifiers & chords:
        return False
    text = reading(view, what)
    if text:
        announce(text, assertive=True, repeat=True)
    return True
