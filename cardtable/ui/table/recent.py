"""What the computers just did, kept visible on the table until the human acts.

Why: at "instant" speed a computer's move is over before anybody sees it,
and after a Skip nothing on the table said who lost a turn. ``RecentMoves``
collects, from the engine events of every computer move since the human last
acted, the places where cards landed (the adapter's ``Flight`` targets, the
groups laid or hit) and the seats that were skipped; the view marks those
cards and writes "skipped" on those seats' boxes. With no human at the table
(watch mode) the marks show the last computer turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from cardtable.ui.table.layout import Rect, TableModel, TextSpec

if TYPE_CHECKING:
    from cardtable.controller.source import GameSource
    from cardtable.ui.table.games import AnyTableGame


def skipped_text() -> str:
    return QCoreApplication.translate("TableView", "skipped this turn")


class RecentMoves:
    """Places and skipped seats of the computers' moves since the human acted."""

    def __init__(self) -> None:
        self.places: list[tuple] = []  # item keys of ``games.base.Flight``
        self.groups: list[tuple[int, int | None]] = []  # (seat, group or None = all)
        self.skipped: set[int] = set()
        self._seen = -1  # number of actions already looked at
        self._actor: int | None = None

    def clear(self) -> None:
        self.places, self.groups, self.skipped = [], [], set()

    def update(self, controller: GameSource, events: Any, game: AnyTableGame) -> None:
        """Called on every refresh: takes in the events of a new move (once)."""
        done = len(controller.history)
        if done == self._seen:
            return
        new_move = done == self._seen + 1
        self._seen = done
        if not new_move:  # another game, or a loaded one: nothing is recent
            self.clear()
            self._actor = None
            return
        actor = controller.last_actor
        if actor is None or controller.seats[actor].is_human:
            self.clear()  # the human acted: their own move needs no marks
            self._actor = actor
            self.skipped = {e.seat for e in events if e.kind == "skipped"}
            self._playing_again(controller)
            return
        if not controller.human_seats and actor != self._actor:
            self.clear()  # watch mode: the last computer turn only
        self._actor = actor
        for event in events:
            kind = event.kind
            if kind == "skipped" and event.seat is not None:
                self.skipped.add(event.seat)
            elif kind == "lay" and event.seat is not None:
                self.groups.append((event.seat, None))
            elif kind == "hit" and event.target is not None:
                self.groups.append((event.target, event.group))
            flight = game.animate_event(event)
            if flight is not None and flight.face is not None:
                self.places.append(flight.target)
        self.skipped.discard(actor)
        self._playing_again(controller)

    def _playing_again(self, controller: GameSource) -> None:
        """A skipped seat whose next real turn has come is no longer "skipped"."""
        current = controller.current_seat()
        if current is not None:
            self.skipped.discard(current)

    def add_markers(self, model: TableModel) -> None:
        """A "skipped this turn" line on every skipped seat's box, as big as
        the table's other words (never below ``text_fit.MIN_SIZE``)."""
        for box in model.boxes:
            if box.seat in self.skipped:
                model.texts.append(TextSpec("skipped_marker", {}, marker_rect(model, box.rect),
                                            MARKER_SIZE, "right", True, "#ffb347"))

    def mark(self, view: Any) -> list[Any]:
        """Flag the cards of the recent moves in ``view`` (and only those: the
        scene keeps unchanged items between refreshes); returns them."""
        for item in view.card_items:
            if item.moved:
                item.set_flags(moved=False)
        marked = []
        for key in self.places:
            _point, item = view.flights.place(key)
            if item is not None:
                marked.append(item)
        for seat, group in self.groups:
            for target, zone in view.zone_items.items():
                if target[:2] != ("group", seat) or (group is not None and target[2] != group):
                    continue
                zx, zy, zw, zh = zone.spec.rect
                for item in view.card_items:
                    x, y, w, h = item.spec.rect
                    if zx <= x + w / 2 <= zx + zw and zy <= y + h / 2 <= zy + zh:
                        marked.append(item)
        for item in marked:
            item.set_flags(moved=True)
        return marked


MARKER_SIZE = 18.0  # scene units: 11.5 px at the smallest window, like every label
MARKER_H = 28.0


def _meets(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _shared(a: Rect, b: Rect) -> float:
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return max(0.0, w) * max(0.0, h)


def marker_rect(model: TableModel, box: Rect) -> Rect:
    """Where "skipped this turn" goes in a seat's ``box``: at its right edge,
    on no other text of the table, on as little of a card as possible, and
    as near as it can to where a Skip in front of the seat lay (below the
    header)."""
    x, y, w, h = box
    width = min(240.0, w - 20)
    texts = [t.rect for t in model.texts]
    cards = [c.rect for c in model.cards]
    best: tuple[tuple[float, float], Rect] | None = None
    for dy in range(36, int(h - MARKER_H), 2):
        rect = (x + w - 10 - width, y + dy, width, MARKER_H)
        if any(_meets(rect, text) for text in texts):
            continue
        key = (sum(_shared(rect, card) for card in cards), abs(dy - 70.0))
        if best is None or key < best[0]:
            best = (key, rect)
    return best[1] if best is not None else (x + w - 10 - width, y + 70, width, MARKER_H)
