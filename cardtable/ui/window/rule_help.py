"""Help > Rules and "Why?": from a refused move to the rule that refused it.

When the engine refuses a move, the status bar says "Rule P10-13: ..." and a
"Why? Read rule P10-13" button appears at its right end; it (and Help > Explain the last refused
move) opens the rules dialog of the current game, in the current language,
scrolled to that rule's anchor (``assets/rules/<lang>/<game>.html#P10-13``).
One rules dialog is kept and reused, and it follows a language switch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QToolButton

if TYPE_CHECKING:
    from collections.abc import Callable

    from cardtable.ui.dialogs.rules_help import RulesDialog


def has_rule_anchor(rule: str) -> bool:
    """True for rule ids the rules texts explain (P10-x, SB-x, variants)."""
    return rule.startswith(("P10-", "SB-"))


class RuleHelp(QObject):
    """The "Why?" button, the Explain action and the (single) rules dialog."""

    def __init__(self, window: QMainWindow, language: Callable[[], str], game: Callable[[], str | None]) -> None:
        super().__init__(window)
        self._window = window
        self._language = language  # callable: the interface language
        self._game = game  # callable: the current game id (or None)
        self.last_rule: str | None = None
        self._text = ""
        self.dialog: RulesDialog | None = None
        self.why = QToolButton(window)
        self.why.setAutoRaise(True)
        self.why.setStyleSheet("QToolButton { color: palette(link); text-decoration: underline; }")
        self.why.clicked.connect(self.explain_last)
        self.why.hide()
        # permanent (right side): a temporary message would paint over a normal widget
        window.statusBar().insertPermanentWidget(0, self.why)
        window.statusBar().messageChanged.connect(self._message_changed)
        self.act_explain = QAction(window)
        self.act_explain.triggered.connect(lambda _c=False: self.explain_last())
        self.act_explain.setEnabled(False)
        # shown in the refusal bubble; key texts, not a QKeySequence (which
        # would build every Qt enum before the first frame)
        keys: list[Any] = ["Shift+F1"]
        self.act_explain.setShortcuts(keys)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.why.setText(self.tr("Why? Read rule {rule}").format(rule=self.last_rule or ""))
        self.why.setToolTip(self.tr("Open the rules at the rule that refused your move"))
        self.act_explain.setText(self.tr("&Explain the last refused move"))

    # -- refused moves -----------------------------------------------------------
    def note(self, rule: str, text: str) -> None:
        """A move was refused by ``rule``; ``text`` is now in the status bar."""
        if not has_rule_anchor(rule):
            self.why.hide()
            return
        self.last_rule = rule
        self._text = text
        self.act_explain.setEnabled(True)
        self.retranslate_ui()
        # the Qt enums are first needed here, not at start-up
        from PySide6.QtCore import Qt

        self.why.setCursor(Qt.CursorShape.PointingHandCursor)
        self.why.show()

    def explainer(self, rule: str) -> Callable[[], None] | None:
        """What opens the explanation of ``rule`` (None: the rules do not explain it)."""
        return self.explain_last if has_rule_anchor(rule) else None

    def forget(self) -> None:
        """A new game: there is no refused move to explain."""
        self.last_rule = None
        self._text = ""
        self.act_explain.setEnabled(False)
        self.why.hide()

    def _message_changed(self, text: str) -> None:
        if text != self._text or not text:
            self.why.hide()

    def explain_last(self) -> None:
        if self.last_rule:
            # the dialog loads when first opened: start-up stays fast
            from cardtable.ui.dialogs.rules_help import game_of_rule

            self.show_rules(game_of_rule(self.last_rule, self._game() or "phase10"), self.last_rule)

    # -- the rules dialog ------------------------------------------------------------
    def show_rules(self, game: str | None = None, anchor: str = "") -> RulesDialog:
        """Open (or raise) the rules dialog at ``game`` and ``anchor``."""
        # the Qt namespace builds its enums on first use: the first frame does without them
        from PySide6.QtCore import Qt

        # the dialog loads when first opened: start-up stays fast
        from cardtable.ui.dialogs.rules_help import RulesDialog

        game = game or self._game() or "phase10"
        if self.dialog is None:
            self.dialog = RulesDialog(self._language(), game, anchor, self._window)
            self.dialog.destroyed.connect(self._dialog_gone)
            self.dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        else:
            self.dialog.set_language(self._language())
            self.dialog.show_rule(game, anchor)
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog

    def _dialog_gone(self, *_args: object) -> None:
        self.dialog = None

    def set_language(self, language: str) -> None:
        if self.dialog is not None:
            self.dialog.set_language(language)
