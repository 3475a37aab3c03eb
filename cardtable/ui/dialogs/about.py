"""Help > About: the app's name, version and licence."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from cardtable import __version__
from cardtable.ui.dialogs.base import RetranslatingDialog


class AboutDialog(RetranslatingDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("About cardtable"))
        self.text.setText(
            self.tr(
                "<h3>cardtable {version}</h3><p>Phase 10 and Skip-Bo at one table: "
                "play against computer players or pass the device around.</p>"
                "<p>Free software under the MIT licence.</p>"
            ).format(version=__version__)
        )
