"""The start page: the front door of the card table.

On the green felt: a fan of cards, three one-click starts ("Phase 10
against the computer", "Skip-Bo against the computer", "Pass and play"),
each with the players it will deal to and a "Change..." link to the
new-game dialog, the unfinished games to resume (with a picture of their
table) and the recently saved games.

It is also the first frame the app shows, so it stays cheap (issue 13.8):
the fan is a pre-rendered PNG (``tools/make_start_art.py``; no QtSvg), and
the two lists, which need the save-file code and the engines, are filled
only after the page has been painted once (:meth:`refresh`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap, QRadialGradient
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable.resources import asset
from cardtable.ui import quick_start
from cardtable.ui.start_lists import GameList

ACCENTS = {
    quick_start.PHASE10_COMPUTER: "#b3261e",
    quick_start.SKIPBO_COMPUTER: "#6a2c91",
    quick_start.PASS_AND_PLAY: "#1f5fa8",
}
STYLE = """
QLabel { color: #f4f1e8; }
QLabel#title { font-size: 26pt; font-weight: 600; color: #ffffff; }
QLabel#tagline { font-size: 12pt; }
QLabel#heading { font-size: 13pt; font-weight: 600; }
QFrame#tile { background: #fbf8ef; border-radius: 10px; }
QFrame#tile QLabel { color: #33302a; }
QPushButton#play { color: white; font-size: 11pt; font-weight: 600; border: none;
                   border-radius: 6px; padding: 9px 12px; }
QPushButton#play:focus { outline: none; border: 2px solid #f5c542; }
QPushButton#link { color: #1f5fa8; background: transparent; border: none; padding: 2px;
                   text-decoration: underline; }
QPushButton#feltLink { color: #ffe08a; background: transparent; border: none; padding: 2px;
                       text-decoration: underline; font-size: 10.5pt; }
QListWidget#gameList { background: rgba(0, 0, 0, 70); color: #f4f1e8; border: none;
                       border-radius: 8px; padding: 4px; font-size: 10pt; }
