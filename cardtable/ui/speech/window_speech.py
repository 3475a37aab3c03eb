"""What the main window says aloud (through ``announce``) while a game runs.

Why: a player who cannot see the table hears the game instead: every new
line of the move log (politely, in order, paced by the computer speed),
"your turn" when the turn comes to the viewing player, the points of a
finished round and the winner of a finished game. Refusals and the privacy
screen's hand-over are said by the window where they are shown
(``MainWindow.show_rejection``, ``show_privacy``). The move log feeds
this at a network table too (the remote controller fills the same log).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer

from cardtable.ui.games import table_game, ui_for
from cardtable.ui.seat_names import is_you, shown_name
from cardtable.ui.speech.announce import announce, announcer, pace_for_speed

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

    from cardtable.controller.seat_view import SeenEvent
    from cardtable.controller.source import GameControl, GameSource
    from cardtable.engine.api import GameResult
    from cardtable.engine.standings import RecordRow
    from cardtable.ui.docks.move_log import MoveLogDock, MoveLogModel
    from cardtable.ui.window.host import WindowHost
    from cardtable.ui.window.main_window import MainWindow


def _tr(text: str) -> str:
    return QCoreApplication.translate("Speech", text)


def hook(w: MainWindow) -> None:
    """Listen to the move log of window ``w`` (once) and set the pace."""
    if announcer().source is not w:
        announcer().set_source(w)
    log: MoveLogDock | None = w.move_log  # (made with the first game's docks)
    if log is not None and not log.model.spoken:
        model = log.model
        model.spoken = True
        model.rowsInserted.connect(lambda _parent, first, last, m=model: _rows(w, m, first, last))
    ctl = w.controller
    if ctl is not None:
        announcer().pace_ms = pace_for_speed(ctl.seat_view().speed_ms)


def _rows(w: MainWindow, model: MoveLogModel, first: int, last: int) -> None:
    for row in range(first, last + 1):
        if model.row_kind(row) in ("event", "note"):
            announce(_own_words(w, model.row_event(row)) or model.text(row))


def _own_words(w: MainWindow, event: SeenEvent | None) -> str | None:
    """The viewing seat's own move said to it ("You drew blue 7"), or None.
    The log's events are those its seat sees: a hidden card is in an event
    only for the seat it belongs to, and only that seat is told it."""
    ctl = w.controller
    if event is None or ctl is None or event.seat is None:
        return None
    if event.seat != ctl.viewing_seat():
        return None

    return table_game(ctl.game_id).speech.own_event(event)


TURN_SAID = "cardtableTurnSaid"


def turn_changed(w: MainWindow) -> None:
    """After a state change: "your turn" once the moves before it are logged."""
    hook(w)
    QTimer.singleShot(0, w, lambda: _say_turn(w))


def game_closed(w: QObject) -> None:
    """The game left the window: the next game's first turn is said anew."""
    w.setProperty(TURN_SAID, -1)


def _said_at(w: QObject) -> int:
    """The number of moves made when "your turn" was said for this turn; -1: not said."""
    value = w.property(TURN_SAID)
    return value if isinstance(value, int) else -1


def _turn_begins_again(w: MainWindow, ctl: GameControl, said_at: int) -> bool:
    """A move was made since "your turn" and the turn is the viewing seat's
    from its start again (the only opponent was skipped)."""
    table = w.table
    if table is None or len(ctl.history) <= said_at:
        return False
    return bool(table.game.turn_begins(ctl.observation()))


def _say_turn(w: MainWindow) -> None:
    ctl = w.controller
    mine = False
    if ctl is not None and not ctl.is_over() and not ctl.round_held():
        seat = ctl.current_seat()
        mine = seat is not None and seat == ctl.viewing_seat()
        said_at = _said_at(w)
        if mine and seat is not None and (said_at < 0 or _turn_begins_again(w, ctl, said_at)):
            name = shown_name(ctl.seats[seat].name)
            said = _tr("Your turn") if is_you(name) else _tr("Your turn, {name}").format(name=name)
            announce(said, assertive=True, in_turn=True, repeat=True)
            said_at = len(ctl.history)
        # said once per turn (a Qt property of the window, not its internals)
        w.setProperty(TURN_SAID, said_at if mine else -1)
        return
    w.setProperty(TURN_SAID, -1)


def _names(ctl: GameSource) -> list[str]:
    return [shown_name(s.name) for s in ctl.seats]


def round_over(w: WindowHost, record: RecordRow) -> None:
    """The points of a finished round (or match game) and the totals."""
    ctl = w.controller
    if ctl is None:
        return
    names = _names(ctl)
    scored = tuple(record.points)
    points = [_tr("{name} {points}").format(name=n, points=p)
              for n, p in zip(names, scored, strict=False) if p is not None]
    if not points:  # a Skip-Bo game without match points: its line said who won
        return
    totals = [_tr("{name} {points}").format(name=n, points=t)
              for n, t in zip(names, record.totals, strict=False)]
    sep = _tr(", ")

    text = (_tr("Points this round: {points}. Totals: {totals}.") if ui_for(ctl.game_id).rounds
            else _tr("Points this game: {points}. Totals: {totals}."))
    announce(text.format(points=sep.join(points), totals=sep.join(totals)))


def game_over(w: WindowHost, result: GameResult) -> None:
    """The winner(s) of a finished game."""
    ctl = w.controller
    if ctl is None:
        return
    names = _names(ctl)
    winners = [names[s] for s in result.winners if 0 <= s < len(names)]
    if winners:
        announce(_tr("Game over: {names} won.").format(names=_tr(", ").join(winners)))
    else:
        announce(_tr("Game over."))
