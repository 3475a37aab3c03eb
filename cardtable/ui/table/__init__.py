"""The card table: a QGraphicsView of one game, driven by its GameController.

``TableView(controller, card_art, parent)`` is what the main window shows.
The layout and the meaning of drops live in Qt-free modules (``layout``,
``phase10_model``, ``skipbo_model``, ``moves``) so they can be tested alone.
"""

from cardtable.ui.table.view import TableView

__all__ = ["TableView"]
