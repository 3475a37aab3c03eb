"""Every combo box of the New game dialog and the settings is named by its
label for a screen reader, in English, German and Traditional Chinese.

On Linux Qt gives a combo box its current value as its AT-SPI name ("Human",
"Medium") whatever its accessible name is, and says what it is for only
through a labelled-by relation: a ``QLabel`` beside it whose buddy it is
(Orca says that label before the value). So each combo box here has such
a label, with a text that is not its value: the rule ids, both games'
option pages, all six seats, the network table's seats."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QComboBox, QLabel
from table_helpers import installed_language

from cardtable.ui.dialogs.new_game import NewGameDialog
from cardtable.ui.dialogs.settings_dialog import SettingsDialog


@pytest.fixture
def reader_listening():
    """Qt's accessibility on, as with a screen reader running (off again after)."""
    QAccessible.setActive(True)
    try:
        yield
    finally:
        QAccessible.setActive(False)


def label_of(combo: QComboBox) -> str:
    """What a screen reader on Linux says before the value: the labelled-by
    relation's text, from a label (the group box around a field is a
    relation too, but "Players" says nothing about a seat's combo box)."""
    iface = QAccessible.queryAccessibleInterface(combo)
    labels = [target.text(QAccessible.Text.Name) for target, _flag in iface.relations(QAccessible.RelationFlag.Label)
              if isinstance(target.object(), QLabel)]
    return " ".join(text.strip() for text in labels if text and text.strip())


def unlabelled(dialog) -> list[str]:
    out = []
    for combo in dialog.findChildren(QComboBox):
        label = label_of(combo)
        if not label or label.rstrip(":：") == combo.currentText():
            out.append(f"{combo.accessibleName() or combo.objectName() or '?'} = {combo.currentText()!r}: {label!r}")
    return out


def _dialogs(lang: str):
    yield "settings", SettingsDialog(lang, 300)
    for game in ("phase10", "skipbo"):
        for network in (False, True):
            dialog = NewGameDialog(None)
            dialog.set_choices({"game": game, "players": 6,
                                "seats": [{"kind": "human"}] + [{"kind": "computer", "level": "easy"}] * 5})
            dialog.network.setChecked(network)
            yield f"new game {game} network={network}", dialog


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_every_combo_box_of_new_game_and_settings_is_labelled(qtbot, reader_listening, lang):
    with installed_language(lang):
        found = {}
        for name, dialog in _dialogs(lang):
            qtbot.addWidget(dialog)
            dialog.show()
            assert dialog.findChildren(QComboBox)
            if missing := unlabelled(dialog):
                found[name] = missing
            dialog.close()
        assert found == {}
