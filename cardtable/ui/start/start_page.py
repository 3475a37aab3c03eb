"""The start page: the front door of the card table.

On the green felt: a fan of cards, "Play over the network..." (the New
game dialog for hosting a table) and "Join a table..." beside the welcome,
where they are seen at once, three one-click starts ("Phase 10 against the
computer", "Skip-Bo against the computer", "Pass and play"), each with the
players it will deal to and a "Change..." link to the new-game dialog, a
"Learn to play..." link to the lessons (``cardtable.ui.tutorial``), the
unfinished games to resume (with a picture of their table and a "Delete…"
button each) and the recently saved games.

It is also the first frame the app shows, so it stays cheap:
the fan is a pre-rendered PNG (``tools/make_start_art.py``; no QtSvg), and
the two lists, which need the save-file code and the engines, are made and
filled only after the page has been painted once (:meth:`refresh`). Until
then nothing here touches the ``Qt`` namespace of enums: PySide6 builds all
of its enum classes at its first use, which alone costs about 15% of a bare
window's start (so: default alignments, no QPainter calls, and the hand
cursors are set after the first frame). Colours and fonts are palettes, not
a style sheet: styling the page with one took 50 ms.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QPointF, QSize, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPalette, QPixmap, QRadialGradient
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable.resources import asset
from cardtable.ui.start import quick_start

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QHideEvent, QPaintEvent, QShowEvent

    from cardtable.ui.window.main_window import MainWindow

ACCENTS = {
    quick_start.PHASE10_COMPUTER: "#b3261e",
    quick_start.SKIPBO_COMPUTER: "#6a2c91",
    quick_start.PASS_AND_PLAY: "#1f5fa8",
}
FELT = ("#2f8552", "#123a24")  # centre and edge of the cloth
#: the page's column is at most this wide (a 1920x1080 window: the room is used)
MAX_COLUMN = 1400
#: a list of games is at most this tall (it scrolls beyond)
MAX_LIST = 460
TILE, TILE_TEXT = "#fbf8ef", "#33302a"
FELT_TEXT, FELT_LINK, TILE_LINK = "#f4f1e8", "#ffe08a", "#1f5fa8"
LIST_STYLE = """
QListWidget#gameList { background: rgba(0, 0, 0, 70); color: #f4f1e8; border: none;
                       border-radius: 8px; padding: 4px; }
