"""The score-sheet dock: the running score sheet beside the card table.

It refreshes only from the controller's ``state_changed`` signal (never by
polling) and rebuilds its texts on ``QEvent.LanguageChange`` through
``retranslate_ui``, like every window of the app. The numbers come from
``sheet_data`` (shared with the printed sheet), shown by ``ScoreSheetModel``.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardtable.ui.scoresheet.header import NameHeader
from cardtable.ui.scoresheet.model import ScoreSheetModel
from cardtable.ui.scoresheet.sheet_data import Sheet, sheet_from_facts
from cardtable.ui.seat_names import name_list, shown_name

if TYPE_CHECKING:
    from cardtable.controller.source import SheetSource

#: The dock's share of the window's width when it first docks (the table has priority).
WIDTH_SHARE = 0.28
#: A player's column never gets narrower than this (pixels); only then the sheet scrolls.
MIN_COLUMN = 38


class ScoreSheetDock(QDockWidget):
    """Shown with the first game, movable, floatable and closable. The window
    creates it with the first game (quick start-up), so View > Score sheet is
    the window's own checkable action that follows ``visibilityChanged``
    (not ``toggleViewAction()``, which would need the dock at start-up); the
    window remembers its side, size and floating place with ``saveState``
    in the settings (``Settings.window_state``). It is compact: one cell per
    player and round (details in the tooltip), columns that share its width,
    and it starts at ``WIDTH_SHARE`` of the window, so the table keeps the
    rest."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScoreSheetDock")  # for saveState/restoreState
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea
                             | Qt.DockWidgetArea.BottomDockWidgetArea)
        self._controller: SheetSource | None = None
        self.model = ScoreSheetModel(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setTabKeyNavigation(False)  # arrows move between cells, Tab leaves the sheet
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.view.setAlternatingRowColors(True)
        # the columns share the dock's width and shrink before the sheet
        # scrolls sideways; a name wider than its column breaks between words
        # onto a second line, else shows a short form that the legend above
        # names in full (NameHeader; the whole name is in the tooltip too)
        header = NameHeader(self.view)
        self.view.setHorizontalHeader(header)
        header.shortened_changed.connect(self._update_summary)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(MIN_COLUMN)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.view.setWordWrap(True)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.setMinimumWidth(160)

        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.summary)
        layout.addWidget(self.view, 10)
        layout.addStretch(1)  # a short sheet (Skip-Bo) is a small panel, not a white column
        self.setWidget(body)
        self.retranslate_ui()

    # wiring -------------------------------------------------------------------
    def set_controller(self, controller: SheetSource | None) -> None:
        """Follow ``controller`` (None: show nothing)."""
        if self._controller is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # already gone
                self._controller.state_changed.disconnect(self.refresh)
        self._controller = controller
        if controller is not None:
            controller.state_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        controller = self._controller
        sheet = None
        facts = controller.sheet_facts() if controller is not None else None
        if controller is not None and facts is not None:
            # the app's own names in the current language ("電腦 2"); the keeper's seats are names
            names = [shown_name(seat if isinstance(seat, str) else seat.name) for seat in controller.seats]
            sheet = sheet_from_facts(facts, names, date="")
        self.model.set_sheet(sheet)
        self._update_summary()
        self.view.setAccessibleDescription(self.summary.text())
        self.view.resizeRowsToContents()
        self._fit_width()

    def _fit_width(self) -> None:
        """Never narrower than every player's column at ``MIN_COLUMN`` needs,
        so the sheet does not scroll sideways (it may be wider: the columns
        share whatever width the dock has)."""
        view = self.view
        column = self.min_column()
        view.horizontalHeader().setMinimumSectionSize(column)
        needed = (view.verticalHeader().sizeHint().width() + column * self.model.columnCount()
                  + 2 * view.frameWidth() + view.verticalScrollBar().sizeHint().width())
        view.setMinimumWidth(max(160, needed))
        self._fit_height()

    def min_column(self) -> int:
        """A column's least width: ``MIN_COLUMN`` at the usual font size (9 pt),
        more with a larger system font, so a cell such as "1✓*" (phase, tick,
        went out) stays whole with the item view's margins."""
        return max(MIN_COLUMN, self.view.fontMetrics().horizontalAdvance("1✓*") + 14)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.view.resizeRowsToContents()  # narrower columns: more lines in a cell
        self._fit_height()

    def _fit_height(self) -> None:
        """No taller than its rows (rows grow when the columns get narrow)."""
        view = self.view
        header = max(view.horizontalHeader().height(), view.horizontalHeader().minimumHeight())
        rows = view.verticalHeader().length()
        view.setMaximumHeight(header + rows + 2 * view.frameWidth() + 2)

    def preferred_width(self) -> int:
        """The dock's width when every column shows its texts whole, not
        wider than needed (a Skip-Bo sheet with two players is narrow)."""
        view = self.view
        metrics = view.fontMetrics()
        model = self.model
        header = self.view.horizontalHeader()
        assert isinstance(header, NameHeader)
        # room for every name whole (broken between words), also the leader's
        # (bold, with its mark: anybody may lead later), as far as the window's
        # share for the dock allows; never below the least column for the font
        widest = [max(self.min_column(), header.wanted_section(col, leading=True))
                  for col in range(model.columnCount())]
        for col in range(model.columnCount()):
            for row in range(model.rowCount()):
                for line in str(model.data(model.index(row, col)) or "").split("\n"):
                    widest[col] = max(widest[col], metrics.horizontalAdvance(line) + 16)
        # the columns share the width equally (Stretch): each as wide as the widest
        body = view.verticalHeader().sizeHint().width() + max(widest, default=0) * len(widest)
        frame = 2 * view.frameWidth() + view.verticalScrollBar().sizeHint().width()
        layout = self.widget().layout()
        assert layout is not None, "__init__ gives the dock's page a QVBoxLayout"
        margins = layout.contentsMargins()
        return max(self.view.minimumWidth(), body + frame + margins.left() + margins.right() + 8)

    @property
    def sheet(self) -> Sheet | None:
        return self.model.sheet

    # language -----------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Score sheet"))
        self.view.setAccessibleName(self.windowTitle())  # the cells say their round and player
        self.model.retranslate()
        self.refresh()  # the app's own names ("Computer 2") in the new language

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _update_summary(self) -> None:
        text = self._summary_text()
        self.summary.setText(text)
        # nothing to say (a plain Skip-Bo game before its end): no empty band
        # between the title and the table
        self.summary.setVisible(bool(text))

    def _summary_text(self) -> str:
        sheet = self.model.sheet
        if sheet is None:
            return self.tr("No game.")
        parts = []
        if sheet.ui.phases:
            parts.append(self.tr("Edition 2026") if sheet.edition == "2026" else self.tr("Classic edition"))
            if sheet.exact_ten_rounds:
                parts.append(self.tr("Exactly 10 rounds"))
            if "P10-V2" in sheet.variants:
                phases = name_list(str(p) for p in sheet.phases)
                parts.append(self.tr("Fewer phases: {phases}").format(phases=phases))
            if "P10-V3" in sheet.variants:
                parts.append(self.tr("Knock"))
        elif sheet.match_scoring:
            parts.append(self.tr("Match scoring: first to {target} points").format(target=sheet.target))
        # the settings on one line, the legend and the winner each on their own
        # line, so a narrow dock never breaks the legend in the middle of a term
        lines = [" · ".join(parts)] if parts else []
        if sheet.ui.phases:
            lines.append(self.tr("✓ = phase completed, * = went out; below: the total"))
        if sheet.leaders:
            lines.append(self.tr("★ = winner") if sheet.winners else self.tr("★ = in the lead"))
        header = self.view.horizontalHeader()
        short = header.shortened() if isinstance(header, NameHeader) else {}
        if short:
            lines.append(" · ".join(self.tr("{short} = {name}").format(short=s, name=sheet.players[col])
                                    for col, s in sorted(short.items())))
        if sheet.winners:
            names = name_list(sheet.players[w] for w in sheet.winners)
            lines.append(self.tr("Winner: {names}").format(names=names))
        return "\n".join(lines)
