"""Test set-up shared by every test: Qt runs offscreen (no display here)."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
# Never write autosaves or the history database into the real home: every
# test session gets its own data folder (tests may still point elsewhere).
os.environ.setdefault("CARDTABLE_DATA_DIR", tempfile.mkdtemp(prefix="cardtable-tests-"))
