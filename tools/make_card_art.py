"""Generate cardtable's original card art and app icon, deterministically.

The SVGs under ``assets/cards/`` and ``assets/icons/`` are build products of
this script, so the look can be adjusted in one place and regenerated:

    .venv/bin/python tools/make_card_art.py          # write SVGs + icon PNGs
    .venv/bin/python tools/make_card_art.py --sheet /tmp/cards_sheet.png

A second, high-contrast deck (``assets/cards/contrast/``, the "High-contrast
cards" preference) draws every face black on white inside a wide frame of the
card's colour, with the same suit symbols (colour-blind players still tell
the colours by shape) and no gradients or tints.

Everything is drawn from paths: digits are our own stroke glyphs (no font
needed, identical on every platform), suits are simple geometric silhouettes
(red heart, blue circle, yellow star, green diamond) so colour-blind players can
tell the Phase 10 colours apart. Only the SKIP-BO wild carries text (the
product name). The SVG subset is what QtSvg renders (SVG Tiny 1.2: paths,
groups, transforms, linear gradients; no filters, masks or clip paths).
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "assets" / "cards"
ICONS = ROOT / "assets" / "icons"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

W, H = 250, 350  # card viewBox, ratio 5:7
INK = "#1d1d1f"
PAPER = "#fffdf7"

# Phase 10 colours: (main, dark outline, light tint)
P10 = {
    "R": ("#d62828", "#6e0f0f", "#fbd9d6"),
    "B": ("#1e63c4", "#0b2b5e", "#d3e3f8"),
    "Y": ("#f4b400", "#6b4a00", "#fdf0c2"),
    "G": ("#23954a", "#0c4420", "#d2f0db"),
}
SUIT = {"R": "heart", "B": "circle", "Y": "star", "G": "diamond"}
# Skip-Bo ranges: 1-4 blue, 5-8 green, 9-12 red
SB_COLOURS = {
    "blue": ("#1565c0", "#0a2f5c", "#e3eefb"),
    "green": ("#2e7d32", "#11401a", "#e5f4e5"),
    "red": ("#c62828", "#5c0e0e", "#fbe5e5"),
}


def f(x: float) -> str:
    """A number as short, stable SVG text."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


# ---------------------------------------------------------------- digits --
# Centre-line strokes in a 90-unit-high box; (path, advance width).
DIGITS = {
    "0": ("M0,25 A25,25 0 0 1 50,25 V65 A25,25 0 0 1 0,65 Z", 50),
    "1": ("M0,20 L24,0 V90", 24),
    "2": ("M1,23 C1,9 12,0 25,0 C39,0 49,9 49,23 C49,40 33,52 1,90 H50", 50),
    "3": ("M2,10 C8,3 16,0 25,0 C39,0 48,9 48,21 C48,34 38,42 22,42 "
          "C40,42 50,52 50,66 C50,81 39,90 25,90 C15,90 6,86 0,78", 50),
    "4": ("M36,90 V0 L0,62 H52", 52),
    "5": ("M46,0 H6 L3,42 C9,36 17,34 25,34 C40,34 50,45 50,61 "
          "C50,78 39,90 24,90 C13,90 5,85 0,78", 50),
    "6": ("M45,6 C39,2 33,0 27,0 C9,0 0,22 0,65 A25,25 0 0 0 50,65 A25,25 0 0 0 0,65", 50),
    "7": ("M0,0 H50 L16,90", 50),
    "8": ("M25,42 A21,21 0 0 1 25,0 A21,21 0 0 1 25,42 A24,24 0 0 1 25,90 "
          "A24,24 0 0 1 25,42 Z", 50),
    "9": ("M5,84 C11,88 17,90 23,90 C41,90 50,68 50,25 A25,25 0 0 0 0,25 "
          "A25,25 0 0 0 50,25", 50),
}
DIGIT_STROKE = 17
DIGIT_GAP = 12