QListWidget#gameList::item { padding: 4px; border-radius: 6px; }
QListWidget#gameList::item:hover { background: rgba(255, 255, 255, 40); }
"""


def _colour(widget: QWidget, **roles: Any) -> None:
    """Set palette roles (``Window="#fff"``, or a QBrush) on ``widget``.

    Palettes, not style sheets: a style sheet over the whole page took
    longer to apply than a bare window takes to show.
    """
    palette = widget.palette()
    for name, value in roles.items():
        role = QPalette.ColorRole[name]
        if isinstance(value, QBrush):
            palette.setBrush(role, value)
        else:  # not QBrush(QColor): its default brush style is a Qt enum
            palette.setColor(role, QColor(value))
    widget.setPalette(palette)


def _font(widget: QWidget, scale: float = 1.0, bold: bool = False, underline: bool = False) -> None:
    font = QFont(widget.font())
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(bold)
    font.setUnderline(underline)
    widget.setFont(font)


def _link(parent: QWidget, colour: str) -> QPushButton:
    """A flat, underlined button that reads like a link."""
    button = QPushButton(parent)
    button.setAutoDefault(True)  # Enter and Return press it, as Space does (outside a dialog Qt ignores them)
    button.setFlat(True)
    _colour(button, ButtonText=colour)
    _font(button, underline=True)
    return button


def _pushed(widget: QWidget, right: bool = False) -> QHBoxLayout:
    """A row holding ``widget`` at its natural size at the left (or right)."""
    row = QHBoxLayout()
    row.setContentsMargins(0, 0, 0, 0)
    if right:
        row.addStretch()
    row.addWidget(widget)
    if not right:
        row.addStretch()
    return row


class QuickTile(QFrame):
    """One one-click start: its button, who plays, and "Change..."."""

    def __init__(self, kind: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.kind = kind
        self.setObjectName("tile")
        self.setAutoFillBackground(True)
        _colour(self, Window=TILE, WindowText=TILE_TEXT)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 10)
        layout.setSpacing(6)
        self.play = QPushButton(self)
        self.play.setObjectName("play")
        self.play.setAutoDefault(True)  # Enter and Return start the game, as Space does
        _colour(self.play, Button=ACCENTS[kind], ButtonText="#ffffff")
        _font(self.play, 1.15, bold=True)
        self.play.setMinimumHeight(36)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.change = _link(self, TILE_LINK)
        self.change.setObjectName("link")
        layout.addWidget(self.play)
        layout.addWidget(self.summary, 1)
        layout.addLayout(_pushed(self.change, right=True))


class StartPage(QWidget):
    """What the window shows when no game is open."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("startPage")
        self._window = window
        self._stale = True  # the lists are filled after the first paint
        # start-up work the first frame does not wait for (the lists, the autosaves)
        self._after_paint: list[Callable[[], object]] = []
        felt = QRadialGradient(QPointF(0.5, 0.3), 0.85)
        felt.setCoordinateMode(QRadialGradient.CoordinateMode.ObjectBoundingMode)
        felt.setColorAt(0.0, QColor(FELT[0]))
        felt.setColorAt(1.0, QColor(FELT[1]))
        self.setAutoFillBackground(True)
        _colour(self, Window=QBrush(felt), WindowText=FELT_TEXT)
        self.fan = QLabel(self)
        sharp = self.devicePixelRatioF() > 1.0  # a high-DPI screen gets the 2x picture
        fan = QPixmap(str(asset("start", "fan@2x.png" if sharp else "fan.png")))
        if not fan.isNull():
            fan.setDevicePixelRatio(2.0 if sharp else 1.0)
            self.fan.setPixmap(fan)
            self.fan.setFixedSize(fan.deviceIndependentSize().toSize())
        self.title = QLabel(self)
        self.title.setObjectName("title")
        _colour(self.title, WindowText="#ffffff")
        _font(self.title, 2.6, bold=True)
        self.info = QLabel(self)
        self.info.setObjectName("tagline")
        _font(self.info, 1.2)
        self.info.setWordWrap(True)
        self.tiles = {kind: QuickTile(kind, self) for kind in quick_start.KINDS}
        for kind, tile in self.tiles.items():
            tile.play.clicked.connect(lambda _c=False, k=kind: window.quick_start(k))
            tile.change.clicked.connect(lambda _c=False, k=kind: window.change_quick_start(k))
        self.new_button = self._felt_link(window.new_game)
        self.open_button = self._felt_link(window.open_game)
        self.learn_button = self._felt_link(window.learn_to_play)
        self.keep_button = self._felt_link(window.keep_score)  # real cards: only the score sheet
        self.keep_button.setObjectName("keepScoreLink")
        # network play in view beside the welcome: host a table, or join one
        self.host_button = self._felt_link(window.host_table)
        self.host_button.setObjectName("hostTableLink")
        self.join_button = self._felt_link(window.join_table_dialog)
        self.join_button.setObjectName("joinTableLink")
        for button in (self.host_button, self.join_button):
            _font(button, 1.1, bold=True, underline=True)
        self.learn_button.setObjectName("learnToPlay")
        self.unfinished_heading = QLabel(self)
        self.recent_heading = QLabel(self)
        for heading in (self.unfinished_heading, self.recent_heading):
            heading.setObjectName("heading")
            _font(heading, 1.3, bold=True)
        # the lists are made after the first frame (refresh); until then
        # their places are empty panels of the same size
        self.unfinished: Any = None
        self.recent: Any = None
        self._panels = (QWidget(self), QWidget(self))
        self._panel_layouts = tuple(QVBoxLayout(panel) for panel in self._panels)
        for panel, panel_layout in zip(self._panels, self._panel_layouts, strict=True):
            panel_layout.setContentsMargins(0, 0, 0, 0)
            panel.setMinimumHeight(120)
            panel.setMaximumHeight(MAX_LIST)
        self._lay_out()
        self.retranslate_ui()

    def _felt_link(self, slot: Callable[[], object]) -> QPushButton:
        button = _link(self, FELT_LINK)
        button.setObjectName("feltLink")
        button.clicked.connect(lambda _c=False: slot())
        return button

    def _lay_out(self) -> None:
        column = QWidget(self)
        column.setMaximumWidth(MAX_COLUMN)
        inner = QVBoxLayout(column)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.setSpacing(14)
        # the room left over goes to the lists first (up to MAX_LIST), then
        # above and below the page: no empty felt under a list that scrolls
        inner.addStretch(0)
        header = QHBoxLayout()
        header.addWidget(self.fan)
        words = QVBoxLayout()
        words.addStretch()
        words.addWidget(self.title)
        words.addWidget(self.info)
        network = _pushed(self.host_button)
        network.insertWidget(1, self.join_button)
        words.addLayout(network)
        words.addStretch()
        header.addSpacing(12)
        header.addLayout(words, 1)
        inner.addLayout(header)
        tiles = QHBoxLayout()
        tiles.setSpacing(14)
        for tile in self.tiles.values():
            tiles.addWidget(tile, 1)
        inner.addLayout(tiles)
        links = _pushed(self.new_button)
        links.addWidget(self.open_button)
        links.addWidget(self.learn_button)
        links.addWidget(self.keep_button)
        inner.addLayout(links)
        lists = QHBoxLayout()
        lists.setSpacing(14)
        for stretch, heading, panel in ((3, self.unfinished_heading, self._panels[0]),
                                        (2, self.recent_heading, self._panels[1])):
            side = QVBoxLayout()
            side.setSpacing(6)
            # the heading sits right above its list: room left over goes below
            heading.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            side.addWidget(heading)
            side.addWidget(panel, 1)
            side.addStretch(0)
            lists.addLayout(side, stretch)
        inner.addLayout(lists, 4)
        inner.addStretch(0)
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
            tile.change.setText(self.tr("Change…"))
            tile.change.setToolTip(self.tr("Choose the players and options of this start"))
        self.update_summaries()
        self.new_button.setText(self.tr("New game with all options…"))
        self.open_button.setText(self.tr("Open a saved game…"))
        self.learn_button.setText(self.tr("Learn to play…"))
        self.keep_button.setText(self.tr("Keep score for real cards…"))
        self.host_button.setText(self.tr("Play over the network…"))
        self.host_button.setToolTip(self.tr("Host a table here: the others join it from their computers"))
        self.join_button.setText(self.tr("Join a table…"))
        self.join_button.setToolTip(self.tr("Sit down at a table another computer hosts"))
        self.unfinished_heading.setText(self.tr("Unfinished games"))
        self.recent_heading.setText(self.tr("Saved games"))
        if not self._stale:
            self.refresh()  # the lists' words and dates follow the language

    def update_summaries(self) -> None:
        """Who each one-click start deals to (the remembered settings)."""
        settings = self._window.settings
        for kind, tile in self.tiles.items():
            choices = settings.quick_start_choices(kind) if settings is not None else quick_start.DEFAULTS[kind]
            text = quick_start.summary(kind, choices)
            tile.summary.setText(text)

    def _make_lists(self) -> None:
        """The two lists and the hand cursors (after the first frame)."""
        # the start page's lists are made after the first frame: start-up stays fast
        from cardtable.ui.start.start_lists import GameList

        self.unfinished = GameList(QSize(128, 80), self._panels[0])
        self.unfinished.chosen.connect(self._window.resume_unfinished)
        self.unfinished.delete_requested.connect(self._window.delete_unfinished)
        self.recent = GameList(None, self._panels[1])
        self.recent.chosen.connect(self._window.load_file)
        for panel_layout, games in zip(self._panel_layouts, (self.unfinished, self.recent), strict=True):
            games.set_style(LIST_STYLE)
            panel_layout.addWidget(games)
        from PySide6.QtCore import Qt  # (after the first frame: the lists are made then)

        hand = Qt.CursorShape.PointingHandCursor
        for button in (self.new_button, self.open_button, self.host_button, self.join_button,
                       self.learn_button, self.keep_button, *(t.play for t in self.tiles.values()),
                       *(t.change for t in self.tiles.values())):
            button.setCursor(hand)

    def refresh(self) -> None:
        """Read the unfinished and recent games again (loads the save code)."""
        # the start page's lists are made after the first frame: start-up stays fast
        from cardtable.ui.start import start_lists

        self._stale = False
        if self.unfinished is None:
            self._make_lists()
        rows = start_lists.kept_rows(start_lists.kept_sheet())  # a score sheet for real cards
        rows += start_lists.hosted_rows(start_lists.hosted_tables())  # network tables this app hosted
        rows += start_lists.joined_rows(start_lists.joined_tables())  # seats at other computers' tables
        rows += start_lists.unfinished_rows(start_lists.unfinished_games())
        self.unfinished.show_entries(rows, self.tr("No unfinished games."))
        self.recent.show_entries(start_lists.recent_rows(start_lists.recent_games()),
                                 self.tr("No saved games yet."))
        # a screen reader names each list by its heading and says how it is used
        self.unfinished.setAccessibleName(self.unfinished_heading.text())
        self.unfinished.setAccessibleDescription(self.tr(
            "Enter opens the chosen game; Delete asks before deleting an unfinished game."))
        self.recent.setAccessibleName(self.recent_heading.text())
        self.recent.setAccessibleDescription(self.tr("Enter opens the chosen game."))
        self.update_summaries()

    def focus_first(self) -> None:
        """The keyboard on the first one-click start: a named button a screen
        reader says, not the page itself (a pane without a name)."""
        from PySide6.QtCore import Qt  # (here: the first frame builds no Qt enum)

        self.tiles[quick_start.KINDS[0]].play.setFocus(Qt.FocusReason.OtherFocusReason)

    def after_first_frame(self, action: Callable[[], object]) -> None:
        """Do ``action`` once this page is on screen, before its lists are read:
        start-up work (looking at the autosaves) that the first frame need not
        wait for."""
        self._after_paint.append(action)
        self.update()

    def mark_stale(self) -> None:
        """The lists are out of date (a game was closed): read them at the next paint."""
        self._stale = True
        self.update()

    # While the table is shown the page is hidden in the window's stack; then
    # its size must not hold the window wider than the table and the score
    # sheet need (the window's minimum stays <= 1024 x 700).
    def minimumSizeHint(self) -> QSize:
        return QSize(0, 0) if self.isHidden() else super().minimumSizeHint()

    def sizeHint(self) -> QSize:
        return QSize(0, 0) if self.isHidden() else super().sizeHint()

    def showEvent(self, event: QShowEvent) -> None:
        self.updateGeometry()
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self.updateGeometry()
        super().hideEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._after_paint and self.isVisible():
            actions, self._after_paint = self._after_paint, []
            for action in actions:  # after this frame is on screen, before the lists below
                QTimer.singleShot(0, self, action)
        if self._stale and self.isVisible():
            self._stale = False
            QTimer.singleShot(0, self, self.refresh)  # after this frame is on screen (dropped with the page)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
