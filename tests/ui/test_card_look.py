"""The look of the cards for a player who sees poorly: high contrast and larger cards.

Preferences has "High-contrast cards" (black on white faces in a wide frame
of the card's colour, the suit symbols kept, so the colours still differ by
shape; wide outlines with a black edge around legal targets and the chosen
card) and "Larger cards on the table" (the hand and the piles in the middle
grow; test_table_fit / test_table_text_fit check that everything still
fits). Both apply at once to the table on screen and are remembered.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from cardtable.ui.card_art import CardArt
from cardtable.ui.dialogs.settings_dialog import SettingsDialog
from cardtable.ui.table import items, layout
from cardtable.ui.table.layout import ZoneSpec


@pytest.fixture(autouse=True)
def _plain_look_afterwards():
    """The look is the table modules' state: no later test inherits it."""
    yield
    items.set_high_contrast(False)
    layout.set_card_scale(1.0)


def _share(image: QImage, test) -> float:
    """The share of ``image``'s opaque pixels for which ``test(QColor)`` holds."""
    hits = total = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            colour = image.pixelColor(x, y)
            if colour.alpha() < 200:
                continue
            total += 1
            hits += bool(test(colour))
    return hits / max(1, total)


def _white(c: QColor) -> bool:
    return min(c.red(), c.green(), c.blue()) > 235


def _black(c: QColor) -> bool:
    return max(c.red(), c.green(), c.blue()) < 40


def test_the_high_contrast_deck_is_black_on_white_and_keeps_its_symbols(qapp):
    art = CardArt()
    standard = art.pixmap("phase10", "Y7", 100).toImage()
    art.set_theme("contrast")
    assert art.theme == "contrast" and art.cached_pixmaps() == 0  # drawn anew
    contrast = art.pixmap("phase10", "Y7", 100).toImage()
    assert _share(standard, _white) < 0.3  # a yellow face with a white window
    assert _share(contrast, _white) > 0.45 and _share(contrast, _black) > 0.08  # black on white
    # the colour stays (the frame) and the yellow star too: colour-blind players tell it by shape
    yellow = _share(contrast, lambda c: c.red() > 200 and c.green() > 150 and c.blue() < 60)
    assert yellow > 0.08
    for game, cards in (("phase10", ["R1", "B12", "G5", "W", "S", "back"]),
                        ("skipbo", ["1", "7", "12", "SB", "back"])):
        for card in cards:  # every face of both decks is there
            assert not art.pixmap(game, card, 60).isNull()
    art.set_theme("nonsense")
    assert art.theme == "standard"


def _zone_image(contrast: bool) -> QImage:
    items.set_high_contrast(contrast)
    try:
        scene = QGraphicsScene()
        zone = items.ZoneItem(ZoneSpec(("discard_pile",), (20, 20, 120, 160)))
        scene.addItem(zone)
        zone.set_state(legal=True)
        image = QImage(200, 220, QImage.Format.Format_ARGB32)
        image.fill(QColor("#2f8552"))  # the felt
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, 200, 220), QRectF(0, 0, 200, 220))
        painter.end()
        return image
    finally:
        items.set_high_contrast(False)


def test_a_legal_target_gets_a_wide_outline_with_a_black_edge(qapp):
    plain, strong = _zone_image(False), _zone_image(True)
    assert _share(plain, _black) == 0
    assert _share(strong, _black) > 0.02
    green = QColor(items.LEGAL)

    def lit(c: QColor) -> bool:
        return abs(c.red() - green.red()) < 30 and abs(c.green() - green.green()) < 30

    assert _share(strong, lit) > 1.5 * _share(plain, lit)  # twice as wide


def test_the_preferences_offer_both_and_say_what_was_chosen(qtbot):
    dialog = SettingsDialog("en", 500, None, contrast=True, large_cards=False)
    qtbot.addWidget(dialog)
    assert dialog.contrast.isChecked() and not dialog.large_cards.isChecked()
    assert dialog.contrast.text() == "&High-contrast cards"
    dialog.large_cards.setChecked(True)
    assert dialog.chosen_contrast() and dialog.chosen_large_cards()


def test_both_apply_to_the_table_at_once_and_are_remembered(window, make_window, start_game, qtbot):
    ctl = start_game("phase10", ["human", "computer"])
    qtbot.waitUntil(lambda: window.table is not None and bool(window.table.card_items))

    def hand_width() -> float:
        return max(c.spec.rect[2] for c in window.table.card_items if c.spec.hand_of == ctl.viewing_seat())

    before = hand_width()
    window.apply_preferences("en", 0, contrast=True, large_cards=True)
    assert window.card_art().theme == "contrast" and items.high_contrast()
    assert hand_width() >= 1.25 * before
    card = next(c for c in window.table.card_items if c.spec.hand_of == ctl.viewing_seat())
    face = window.card_art().pixmap("phase10", card.spec.face, 100).toImage()
    assert _share(face, _white) > 0.4  # the table draws the high-contrast deck
    assert window.settings.card_theme() == "contrast" and window.settings.large_cards()
    window.close_game()
    again = make_window()  # the next start: both remembered
    assert again.card_art().theme == "contrast" and layout.card_scale() == layout.LARGE_CARDS
    again.apply_preferences("en", 0, contrast=False, large_cards=False)
    assert not items.high_contrast() and layout.card_scale() == 1.0
    assert again.card_art().theme == "standard"


def test_settings_keep_a_bad_value_from_the_file_out(tmp_path):
    from cardtable.ui.settings import Settings

    settings = Settings(tmp_path / "s.ini")
    settings.qsettings.setValue("look/card_theme", "neon")
    settings.qsettings.setValue("look/large_cards", "maybe")
    assert settings.card_theme() == "standard" and settings.large_cards() is False
    settings.set_large_cards(True)
    assert Settings(tmp_path / "s.ini").large_cards() is True
