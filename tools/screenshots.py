"""Save screenshots of both games' tables (for the README).

    .venv/bin/python tools/screenshots.py [--out docs/screenshots] [--size 1400x875]
        [--lang en|de|zh_TW] [--players 4,6] [--games phase10,skipbo]

Renders offscreen (QT_QPA_PLATFORM=offscreen) with ``widget.grab()``:
``<game>-<players>[-<lang>].png`` (no suffix for English). The positions are
seeded mid-game tables (testsupport/positions.py), so the pictures repeat.
round-end.png: the whole window of a seeded 4-computer Phase 10 game at its
first round end (frozen table with every hand face up, the round's last
move landed, move log, summary).
``--window 1024x700``: instead, the whole window of that size with the score
sheet open beside a six-seat table of each game (``window-<game>-6[-<lang>].png``).
The human seat is named the way the app names it in that language: the
new-game dialog's default name ("Player 1", "Spieler 1", "玩家 1").
Translations, locale and font are set the way the app sets them
(``i18n.Translations``, from this checkout's translations/ folder); zh_TW needs
the system font "Noto Sans CJK TC" (``apt-get install -y fonts-noto-cjk``).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # testsupport/positions.py, run as a script
    sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="docs/screenshots")
    parser.add_argument("--size", default="1400x875")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--lang", default="en", choices=("en", "de", "zh_TW"))
    parser.add_argument("--players", default="4,6")
    parser.add_argument("--games", default="phase10,skipbo")
    parser.add_argument("--window", help="WxH: the whole window with the score sheet open")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))

    from PySide6.QtGui import QFontDatabase
    from PySide6.QtWidgets import QApplication

    from cardtable.ui.i18n import TC_SYSTEM_FAMILY, Translations

    app = QApplication.instance() or QApplication(sys.argv[:1])
    if args.lang == "zh_TW" and TC_SYSTEM_FAMILY not in QFontDatabase.families():
        print(f"{TC_SYSTEM_FAMILY} is not installed (apt-get install -y fonts-noto-cjk): "
              "the pictures would show another font than players see", file=sys.stderr)
        return 2
    # as the app does it: this checkout's translations, locale and (zh_TW) CJK font
    Translations(app).switch(args.lang)
    suffix = "" if args.lang == "en" else f"-{args.lang}"
    from cardtable.controller.game_controller import GameController
    from cardtable.ui.card_art import CardArt
    from cardtable.ui.table.view import TableView
    from testsupport.positions import position

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    if args.window:
        size = tuple(int(v) for v in args.window.lower().split("x"))
        for game in args.games.split(","):
            print(sheet_window(app, out, game, size, args.seed, args.lang))
        return 0
    art = CardArt()
    for game in args.games.split(","):
        for players in (int(n) for n in args.players.split(",")):
            rules, state = position(game, players, args.seed)
            ctl = GameController(rules, state, named_seats(players, args.lang), seed=args.seed,
                                 speed_ms=0)
            view = TableView(ctl, art)
            view.resize(width, height)
            view.show()
            app.processEvents()
            view.fit()
            app.processEvents()  # a table that changed its width is rebuilt after the event
            path = out / f"{game}-{players}{suffix}.png"
            view.grab().save(str(path))
            print(path)
            ctl.shutdown()
            view.close()
            view.deleteLater()
            app.processEvents()
    print(round_end_window(app, out, width, height, args.seed, suffix))
    return 0


def named_seats(players: int, lang: str) -> list[Any]:
    """The positions' seats (testsupport/positions.py), the human seat 0 named
    as the new-game dialog names it in ``lang`` ("Player 1" translated); in
    English the positions' own "You"."""
    from PySide6.QtCore import QCoreApplication

    from cardtable.seats import Seat
    from testsupport.positions import seats

    out = seats(players)
    out[0] = Seat(QCoreApplication.translate("NewGameDialog", "Player {n}").format(n=1))
    return out


def frozen_round_end(app, width: int, height: int, seed: int) -> Any:
    """A main window (data in a temporary folder: ``window.tmp``) of a seeded
    4-computer Phase 10 game at its first round end: the frozen table with
    every hand face up, the move log raised, every flight landed (a picture
    never shows a card mid-flight). The game is resumed a few moves before
    that round end (played headless first, ``cardtable.ai.selfplay``, as a
    saved game is resumed), so the window plays only the last moves."""
    import tempfile
    import time

    from cardtable.ai.selfplay import play, policies_for
    from cardtable.engine.registry import get_rules
    from cardtable.engine.replay import final_state, steps
    from cardtable.seats import Seat
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow

    rules = get_rules("phase10")
    names = ("Anna", "Ben", "Chen", "Dora")
    players = [Seat(n, "computer", "medium") for n in names]
    options = rules.default_options(4)
    played = play(rules, options, seed, policies_for("phase10", ["medium"] * 4, seed))
    ends = next(i for i, step in enumerate(steps(rules, options, seed, played.actions))
                if rules.records(step.state))  # the action that ends round 1
    actions = played.actions[:max(0, ends - 4)]
    tmp = tempfile.TemporaryDirectory()
    os.environ["CARDTABLE_DATA_DIR"] = tmp.name
    window = MainWindow(Settings(Path(tmp.name) / "settings.ini"))
    window.tmp = tmp
    window.resize(width + 360, height)
    window.show()
    ctl = window.set_game(rules, final_state(rules, options, seed, actions), players, seed=seed,
                          options=options, actions=actions)
    window.move_log.raise_()
    deadline = time.monotonic() + 300
    while not ctl.round_held() and time.monotonic() < deadline:
        app.processEvents()
    window.move_log.raise_()
    app.processEvents()
    window.table.flights.finish()  # the last move lands: nothing mid-flight
    app.processEvents()
    return window


def round_end_window(app, out: Path, width: int, height: int, seed: int, suffix: str = "") -> Path:
    """round-end.png: ``frozen_round_end`` with the round summary painted in
    (the dialog is a window of its own)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPainter

    window = frozen_round_end(app, width, height, seed)
    summary = window.round_summary
    path = out / f"round-end{suffix}.png"
    picture = window.grab()
    if summary is not None:
        painter = QPainter(picture)
        shot = summary.grab()
        painter.drawPixmap((picture.width() - shot.width()) // 2,
                           (picture.height() - shot.height()) // 2, shot)
        painter.end()
    picture.save(str(path))
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    window.close()
    app.processEvents()
    window.tmp.cleanup()
    return path


def sheet_window(app, out: Path, game: str, size: tuple[int, ...], seed: int,
                 lang: str = "en") -> Path:
    """The whole window at ``size`` with the score sheet open beside a seeded
    six-seat table (you to play): the narrow table's compact seat boxes."""
    import tempfile

    from PySide6.QtCore import Qt

    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    from testsupport.positions import position

    rules, state = position(game, 6, seed)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["CARDTABLE_DATA_DIR"] = tmp
        window = MainWindow(Settings(Path(tmp) / "settings.ini"))
        window.resize(*size)
        window.show()
        window.set_game(rules, state, named_seats(6, lang), seed=seed, options=state.options)
        window.score_dock.show()
        window.score_dock.raise_()
        for _ in range(10):
            app.processEvents()
        path = out / f"window-{game}-6{'' if lang == 'en' else '-' + lang}.png"
        window.grab().save(str(path))
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        window.close()
        app.processEvents()
    return path


if __name__ == "__main__":
    sys.exit(main())
