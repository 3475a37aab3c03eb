"""The table in motion: dragged selections gather into a fan,
computer moves fly and the scene settles to the model of the new state."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from table_helpers import click, grip, vp
from table_helpers import make_table as _make_table

from cardtable.engine.phase10.state import Event as P10Event
from cardtable.engine.registry import get_rules
from cardtable.engine.skipbo.state import Event as SbEvent
from cardtable.ui.table.items import CardItem, TurnFrameItem, outlines
from cardtable.ui.table.pointer import FAN_STEP
from testsupport.positions import position, seats

_LIVE: list = []


@pytest.fixture(autouse=True)
def _shutdown_controllers():
    """Stop every controller's computer players (their thread) after each test."""
    yield
    while _LIVE:
        _LIVE.pop().shutdown()


def make_table(qtbot, *args, **kwargs):
    ctl, view, messages = _make_table(qtbot, *args, **kwargs)
    _LIVE.append(ctl)
    return ctl, view, messages


def _visible(view):
    return view.mapToScene(view.viewport().rect()).boundingRect()


def test_six_dragged_cards_gather_under_the_cursor_as_a_fan(qtbot):
    """Point 5: six selected cards dragged to the table's right edge stay on
    the table, gathered in a small fan, and go home when dropped on nothing."""
    rules = get_rules("phase10")
    state = rules.new_game(rules.options_from_json({"players": 2}), 3)
    _ctl, view, _messages = make_table(qtbot, rules, state, seed=3)
    hand = sorted((i for i in view.card_items if i.spec.source and i.spec.source[0] == "hand"),
                  key=lambda i: i.spec.rect[0])
    chosen = hand[:6]
    for item in chosen:
        click(view, grip(item))
    assert len(view.input.selection) == 6
    grabbed = chosen[0]
    port = view.viewport()
    a = vp(view, grip(grabbed))
    edge = _visible(view).right() - 110
    b = vp(view, QPointF(edge, grip(grabbed).y() - 150))
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    QTest.mouseMove(port, a + QPoint(12, 12))
    QTest.mouseMove(port, (a + b) / 2)
    QTest.mouseMove(port, b)
    dragged = view.input.pointer._drag["items"]
    assert sorted(map(id, dragged)) == sorted(map(id, chosen))
    visible = _visible(view)
    for item in dragged:
        assert visible.contains(item.sceneBoundingRect()), item.spec.source
    xs = [i.pos().x() for i in dragged]
    assert max(xs) - min(xs) <= 5 * FAN_STEP + 0.5  # a fan, not the hand spacing
    pointer = view.mapToScene(b)
    assert min(xs) <= pointer.x() <= max(xs) + grabbed.spec.rect[2]
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    view.flights.finish()
    for item in chosen:
        assert item.pos() == item.home


def _settled(view):
    """The scene shows exactly the model of the controller's current state."""
    model = view.build_model()
    want = sorted((str(s.face), tuple(round(v, 3) for v in s.rect)) for s in model.cards)
    items = [i for i in view.scene().items() if isinstance(i, CardItem)]
    have = sorted((str(i.spec.face), (round(i.pos().x(), 3), round(i.pos().y(), 3),
                                 round(i.spec.rect[2], 3), round(i.spec.rect[3], 3)))
                  for i in items)
    assert have == want
    assert all(i.opacity() == 1.0 and i.isVisible() for i in items)
    assert not view.flights.busy()


def test_computer_moves_fly_and_the_scene_settles_to_the_model(qtbot):
    """Point 3: at a chosen speed a computer's move flies from where it came
    from; landing every flight leaves exactly the model of the new state."""
    rules = get_rules("skipbo")
    state = rules.new_game(rules.options_from_json(
        {"players": 2, "start": "seat", "start_seat": 1, "stock_size": 5}), 9)
    ctl, view, _messages = make_table(qtbot, rules, state, seed=9, speed=400)
    seen = 0
    for _ in range(6):
        before = len(ctl.history)
        qtbot.waitUntil(lambda before=before: len(ctl.history) > before, timeout=20000)
        if view.flights.busy():
            seen += 1
            flying = [i for i in view.scene().items()
                      if isinstance(i, CardItem) and i not in view.card_items]
            assert flying, "a card travels across the table"
            view.flights.finish()
        _settled(view)
        if ctl.current_seat() == 0 or ctl.is_over():
            break
    assert seen >= 1


