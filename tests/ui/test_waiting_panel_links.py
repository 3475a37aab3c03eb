"""The hosting window's waiting table shows the table's links for a browser, Copy and a QR code.

In English, German and Traditional Chinese; a guest's panel shows none; the
QR code painted on screen has exactly the modules ``segno`` made for the
first link (dark where the matrix is dark, light elsewhere).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from table_helpers import installed_language

from cardtable.controller.seat_view import SeatView
from cardtable.ui.network.qr_code import QUIET_ZONE, qr_matrix
from cardtable.ui.network.waiting_panel import WaitingPanel

LINKS = ["http://192.168.1.20:8765/t/ABC234", "http://10.0.0.5:8765/t/ABC234"]


class _Table(QObject):
    """Just enough of a network table's controller for the waiting panel."""

    table_changed = Signal()
    connection_changed = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.connection, self.code, self.human_seats, self.watching = "connected", "ABC234", (0,), False
        self.table = {"code": "ABC234", "name": "Family", "started": False,
                      "seats": [{"name": "Oma", "kind": "person", "joined": True, "connected": True},
                                {"name": "", "kind": "person", "joined": False, "connected": False}]}

    def status_text(self) -> str:
        return ""

    def seat_view(self) -> SeatView:
        return SeatView(human_seats=self.human_seats, remote=True, watching=self.watching)

    def start_table(self, fill: bool) -> None:
        pass


def _panel(qtbot, addresses, links) -> WaitingPanel:
    panel = WaitingPanel(_Table(), None, addresses=addresses, links=links)
    qtbot.addWidget(panel)
    panel.resize(1024, 700)
    panel.show()
    qtbot.waitExposed(panel)
    qtbot.wait(50)  # (the layout follows the texts set when shown)
    return panel


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_the_hosting_window_shows_each_link_with_copy_and_a_qr_code(qtbot, lang, tmp_path) -> None:
    with installed_language(lang):
        panel = _panel(qtbot, ["ws://192.168.1.20:8765", "ws://10.0.0.5:8765"], LINKS)
        assert panel.links_box.isVisible()
        assert [label.text() for label in panel.link_labels] == LINKS
        for index, copy in enumerate(panel.link_copies):
            assert copy.isVisible() and copy.width() >= copy.sizeHint().width()
            copy.click()
            assert QApplication.clipboard().text() == LINKS[index]
        assert panel.qr.isVisible() and panel.qr.text() == LINKS[0]
        how, copy_text = panel.links_how.text(), panel.link_copies[0].text()
        expected = {"en": ("Or open one of these links", "Copy link"),
                    "de": ("Oder öffne einen dieser Links", "Link kopieren"),
                    "zh_TW": ("或在手機、平板或電腦的瀏覽器中開啟其中一個連結", "複製連結")}[lang]
        assert how.startswith(expected[0]) and copy_text == expected[1]
        assert LINKS[0] in panel.qr.accessibleName() and LINKS[1] in panel.link_copies[1].accessibleName()
        assert panel.seats.isVisible() and panel.fill.isVisible()  # everything still fits at 1024x700
        assert panel.fill.width() >= panel.fill.sizeHint().width()
        assert panel.links_box.geometry().bottom() < panel.seats.geometry().top()
        panel.grab().save(str(tmp_path / f"waiting-{lang}.png"))


def test_one_link_is_said_in_the_singular_and_a_guest_sees_none(qtbot) -> None:
    panel = _panel(qtbot, ["ws://192.168.1.20:8765"], LINKS[:1])
    assert panel.links_how.text().startswith("Or open this link in a browser")
    panel.set_links(LINKS)
    assert len(panel.link_labels) == 2 and panel.links_how.text().startswith("Or open one of these links")
    guest = _panel(qtbot, None, [])
    assert not guest.links_box.isVisible()
    offline = _panel(qtbot, [], [])
    assert not offline.links_box.isVisible()


def test_the_painted_qr_code_has_the_modules_of_the_link(qtbot) -> None:
    panel = _panel(qtbot, ["ws://192.168.1.20:8765"], LINKS[:1])
    matrix = qr_matrix(LINKS[0])
    assert panel.qr.matrix() == matrix
    count = len(matrix)
    assert count == 29 + 2 * QUIET_ZONE  # version 3 for a link of this length
    image = panel.qr.grab().toImage()
    module = min(image.width(), image.height()) // count
    left = (image.width() - module * count) // 2
    top = (image.height() - module * count) // 2
    for y in range(count):
        for x in range(count):
            colour = QColor(image.pixel(left + x * module + module // 2, top + y * module + module // 2))
            assert (colour.lightness() < 128) == matrix[y][x], (x, y)
