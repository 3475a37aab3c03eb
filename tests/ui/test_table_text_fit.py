"""No table text is clipped, overlaps another or is too small.

Every label and button of both tables, 2-6 seats, in English, German and
Traditional Chinese, at the three window sizes of the issue, is measured with
``QFontMetricsF`` against the box it is drawn in (after ``fit_text`` chose
its size, exactly as ``LabelItem`` draws it) and against its neighbours
(other texts, buttons, cards). The scene is laid out without painting. At
1024x700, with the score sheet open beside the table or not, no text may be
below 11 px, "skipped this turn" on every other seat included. All of it
also with the "Larger cards" preference on
(``layout.LARGE_CARDS``): the larger hand and piles push no text aside.
"""

from __future__ import annotations

import types

import pytest
from PySide6.QtCore import QCoreApplication
from table_helpers import installed_language

from cardtable.ui.games import table_game
from cardtable.ui.table import layout
from cardtable.ui.table.items import BUTTON_PAD, BUTTON_TEXT
from cardtable.ui.table.layout import SCENE_H, prompt_spec, scene_width
from cardtable.ui.table.recent import RecentMoves
from cardtable.ui.table.text_fit import fit_text
from cardtable.ui.table.texts import text_for
from testsupport.positions import position, seats

LANGS = ("en", "de", "zh_TW")
CHROME_H = 56  # menu and status bar, CJK fonts included (test_window_fit.py)
TABLE_SHARE = 0.70  # the table's least share of the width with the score sheet open
# the score sheet's width at 1024x700 by the number of players (measured, rounded up:
# ``python benchmarks/table_text_size.py --dock open``)
SHEET_1024 = {2: 270, 3: 270, 4: 290, 5: 330, 6: 370}
SIZES = {  # window size -> (viewport of the table, score sheet open)
    "1024x700": ((1024 - 2, 700 - CHROME_H), False),
    "1024x700+sheet": ((1024, 700 - CHROME_H), True),  # minus SHEET_1024
    "1280x800": ((1280 * TABLE_SHARE, 800 - CHROME_H), True),
    "1920x1080": ((1920 * TABLE_SHARE, 1080 - CHROME_H), True),
}
MIN_PX = 11.0


@pytest.fixture
def language(request, qapp):
    with installed_language(request.param) as lang:
        yield lang


def _prompts(game, obs):
    """Every prompt the centre line may show in this game."""
    adapter = table_game(game)
    out = [QCoreApplication.translate("TableView", "The game is over."),
           QCoreApplication.translate("TableView", "{name} is playing...").format(name="Chen 陳")]
    for stage in ("draw", "play", "knock"):
        for laid in ((), ("x",)):
            for skip_choice in (None, 1):  # a chosen Skip's target waits for the button
                fake = types.SimpleNamespace(stage=stage, seat=0, laid={0: laid}, skip_choice=skip_choice)
                out.append(adapter.prompt(fake))
    return sorted(set(out))


def _overlap(a, b, slack=1.0) -> bool:
    return (a[0] + slack < b[0] + b[2] and b[0] + slack < a[0] + a[2]
            and a[1] + slack < b[1] + b[3] and b[1] + slack < a[1] + a[3])


