"""Help > Rules: the rules of both games in the interface language.

The texts are HTML files ``assets/rules/<lang>/<game>.html`` written for the
app (another part of the project); a missing file shows a short note
instead, and English is used when a language lacks a file.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from cardtable.resources import asset
from cardtable.ui.dialogs.base import RetranslatingDialog

GAMES = ("phase10", "skipbo")


def rules_html(game: str, lang: str) -> str | None:
    for candidate in (lang, "en"):
        path = asset("rules", candidate, f"{game}.html")
        try:
            return path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
    return None


class RulesDialog(RetranslatingDialog):
    def __init__(self, language: str, game: str = "phase10", anchor: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._language = language
        layout = QVBoxLayout(self)
        self.game = QComboBox(self)
        self.game.addItems(["", ""])
        self.game.setCurrentIndex(GAMES.index(game) if game in GAMES else 0)
        self.game.currentIndexChanged.connect(lambda _i: self._load())
        layout.addWidget(self.game)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, 640)
        self.retranslate_ui()
        if anchor:
            self.browser.scrollToAnchor(anchor)

    def set_language(self, language: str) -> None:
        self._language = language
        self._load()

    def _load(self) -> None:
        game = GAMES[self.game.currentIndex()]
        html = rules_html(game, self._language)
        if html is None:
            self.browser.setPlainText(self.tr("The rules text is not installed."))
        else:
            self.browser.setHtml(html)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        self.game.setItemText(0, self.tr("Phase 10"))
        self.game.setItemText(1, self.tr("Skip-Bo"))
        self._load()