def test_instant_speed_shows_no_flight(qtbot):
    rules = get_rules("skipbo")
    state = rules.new_game(rules.options_from_json(
        {"players": 2, "start": "seat", "start_seat": 1, "stock_size": 5}), 9)
    ctl, view, _messages = make_table(qtbot, rules, state, seed=9, speed=0)
    qtbot.waitUntil(lambda: ctl.current_seat() == 0 or ctl.is_over(), timeout=20000)
    assert ctl.history and not view.flights.busy()
    _settled(view)


def _table(qtbot, game, players=3):
    rules, state = position(game, players)
    return make_table(qtbot, rules, state, seats=seats(players), seed=3, speed=400)


P10_EVENTS = [
    P10Event("draw_deck", seat=1), P10Event("draw_discard", seat=1, card="R3"),
    P10Event("discard", seat=1, card="B4"), P10Event("skip_played", seat=1, target=2),
    P10Event("knock", seat=2, card="G5"),
]
SB_EVENTS = [
    SbEvent("play", seat=1, card=3, source="hand", to=0),
    SbEvent("play", seat=1, card=3, source="stock", to=1),
    SbEvent("play", seat=1, card=3, source="discard", pile=0, to=2),
    SbEvent("discard", seat=1, card=7, pile=1), SbEvent("refill", seat=1, count=5),
    SbEvent("complete", seat=1, to=0),
]


@pytest.mark.parametrize(("game", "events"), [("phase10", P10_EVENTS), ("skipbo", SB_EVENTS)])
def test_every_kind_of_move_has_a_flight_between_real_places(qtbot, game, events):
    """Draw, discard, skip, knock; build from hand, stock and discard pile,
    discard, refill, recycle: each has a flight whose both ends exist."""
    _ctl, view, _messages = _table(qtbot, game)
    for event in events:
        flight = view.game.animate_event(event)
        assert flight is not None, event.kind
        start, _ = view.flights.place(flight.origin)
        end, _ = view.flights.place(flight.target)
        assert start is not None and end is not None, event.kind
        view.flights.fly(flight, 0, 300)
    assert view.flights.busy()
    view.flights.finish()
    _settled(view)


def test_phase10_lay_and_hit_fly_to_the_laid_groups(qtbot):
    _ctl, view, _messages = _table(qtbot, "phase10")
    obs = view.obs
    owner = next(s for s in range(len(obs.laid)) if obs.laid[s])
    for event in (P10Event("lay", seat=owner, count=len(obs.laid[owner])),
                  P10Event("hit", seat=1, card="W=9", target=owner, group=0)):
        flight = view.game.animate_event(event)
        assert flight is not None and view.flights.place(flight.target)[0] is not None
        assert flight.face in (None, "W")
        view.flights.fly(flight, 0, 300)
    view.flights.finish()
    _settled(view)


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_the_deal_flies_and_a_click_lands_it(qtbot, game):
    """Point 3: a new deal sends every hand card from the draw pile; one
    click on the table lands them all (skippable)."""
    _ctl, view, _messages = _table(qtbot, game)
    deal = (P10Event("deal", seat=0, card="R1", count=2) if game == "phase10"
            else SbEvent("deal", seat=0, game=2))
    view.flights.replay([deal], 0, 400)
    assert view.flights.busy()
    hands = [i for i in view.card_items if i.spec.hand_of is not None]
    assert any(i.pos() != i.home for i in hands)
    port = view.viewport()
    QTest.mouseClick(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(5, 5))
    _settled(view)


