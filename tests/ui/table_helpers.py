"""Helpers of the table tests: make a table, drag and click on its viewport."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from cardtable.controller.game_controller import GameController
from cardtable.seats import Seat
from cardtable.ui.card_art import CardArt
from cardtable.ui.rule_messages import rejection_text
from cardtable.ui.table.view import TableView

_ART: list[CardArt] = []


def art() -> CardArt:
    if not _ART:
        _ART.append(CardArt())
    return _ART[0]


def make_table(qtbot, rules, state, seats=None, seed=5, speed=0):
    seats = seats or [Seat("You"), Seat("Bot", "computer", "easy")]
    ctl = GameController(rules, state, seats, seed=seed, speed_ms=speed)
    ctl.start()  # at once, not on the next event-loop turn
    view = TableView(ctl, art())
    qtbot.addWidget(view)
    view.resize(1200, 750)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    # what the window's status bar would show: the table's notes, and refusals
    # from the controller (or, rarely, from the table) once each
    messages: list[str] = []
    view.status_message.connect(messages.append)
    ctl.action_rejected.connect(lambda r: messages.append(rejection_text(r)))
    view.refused.connect(lambda r: messages.append(rejection_text(r)))
    return ctl, view, messages


def vp(view, scene_point: QPointF) -> QPoint:
    return view.mapFromScene(scene_point)


def grip(item) -> QPointF:
    """A point on the always-visible left strip of a card."""
    x, y, w, h = item.spec.rect
    return QPointF(x + min(8.0, w / 4), y + h / 2)


def zone_centre(view, target) -> QPointF:
    x, y, w, h = view.zone_items[target].spec.rect
    return QPointF(x + w / 2, y + h / 2)


def drag(view, start: QPointF, end: QPointF) -> None:
    """Press, move past the drag distance, move to ``end``, release (real events)."""
    port = view.viewport()
    a, b = vp(view, start), vp(view, end)
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    QTest.mouseMove(port, a + QPoint(12, 12))
    QTest.mouseMove(port, (a + b) / 2)
    QTest.mouseMove(port, b)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def click(view, point: QPointF) -> None:
    port = view.viewport()
    p = vp(view, point)
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)
    QTest.mouseMove(port, p)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)


def source_item(view, source):
    return view.item_for_source(source)


def face_up_hand_items(view) -> list:
    return [i for i in view.card_items if i.spec.hand_of is not None and i.face_up]


def assert_deck_complete(rules, state, size: int) -> None:
    counts = Counter(rules.card_counts(state))
    assert sum(counts.values()) == size


TRANSLATIONS = Path(__file__).resolve().parents[2] / "translations"


@contextmanager
def installed_language(lang: str):
    """The app's translation, Qt's own (the standard buttons: "Abbrechen") and
    the locale for ``lang`` (en, de, zh_TW) while inside, as the app installs them."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

    translator, qt_translator = QTranslator(), QTranslator()
    if lang != "en":
        assert translator.load(f"cardtable_{lang}", str(TRANSLATIONS))
        QCoreApplication.installTranslator(translator)
        if qt_translator.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            QCoreApplication.installTranslator(qt_translator)
    QLocale.setDefault(QLocale({"en": "en_US", "de": "de_DE", "zh_TW": "zh_TW"}[lang]))
    try:
        yield lang
    finally:
        QCoreApplication.removeTranslator(qt_translator)
        QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale("en_US"))


def patiently(seconds: float = 300.0) -> Iterator[None]:
    """The turns of a polling loop, bounded by time instead of a count of
    looks: where a look finds nothing to do it waits a few milliseconds for
    the network, and a loaded machine needs many more looks, never more than
    ``seconds`` (a loop that must end checks its end after it)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        yield
