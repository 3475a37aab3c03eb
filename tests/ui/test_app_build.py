"""The app's start-up settings that are not visible in the window itself."""

from __future__ import annotations

import sys

import pytest


@pytest.fixture
def data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    return tmp_path


def test_the_table_gets_the_interpreter_lock_quickly_while_a_computer_thinks(qapp, data_home):
    """cardtable.app.build shortens the interpreter's switch interval to
    UI_SWITCH_INTERVAL_S (1 ms): a computer player thinking in Python on its
    thread keeps a table paint waiting at most that long (benchmarks/repaint.py)."""
    from cardtable.app import UI_SWITCH_INTERVAL_S, build, parse_args

    before = sys.getswitchinterval()
    try:
        sys.setswitchinterval(0.005)
        _app, window = build(parse_args(["--lang", "en"]), qapp)
        try:
            assert sys.getswitchinterval() == pytest.approx(UI_SWITCH_INTERVAL_S)
            assert UI_SWITCH_INTERVAL_S <= 0.001
        finally:
            window.close()
            window.deleteLater()
    finally:
        sys.setswitchinterval(before)