def measure(game: str, players: int, viewport: tuple[float, float], skipped: bool = False):
    """``(problems, smallest text in px)`` of one table in the installed language;
    ``skipped``: every other seat shows "skipped this turn" (written over its
    box, so it may lie on a card, never on another text)."""
    rules, state = position(game, players)
    obs = rules.observation(state, 0)
    vw, vh = viewport
    width = scene_width(players, vw / vh)
    scale = min(vw / width, vh / SCENE_H)
    adapter = table_game(game)
    model = adapter.build_model(obs, seats(players), 0, 0, width=width)
    if skipped:
        marks = RecentMoves()
        marks.skipped = set(range(1, players))
        marks.add_markers(model)
    drawn = []  # (what, ink rect)
    problems = []
    smallest = 1e9
    prompts = [prompt_spec(players, width, t, model.centre) for t in _prompts(game, obs)]
    for spec in [*model.texts, *prompts]:
        text = adapter.label(spec.kind, spec.args)
        text = text if text is not None else text_for(spec.kind, spec.args)
        if not text:
            continue
        x, y, w, h = spec.rect
        fitted = fit_text(text, spec.size, spec.bold, w, h, spec.least)
        smallest = min(smallest, fitted.pixel_size * scale)
        if fitted.elided:
            problems.append(f"clipped: {text!r} needs {fitted.width:.0f} in {w:.0f} ({spec.kind})")
        if fitted.height > h + 2:
            problems.append(f"too low a box: {text!r} {fitted.height:.0f} > {h:.0f}")
        dx = {"left": 0.0, "centre": (w - fitted.width) / 2, "right": w - fitted.width}[spec.align]
        ink = (x + dx, y + (h - fitted.height) / 2, fitted.width, fitted.height)
        if ink[0] < 0 or ink[0] + ink[2] > width or ink[1] < 0 or ink[1] + ink[3] > SCENE_H:
            problems.append(f"off the table: {text!r}")
        drawn.append((spec.kind, text, ink))
    for button in model.buttons:
        text = adapter.label(button.kind, {}) or text_for(button.kind, {})
        x, y, w, h = button.rect
        fitted = fit_text(text, BUTTON_TEXT, True, w - 2 * BUTTON_PAD, h)
        smallest = min(smallest, fitted.pixel_size * scale)
        if fitted.elided:
            problems.append(f"clipped button: {text!r} needs {fitted.width:.0f} in {w:.0f}")
    for i, (kind, text, ink) in enumerate(drawn):
        for kind2, text2, ink2 in drawn[i + 1:]:
            if kind == kind2 == "prompt":
                continue  # the prompts take turns on one line
            if _overlap(ink, ink2):
                problems.append(f"overlap: {text!r} / {text2!r}")
        for button in model.buttons:
            if _overlap(ink, button.rect):
                problems.append(f"overlap: {text!r} / button {button.kind}")
        for card in model.cards if kind != "skipped_marker" else ():
            if _overlap(ink, card.rect, 2.0):
                problems.append(f"on a card: {text!r} ({kind}) / {card.face}")
                break
    return problems, smallest