def test_a_move_replaces_only_the_items_that_changed(qtbot):
    """Performance goal: a move updates the scene instead of rebuilding it,
    and the scene still holds exactly the items of the new model."""
    rules, state = position("skipbo", 6)
    ctl, view, _messages = make_table(qtbot, rules, state, seats=seats(6), seed=3, speed=0)
    before = {id(i) for i in view.card_items}
    action = next(a for a in ctl.legal_actions() if type(a).__name__ == "Play")
    assert ctl.request(action) is None
    kept = [i for i in view.card_items if id(i) in before]
    assert len(kept) >= len(view.card_items) // 2
    model = view.model
    frames = sum(1 for box in model.boxes if box.on_turn)
    assert frames == 1
    assert len(view.scene().items()) == (len(model.cards) + len(model.zones) + len(model.texts)
                                         + len(model.buttons) + frames
                                         + len(outlines(model.zones, model.outlines)))
    _settled(view)


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_moves_and_new_turns_keep_the_cached_background(qtbot, monkeypatch, game):
    """Performance goal: the felt and the seat frames are drawn once; the
    gold frame of the seat on turn and the outlines of piles are items, so a
    move or a new turn repaints what changed, not the whole background."""
    from cardtable.seats import Seat

    rules, state = position(game, 6)
    bots = [Seat(f"Bot {i}", "computer", "easy") for i in range(6)]  # they play on alone
    ctl, view, _messages = make_table(qtbot, rules, state, seats=bots, seed=3, speed=0)
    resets = []
    monkeypatch.setattr(view, "resetCachedContent", lambda: resets.append(1))
    start, turns = len(ctl.history), set()
    ctl.state_changed.connect(lambda: turns.add(ctl.current_seat()))
    qtbot.waitUntil(lambda: len(ctl.history) >= start + 30 or ctl.is_over() or ctl.round_held(),
                    timeout=60000)
    assert len(turns) > 2  # the turn went round the table
    assert resets == []
    frame = [i for i in view.scene().items() if isinstance(i, TurnFrameItem)]
    assert len(frame) == 1


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_the_first_deal_of_a_new_game_flies(qtbot, game):
    rules = get_rules(game)
    state = rules.new_game(rules.default_options(2), 4)
    ctl, view, _messages = make_table(qtbot, rules, state, seats=seats(2), seed=4, speed=400)
    assert ctl.current_seat() == 0 and not ctl.history  # seat 0 starts: only the deal moves
    assert view.flights.busy()
    hands = [i for i in view.card_items if i.spec.hand_of is not None]
    assert any(i.pos() != i.home for i in hands)
    view.flights.finish()
    _settled(view)


def test_a_deal_moves_every_card_on_one_timer_and_lands_them(qtbot):
    """Stalls while computers think: the deal moves dozens of cards; one timer
    moves them all per frame (one call into Python per frame, not one timer
    or animation per card), each card starting a little after the one before."""
    _ctl, view, _messages = _table(qtbot, "skipbo")
    deal = SbEvent("deal", seat=0, game=2)
    view.flights.replay([deal], 0, 400)
    hands = [i for i in view.card_items if i.spec.hand_of is not None]
    assert not view.flights.waiting  # no timer per card
    assert len(hands) > 10
    assert {id(i) for i in hands} <= {id(m.item) for m in view.flights.running}
    assert len({m.begin for m in view.flights.running}) > 1  # one after another
    qtbot.waitUntil(lambda: any(i.pos() == i.home for i in hands), timeout=10000)
    view.flights.finish()
    item = next(i for i in view.card_items if i.spec.hand_of is not None)
    item.setPos(item.home + QPointF(300, -200))
    view.flights.animate_to(item, item.home, 50)
    qtbot.waitUntil(lambda: not view.flights.busy(), timeout=5000)
    _settled(view)


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_a_repaint_blits_cards_without_calling_python(qtbot, game):
    """Stalls while computers think: every call from a paint into Python waits
    for the interpreter lock held by the thinking computer. Cards, the turn
    frame, outlines and labels are painted once into a device-resolution
    cache (a repaint, e.g. a card flying over them, is a blit in C++) and
    idle drop zones have no contents (Qt skips them); a lit zone paints."""
    from PySide6.QtWidgets import QGraphicsItem

    from cardtable.ui.table.items import ButtonItem, LabelItem, OutlineItem, ZoneItem
    from cardtable.ui.table.view import TableView

    for kind in (CardItem, ZoneItem, LabelItem, OutlineItem, TurnFrameItem, ButtonItem):
        assert "boundingRect" not in vars(kind), kind.__name__  # Qt answers it in C++
    assert "event" not in vars(TableView)  # a paint event reaches no Python code
    cached = QGraphicsItem.CacheMode.DeviceCoordinateCache
    empty = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    rules, state = position(game, 6)
    _ctl, view, _messages = make_table(qtbot, rules, state, seats=seats(6), seed=3, speed=0)
    items = view.scene().items()
    for kind in (CardItem, LabelItem, OutlineItem, TurnFrameItem):
        mine = [i for i in items if isinstance(i, kind)]
        assert mine and all(i.cacheMode() == cached for i in mine), kind.__name__
    zones = [i for i in items if isinstance(i, ZoneItem)]
    assert zones and all(z.flags() & empty for z in zones)
    zones[0].set_state(legal=True)
    assert not zones[0].flags() & empty
    zones[0].set_state(legal=False)
    assert zones[0].flags() & empty
