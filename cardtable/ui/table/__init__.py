"""The card table: a QGraphicsView of one game, driven by its GameController.

``TableView(controller, card_art, parent)`` is what the main window shows.
The layout is Qt-free (``layout``); everything that differs between the
games sits behind one adapter per game (``games``: scene model, what a drop
or key means, prompts, move-log lines, animations), so it can be tested alone.
"""

from cardtable.ui.table.view import TableView

__all__ = ["TableView"]
