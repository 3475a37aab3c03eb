"""Card art: every card renders, pixmaps are sized and cached right, bad names
are refused early, and the four Phase 10 colours differ by hue AND by symbol."""

from __future__ import annotations

import colorsys
import importlib.util
import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from cardtable import resources
from cardtable.engine.phase10 import cards as p10
from cardtable.ui.card_art import CARD_RATIO, CardArt, card_height

ROOT = Path(__file__).resolve().parents[2]
PHASE10_CARDS = [*p10.ALL_KINDS, "back"]
SKIPBO_CARDS = [*(str(v) for v in range(1, 13)), "SB", "back"]


@pytest.fixture
def art(qapp):
    return CardArt()


def _image(art: CardArt, game: str, card: str, width: int = 250) -> QImage:
    return art.pixmap(game, card, width).toImage()


def _hue_histogram(image: QImage) -> dict[str, int]:
    """Count strongly saturated pixels by hue family."""
    families = {"red": 0, "yellow": 0, "green": 0, "blue": 0}
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            h, s, v = colorsys.rgb_to_hsv(c.redF(), c.greenF(), c.blueF())
            if c.alpha() < 250 or s < 0.6 or v < 0.45:
                continue
            deg = h * 360
            if deg < 20 or deg >= 340:
                families["red"] += 1
            elif 35 <= deg < 65:
                families["yellow"] += 1
            elif 95 <= deg < 160:
                families["green"] += 1
            elif 195 <= deg < 245:
                families["blue"] += 1
    return families


def _dominant(image: QImage) -> str:
    hist = _hue_histogram(image)
    return max(hist, key=hist.get)


@pytest.mark.parametrize("card", PHASE10_CARDS)
def test_every_phase10_card_has_a_valid_renderer(art, card):
    renderer = art.renderer("phase10", card)
    assert renderer.isValid()
    assert renderer.defaultSize().width() * 7 == renderer.defaultSize().height() * 5


@pytest.mark.parametrize("card", SKIPBO_CARDS)
def test_every_skipbo_card_has_a_valid_renderer(art, card):
    assert art.renderer("skipbo", card).isValid()


def test_skipbo_accepts_int_values(art):
    assert art.renderer("skipbo", 7) is art.renderer("skipbo", "7")
    assert art.pixmap("skipbo", 12, 40) is art.pixmap("skipbo", "12", 40)


def test_default_root_is_the_shipped_assets(art):
    assert art.assets_root == resources.asset("cards")
    assert art.path("phase10", "R7") == resources.asset("cards", "phase10", "R7.svg")


@pytest.mark.parametrize(("game", "card"), [
    ("phase10", "R13"), ("phase10", "R0"), ("phase10", "X"), ("phase10", ""),
    ("phase10", "r7"), ("phase10", 7), ("phase10", None), ("phase10", "SB"),
    ("skipbo", 0), ("skipbo", 13), ("skipbo", True), ("skipbo", "W"), ("skipbo", "R7"),
    ("uno", "R7"), ("skipbo", 1.0),
])
def test_unknown_card_raises_value_error(art, game, card):
    with pytest.raises(ValueError):
        art.renderer(game, card)
    with pytest.raises(ValueError):
        art.pixmap(game, card, 60)


@pytest.mark.parametrize("width", [0, -5, 2.5, True, 100000])
def test_bad_width_raises_value_error(art, width):
    with pytest.raises(ValueError):
        art.pixmap("phase10", "R7", width)


def test_bad_device_pixel_ratio_raises_value_error(art):
    with pytest.raises(ValueError):
        art.pixmap("phase10", "R7", 60, 0)
    with pytest.raises(ValueError):
        art.pixmap("phase10", "R7", 60, float("nan"))


