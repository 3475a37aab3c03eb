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
    """A game a test finished (and every autosave) is written before the next
    test starts, so no worker job runs beside another test's timing checks."""
    yield
    jobs = sys.modules.get("cardtable.controller.background_ops")
    if jobs is not None and jobs._ops is not None:  # the autosaves and the history's writes
        jobs._ops.wait(30.0)
    recording = sys.modules.get("cardtable.controller.recording")
    if recording is not None:
        recording.flush_pending(30.0)
