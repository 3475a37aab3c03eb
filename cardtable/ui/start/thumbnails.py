"""Small pictures of unfinished games' tables, for the start page's resume list.

A thumbnail is a PNG next to the game's autosave (``<slot>.png`` beside
``<slot>.cardtable``), written by the window from a grab of the table: a
little after the table changed and when the game is closed. It is only a
picture: writing it may fail quietly, and a missing, empty or unreadable
one shows the plain card back of ``assets/start/back.png`` instead.
"""

from __future__ import annotations

import contextlib
import logging
import os
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

from cardtable.resources import asset

SIZE = QSize(144, 90)  # logical pixels of the picture in the list
MAX_BYTES = 2 * 1024 * 1024
log = logging.getLogger(__name__)


def thumbnail_path(autosave: Path) -> Path:
    """Where the thumbnail of the autosave file ``autosave`` lives."""
    return autosave.with_suffix(".png")


def write_thumbnail(widget: QWidget, autosave: Path) -> bool:
    """Save a small grab of ``widget`` as the thumbnail of ``autosave``; False on failure."""
    try:
        ratio = max(1.0, widget.devicePixelRatioF())
        picture = widget.grab().scaled(SIZE * ratio, Qt.AspectRatioMode.KeepAspectRatio,
                                       Qt.TransformationMode.SmoothTransformation)
        target = thumbnail_path(autosave)
        partial = target.with_name(target.name + ".part")
        if picture.isNull() or not picture.save(str(partial), "PNG"):
            return False
        os.replace(partial, target)
        return True
    except OSError as exc:  # a picture is not worth a message
        log.info("thumbnail %s not written: %s", autosave, exc)
        return False


def remove_thumbnail(autosave: Path) -> None:
    with contextlib.suppress(OSError):
        os.unlink(thumbnail_path(autosave))


def card_back() -> QPixmap:
    """The plain card back shown when a game has no usable thumbnail."""
    pixmap = QPixmap(str(asset("start", "back.png")))
    if not pixmap.isNull():
        pixmap.setDevicePixelRatio(2.0)
    return pixmap


def load_thumbnail(autosave: Path) -> QPixmap:
    """The thumbnail of ``autosave``, or the card back if it is missing or bad."""
    path = thumbnail_path(autosave)
    try:
        ok = 0 < path.stat().st_size <= MAX_BYTES
    except OSError:
        ok = False
    pixmap = QPixmap(str(path)) if ok else QPixmap()
    if pixmap.isNull():
        return card_back()
    pixmap.setDevicePixelRatio(max(1.0, pixmap.width() / SIZE.width()))
    return pixmap
