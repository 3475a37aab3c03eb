"""The mouse on the table: press, drag a fan of cards, drop, click.

Why a module of its own: a drag has its own state (the press, the cards
carried and where they came from) and its own geometry (``fan_homes``);
what a drop or click means is asked of the ``TableInput`` that owns this
(selection, legality, the move itself). A drag starts only past
``QApplication.startDragDistance()``; while it lasts, every place the
controller accepts for the dragged cards is lit (asked once per drag). A
refused drop snaps back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from cardtable.ui.table.items import ButtonItem, CardItem, ZoneItem

if TYPE_CHECKING:
    from cardtable.ui.table.input import TableInput


def _tr(text: str) -> str:
    return QCoreApplication.translate("TableView", text)


#: Horizontal step between the cards of a dragged fan (scene units).
FAN_STEP = 16.0


def fan_homes(grabbed: CardItem, items: list[CardItem], grip: QPointF) -> list[QPointF]:
    """Where dragged ``items`` travel from: one card stays as it is, several
    gather into a small fan under the pointer instead of
    keeping their hand spacing, which would carry half of six cards off the
    table. The fan is centred on the pointer at the grabbed card's height,
    its cards ``FAN_STEP`` apart in their order."""
    if len(items) <= 1:
        return [QPointF(i.home) for i in items]
    dy = grip.y() - grabbed.home.y()
    centre = (len(items) - 1) / 2
    homes = []
    for k, item in enumerate(items):
        x = grip.x() - item.spec.rect[2] / 2 + (k - centre) * FAN_STEP
        y = grip.y() - dy + abs(k - centre) * 3.0
        homes.append(QPointF(x, y))
    return homes


class PointerInput:
    """The mouse of one table (``TableInput.pointer``); the view's mouse events come here."""

    def __init__(self, owner: TableInput) -> None:
        self.input = owner
        self.view = owner.view
        self._press: tuple[QPoint, CardItem | None] | None = None
        self._drag: dict | None = None

    def _card_at(self, view_pos: QPoint) -> CardItem | None:
        for item in self.view.items(view_pos):
            if isinstance(item, CardItem) and item.spec.source is not None:
                return item
        return None

    def _button_at(self, view_pos: QPoint) -> ButtonItem | None:
        return next((i for i in self.view.items(view_pos) if isinstance(i, ButtonItem)), None)

    def zone_at(self, scene_pos: QPointF) -> ZoneItem | None:
        hits = [z for z in self.view.zone_items.values()
                if z.sceneBoundingRect().adjusted(3, 3, -3, -3).contains(scene_pos)]
        return max(hits, key=lambda z: z.zValue()) if hits else None

    def press(self, event: QMouseEvent) -> None:
        self.input.anchor = None
        self.view.dismiss_refusal()
        if self.view.flights.busy():  # a click lands running flights (skips the deal)
            self.view.flights.finish()
        if event.button() != Qt.MouseButton.LeftButton:
            self.input.cancel_selection()
            return
        self.view.setFocus(Qt.FocusReason.MouseFocusReason)
        pos = event.position().toPoint()
        self._press = (pos, self._card_at(pos))

    def move(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        if self._drag is not None:
            delta = self.view.mapToScene(pos) - self._drag["start"]
            for item, home in zip(self._drag["items"], self._drag["homes"], strict=True):
                item.setPos(home + delta)
            return
        if self._press is None or self._press[1] is None:
            return
        if (pos - self._press[0]).manhattanLength() < QApplication.startDragDistance():
            return
        self._begin_drag(self._press[1], self._press[0])

    def _begin_drag(self, card: CardItem, press_pos: QPoint) -> None:
        source = card.spec.source
        if source is None:  # never: ``_card_at`` finds only cards with a source
            return
        sources = list(self.input.selection) if source in self.input.selection else [source]
        items = [i for s in sources if (i := self.view.item_for_source(s)) is not None]
        self.view.flights.stop()
        start = self.view.mapToScene(press_pos)
        homes = fan_homes(card, items, start)
        for k, item in enumerate(items):
            item.setPos(homes[k])
            item.setZValue(500 + k)
        self._drag = {"sources": sources, "items": items, "selection": list(self.input.selection),
                      "homes": homes, "start": start}
        self.input.show_legal(sources)

    def cancel(self) -> None:
        self._drag = None
        self._press = None

    def release(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        pos = event.position().toPoint()
        drag, press = self._drag, self._press
        self._drag, self._press = None, None
        if drag is not None:
            self._drop(drag, self.view.mapToScene(pos))
            return
        if press is None:
            return
        self._click(pos, press[1])

    def _drop(self, drag: dict, scene_pos: QPointF) -> None:
        self.input.anchor = QPointF(scene_pos)
        zone = self.zone_at(scene_pos)
        items = drag["items"]
        made = False
        if zone is not None:
            rect = zone.sceneBoundingRect()
            side = (scene_pos.x() - rect.left()) / max(1.0, rect.width())
            sources = drag["sources"]
            if zone.spec.gathers:
                # selected cards plus the one dragged: all of them are meant for the area
                sources = [*drag["selection"], *(s for s in sources if s not in drag["selection"])]
            made = self.input.perform(sources, zone.spec.target, side)
        else:
            self.input.say(lambda: _tr("Drop the card on a pile or a highlighted place."))
        if not made and all(i.scene() is not None for i in items):
            self.input.show_legal(None)
            self.view.flights.snap_back(items)

    def _click(self, pos: QPoint, card: CardItem | None) -> None:
        button = self._button_at(pos)
        if button is not None:
            self.input.anchor = button.sceneBoundingRect()
            self.input.command(button.spec.command)
            return
        scene_pos = self.view.mapToScene(pos)
        zone = self.zone_at(scene_pos)
        selection = self.input.selection
        if selection and zone is not None and (card is None or card.spec.source not in selection):
            sel = list(selection)
            if self.input.game.drop_actions(self.view.obs, sel, zone.spec.target):
                rect = zone.sceneBoundingRect()
                side = (scene_pos.x() - rect.left()) / max(1.0, rect.width())
                self.input.perform(sel, zone.spec.target, side)
                return
        if card is None:
            self.input.cancel_selection()
            return
        source = card.spec.source
        if source is None:  # never: ``_card_at`` finds only cards with a source
            return
        action = self.input.game.click_action(self.view.obs, source)
        if action is not None and not self.input.selection:
            self.input.request(action)
            return
        self.input.toggle(source)
        ring = self.input.focus_ring()
        if card in ring:
            self.input.focus_index = ring.index(card)
            self.input.update_focus()
