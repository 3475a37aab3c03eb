"""Every window and dialog of the app, built once, for the accessibility sweeps.

``read_widgets(root)``: the widgets of ``root`` a screen reader reads
(every Tab stop, item view, graphics view and chart); ``tab_stops(root)``:
those Tab should reach; ``unnamed(root)``: the read widgets without an
accessible name; ``untranslated(root, english)``: those whose name is still
the English text of a translated string. ``main_window_states``,
``network_panels`` and ``dialogs`` yield ``(title, widget)`` for every state
of the main window worth reading (start page, each game with its docks, a
lesson), a network table's panels and every window and dialog, in the
language installed at the time.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path
from types import SimpleNamespace

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QTabBar,
    QWidget,
)

HAN = "\u3000-\u303f\u3400-\u9fff\uff00-\uffef"  # Han characters and full-width punctuation
TRANSLATIONS = Path(__file__).resolve().parents[2] / "translations"


def accessible_name(widget: QWidget) -> str:
    face = QAccessible.queryAccessibleInterface(widget)
    return face.text(QAccessible.Text.Name).strip() if face is not None else ""


def accessible_description(widget: QWidget) -> str:
    face = QAccessible.queryAccessibleInterface(widget)
    return face.text(QAccessible.Text.Description).strip() if face is not None else ""


def _painted(widget: QWidget) -> bool:
    """A widget that draws its content itself (a chart, a thumbnail)."""
    from cardtable.ui.stats.charts import ChartBase

    return isinstance(widget, ChartBase)


def read_widgets(root: QWidget) -> list[QWidget]:
    """The widgets of ``root`` a screen reader reads: focusable ones, item views,
    graphics views and painted widgets, shown in ``root``'s window."""
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        if w.window() is not root.window() or not (w is root or w.isVisibleTo(root)):
            continue
        if isinstance(w, QHeaderView) or w.focusProxy() is not None:
            continue  # read with their view / through the widget they stand for
        if isinstance(w, QTabBar) and w.count() == 0:
            continue  # a dock area's tab bar left without tabs: nothing there
        parent = w.parentWidget()
        if parent is not None and parent.focusProxy() is w:
            continue  # a spin box's or combo box's own line edit
        if (w.focusPolicy() & Qt.FocusPolicy.TabFocus) == Qt.FocusPolicy.TabFocus \
                or isinstance(w, (QAbstractItemView, QGraphicsView)) or _painted(w):
            out.append(w)
    return out


def tab_stops(root: QWidget) -> list[QWidget]:
    """The enabled, shown widgets of ``root``'s window that Tab should reach."""
    return [w for w in read_widgets(root)
            if (w.focusPolicy() & Qt.FocusPolicy.TabFocus) == Qt.FocusPolicy.TabFocus and w.isEnabled()
            and w is not root]


def describe(widget: QWidget) -> str:
    path = []
    w: QWidget | None = widget
    while w is not None and not w.isWindow():
        path.append(w.objectName() or type(w).__name__)
        w = w.parentWidget()
    return "/".join(reversed(path))


def label_text(widget: QWidget) -> str:
    """What names ``widget`` besides Qt's fallbacks: its accessible name, or the
    text of the label whose buddy it is."""
    if widget.accessibleName().strip():
        return widget.accessibleName().strip()
    for label in widget.window().findChildren(QLabel):
        if label.buddy() is widget and label.text().strip():
            return label.text().strip()
    return ""


def spoken_name(widget: QWidget) -> str:
    """The name a screen reader says. A combo box's accessible name is its
    current value on Linux (the label comes as a relation): its label here."""
    if isinstance(widget, QComboBox):
        return label_text(widget)
    return accessible_name(widget)


def named_apart_from_value(combo: QComboBox) -> bool:
    """A combo box named by its label, not by what it shows: its name (its own
    or its label's) is there and is not its current text ("Medium" names
    nothing)."""
    name = _plain(label_text(combo))
    return bool(name) and name != _plain(combo.currentText())


def unnamed(root: QWidget) -> list[str]:
    """The read widgets without a name. Buttons and check boxes are named by
    their text; a field (line edit, spin box, combo box, slider), a list or
    table, a graphics view or a chart needs a name of its own or a label
    (Qt's fallbacks, a combo box's current value or the title of the group
    around a field, are no name: "Medium" says nothing about what is chosen;
    a combo box whose name is its current text fails too).
    A combo box without a label also says its name as its description (Qt on
    Linux reads a combo box's value where its name would be)."""
    out = []
    for w in read_widgets(root):
        if isinstance(w, QTabBar):  # read as its tabs, each by its text
            ok = all(w.tabText(i).strip() for i in range(w.count()))
        elif isinstance(w, (QAbstractButton, QGroupBox)):
            ok = bool(accessible_name(w))
        elif isinstance(w, QComboBox) and not named_apart_from_value(w):
            ok = False
        elif isinstance(w, QComboBox) and not w.accessibleName().strip():
            ok = bool(label_text(w))
        elif isinstance(w, QComboBox):
            ok = w.accessibleDescription().strip() == w.accessibleName().strip()
        else:
            ok = bool(label_text(w)) and bool(accessible_name(w))
        if not ok:
            out.append(describe(w))
    return out


