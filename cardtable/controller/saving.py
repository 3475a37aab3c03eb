"""Bridge from a live game to ``cardtable.persistence`` (saves and autosave).

Kept apart from the controller so the controller imports no persistence code
until a game is actually saved, and so the window can hand the controller an
autosave hook without the controller knowing about files.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardtable.controller.game_controller import GameController


def saved_game_of(controller: GameController, title: str | None = None) -> Any:
    """A ``SavedGame`` record of the controller's game."""
    from cardtable.persistence import SavedGame

    if controller.options is None:
        raise ValueError("the game's options are unknown, so it cannot be saved")
    return SavedGame.from_game(
        controller.rules,
        controller.options,
        controller.seed,
        controller.seats,
        controller.history,
        controller.state,
        title=title,
    )


def write_autosave(controller: GameController, slot: Any) -> None:
    """Autosave the controller's game in its own ``AutosaveSlot``.

    A finished game is written too: the autosave is deleted only once the
    game is in the history (``recording.record_finished`` hands the writer
    ``slot.discard`` to run after the commit), so an app killed between the
    two loses nothing; the next start records a finished autosave that is
    missing from the history and then deletes it (``persistence.resume``).
    """
    slot.write(saved_game_of(controller))