QListWidget#gameList::item { padding: 4px; border-radius: 6px; }
QListWidget#gameList::item:hover { background: rgba(255, 255, 255, 40); }
"""


class QuickTile(QFrame):
    """One one-click start: its button, who plays, and "Change..."."""

    def __init__(self, kind: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.kind = kind
        self.setObjectName("tile")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 10)
        layout.setSpacing(6)
        self.play = QPushButton(self)
        self.play.setObjectName("play")
        self.play.setCursor(Qt.CursorShape.PointingHandCursor)
        accent = ACCENTS[kind]
        self.play.setStyleSheet(f"QPushButton#play {{ background: {accent}; }}"
                                f"QPushButton#play:hover {{ background: {QColor(accent).lighter(115).name()}; }}")
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.change = QPushButton(self)
        self.change.setObjectName("link")
        self.change.setCursor(Qt.CursorShape.PointingHandCursor)
        layout.addWidget(self.play)
        layout.addWidget(self.summary, 1)
        layout.addWidget(self.change, 0, Qt.AlignmentFlag.AlignRight)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)


class StartPage(QWidget):
    """What the window shows when no game is open."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self._window = window
        self._stale = True  # the lists are filled after the first paint
        self.setStyleSheet(STYLE)
        self.fan = QLabel(self)
        fan = QPixmap(str(asset("start", "fan.png")))
        if not fan.isNull():
            fan.setDevicePixelRatio(2.0)
            self.fan.setPixmap(fan)
            self.fan.setFixedSize(fan.deviceIndependentSize().toSize())
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.info = QLabel(self)
        self.info.setObjectName("tagline")
        self.info.setWordWrap(True)
        self.tiles = {kind: QuickTile(kind, self) for kind in quick_start.KINDS}
        for kind, tile in self.tiles.items():
            tile.play.clicked.connect(lambda _c=False, k=kind: window.quick_start(k))
            tile.change.clicked.connect(lambda _c=False, k=kind: window.change_quick_start(k))
        self.new_button = self._felt_link(window.new_game)
        self.open_button = self._felt_link(window.open_game)
        self.unfinished_heading = QLabel(self)
        self.recent_heading = QLabel(self)
        for heading in (self.unfinished_heading, self.recent_heading):
            heading.setObjectName("heading")
        self.unfinished = GameList(QSize(96, 60), self)
        self.unfinished.chosen.connect(window.resume_unfinished)
        self.recent = GameList(None, self)
        for games in (self.unfinished, self.recent):
            games.setMaximumHeight(340)
        self.recent.chosen.connect(window.load_file)
        self._lay_out()
        self.retranslate_ui()

    def _felt_link(self, slot: Any) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName("feltLink")
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.clicked.connect(lambda _c=False: slot())
        return button

    def _lay_out(self) -> None:
        column = QWidget(self)
        column.setMaximumWidth(1040)
        inner = QVBoxLayout(column)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.setSpacing(14)
        inner.addStretch(1)
        header = QHBoxLayout()
        header.addWidget(self.fan, 0, Qt.AlignmentFlag.AlignVCenter)
        words = QVBoxLayout()
        words.addStretch()
        words.addWidget(self.title)
        words.addWidget(self.info)
        words.addStretch()
        header.addSpacing(12)
        header.addLayout(words, 1)
        inner.addLayout(header)
        tiles = QHBoxLayout()
        tiles.setSpacing(14)
        for tile in self.tiles.values():
            tiles.addWidget(tile, 1)
        inner.addLayout(tiles)
        inner.addWidget(self.new_button, 0, Qt.AlignmentFlag.AlignLeft)
        lists = QGridLayout()
        lists.setHorizontalSpacing(14)
        lists.addWidget(self.unfinished_heading, 0, 0)
        lists.addWidget(self.recent_heading, 0, 1)
        lists.addWidget(self.unfinished, 1, 0)
        lists.addWidget(self.recent, 1, 1)
        lists.addWidget(self.open_button, 2, 1, Qt.AlignmentFlag.AlignLeft)
        lists.setColumnStretch(0, 3)
        lists.setColumnStretch(1, 2)
        lists.setRowStretch(1, 1)
        inner.addLayout(lists, 4)
        inner.addStretch(1)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(28, 20, 28, 16)
        outer.addStretch()
        outer.addWidget(column, 100)
        outer.addStretch()

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Welcome to cardtable"))
        self.info.setText(self.tr("Play Phase 10 or Skip-Bo against the computer or with friends."))
        for kind, tile in self.tiles.items():
            tile.play.setText(quick_start.title(kind))
            tile.change.setText(self.tr("Change..."))
            tile.change.setToolTip(self.tr("Choose the players and options of this start"))
        self.update_summaries()
        self.new_button.setText(self.tr("New game with all options..."))
        self.open_button.setText(self.tr("Open a saved game..."))
        self.unfinished_heading.setText(self.tr("Unfinished games"))
        self.recent_heading.setText(self.tr("Saved games"))
        if not self._stale:
            self.refresh()  # the lists' words and dates follow the language

    def update_summaries(self) -> None:
        """Who each one-click start deals to (the remembered settings)."""
        settings = getattr(self._window, "settings", None)
        for kind, tile in self.tiles.items():
            choices = settings.quick_start_choices(kind) if settings is not None else quick_start.DEFAULTS[kind]
            tile.summary.setText(quick_start.summary(kind, choices))

    def refresh(self) -> None:
        """Read the unfinished and recent games again (loads the save code)."""
        from cardtable.ui import start_lists

        self._stale = False
        self.unfinished.show_entries(start_lists.unfinished_rows(start_lists.unfinished_games()),
                                     self.tr("No unfinished games."))
        self.recent.show_entries(start_lists.recent_rows(start_lists.recent_games()),
                                 self.tr("No saved games yet."))
        self.update_summaries()

    def mark_stale(self) -> None:
        """The lists are out of date (a game was closed): read them at the next paint."""
        self._stale = True
        self.update()

    # While the table is shown the page is hidden in the window's stack; then
    # its size must not hold the window wider than the table and the score
    # sheet need (the window's minimum stays <= 1024 x 700, issue 13).
    def minimumSizeHint(self) -> QSize:
        return QSize(0, 0) if self.isHidden() else super().minimumSizeHint()

    def sizeHint(self) -> QSize:
        return QSize(0, 0) if self.isHidden() else super().sizeHint()

    def showEvent(self, event: Any) -> None:
        self.updateGeometry()
        super().showEvent(event)

    def hideEvent(self, event: Any) -> None:
        self.updateGeometry()
        super().hideEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = self.rect()
        gradient = QRadialGradient(QPointF(rect.width() * 0.5, rect.height() * 0.3),
                                   max(rect.width(), rect.height()) * 0.85)
        gradient.setColorAt(0.0, QColor("#2f8552"))
        gradient.setColorAt(1.0, QColor("#123a24"))
        painter.fillRect(rect, gradient)
        painter.end()
        if self._stale and self.isVisible():
            self._stale = False
            QTimer.singleShot(0, self.refresh)  # after this frame is on screen

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
