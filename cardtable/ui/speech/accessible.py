"""Names for the widgets a screen reader cannot name by itself.

Why: Orca, NVDA and VoiceOver read a button by its text, but a line edit,
spin box, combo box, slider, list, table or painted chart has no text of
its own: without a name the reader says "combo box, Medium" and the player
cannot tell what is chosen. Qt takes a field's name from the ``QLabel``
whose buddy it is (a form's label widgets are no buddies by themselves), or
from ``setAccessibleName``; the names here are set in ``retranslate_ui``
so they follow a language switch.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QWidget


def label_form(form: QFormLayout) -> None:
    """Every row's label names its field (``QLabel.setBuddy``): the reader says
    "Edition:, combo box, Edition 2026" and a mnemonic in the label moves there."""
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        if label is None or field is None:
            continue
        label_widget, field_widget = label.widget(), field.widget()
        if isinstance(label_widget, QLabel) and field_widget is not None and label_widget.buddy() is None:
            label_widget.setBuddy(field_widget)


def set_name(widget: QWidget, text: str, description: str | None = None) -> None:
    """``widget``'s accessible name (and description), in the current language.

    On Linux Qt gives a combo box its current value as its name and says
    what it is only through a label (a buddy): a combo box without one also
    gets ``text`` as its description, which Orca reads after the value."""
    widget.setAccessibleName(text)
    if description is None and isinstance(widget, QComboBox):
        description = text
    if description is not None:
        widget.setAccessibleDescription(description)


__all__ = ["label_form", "set_name"]