def number(text: str, cx: float, cy: float, height: float, fill: str, outline: str | None,
           outline_width: float = 0.0, underline: bool = False) -> str:
    """The value ``text`` centred on (cx, cy), ``height`` tall including the stroke.

    ``underline`` marks a corner 6 or 9 so it reads right when the card is upside down.

    Two-digit values are condensed a little so 10-12 fit the same corner as 1-9.
    """
    scale = height / (90 + DIGIT_STROKE)
    squeeze = 0.82 if len(text) > 1 else 1.0
    widths = [DIGITS[d][1] for d in text]
    total = sum(widths) + DIGIT_GAP * (len(text) - 1)
    x0 = cx / (scale * squeeze) - total / 2
    y0 = cy / scale - 45
    parts = []
    layers = []
    if outline:
        layers.append((outline, DIGIT_STROKE + 2 * outline_width / scale))
    layers.append((fill, DIGIT_STROKE))
    for colour, width in layers:
        x = x0
        for digit, advance in zip(text, widths, strict=True):
            parts.append(
                f'<path transform="translate({f(x)},{f(y0)})" d="{DIGITS[digit][0]}" '
                f'fill="none" stroke="{colour}" stroke-width="{f(width)}" '
                'stroke-linecap="round" stroke-linejoin="round"/>'
            )
            x += advance + DIGIT_GAP
        if underline and text in ("6", "9"):
            parts.append(
                f'<path d="M{f(x0 + 6)},{f(y0 + 108)} H{f(x0 + 44)}" fill="none" '
                f'stroke="{colour}" stroke-width="{f(width - DIGIT_STROKE * 0.45)}" '
                'stroke-linecap="round"/>'
            )
    return f'<g transform="scale({f(scale * squeeze)},{f(scale)})">{"".join(parts)}</g>'


# ----------------------------------------------------------------- suits --
def star_points(cx: float, cy: float, r_out: float, r_in: float, n: int = 5) -> str:
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = -math.pi / 2 + i * math.pi / n
        pts.append(f"{f(cx + r * math.cos(a))},{f(cy + r * math.sin(a))}")
    return "M" + " L".join(pts) + " Z"


def suit_path(kind: str) -> str:
    """A suit silhouette as a path in a unit box centred on 0,0 (radius ~1)."""
    if kind == "heart":
        return ("M0,0.95 C-0.4,0.62 -1.02,0.22 -1.02,-0.33 C-1.02,-0.75 -0.72,-0.98 -0.46,-0.98 "
                "C-0.22,-0.98 -0.06,-0.84 0,-0.62 C0.06,-0.84 0.22,-0.98 0.46,-0.98 "
                "C0.72,-0.98 1.02,-0.75 1.02,-0.33 C1.02,0.22 0.4,0.62 0,0.95 Z")
    if kind == "circle":
        return "M-0.9,0 A0.9,0.9 0 0 1 0.9,0 A0.9,0.9 0 0 1 -0.9,0 Z"
    if kind == "star":
        return star_points(0, 0.08, 1.1, 0.46)
    if kind == "diamond":
        return ("M0,-1.08 Q0.06,-1.08 0.1,-1.02 L0.84,-0.06 Q0.88,0 0.84,0.06 L0.1,1.02 "
                "Q0.06,1.08 0,1.08 Q-0.06,1.08 -0.1,1.02 L-0.84,0.06 Q-0.88,0 -0.84,-0.06 "
                "L-0.1,-1.02 Q-0.06,-1.08 0,-1.08 Z")
    if kind == "bigstar":
        return star_points(0, 0.1, 1.1, 0.5)
    raise ValueError(kind)


def suit(kind: str, cx: float, cy: float, r: float, fill: str, stroke: str | None = None,
         stroke_width: float = 0.0, opacity: float = 1.0) -> str:
    extra = ""
    if stroke:
        extra = (f' stroke="{stroke}" stroke-width="{f(stroke_width / r)}" '
                 'stroke-linejoin="round"')
    if opacity < 1:
        extra += f' fill-opacity="{f(opacity)}"'
    return (f'<path transform="translate({f(cx)},{f(cy)}) scale({f(r)})" d="{suit_path(kind)}" '
            f'fill="{fill}"{extra}/>')


# ------------------------------------------------------------ card parts --
def svg(body: str, gradients: str = "", w: int = W, h: int = H) -> str:
    defs = f"<defs>{gradients}</defs>" if gradients else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            f'width="{w}" height="{h}" viewBox="0 0 {w} {h}">{defs}{body}</svg>\n')


