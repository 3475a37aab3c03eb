"""The card table: a QGraphicsView of one game, driven by its controller.

``view.TableView(controller, card_art, parent)`` is what the main window
shows. The layout is Qt-free (``layout``); everything that differs between
the games sits behind one adapter per game (``games``: scene model, what a
drop or key means, prompts, move-log lines, animations), so it can be
tested alone.

This package's own module runs nothing: a module of the table (a game's
labels, the layout) imports without the whole view, so the view's own
imports never lead back to a module that imports one of them.
"""
