"""The Phase 10 table as a Qt-free model: which card lies where, face up or not.

Built only from one seat's observation (what that seat may see). When no hand
may be shown (``face_up_seat`` None, e.g. behind the privacy screen), every
hand is drawn as backs, the bottom one included.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.phase10.cards import COLOURS, colour, value
from cardtable.engine.phase10.meld_types import Group, Laid
from cardtable.engine.phase10.observation import Observation
from cardtable.seats import Seat
from cardtable.ui.table.badges import badge_room
from cardtable.ui.table.layout import (
    MARGIN,
    SCENE_W,
    ButtonSpec,
    CardSpec,
    Rect,
    SeatBox,
    TableModel,
    TextSpec,
    ZoneSpec,
    bottom_box,
    card_h,
    card_scale,
    centre_rect,
    grow_texts,
    line_h,
    narrow,
    opponent_boxes,
    row,
    seat_args,
)

GAME = "phase10"
HAND_W = 100.0
HAND_Y = 832.0
PILE_W = 110.0
GROUP_LABEL_H = 26.0
HAND_COLUMN = 300.0  # an opponent's hand (backs and count) at the right of a wide box  # the name under a laid group ("Drilling")


def sort_hand(hand: Sequence[str], mode: str) -> list[str]:
    """The hand in display order: by value (then colour) or by colour (then value);
    Wilds after the numbers, Skips last."""

    def key(card: str) -> tuple:
        v = value(card)
        c = colour(card)
        special = 0 if v is not None else (1 if card == "W" else 2)
        cidx = COLOURS.index(c) if c else 9
        if mode == "colour":
            return (special, cidx, v or 0)
        return (special, v or 0, cidx)

    return sorted(hand, key=key)


def badge_of(laid: Laid) -> str | None:
    """What a laid Wild stands for ("=7" / "=R"); None for a number card."""
    if laid.card != "W":
        return None
    if laid.value is not None:
        return f"={laid.value}"
    return f"={laid.colour}" if laid.colour else None


#: the least visible strip of an overlapped laid card, in card widths (its corner index)
STRIP = 0.32


def _badge_fit(groups: Sequence[Group], avail: float, cap: float, stacked: bool,
               gap: float = 16.0) -> float:
    """The widest laid card (at most ``cap``) with which every group fits
    ``avail`` with every card's corner (``STRIP``) and every Wild's badge
    whole (``cap`` if no group has a Wild)."""
    parts = []
    for group in groups:
        rooms = [badge_room(badge_of(laid), cap) for laid in group.cards[:-1]]
        parts.append((sum(rooms), 1 + STRIP * sum(1 for r in rooms if not r)))
    if not any(r for r, _ in parts):
        return cap
    if stacked:
        return min(cap, *((avail - r) / units for r, units in parts))
    total = avail - gap * (len(groups) - 1)
    return min(cap, (total - sum(r for r, _ in parts)) / sum(u for _, u in parts))


def _group_widths(leasts: list[list[float]], card_w: float, avail: float) -> list[float]:
    """The widths of groups side by side in ``avail``: equal shares, unless
    a group's Wilds need more for their badges (``leasts``: per card the
    least step after it), then in proportion to what each group needs."""
    needs = [card_w + sum(max(v, STRIP * card_w) for v in least[:-1]) for least in leasts]
    equal = avail / max(1, len(leasts))
    if all(need <= equal for need in needs):
        return [equal] * len(leasts)
    total = sum(needs)
    return [avail * need / total for need in needs]


def _groups(model: TableModel, obs: Observation, seat: int, rect: tuple, card_w: float,
            max_step: float, labels: bool = True, stacked: bool = False) -> None:
    """The laid groups of ``seat`` side by side inside ``rect`` (one under
    the other if ``stacked``), each named under its cards (``labels``; a
    compact box names them in its phase line)."""
    groups = obs.laid[seat]
    if not groups:
        return
    x, y0, w, _h = rect
    gap = 16.0
    ch = card_h(card_w)
    # a Wild's badge ("=9") stays visible: a wider step after it
    leasts = [[badge_room(badge_of(laid), card_w) for laid in group.cards] for group in groups]
    widths = [w] * len(groups) if stacked else _group_widths(leasts, card_w, w - gap * (len(groups) - 1))
    for g, group in enumerate(groups):
        each = widths[g]
        gx = x if stacked else x + sum(widths[:g]) + g * gap
        pitch = ch + (GROUP_LABEL_H + 8 if labels else gap)  # a stacked group and its name
        y = y0 + g * pitch if stacked else y0
        xs = row(len(group.cards), card_w, gx, each, max_step, leasts[g])
        left = xs[0] if xs else gx
        right = (xs[-1] + card_w) if xs else gx + card_w
        model.zones.append(ZoneSpec(("group", seat, g), (left - 6, y - 6, right - left + 12,
                                                         ch + 12), "group", z=1.0))
        for i, (laid, cx) in enumerate(zip(group.cards, xs, strict=True)):
            model.cards.append(CardSpec(GAME, laid.card, (cx, y, card_w, ch), z=10 + i,
                                        badge=badge_of(laid), seat=seat))
        if labels:
            model.texts.append(TextSpec("group_kind",
                                        {"kind": group.kind, "size": len(group.cards)},
                                        (gx, y + ch + 2, each, GROUP_LABEL_H), 18, "centre"))


def _hand_backs(model: TableModel, seat: int, count: int, x: float, y: float,
                w: float = 44.0, step: float = 9.0, label: Rect | None = None) -> None:
    """The backs of a hand and its count (beside them, or in ``label``)."""
    for i in range(count):
        model.cards.append(CardSpec(GAME, None, (x + i * step, y, w, card_h(w)), z=20 + i,
                                    seat=seat, hand_of=seat))
    bx = x + max(0, count - 1) * step + w + 6
    model.texts.append(TextSpec("hand_count", {"count": count},
                                label or (bx, y + card_h(w) / 2 - 13, 130, 26), 18))


def _header(model: TableModel, obs: Observation, seat: int, names: Sequence[Seat], x: float, y: float,
            w: float, big: bool = False, phase_w: float | None = None) -> None:
    """Name and score on the first line, the phase (with its booklet name) below."""
    s = names[seat]
    size = 22.0 if big else 20.0
    line = line_h(size)
    model.texts.append(TextSpec("seat_name", seat_args(s),
                                (x, y, w * 0.7, line), size, bold=True))
    model.texts.append(TextSpec("p10_score", {"score": obs.scores[seat]},
                                (x + w * 0.7, y, w * 0.3, line), size - 1, "right"))
    done = bool(obs.laid[seat])
    model.texts.append(TextSpec("p10_phase", {"phase": obs.phases[seat], "done": done},
                                (x, y + line + 1, phase_w or w, 26), 18,
                                colour="#bff5c2" if done else "#f4f1e0"))


def _skip_marker(model: TableModel, seat: int, x: float, y: float, w: float,
                 label: Rect, align: str, kind: str = "skip_front") -> None:
    """The Skip card lying in front of ``seat`` and "Misses a turn" in ``label``
    (``kind`` "skip_chosen": chosen for the Skip, not given yet: APP-UNDO)."""
    model.cards.append(CardSpec(GAME, "S", (x, y, w, card_h(w)), z=30, seat=seat))
    model.texts.append(TextSpec(kind, {}, label, 18, align,
                                colour="#ffd27a" if kind == "skip_front" else "#9fe3ff"))


def _front_kind(obs: Observation, seat: int) -> str | None:
    """What lies in front of ``seat``: a Skip given, one only chosen, or nothing."""
    if obs.skips[seat]:
        return "skip_front"
    return "skip_chosen" if obs.skip_choice == seat else None


#: Where the rows of compact boxes end on a narrow table (``layout.narrow``):
#: a box holds three lines of text over the seat's laid groups.
GRID_BOTTOM = 410.0
COMPACT_HAND = 140.0  # a compact box's hand column ("Handkarten: 10")


def open_step(width: float, count: int, room: float, most: float = 1.08) -> float:
    """The step between the cards of a hand shown face up at a round end:
    as far apart as ``room`` allows (side by side when it fits; else
    overlapping, every card's index still showing), never closer than the
    backs'."""
    if count <= 1:
        return 5.0
    return max(5.0, min(width * most, (room - width) / (count - 1)))


def _compact_seat(model: TableModel, obs: Observation, seat: int, names: Sequence[Seat],
                  box: Rect, open_hands: bool = False) -> None:
    """One seat in a compact box of a narrow table (``layout.narrow``): its
    name; its phase number and score; the phase's booklet name (or that it
    sits out); below them its laid groups, as big as the box allows, beside
    a column with its hand and a Skip lying in front of it."""
    x, y, w, h = box
    ix, iw = x + MARGIN, w - 2 * MARGIN
    s = names[seat]
    model.texts.append(TextSpec("seat_name", seat_args(s),
                                (ix, y + 6, iw, line_h(20)), 20, bold=True))
    done = bool(obs.laid[seat])
    colour = "#bff5c2" if done else "#f4f1e0"
    model.texts.append(TextSpec("p10_phase_number", {"phase": obs.phases[seat], "done": done},
                                (ix, y + 36, iw / 2, 26), 18, colour=colour))
    model.texts.append(TextSpec("p10_score", {"score": obs.scores[seat]},
                                (ix + iw / 2, y + 36, iw / 2, 26), 18, "right"))
    if obs.active[seat]:
        model.texts.append(TextSpec("p10_requirement", {"phase": obs.phases[seat]},
                                    (ix, y + 62, iw, 26), 18, colour=colour))
    else:
        model.texts.append(TextSpec("sitting_out", {}, (ix, y + 62, iw, 26), 18))
    top = y + 92
    groups = obs.laid[seat]
    longest = max((len(g.cards) for g in groups), default=1)
    spread = 1 + 0.32 * (longest - 1)  # card widths a group needs: every card's index shows
    backs = 36.0 if open_hands else 28.0  # face up at a round end: bigger, spread (countable)
    count = obs.hand_counts[seat]
    if h >= 300:  # a tall box (one row of boxes): the hand under the text, the groups stacked
        step = open_step(backs, count, iw - COMPACT_HAND - 40) if open_hands else 5.0
        _hand_backs(model, seat, count, ix, top, backs, step)
        front = _front_kind(obs, seat)
        if front is not None:
            _skip_marker(model, seat, ix + iw - 26, top, 26,
                         (ix + iw - COMPACT_HAND, top + 40, COMPACT_HAND, 26), "right", front)
        gtop = top + 72
        room = y + h - 8 - gtop
        per_row = (room - 16 * (len(groups) - 1)) / max(1, len(groups))
        gw = max(24.0, min(72.0, per_row / 1.4, iw / spread))
        gw = max(24.0, _badge_fit(groups, iw, gw, stacked=True))
        _groups(model, obs, seat, (ix, gtop, iw, room), gw, gw + 4, labels=False, stacked=True)
        return
    hx = ix + iw - COMPACT_HAND
    step = open_step(backs, count, COMPACT_HAND) if open_hands else 5.0
    _hand_backs(model, seat, count, hx, top, backs, step,
                (hx, top + card_h(backs) + 2, COMPACT_HAND, 26))
    front = _front_kind(obs, seat)
    if front is not None:
        mark = top + card_h(backs) + 28
        _skip_marker(model, seat, ix + iw - 26, top, 26, (hx, mark, COMPACT_HAND, 26), "right",
                     front)
    room = y + h - 8 - top
    avail = iw - COMPACT_HAND - 12
    each = (avail - 16 * (len(groups) - 1)) / max(1, len(groups))
    gw = max(24.0, min(64.0, room / 1.4, each / spread))
    gw = max(24.0, _badge_fit(groups, avail, gw, stacked=False))
    _groups(model, obs, seat, (ix, top, avail, room), gw, gw + 4, labels=False)


def build(obs: Observation, names: Sequence[Seat], bottom: int, face_up: int | None,
          sort_mode: str = "value", width: float = SCENE_W, open_hands: bool = False,
          scale: float | None = None) -> TableModel:
    """The whole table for ``obs`` with seat ``bottom`` at the bottom, ``width``
    units wide (see ``layout.scene_width``); ``open_hands``: every hand will
    be shown face up (a round's end), so the other seats' hands are spread
    out enough to read and count; ``scale``: the hand's and the piles' cards
    that much larger (None: ``layout.card_scale()``, the preference)."""
    scale = card_scale() if scale is None else scale
    n = obs.options.players
    model = TableModel(GAME, n, bottom, face_up, width=width)
    current = obs.current if obs.stage != "over" else None
    compact = narrow(n, width)
    grid = GRID_BOTTOM
    # -- the other seats ----------------------------------------------------
    for seat, (x, y, w, h) in opponent_boxes(n, bottom, width, grid):
        model.boxes.append(SeatBox(seat, (x, y, w, h), seat == current, False))
        model.zones.append(ZoneSpec(("seat", seat), (x, y, w, h), "seat", z=-2.0))
        if compact:
            _compact_seat(model, obs, seat, names, (x, y, w, h), open_hands)
            continue
        ix, iw = x + MARGIN, w - 2 * MARGIN
        # one opponent across the whole top: the hand beside the header, the groups big
        wide = w > 700
        _header(model, obs, seat, names, ix, y + 6, iw, phase_w=iw - HAND_COLUMN - 20 if wide else None)
        hx, hy = (ix + iw - HAND_COLUMN, y + 40) if wide else (ix, y + 70)
        count = obs.hand_counts[seat]
        room = HAND_COLUMN - 140 if wide else iw - 200
        _hand_backs(model, seat, count, hx, hy, 44.0,
                    open_step(44.0, count, room) if open_hands else 9.0)
        right = ix + iw
        mark_y = hy + card_h(44) + 8 if wide else hy
        front = _front_kind(obs, seat)
        if front is not None:
            _skip_marker(model, seat, right - 40, mark_y, 40,
                         (right - 220, mark_y + card_h(40) + 2, 220, 26), "right", front)
        if not obs.active[seat]:
            model.texts.append(TextSpec("sitting_out", {}, (hx + 200 * (not wide), mark_y,
                                                            HAND_COLUMN - 60, 26), 18))
        gy = y + 74 if wide else hy + card_h(44) + 30
        gw_ = iw - HAND_COLUMN - 20 if wide else iw
        if h >= 400 and not wide:  # a full-height side column: one group under the other
            groups = obs.laid[seat]
            rows = max(1, len(groups))
            per_row = (h - (gy - y) - 8 - rows * (GROUP_LABEL_H + 8)) / rows
            longest = max((len(g.cards) for g in groups), default=1)
            gw = max(36.0, min(100.0, per_row / 1.4, iw / (1 + 0.32 * (longest - 1))))
            gw = max(36.0, _badge_fit(groups, iw, gw, stacked=True))
            _groups(model, obs, seat, (ix, gy, iw, h - (gy - y) - 8), gw, gw + 4, stacked=True)
            continue
        room = h - (gy - y) - GROUP_LABEL_H - 8
        gw = max(36.0, min(110.0 if wide else 90.0 if w > 500 else 76.0, room / 1.4))
        gw = max(36.0, _badge_fit(obs.laid[seat], gw_, gw, stacked=False))
        # side by side when there is room (wide boxes), overlapping only when needed
        _groups(model, obs, seat, (ix, gy, gw_, room), gw, gw + 4)
    # -- the centre -----------------------------------------------------------
    cx, cy, cw, centre_h = model.centre = centre_rect(n, width, grid)
    mid = cx + cw / 2
    # a narrow table's centre is lower: the round beside the piles, the buttons right of them
    py = cy + (4 if compact else 38)
    # larger piles only as far as the texts under them and the knock buttons
    # keep clear of the prompt at the bottom of the centre
    below = 30.0 if compact else 82.0
    pile_w = min((90.0 if compact else PILE_W) * scale,
                 max(90.0 if compact else PILE_W, (cy + centre_h - 34 - below - py) / 1.4))
    ph = card_h(pile_w)
    dx = mid - pile_w - 50
    depth = min(3, (obs.draw_count + 19) // 20)
    for k in range(depth):
        model.cards.append(CardSpec(GAME, None, (dx - 3 * k, py - 3 * k, pile_w, ph), z=k,
                                    source=("deck",) if k == depth - 1 else None,
                                    place=("draw",)))
    model.zones.append(ZoneSpec(("deck",), (dx - 12, py - 12, pile_w + 20, ph + 20)))
    under = py + ph + (4 if compact else 8)
    model.texts.append(TextSpec("draw_count", {"count": obs.draw_count},
                                (dx - 44, under, pile_w + 88, 26), 18, "centre"))
    tx = mid + 50
    if obs.discard_top is not None:
        if obs.discard_count > 1:
            model.cards.append(CardSpec(GAME, None, (tx + 3, py + 3, pile_w, ph), z=0))
        model.cards.append(CardSpec(GAME, obs.discard_top, (tx, py, pile_w, ph), z=2,
                                    source=("discard_top", obs.discard_top)))
    model.zones.append(ZoneSpec(("discard_pile",), (tx - 10, py - 10, pile_w + 20, ph + 20)))
    model.texts.append(TextSpec("discard_label", {"count": obs.discard_count},
                                (tx - 44, under, pile_w + 88, 26), 18, "centre"))
    round_rect = ((cx, py + ph / 2 - 14, dx - 54 - cx, 28) if compact
                  else (cx, cy, cw, 28))
    model.texts.append(TextSpec("round", {"round": obs.round}, round_rect, 19, "centre"))
    chosen = obs.skip_choice
    if current is not None and current == bottom == face_up and obs.stage == "knock":
        if compact:
            bx_ = tx + pile_w + 60
            model.buttons.append(ButtonSpec("knock", (bx_, py + 14, 160, 40), "knock"))
            model.buttons.append(ButtonSpec("pass", (bx_, py + 68, 160, 40), "pass"))
        else:
            by_ = py + ph + 40
            model.buttons.append(ButtonSpec("knock", (mid - 170, by_, 160, 40), "knock"))
            model.buttons.append(ButtonSpec("pass", (mid + 10, by_, 160, 40), "pass"))
    elif current is not None and current == bottom == face_up and chosen is not None:
        give = ((tx + pile_w + 60, py + 14, 300, 40) if compact
                else (mid - 150, py + ph + 40, 300, 40))
        model.buttons.append(ButtonSpec("give_skip", give, "give_skip"))
    # -- the bottom seat ------------------------------------------------------
    bx, by, bw, bh = bottom_box(width)
    model.boxes.append(SeatBox(bottom, (bx, by, bw, bh), bottom == current, True))
    _header(model, obs, bottom, names, bx + 12, by + 8, 380, big=True)
    front = _front_kind(obs, bottom)
    if front is not None:
        _skip_marker(model, bottom, bx + 40, by + 80, 50,
                     (bx + 12, by + 80 + card_h(50) + 2, 186, 26), "left", front)
    card_w = HAND_W * scale  # a larger hand grows upwards, from the same bottom line
    hand_y = HAND_Y + card_h(HAND_W) - card_h(card_w)
    area = (420.0, by + 8, min(760.0, width - 440.0), min(168.0, hand_y - 4 - (by + 8)))
    hand_w = min(1200.0, width - 220.0)
    model.zones.append(ZoneSpec(("phase_area", bottom), area, "area", z=0.0, gathers=True))
    if obs.laid[bottom]:
        # the laid groups as big as the area allows, side by side when they fit
        laid_w = min(80.0, (area[3] - 8 - GROUP_LABEL_H - 4) / 1.4)  # above a larger hand: smaller
        _groups(model, obs, bottom, (area[0] + 10, area[1] + 8, area[2] - 20, area[3]), laid_w, laid_w + 4)
    elif current == bottom and obs.active[bottom]:
        # the invitation only while the player may act on it (not during
        # others' turns, nor on the frozen table of a round's end)
        model.texts.append(TextSpec("lay_here", {"phase": obs.phases[bottom]},
                                    (area[0], area[1] + area[3] / 2 - 15, area[2], 30), 20,
                                    "centre", colour="#cfe8d0"))
    model.zones.append(ZoneSpec(("hand",), (200.0, hand_y - 8, hand_w, card_h(card_w) + 16),
                                "area", z=-1.5))
    if face_up == bottom and face_up == obs.seat:
        hand = sort_hand(obs.hand, sort_mode)
        if chosen is not None and current == bottom and "S" in hand:
            hand.remove("S")  # it lies in front of the chosen opponent
        xs = row(len(hand), card_w, 200.0, hand_w, card_w + 8)
        for i, (card, x) in enumerate(zip(hand, xs, strict=True)):
            model.cards.append(CardSpec(GAME, card, (x, hand_y, card_w, card_h(card_w)), z=40 + i,
                                        source=("hand", i, card), seat=bottom, hand_of=bottom))
        # bottom left, under the name, so it never covers the hand on a narrow table
        model.buttons.append(ButtonSpec("sort", (bx + 12, by + bh - 50, 170, 40),
                                        "sort_colour" if sort_mode == "value" else "sort_value"))
    else:
        count = obs.hand_counts[bottom]
        xs = row(count, card_w, 200.0, hand_w, 40)
        for i, x in enumerate(xs):
            model.cards.append(CardSpec(GAME, None, (x, hand_y, card_w, card_h(card_w)), z=40 + i,
                                        seat=bottom, hand_of=bottom))
    grow_texts(model, scale)
    return model
