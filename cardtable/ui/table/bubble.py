"""The refusal bubble: a refused move explained where the player is looking.

Why: a refused drop used to snap back in silence while the reason appeared
for a few seconds in small print at the bottom left of the window, far from
the card. ``RefusalBubble`` is a small panel over the table, placed next to
the point the player acted on (the drop point, the target, the card), that
says in plain words what is wrong, and below it the rule id with a "Why?"
link opening the rule's explanation (keyboard: Help > Explain the last
refused move, Shift+F1). It stays long enough to read (``reading_ms``) and
goes away on the next click or key on the table, on a click on the bubble,
or when its time is up; it never decides anything (the engine refused).
The status-bar line stays as before (the window shows it).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt, QTimer
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from cardtable.ui.rule_messages import is_rule, rule_sentence

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtGui import QMouseEvent

    from cardtable.engine.api import Rejection

#: The shortcut of Help > Explain the last refused move (shown in the bubble).
EXPLAIN_SHORTCUT = "Shift+F1"


def _tr(text: str) -> str:
    return QCoreApplication.translate("RefusalBubble", text)


def reading_ms(text: str) -> int:
    """How long a bubble with ``text`` stays: at least 6 s, more for long
    texts (about 16 letters a second; a Chinese character counts as three)."""
    weight = sum(3 if ord(ch) > 0x2E80 else 1 for ch in text)
    return max(6000, min(20000, 2500 + weight * 60))


class RefusalBubble(QFrame):
    """The bubble over the table's viewport (see the module docstring)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("refusalBubble")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAutoFillBackground(False)
        self.setStyleSheet(
            "#refusalBubble { background: #fff7d6; border: 3px solid #c62828;"
            " border-radius: 10px; }"
            "QLabel { color: #1b1b1b; background: transparent; }"
            "QLabel#refusalRule { color: #444; }"
            "QLabel#refusalRule a { color: #0b57d0; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(4)
        self.words = QLabel(self)
        self.words.setObjectName("refusalWords")
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.PlainText)
        self._base_px = max(12, QFontInfo(self.words.font()).pixelSize())
        self.rule = QLabel(self)
        self.rule.setObjectName("refusalRule")
        self.rule.setWordWrap(True)
        self.rule.setTextFormat(Qt.TextFormat.RichText)
        self.rule.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.rule.linkActivated.connect(self._why_clicked)
        layout.addWidget(self.words)
        layout.addWidget(self.rule)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.dismiss)
        self._rejection: Rejection | None = None
        self._explain: Callable[[], object] | None = None
        self._anchor = QRect()
        self._keep_clear: list[QRect] = []
        self._scale = 1.0
        parent.installEventFilter(self)  # a resized table: the anchor moved
        self.hide()

    # -- showing -------------------------------------------------------------------
    def show_refusal(self, rejection: Rejection, anchor: QRect,
                     explain: Callable[[], object] | None = None, scale: float = 1.0,
                     keep_clear: list[QRect] | None = None) -> None:
        """Show ``rejection`` above (or below) ``anchor`` (a rectangle of the
        parent: the target or the point acted on); ``explain()`` opens the
        rule's explanation (None: no "Why?"); ``scale`` is the table's (the
        bubble's text grows with the table, never below the window's font);
        ``keep_clear``: words of the table the bubble must not cover where
        it has another place (the round above the piles)."""
        self._rejection, self._explain, self._anchor = rejection, explain, QRect(anchor)
        self._keep_clear = list(keep_clear or [])
        self._scale = scale
        self._set_fonts()
        self._fill()
        self.show()
        self.raise_()
        self._timer.start(reading_ms(self.words.text() + self.rule.text()))

    def _set_fonts(self) -> None:
        px = max(round(self._base_px * 1.2), round(24 * self._scale))
        font = QFont(self.font())
        font.setPixelSize(px)
        font.setBold(True)
        self.words.setFont(font)
        small = QFont(self.font())
        small.setPixelSize(max(self._base_px, round(px * 0.8)))
        self.rule.setFont(small)

    def _fill(self) -> None:
        rejection = self._rejection
        assert rejection is not None  # (filled only for a shown refusal)
        rule = rejection.rule
        self.words.setText(rule_sentence(rejection))

        line = html.escape(_tr("Rule {rule}").format(rule=rule)) if is_rule(rule) else ""
        if self._explain is not None:
            why = html.escape(_tr("Why?"))
            keys = html.escape(_tr("({shortcut})").format(shortcut=EXPLAIN_SHORTCUT))
            line += f' · <a href="why">{why}</a> {keys}'
        self.rule.setText(line)
        self.rule.setVisible(bool(line))
        self.rule.setToolTip(_tr("Open the rules at the rule that refused your move")
                             if self._explain is not None else "")
        self._place()

    def _place(self) -> None:
        """Above the anchor if there is room (else below), inside the parent."""
        parent = self.parentWidget()
        if parent is None:
            return
        area = parent.rect().adjusted(8, 8, -8, -8)
        px = self.words.font().pixelSize()
        width = min(area.width(), max(320, min(area.width() * 2 // 3, px * 30)))
        self.setFixedWidth(width)
        layout = self.layout()
        height = layout.totalHeightForWidth(width) if layout is not None else self.sizeHint().height()
        height = max(height, self.minimumSizeHint().height())
        self.setFixedHeight(height)
        gap = 10
        anchor = self._anchor
        x = anchor.center().x() - width // 2
        y = anchor.top() - gap - height
        if y < area.top():
            y = anchor.bottom() + gap
        # above (over the words to keep clear there too) or below, else
        # beside the anchor: the first place that covers none of those words
        middle = anchor.center().y() - height // 2
        top = min([anchor.top()] + [k.top() for k in self._keep_clear
                                    if k.left() < x + width and k.right() > x and k.bottom() <= anchor.top() + gap])
        places = [(x, y), (x, top - gap - height), (x, anchor.bottom() + gap),
                  (anchor.left() - gap - width, middle), (anchor.right() + gap, middle)]
        for px_, py_ in places:
            px_ = max(area.left(), min(px_, area.right() - width))
            py_ = max(area.top(), min(py_, area.bottom() - height))
            rect = QRect(px_, py_, width, height)
            if not rect.intersects(anchor) and not any(rect.intersects(k) for k in self._keep_clear):
                self.setGeometry(rect)
                return
        x = max(area.left(), min(x, area.right() - width))
        y = max(area.top(), min(y, area.bottom() - height))
        self.setGeometry(QRect(x, y, width, height))

    # -- going away ----------------------------------------------------------------
    def dismiss(self) -> None:
        self._timer.stop()
        self.hide()

    def _why_clicked(self, _link: str) -> None:
        explain = self._explain
        self.dismiss()
        if explain is not None:
            explain()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click on the bubble (not on "Why?") dismisses it."""
        self.dismiss()
        event.accept()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.dismiss()
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._rejection is not None \
                and self.isVisible():
            self._fill()
        super().changeEvent(event)
