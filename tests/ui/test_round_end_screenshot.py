"""The README's round-end picture: ``tools/screenshots.py`` takes
it from the frozen round end with every flight landed, so no card is caught
mid-flight, the move log is the raised tab and it ends with the round."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[2]


def _tool():
    spec = importlib.util.spec_from_file_location("screenshots", ROOT / "tools" / "screenshots.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_round_end_picture_shows_no_card_mid_flight(qapp, monkeypatch, tmp_path):
    from cardtable.ui.table.items import CardItem

    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    window = _tool().frozen_round_end(QApplication.instance(), 1000, 700, 3)
    try:
        ctl = window.controller
        assert ctl.round_held()
        view = window.table
        assert not view.flights.busy()
        cards = [i for i in view.scene().items() if isinstance(i, CardItem)]
        assert {id(i) for i in cards} == {id(i) for i in view.card_items}  # no flying copy
        assert all(i.pos() == i.home and i.opacity() == 1.0 for i in cards)
        assert all(i.face_up for i in view.card_items if i.spec.hand_of is not None)
        assert not window.move_log.visibleRegion().isEmpty()  # the raised tab
        model = window.move_log.view.model()
        assert model.text(model.rowCount() - 1) == "Round 1 is over"
    finally:
        window.close_game()
        window.close()
        window.tmp.cleanup()
