"""The card table: a QGraphicsView of one game, driven by its GameController.

``TableView(controller, card_art, parent)`` is what the main window shows.
The layout is Qt-free (``layout``); everything that differs between the
games sits behind one adapter per game (``games``: scene model, what a drop
or key means, prompts, move-log lines, animations), so it can be tested alone.

``TableView`` loads when it is first asked for: a module of the table (a
game's labels, the layout) can be imported without the whole view, so the
view's own imports never lead back to the module that imports one of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardtable.ui.table.view import TableView

__all__ = ["TableView"]


def __getattr__(name: str) -> object:
    """``cardtable.ui.table.TableView``: the view's module, imported on first use."""
    if name == "TableView":
        # the view loads on first use: a table module imports without the whole view
        from cardtable.ui.table.view import TableView

        return TableView
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
