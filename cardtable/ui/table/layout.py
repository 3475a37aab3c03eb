"""Where things sit on the table, in fixed scene units and without Qt.

The scene is 1000 units high and 1000-1600 wide (``scene_width``: the table
takes the window's shape, so it fills the window in both directions and
everything gets as big as the window allows); the view scales it to the
window, so every position here is a plain number and the geometry can be
tested without a display. The viewing seat sits at the bottom; the other
seats follow it clockwise (to its left, across the table, to its right), each
in a box. With two or three seats nobody sits at the sides. With four to six
seats the widest table (``SCENE_W``) has side columns; a narrower one (a tall
window, or the score sheet open beside the table) puts the other seats in
compact boxes in one or two rows above the centre (``narrow``), so the text
keeps its size and only the cards in those boxes get smaller.

``card_scale`` is the "Larger cards" preference: the viewing seat's hand and
the piles in the middle are drawn up to ``LARGE_CARDS`` times their size
where the table has the room (the other seats and the texts keep theirs).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from cardtable.controller.remote_notes import PresentSeat

if TYPE_CHECKING:
    from cardtable.seats import Seat

SCENE_W = 1600.0  # the widest table (and the only width with 4-6 seats)
MIN_W = 1200.0  # the narrowest table with 2-3 seats (a tall window)
NARROW_MIN_W = 1000.0  # the narrowest table with 4-6 seats (compact boxes in rows)
SCENE_H = 1000.0
CARD_RATIO = 7 / 5
MARGIN = 10.0

# the three bands of the table
TOP_H = 300.0  # opponents across the table
SIDE_W = 400.0  # opponents left and right
BOTTOM_Y = 650.0  # the viewing seat's area starts here
CENTRE = (SIDE_W + 2 * MARGIN, TOP_H + MARGIN, SCENE_W - 2 * SIDE_W - 4 * MARGIN,
          BOTTOM_Y - TOP_H - 2 * MARGIN)

Rect = tuple[float, float, float, float]

LARGE_CARDS = 1.3  # the "Larger cards" preference: the hand's and the piles' cards
_scale = [1.0]


def card_scale() -> float:
    """How much larger the hand's and the piles' cards are drawn (1.0: normal)."""
    return _scale[0]


def set_card_scale(scale: float) -> None:
    """Set by the window from the preferences (1.0 or ``LARGE_CARDS``)."""
    _scale[0] = min(max(float(scale), 1.0), LARGE_CARDS)


# the words beside larger cards grow with them, by this share of the cards'
# growth; each stays in its box (``fit_text`` takes it back down to what fits)
TEXT_GROWTH = 0.7


def text_growth(scale: float) -> float:
    """How much larger the words beside cards ``scale`` times larger are."""
    return 1.0 + (max(1.0, scale) - 1.0) * TEXT_GROWTH


def grow_texts(model: TableModel, scale: float) -> None:
    """With "Larger cards", the words of the centre and of the viewing seat's
    box (the piles' counts, the round, the player's name, phase and score)
    grow with the cards beside them, inside their boxes: a word that does not
    fit its box bigger keeps its usual size."""
    if scale <= 1.0:
        return
    factor = text_growth(scale)
    regions = [box.rect for box in model.boxes if box.bottom]
    if model.centre is not None:
        regions.append(model.centre)
    taken = [t.rect for t in model.texts] + [c.rect for c in model.cards] + [b.rect for b in model.buttons]
    taken.append(prompt_spec(model.players, model.width, "", model.centre).rect)  # the view adds it
    # the lowest first: a label that moves down makes room for the one above it
    for text in sorted(model.texts, key=lambda t: -t.rect[1]):
        x, y, w, h = text.rect
        mx, my = x + w / 2, y + h / 2
        if not any(rx <= mx <= rx + rw and ry <= my <= ry + rh for rx, ry, rw, rh in regions):
            continue
        # a taller box where it meets no other word, card or button: about
        # its middle, else downwards, else upwards, else all of it lower
        grown = math.ceil(h * factor)
        extra = grown - h
        others = [r for r in taken if r != text.rect]
        for box in ((x, y - extra / 2, w, grown), (x, y, w, grown), (x, y - extra, w, grown),
                    (x, y + extra, w, grown)):
            if not any(_meets(box, other) for other in others):
                taken.remove(text.rect)
                taken.append(box)
                text.rect = box
                text.least = text.size  # where it does not fit, it shrinks back as far as before
                text.size *= factor
                break


def _meets(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def card_h(width: float) -> float:
    return width * CARD_RATIO


def seat_args(seat: Seat) -> dict[str, object]:
    """The arguments of a seat's "seat_name" label: its name, level, whether a
    person sits there and, at a network table, whether they are there
    (``presence`` "away" or "stand_in"; left out when there is nothing to say)."""
    args: dict[str, object] = {"name": seat.name, "level": seat.level, "human": seat.is_human}
    presence = seat.presence if isinstance(seat, PresentSeat) else ""  # (a network table's seat)
    if presence:
        args["presence"] = presence
    return args


def line_h(size: float) -> float:
    """The height of a line of text ``size`` units high (the font's line spacing)."""
    return float(math.ceil(size * 1.45))


@dataclass
class TextSpec:
    """A label; ``kind`` + ``args`` become a translated sentence in the Qt layer."""

    kind: str
    args: dict[str, object]
    rect: Rect
    size: float = 18.0
    align: str = "left"  # left | centre | right
    bold: bool = False
    colour: str = "#f4f1e0"
    least: float = 0.0  # a grown label (``grow_texts``) may shrink back to its own floor


@dataclass
class CardSpec:
    """One card to draw. ``face`` is a CardArt name (``None`` = the back)."""

    game: str
    face: str | None
    rect: Rect
    z: float = 0.0
    source: tuple | None = None  # what dragging/selecting this card means
    badge: str | None = None  # e.g. "=7" on a laid Wild
    seat: int | None = None
    hand_of: int | None = None  # set for every card of a hand (face up or not)
    place: tuple | None = None  # the pile it lies on, for animations (games.base.Flight)
    band: float = 0.0  # a buried card of a fanned pile: the height of its visible top band


@dataclass
class ZoneSpec:
    """A place a card may be dropped on (highlighted when legal)."""

    target: tuple
    rect: Rect
    kind: str = "pile"  # pile | area | seat | group
    z: float = -1.0
    gathers: bool = False  # a drop here takes every selected card along (a phase area)


@dataclass
class ButtonSpec:
    """A clickable button drawn in the scene (knock / pass / end turn / sort)."""

    command: str
    rect: Rect
    kind: str  # text kind for the label


@dataclass
class SeatBox:
    seat: int
    rect: Rect
    on_turn: bool
    bottom: bool


@dataclass
class TableModel:
    game: str
    players: int
    bottom_seat: int
    face_up_seat: int | None  # whose hand is drawn face up (None: nobody's)
    cards: list[CardSpec] = field(default_factory=list)
    zones: list[ZoneSpec] = field(default_factory=list)
    texts: list[TextSpec] = field(default_factory=list)
    buttons: list[ButtonSpec] = field(default_factory=list)
    boxes: list[SeatBox] = field(default_factory=list)
    outlines: list[Rect] = field(default_factory=list)  # empty piles nobody can drop on
    width: float = SCENE_W
    centre: Rect | None = None  # the middle of the table (``centre_rect``), for the prompt

    def zone(self, target: tuple) -> ZoneSpec | None:
        return next((z for z in self.zones if z.target == target), None)


def scene_width(players: int, aspect: float = SCENE_W / SCENE_H) -> float:
    """The table's width for a viewport of ``aspect`` (width / height): the
    window's shape between ``MIN_W`` (2-3 seats; ``NARROW_MIN_W`` with 4-6,
    whose narrow tables put the seats in rows, see ``narrow``) and
    ``SCENE_W``, in steps of 50 so small resizes do not rebuild the table."""
    wanted = round(SCENE_H * aspect / 50.0) * 50.0
    return max(MIN_W if players <= 3 else NARROW_MIN_W, min(SCENE_W, wanted))


def narrow(players: int, width: float) -> bool:
    """Whether the other seats sit in compact boxes in rows above the centre
    (4-6 seats on a table narrower than ``SCENE_W``, which has side columns)."""
    return players > 3 and width < SCENE_W


def centre_rect(players: int, width: float = SCENE_W, grid_bottom: float = TOP_H) -> Rect:
    """The middle of the table (piles, round, prompt); on a narrow table
    (``narrow``) below the rows of boxes, which end at ``grid_bottom`` (each
    game's own: its boxes and its centre need different heights)."""
    if narrow(players, width):
        return (2 * MARGIN, grid_bottom + MARGIN, width - 4 * MARGIN,
                BOTTOM_Y - grid_bottom - 2 * MARGIN)
    if players > 3:
        return CENTRE
    return (2 * MARGIN, TOP_H + MARGIN, width - 4 * MARGIN, BOTTOM_Y - TOP_H - 2 * MARGIN)


def prompt_spec(players: int, width: float, text: str, centre: Rect | None = None) -> TextSpec:
    """The line at the bottom of the centre saying whose turn it is / what to do."""
    cx, cy, cw, ch = centre or centre_rect(players, width)
    return TextSpec("prompt", {"text": text}, (cx, cy + ch - 30, cw, 28), 19, "centre", True,
                    "#ffe9a8")


def _rows(count: int, width: float, grid_bottom: float) -> list[Rect]:
    """The compact boxes of ``count`` (3-5) seats on a narrow table, clockwise:
    three in one row; four in two rows of two; five as three above two
    (the lower row's ends are the seats nearest the viewer's left and right)."""
    m = MARGIN
    if count == 3:
        each = (width - 4 * m) / 3
        return [(m + i * (each + m), m, each, grid_bottom - m) for i in range(3)]
    h = (grid_bottom - 2 * m) / 2
    low = m + h + m
    half = (width - 3 * m) / 2
    lower_left, lower_right = (m, low, half, h), (2 * m + half, low, half, h)
    if count == 4:
        return [lower_left, (m, m, half, h), (2 * m + half, m, half, h), lower_right]
    third = (width - 4 * m) / 3
    upper = [(m + i * (third + m), m, third, h) for i in range(3)]
    return [lower_left, *upper, lower_right]


def opponent_boxes(players: int, bottom: int, width: float = SCENE_W,
                   grid_bottom: float = TOP_H) -> list[tuple[int, Rect]]:
    """The boxes of every seat but ``bottom``, clockwise from its left."""
    others = [(bottom + k) % players for k in range(1, players)]
    m = MARGIN
    if len(others) <= 2:  # nobody at the sides: the boxes share the whole top
        each = (width - 2 * m - m * (len(others) - 1)) / max(1, len(others))
        rects = [(m + i * (each + m), m, each, TOP_H - m) for i in range(len(others))]
        return list(zip(others, rects, strict=True))
    if narrow(players, width):
        return list(zip(others, _rows(len(others), width, grid_bottom), strict=True))
    side_h = BOTTOM_Y - 2 * m
    half = (side_h - m) / 2
    top_x, top_w = SIDE_W + 2 * m, SCENE_W - 2 * SIDE_W - 4 * m
    left_full = (m, m, SIDE_W, side_h)
    right_full = (SCENE_W - SIDE_W - m, m, SIDE_W, side_h)
    left_low = (m, m + half + m, SIDE_W, half)
    left_high = (m, m, SIDE_W, half)
    right_high = (SCENE_W - SIDE_W - m, m, SIDE_W, half)
    right_low = (SCENE_W - SIDE_W - m, m + half + m, SIDE_W, half)
    top_full = (top_x, m, top_w, TOP_H - m)
    half_w = (top_w - m) / 2
    top_left = (top_x, m, half_w, TOP_H - m)
    top_right = (top_x + half_w + m, m, half_w, TOP_H - m)
    slots: dict[int, list[Rect]] = {
        3: [left_full, top_full, right_full],
        4: [left_full, top_left, top_right, right_full],
        5: [left_low, left_high, top_full, right_high, right_low],
    }
    return list(zip(others, slots[len(others)], strict=True))


def bottom_box(width: float = SCENE_W) -> Rect:
    return (MARGIN, BOTTOM_Y, width - 2 * MARGIN, SCENE_H - BOTTOM_Y - MARGIN)


def row(count: int, width: float, x: float, avail: float, max_step: float,
        least: Sequence[float] = ()) -> list[float]:
    """x positions of ``count`` cards ``width`` wide in ``avail`` units from
    ``x``, centred, overlapping only as much as needed; ``least[i]``: the
    step after card ``i`` is at least that (a Wild's badge stays visible),
    the other steps share what is left."""
    if count <= 0:
        return []
    step = max_step if count == 1 else min(max_step, (avail - width) / (count - 1))
    step = max(step, 4.0)
    steps = [step] * (count - 1)
    wide = [i for i in range(count - 1) if i < len(least) and least[i] > step]
    if wide:
        rest = count - 1 - len(wide)
        room = avail - width - sum(least[i] for i in wide)
        other = max(4.0, min(step, room / rest)) if rest else step
        steps = [max(least[i], other) if i in wide else other for i in range(count - 1)]
    total = width + sum(steps)
    start = x + max(0.0, (avail - total) / 2)
    out = [start]
    for s in steps:
        out.append(out[-1] + s)
    return out


def column_step(count: int, height: float, avail: float, max_step: float) -> float:
    """Vertical offset of a fanned pile so ``count`` cards fit in ``avail``."""
    if count <= 1:
        return max_step
    return max(3.0, min(max_step, (avail - height) / (count - 1)))