def gradient(gid: str, top: str, bottom: str) -> str:
    return (f'<linearGradient id="{gid}" x1="0" y1="0" x2="0" y2="1">'
            f'<stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/>'
            "</linearGradient>")


def blank(panel_fill: str | None, panel_stroke: str | None = None) -> str:
    """Card outline (paper with a dark border that reads on green felt) + inner panel."""
    out = (f'<rect x="2" y="2" width="{W - 4}" height="{H - 4}" rx="17" ry="17" '
           f'fill="{PAPER}" stroke="{INK}" stroke-width="3"/>')
    if panel_fill:
        stroke = f' stroke="{panel_stroke}" stroke-width="3"' if panel_stroke else ""
        out += (f'<rect x="10" y="10" width="{W - 20}" height="{H - 20}" rx="11" ry="11" '
                f'fill="{panel_fill}"{stroke}/>')
    return out


def both_corners(part: str) -> str:
    """``part`` drawn top-left and again rotated 180 degrees bottom-right."""
    return part + f'<g transform="rotate(180 {W / 2:g} {H / 2:g})">{part}</g>'


CORNER_X, CORNER_Y, CORNER_H = 42, 50, 62  # index value centre and height
CORNER_SUIT_Y, CORNER_SUIT_R = 110, 18


def window(fill: str = "#ffffff") -> str:
    """The central oval in which the big value sits."""
    return (f'<ellipse cx="{W / 2:g}" cy="{H / 2:g}" rx="76" ry="116" fill="{fill}" '
            f'stroke="{INK}" stroke-opacity="0.25" stroke-width="2"/>')


# ------------------------------------------------------------- Phase 10 --
def phase10_number(colour: str, value: int) -> str:
    main, dark, tint = P10[colour]
    kind = SUIT[colour]
    text = str(value)
    corner = (number(text, CORNER_X, CORNER_Y, CORNER_H, "#ffffff", dark, 4, True)
              + suit(kind, CORNER_X, CORNER_SUIT_Y, CORNER_SUIT_R, "#ffffff", dark, 3.5))
    body = blank(f"url(#p{colour})") + both_corners(corner) + window()
    body += suit(kind, W / 2, H / 2, 72, tint, main, 3)
    body += number(text, W / 2, H / 2, 128, main, dark, 4)
    return svg(body, gradient(f"p{colour}", main, dark if colour != "Y" else "#d99a00"))


def quarters(cx: float, cy: float, r: float) -> list[tuple[str, str, float, float]]:
    """The Wild disc's four quarters, clockwise from top-left: each colour,
    its SVG path and the middle of the quarter (where its suit goes)."""
    out = []
    for i, colour in enumerate(("R", "B", "G", "Y")):
        a0 = math.pi + i * math.pi / 2
        a1 = a0 + math.pi / 2
        x0, y0 = cx + r * math.cos(a0), cy + r * math.sin(a0)
        x1, y1 = cx + r * math.cos(a1), cy + r * math.sin(a1)
        d = f"M{f(cx)},{f(cy)} L{f(x0)},{f(y0)} A{f(r)},{f(r)} 0 0 1 {f(x1)},{f(y1)} Z"
        am = (a0 + a1) / 2
        out.append((colour, d, cx + 0.5 * r * math.cos(am), cy + 0.5 * r * math.sin(am)))
    return out


def quartered(cx: float, cy: float, r: float, outline_width: float) -> str:
    """A disc quartered in the four Phase 10 colours, each with its white suit."""
    out = []
    for colour, d, mx, my in quarters(cx, cy, r):
        out.append(f'<path d="{d}" fill="{P10[colour][0]}"/>')
        out.append(suit(SUIT[colour], mx, my, 0.26 * r, "#ffffff", P10[colour][1], max(1.0, 0.03 * r)))
    out.append(f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="none" stroke="{INK}" '
               f'stroke-width="{f(outline_width)}"/>')
    return "".join(out)


