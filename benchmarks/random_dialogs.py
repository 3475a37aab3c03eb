"""How the random user of ``random_use.py`` answers modal dialogs: ``DialogAnswers``.

Kept apart from ``random_user.py`` (the session and its steps) so each file
holds one thing. A modal dialog is answered by a timer, as a person would:
file dialogs get a name in the temporary folder (or are cancelled), print
dialogs are cancelled, message boxes get a random button, other dialogs first
get keys on their combo and spin boxes (a dialog may rebuild its rows while a
key is handled), then are accepted, rejected or get a random button.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any


class DialogAnswers:
    """The modal-dialog half of ``random_user.Session`` (a mixin: it uses the
    session's seed, step, data folder and what it has seen)."""

    seed: int
    step: int
    data: Path
    keys: int
    seen: dict[str, set[str]]
    _answering: Any
    _tries: dict[int, int]

    # -- modal dialogs: answered like a person would ------------------------------------
    def _answer_modal(self) -> None:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog is self._answering:
            return
        self._answering = dialog
        # a seeded choice for this dialog; the answer runs after this timer's slot
        # returns (a button may open a nested dialog: this timer answers that too).
        # A dialog still open after an answer is cancelled, then closed.
        tries = self._tries[id(dialog)] = self._tries.get(id(dialog), 0) + 1
        if tries > 1:
            QTimer.singleShot(0, lambda d=dialog, t=tries: self._give_up(d, t))
            return
        choice = random.Random(f"{self.seed}/{self.step}/{type(dialog).__name__}").random()
        QTimer.singleShot(0, lambda d=dialog, c=choice: self._answer(d, c))

    def _give_up(self, dialog: Any, tries: int) -> None:
        import shiboken6
        from PySide6.QtWidgets import QDialog

        self._answering = None
        if not shiboken6.isValid(dialog) or not dialog.isVisible():
            return
        print(f"step {self.step}: {type(dialog).__name__} still open after an answer",
              file=sys.stderr, flush=True)
        if tries == 2 and isinstance(dialog, QDialog):
            dialog.reject()
        elif tries <= 3:
            dialog.close()
        else:
            dialog.hide()

    def _answer(self, dialog: Any, choice: float) -> None:
        import shiboken6
        from PySide6.QtPrintSupport import QPrintDialog, QPrintPreviewDialog
        from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QPushButton

        self._answering = None
        if not shiboken6.isValid(dialog) or not dialog.isVisible():
            return
        if isinstance(dialog, QFileDialog):
            if dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave and choice < 0.6:
                suffix = ".pdf" if "pdf" in " ".join(dialog.nameFilters()).lower() else ".cardtable"
                dialog.selectFile(str(self.data / f"file-{self.step}{suffix}"))
                dialog.accept()
            elif dialog.acceptMode() == QFileDialog.AcceptMode.AcceptOpen and choice < 0.5:
                files = sorted(p for p in self.data.glob("file-*") if p.suffix != ".pdf")
                if files:
                    dialog.selectFile(str(files[int(choice * 1000) % len(files)]))
                    dialog.accept()
                else:
                    dialog.reject()
            else:
                dialog.reject()
        elif isinstance(dialog, QPrintDialog | QPrintPreviewDialog):
            dialog.reject()  # accepted, a real print dialog would print
        elif isinstance(dialog, QMessageBox):
            buttons = dialog.buttons()
            if buttons:
                buttons[int(choice * len(buttons)) % len(buttons)].click()
            else:
                dialog.close()
        elif isinstance(dialog, QDialog):
            if choice < 0.8:  # most dialogs: a person tries its lists and numbers with the keys first
                self.poke_keys(dialog)
                if not shiboken6.isValid(dialog) or not dialog.isVisible():
                    return
            buttons = [b for b in dialog.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
            if choice < 0.3 and buttons:
                buttons[int(choice * 1000) % len(buttons)].click()
            elif choice < 0.65:
                dialog.accept()
            else:
                dialog.reject()
            if shiboken6.isValid(dialog) and dialog.isVisible() and dialog.isModal():
                dialog.reject()  # a button that only changed something (no answer yet)
        else:
            dialog.close()

    COMBO_KEYS = ("Key_Down", "Key_Up", "Key_PageDown", "Key_PageUp", "Key_Home", "Key_End", "Key_A",
                  "Key_C", "Key_S", "Key_Space")
    SPIN_KEYS = ("Key_Up", "Key_Down", "Key_PageUp", "Key_PageDown", "Key_Home", "Key_End", "Key_2",
                 "Key_6", "Key_9", "Key_Backspace", "Key_Delete")

    def poke_keys(self, dialog: Any) -> None:
        """Keys on the combo and spin boxes of an open dialog, a few at a time
        (a dialog may rebuild its rows while a key is handled: its boxes are
        looked up again after every key)."""
        import shiboken6
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox

        rng = random.Random(f"{self.seed}/{self.step}/keys/{type(dialog).__name__}")
        self.seen["poked"].add(type(dialog).__name__)
        for _ in range(rng.randint(3, 12)):
            if not shiboken6.isValid(dialog) or not dialog.isVisible():
                return
            boxes = [w for w in dialog.findChildren(QComboBox) + dialog.findChildren(QAbstractSpinBox)
                     if w.isVisible() and w.isEnabled()]
            if not boxes:
                return
            box = rng.choice(boxes)
            names = self.COMBO_KEYS if isinstance(box, QComboBox) else self.SPIN_KEYS
            box.setFocus()
            self.keys += 1
            QTest.keyClick(box, getattr(Qt.Key, rng.choice(names)))
            QApplication.processEvents()
