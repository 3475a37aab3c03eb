"""A private desktop for looking at cardtable through AT-SPI, as a screen reader does.

Screen readers on Linux (Orca) read an app through AT-SPI, a D-Bus protocol:
the app's toolkit exports its accessible tree on the accessibility bus, and the
reader walks it from another process. To check that tree without a real
desktop, this module starts, each in its own process group:

1. ``Xvfb`` on a free display (``-displayfd``),
2. a private D-Bus session bus (``dbus-daemon --session --nofork``),
3. the AT-SPI bus launcher (``at-spi-bus-launcher --launch-immediately``),
   which starts the accessibility bus and its registry,

then the app itself (``python -m cardtable``, Qt's xcb platform, its
accessibility bridge forced on with ``QT_ACCESSIBILITY=1`` and
``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``, an empty data folder), and runs
``tools/atspi_dump.py`` with the system Python (Debian's ``python3-pyatspi``
is not in the venv). :meth:`AtspiDesktop.stop` ends every process it started,
even after a failure. Used by ``tests/a11y/test_atspi.py``; by hand::

    python -m testsupport.atspi_desktop [--lang de] [--press "Phase 10 against the computer"
        --wait-id .TableView --announcements]

prints the tree of a freshly started app. Debian packages: xvfb, dbus-daemon
(dbus), at-spi2-core, python3-pyatspi (:func:`missing` names what is absent).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DUMP_TOOL = ROOT / "tools" / "atspi_dump.py"
SYSTEM_PYTHON = "/usr/bin/python3"
LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
SCREEN = "1280x900x24"
START_TIMEOUT_S = 15.0


def bus_launcher() -> str | None:
    """The AT-SPI bus launcher's path, if at-spi2-core is installed."""
    return next((path for path in LAUNCHERS if os.access(path, os.X_OK)), None)