@pytest.mark.parametrize("language", LANGS, indirect=True)
@pytest.mark.parametrize("size", ["1024x700", "1024x700+sheet"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_skipped_this_turn_is_readable_on_every_seat(game, players, size, language):
    """"skipped this turn" / "setzt diesen Zug aus" / "這回合被跳過": 11 px at least."""
    (vw, vh), _dock = SIZES[size]
    viewport = (vw - SHEET_1024[players], vh) if size == "1024x700+sheet" else (vw, vh)
    problems, smallest = measure(game, players, viewport, skipped=True)
    assert problems == []
    assert smallest >= MIN_PX, f"{smallest:.1f} px"


@pytest.fixture(params=[1.0, layout.LARGE_CARDS], ids=["cards", "larger-cards"])
def card_scale(request):
    layout.set_card_scale(request.param)
    yield request.param
    layout.set_card_scale(1.0)


@pytest.mark.parametrize("language", LANGS, indirect=True)
@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_every_table_text_fits_its_box_and_neighbours(game, players, size, language, card_scale):
    (vw, vh), _dock = SIZES[size]
    viewport = (vw - SHEET_1024[players], vh) if size == "1024x700+sheet" else (vw, vh)
    problems, smallest = measure(game, players, viewport)
    assert problems == []
    if size.startswith("1024x700"):  # the smallest window, score sheet open or not
        assert smallest >= MIN_PX, f"{smallest:.1f} px"


def _wild_groups(seat: int):
    """Laid groups with Wilds as a long round leaves them (a phase has at
    most two groups, hits make them longer): a run of ten with two Wilds
    ("=10", the widest badge) and a set of five with one; seat 1 has the
    colour group of phase 8, grown to nine cards with two Wilds."""
    from cardtable.engine.phase10.meld_types import Group, Laid

    if seat == 1:
        colour = tuple(Laid("W", None, "G") if i in (2, 6) else Laid(f"G{i + 1}", i + 1, "G")
                       for i in range(9))
        return (Group("colour", colour),)
    run = tuple(Laid("W", v, None) if v in (5, 10) else Laid(f"B{v}", v, "B") for v in range(1, 11))
    the_set = (Laid("R9", 9, "R"), Laid("W", 9, None), Laid("G9", 9, "G"), Laid("Y9", 9, "Y"),
               Laid("B9", 9, "B"))
    return (Group("run", run), Group("set", the_set))


def measure_badges(players: int, viewport: tuple[float, float]):
    """``(problems, smallest badge text in px)`` of a Phase 10 table whose
    every seat has laid Wild-heavy groups (and a Skip-Bo table's building piles)."""
    import dataclasses

    from PySide6.QtGui import QFontMetricsF

    from cardtable.ui.table.badges import BADGE_PX, badge_rect, badge_text
    from cardtable.ui.table.text_fit import table_font

    vw, vh = viewport
    width = scene_width(players, vw / vh)
    scale = min(vw / width, vh / SCENE_H)
    rules, state = position("phase10", players)
    obs = rules.observation(state, 0)
    obs = dataclasses.replace(obs, laid=tuple(_wild_groups(s) for s in range(players)))
    model = table_game("phase10").build_model(obs, seats(players), 0, 0, width=width)
    problems, smallest = [], 1e9
    metrics = QFontMetricsF(table_font(BADGE_PX, True))
    badged = [c for c in model.cards if c.badge]
    assert len(badged) == 3 * players - 1, "every laid Wild has its badge"
    for card in badged:
        cx, cy, cw, ch = card.rect
        bx, by, bw, bh = badge_rect(card.badge, cw, ch)
        text = badge_text(card.badge, cw)
        smallest = min(smallest, BADGE_PX * scale)
        if metrics.horizontalAdvance(text) > bw - 2 or metrics.height() > bh or by + bh > ch:
            problems.append(f"badge {text!r} does not fit its card ({cw:.0f} wide)")
        box = (cx + bx, cy + by, bw, bh)
        for other in model.cards:
            if other is not card and _overlap(box, other.rect, 0.5) and (
                    other.z > card.z or not _overlap(box, card.rect, 0.5)):
                problems.append(f"badge {text!r} of seat {card.seat} covered by {other.face}")
                break
    return problems, smallest


@pytest.mark.parametrize("language", ["en"], indirect=True)
@pytest.mark.parametrize("size", ["1024x700", "1024x700+sheet"])
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_wild_badges_are_readable_and_never_covered(players, size, language):
    (vw, vh), _dock = SIZES[size]
    viewport = (vw - SHEET_1024[players], vh) if size == "1024x700+sheet" else (vw, vh)
    problems, smallest = measure_badges(players, viewport)
    assert problems == []
    assert smallest >= MIN_PX, f"{smallest:.1f} px"


@pytest.mark.parametrize("width", [1000.0, 1600.0])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_own_discard_piles_are_named_like_the_other_seats(players, width):
    """Every seat's discard piles, one's own too, have the "Discard piles" label above them."""
    if players > 3 or width >= 1200:
        rules, state = position("skipbo", players)
        model = table_game("skipbo").build_model(rules.observation(state, 0), seats(players), 0, 0,
                                                 width=width)
        labels = [t.rect for t in model.texts if t.kind == "discard_piles"]
        assert len(labels) == players
        for seat in range(players):
            zones = [z.rect for z in model.zones if z.target[:1] == ("own_discard",)] if seat == 0 else \
                [c.rect for c in model.cards if c.place and c.place[:2] == ("pile", seat)]
            if not zones:
                continue
            top = min(r[1] for r in zones)
            left, right = min(r[0] for r in zones), max(r[0] + r[2] for r in zones)
            assert any(lab[1] + lab[3] <= top + 8 and lab[0] < right and left < lab[0] + lab[2]
                       for lab in labels), seat


def _drawn_sizes(game: str, players: int, viewport: tuple[float, float]) -> dict[tuple, float]:
    """The drawn size (scene units) of each label of the viewing seat's box
    and of the centre, by kind and arguments."""
    rules, state = position(game, players)
    obs = rules.observation(state, 0)
    width = scene_width(players, viewport[0] / viewport[1])
    adapter = table_game(game)
    model = adapter.build_model(obs, seats(players), 0, 0, width=width)
    regions = [box.rect for box in model.boxes if box.bottom] + [model.centre]
    sizes = {}
    for spec in model.texts:
        x, y, w, h = spec.rect
        if not any(rx <= x + w / 2 <= rx + rw and ry <= y + h / 2 <= ry + rh for rx, ry, rw, rh in regions):
            continue
        text = adapter.label(spec.kind, spec.args)
        text = text if text is not None else text_for(spec.kind, spec.args)
        if text:
            sizes[(spec.kind, repr(spec.args))] = fit_text(text, spec.size, spec.bold, w, h, spec.least).pixel_size
    return sizes


@pytest.mark.parametrize("language", LANGS, indirect=True)
@pytest.mark.parametrize("size", ["1024x700", "1920x1080"])
@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_larger_cards_have_larger_words_beside_them(game, players, size, language):
    """"Larger cards" left the words beside the hand and the piles at their
    usual size: most of them grow with the cards, none gets smaller."""
    viewport = SIZES[size][0]
    try:
        normal = _drawn_sizes(game, players, viewport)
        layout.set_card_scale(layout.LARGE_CARDS)
        larger = _drawn_sizes(game, players, viewport)
    finally:
        layout.set_card_scale(1.0)
    shared = [key for key in normal if key in larger]
    assert len(shared) >= 4
    assert all(larger[key] >= normal[key] for key in shared)
    grown = [key for key in shared if larger[key] >= normal[key] * 1.15]
    assert len(grown) >= len(shared) / 2, f"{len(grown)} of {len(shared)} grew"