def phase10_wild() -> str:
    corner = quartered(CORNER_X, 52, 27, 2.5)
    body = blank("url(#wild)") + both_corners(corner) + window()
    body += suit("bigstar", W / 2, H / 2 + 4, 95, "#fff4c4", "#b8860b", 3)
    body += quartered(W / 2, H / 2 + 8, 52, 3)
    return svg(body, gradient("wild", "#3a3a48", "#111118"))


def no_entry(cx: float, cy: float, r: float, colour: str, outline: str) -> str:
    """A prohibition sign: ring and diagonal bar (Skip)."""
    ring = r * 0.17
    rr = r - ring / 2
    dx = rr * math.cos(math.radians(45))
    bar = f"M{f(cx - dx)},{f(cy - dx)} L{f(cx + dx)},{f(cy + dx)}"
    ring_path = f"M{f(cx - rr)},{f(cy)} A{f(rr)},{f(rr)} 0 0 1 {f(cx + rr)},{f(cy)} A{f(rr)},{f(rr)} 0 0 1 {f(cx - rr)},{f(cy)} Z"
    out = ""
    for paint, width in ((outline, ring + r * 0.08), (colour, ring)):
        out += (f'<path d="{ring_path}" fill="none" stroke="{paint}" stroke-width="{f(width)}"/>'
                f'<path d="{bar}" fill="none" stroke="{paint}" stroke-width="{f(width)}"/>')
    return out


def player(cx: float, cy: float, r: float, colour: str) -> str:
    """A simple player pictogram (head and shoulders): the one who is skipped."""
    head = suit("circle", cx, cy - 0.3 * r, 0.36 * r, colour)
    w, top, bottom = 0.62 * r, cy + 0.16 * r, cy + 0.72 * r
    body = (f'<path d="M{f(cx - w)},{f(bottom)} C{f(cx - w)},{f(top)} {f(cx + w)},{f(top)} '
            f'{f(cx + w)},{f(bottom)} Z" fill="{colour}"/>')
    return head + body


def phase10_skip() -> str:
    corner = no_entry(CORNER_X, 52, 25, "#ffffff", "#0b1a3a")
    body = blank("url(#skip)") + both_corners(corner) + window()
    body += player(W / 2, H / 2, 62, "#17306b")
    body += no_entry(W / 2, H / 2, 78, "#c0392b", "#ffffff")
    return svg(body, gradient("skip", "#2a4f9e", "#0f1f47"))


# ----------------------------------------------------------------- backs --
def lattice(x0: float, y0: float, x1: float, y1: float, step: float, colour: str,
            width: float, opacity: float) -> str:
    """Diagonal lines in both directions, clipped by hand to the rectangle."""
    segs = []
    for sign in (1, -1):
        # lines y = sign * x + c
        cs = [sign * -x0 + y0 + k * step for k in range(-40, 41)]
        for c in cs:
            pts = []
            for x in (x0, x1):
                y = sign * x + c
                if y0 <= y <= y1:
                    pts.append((x, y))
            for y in (y0, y1):
                x = (y - c) * sign
                if x0 <= x <= x1:
                    pts.append((x, y))
            pts = sorted(set(pts))
            if len(pts) >= 2 and pts[0] != pts[-1]:
                (ax, ay), (bx, by) = pts[0], pts[-1]
                segs.append(f"M{f(ax)},{f(ay)} L{f(bx)},{f(by)}")
    return (f'<path d="{" ".join(segs)}" fill="none" stroke="{colour}" '
            f'stroke-width="{f(width)}" stroke-opacity="{f(opacity)}"/>')


def emblem(cx: float, cy: float, scale: float, outline: float = 4.0) -> str:
    """The app's mark: a fanned pair of cards (also the app icon)."""
    cw, ch = 70 * scale, 98 * scale
    out = []
    for angle, panel, kind in ((-16, P10["R"], "heart"), (12, P10["B"], "star")):
        x, y = cx - cw / 2, cy - ch / 2
        pivot = f"{f(cx)},{f(cy + ch * 0.55)}"
        inner = (f'<rect x="{f(x)}" y="{f(y)}" width="{f(cw)}" height="{f(ch)}" rx="{f(8 * scale)}" '
                 f'fill="{PAPER}" stroke="{INK}" stroke-width="{f(outline * scale)}"/>'
                 f'<rect x="{f(x + 7 * scale)}" y="{f(y + 7 * scale)}" width="{f(cw - 14 * scale)}" '
                 f'height="{f(ch - 14 * scale)}" rx="{f(4 * scale)}" fill="{panel[0]}"/>')
        fill = "#ffffff" if kind == "heart" else P10["Y"][0]
        inner += suit(kind, cx, cy, 22 * scale, fill, panel[1], 3 * scale)
        out.append(f'<g transform="rotate({angle} {pivot})">{inner}</g>')
    return "".join(out)


