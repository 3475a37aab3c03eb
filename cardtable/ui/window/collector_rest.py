"""Python's cyclic garbage collector rests while the main window is built.

Why: building the window makes tens of thousands of long-lived objects
(modules, classes, PySide6's enum classes, widgets) and next to no garbage,
yet the collector walks the young ones again every few hundred allocations:
about 2% of the start-up's work (benchmarks/startup.py). ``rest`` stops it
before the window is built; ``wake_at_first_frame`` starts it again at the
window's first paint, or when the window goes away without ever being
painted, so no reference cycle waits longer than the start. Where the
collector was already off (a test that collects only between tests) nothing
changes.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget


def rest() -> bool:
    """Stop the automatic collection; True if it was running (give that to
    ``wake_at_first_frame``)."""
    running = gc.isenabled()
    gc.disable()
    return running


def wake() -> None:
    """Collect automatically again."""
    gc.enable()


class _FirstPaint(QObject):
    """Wakes the collector at the first paint of the window it watches."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            wake()
            watched.removeEventFilter(self)
            self.deleteLater()
        return False


def wake_at_first_frame(window: QWidget, was_running: bool) -> None:
    """Start the collector again once ``window`` is first painted (or gone)."""
    if not was_running:
        return
    watcher = _FirstPaint(window)
    window.installEventFilter(watcher)
    window.destroyed.connect(wake)
