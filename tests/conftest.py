"""Test set-up shared by every test: Qt runs offscreen (no display here)."""

import os
import sys
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
# Never write autosaves or the history database into the real home: every
# test session gets its own data folder (tests may still point elsewhere).
os.environ.setdefault("CARDTABLE_DATA_DIR", tempfile.mkdtemp(prefix="cardtable-tests-"))


@pytest.fixture(autouse=True)
def _finished_games_written():
    """A game a test finished is written before the next test starts, so the
    history's writer thread never runs beside another test's timing checks."""
    yield
    recording = sys.modules.get("cardtable.controller.recording")
    if recording is not None:
        recording.flush_pending(30.0)