def english_sources(lang: str) -> list[re.Pattern[str]]:
    """Every English source text the ``lang`` translation renders differently,
    as a pattern (a placeholder such as ``{n}`` matches anything); texts
    that are little more than placeholders ("{name}: {score}") are left out."""
    tree = ET.parse(TRANSLATIONS / f"cardtable_{lang}.ts")
    out = []
    for message in tree.iter("message"):
        source, translation = message.findtext("source"), message.find("translation")
        if source is None or translation is None:
            continue
        texts = [translation.text or ""] + [n.text or "" for n in translation.iter("numerusform")]
        if not any(t and t != source for t in texts):
            continue
        text = _plain(source)
        if len(re.sub(r"\{\w*\}|[^A-Za-z]", "", text)) < 3:
            continue
        parts = re.split(r"\{\w*\}", text)
        # a placeholder stands for a name or a number, never for Chinese words:
        # "Phase 10 對戰電腦" is not "Phase {n}"
        out.append(re.compile(f"[^{HAN}]+".join(re.escape(part) for part in parts)))
    return out


def _plain(text: str) -> str:
    return text.replace("&", "").strip().rstrip(":").strip()


def untranslated(root: QWidget, sources: list[re.Pattern[str]]) -> list[str]:
    """The read widgets of ``root`` whose name is an English text of ``sources``."""
    out = []
    for w in read_widgets(root):
        name = _plain(spoken_name(w))
        if name and any(pattern.fullmatch(name) for pattern in sources):
            out.append(f"{describe(w)}: {spoken_name(w)!r}")
    return out


class FakeNetwork(QObject):
    """Just enough of a network table's controller for its panels."""

    table_changed = Signal()
    connection_changed = Signal(str)
    state_changed = Signal()
    action_rejected = Signal(object)
    rematch_changed = Signal()
    new_game_started = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.connection = "connected"
        self.seat = 0
        self.code = "ABC234"
        self.table = {"code": "ABC234", "game": "phase10", "players": 3, "started": False, "name": "Family",
                      "seats": [{"name": "Anna", "kind": "person", "connected": True},
                                {"name": "", "kind": "person", "connected": False},
                                {"name": "Robo", "kind": "computer", "level": "easy"}]}

    def waiting_for(self):
        return 1

    def current_seat(self):
        return 1

    def round_held(self):
        return False

    def presence(self, seat):
        return "away" if seat == 1 else ""

    def status_text(self):
        return "Waiting for Seat 2"

    def stand_in_wait(self, seat):
        return 0.0

    def is_over(self):
        return False

    @property
    def seats(self):
        from cardtable.seats import Seat

        return (Seat("Anna"), Seat("Seat 2"), Seat("Robo", "computer", "easy"))

    @property
    def human_seats(self):
        return (0,)

    def send_chat(self, text):
        return True

    def send_reaction(self, reaction):
        pass

    def start_table(self, fill=False):
        pass

    def ask_stand_in(self, seat):
        pass

    def rematch_offer(self):
        return None

    def my_seats(self):
        return (0,)

    def can_play_again(self):
        return False

    def answer_rematch(self, answer):
        pass

    def seat_view(self):
        from cardtable.controller.seat_view import SeatView

        return SeatView(human_seats=(0,), remote=True, may_save=False, may_pause=False, may_rematch_here=False,
                        status=self.status_text(), events_seen=(), network=self)


