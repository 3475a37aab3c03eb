"""cardtable seen from outside, through AT-SPI, the way Orca reads it.

The app runs for real (``python -m cardtable``, Qt's xcb platform on Xvfb, its
accessibility bridge on, a private session bus and accessibility bus: see
``testsupport/atspi_desktop.py``) and a separate process with the system
Python and Debian's ``pyatspi`` (``tools/atspi_dump.py``) walks its tree. No
Qt object is looked at from here: only what a screen reader gets.

Checked: the window, the menus and the start page's buttons have names, in
English and in German; pressing "Phase 10 against the computer" through its
AT-SPI action (as a screen reader's "activate" does) shows the table; the
table's cards are named; "your turn" is announced, assertively, to an
outside listener (AT-SPI ``object:announcement``). Skipped, with the reason,
where Xvfb, D-Bus, at-spi2-core or python3-pyatspi are missing (.ci/run
installs them). What Orca itself says: ``test_orca.py``.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator

import pytest
from atspi_tree import (
    CARD,
    HAND_SIZE,
    TABLE_ID,
    Node,
    menu_names,
    nodes,
    one,
    start_page_buttons,
    table_children,
    table_node,
    unnamed_menu_items,
)

from testsupport.atspi_desktop import AtspiDesktop, missing

PHASE10_START = {"en": "Phase 10 against the computer", "de": "Phase 10 gegen den Computer"}
#: Menus of the menu bar that must be there (others may be added).
MENUS = {"en": ("Game", "Edit", "Play", "View", "Settings", "Help"),
         "de": ("Spiel", "Bearbeiten", "Zug", "Ansicht", "Einstellungen", "Hilfe")}
START_BUTTONS = {
    "en": ("Phase 10 against the computer", "Skip-Bo against the computer", "Pass and play",
           "New game with all options…", "Learn to play…"),
    "de": ("Phase 10 gegen den Computer", "Skip-Bo gegen den Computer", "Reihum an einem Gerät"),
}
LISTEN_S = 1.5  # how long announcements are still recorded once the table shows
ASSERTIVE = 2  # AT-SPI politeness of an assertive announcement (1: polite)

pytestmark = pytest.mark.skipif(bool(reason := missing()), reason=f"AT-SPI check: {reason}")


@pytest.fixture(scope="module")
def trees() -> Iterator[dict[str, Node]]:
    """The accessible trees of a real app: English start page, English table
    after a one-click start pressed through AT-SPI, German start page."""
    with AtspiDesktop() as desktop:
        out: dict[str, Node] = {}
        app = desktop.start_app("--lang", "en", name="app-en")
        try:
            out["en"] = desktop.dump()
            out["en table"] = desktop.dump("--press", PHASE10_START["en"], "--wait-id", TABLE_ID,
                                           "--announcements", "--until", "your turn",
                                           "--listen", str(LISTEN_S))
        except Exception as exc:
            raise AssertionError(f"{exc}\napp log: {desktop.log('app-en')}") from exc
        finally:
            desktop.stop_process(app)
        desktop.processes.remove(app)
        desktop.start_app("--lang", "de", name="app-de")
        try:
            out["de"] = desktop.dump()
        except Exception as exc:
            raise AssertionError(f"{exc}\napp log: {desktop.log('app-de')}") from exc
        yield out


def test_the_app_and_its_window_are_on_the_accessibility_bus(trees):
    tree = trees["en"]
    assert tree["role"] == "application" and tree["name"] == "cardtable"
    frame = one(tree, "frame")
    assert frame["name"] == "cardtable"
    assert "showing" in frame["states"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_menus_are_named_in_the_interface_language(trees, lang):
    tree = trees[lang]
    names = menu_names(tree)
    assert [name for name in MENUS[lang] if name not in names] == [], names
    assert all(name.strip() for name in names), names
    assert unnamed_menu_items(tree) == []
    if lang != "en":
        assert not set(names) & set(MENUS["en"]), f"English menus in {lang}: {names}"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_start_page_buttons_are_named_in_the_interface_language(trees, lang):
    buttons = start_page_buttons(trees[lang])
    names = [button["name"] for button in buttons]
    assert [b["id"] for b in buttons if not b["name"].strip()] == []
    for name in START_BUTTONS[lang]:
        assert name in names
    if lang != "en":
        assert not set(names) & set(START_BUTTONS["en"]), "English left on the German start page"
    for button in buttons:
        assert button["actions"], f"{button['name']}: no action a screen reader can run"


def test_a_one_click_start_pressed_through_atspi_shows_the_table(trees):
    before, after = trees["en"], trees["en table"]
    assert not [node for node in nodes(before) if node["id"].endswith(TABLE_ID) and "showing" in node["states"]]
    table = table_node(after)
    assert "focusable" in table["states"]
    assert not start_page_buttons(after), "the start page is still on screen"


def test_the_table_view_is_named(trees):
    table = table_node(trees["en table"])
    if not table_children(table):
        pytest.skip("the table exposes no accessible children yet (its accessible interface is not merged)")
    assert table["name"].strip()


def test_the_cards_on_the_table_are_named(trees):
    table = table_node(trees["en table"])
    children = table_children(table)
    if not children:
        pytest.skip("the table exposes no accessible children yet (its accessible interface is not merged)")
    cards = [node["name"] for node in children if CARD.search(node["name"])]
    assert len(cards) >= HAND_SIZE, f"card names among the table's children: {cards}"
    assert [node["role"] for node in children if not node["name"].strip()] == []


def test_your_turn_is_announced_to_an_outside_client(trees):
    """``announce()`` reaches an outside client once: the player who starts
    hears that it is their turn, as the new description of the focused
    object (what Orca 43 speaks; test_orca.py) or, where nothing focused can
    carry it, as an assertive AT-SPI announcement event; never both."""
    if importlib.util.find_spec("cardtable.ui.speech.announce") is None:
        pytest.skip("the app makes no announcements yet (announce() is not merged)")
    heard = trees["en table"]["announcements"]
    turn = [said for said in heard if "your turn" in said["text"].lower()]
    assert len(turn) == 1, f"announced: {heard}"
    assert turn[0]["politeness"] in ("description", ASSERTIVE), turn