def back(panel_top: str, panel_bottom: str, accent: str, medallion_extra: str) -> str:
    body = blank("url(#back)")
    body += (f'<rect x="22" y="22" width="{W - 44}" height="{H - 44}" rx="6" fill="none" '
             f'stroke="{accent}" stroke-width="2.5" stroke-opacity="0.8"/>')
    body += lattice(22, 22, W - 22, H - 22, 22, accent, 1.6, 0.35)
    body += (f'<ellipse cx="{W / 2:g}" cy="{H / 2:g}" rx="78" ry="100" fill="{panel_bottom}" '
             f'stroke="{accent}" stroke-width="4"/>'
             f'<ellipse cx="{W / 2:g}" cy="{H / 2:g}" rx="68" ry="90" fill="{PAPER}"/>')
    body += medallion_extra + emblem(W / 2, H / 2 - 6, 0.9)
    return svg(body, gradient("back", panel_top, panel_bottom))


def phase10_back() -> str:
    dots = ""
    for colour, (dx, dy) in zip("RBYG", ((-44, -62), (44, -62), (-44, 64), (44, 64)), strict=True):
        dots += suit(SUIT[colour], W / 2 + dx, H / 2 + dy, 11, P10[colour][0], P10[colour][1], 1.5)
    return back("#24428c", "#101f4a", "#e8c766", dots)


# --------------------------------------------------------------- Skip-Bo --
def skipbo_colour(value: int) -> tuple[str, str, str]:
    return SB_COLOURS["blue" if value <= 4 else "green" if value <= 8 else "red"]


def skipbo_number(value: int) -> str:
    main, dark, tint = skipbo_colour(value)
    text = str(value)
    body = blank(tint, main)
    body += (f'<rect x="10" y="10" width="{W - 20}" height="30" rx="11" fill="{main}"/>'
             f'<rect x="10" y="{H - 40}" width="{W - 20}" height="30" rx="11" fill="{main}"/>')
    corner = number(text, CORNER_X, 68, 54, main, "#ffffff", 3, True)
    body += both_corners(corner)
    body += (f'<ellipse cx="{W / 2:g}" cy="{H / 2:g}" rx="82" ry="102" fill="#ffffff" '
             f'stroke="{main}" stroke-width="3"/>')
    body += number(text, W / 2, H / 2, 150, main, dark, 4)
    return svg(body)


def skipbo_wild() -> str:
    corner = suit("bigstar", CORNER_X, 50, 26, "#ffd23f", "#4a1466", 3)
    body = blank("url(#sbw)") + both_corners(corner)
    body += (f'<ellipse cx="{W / 2:g}" cy="{H / 2:g}" rx="92" ry="112" fill="#ffffff" '
             f'fill-opacity="0.15" stroke="#ffffff" stroke-width="3"/>')
    body += suit("bigstar", W / 2, H / 2 - 22, 74, "#ffd23f", "#4a1466", 5)
    body += (f'<text x="{W / 2:g}" y="{H / 2 + 92:g}" font-family="sans-serif" font-weight="bold" '
             f'font-size="34" text-anchor="middle" fill="#ffffff" stroke="#4a1466" '
             f'stroke-width="1.5">SKIP-BO</text>')
    return svg(body, gradient("sbw", "#7b1fa2", "#ef6c00"))


def skipbo_back() -> str:
    star = suit("bigstar", W / 2, H / 2 + 62, 14, "#ffd23f", "#4a1466", 2)
    return back("#e2552b", "#8a1f14", "#ffe08a", star)


