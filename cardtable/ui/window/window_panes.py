"""Moving the keyboard focus between the window's panes, and reviewing the
latest moves from the table.

Why: a player who cannot see the window reaches the move log, the score
sheet and a network table's chat line only by keys. F6 and Shift+F6 move the
focus through the panes (the table, the move log, the score sheet, the chat
line), as in many desktop programs; a pane in a closed dock or behind its
neighbour's tab is opened and brought to the front first. On the table,
comma and period step back and forward through the move log's lines and
say each one (as PlayPalace does) without the focus leaving the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QWidget

from cardtable.ui.speech.announce import announce

if TYPE_CHECKING:
    from cardtable.ui.window.main_window import MainWindow


def _tr(text: str) -> str:
    return QCoreApplication.translate("Speech", text)


class Panes(QObject):
    """The F6 ring and the move review of one main window ``w``."""

    def __init__(self, w: MainWindow) -> None:
        super().__init__(w)
        self.w = w
        self.cursor: int | None = None  # the move log row last reviewed; None: past the newest
        self._rows_seen = -1  # the log's row count when the cursor was set
        # keys as text and the default context (the window's): the Qt namespace's
        # enums are built at their first use, which the first frame does without
        for keys, step in (("F6", 1), ("Shift+F6", -1)):
            shortcut = QShortcut(QKeySequence(keys), w)
            shortcut.activated.connect(lambda step=step: self.cycle(step))
        # comma and period: only the table uses them (a text field types them)
        for keys, step in ((",", -1), (".", 1)):
            shortcut = QShortcut(QKeySequence(keys), w)
            shortcut.activated.connect(lambda step=step: self.review(step))

    # -- F6 ----------------------------------------------------------------------------
    def panes(self) -> list[tuple[QWidget, Any]]:
        """(the widget that takes the focus, its dock or None), in F6 order."""
        w = self.w
        found: list[tuple[QWidget, Any]] = []
        if w.table is not None and w.stack.currentWidget() is w.table:
            found.append((w.table, None))
        log, sheet = w.move_log, w.score_dock
        if w.controller is None:
            return found
        if log is not None:
            found.append((log.view, log))
        if sheet is not None:
            found.append((sheet.view, sheet))
        if log is not None and log.chat_box.isEnabled() and not log.chat_box.isHidden():
            found.append((log.chat_box.line, log))
        return found

    def cycle(self, step: int) -> None:
        """F6 (``step`` 1) / Shift+F6 (-1): the focus to the next / previous pane."""
        panes = self.panes()
        if not panes:
            return
        focus = QApplication.focusWidget()
        here = next((i for i, (widget, _dock) in enumerate(panes)
                     if focus is not None and (focus is widget or widget.isAncestorOf(focus))), None)
        at = 0 if here is None and step > 0 else (-1 if here is None else (here + step) % len(panes))
        widget, dock = panes[at]
        if dock is not None:
            if dock.isHidden():
                dock.show()
            dock.raise_()
            self.w.docks.sync_checks()
        log = self.w.move_log
        if log is not None and widget is log.view:
            model = widget.model()
            if not widget.currentIndex().isValid() and model.rowCount() > 0:
                widget.setCurrentIndex(model.index(model.rowCount() - 1, 0))  # the newest line
        from PySide6.QtCore import Qt  # (not at import: the first frame builds no Qt enum)

        widget.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- comma and period ------------------------------------------------------------
    def review(self, step: int) -> None:
        """Comma (``step`` -1) / period (1) on the table: say the previous / next
        line of the move log; the first comma after a new move says the newest."""
        w = self.w
        if w.table is None or not w.table.hasFocus() or w.move_log is None:
            return
        model = w.move_log.model
        rows = [r for r in range(model.rowCount()) if model.row_kind(r) in ("event", "note")]
        if not rows:
            announce(_tr("No moves yet."), assertive=True, repeat=True)
            return
        if self.cursor is None or self._rows_seen != model.rowCount() or self.cursor not in rows:
            at = len(rows) if step < 0 else len(rows) - 1
        else:
            at = rows.index(self.cursor)
        at += step
        if at < 0:
            announce(_tr("No earlier moves."), assertive=True, repeat=True)
            at = 0
        elif at >= len(rows):
            announce(_tr("No newer moves."), assertive=True, repeat=True)
            at = len(rows) - 1
        else:
            announce(model.text(rows[at]), assertive=True, repeat=True)
        self.cursor = rows[at]
        self._rows_seen = model.rowCount()


__all__ = ["Panes"]
