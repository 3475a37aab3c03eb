"""Opening replays for the main window, and "Continue from here".

Why apart from ``main_window``: the four ways into a replay (Game > History,
Game > Open as replay…, ``cardtable --replay FILE``, "Watch the replay" on the
game-over screen) and the way out of one
(a new game at the replayed position) share the same error handling. A bad,
damaged or hostile file (or history row) becomes a translated message box,
never a traceback; the file and the history are only read, never written.

"Continue from here" starts a new game through the window's ``set_game``
with the recorded seats, levels, options and seed and the log up to the
position shown: the engine state there carries the seed and its shuffle
counter, so later shuffles continue as the engine defines, and the new game
gets a new autosave at once (the recorded game's file or row is left alone).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from cardtable.persistence.errors import SaveError
from cardtable.persistence.timeline import load_timeline, timeline_of_game, timeline_of_source
from cardtable.seats import Seat
from cardtable.ui.card_art import CardArt
from cardtable.ui.error_texts import error_sentence
from cardtable.ui.replay.window import ReplayWindow
from cardtable.ui.window.host import host_of
from cardtable.ui.window.window_geometry import remember_geometry

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from cardtable.controller.game_controller import GameController
    from cardtable.controller.source import GameSource
    from cardtable.persistence.history import ReplaySource
    from cardtable.persistence.timeline import Timeline
    from cardtable.ui.window.host import WindowHost

log = logging.getLogger(__name__)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Replay", text)


def damaged_game_text() -> str:
    return _tr("This game of the history is damaged and cannot be replayed.")


def _warn(window: QWidget, text: str) -> None:
    QMessageBox.warning(window, _tr("Cannot show the replay"), text)


def _card_art(host: WindowHost | None) -> CardArt:
    """The main window's card pictures, or new ones (a stand-alone history window)."""
    if host is not None:
        return host.card_art()

    return CardArt()


def open_replay_file(window: QWidget, path: str | Path | None = None,
                     folder: str = "") -> ReplayWindow | None:
    """Game > Open as replay… (asks for a file in ``folder``, the window's saves
    folder, when ``path`` is None) and ``--replay FILE``: the ReplayWindow, or
    None (cancelled, or a message said why)."""
    if not path:
        path, _ = QFileDialog.getOpenFileName(window, _tr("Open a saved game as a replay"),
                                              folder,
                                              _tr("cardtable saved games (*.cardtable)"))
        if not path:
            return None

    try:
        timeline = load_timeline(path)
    except (SaveError, OSError) as exc:
        _warn(window, error_sentence(exc))
        return None
    return show_replay(window, timeline, Path(path).name)


def open_history_replay(window: QWidget, source: ReplaySource, title: str = "") -> ReplayWindow | None:
    """A game of Game > History (``History.replay_source``) as a replay."""
    try:
        timeline = timeline_of_source(source)
    except SaveError as exc:
        log.warning("history game cannot be replayed: %s", exc)
        _warn(window, damaged_game_text())
        return None
    return show_replay(window, timeline, title)


def open_game_replay(window: QWidget, controller: GameSource) -> ReplayWindow | None:
    """The game just finished on the table (game-over "Watch the replay"): every
    hand visible, since the game is over; None if a message said why not."""
    try:
        timeline = timeline_of_game(controller.rules, controller.options, controller.seed,
                                    controller.seats, controller.history)
    except SaveError as exc:  # a game that did not start from its deal (never from the New game dialog)

        log.warning("the finished game cannot be replayed: %s", exc)
        _warn(window, error_sentence(exc))
        return None
    return show_replay(window, timeline, "")  # from the first deal: "watch" it again


def show_replay(window: QWidget, timeline: Timeline, title: str) -> ReplayWindow:
    host = host_of(window)
    replay = ReplayWindow(timeline, _card_art(host), title, window)
    replay.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    remember_geometry(replay, host.settings if host is not None else None, "replay")
    if host is not None:  # a main window can start the new game
        replay.continue_requested.connect(
            lambda tl, position, seat: continue_from(host, tl, position, seat))
    else:
        replay.can_continue = False
        replay.update_controls()
    replay.show()
    return replay


def continue_from(host: WindowHost, timeline: Timeline, position: int, seat: int | None = None) -> GameController | None:
    """A new game of ``timeline`` at ``position`` on the main table (its
    controller); ``seat``: a computer seat a person takes over (same name)."""
    state = timeline.state(position)
    if timeline.rules.is_terminal(state):
        return None
    seats = list(timeline.seats)
    if seat is not None and 0 <= seat < len(seats):
        seats[seat] = Seat(seats[seat].name)
    host.files.file = None  # a new game: Save asks for a new file
    controller = host.set_game(timeline.rules, state, seats, seed=timeline.seed,
                                 options=timeline.options, actions=timeline.actions[:position])
    controller.autosave_now()  # in the list of unfinished games from the first moment
    window = host.dialog_parent()
    window.raise_()
    window.activateWindow()
    return controller
