"""What the main window's helpers may use of it: one small typed interface.

The helper modules (files, game starts, resume, endings, lessons, replays)
used to take the window as ``Any`` and reach into whatever they liked,
private attributes included. ``WindowHost`` names the few things they may
use, each documented here; ``MainWindow`` provides them. A helper that
needs more keeps its own state (or offers a signal) instead of reaching
further into the window. Each main window signs in here when it is made
(``sign_in``), so ``host_of`` knows a main window among the top-level
widgets without importing the window's module (which imports its helpers).
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QWidget

    from cardtable.controller.game_controller import GameController
    from cardtable.controller.source import GameControl
    from cardtable.engine.api import AnyRules, Rejection
    from cardtable.persistence.autosave import AutosaveSlot
    from cardtable.seats import Seat
    from cardtable.ui.card_art import CardArt
    from cardtable.ui.dialogs.new_game import NewGameChoice
    from cardtable.ui.keeper.window import KeeperWindow
    from cardtable.ui.settings import Settings
    from cardtable.ui.start.start_page import StartPage
    from cardtable.ui.window.file_actions import FileActions


class WindowHost(Protocol):
    """The main window as its helpers see it."""

    #: The remembered choices (None in a few tests that need none).
    settings: Settings | None
    #: The game (or lesson) on the table, None on the start page.
    controller: GameControl | None
    #: The open round summary (its "Deal next round"), None if there is none.
    round_summary: QDialog | None
    #: The permanent status-bar label saying whose turn it is.
    turn_label: QLabel
    #: The page shown when no game is open (``mark_stale`` refreshes its lists).
    start_page: StartPage
    #: The score keeper's window this window opened last (it keeps it alive), or None.
    keeper_window: KeeperWindow | None

    @property
    def table(self) -> QWidget | None:
        """The card table of the open game, None on the start page."""
        ...

    @property
    def files(self) -> FileActions:
        """Open, save, recent files and the autosave of this window."""
        ...

    def dialog_parent(self) -> QMainWindow:
        """The window itself: the parent of dialogs, message boxes and docks."""
        ...

    def card_art(self) -> CardArt:
        """The card pictures, shared by the table and the replays of this window."""
        ...

    def notify(self, text: str, timeout_ms: int = 8000, render: Callable[[], str] | None = None) -> None:
        """A note in the status bar; ``render()`` says it again after a language switch."""
        ...

    def show_rejection(self, rejection: Rejection) -> None:
        """A refused move: the status bar, the "Why?" button, the bubble at the card."""
        ...

    def set_game(self, rules: AnyRules, state: object, seats: Sequence[Seat], *,
                 seed: int, options: object, actions: Sequence[object] = (),
                 autosave_slot: AutosaveSlot | None = None) -> GameController:
        """Replace the open game by this one; returns its controller."""
        ...

    def start_game(self, choice: NewGameChoice) -> None:
        """A new game from a ``NewGameChoice`` (no file yet)."""
        ...

    def new_game(self, host: bool = False) -> None:
        """The New game dialog, then its game (``host``: for a network table)."""
        ...

    def rematch(self) -> None:
        """The same seats and options with a new seed."""
        ...

    def replay_deal(self) -> GameController | None:
        """"Play this deal again": the same seed (None without a game)."""
        ...

    def close_game(self) -> None:
        """Close the open game (or lesson) and show the start page."""
        ...

    def close_to_start(self) -> None:
        """Close the game and put the focus on the start page."""
        ...

    def show_table(self, controller: GameControl) -> None:
        """Put a table of ``controller`` in the window (a lesson's own controller)."""
        ...

    def update_turn(self) -> None:
        """Say anew whose turn it is (and enable the actions that make sense)."""
        ...

    def update_actions(self) -> None:
        """Enable the menu actions that make sense now."""
        ...

    def update_title(self) -> None:
        """The window title: the open file's name, or the app's."""
        ...


_HOSTS: weakref.WeakSet[WindowHost] = weakref.WeakSet()  # the main windows alive now


def sign_in(window: WindowHost) -> None:
    """``window`` is a main window (a host); also the type check that
    ``MainWindow`` provides all of ``WindowHost``."""
    _HOSTS.add(window)


def host_of(widget: object) -> WindowHost | None:
    """``widget`` if it is a main window (a host), else None (e.g. a stand-alone
    history window that cannot start games)."""
    for host in _HOSTS:
        if host is widget:
            return host
    return None