def test_missing_or_broken_art_is_a_clear_error(qapp, tmp_path):
    (tmp_path / "phase10").mkdir()
    (tmp_path / "phase10" / "R7.svg").write_text("<svg><not closed", encoding="utf-8")
    art = CardArt(tmp_path)
    with pytest.raises(FileNotFoundError, match="R8"):
        art.renderer("phase10", "R8")
    with pytest.raises(FileNotFoundError, match="unreadable"):
        art.pixmap("phase10", "R7", 60)


@pytest.mark.parametrize(("width", "dpr"), [(60, 1.0), (60, 2.0), (93, 1.5), (250, 1.25)])
def test_pixmap_size_and_device_pixel_ratio(art, width, dpr):
    pixmap = art.pixmap("phase10", "B3", width, dpr)
    assert pixmap.width() == round(width * dpr)
    assert pixmap.height() == round(card_height(width) * dpr)
    assert pixmap.devicePixelRatio() == pytest.approx(dpr)
    logical = pixmap.deviceIndependentSize()
    assert logical.width() == pytest.approx(width, abs=0.5)
    assert logical.height() / logical.width() == pytest.approx(CARD_RATIO, abs=0.02)


def test_cache_hit_returns_the_same_pixmap(art):
    first = art.pixmap("phase10", "G9", 80, 2.0)
    assert art.pixmap("phase10", "G9", 80, 2.0) is first
    assert art.pixmap("phase10", "G9", 80, 1.0) is not first
    assert art.cached_pixmaps() == 2


def test_pixmap_cache_is_lru_bounded(qapp):
    art = CardArt(max_pixmaps=2)
    a = art.pixmap("phase10", "R1", 40)
    b = art.pixmap("phase10", "R2", 40)
    assert art.pixmap("phase10", "R1", 40) is a  # R1 now most recent
    art.pixmap("phase10", "R3", 40)  # evicts R2
    assert art.cached_pixmaps() == 2
    assert art.pixmap("phase10", "R1", 40) is a
    assert art.pixmap("phase10", "R2", 40) is not b


def test_pixmap_is_opaque_card_with_transparent_corner(art):
    image = _image(art, "phase10", "R7", 100)
    assert image.pixelColor(0, 0).alpha() == 0  # rounded corner
    assert image.pixelColor(50, 70).alpha() == 255


@pytest.mark.parametrize(("colour", "family"), [
    ("R", "red"), ("B", "blue"), ("Y", "yellow"), ("G", "green"),
])
@pytest.mark.parametrize("value", [1, 10])
def test_P10_1_colour_reads_as_its_hue(art, colour, family, value):
    assert _dominant(_image(art, "phase10", f"{colour}{value}", 60)) == family


@pytest.mark.parametrize(("value", "family"), [
    (1, "blue"), (4, "blue"), (5, "green"), (8, "green"), (9, "red"), (12, "red"),
])
def test_skipbo_number_colour_by_range(art, value, family):
    assert _dominant(_image(art, "skipbo", str(value), 60)) == family


def _corner_symbol_mask(art: CardArt, card: str) -> list[bool]:
    """Near-white pixels where the corner symbol sits (under the index)."""
    image = _image(art, "phase10", card, 250)
    mask = []
    for y in range(88, 134):
        for x in range(18, 66):
            c = image.pixelColor(x, y)
            mask.append(min(c.red(), c.green(), c.blue()) > 215)
    return mask


def test_each_colour_has_its_own_symbol_for_colour_blind_players(art):
    masks = {colour: _corner_symbol_mask(art, f"{colour}5") for colour in "RBYG"}
    for colour, mask in masks.items():
        assert sum(mask) > 200, f"no symbol under the {colour} corner index"
    for a, b in itertools.combinations("RBYG", 2):
        differ = sum(x != y for x, y in zip(masks[a], masks[b], strict=True))
        union = sum(x or y for x, y in zip(masks[a], masks[b], strict=True))
        assert differ > 0.15 * union, f"{a} and {b} symbols look alike"


