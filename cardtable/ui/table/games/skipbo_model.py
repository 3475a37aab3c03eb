"""The Skip-Bo table as a Qt-free model, built from one seat's observation.

Stock piles show their top card and a count (SB-4), the four discard piles of
every seat are fanned so every card shows (they are public), the building
piles in the centre say the value they are at, and a SKIP-BO card on a
building pile carries a badge with the value it stands for.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.ui.table.layout import (
    MARGIN,
    SCENE_H,
    SCENE_W,
    ButtonSpec,
    CardSpec,
    SeatBox,
    TableModel,
    TextSpec,
    ZoneSpec,
    bottom_box,
    card_h,
    centre_rect,
    column_step,
    opponent_boxes,
    row,
)

GAME = "skipbo"
WILD = "SB"
HAND_W = 116.0
PILE_W = 100.0


def face(card: Any) -> str:
    """CardArt name of a Skip-Bo card as found in any pile ("SB3" -> "SB")."""
    text = str(card)
    return WILD if text.startswith(WILD) else text


def _header(model: TableModel, obs: Any, seat: int, names: Sequence[Any], x: float, y: float,
            w: float, big: bool = False) -> None:
    """Name and stock count; the bottom seat (``big``) shows only its name, its
    stock count is printed right under its stock pile."""
    s = names[seat]
    size = 22.0 if big else 19.0
    model.texts.append(TextSpec("seat_name", {"name": s.name, "level": s.level,
                                              "human": s.is_human},
                                (x, y, w if big else w * 0.72, size + 8), size, bold=True))
    if big:
        return
    model.texts.append(TextSpec("stock_left", {"count": obs.seats[seat].stock_count},
                                (x + w * 0.72, y, w * 0.28, size + 8), size - 2, "right"))


def _stock(model: TableModel, obs: Any, seat: int, x: float, y: float, w: float,
           own: bool, label_size: float = 17.0) -> None:
    view = obs.seats[seat]
    h = card_h(w)
    if view.stock_count > 1:
        model.cards.append(CardSpec(GAME, None, (x + 4, y + 4, w, h), z=1, seat=seat))
    if view.stock_top is not None:
        model.cards.append(CardSpec(GAME, face(view.stock_top), (x, y, w, h), z=2,
                                    source=("stock",) if own else None, seat=seat,
                                    place=("stock", seat)))
    elif view.stock_count == 0:
        model.outlines.append((x, y, w, h))
    model.texts.append(TextSpec("stock_label", {"count": view.stock_count},
                                (x - 20, y + h + 4, w + 40, label_size + 5), label_size,
                                "centre"))


def _discards(model: TableModel, obs: Any, seat: int, x: float, y: float, avail_w: float,
              avail_h: float, w: float, max_step: float, own: bool) -> None:
    piles = obs.seats[seat].discards
    colw = avail_w / 4
    h = card_h(w)
    for p in range(4):
        pile = piles[p] if p < len(piles) else ()
        px = x + p * colw + (colw - w) / 2
        step = column_step(len(pile), h, avail_h, max_step)
        if own:
            zh = max(h, step * max(0, len(pile) - 1) + h)
            model.zones.append(ZoneSpec(("own_discard", p), (px - 6, y - 6, w + 12, zh + 12)))
        if not pile:
            if not own:  # an outline like the human's empty piles (theirs are drop zones)
                model.outlines.append((px, y, w, h))
            model.texts.append(TextSpec("empty_pile", {}, (px, y + h / 2 - 10, w, 20), 13,
                                        "centre", colour="#a9c9ad"))
        for i, card in enumerate(pile):
            top = i == len(pile) - 1
            model.cards.append(CardSpec(GAME, face(card), (px, y + i * step, w, h), z=10 + i,
                                        source=("sdiscard", p) if own and top else None,
                                        seat=seat, place=("pile", seat, p)))


def build(obs: Any, names: Sequence[Any], bottom: int, face_up: int | None,
          sort_mode: str = "value", width: float = SCENE_W) -> TableModel:
    """The whole table for ``obs`` with seat ``bottom`` at the bottom, ``width``
    units wide (see ``layout.scene_width``)."""
    n = obs.options.players
    model = TableModel(GAME, n, bottom, face_up, width=width)
    current = obs.current
    # -- the other seats ------------------------------------------------------
    for seat, (x, y, w, h) in opponent_boxes(n, bottom, width):
        model.boxes.append(SeatBox(seat, (x, y, w, h), seat == current, False))
        ix, iw = x + MARGIN, w - 2 * MARGIN
        _header(model, obs, seat, names, ix, y + 6, iw)
        sw = 76.0 if h > 250 else 60.0
        top = y + 58  # below the header and the "Discard piles" caption
        _stock(model, obs, seat, ix, top, sw, False, 13.0)
        hy = top + card_h(sw) + 24
        hand = obs.hand_counts[seat]
        for i in range(hand):
            model.cards.append(CardSpec(GAME, None, (ix + i * 6, hy, 34, card_h(34)), z=20 + i,
                                        seat=seat, hand_of=seat))
        model.texts.append(TextSpec("hand_count", {"count": hand},
                                    (ix, hy + card_h(34) + 2, 90, 18), 13))
        dx = ix + sw + 30
        dw = min(iw - sw - 30, 4 * (sw + 24))
        cw = min(sw, dw / 4 - 8)
        model.texts.append(TextSpec("discard_piles", {}, (dx, y + 36, dw, 18), 13, "centre",
                                    colour="#cfe8d0"))
        _discards(model, obs, seat, dx, top, dw, h - (top - y) - 8, cw, 22, False)
    # -- the centre -------------------------------------------------------------
    cx, cy, cw_, _ch = centre_rect(n, width)
    ph = card_h(PILE_W)
    py = cy + 40
    slot = cw_ / 5
    dx = cx + (slot - PILE_W) / 2
    depth = min(3, (obs.draw_count + 29) // 30)
    for k in range(depth):
        model.cards.append(CardSpec(GAME, None, (dx - 3 * k, py - 3 * k, PILE_W, ph), z=k,
                                    place=("draw",)))
    model.texts.append(TextSpec("sb_draw_count", {"count": obs.draw_count},
                                (dx - 30, py + ph + 8, PILE_W + 60, 22), 15, "centre"))
    if obs.set_aside:
        model.texts.append(TextSpec("set_aside", {"count": len(obs.set_aside)},
                                    (dx - 30, py + ph + 30, PILE_W + 60, 20), 13, "centre"))
    for b in range(4):
        pile = obs.building[b] if b < len(obs.building) else ()
        bx = cx + (b + 1) * slot + (slot - PILE_W) / 2
        model.zones.append(ZoneSpec(("building", b), (bx - 8, py - 8, PILE_W + 16, ph + 16)))
        if pile:
            top = pile[-1]
            if len(pile) > 1:
                model.cards.append(CardSpec(GAME, None, (bx + 3, py + 3, PILE_W, ph), z=0))
            badge = f"={len(pile)}" if face(top) == WILD else None
            model.cards.append(CardSpec(GAME, face(top), (bx, py, PILE_W, ph), z=2, badge=badge))
        model.texts.append(TextSpec("building_value", {"value": len(pile), "index": b + 1},
                                    (bx - 20, py + ph + 8, PILE_W + 40, 22), 15, "centre"))
    # -- the bottom seat ----------------------------------------------------------
    bx, by, bw, bh = bottom_box(width)
    model.boxes.append(SeatBox(bottom, (bx, by, bw, bh), bottom == current, True))
    narrow = SCENE_W - width  # 0 on the widest table; the parts move closer together
    ox, ow = 390.0 - narrow / 2, 540.0 - narrow / 4
    _header(model, obs, bottom, names, bx + 12, by + 8, ox - bx - 30, big=True)
    _stock(model, obs, bottom, bx + 150 - narrow / 3, by + 56, HAND_W, True)
    _discards(model, obs, bottom, ox, by + 10, ow, SCENE_H - by - 24, min(110.0, ow / 4 - 14),
              34, True)
    hx, hw = 950.0 - narrow * 0.75, 620.0 - narrow / 4
    card_w = min(HAND_W, (hw - 40) / 5)  # five cards side by side
    hy = by + 70
    model.zones.append(ZoneSpec(("hand",), (hx - 8, hy - 8, hw + 16, card_h(card_w) + 16),
                                "area", z=-1.5))
    if face_up == bottom and face_up == obs.seat:
        xs = row(len(obs.hand), card_w, hx, hw, card_w + 20)
        for i, (card, x) in enumerate(zip(obs.hand, xs, strict=True)):
            model.cards.append(CardSpec(GAME, face(card), (x, hy, card_w, card_h(card_w)),
                                        z=40 + i, source=("hand", i, card), seat=bottom,
                                        hand_of=bottom))
        if current == bottom and any(type(a).__name__ == "EndTurn" for a in obs.legal_actions):
            model.buttons.append(ButtonSpec("end", (hx + hw / 2 - 80, hy + card_h(card_w) + 14,
                                                    160, 40), "end_turn"))
    else:
        count = obs.hand_counts[bottom]
        xs = row(count, card_w, hx, hw, 40)
        for i, x in enumerate(xs):
            model.cards.append(CardSpec(GAME, None, (x, hy, card_w, card_h(card_w)), z=40 + i,
                                        seat=bottom, hand_of=bottom))
    model.texts.append(TextSpec("hand_label", {}, (hx, hy - 34, hw, 24), 16, "centre"))
    return model
