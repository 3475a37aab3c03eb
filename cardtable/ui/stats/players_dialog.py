"""The players the app remembers: rename a person, or merge two entries of one person.

Computer players are one entry per level and cannot be changed. Refusals
(the name is taken, the two played in the same game) are shown in words.
The changes are written by the app's history writer (one thread writes the
history); the list shows them once they are in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QDialogButtonBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from cardtable.controller.recording import recorder
from cardtable.persistence.history import HistoryError
from cardtable.persistence.profiles import merge, profiles, rename
from cardtable.ui.dialogs.base import RetranslatingDialog
from cardtable.ui.error_texts import error_sentence
from cardtable.ui.stats.texts import player_name

if TYPE_CHECKING:
    from cardtable.persistence.history import History



class PlayersDialog(RetranslatingDialog):
    def __init__(self, history: History, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history
        layout = QVBoxLayout(self)
        self.info = QLabel(self)
        self.info.setWordWrap(True)
        layout.addWidget(self.info)
        self.list = QListWidget(self)
        layout.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.rename_button = QPushButton(self)
        self.merge_button = QPushButton(self)
        row.addWidget(self.rename_button)
        row.addWidget(self.merge_button)
        row.addStretch()
        layout.addLayout(row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.rename_button.clicked.connect(self.rename_selected)
        self.merge_button.clicked.connect(self.merge_selected)
        self.list.currentRowChanged.connect(self._update_buttons)
        self.retranslate_ui()
        self.refresh()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Players"))
        self.info.setText(self.tr("Names typed at the seats are remembered here. Rename a player, or merge "
                                  "two entries that are the same person."))
        self.rename_button.setText(self.tr("Rename…"))
        self.merge_button.setText(self.tr("Merge into…"))
        self.list.setAccessibleName(self.windowTitle())
        self.list.setAccessibleDescription(self.info.text())

    def refresh(self) -> None:
        self.list.clear()
        for profile in profiles(self.history):
            name = player_name(profile.name, profile.kind, profile.level)
            if profile.games == 1:
                label = self.tr("{name} (1 game)").format(name=name)
            else:
                label = self.tr("{name} ({n} games)").format(name=name, n=profile.games)
            item = QListWidgetItem(label, self.list)
            item.setData(256, profile)
        self._update_buttons()

    def selected(self) -> Any:
        item = self.list.currentItem()
        return item.data(256) if item is not None else None

    def _update_buttons(self) -> None:
        profile = self.selected()
        human = profile is not None and profile.is_human
        self.rename_button.setEnabled(human)
        self.merge_button.setEnabled(human)

    def _refused(self, exc: HistoryError) -> None:
        QMessageBox.warning(self, self.tr("Players"), error_sentence(exc))

    def rename_selected(self, new_name: str | None = None) -> bool:
        profile = self.selected()
        if profile is None or not profile.is_human:
            return False
        if new_name is None:
            new_name, ok = QInputDialog.getText(self, self.tr("Rename"), self.tr("New name:"), text=profile.name)
            if not ok:
                return False
        self._write(lambda history: rename(history, profile.id, new_name))
        return True

    def merge_selected(self, target_id: int | None = None) -> bool:
        profile = self.selected()
        if profile is None or not profile.is_human:
            return False
        others = [p for p in profiles(self.history, "human") if p.id != profile.id]
        if target_id is None:
            if not others:
                return False
            names = [p.name for p in others]
            name, ok = QInputDialog.getItem(self, self.tr("Merge"), self.tr("{name} is the same person as:")
                                            .format(name=profile.name), names, 0, False)
            if not ok:
                return False
            target_id = others[names.index(name)].id
        self._write(lambda history, target=target_id: merge(history, profile.id, target))
        return True

    def _write(self, change: Any) -> None:  # a change of the history (a lambda with its own defaults)
        """Hand a change to the history writer; show the list (or the refusal) when it is done."""
        self.setEnabled(False)  # one change at a time
        recorder().change(change, self._written)

    def _written(self, _value: object, error: HistoryError | None) -> None:
        if not isValid(self):  # closed meanwhile
            return
        self.setEnabled(True)
        if error is not None:
            self._refused(error)
        self.refresh()
