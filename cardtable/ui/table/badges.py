"""The small label on a card that says what a Wild stands for ("=9").

A laid Wild in Phase 10 (and the Wild on top of a Skip-Bo building pile)
carries a badge with its value. At the smallest window (1024x700) the table
is drawn at about 0.64 px per scene unit, so the badge's text is
``BADGE_PX`` scene units (11.5 px there), like every other table text. The
badge sits on the card's left strip below the corner index; in a laid group
the next card overlaps the card, so ``badge_room`` tells the layout how much
of the Wild must stay uncovered for its badge to show (``row`` in layout.py
gives a Wild that wider step). The painter (items.py) and the layout test
use the same geometry.

A buried card of a fanned Skip-Bo discard pile shows only a band along its
top, too little for its corner index to be read; ``band_label`` puts the
card's number in that band, as big as the band allows (up to ``BADGE_PX``).

Qt-free: the table's model is laid out without fonts (the layout tests run
without an application), so a badge's width is reckoned from generous
per-character widths of the bold label font (wider than DejaVu Sans Bold's
and Noto Sans's digits); the layout test measures the real font against it.
"""

from __future__ import annotations

BADGE_PX = 18.0  # scene units, bold (text_fit.MIN_SIZE: 11.5 px at the smallest window)
PAD = 3.0  # inside the badge, left and right
LEFT = 1.5  # from the card's left edge
GAP = 2.0  # the badge's right edge to the next card
#: advance of a character in ems, bold, generous ("=" is wide in DejaVu Sans)
_EM = {"=": 0.7}
_DIGIT_EM = 0.62
_LETTER_EM = 0.8
_HEIGHT_EM = 1.5


def _text_width(text: str) -> float:
    return BADGE_PX * sum(_EM.get(ch, _DIGIT_EM if ch.isdigit() else _LETTER_EM) for ch in text)


def badge_text(badge: str, card_w: float) -> str:
    """The badge as drawn: "=9", or just "9" on a card too narrow for "=9"."""
    if badge.startswith("=") and _text_width(badge) + 2 * PAD > card_w - 2 * LEFT:
        return badge[1:]
    return badge


def badge_rect(badge: str, card_w: float, card_h: float) -> tuple[float, float, float, float]:
    """``(x, y, w, h)`` of the badge in the card's own coordinates: below the
    corner index; on a tiny card (six players at 1024x700) it may reach past
    the card's right edge (the layout leaves it that room)."""
    w = _text_width(badge_text(badge, card_w)) + 2 * PAD
    h = BADGE_PX * _HEIGHT_EM + 2
    return (LEFT, max(0.0, min(card_h * 0.3, card_h - h - 1)), w, h)


def badge_room(badge: str | None, card_w: float) -> float:
    """How much of a card's left side must stay uncovered for its badge
    (0 without one; more than the card's width if the badge is wider)."""
    if not badge:
        return 0.0
    x, _y, w, _h = badge_rect(badge, card_w, card_w * 1.4)
    return x + w + GAP


BAND_MIN = 14.0  # scene units: a thinner band gets no label (its text would be a smudge)


def band_label(face: str | None, card_w: float, band: float) -> tuple[str, float, tuple[float, float, float, float]] | None:
    """``(text, size, rect)`` of the number shown in the visible top ``band``
    of a buried card (card coordinates), or None: no band, a band too thin,
    or a card without a number (a Wild's band is its own colour)."""
    if face is None or not face.isdigit() or band < BAND_MIN:
        return None
    size = min(BADGE_PX, (band - 3.0) / 1.2)
    w = _text_width(face) * size / BADGE_PX + 2 * PAD
    return face, size, ((card_w - w) / 2, 1.0, w, band - 2.0)