# ------------------------------------------------------------ high contrast --
# stronger, purer colours than the standard deck's: the frame is the colour
HC = {"R": "#d00000", "B": "#0046c8", "Y": "#ffc400", "G": "#008a2e"}
HC_SB = {"blue": "#0046c8", "green": "#008a2e", "red": "#d00000"}
BLACK, WHITE = "#000000", "#ffffff"
FRAME = 16  # the width of the coloured frame


def hc_blank(frame: str, panel: str = WHITE) -> str:
    """White paper, black edge, a wide frame in ``frame`` with a black line
    inside it (a yellow frame stays visible on white)."""
    inset = 4 + FRAME / 2
    return (f'<rect x="2" y="2" width="{W - 4}" height="{H - 4}" rx="17" ry="17" '
            f'fill="{WHITE}" stroke="{BLACK}" stroke-width="4"/>'
            f'<rect x="{f(inset)}" y="{f(inset)}" width="{f(W - 2 * inset)}" height="{f(H - 2 * inset)}" '
            f'rx="13" ry="13" fill="{panel}" stroke="{frame}" stroke-width="{FRAME}"/>'
            f'<rect x="{f(4 + FRAME)}" y="{f(4 + FRAME)}" width="{f(W - 8 - 2 * FRAME)}" '
            f'height="{f(H - 8 - 2 * FRAME)}" rx="9" ry="9" fill="none" stroke="{BLACK}" stroke-width="2.5"/>')


def hc_phase10_number(colour: str, value: int) -> str:
    main = HC[colour]
    kind = SUIT[colour]
    text = str(value)
    corner = (number(text, CORNER_X + 4, CORNER_Y + 4, CORNER_H, BLACK, None, 0, True)
              + suit(kind, CORNER_X + 4, CORNER_SUIT_Y + 6, CORNER_SUIT_R, main, BLACK, 3.5))
    body = hc_blank(main) + both_corners(corner)
    body += suit(kind, W / 2, H / 2, 80, main, BLACK, 5)
    body += number(text, W / 2, H / 2, 124, BLACK, WHITE, 7)
    return svg(body)


def hc_quartered(cx: float, cy: float, r: float) -> str:
    """The Wild's disc in the four high-contrast colours, each with its suit."""
    out = []
    for colour, d, mx, my in quarters(cx, cy, r):
        out.append(f'<path d="{d}" fill="{HC[colour]}" stroke="{BLACK}" stroke-width="{f(max(1.5, 0.05 * r))}"/>')
        out.append(suit(SUIT[colour], mx, my, 0.26 * r, WHITE, BLACK, max(1.0, 0.04 * r)))
    out.append(f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="none" stroke="{BLACK}" '
               f'stroke-width="{f(max(2.5, 0.08 * r))}"/>')
    return "".join(out)


def hc_phase10_wild() -> str:
    corner = hc_quartered(CORNER_X + 4, 56, 26)
    body = hc_blank(BLACK) + both_corners(corner)
    body += suit("bigstar", W / 2, H / 2 + 4, 92, WHITE, BLACK, 6)
    body += hc_quartered(W / 2, H / 2 + 8, 50)
    return svg(body)


def hc_phase10_skip() -> str:
    corner = no_entry(CORNER_X + 4, 56, 25, BLACK, WHITE)
    body = hc_blank(BLACK) + both_corners(corner)
    body += player(W / 2, H / 2, 62, BLACK)
    body += no_entry(W / 2, H / 2, 80, HC["R"], BLACK)
    return svg(body)


def hc_skipbo_number(value: int) -> str:
    main = HC_SB["blue" if value <= 4 else "green" if value <= 8 else "red"]
    text = str(value)
    body = hc_blank(main)
    corner = number(text, CORNER_X + 4, 70, 56, BLACK, None, 0, True)
    body += both_corners(corner)
    body += number(text, W / 2, H / 2, 160, BLACK, WHITE, 6)
    return svg(body)