def dialogs(window, lang):
    """Every dialog and window of its own (each built once, in the language installed now)."""
    from replay_helpers import finished_phase10

    from cardtable.engine.phase10.melds import find_phase
    from cardtable.engine.standings import RecordRow, Standing
    from cardtable.keeper.game import KeeperGame
    from cardtable.persistence.timeline import Timeline
    from cardtable.tutorial.lessons import load_lessons
    from cardtable.ui.card_art import CardArt
    from cardtable.ui.dialogs.about import AboutDialog
    from cardtable.ui.dialogs.game_over import GameOverDialog
    from cardtable.ui.dialogs.match_summary import MatchGameDialog
    from cardtable.ui.dialogs.new_game import NewGameDialog
    from cardtable.ui.dialogs.round_summary import RoundSummaryDialog
    from cardtable.ui.dialogs.rules_help import RulesDialog
    from cardtable.ui.dialogs.settings_dialog import SettingsDialog
    from cardtable.ui.keeper.opening import KeeperSetupDialog
    from cardtable.ui.keeper.window import KeeperWindow
    from cardtable.ui.network.window_join import JoinDialog
    from cardtable.ui.printing.dialogs import BlankSheetDialog
    from cardtable.ui.replay.deck_dialog import DeckOrderDialog
    from cardtable.ui.replay.window import ReplayWindow
    from cardtable.ui.stats.history_window import HistoryWindow
    from cardtable.ui.stats.players_dialog import PlayersDialog
    from cardtable.ui.stats.window import StatisticsWindow
    from cardtable.ui.table.games.phase10_laydown import LayDialog
    from cardtable.ui.tutorial.host import LessonChooser

    names = ["Anna", "Ben", "Chen 陳"]
    record = RecordRow(3, points=(75, 0, 5), totals=(125, 0, 40), phases=(1, 2, 2),
                       completed=(False, True, True), went_out=1)
    standings = tuple(Standing(s, s + 1, "points", 10 * s, None, 2) for s in range(3))
    sb_record = RecordRow(2, points=(90, 0, 0), totals=(90, 0, 0), stock_left=(0, 3, 5), winners=(0,))
    hand = ["R3", "G3", "B3", "Y4", "R5", "G6", "B7", "W", "Y9", "R10"]
    controller = SimpleNamespace(check=lambda action: None)
    new_game = NewGameDialog(None, window)
    yield "new game", new_game
    new_game.network.setChecked(True)  # the network options: invited seats
    yield "new game (network)", new_game
    for game in ("phase10", "skipbo"):
        yield f"keeper setup {game}", KeeperSetupDialog(window, {"game": game, "players": 3})
    yield "settings", SettingsDialog(lang, 300, window)
    yield "about", AboutDialog(window)
    yield "round summary", RoundSummaryDialog(record, names, (2, 3, 3), window)
    yield "game over", GameOverDialog(standings, names, "phase10", window, record, "phase-complete")
    yield "match game", MatchGameDialog(sb_record, names, 2, (90, 0, 0), 500, window)
    yield "lay down", LayDialog(controller, CardArt(), 2, find_phase(hand, 2, "per_phase"), window)
    yield "rules", RulesDialog(lang, "phase10", "", window)
    yield "blank sheet", BlankSheetDialog(window, lang)
    yield "join", JoinDialog(window, "Anna")
    yield "lessons", LessonChooser(load_lessons(), set(), window)
    from cardtable.persistence.history import History
    from tests.history.selfplay import record as record_game

    played = finished_phase10()
    history_db = History.open()
    record_game(history_db, played)
    stats = StatisticsWindow(window)
    for i in range(stats.tabs.count()):
        stats.tabs.setCurrentIndex(i)
        yield f"statistics tab {i}", stats
    history = HistoryWindow(window)
    history.apply_filter()
    yield "history", history
    yield "players", PlayersDialog(history_db, window)
    timeline = Timeline.build(played.rules, played.options, played.seed, played.seats, played.actions)
    yield "deck order", DeckOrderDialog(timeline, window)
    yield "replay", ReplayWindow(timeline, CardArt(), "test", window)
    from cardtable.engine.phase10.options import Options

    for game, options in (("phase10", Options(players=3)), ("skipbo", None)):
        if options is None:
            from cardtable.engine.registry import get_rules

            options = get_rules("skipbo").options_from_json({"players": 3})
        yield f"keeper {game}", KeeperWindow(KeeperGame(game, tuple(names), options), window)


def main_window_states(window, start_game, qtbot):
    """The main window: start page, each game with its docks, a lesson."""
    window.resize(1280, 800)
    window.start_page.refresh()
    yield "start page", window
    for game in ("phase10", "skipbo"):
        start_game(game, ["human", "computer"])
        qtbot.waitUntil(lambda: window.table is not None and window.table.isVisible())
        if not window.docks.in_front(window.score_dock):
            window.act_score.trigger()
        yield f"{game} with the score sheet", window
        window.act_moves.trigger()
        yield f"{game} with the move log", window
        window.close_game()
    lesson = window.tutorial.lessons("phase10")[0]
    window.tutorial.start(lesson)
    qtbot.waitUntil(lambda: window.findChild(QWidget, "tutorialPanel") is not None
                    and window.findChild(QWidget, "tutorialPanel").isVisible(), timeout=3000)
    yield "lesson", window
    window.close_game()


def network_panels():
    """The waiting seats, the chat box and the network bar of a network table."""
    from cardtable.ui.docks.chat_box import ChatBox
    from cardtable.ui.network.network_bar import NetworkBar
    from cardtable.ui.network.waiting_panel import WaitingPanel

    network = FakeNetwork()
    panel = WaitingPanel(network, None, ["127.0.0.1:8765"], links=["http://127.0.0.1:8765/t/ABC234"])
    panel.resize(900, 600)
    yield "waiting panel", panel
    chat = ChatBox(None)
    chat.set_controller(network)
    yield "chat box", chat
    holder = QWidget()
    holder.resize(800, 200)
    bar = NetworkBar(network, holder)
    bar.show()
    yield "network bar", holder
