"""The Skip-Bo table as a Qt-free model, built from one seat's observation.

Stock piles show their top card and a count (SB-4), the four discard piles of
every seat are fanned so every card shows (they are public), the building
piles in the centre say the value they are at, and a SKIP-BO card on a
building pile carries a badge with the value it stands for.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.skipbo.cards import Card
from cardtable.engine.skipbo.observation import SkipBoObservation
from cardtable.seats import Seat
from cardtable.ui.table.layout import (
    MARGIN,
    MIN_W,
    NARROW_MIN_W,
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
    card_scale,
    centre_rect,
    column_step,
    grow_texts,
    line_h,
    narrow,
    opponent_boxes,
    row,
    seat_args,
    text_growth,
)

GAME = "skipbo"
WILD = "SB"
HAND_W = 116.0
PILE_W = 100.0
OPP_COLUMN = 126.0  # an opponent's stock pile column (room for "個人牌庫：27")


def face(card: Card | None) -> str:
    """CardArt name of a Skip-Bo card as found in any pile ("SB3" -> "SB")."""
    text = str(card)
    return WILD if text.startswith(WILD) else text


def _header(model: TableModel, seat: int, names: Sequence[Seat], x: float, y: float,
            w: float, big: bool = False) -> None:
    """The seat's name across its box (its stock count is printed under its
    stock pile, so a long name never squeezes it)."""
    s = names[seat]
    size = 22.0 if big else 20.0
    model.texts.append(TextSpec("seat_name", seat_args(s),
                                (x, y, w, line_h(size)), size, bold=True))


def _stock(model: TableModel, obs: SkipBoObservation, seat: int, x: float, y: float, w: float,
           own: bool, label: tuple[float, float], label_size: float = 18.0) -> None:
    """The stock pile at ``x, y``; its count below it, centred in the ``label``
    span (left, width) of scene units."""
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
    model.texts.append(TextSpec("stock_label" if own else "stock_left",
                                {"count": view.stock_count},
                                (label[0], y + h + 4, label[1], line_h(label_size)), label_size,
                                "centre"))


def _discards(model: TableModel, obs: SkipBoObservation, seat: int, x: float, y: float, avail_w: float,
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
            if w >= 64:  # (on a smaller outline the word would crowd it)
                model.texts.append(TextSpec("empty_pile", {}, (x + p * colw, y + h / 2 - 13,
                                                               colw, 26), 18,
                                            "centre", colour="#a9c9ad"))
        for i, card in enumerate(pile):
            top = i == len(pile) - 1
            model.cards.append(CardSpec(GAME, face(card), (px, y + i * step, w, h), z=10 + i,
                                        source=("sdiscard", p) if own and top else None,
                                        seat=seat, place=("pile", seat, p),
                                        band=0.0 if top else min(step, h)))


#: the largest step of another seat's fanned discard pile: room for the
#: buried cards' numbers (``badges.band_label``) at 11 px at 1024x700
FAN_STEP = 26.0
NUMBER_BAND = 16.0  # the least band of a buried card that shows its number (badges.BAND_MIN)

#: Where the rows of compact boxes end on a narrow table (``layout.narrow``):
#: the centre needs three lines under its piles, a box two rows of cards.
GRID_BOTTOM = 380.0
COMPACT_STOCK = 136.0  # a compact box's column of stock and hand ("Handkarten: 10")


def _compact_seat(model: TableModel, obs: SkipBoObservation, seat: int, names: Sequence[Seat],
                  box: tuple[float, float, float, float]) -> None:
    """One seat in a compact box of a narrow table (``layout.narrow``) or a
    tall side column: its name across the top; below it at the left its
    stock pile with the hand beside it and both counts under them; its
    discard piles, as big as the box allows, at the right (or, in a tall
    box, under the stock across the whole box)."""
    x, y, w, h = box
    ix, iw = x + MARGIN, w - 2 * MARGIN
    _header(model, seat, names, ix, y + 6, iw)
    top = y + 38
    sw = max(40.0, min(76.0, (h - 38 - 62) / 1.4))  # two lines of counts under the stock
    sh = card_h(sw)
    _stock(model, obs, seat, ix, top, sw, False, (ix, max(sw, 96.0)), 18.0)
    hand = obs.hand_counts[seat]
    for i in range(hand):
        model.cards.append(CardSpec(GAME, None, (ix + sw + 12 + i * 5, top, 22, card_h(22)),
                                    z=20 + i, seat=seat, hand_of=seat))
    model.texts.append(TextSpec("hand_count", {"count": hand},
                                (ix, top + sh + 4 + line_h(18), COMPACT_STOCK, 26), 18))
    if h >= 300:  # a tall box (one row of boxes): the discard piles under the stock
        dx, dw, dy = ix, iw, top + sh + 4 + 2 * line_h(18) + 4
    else:  # beside the stock
        dx, dw, dy = ix + COMPACT_STOCK + 8, iw - COMPACT_STOCK - 8, y + 36
    model.texts.append(TextSpec("discard_piles", {}, (dx, dy, dw, 26), 18, "centre",
                                colour="#cfe8d0"))
    avail = y + h - dy - 28 - 8
    longest = max((len(p) for p in obs.seats[seat].discards), default=1)
    # the piles fit; the buried cards of a pile of up to four keep bands
    # their numbers fit in (a longer pile's further cards get 3 units)
    fan = NUMBER_BAND * max(0, min(longest, 4) - 1) + 3.0 * max(0, longest - 4)
    cw = min(84.0, dw / 4 - 10, (avail - fan) / 1.4)
    _discards(model, obs, seat, dx, dy + 28, dw, avail, cw, FAN_STEP, False)


def build(obs: SkipBoObservation, names: Sequence[Seat], bottom: int, face_up: int | None,
          sort_mode: str = "value", width: float = SCENE_W, scale: float | None = None) -> TableModel:
    """The whole table for ``obs`` with seat ``bottom`` at the bottom, ``width``
    units wide (see ``layout.scene_width``); ``scale``: the hand's and the
    building piles' cards that much larger where there is room (None:
    ``layout.card_scale()``, the preference)."""
    scale = card_scale() if scale is None else scale
    n = obs.options.players
    model = TableModel(GAME, n, bottom, face_up, width=width)
    current = obs.current
    compact = narrow(n, width)
    grid = GRID_BOTTOM
    # -- the other seats ------------------------------------------------------
    for seat, (x, y, w, h) in opponent_boxes(n, bottom, width, grid):
        model.boxes.append(SeatBox(seat, (x, y, w, h), seat == current, False))
        if compact or h >= 400:  # a narrow table's rows, or a full-height side column
            _compact_seat(model, obs, seat, names, (x, y, w, h))
            continue
        ix, iw = x + MARGIN, w - 2 * MARGIN
        _header(model, seat, names, ix, y + 6, iw)
        # one opponent across the whole top: bigger cards, the hand at the right
        wide = iw > 900
        sw = 96.0 if wide else 76.0
        col = max(OPP_COLUMN, sw + 20)  # stock pile, its count and the hand, one column
        top = y + 64  # below the header and the "Discard piles" caption
        _stock(model, obs, seat, ix + (col - sw) / 2, top, sw, False, (ix, col), 18.0)
        dx = ix + col + 6
        dw = min(iw - col - 6 - (OPP_COLUMN + 20) * wide, 4 * (sw + 24))
        hx, hy = (dx + dw + 20, top) if wide else (ix, top + card_h(sw) + 32)
        hand = obs.hand_counts[seat]
        for i in range(hand):
            model.cards.append(CardSpec(GAME, None, (hx + i * 6, hy, 34, card_h(34)), z=20 + i,
                                        seat=seat, hand_of=seat))
        model.texts.append(TextSpec("hand_count", {"count": hand},
                                    (hx, hy + card_h(34) + 2, OPP_COLUMN, 26), 18))
        cw = min(sw, dw / 4 - 8)
        model.texts.append(TextSpec("discard_piles", {}, (dx, y + 36, dw, 26), 18, "centre",
                                    colour="#cfe8d0"))
        _discards(model, obs, seat, dx, top, dw, h - (top - y) - 8, cw, FAN_STEP, False)
    # -- the centre -------------------------------------------------------------
    cx, cy, cw_, centre_h = model.centre = centre_rect(n, width, grid)
    py = cy + (6 if compact else 40)
    slot = cw_ / 5
    base_w = 84.0 if compact else PILE_W  # a narrow table's centre is lower
    # larger piles only as far as their two (three) lines of text keep clear of
    # the prompt at the bottom of the centre, and each stays in its column
    room = (cy + centre_h - 32 - (84 if obs.set_aside else 58) * text_growth(scale) - py) / 1.4
    pile_w = min(base_w * scale, max(base_w, min(room, slot - 24)))
    ph = card_h(pile_w)
    dx = cx + (slot - pile_w) / 2
    depth = min(3, (obs.draw_count + 29) // 30)
    for k in range(depth):
        model.cards.append(CardSpec(GAME, None, (dx - 3 * k, py - 3 * k, pile_w, ph), z=k,
                                    place=("draw",)))
    lw = slot - 8  # a label may take its whole column
    model.texts.append(TextSpec("sb_draw_pile", {}, (dx + pile_w / 2 - lw / 2, py + ph + 6, lw, 26),
                                18, "centre"))
    model.texts.append(TextSpec("sb_draw_count", {"count": obs.draw_count},
                                (dx + pile_w / 2 - lw / 2, py + ph + 32, lw, 26), 18, "centre"))
    if obs.set_aside:
        model.texts.append(TextSpec("set_aside", {"count": len(obs.set_aside)},
                                    (dx + pile_w / 2 - lw / 2, py + ph + 58, lw, 26), 18,
                                    "centre"))
    for b in range(4):
        pile = obs.building[b] if b < len(obs.building) else ()
        bx = cx + (b + 1) * slot + (slot - pile_w) / 2
        model.zones.append(ZoneSpec(("building", b), (bx - 8, py - 8, pile_w + 16, ph + 16)))
        if pile:
            top_card = pile[-1]
            if len(pile) > 1:
                model.cards.append(CardSpec(GAME, None, (bx + 3, py + 3, pile_w, ph), z=0))
            badge = f"={len(pile)}" if face(top_card) == WILD else None
            model.cards.append(CardSpec(GAME, face(top_card), (bx, py, pile_w, ph), z=2, badge=badge))
        lx = bx + pile_w / 2 - lw / 2
        model.texts.append(TextSpec("building_name", {"index": b + 1},
                                    (lx, py + ph + 6, lw, 26), 18, "centre"))
        model.texts.append(TextSpec("building_value", {"value": len(pile), "index": b + 1},
                                    (lx, py + ph + 32, lw, 26), 18, "centre"))
    # -- the bottom seat ----------------------------------------------------------
    bx, by, bw, bh = bottom_box(width)
    model.boxes.append(SeatBox(bottom, (bx, by, bw, bh), bottom == current, True))
    if width >= MIN_W:
        shrink = SCENE_W - width  # 0 on the widest table; the parts move closer together
        ox, ow = 390.0 - shrink / 2, 540.0 - shrink / 4
        sx, stock_w = bx + 150 - shrink / 3, HAND_W
        left = max(bx + 4, sx - 50)
        hx, hw = 950.0 - shrink * 0.75, 620.0 - shrink / 4
        card_w = min(HAND_W, (hw - 40) / 5)  # five cards side by side
        # larger cards overlap a little, every card's index in view
        card_w = max(card_w, min(card_w * scale, hw / 3.4, (SCENE_H - MARGIN - 60 - (by + 70)) / 1.4))
    else:  # a narrow table with 4-6 seats: a smaller stock, the hand's cards touching
        extra = width - NARROW_MIN_W
        ox, ow = bx + 190 + extra * 0.2, 340 + extra * 0.4
        sx, stock_w, left = bx + 40, 96.0, bx + 4
        hx = ox + ow + 20
        hw = bx + bw - 12 - hx
        card_w = min(HAND_W, hw / 4.6)
        card_w = max(card_w, min(card_w * scale, hw / 3.4, (SCENE_H - MARGIN - 60 - (by + 70)) / 1.4))
    _header(model, bottom, names, bx + 12, by + 8, ox - bx - 30, big=True)
    _stock(model, obs, bottom, sx, by + 56, stock_w, True, (left, ox - 8 - left), 19.0)
    # named like the other seats' discard piles, above them
    model.texts.append(TextSpec("discard_piles", {}, (ox, by + 6, ow, 26), 18, "centre",
                                colour="#cfe8d0"))
    _discards(model, obs, bottom, ox, by + 38, ow, SCENE_H - by - 52, min(110.0, ow / 4 - 14),
              34, True)
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
    model.texts.append(TextSpec("hand_label", {}, (hx, hy - 36, hw, 28), 19, "centre"))
    grow_texts(model, scale)
    return model
