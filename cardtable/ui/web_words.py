"""The browser page's own sentences, kept with the app's so they are translated with them.

Why here: the page (``cardtable/web/static``) reads every string from the
app's ``.ts`` files (``net.web_i18n``), and ``pyside6-lupdate`` only finds
strings in Python. The page's choosers (a lay-down chosen card by card by
taps, the end of a run a Wild goes to) say a few things no window says;
they are listed here in the context "WebPage", exactly as the page's
``translate("WebPage", …)`` calls write them (tests/web/test_page_lay.py
checks both lists), so German and Traditional Chinese come with the app's
translations and the update tool keeps them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def web_words() -> dict[str, str]:
    """Every sentence of the context "WebPage", English source -> the current translation."""
    words = (
        QCoreApplication.translate("WebPage", "Tap cards of your hand to put them into group {n}."),
        QCoreApplication.translate("WebPage", "{card} in group {n}: tap to take it back"),
        QCoreApplication.translate("WebPage", "{card} goes into group {n}"),
        QCoreApplication.translate("WebPage", "{card} is back in your hand"),
        QCoreApplication.translate("WebPage", "Where does the Wild go?"),
        QCoreApplication.translate("WebPage", "At the low end, as {value}"),
        QCoreApplication.translate("WebPage", "At the high end, as {value}"),
    )
    return dict(zip(SOURCES, words, strict=True))


SOURCES = (
    "Tap cards of your hand to put them into group {n}.",
    "{card} in group {n}: tap to take it back",
    "{card} goes into group {n}",
    "{card} is back in your hand",
    "Where does the Wild go?",
    "At the low end, as {value}",
    "At the high end, as {value}",
)
