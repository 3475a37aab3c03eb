"""Smoke test of the shipped app: build the bundle, start it offscreen, play, quit.

Not part of CI (a PyInstaller build takes a while). It checks, in order:

1. ``packaging/build_bundle.sh`` builds ``dist/cardtable/`` (time and size reported);
2. the bundle answers ``--version`` and, run from another folder with no
   Python on PATH, deals a new game in en, de and zh_TW, finds its own assets
   and compiled translations, and quits with exit code 0 (the hidden
   ``CARDTABLE_SMOKE`` self-test of cardtable/app.py);
3. the bundle opens a saved game given as FILE;
4. a non-editable wheel install in a fresh venv (dependencies borrowed from
   this Python) starts the app the same way from another folder.

Usage: python packaging/smoke_test.py [--no-build] [--python PYTHON] [--wheel-from DIR]
PYTHON needs cardtable's dependencies and pyinstaller (default: this Python).
Exit code 0 when everything passed.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "cardtable"
EXE = BUNDLE / ("cardtable.exe" if os.name == "nt" else "cardtable")
REQUIRED_QM = {"cardtable_de.qm", "cardtable_zh_TW.qm"}

MAKE_SAVE = """
import sys
from cardtable.engine.registry import get_rules
from cardtable.persistence import SavedGame, save
from cardtable.seats import Seat
rules = get_rules("skipbo")
options = rules.options_from_json({"players": 3})
state = rules.new_game(options, 7)
seats = [Seat("Ann"), Seat("Bot", "computer", "easy"), Seat("Cy", "computer", "hard")]
save(sys.argv[1], SavedGame.from_game(rules, options, 7, seats, [], state))
"""

failures: list[str] = []


def check(ok: bool, what: str) -> None:
    print(("  ok    " if ok else "  FAIL  ") + what, flush=True)
    if not ok:
        failures.append(what)


def clean_env(data_dir: Path) -> dict[str, str]:
    """No Python of ours on PATH, Qt offscreen, saves in a temporary folder."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env["PATH"] = "/usr/bin:/bin"
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["CARDTABLE_DATA_DIR"] = str(data_dir)
    env["CARDTABLE_SMOKE"] = "1000"
    return env


