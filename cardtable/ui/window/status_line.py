"""The status bar's messages, kept so they can be said again in a new language.

A message is shown already translated, so after a language switch the text
in the status bar would stay in the old language (a German refusal "Regel
SB-15: …" under a Chinese menu). Every message therefore comes with a
``render`` callable that translates it again; on ``LanguageChange`` the
window asks ``retranslate()`` to show the current message anew. A message
that cannot be rendered again is cleared rather than left in the old
language.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QStatusBar

from cardtable.ui.i18n import cjk_spacing


class StatusLine:
    """The window's one path to its status bar (see the module docstring)."""

    def __init__(self, bar: QStatusBar) -> None:
        self.bar = bar
        self._text = ""
        self._timeout_ms = 0
        self._render: Callable[[], str] | None = None
        self._after: Callable[[str], object] | None = None

    def show(self, text: str, timeout_ms: int = 8000, render: Callable[[], str] | None = None,
             after: Callable[[str], object] | None = None) -> None:
        """Show ``text``; ``render()`` gives it again in the current language,
        ``after(new_text)`` runs before a re-rendered text is shown."""
        text = cjk_spacing(text)
        self._text, self._timeout_ms, self._render, self._after = text, timeout_ms, render, after
        self.bar.showMessage(text, timeout_ms)

    def retranslate(self) -> None:
        """Say the current message again in the new language (or clear it)."""
        current = self.bar.currentMessage()
        if not current:
            return
        if current != self._text or self._render is None:
            self.bar.clearMessage()
            return

        text = cjk_spacing(self._render())
        self._text = text
        if self._after is not None:
            self._after(text)
        self.bar.showMessage(text, self._timeout_ms)