def hc_skipbo_wild() -> str:
    corner = suit("bigstar", CORNER_X + 4, 56, 26, "#ffd23f", WHITE, 3)
    body = hc_blank("#ffd23f", BLACK) + both_corners(corner)
    body += suit("bigstar", W / 2, H / 2 - 22, 76, "#ffd23f", WHITE, 5)
    body += (f'<text x="{W / 2:g}" y="{H / 2 + 96:g}" font-family="sans-serif" font-weight="bold" '
             f'font-size="36" text-anchor="middle" fill="{WHITE}">SKIP-BO</text>')
    return svg(body)


def contrast_cards() -> dict[str, str]:
    """Relative path (under ``contrast/``) -> SVG text: the high-contrast deck;
    the backs are the standard ones (a back says nothing to read)."""
    return _deck(hc_phase10_number, hc_phase10_wild, hc_phase10_skip, hc_skipbo_number, hc_skipbo_wild)


def _deck(p10_number: Any, p10_wild: Any, p10_skip: Any, sb_number: Any, sb_wild: Any) -> dict[str, str]:
    """Relative path -> SVG text for every card of both games, from one face drawer per kind of card."""
    out = {}
    for colour in "RBYG":
        for value in range(1, 13):
            out[f"phase10/{colour}{value}.svg"] = p10_number(colour, value)
    out["phase10/W.svg"] = p10_wild()
    out["phase10/S.svg"] = p10_skip()
    out["phase10/back.svg"] = phase10_back()
    for value in range(1, 13):
        out[f"skipbo/{value}.svg"] = sb_number(value)
    out["skipbo/SB.svg"] = sb_wild()
    out["skipbo/back.svg"] = skipbo_back()
    return out


# ------------------------------------------------------------------ icon --
ICON_CX, ICON_CY, ICON_SCALE = 134, 118, 1.95


def icon_svg() -> str:
    body = emblem(ICON_CX, ICON_CY, ICON_SCALE, 6.5)
    return svg(body, w=256, h=256)


# ----------------------------------------------------------------- output --
def all_cards() -> dict[str, str]:
    """Relative path -> SVG text for every card of both decks."""
    return _deck(phase10_number, phase10_wild, phase10_skip, skipbo_number, skipbo_wild)


def _qt():
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication(sys.argv[:1])


def render(path: Path, width: int, height: int):
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        raise SystemExit(f"invalid SVG: {path}")
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def contact_sheet(out: Path, widths: tuple[int, ...] = (60, 120)) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QColor, QImage, QPainter

    files = ([CARDS / name for name in all_cards()] + [CARDS / "contrast" / name for name in contrast_cards()]
             + [ICONS / "cardtable.svg"])
    per_row = 16
    rows = math.ceil(len(files) / per_row)
    pad = 8
    heights = [round(w * 7 / 5) for w in widths]
    sheet_w = per_row * (widths[-1] + pad) + pad
    sheet_h = sum(rows * (h + pad) for h in heights) + pad * (len(widths) + 1)
    sheet = QImage(sheet_w, sheet_h, QImage.Format.Format_RGB32)
    sheet.fill(QColor("#1f6b3a"))  # green felt
    painter = QPainter(sheet)
    y = pad
    for w, h in zip(widths, heights, strict=True):
        for i, path in enumerate(files):
            img = render(path, w, w if path.parent == ICONS else h)
            r, c = divmod(i, per_row)
            painter.drawImage(QPoint(pad + c * (widths[-1] + pad), y + r * (h + pad)), img)
        y += rows * (h + pad) + pad
    painter.end()
    sheet.save(str(out))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheet", type=Path, help="also write a contact sheet PNG here")
    parser.add_argument("--no-png", action="store_true", help="skip rendering the icon PNGs")
    args = parser.parse_args(argv)
    for rel, text in [*all_cards().items(), *((f"contrast/{k}", v) for k, v in contrast_cards().items())]:
        path = CARDS / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    ICONS.mkdir(parents=True, exist_ok=True)
    icon = ICONS / "cardtable.svg"
    icon.write_text(icon_svg(), encoding="utf-8")
    if not args.no_png or args.sheet:
        _qt()
    if not args.no_png:
        for size in ICON_SIZES:
            render(icon, size, size).save(str(ICONS / f"cardtable-{size}.png"))
    if args.sheet:
        contact_sheet(args.sheet)
        print(f"contact sheet: {args.sheet}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