def missing() -> str | None:
    """Why the AT-SPI desktop cannot run here (what to install), or None."""
    gaps = []
    if shutil.which("Xvfb") is None:
        gaps.append("xvfb")
    if shutil.which("dbus-daemon") is None:
        gaps.append("dbus-daemon")
    if bus_launcher() is None:
        gaps.append("at-spi2-core")
    if not os.access(SYSTEM_PYTHON, os.X_OK) or subprocess.run(
        [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, env=_system_python_env({})
    ).returncode != 0:
        gaps.append("python3-pyatspi")
    if gaps:
        return "needs the Debian packages " + " ".join(gaps)
    from cardtable.platform_check import platform_problem

    problem = platform_problem(env={"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"})
    return problem.splitlines()[1] if problem else None


def _system_python_env(extra: dict[str, str]) -> dict[str, str]:
    """The environment for /usr/bin/python3: nothing of the venv's Python settings."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON") and k != "VIRTUAL_ENV"}
    env.update(extra)
    return env


_SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)'")


def spoken(orca_log: Path) -> list[str]:
    """What Orca said so far, a line each, from its debug log."""
    try:
        text = orca_log.read_text(errors="replace")
    except OSError:
        return []
    return [match.group(1).strip() for match in _SPEECH.finditer(text)]


def wait_until(predicate, timeout: float, poll: float = 0.1) -> bool:
    import time

    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            return False
        time.sleep(poll)
    return True


def _read_line(stream, timeout: float) -> str:
    """One line from a pipe, or "" after ``timeout`` seconds."""
    ready, _, _ = select.select([stream], [], [], timeout)
    return stream.readline().decode().strip() if ready else ""


EARLY_EXIT_S = 1.5  # an app that ends this soon did not start


class AtspiDesktop:
    """Xvfb, a session bus and the AT-SPI bus; apps and clients started inside them."""

    def __init__(self) -> None:
        self.processes: list[subprocess.Popen] = []
        self.folder = Path(tempfile.mkdtemp(prefix="cardtable-atspi-"))
        self.env: dict[str, str] = {}

    def _spawn(self, argv: list[str], name: str, **kwargs: Any) -> subprocess.Popen:
        log = open(self.folder / f"{name}.log", "ab")  # noqa: SIM115 - closed with the process
        kwargs.setdefault("stdout", log)
        proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stderr=log, start_new_session=True, **kwargs)
        log.close()  # the child holds its own copy
        self.processes.append(proc)
        return proc

    def start(self) -> AtspiDesktop:
        read_end, write_end = os.pipe()
        self._spawn(["Xvfb", "-displayfd", str(write_end), "-screen", "0", SCREEN, "-nolisten", "tcp"],
                    "xvfb", pass_fds=(write_end,))
        os.close(write_end)
        with os.fdopen(read_end, "rb") as pipe:
            display = _read_line(pipe, START_TIMEOUT_S)
        if not display:
            raise RuntimeError(f"Xvfb did not start: {self.log('xvfb')}")
        bus = self._spawn(["dbus-daemon", "--session", "--nofork", "--print-address=1"], "dbus",
                          stdout=subprocess.PIPE)
        address = _read_line(bus.stdout, START_TIMEOUT_S)
        if not address:
            raise RuntimeError(f"the session bus did not start: {self.log('dbus')}")
        runtime = self.folder / "runtime"
        runtime.mkdir(mode=0o700)
        self.env = {"DISPLAY": f":{display}", "DBUS_SESSION_BUS_ADDRESS": address,
                    "XDG_RUNTIME_DIR": str(runtime)}
        launcher = bus_launcher()
        if launcher is None:
            raise RuntimeError("at-spi-bus-launcher is missing (Debian package at-spi2-core)")
        self._spawn([launcher, "--launch-immediately"], "at-spi", env=self._env())
        return self

    def _env(self, **extra: str) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if k not in ("AT_SPI_BUS_ADDRESS", "WAYLAND_DISPLAY")}
        env.update(self.env)
        env.update(extra)
        return env

    def start_app(self, *args: str, name: str = "app") -> subprocess.Popen:
        """``python -m cardtable ARGS`` on this desktop, with an empty data folder of its own."""
        data = Path(tempfile.mkdtemp(prefix="data-", dir=self.folder))
        env = self._env(QT_QPA_PLATFORM="xcb", QT_ACCESSIBILITY="1", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                        CARDTABLE_DATA_DIR=str(data), PYTHONPATH=str(ROOT), LANG="C.UTF-8", LANGUAGE="",
                        QT_LOGGING_RULES="qt.qpa.*=true")  # why a platform plugin fails, in the app's log
        proc = self._spawn([sys.executable, "-m", "cardtable", *args], name, env=env, cwd=str(ROOT))
        # Once in a full parallel run the app found no usable display right after
        # Xvfb said it was ready; an app that is gone at once is started again, once.
        if wait_until(lambda: proc.poll() is not None, EARLY_EXIT_S):
            with open(self.folder / f"{name}.log", "ab") as log:
                log.write(b"\n[started again: the first start ended at once]\n")
            proc = self._spawn([sys.executable, "-m", "cardtable", *args], name, env=env, cwd=str(ROOT))
        return proc

    def dump(self, *args: str, timeout: float = 30.0) -> dict[str, Any]:
        """The app's accessible tree, read by ``tools/atspi_dump.py --json ARGS`` from outside."""
        proc = subprocess.run([SYSTEM_PYTHON, str(DUMP_TOOL), "--json", *args], capture_output=True,
                              env=_system_python_env(self.env), timeout=timeout, stdin=subprocess.DEVNULL)
        if proc.returncode != 0:
            raise RuntimeError(f"atspi_dump {' '.join(args)} failed ({proc.returncode}): "
                               f"{proc.stderr.decode(errors='replace')[-2000:]}")
        return json.loads(proc.stdout)

    def start_orca(self) -> Path:
        """Orca on this desktop, with default settings; returns the file in which
        every line it would speak appears as a ``SPEECH OUTPUT`` line, at once.

        Orca logs each line it sends to speech on its "speech" logger; a
        ``sitecustomize`` on its path hands that logger's records to stderr
        (its ``--debug-file`` is written only in blocks). ``SPEECHD_CMD``: no
        speech-dispatcher is started (no sound, no daemon left behind)."""
        prefs = Path(tempfile.mkdtemp(prefix="orca-", dir=self.folder))
        site = prefs / "site"
        site.mkdir()
        (site / "sitecustomize.py").write_text(
            "import logging, sys\nlogging.basicConfig(stream=sys.stderr, format='%(message)s')\n")
        self._spawn(["orca", "--replace", "-u", str(prefs)], "orca",
                    env=self._env(HOME=str(prefs), SPEECHD_CMD="/bin/false", PYTHONPATH=str(site)))
        log = self.folder / "orca.log"
        if not wait_until(lambda: "Screen reader on." in spoken(log), START_TIMEOUT_S):
            raise RuntimeError(f"Orca did not start: {self.log('orca')}")
        return log

    def focus_window(self, title: str = "cardtable") -> None:
        """Give the window the keyboard focus (Xvfb has no window manager to do it)."""
        subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", f"^{re.escape(title)}$",
                        "windowfocus", "--sync"], env=self._env(), timeout=START_TIMEOUT_S, check=True,
                       capture_output=True)

    def keys(self, *keys: str) -> None:
        """Press keys (xdotool names: "Tab", "space", "Right") in the focused window."""
        for key in keys:
            subprocess.run(["xdotool", "key", key], env=self._env(), timeout=10, check=True)

    def log(self, name: str) -> str:
        path = self.folder / f"{name}.log"
        return path.read_text(errors="replace")[-2000:] if path.exists() else ""

    def stop_process(self, proc: subprocess.Popen) -> None:
        """End ``proc`` and everything in its process group, politely, then for sure."""
        for sig, wait in ((signal.SIGTERM, 3.0), (signal.SIGKILL, 3.0)):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(proc.pid, sig)
            try:
                proc.wait(wait)
                break
            except subprocess.TimeoutExpired:
                continue
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(proc.pid, signal.SIGKILL)  # its group may outlive it (the launcher's buses)
        if proc.stdout is not None:
            proc.stdout.close()

    def stop(self) -> None:
        """End every process started here, the last started first; remove the folder."""
        while self.processes:
            self.stop_process(self.processes.pop())
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> AtspiDesktop:
        try:
            return self.start()
        except BaseException:
            self.stop()
            raise

    def __exit__(self, *exc: object) -> None:
        self.stop()


def main(argv: list[str] | None = None) -> int:
    """``python -m testsupport.atspi_desktop [--lang de] [DUMP ARGS]``: start the
    app on a private desktop, run ``tools/atspi_dump.py DUMP ARGS`` against it, end all."""
    import argparse

    parser = argparse.ArgumentParser(description="Print the accessible tree of a freshly started cardtable; "
                                                 "other arguments go to tools/atspi_dump.py "
                                                 "(e.g. --press NAME --wait-id .TableView --announcements).")
    parser.add_argument("--lang", default="en", choices=("en", "de", "zh_TW"))
    args, dump_args = parser.parse_known_args(argv)
    if reason := missing():
        print(f"the AT-SPI desktop cannot run here: {reason}", file=sys.stderr)
        return 1
    with AtspiDesktop() as desktop:
        desktop.start_app("--lang", args.lang)
        proc = subprocess.run([SYSTEM_PYTHON, str(DUMP_TOOL), *dump_args], env=_system_python_env(desktop.env),
                              stdin=subprocess.DEVNULL, timeout=120)
        return proc.returncode


if __name__ == "__main__":
    sys.exit(main())
