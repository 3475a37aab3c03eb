"""Cards travelling across the table: another seat's move, a refused drop.

``Flights`` belongs to one ``TableView``. After a rebuild it replays the
last move of the other seats: the game's adapter describes each engine event
as a ``Flight`` between two item keys (``games.base.Flight``), and this
module finds those places in the current scene and animates a card between
them. It also lets refused dragged cards slide back home.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QElapsedTimer, QPointF, Qt, QTimer

from cardtable.ui.table.games import Flight
from cardtable.ui.table.items import CardItem
from cardtable.ui.table.layout import CardSpec

if TYPE_CHECKING:
    from collections.abc import Sequence

    from cardtable.controller.seat_view import SeenEvent


@dataclass
class Move:
    """One card on its way: from ``start`` to ``end`` in ``ms`` milliseconds,
    beginning at ``begin`` on the flights' clock; ``done`` runs when it lands."""

    item: CardItem
    start: QPointF
    end: QPointF
    begin: int
    ms: int
    done: Callable[[], None] | None = None


class Flights:
    """The running animations of one table view.

    One timer moves every travelling card per frame, in a single call into
    Python (a timer or animation per card would call into Python once per
    card and frame, each call waiting for the interpreter lock while a
    computer thinks: a deal moves dozens of cards at once)."""

    FRAME_MS = 15

    def __init__(self, view: Any) -> None:
        self.view = view
        self.running: list[Move] = []
        self.waiting: list[tuple[QTimer, Callable[[], object]]] = []  # delayed flights
        self._clock = QElapsedTimer()
        self._clock.start()
        self._ticker = QTimer(view)
        self._ticker.setTimerType(Qt.TimerType.PreciseTimer)
        self._ticker.setInterval(self.FRAME_MS)
        self._ticker.timeout.connect(self._tick)

    def stop(self) -> None:
        for timer, _go in self.waiting:
            timer.stop()
        self.waiting = []
        self.running = []
        self._ticker.stop()

    def busy(self) -> bool:
        """Whether a card is still travelling (or about to)."""
        return bool(self.running or self.waiting)

    def finish(self) -> None:
        """Land every flight at once, as if its time had run out (a click on
        the table during the deal, and tests: the scene then shows exactly
        the model of the current state)."""
        while self.waiting or self.running:
            waiting, self.waiting = self.waiting, []
            for timer, go in waiting:
                timer.stop()
                go()
            moves, self.running = self.running, []
            for move in moves:
                self._land(move)
        self._ticker.stop()

    def animate_to(self, item: CardItem, target: QPointF, ms: int,
                   done: Callable[[], None] | None = None, delay: int = 0) -> Move:
        """Move ``item`` to ``target`` in ``ms`` (easing out), after ``delay``."""
        move = Move(item, QPointF(item.pos()), QPointF(target), self._clock.elapsed() + delay,
                    max(1, ms), done)
        self.running.append(move)
        if not self._ticker.isActive():
            self._ticker.start()
        return move

    def _tick(self) -> None:
        now = self._clock.elapsed()
        landed = []
        for move in self.running:
            t = (now - move.begin) / move.ms
            if t < 0:
                continue
            if t >= 1:
                landed.append(move)
                continue
            eased = 1 - (1 - t) ** 3  # out-cubic: fast away, gently down
            try:
                move.item.setPos(move.start + (move.end - move.start) * eased)
            except RuntimeError:  # the card left the scene with its table
                landed.append(move)
        for move in landed:
            if move in self.running:
                self.running.remove(move)
                self._land(move)
        if not self.running:
            self._ticker.stop()

    @staticmethod
    def _land(move: Move) -> None:
        with contextlib.suppress(RuntimeError):  # the card left the scene with its table
            move.item.setPos(move.end)
        if move.done is not None:
            move.done()

    def snap_back(self, items: list[CardItem]) -> None:
        """Return dragged cards to their places with a short animation."""
        for item in items:
            item.setZValue(item.spec.z)
            if item.pos() != item.home:
                self.animate_to(item, item.home, 180)

    # -- where the item keys of a Flight are ----------------------------------------
    def _box(self, seat: int) -> QPointF | None:
        for box in self.view.model.boxes:
            if box.seat == seat:
                return QPointF(box.rect[0] + box.rect[2] / 2 - 30, box.rect[1] + 60)
        return None

    def _hand(self, seat: int) -> QPointF | None:
        for spec in self.view.model.cards:
            if spec.hand_of == seat:
                return QPointF(spec.rect[0], spec.rect[1])
        return self._box(seat)

    def _top(self, predicate: Callable[[CardSpec], bool]) -> CardItem | None:
        best = None
        for item in self.view.card_items:
            if predicate(item.spec) and (best is None or item.spec.z >= best.spec.z):
                best = item
        return best

    def _in_zone(self, spec: CardSpec, target: tuple) -> bool:
        zone = self.view.model.zone(target)
        if zone is None:
            return False
        zx, zy, zw, zh = zone.rect
        x, y = spec.rect[0], spec.rect[1]
        return zx <= x <= zx + zw and zy <= y <= zy + zh

    def place(self, key: tuple) -> tuple[QPointF | None, CardItem | None]:
        """Where ``key`` is: a point, and the card lying there if the flying
        card should land on it (it stays hidden until then)."""
        what, rest = key[0], tuple(key[1:])
        if what == "hand":
            return self._hand(rest[0]), None
        if what == "seat":
            return self._box(rest[0]), None
        if what == "zone":
            zone = self.view.zone_items.get(rest)
            return (zone.pos() if zone is not None else None), None
        if what == "source":
            item = self._top(lambda s: s.source is not None and s.source[0] == rest[0])
            return (item.pos() if item else None), item
        if what == "top":
            item = self._top(lambda s: s.seat is None and s.face is not None
                             and self._in_zone(s, rest))
            if item is not None:
                return item.pos(), item
            zone = self.view.model.zone(rest)
            return (QPointF(zone.rect[0] + 8, zone.rect[1] + 8) if zone else None), None
        if what == "card":
            item = self._top(lambda s: s.place == rest)
            if item is not None:
                return item.pos(), item
            if len(rest) > 1 and isinstance(rest[1], int):
                return self._box(rest[1]), None
            return None, None
        if what == "front":
            item = self._top(lambda s: s.seat == rest[0] and s.source is None
                             and s.hand_of is None and s.face is not None)
            return (item.pos() if item else None), None
        return None, None

    # -- replaying a move ------------------------------------------------------------
    def fly(self, flight: Flight, delay: int, ms: int) -> None:
        start, _ = self.place(flight.origin)
        end, end_item = self.place(flight.target)
        if start is None or end is None:
            return
        view = self.view
        w = end_item.spec.rect[2] if end_item is not None else 80.0
        spec = CardSpec(view.game.game_id, flight.face, (start.x(), start.y(), w, w * 1.4), z=200)
        flying = CardItem(spec, view.art)
        flying.setVisible(False)
        view.scene().addItem(flying)
        if end_item is not None:
            end_item.setOpacity(0.0)

        def go() -> None:
            if flying.scene() is None:
                return
            flying.setVisible(True)

            def land() -> None:
                if end_item is not None and end_item.scene() is not None:
                    end_item.setOpacity(1.0)
                if flying.scene() is not None:
                    flying.scene().removeItem(flying)

            self.animate_to(flying, end, ms, land)

        self._after(delay, go)

    def deal(self, ms: int) -> None:
        """The deal of a new round: every hand card flies from the draw pile to
        its place, one after another round the table (short; a click on the
        table lands them all at once, ``TableInput.mouse_press``)."""
        start, _ = self.place(("card", "draw"))
        if start is None:
            return
        hands = [i for i in self.view.card_items if i.spec.hand_of is not None]
        hands.sort(key=lambda i: (i.spec.rect[0] + i.spec.rect[1]) % 997)
        step = max(4, min(25, 900 // max(1, len(hands))))
        for k, item in enumerate(hands):
            item.setPos(start)
            self.animate_to(item, item.home, ms, delay=k * step)

    def _after(self, delay: int, go: Callable[[], object]) -> None:
        if not delay:
            go()
            return
        timer = QTimer(self.view)
        timer.setSingleShot(True)
        entry = (timer, go)

        def due() -> None:
            if entry in self.waiting:
                self.waiting.remove(entry)
                go()

        timer.timeout.connect(due)
        self.waiting.append(entry)
        timer.start(delay)

    def replay(self, events: Sequence[SeenEvent], viewer: int | None, speed: int) -> None:
        """Let the cards of other seats' ``events`` travel to where they landed;
        a new deal (event kind ``deal``, both games) deals the hands anew."""
        if speed <= 0 or self.view.model is None:
            return
        ms = max(120, min(450, int(speed * 0.7)))
        game = self.view.game
        delay = 0
        if any(e.kind == "deal" for e in events):
            self.deal(max(120, ms // 2))
            return
        for event in events:
            seat = event.seat
            if seat is None or seat == viewer:
                continue
            flight = game.animate_event(event)
            if flight is None:
                continue
            self.fly(flight, delay, ms)
            delay += ms // 2