def run_smoke(command: list[str], cwd: Path, lang: str | None = None) -> tuple[dict, float]:
    """Start the app in self-test mode; its facts and the seconds until it quit."""
    data = Path(tempfile.mkdtemp(prefix="cardtable-data-"))
    args = command + (["--lang", lang] if lang else [])
    start = time.perf_counter()
    try:
        done = subprocess.run(args, cwd=cwd, env=clean_env(data), capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        check(False, f"{' '.join(args)} quit within 60 s")
        return {}, 60.0
    finally:
        shutil.rmtree(data, ignore_errors=True)
    seconds = time.perf_counter() - start
    line = next((x for x in done.stdout.splitlines() if x.startswith("cardtable smoke:")), "")
    check(done.returncode == 0 and " ok " in line, f"{' '.join(args[-3:])}: exit {done.returncode}, {line!r}")
    if done.returncode != 0 or not line:
        print(done.stderr[-2000:])
        return {}, seconds
    facts = json.loads(line.split(" ", 3)[3]) if line.count(" ") >= 3 else {}
    return facts, seconds


def check_facts(facts: dict, lang: str, home: Path, label: str) -> None:
    if not facts:
        return  # the failed start is reported already
    check(Path(facts.get("assets", "/")).resolve().is_relative_to(home.resolve()),
          f"{label}: assets come from {home} ({facts.get('assets')})")
    check(facts.get("language") == lang, f"{label}: language {lang}")
    check(set(facts.get("qm", [])) >= REQUIRED_QM, f"{label}: compiled translations {facts.get('qm')}")
    if (ROOT / "cardtable" / "ui" / "table").exists():
        check(facts.get("table") is True, f"{label}: the table view is shown")


def build(python: str) -> None:
    print("building the bundle ...", flush=True)
    start = time.perf_counter()
    done = subprocess.run(["bash", str(ROOT / "packaging" / "build_bundle.sh"), python], cwd=ROOT,
                          capture_output=True, text=True)
    seconds = time.perf_counter() - start
    summary = [x for x in done.stdout.splitlines() if x.startswith("bundle:")]
    check(done.returncode == 0 and EXE.is_file(), f"bundle built in {seconds:.1f} s")
    print("  " + (summary[0] if summary else done.stderr[-3000:]))


def bundle_checks(work: Path, python: str) -> None:
    version = subprocess.run([str(EXE), "--version"], capture_output=True, text=True, cwd=work,
                             env=clean_env(work))
    check(version.stdout.startswith("cardtable "), f"bundle --version: {version.stdout.strip()!r}")
    for lang in ("en", "de", "zh_TW"):
        facts, seconds = run_smoke([str(EXE)], work, lang)
        print(f"  bundle new game in {lang}: started, dealt and quit in {seconds:.2f} s")
        check_facts(facts, lang, BUNDLE, f"bundle ({lang})")
    save = work / "three players.cardtable"
    made = subprocess.run([python, "-c", MAKE_SAVE, str(save)], capture_output=True, text=True)
    check(made.returncode == 0, "made a saved game to open")
    if made.returncode == 0:
        facts, _seconds = run_smoke([str(EXE), str(save)], work, "en")
        check(facts.get("game") == "skipbo", f"bundle opened FILE {save.name}: {facts.get('game')}")


def installed_checks(work: Path, python: str, source: Path) -> None:
    """A non-editable install of a freshly built wheel, started from elsewhere."""
    wheels = work / "wheel"
    done = subprocess.run([python, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels), str(source)],
                          capture_output=True, text=True)
    check(done.returncode == 0, "built a wheel")
    venv = work / "venv"
    subprocess.run([python, "-m", "venv", "--without-pip", str(venv)], check=True)
    vpython = venv / "bin" / "python"
    purelib = subprocess.run([str(vpython), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             capture_output=True, text=True, check=True).stdout.strip()
    deps = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    Path(purelib, "borrowed-deps.pth").write_text(deps + "\n")
    (wheel,) = wheels.glob("*.whl")
    done = subprocess.run([python, "-m", "pip", "--python", str(vpython), "install", "-q", "--no-deps",
                           "--no-index", str(wheel)], capture_output=True, text=True)
    check(done.returncode == 0, "pip install (non-editable) into a fresh venv")
    elsewhere = work / "elsewhere"
    elsewhere.mkdir()
    for command in ([str(venv / "bin" / "cardtable")], [str(vpython), "-m", "cardtable"]):
        facts, seconds = run_smoke(command, elsewhere, "de")
        print(f"  installed {' '.join(command[-2:])}: dealt and quit in {seconds:.2f} s")
        check_facts(facts, "de", Path(purelib), f"installed ({command[-1]})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="test the bundle already in dist/")
    parser.add_argument("--python", default=sys.executable, help="Python with PyInstaller and the deps")
    parser.add_argument("--wheel-from", type=Path, default=ROOT, metavar="DIR",
                        help="source tree of the wheel for step 4 (default: this checkout)")
    args = parser.parse_args()
    if not args.no_build:
        build(args.python)
    if EXE.is_file():
        with tempfile.TemporaryDirectory(prefix="cardtable-smoke-") as tmp:
            print("bundle:", flush=True)
            bundle_checks(Path(tmp), args.python)
    else:
        check(False, f"{EXE} exists")
    with tempfile.TemporaryDirectory(prefix="cardtable-install-") as tmp:
        print("installed wheel:", flush=True)
        installed_checks(Path(tmp), args.python, args.wheel_from)
    print("smoke test", "FAILED: " + "; ".join(failures) if failures else "passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
