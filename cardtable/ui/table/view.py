"""``TableView``: the card table the main window shows as its central widget.

It rebuilds the scene from the viewing seat's observation whenever the
controller says the state changed (``state_changed``), animates what the
last move did (cards travelling from a seat to a pile), and turns mouse and
keyboard input (``interaction.TableInput``) into engine actions that it
hands to the controller. It never decides a rule.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from cardtable.ui.table import phase10_model, skipbo_model
from cardtable.ui.table.interaction import TableInput
from cardtable.ui.table.items import (
    ButtonItem,
    CardItem,
    LabelItem,
    ZoneItem,
    paint_empty_pile,
    paint_idle_zone,
    paint_seat_box,
)
from cardtable.ui.table.layout import (
    SCENE_H,
    SCENE_W,
    CardSpec,
    TableModel,
    TextSpec,
    centre_rect,
    scene_width,
)
from cardtable.ui.table.moves import sources_of_action
from cardtable.ui.table.texts import button_text, text_for

FELT = QColor("#1f6b3a")
FELT_DARK = QColor("#13432a")


class TableView(TableInput, QGraphicsView):
    """The table of one game; ``status_message(str)`` carries what the window
    should show in its status bar (rejections with their rule, prompts)."""

    status_message = Signal(str)
    refused = Signal(object)  # the engine's Rejection of a move (for "Why?")

    def __init__(self, controller: Any, card_art: Any, parent: QWidget | None = None) -> None:
        QGraphicsView.__init__(self, parent)
        self.controller = controller
        self.art = card_art
        self.game = controller.rules.game_id
        self.setScene(QGraphicsScene(0, 0, SCENE_W, SCENE_H, self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setMinimumSize(480, 320)
        self.zoom = 1.0
        self.table_width = SCENE_W  # follows the window's shape with 2-3 seats
        self.sort_mode = "value"
        self.model: TableModel | None = None
        self.obs: Any = None
        self.card_items: list[CardItem] = []
        self.zone_items: dict[tuple, ZoneItem] = {}
        self.button_items: list[ButtonItem] = []
        self.animations: list[QPropertyAnimation] = []
        self._hand_key: tuple = ()
        self.init_input()
        controller.state_changed.connect(self.refresh)
        self.refresh()

    # -- building the scene ------------------------------------------------------
    def face_up_seat(self) -> int | None:
        """Whose hand may be drawn face up: only the viewing human's."""
        return self.controller.viewing_seat()

    def _observation(self) -> tuple[Any, int | None]:
        ctl = self.controller
        viewing = ctl.viewing_seat()
        obs = ctl.observation()
        if obs is None:
            # behind the privacy screen: public parts only, every hand as backs
            seat = ctl.privacy_pending()
            if seat is None:
                seat = ctl.current_seat() or 0
            obs = ctl.rules.observation(ctl.state, seat)
            viewing = None
        return obs, (viewing if viewing is not None and viewing == obs.seat else None)

    def build_model(self) -> TableModel:
        obs, face_up = self._observation()
        self.obs = obs
        builder = phase10_model if self.game == "phase10" else skipbo_model
        return builder.build(obs, self.controller.seats, obs.seat, face_up, self.sort_mode,
                             self.table_width)

    def refresh(self, animate: bool = True) -> None:
        """Rebuild the scene from the controller (connected to state_changed);
        ``animate=False`` when only the window changed (no move to replay)."""
        self.stop_animations()
        previous = self.model
        model = self.build_model()
        self.model = model
        self._add_prompt(model)
        scene = self.scene()
        scene.setSceneRect(0, 0, model.width, SCENE_H)
        self.cancel_drag()
        scene.clear()
        self.card_items, self.zone_items, self.button_items = [], {}, []
        self.resetCachedContent()  # seat frames and idle zones live in the background
        for zone in model.zones:
            item = ZoneItem(zone)
            self.zone_items[zone.target] = item
            scene.addItem(item)
        for spec in model.cards:
            item = CardItem(spec, self.art)
            self.card_items.append(item)
            scene.addItem(item)
        for text in model.texts:
            scene.addItem(LabelItem(text, text_for(text.kind, text.args)))
        for button in model.buttons:
            item = ButtonItem(button, button_text(button.kind))
            self.button_items.append(item)
            scene.addItem(item)
        hand = tuple(c.spec.source for c in self.card_items
                     if c.spec.source and c.spec.source[0] == "hand")
        self.after_refresh(keep_selection=hand == self._hand_key)
        self._hand_key = hand
        if previous is not None and animate:
            self._animate_events(previous)

    def _add_prompt(self, model: TableModel) -> None:
        cx, cy, cw, ch = centre_rect(model.players, model.width)
        model.texts.append(TextSpec("prompt", {"text": self.prompt()},
                                    (cx, cy + ch - 28, cw, 26), 17, "centre", True, "#ffe9a8"))

    def prompt(self) -> str:
        """One line saying whose turn it is and what to do."""
        ctl, obs = self.controller, self.obs
        if ctl.is_over():
            return self.tr("The game is over.")
        seat = ctl.current_seat()
        if seat is None:
            return ""
        if ctl.viewing_seat() is None or seat != ctl.viewing_seat():
            return self.tr("{name} is playing...").format(name=ctl.seats[seat].name)
        if self.game == "phase10":
            if obs.stage == "knock":
                return self.tr("Knock (K) to take the discard, or pass (P)")
            if obs.stage == "draw":
                return self.tr("Your turn: draw a card (D) or take the discard (Shift+D)")
            if not obs.laid[obs.seat]:
                return self.tr("Lay down your phase (L) or discard a card to end your turn")
            return self.tr("Hit on laid groups or discard a card to end your turn")
        return self.tr("Build on the piles in the middle, then discard to end your turn")

    # -- look ---------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, FELT_DARK)
        painter.setPen(QPen(QColor("#0d3420"), 6))
        painter.setBrush(FELT)
        painter.drawRoundedRect(QRectF(2, 2, self.table_width - 4, SCENE_H - 4), 40, 40)
        if self.model is not None:
            for box in self.model.boxes:
                paint_seat_box(painter, box)
            for zone in self.model.zones:
                paint_idle_zone(painter, zone)
            for rect in self.model.outlines:
                paint_empty_pile(painter, rect)

    def changeEvent(self, event) -> None:
        """Labels are drawn from translated texts: redraw them in the new language."""
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh(animate=False)
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit()

    def fit(self) -> None:
        """Scale the table to the window; with 2-3 seats first let its width
        follow the window's shape (a rebuild only when that width changes)."""
        self.resetTransform()
        vw, vh = max(1, self.viewport().width()), max(1, self.viewport().height())
        players = self.model.players if self.model is not None else 4
        width = scene_width(players, vw / vh)
        if width != self.table_width:
            self.table_width = width
            self.refresh(animate=False)
        scale = min(vw / width, vh / SCENE_H) * self.zoom
        self.scale(scale, scale)
        policy = (Qt.ScrollBarPolicy.ScrollBarAsNeeded if self.zoom > 1.0
                  else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)
        self.centerOn(width / 2, SCENE_H / 2 + (SCENE_H * 0.2 if self.zoom > 1 else 0))

    def zoom_in(self) -> None:
        self.zoom = min(3.0, self.zoom * 1.2)
        self.fit()

    def zoom_out(self) -> None:
        self.zoom = max(1.0, self.zoom / 1.2)
        self.fit()

    def zoom_reset(self) -> None:
        self.zoom = 1.0
        self.table_width = SCENE_W  # follows the window's shape with 2-3 seats
        self.fit()

    # -- animations -------------------------------------------------------------------
    def stop_animations(self) -> None:
        for anim in self.animations:
            anim.stop()
        self.animations = []

    def animate_to(self, item: CardItem, target: QPointF, ms: int,
                   done: Any = None) -> QPropertyAnimation:
        anim = QPropertyAnimation(item, b"animPos", self)
        anim.setDuration(max(1, ms))
        anim.setStartValue(item.pos())
        anim.setEndValue(target)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.animations.append(anim)

        def finished() -> None:
            if anim in self.animations:
                self.animations.remove(anim)
            if done is not None:
                done()

        anim.finished.connect(finished)
        anim.start()
        return anim

    def snap_back(self, items: list[CardItem]) -> None:
        """Return dragged cards to their places with a short animation."""
        for item in items:
            item.setZValue(item.spec.z)
            if item.pos() != item.home:
                self.animate_to(item, item.home, 180)

    def _anchor(self, seat: int | None, what: str, index: int = -1) -> QPointF | None:
        """Scene position of a seat's hand / stock / discard pile, or a centre pile."""
        model = self.model
        if model is None:
            return None
        if what == "zone":
            zone = model.zone(("building", index)) if self.game == "skipbo" else None
            if zone is None:
                return None
            return QPointF(zone.rect[0] + 8, zone.rect[1] + 8)
        for spec in model.cards:
            if what == "hand" and spec.hand_of == seat:
                return QPointF(spec.rect[0], spec.rect[1])
        for box in model.boxes:
            if box.seat == seat:
                return QPointF(box.rect[0] + box.rect[2] / 2 - 30, box.rect[1] + 60)
        return None

    def _fly(self, spec_face: str | None, start: QPointF | None, end_item: CardItem | None,
             end: QPointF | None, delay: int, ms: int) -> None:
        if start is None or (end is None and end_item is None):
            return
        target = end_item.pos() if end_item is not None else end
        w = end_item.spec.rect[2] if end_item is not None else 80.0
        spec = CardSpec(self.game, spec_face, (start.x(), start.y(), w, w * 1.4), z=200)
        flying = CardItem(spec, self.art)
        flying.setVisible(False)
        self.scene().addItem(flying)
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

            self.animate_to(flying, target, ms, land)

        if delay:
            QTimer.singleShot(delay, self, go)
        else:
            go()

    def _top_item(self, predicate) -> CardItem | None:
        best = None
        for item in self.card_items:
            if predicate(item.spec) and (best is None or item.spec.z >= best.spec.z):
                best = item
        return best

    def _animate_events(self, previous: TableModel) -> None:
        """Let the cards of another seat's move travel to where they landed."""
        speed = int(getattr(self.controller, "speed_ms", 0) or 0)
        if speed <= 0 or self.obs is None:
            return
        ms = max(120, min(450, int(speed * 0.7)))
        me = self.controller.viewing_seat()
        events = self.obs.events
        delay = 0
        for event in events:
            seat = getattr(event, "seat", None)
            if seat is None or seat == me:
                continue
            if self.game == "phase10":
                if event.kind == "discard":
                    end = self._top_item(lambda s: s.source is not None
                                         and s.source[0] == "discard_top")
                    self._fly(event.card, self._anchor(seat, "hand"), end, None, delay, ms)
                elif event.kind in ("draw_deck", "draw_discard"):
                    start = self.zone_items.get(("deck",) if event.kind == "draw_deck"
                                                else ("discard_pile",))
                    self._fly(None, start.pos() if start else None, None,
                              self._anchor(seat, "hand"), delay, ms)
                elif event.kind == "skip_played" and event.target is not None:
                    self._fly("S", self._anchor(seat, "hand"), None,
                              self._anchor(event.target, "box"), delay, ms)
                else:
                    continue
            else:
                if event.kind == "play":
                    end = self._top_item(lambda s, to=event.to: s.seat is None and s.face
                                         is not None and self._in_zone(s, ("building", to)))
                    start = self._anchor(seat, "hand")
                    self._fly(skipbo_model.face(event.card), start, end,
                              self._anchor(None, "zone", event.to), delay, ms)
                elif event.kind == "discard":
                    end = self._top_item(lambda s, st=seat: s.seat == st and s.source is None
                                         and s.hand_of is None and s.face is not None)
                    self._fly(skipbo_model.face(event.card), self._anchor(seat, "hand"), None,
                              end.pos() if end else None, delay, ms)
                else:
                    continue
            delay += ms // 2

    def _in_zone(self, spec: CardSpec, target: tuple) -> bool:
        zone = self.model.zone(target) if self.model else None
        if zone is None:
            return False
        zx, zy, zw, zh = zone.rect
        x, y = spec.rect[0], spec.rect[1]
        return zx <= x <= zx + zw and zy <= y <= zy + zh

    # -- hints ------------------------------------------------------------------------
    def show_hint(self, action: Any) -> None:
        """Highlight the suggested card(s) and target; Enter then plays it."""
        self.clear_hint()
        if action is None or self.model is None:
            return
        sources, target = sources_of_action(self.game, action, self.hand_cards())
        marked = []
        for source in sources:
            item = self.item_for_source(source)
            if item is not None:
                item.set_flags(hinted=True)
                marked.append(item)
        if target is not None and target in self.zone_items:
            self.zone_items[target].set_state(hinted=True)
        self.hint = (action, [m.spec.source for m in marked], target)
        hand_sources = [m.spec.source for m in marked if m.spec.source[0] == "hand"]
        self.set_selection(hand_sources or [m.spec.source for m in marked
                                            if m.spec.source[0] in ("stock", "sdiscard")])
        self.target_focus = target
        self.update_target_focus()
        self.status_message.emit(self.tr("Hint: the highlighted move. Press Enter to make it."))

    def clear_hint(self) -> None:
        self.hint = None
        for item in self.card_items:
            if item.hinted:
                item.set_flags(hinted=False)
        for zone in self.zone_items.values():
            if zone.hinted:
                zone.set_state(hinted=False)

    def request_hint(self) -> None:
        action = self.controller.hint()
        if action is None:
            self.status_message.emit(self.tr("No move to suggest right now."))
        else:
            self.show_hint(action)
