"""Start-up of the desktop app: parse the command line, create the window.

Kept quick (goal: first frame within 0.6 s): only QtCore/QtWidgets and the
window's own module load before the first frame; engines, dialogs, the table
and persistence are imported when first used. ``cardtable --version``
answers without Qt at all.
"""

from __future__ import annotations

import argparse
import os
import sys

from cardtable import __version__
from cardtable.games import GAME_IDS
from cardtable.platform_check import EXIT_NO_WINDOW, platform_problem

LANGUAGES = ("en", "de", "zh_TW")
SMOKE_ENV = "CARDTABLE_SMOKE"  # hidden self-test, see smoke_test()
#: How long a Python thread may keep the interpreter lock before another gets
#: it. A computer player thinks in Python on its own thread; with the default
#: 5 ms every paint of the table that calls into Python could wait that long
#: (benchmarks/repaint.py: 6-seat repaint p95 8.3-8.9 ms while a thread
#: computes at 5 ms, 4.3-6.2 ms at 1 ms). Decisions count work, never time,
#: so this changes no move (tests/ai/test_determinism.py).
UI_SWITCH_INTERVAL_S = 0.001


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="cardtable", description="Phase 10 and Skip-Bo")
    parser.add_argument("--version", action="version", version=f"cardtable {__version__}")
    parser.add_argument("--lang", choices=LANGUAGES, help="language of the interface: en, de or zh_TW")
    parser.add_argument("--tutorial", choices=GAME_IDS,
                        help="start the lessons of a game (learn to play)")
    parser.add_argument("--replay", metavar="FILE",
                        help="watch a saved game move by move (the replay viewer)")
    parser.add_argument("file", nargs="?", help="a saved game to open")
    return parser.parse_args(argv)


def build(args: argparse.Namespace, app=None):
    """Create (or reuse) the QApplication, the translators and the window."""
    from PySide6.QtWidgets import QApplication

    app = app or QApplication.instance() or QApplication(sys.argv[:1])
    sys.setswitchinterval(UI_SWITCH_INTERVAL_S)  # the table stays smooth while a computer thinks
    app.setApplicationName("cardtable")
    app.setOrganizationName("cardtable")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("io.github.cardtable.Cardtable")  # Wayland: match the .desktop entry

    from cardtable.ui.window import collector_rest

    collecting = collector_rest.rest()  # until the first frame: building makes next to no garbage
    try:
        from cardtable.ui.i18n import Translations, system_language
        from cardtable.ui.settings import Settings
        from cardtable.ui.window.main_window import MainWindow

        settings = Settings()
        translations = Translations(app)
        lang = args.lang or settings.language() or system_language()
        translations.switch(lang)
        if settings.language() is None:
            settings.set_language(lang)
        window = MainWindow(settings, translations)
    except BaseException:
        if collecting:
            collector_rest.wake()
        raise
    collector_rest.wake_at_first_frame(window, collecting)
    if settings.problem is not None:  # no data folder: start anyway, say it once
        window.files.report_data_problem(settings.problem)
    return app, window


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if problem := platform_problem():  # say why instead of Qt's abort (README: system packages)
        return print(problem, file=sys.stderr) or EXIT_NO_WINDOW
    app, window = build(args)
    window.show()
    if os.environ.get(SMOKE_ENV):
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, lambda: smoke_test(window, args.file))
        return app.exec()
    begin(window, args)
    return app.exec()


def begin(window, args: argparse.Namespace) -> None:
    """What the shown window does first: the lessons, a replay or a saved game
    the command line names, or else look at the autosaves once the start page
    is on screen (the first frame does not wait for the save-file code)."""
    from PySide6.QtCore import QTimer

    if args.tutorial:
        QTimer.singleShot(0, lambda: window.learn_to_play(args.tutorial))
    elif args.replay:
        QTimer.singleShot(0, lambda: open_replay(window, args.replay))
    elif args.file:
        QTimer.singleShot(0, lambda: window.open_game(args.file))
    else:
        window.start_page.after_first_frame(lambda: check_autosaves(window))


def open_replay(window, path: str):
    """``--replay FILE``: the saved game in the replay viewer (a bad file: a message)."""
    return window.open_replay(path)


def check_autosaves(window) -> None:
    """At start: report unreadable autosaves and record finished ones; the
    start page lists the unfinished games, nothing is asked (``cardtable.ui.start.resume``)."""
    from cardtable.ui.start.resume import check_autosaves as check

    check(window)


def smoke_test(window, file: str | None = None) -> None:
    """``CARDTABLE_SMOKE=1``: open FILE (or deal a new game), report, then quit.

    A hidden self-test for packaging/smoke_test.py: it proves that a bundle or
    an installed copy starts, finds its assets and translations and can deal a
    game. The new game uses the remembered (or default) new-game choices. One
    line ``cardtable smoke: ok {...}`` (or ``FAILED``) goes to stdout; the exit
    code is 0 or 1. ``CARDTABLE_SMOKE`` may give the wait in ms (default 1000).
    """
    import json
    from pathlib import Path

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from cardtable.resources import asset, translations_dir
    from cardtable.ui.dialogs.new_game import NewGameDialog

    if file:
        dealt = window.load_file(Path(file))
    else:
        choice, _problem = NewGameDialog(window.settings, window).build_choice()
        dealt = choice is not None
        if dealt:
            window.start_game(choice)
    wait = os.environ.get(SMOKE_ENV, "")

    def finish() -> None:
        ctl = window.controller
        facts = {
            "game": ctl.game_id if ctl is not None else None,
            "table": window.table is not None,
            "assets": str(asset()),
            "language": window.language(),
            "cards": asset("cards", "phase10").is_dir() and asset("cards", "skipbo").is_dir(),
            "qm": sorted(p.name for p in translations_dir().glob("*.qm")),
        }
        ok = dealt and ctl is not None and facts["cards"]
        print("cardtable smoke:", "ok" if ok else "FAILED", json.dumps(facts), flush=True)
        window.close()
        QApplication.exit(0 if ok else 1)

    QTimer.singleShot(int(wait) if wait.isdigit() and int(wait) > 1 else 1000, finish)
