"""Without the libraries or the display Qt's xcb plugin needs,
``cardtable`` says what is missing and exits with status 1 instead of Qt's abort."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable import platform_check as pc

ROOT = Path(__file__).resolve().parent.parent
PLUGIN = Path("/opt/PySide6/Qt/plugins/platforms/libqxcb.so")
LDD_MISSING = """\
\tlinux-vdso.so.1 (0x00007ffd)
\tlibQt6XcbQpa.so.6 => /opt/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f1)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f2)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-icccm.so.4 => not found
\tlibweird.so.7 => not found
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f3)
"""
LDD_COMPLETE = "\n".join(line for line in LDD_MISSING.splitlines() if "not found" not in line)


def check(env: dict[str, str], ldd_output: str = LDD_MISSING, system: str = "Linux") -> str | None:
    return pc.platform_problem(env, system, plugin=lambda: PLUGIN, ldd=lambda path: ldd_output)


def test_missing_libraries_are_read_like_ldd_reports_them():
    assert pc.missing_libraries(LDD_MISSING) == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libweird.so.7"]
    assert pc.missing_libraries(LDD_COMPLETE) == []


def test_the_paragraph_names_the_libraries_the_packages_and_offscreen():
    text = check({"DISPLAY": ":0"})
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1, libweird.so.7" in text
    assert "apt-get install libxcb-icccm4 libxcb-keysyms1 " in text
    assert "dnf install xcb-util-wm xcb-util-keysyms " in text
    assert "QT_QPA_PLATFORM=offscreen" in text and "DISPLAY is not set" not in text
    assert len(text.splitlines()) <= 8


def test_no_display_is_named_even_with_every_library_present():
    text = check({}, LDD_COMPLETE)
    assert "DISPLAY is not set" in text and "Missing" not in text and "QT_QPA_PLATFORM=offscreen" in text


@pytest.mark.parametrize("env, system", [
    ({"DISPLAY": ":0"}, "Linux"),  # everything there
    ({"QT_QPA_PLATFORM": "offscreen"}, "Linux"),  # the user chose another platform
    ({"QT_QPA_PLATFORM": "wayland;xcb", "WAYLAND_DISPLAY": "wayland-0"}, "Linux"),
    ({"WAYLAND_DISPLAY": "wayland-0"}, "Linux"),  # Qt may pick its Wayland plugin
    ({}, "Darwin"),
    ({}, "Windows"),
])
def test_no_complaint_where_qt_will_not_use_a_broken_xcb(env, system):
    ldd = LDD_COMPLETE if env == {"DISPLAY": ":0"} else LDD_MISSING
    assert check(env, ldd, system) is None


@pytest.mark.parametrize("value", ["", "xcb", "xcb:nograb", " xcb "])
def test_an_explicit_or_empty_xcb_choice_is_checked(value):
    assert check({"QT_QPA_PLATFORM": value, "DISPLAY": ":0"}) is not None


def test_without_ldd_or_plugin_only_the_display_counts():
    assert pc.platform_problem({"DISPLAY": ":0"}, "Linux", plugin=lambda: None, ldd=lambda p: 1 / 0) is None
    assert pc.run_ldd(Path("/nonexistent/libqxcb.so")) is not None  # never raises


def test_the_check_imports_no_qt():
    code = "import sys, cardtable.platform_check as p; p.platform_problem(); print(any('PySide6.Qt' in m for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.stdout.strip() == "False", out.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb plugin is Linux only")
def test_cardtable_without_a_display_explains_and_exits_1_instead_of_aborting():
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env["PYTHONPATH"] = str(ROOT)
    proc = subprocess.run([sys.executable, "-m", "cardtable"], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=60)
    assert proc.returncode == pc.EXIT_NO_WINDOW == 1, proc.stderr
    assert "DISPLAY is not set" in proc.stderr and "QT_QPA_PLATFORM=offscreen" in proc.stderr
    assert "Aborted" not in proc.stderr and "Could not load the Qt platform plugin" not in proc.stderr
