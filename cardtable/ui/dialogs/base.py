"""A QDialog base that re-runs ``retranslate_ui`` when the language changes
and fits its screen when shown (``fitting.fit_window``)."""

from __future__ import annotations

from PySide6.QtCore import QEvent

from cardtable.ui.dialogs.fitting import FittingDialog


class RetranslatingDialog(FittingDialog):
    def retranslate_ui(self) -> None:  # pragma: no cover - overridden
        pass

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
