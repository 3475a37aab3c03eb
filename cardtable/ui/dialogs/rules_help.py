"""Help > Rules: the rules of both games in the interface language.

The texts are HTML files ``assets/rules/<lang>/<game>.html`` written for the
app (another part of the project); a missing file shows a short note
instead, and English is used when a language lacks a file. Every rule id of
docs/RULES.md is an anchor there, so the window can open the dialog at the rule
that refused a move (``show_rule``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from cardtable.games import GAME_IDS
from cardtable.resources import asset
from cardtable.ui.dialogs.base import RetranslatingDialog
from cardtable.ui.games import all_game_uis
from cardtable.ui.speech.accessible import set_name

GAMES = GAME_IDS


def rules_path(game: str, lang: str) -> Path | None:
    """The rules file of ``game`` in ``lang`` (English as fallback), or None."""
    for candidate in (lang, "en"):
        path = Path(asset("rules", candidate, f"{game}.html"))
        if path.is_file():
            return path
    return None


def rules_url(game: str, lang: str, anchor: str = "") -> QUrl | None:
    """``file:///.../assets/rules/<lang>/<game>.html#<anchor>`` (None if missing)."""
    path = rules_path(game, lang)
    if path is None:
        return None
    url = QUrl.fromLocalFile(str(path))
    if anchor:
        url.setFragment(anchor)
    return url


def game_of_rule(rule: str, default: str = "phase10") -> str:
    """Which game's rules text holds the rule id (``P10-13`` -> phase10)."""
    for described in all_game_uis():
        if rule.startswith(described.rule_prefix):
            return described.id
    return default


class RulesDialog(RetranslatingDialog):
    def __init__(self, language: str, game: str = "phase10", anchor: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._language = language
        self._anchor = anchor
        layout = QVBoxLayout(self)
        self.game = QComboBox(self)
        self.game.addItems(["", ""])
        self.game.setCurrentIndex(GAMES.index(game) if game in GAMES else 0)
        self.game.currentIndexChanged.connect(lambda _i: self._switch_game())
        layout.addWidget(self.game)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, 640)
        self.retranslate_ui()

    @property
    def current_game(self) -> str:
        return GAMES[self.game.currentIndex()]

    def set_language(self, language: str) -> None:
        """Show the same game (and rule) in another language."""
        if language != self._language:
            self._language = language
            self._load()

    def show_rule(self, game: str, anchor: str = "") -> None:
        """Show ``game``'s rules scrolled to ``anchor`` (a rule id like P10-13)."""
        self._anchor = anchor
        if game in GAMES and GAMES.index(game) != self.game.currentIndex():
            self.game.setCurrentIndex(GAMES.index(game))  # loads via _switch_game
            self._anchor = anchor
        self._load()

    def _switch_game(self) -> None:
        self._anchor = ""
        self._load()

    def _load(self) -> None:
        url = rules_url(self.current_game, self._language, self._anchor)
        if url is None:
            self.browser.setPlainText(self.tr("The rules text is not installed."))
            return
        self.browser.setSource(url)
        if self._anchor:
            self.browser.scrollToAnchor(self._anchor)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        self.game.blockSignals(True)
        self.game.setItemText(0, self.tr("Phase 10"))
        self.game.setItemText(1, self.tr("Skip-Bo"))
        self.game.blockSignals(False)
        set_name(self.game, self.tr("Game:"))
        self.browser.setAccessibleName(self.tr("Rules"))
        self._load()
