"""Can Qt open a window here? Asked before QApplication exists.

On a bare Linux, Qt's xcb platform plugin fails to load when system libraries
are missing, prints a misleading hint (``xcb-cursor0 ... is needed`` while the
real gap is e.g. ``libxcb-icccm4``) and aborts the process. This module finds
the missing libraries the way ``ldd`` does, and notices a session without a
display, so ``cardtable`` can say what to install (Debian/Ubuntu and Fedora
package names) and mention the offscreen platform, then exit with status 1.

No Qt import here: the check must work when Qt itself cannot start.
Messages are English only: the translator is not loaded yet.
"""

from __future__ import annotations

import importlib.util
import os
import re
from collections.abc import Callable, Mapping
from pathlib import Path

EXIT_NO_WINDOW = 1

# soname -> (Debian/Ubuntu package, Fedora package)
PACKAGES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
}

_NOT_FOUND = re.compile(r"^\s*(\S+)\s*=>\s*not found", re.MULTILINE)


def missing_libraries(ldd_output: str) -> list[str]:
    """The libraries ``ldd`` reported as ``not found``, once each, in order."""
    return list(dict.fromkeys(_NOT_FOUND.findall(ldd_output)))


def xcb_plugin() -> Path | None:
    """PySide6's xcb platform plugin, found without importing Qt."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        plugin = Path(folder) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
        if plugin.exists():
            return plugin
    return None


def run_ldd(path: Path) -> str:
    """``ldd path`` (all libraries, transitively); empty if ldd cannot tell."""
    import subprocess  # only here: importing it costs ~9 ms of CPU at every start

    try:
        proc = subprocess.run(["ldd", str(path)], capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.SubprocessError):
        return ""
    return proc.stdout + proc.stderr


def _wants_xcb(env: Mapping[str, str]) -> bool:
    chosen = env.get("QT_QPA_PLATFORM", "").strip()
    if chosen:  # "xcb", "xcb:option", "wayland;xcb": the first choice counts
        return re.split(r"[;:]", chosen, maxsplit=1)[0] == "xcb"
    # unset: on a Wayland session Qt may use its Wayland plugin instead
    return not env.get("WAYLAND_DISPLAY")


def explain(missing: list[str], display: bool) -> str:
    """The paragraph for stderr: what is missing, what to install, the offscreen way."""
    lines = ["cardtable cannot open a window: Qt's xcb platform plugin cannot start."]
    if missing:
        lines.append(f"Missing system libraries: {', '.join(missing)}.")
        debian = dict.fromkeys(PACKAGES[lib][0] for lib in missing if lib in PACKAGES)
        fedora = dict.fromkeys(PACKAGES[lib][1] for lib in missing if lib in PACKAGES)
        if debian:
            lines.append(f"Install them: sudo apt-get install {' '.join(debian)}  (Debian/Ubuntu)")
            lines.append(f"          or: sudo dnf install {' '.join(fedora)}  (Fedora)")
        lines.append("(Qt's own message may blame xcb-cursor0; the list above is what is missing.)")
    if not display:
        lines.append("No display: DISPLAY is not set (no desktop session, or ssh without -X).")
    lines.append("Without a screen (scripts, tests) run: QT_QPA_PLATFORM=offscreen cardtable")
    return "\n".join(lines)


def platform_problem(
    env: Mapping[str, str] | None = None,
    system: str | None = None,
    plugin: Callable[[], Path | None] = xcb_plugin,
    ldd: Callable[[Path], str] = run_ldd,
) -> str | None:
    """The paragraph to print if Qt's xcb plugin cannot start here, else None."""
    env = os.environ if env is None else env
    system = os.uname().sysname if system is None and hasattr(os, "uname") else system
    if system != "Linux" or not _wants_xcb(env):
        return None
    path = plugin()
    missing = missing_libraries(ldd(path)) if path is not None else []
    display = bool(env.get("DISPLAY"))
    if missing or not display:
        return explain(missing, display)
    return None