def test_values_render_differently(art):
    images = [_image(art, "phase10", f"B{v}", 60) for v in range(1, 13)]
    assert len({bytes(img.constBits()) for img in images}) == 12


def test_special_cards_and_backs_are_distinct(art):
    images = [_image(art, "phase10", c, 60) for c in ("W", "S", "back")]
    images += [_image(art, "skipbo", c, 60) for c in ("SB", "back")]
    assert len({bytes(img.constBits()) for img in images}) == 5


def test_paint_draws_vectors_keeping_the_card_ratio(art):
    image = QImage(300, 140, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    art.paint(painter, QRectF(0, 0, 300, 140), "phase10", "Y4")
    painter.end()
    assert image.pixelColor(150, 70).alpha() == 255  # card in the middle
    assert image.pixelColor(20, 70).alpha() == 0  # sides left free (5:7 kept)
    assert image.pixelColor(280, 70).alpha() == 0


def test_icon_svg_and_pngs(qapp):
    icons = resources.asset("icons")
    assert QSvgRenderer(str(icons / "cardtable.svg")).isValid()
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        image = QImage(str(icons / f"cardtable-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
        opaque = sum(image.pixelColor(x, y).alpha() > 128
                     for y in range(size) for x in range(0, size, max(1, size // 32)))
        assert opaque > 0.25 * size * len(range(0, size, max(1, size // 32)))
    center = QImage(str(icons / "cardtable-16.png")).pixelColor(8, 8)
    assert center.alpha() > 0 and center != QColor("white")


def test_shipped_svgs_are_the_generator_output():
    spec = importlib.util.spec_from_file_location("make_card_art", ROOT / "tools" / "make_card_art.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    generated = module.all_cards()
    assert len(generated) == 4 * 12 + 3 + 12 + 2
    for rel, text in generated.items():
        assert (resources.asset("cards") / rel).read_text(encoding="utf-8") == text, rel
    assert (resources.asset("icons") / "cardtable.svg").read_text(encoding="utf-8") == module.icon_svg()


def test_the_pixmap_cache_stays_within_its_byte_budget(qapp):
    budget = 2 * 1024 * 1024
    art = CardArt(max_bytes=budget)
    for width in range(100, 400, 20):  # zooming in: each size 100-400 px wide is 56-627 KB
        for card in ("R1", "B5", "G9", "Y12", "W", "S"):
            art.pixmap("phase10", card, width, 1.0)
            assert art.cached_bytes() <= budget
    assert art.cached_bytes() > budget // 2  # the budget is used, not wasted
    widest = art.pixmap("phase10", "R1", 380, 1.0)
    assert art.pixmap("phase10", "R1", 380, 1.0) is widest  # the newest sizes are kept


def test_sizes_not_asked_for_lately_are_dropped(qapp):
    art = CardArt(max_idle=200)
    for card in PHASE10_CARDS[:20]:
        art.pixmap("phase10", card, 90, 2.0)  # a window size left behind
    for _ in range(20):  # the table repaints at its new size
        for card in PHASE10_CARDS[:20]:
            art.pixmap("phase10", card, 60, 2.0)
    assert art.cached_sizes() == {(60, 2.0)}
    assert art.cached_bytes() == 20 * 120 * 168 * 4


def test_forget_unused_keeps_only_the_sizes_asked_for_since_the_last_call(qapp):
    art = CardArt()
    art.pixmap("skipbo", "5", 50)
    art.forget_unused()  # a new scale: 50 was the one before
    art.pixmap("skipbo", "5", 60)
    art.forget_unused()  # another: 60 stays (asked since), 50 goes
    assert art.cached_sizes() == {(60, 1.0)}
    art.pixmap("skipbo", "5", 60)
    art.pixmap("skipbo", "7", 70)
    art.forget_unused()
    assert art.cached_sizes() == {(60, 1.0), (70, 1.0)}
    assert art.cached_bytes() == 60 * 84 * 4 + 70 * 98 * 4
