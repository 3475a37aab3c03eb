"""The smallest table text on screen, in pixels, at a given window size.

Table text must never be smaller than 11 px at 1024x700 (readable on a laptop). This
starts a game of each kind (you against 1, 3 or 5 easy computers) through
the start page's one-click starts, offscreen, in a fresh data folder, and
prints the smallest label on the table (its font's pixel size times the
view's scale), how wide the score sheet is beside it, and how much of the
view the table fills (width and height). With ``--dock`` the score sheet is
opened beside the table (a narrow window starts without it), ``--dock both``
measures closed and open.

    python benchmarks/table_text_size.py [--size 1024x700] [--lang en] [--dock both]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", default="1024x700")
    parser.add_argument("--lang", default="en", choices=("en", "de", "zh_TW"))
    parser.add_argument("--dock", default="closed", choices=("closed", "open", "both"))
    parser.add_argument("--players", default="2,4,6")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    os.environ["CARDTABLE_DATA_DIR"] = tempfile.mkdtemp(prefix="cardtable-text-")
    from cardtable import app

    qapp, window = app.build(app.parse_args(["--lang", args.lang]))
    window.resize(width, height)
    window.show()
    qapp.processEvents()
    docks = {"closed": (False,), "open": (True,), "both": (False, True)}
    for kind in ("phase10-computer", "skipbo-computer"):
        for players, dock in ((int(p), d) for p in args.players.split(",")
                              for d in docks[args.dock]):
            choices = window.settings.quick_start_choices(kind)
            choices["players"] = players
            choices["seats"] = [{"kind": "human"}] + [{"kind": "computer", "level": "easy"}] * 5
            window.settings.set_new_game_choices(choices)
            window.quick_start(kind)
            window.controller.set_paused(True)
            window.score_dock.setVisible(dock)
            if not dock:  # its tab neighbour would keep the place
                window.move_log.hide()
            for _ in range(5):
                qapp.processEvents()
            view = window.table
            scale = view.transform().m11()
            sizes = [item._font.pixelSize() * scale * item.sceneTransform().m11()
                     for item in view.scene().items()
                     if getattr(item, "_font", None) is not None and item.isVisible()]
            port = view.viewport()
            used = view.mapFromScene(view.sceneRect()).boundingRect()
            cover_w = min(used.width(), port.width()) / port.width()
            cover_h = min(used.height(), port.height()) / port.height()
            sheet = f"{window.score_dock.width()} px" if dock else "closed"
            print(f"{kind:16s} {players} players: smallest table text "
                  f"{min(sizes):4.1f} px, table {view.width()} px wide, "
                  f"score sheet {sheet}, table fills {cover_w:.0%} x {cover_h:.0%}")
            window.close_game()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
