"""The bar over a network table that says what the table waits for, and offers a stand-in.

Why: at a network table two things stop play that no card on the table
shows. This window's own connection may be lost (the link reconnects by
itself for about a minute), and a person whose turn it is may be gone (the
host waits: nothing moves). A status-bar line is easy to miss, and a dialog
would block the table, so a small bar over the table's prompt line says it:
"Waiting for the host: reconnecting…", or "Waiting for Oma to reconnect…" with
a button "Let a computer play for Oma", enabled once the host's grace time
is over (``RemoteController.stand_in_wait``; the host refuses earlier
requests with NET-7). From the update that says a computer stands in, the
seat's label, the prompt and this bar say so ("Computer for Oma plays until
Oma is back."), and the person takes the seat back at once by reconnecting.
Once the game is over, the bar offers another game with the same people and
follows its proposal (``rematch_panel``). Reads the ``RemoteController``
only; hidden when there is nothing to say.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from cardtable.controller.remote_texts import waiting_for_host
from cardtable.ui.i18n import cjk_spacing
from cardtable.ui.network.rematch_panel import RematchPanel
from cardtable.ui.seat_names import computer_for, shown_name

if TYPE_CHECKING:
    from cardtable.controller.remote import RemoteController

MARGIN = 8


def _tr(text: str) -> str:
    return QCoreApplication.translate("NetworkBar", text)


class NetworkBar(QFrame):
    """The bar over the table's viewport (objectName ``networkBar``)."""

    def __init__(self, controller: RemoteController, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("networkBar")
        self.controller = controller
        self.setStyleSheet(
            "#networkBar { background: #fff7d6; border: 2px solid #b8860b; border-radius: 8px; }"
            "#networkBar[lost=\"true\"] { border-color: #c62828; }"
            "#networkBar QLabel { color: #1b1b1b; background: transparent; }")
        self.words = QLabel(self)
        self.words.setObjectName("networkWords")
        self.words.setTextFormat(Qt.TextFormat.PlainText)  # a name is never markup
        self.words.setWordWrap(True)
        self.stand_in = QPushButton(self)
        self.stand_in.setObjectName("standInButton")
        self.stand_in.clicked.connect(self._ask)
        self.row = row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 8, 6)
        row.setSpacing(10)
        row.addWidget(self.words, 1)
        row.addWidget(self.stand_in)

        self.rematch = RematchPanel(controller, self)  # once the game is over: another game?
        row.addWidget(self.rematch, 1)
        controller.rematch_changed.connect(self.refresh)
        controller.new_game_started.connect(self.refresh)
        self._asked: int | None = None  # the seat asked for (until the table answers)
        self._tick = QTimer(self)  # the countdown to the stand-in
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self.refresh)
        parent.installEventFilter(self)
        controller.state_changed.connect(self.refresh)
        controller.table_changed.connect(self._table_changed)
        controller.action_rejected.connect(lambda _rejection: self._table_changed())  # NET-7: ask again
        controller.connection_changed.connect(lambda _state: self.refresh())
        self.hide()
        self.refresh()

    def _table_changed(self) -> None:
        """The table answered (or changed): the button may be pressed again."""
        self._asked = None
        self.refresh()

    def _ask(self) -> None:
        seat = self.controller.waiting_for()
        if seat is not None:
            self._asked = seat
            self.controller.ask_stand_in(seat)
            self.refresh()

    def button_text(self, name: str, wait: float) -> str:
        """"Let a computer play for Oma", with the seconds left while the host's grace time runs."""
        text = _tr("Let a computer play for {name}").format(name=name)
        if wait > 0:
            return _tr("{action} (in {seconds} s)").format(action=text, seconds=math.ceil(wait))
        return text

    def refresh(self) -> None:
        """Say what the table waits for (or hide)."""
        ctl = self.controller
        lost = ctl.connection == "reconnecting"
        seat = None if lost or ctl.is_over() else ctl.waiting_for()
        current = ctl.current_seat()
        standing_in = (not lost and not ctl.is_over() and current is not None and not ctl.round_held()
                       and ctl.presence(current) == "stand_in")
        self.setProperty("lost", lost)
        self.style().unpolish(self)
        self.style().polish(self)
        self.rematch.refresh()
        over = not lost and ctl.is_over() and self.rematch.has_words()
        self.rematch.setVisible(over)
        self.words.setVisible(not over)
        if lost:
            self.words.setText(waiting_for_host())  # as the turn line and a refused move say
            self.stand_in.hide()
            self._tick.stop()
        elif standing_in and current is not None:  # said at once, while the computer plays that turn

            name = shown_name(ctl.seats[current].name)
            self.words.setText(cjk_spacing(_tr("{computer} plays until {name} is back.").format(
                computer=computer_for(name), name=name)))
            self.stand_in.hide()
            self._tick.stop()
        elif over:
            self.stand_in.hide()
            self._tick.stop()
        elif seat is not None:
            name = shown_name(ctl.seats[seat].name)
            wait = ctl.stand_in_wait(seat)
            self.words.setText(_tr("Waiting for {name} to reconnect…").format(name=name))
            self.stand_in.setText(self.button_text(name, wait))
            self.stand_in.setEnabled(wait <= 0 and self._asked != seat)
            self.stand_in.show()
            if wait > 0:
                self._tick.start()
            else:
                self._tick.stop()
        else:
            self._tick.stop()
            self.hide()
            return
        self.show()
        self.raise_()
        self.place()

    def place(self) -> None:
        """Over the table's prompt line ("Anna is playing…", which it says
        more of), as wide as its words need, at most the table's width."""
        parent = self.parentWidget()
        if parent is None:
            return
        margins = self.row.contentsMargins()
        want = (self.words.fontMetrics().horizontalAdvance(self.words.text()) + margins.left() + margins.right()
                + (self.stand_in.sizeHint().width() + self.row.spacing() if not self.stand_in.isHidden() else 0)
                + 8)
        if not self.rematch.isHidden():
            words = self.rematch.words
            want = (words.fontMetrics().horizontalAdvance(words.text()) + self.rematch.sizeHint().width()
                    + margins.left() + margins.right() + 8)
        prompt = self._prompt_rect(parent)
        if prompt is not None:  # covers the whole prompt line: no half-hidden words beside it
            want = max(want, prompt.width())
        width = max(200, min(parent.width() - 2 * MARGIN, want))
        height = self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height()
        self.resize(width, max(height, self.minimumSizeHint().height()))
        x = (parent.width() - width) // 2 if prompt is None else round(prompt.center().x() - width / 2)
        y = MARGIN if prompt is None else round(prompt.center().y() - self.height() / 2)
        self.move(max(MARGIN, min(x, parent.width() - width - MARGIN)),
                  max(MARGIN, min(y, parent.height() - self.height() - MARGIN)))

    def _prompt_rect(self, viewport: QWidget) -> QRect | None:
        """Where the table shows its prompt, in the viewport (None: no table drawn yet)."""
        from cardtable.ui.table.view import TableView  # (the bar is made only over a table)

        view = viewport.parentWidget()
        if not isinstance(view, TableView) or view.model is None:
            return None
        spec = next((t for t in view.model.texts if t.kind == "prompt"), None)
        if spec is None:
            return None
        return view.mapFromScene(QRectF(*spec.rect)).boundingRect()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            QTimer.singleShot(0, self.place)  # after the table fitted itself to its new size
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
