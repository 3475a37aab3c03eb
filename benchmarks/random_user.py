"""The random user of ``random_use.py``: one seeded person on one real main window.

Kept apart from the runner (``random_use.py``: child process, reports,
memory figures) and from how it answers modal dialogs (``random_dialogs.py``)
so each file holds one thing. ``Session(seed, data).run(steps)``
runs in the child and prints one JSON line per report on stdout: ``step``
before each step, ``rss`` every 100 steps, ``summary`` at the end (with
``RANDOM_USE_TRACE=1`` also ``did``: what each step did).
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path
from typing import Any

from random_dialogs import DialogAnswers

LANGUAGES = ("en", "de", "zh_TW")
GAMES = ("phase10", "skipbo")


def _rss_mb() -> tuple[float, float]:
    """(current, peak) resident set size in MB (Linux; zeros elsewhere)."""
    now = peak = 0.0
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                now = int(line.split()[1]) / 1024
            elif line.startswith("VmHWM:"):
                peak = int(line.split()[1]) / 1024
    except OSError:
        pass
    return now, peak


def _say(**report: Any) -> None:
    print(json.dumps(report), flush=True)


class Session(DialogAnswers):
    """One random user of one main window (in the child process)."""

    def __init__(self, seed: int, data: Path) -> None:
        from PySide6.QtCore import QCoreApplication, QTimer, qInstallMessageHandler
        from PySide6.QtWidgets import QApplication

        from cardtable.ui.i18n import Translations
        from cardtable.ui.settings import Settings
        from cardtable.ui.window.main_window import MainWindow

        self.seed = seed
        self.rng = random.Random(seed)
        self.data = data
        self.step = 0
        self.trace = bool(os.environ.get("RANDOM_USE_TRACE"))
        self.action = "start"
        self.exceptions: list[dict[str, Any]] = []
        self.criticals: list[dict[str, Any]] = []
        self.warnings = 0
        self.app = QApplication.instance() or QApplication([])
        sys.excepthook = self._exception
        import threading

        threading.excepthook = lambda args: self._exception(args.exc_type, args.exc_value,
                                                            args.exc_traceback)
        qInstallMessageHandler(self._qt_message)
        from cardtable.ui.network import window_hosting

        # a table hosted from the start page listens on this computer only (and is not announced)
        window_hosting.LISTEN.update(address="127.0.0.1", port=0)
        self.translations = Translations(QCoreApplication.instance())
        self.translations.switch("en")
        self.window = MainWindow(Settings(data / "settings.ini"), self.translations)
        self.window.settings.set_ai_speed_ms(0)
        self.window.show()
        self.window.activateWindow()
        self._answering: Any = None
        self.peak_jumps: list[dict[str, Any]] = []
        self._tries: dict[int, int] = {}  # answers given to each open modal dialog
        self.seen: dict[str, set[str]] = {"games": set(), "languages": set(), "poked": set()}
        self.keys = 0  # keys given to dialogs' combo and spin boxes
        self.warm = 0  # from this step on, each step's RSS change is added to its kind
        self.kinds: dict[str, list[float]] = {}  # kind of step -> [steps, MB]
        self.modal_timer = QTimer()
        self.modal_timer.setInterval(15)
        self.modal_timer.timeout.connect(self._answer_modal)
        self.modal_timer.start()

    # -- what is counted --------------------------------------------------------------
    def _exception(self, kind: Any, value: Any, tb: Any) -> None:
        import traceback

        text = "".join(traceback.format_exception(kind, value, tb))
        self.exceptions.append({"step": self.step, "action": self.action, "text": text})
        print(text, file=sys.stderr, flush=True)

    def _qt_message(self, mode: Any, context: Any, message: str) -> None:
        from PySide6.QtCore import QtMsgType

        if mode in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            self.criticals.append({"step": self.step, "action": self.action, "text": message})
            print(f"Qt critical: {message}", file=sys.stderr, flush=True)
        elif mode == QtMsgType.QtWarningMsg:
            self.warnings += 1

    # -- the actions ------------------------------------------------------------------
    def actions(self) -> list[Any]:
        """Every enabled action of the menu bar, submenus filled as when opened."""
        found: list[Any] = []

        def walk(menu: Any) -> None:
            menu.aboutToShow.emit()
            for action in menu.actions():
                if action.isSeparator():
                    continue
                if action.menu() is not None:
                    walk(action.menu())
                elif action.isEnabled() and action is not self.window.act_quit:
                    found.append(action)

        for top in self.window.menuBar().actions():
            if top.menu() is not None:
                walk(top.menu())
        return found

    def menu_action(self) -> str:
        actions = self.actions()
        if not actions:
            return "menu: none"
        action = self.rng.choice(actions)
        name = action.text().replace("&", "")
        action.trigger()
        return f"menu: {name}"

    def dialog(self) -> str:
        """A menu entry that opens a dialog ("…"): its boxes get keys while it is open."""
        actions = [a for a in self.actions() if a.text().rstrip().endswith("…")]
        if not actions:
            return self.menu_action()
        action = self.rng.choice(actions)
        name = action.text().replace("&", "")
        action.trigger()
        return f"dialog: {name}"

    def new_game(self) -> str:
        from cardtable.ui.dialogs.new_game import NewGameDialog

        if self.rng.random() < 0.3:
            from cardtable.ui.start.quick_start import KINDS

            kind = self.rng.choice(KINDS)
            self.window.quick_start(kind)
            return f"quick start {kind}"
        started = len(self.seen["games"])  # both games early, then at random
        game = GAMES[started] if started < len(GAMES) else self.rng.choice(GAMES)
        players = self.rng.randint(2, 6)
        kinds = ["human" if self.rng.random() < 0.25 else "computer" for _ in range(players)]
        kinds[0] = "human" if self.rng.random() < 0.9 else kinds[0]
        seats = [{"kind": k, "name": f"P{i}", "level": self.rng.choice(["easy", "medium", "hard"])}
                 for i, k in enumerate(kinds)]
        seed = str(self.rng.randrange(1, 10**6))
        dialog = NewGameDialog(None, self.window)
        try:
            dialog.set_choices({"game": game, "players": players, "seed": seed, "seats": seats})
            dialog.seed.setText(seed)
            choice, _problem = dialog.build_choice()
        finally:
            dialog.deleteLater()
        if choice is not None:
            self.seen["games"].add(game)
            self.window.start_game(choice)
        return f"new game {game} {kinds} seed {seed}"

    def table(self) -> str:
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QMenu

        view = self.window.table
        if view is None or not view.isVisible():
            return self.start_page()
        rng = self.rng
        port = view.viewport()
        popup = getattr(view.input, "popup", None)
        if isinstance(popup, QMenu) and popup.isVisible():
            acts = [a for a in popup.actions() if a.isEnabled()]
            if acts and rng.random() < 0.6:
                rng.choice(acts).trigger()
            popup.close()
            return "table: popup menu"
        if popup is not None and popup.isVisible():
            if rng.random() < 0.6:  # the lay-down panel's group and Wild boxes, by keys
                self.poke_keys(popup)
                return "table: popup panel keys"
            ok = getattr(popup, "ok", None)
            if ok is not None and ok.isEnabled() and rng.random() < 0.5:
                ok.click()
            else:
                popup.reject()
            return "table: popup panel"

        def point() -> QPoint:
            items = view.card_items
            if items and rng.random() < 0.6:
                x, y, w, h = rng.choice(items).spec.rect
                return view.mapFromScene(x + rng.uniform(0, w), y + rng.uniform(0, h))
            return QPoint(rng.randrange(max(1, port.width())), rng.randrange(max(1, port.height())))

        roll = rng.random()
        left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        if roll < 0.3:
            QTest.mouseClick(port, left, none, point())
            return "table: click"
        if roll < 0.6:
            a, b = point(), point()
            QTest.mousePress(port, left, none, a)
            QTest.mouseMove(port, a + QPoint(rng.randrange(-20, 20), rng.randrange(-20, 20)))
            QTest.mouseMove(port, b)
            QTest.mouseRelease(port, left, none, b)
            return "table: drag"
        if roll < 0.65:
            QTest.mouseClick(port, Qt.MouseButton.RightButton, none, point())
            return "table: right click"
        if roll < 0.7:
            QTest.mouseDClick(port, left, none, point())
            return "table: double click"
        keys = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Space,
                Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Return, Qt.Key.Key_Escape,
                Qt.Key.Key_D, Qt.Key.Key_L, Qt.Key.Key_S, Qt.Key.Key_H, Qt.Key.Key_K, Qt.Key.Key_P,
                Qt.Key.Key_E, *[getattr(Qt.Key, f"Key_{n}") for n in range(1, 10)]]
        key = rng.choice(keys)
        mods = Qt.KeyboardModifier.ShiftModifier if rng.random() < 0.15 else none
        view.setFocus()
        QTest.keyClick(view, key, mods)
        return f"table: key {key.name}"

    def start_page(self) -> str:
        from PySide6.QtWidgets import QAbstractButton

        page = self.window.start_page
        if not page.isVisible():
            view = self.window.table
            if view is None or not view.isVisible():  # a network table's waiting seats: leave it
                self.window.close_game()
                return "start page: left a waiting network table"
            return self.table()
        buttons = [b for b in page.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]
        if not buttons:
            return "start page: no buttons"
        button = self.rng.choice(buttons)
        name = button.text().replace("&", "")
        button.click()
        return f"start page: {name}"

    def other_window(self) -> str:
        """A button in another open window (keeper, statistics …), or close it."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QAbstractButton, QApplication

        windows = [w for w in QApplication.topLevelWidgets()
                   if w.isVisible() and w is not self.window and not w.isModal()
                   and w.windowType() != Qt.WindowType.Popup]  # popups belong to the table
        if not windows:
            return "other window: none"
        target = self.rng.choice(windows)
        name = type(target).__name__
        if self.rng.random() < 0.4:
            target.close()
            return f"close {name}"
        buttons = [b for b in target.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]
        if buttons:
            button = self.rng.choice(buttons)
            text = button.text().replace("&", "")
            button.click()
            return f"{name}: button {text}"
        target.close()
        return f"close {name}"

    def resize(self) -> str:
        w, h = self.rng.randint(640, 1700), self.rng.randint(480, 1100)
        if self.rng.random() < 0.3:  # a few pixels, as a hand dragging the corner
            w = self.window.width() + self.rng.randint(-12, 12)
            h = self.window.height() + self.rng.randint(-6, 6)
        self.window.resize(w, h)
        return f"resize {w}x{h}"

    def zoom(self) -> str:
        name = self.rng.choice(["zoom_in", "zoom_in", "zoom_out", "zoom_reset"])
        getattr(self.window, f"act_{name}").trigger()
        return name

    def language(self) -> str:
        unseen = [lang for lang in LANGUAGES[1:] + LANGUAGES[:1] if lang not in self.seen["languages"]]
        lang = unseen[0] if unseen else self.rng.choice(LANGUAGES)  # each language early
        self.seen["languages"].add(lang)
        self.window.apply_preferences(lang, self.window.settings.ai_speed_ms())
        return f"language {lang}"

    WEIGHTS = (("table", 40), ("menu_action", 12), ("dialog", 4), ("new_game", 4), ("resize", 8), ("zoom", 5),
               ("language", 3), ("other_window", 8), ("start_page", 4), ("wait", 14))

    def wait(self) -> str:
        from PySide6.QtCore import QEventLoop, QTimer

        loop = QEventLoop()
        QTimer.singleShot(self.rng.choice([20, 50, 120]), loop.quit)
        loop.exec()
        return "wait"

    def one_step(self) -> None:
        from PySide6.QtWidgets import QApplication

        names = [n for n, _ in self.WEIGHTS]
        name = self.rng.choices(names, weights=[w for _, w in self.WEIGHTS])[0]
        self.action = name
        self._tries.clear()
        _say(kind="step", step=self.step, action=name)
        before = _rss_mb()[0]
        self.action = getattr(self, name)()
        if self.trace:
            _say(kind="did", step=self.step, action=self.action)
        for _ in range(3):
            QApplication.processEvents()
        self._count(name, _rss_mb()[0] - before)

    def _count(self, kind: str, mb: float) -> None:
        """Add a step's change of RSS to its kind (once warm)."""
        if self.warm and self.step >= self.warm:
            entry = self.kinds.setdefault(kind, [0, 0.0])
            entry[0] += 1
            entry[1] += mb

    @staticmethod
    def census() -> dict[str, int]:
        """Live Python wrappers of Qt objects and the app's own objects, by class
        (what playing leaves behind shows as a class whose count keeps growing)."""
        import gc

        from PySide6.QtCore import QObject
        from PySide6.QtWidgets import QGraphicsItem

        counts: dict[str, int] = {}
        for obj in gc.get_objects():
            kind = type(obj)
            module = getattr(kind, "__module__", "") or ""
            if module.startswith("cardtable") or isinstance(obj, QObject | QGraphicsItem):
                name = f"{module.rpartition('.')[2]}.{kind.__name__}"
                counts[name] = counts.get(name, 0) + 1
        return counts

    def counts(self) -> dict[str, Any]:
        """What lives now: widgets (by class, the most numerous), Python objects, cached art."""
        import gc
        from collections import Counter

        from PySide6.QtGui import QPixmapCache
        from PySide6.QtWidgets import QApplication

        widgets = QApplication.allWidgets()
        top = Counter(type(w).__name__ for w in QApplication.topLevelWidgets())
        art = getattr(self.window, "_card_art", None)
        return {"widgets": len(widgets), "top_level": dict(top.most_common(6)),
                "python_objects": len(gc.get_objects()),
                "art_mb": round(art.cached_bytes() / 2**20, 1) if hasattr(art, "cached_bytes") else None,
                "pixmap_cache_kb": QPixmapCache.cacheLimit()}

    def run(self, steps: int, warm: int | None = None) -> None:
        import gc

        from PySide6.QtCore import QEvent
        from PySide6.QtWidgets import QApplication

        self.warm = warm if warm is not None else max(1, min(500, steps // 3))
        warm_census: dict[str, int] = {}
        QApplication.processEvents()
        rss, peak = _rss_mb()
        _say(kind="rss", step=0, rss=rss, peak=peak)
        last_peak = peak
        for self.step in range(1, steps + 1):
            self.one_step()
            peak = _rss_mb()[1]
            if peak - last_peak >= 4:  # which actions raise the peak (the top ones are reported)
                self.peak_jumps.append({"step": self.step, "action": self.action,
                                        "mb": round(peak - last_peak, 1), "peak": round(peak, 1)})
            last_peak = peak
            if self.step % 100 == 0:
                before = _rss_mb()[0]
                QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
                gc.collect()
                rss, peak = _rss_mb()
                self._count("collect", rss - before)  # what the steps left for the collector
                _say(kind="rss", step=self.step, rss=rss, peak=peak, **self.counts())
                if not warm_census and self.step >= self.warm:
                    warm_census = self.census()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
        end_census = self.census()  # before the window closes: what the steps left alive
        self.action = "closing the window"
        self.modal_timer.stop()
        self.window.close()
        QApplication.processEvents()
        rss, peak = _rss_mb()
        grown = sorted(((name, end_census.get(name, 0) - warm_census.get(name, 0))
                        for name in set(end_census) | set(warm_census)), key=lambda item: -item[1])
        _say(kind="summary", exceptions=self.exceptions, criticals=self.criticals,
             warnings=self.warnings, final_rss=rss, peak_rss=peak,
             seen={k: sorted(v) for k, v in self.seen.items()}, keys=self.keys, warm=self.warm,
             kinds={k: {"steps": n, "mb": round(mb, 2)} for k, (n, mb) in sorted(self.kinds.items())},
             grown=[g for g in grown if g[1] > 0][:15],
             peak_jumps=sorted(self.peak_jumps, key=lambda j: -j["mb"])[:8])
