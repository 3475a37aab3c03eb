"""The UI's mypy error count never grows (issue 10, point 6).

The Qt-free core must be clean (``.ci/run`` runs mypy on it and fails on any
error); the UI still has old errors, counted in tools/mypy_ui_baseline.txt.
This test runs mypy (configured in pyproject.toml) on cardtable/ui and fails
when the UI has more errors than that. Errors mypy reports in other packages
it follows are not counted here: the core check owns them.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BASELINE = ROOT / "tools" / "mypy_ui_baseline.txt"
UI_ERROR = re.compile(r"^cardtable[/\\]ui[/\\].*: error: ", re.MULTILINE)


def baseline() -> int:
    """The number on the first line of the baseline file that is not a comment."""
    lines = [ln.strip() for ln in BASELINE.read_text(encoding="utf-8").splitlines()]
    return int(next(ln for ln in lines if ln and not ln.startswith("#")))


def ui_errors(report: str) -> list[str]:
    return [m.group(0) for m in UI_ERROR.finditer(report)]


def test_counts_only_ui_errors() -> None:
    report = (
        "cardtable/ui/view.py:3: error: Bad  [arg-type]\n"
        "cardtable/ui/view.py:3: note: See above\n"
        "cardtable/engine/phase10/turns.py:5: error: Bad  [index]\n"
        "Found 2 errors in 2 files (checked 3 source files)\n"
    )
    assert len(ui_errors(report)) == 1


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None, reason="mypy not installed (test extras)")
def test_ui_mypy_errors_do_not_grow(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache"), "cardtable/ui"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode in (0, 1), result.stderr or result.stdout  # 2: mypy itself failed
    errors = ui_errors(result.stdout)
    allowed = baseline()
    assert len(errors) <= allowed, (
        f"cardtable/ui has {len(errors)} mypy errors, the baseline allows {allowed}: "
        "fix the new ones (run: mypy cardtable/ui)\n" + result.stdout
    )
