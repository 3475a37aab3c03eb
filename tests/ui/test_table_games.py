"""The table adapters (ui/table/games): one shape for both games.

Each game's adapter describes every engine event in one translated line for
the move log and says how its cards travel; the table picks the adapter by
game id in one place and names no game anywhere else.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from cardtable.engine.phase10.state import EVENT_KINDS as P10_KINDS
from cardtable.engine.phase10.state import Event as P10Event
from cardtable.engine.registry import get_rules
from cardtable.engine.skipbo.state import EVENT_KINDS as SB_KINDS
from cardtable.engine.skipbo.state import Event as SbEvent
from cardtable.ui.games import table_game
from cardtable.ui.table.games import Flight, TableGame
from cardtable.ui.table.games.base import Choice
from testsupport.positions import position

TABLE_DIR = Path(__file__).resolve().parents[2] / "cardtable" / "ui" / "table"
NAMES = ["Ann", "Ben", "Chen 陳"]


def test_only_the_registry_names_the_games():
    """Outside ui/table/games/ no table module asks "which game is this?"."""
    found = [f"{p.name}:{n}" for p in sorted(TABLE_DIR.glob("*.py"))
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if re.search(r"phase10|skipbo", line, re.IGNORECASE)]
    assert found == []


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_the_registry_gives_each_game_its_adapter(game):
    adapter = table_game(game)
    assert adapter.game_id == game
    for name in TableGame.__dict__:
        if not name.startswith("_") and callable(TableGame.__dict__[name]):
            assert callable(getattr(adapter, name)), name
    with pytest.raises(ValueError):
        table_game("uno")


def _p10_event(kind: str) -> P10Event:
    return P10Event(kind, seat=1, card="G7", target=2, group=0, count=3)


@pytest.mark.parametrize("kind", P10_KINDS)
def test_every_phase10_event_has_a_move_log_line(kind):
    line = table_game("phase10").describe_event(_p10_event(kind), NAMES)
    assert line and line != kind and "{" not in line


def test_phase10_move_log_lines_name_who_and_what():
    game = table_game("phase10")
    assert game.describe_event(_p10_event("draw_discard"), NAMES) == \
        "Ben took green 7 from the discard pile"
    assert game.describe_event(_p10_event("skip_played"), NAMES) == \
        "Ben put a Skip in front of Chen 陳"
    assert game.describe_event(_p10_event("hit"), NAMES) == "Ben added green 7 to group 1 of Chen 陳"
    assert game.describe_event(P10Event("draw_deck", seat=0), NAMES) == \
        "Ann drew a card from the draw pile"  # the card stays secret


def _sb_event(kind: str) -> SbEvent:
    return SbEvent(kind, seat=2, card="SB", source="stock", pile=1, to=3, value=5, count=2,
                   game=2, winners=(0, 2), reason="stock-empty")


@pytest.mark.parametrize("kind", SB_KINDS)
def test_every_skipbo_event_has_a_move_log_line(kind):
    line = table_game("skipbo").describe_event(_sb_event(kind), NAMES)
    assert line and line != kind and "{" not in line and "%n" not in line


def test_skipbo_move_log_lines_name_who_what_and_where():
    game = table_game("skipbo")
    assert game.describe_event(_sb_event("play"), NAMES) == \
        "Chen 陳 played SKIP-BO card from the stock pile on building pile 4"
    assert game.describe_event(SbEvent("discard", 1, 7, pile=0), NAMES) == \
        "Ben discarded 7 on discard pile 1"
    assert game.describe_event(_sb_event("refill"), NAMES) == "Chen 陳 filled the hand up to five cards"
    assert game.describe_event(_sb_event("game_over"), NAMES) == "Ann, Chen 陳 won game 2"


class Shouting(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        if context != "MoveLog" or not source:
            return ""
        return re.sub(r"[^{}]+(?=\{|$)|(?<=\})[^{}]+", lambda m: m.group(0).upper(), source)

    def isEmpty(self):
        return False


@pytest.mark.parametrize(("game", "event"), [("phase10", _p10_event("discard")),
                                             ("skipbo", _sb_event("end"))])
def test_move_log_lines_are_translated(qtbot, game, event):
    shouting = Shouting()
    QCoreApplication.installTranslator(shouting)
    try:
        line = table_game(game).describe_event(event, NAMES)
    finally:
        QCoreApplication.removeTranslator(shouting)
    assert line.startswith("Ben " if game == "phase10" else "Chen 陳 ")
    assert line.upper() == line.replace("Chen 陳", "CHEN 陳").upper() and line != line.lower()


def test_phase10_flights_go_from_where_to_where():
    game = table_game("phase10")
    assert game.animate_event(_p10_event("discard")) == \
        Flight("G7", ("hand", 1), ("source", "discard_top"))
    assert game.animate_event(_p10_event("draw_deck")) == Flight(None, ("zone", "deck"), ("hand", 1))
    assert game.animate_event(_p10_event("draw_discard")) == \
        Flight(None, ("zone", "discard_pile"), ("hand", 1))
    assert game.animate_event(_p10_event("skip_played")) == Flight("S", ("hand", 1), ("seat", 2))
    assert game.animate_event(_p10_event("lay")) == \
        Flight(None, ("hand", 1), ("zone", "group", 1, 0))
    assert game.animate_event(P10Event("reshuffle", count=20)) is None


def test_skipbo_flights_go_from_where_to_where():
    game = table_game("skipbo")
    assert game.animate_event(_sb_event("play")) == \
        Flight("SB", ("card", "stock", 2), ("top", "building", 3))
    assert game.animate_event(SbEvent("discard", 1, 7, pile=0)) == \
        Flight("7", ("hand", 1), ("card", "pile", 1, 0))
    assert game.animate_event(SbEvent("play", 1, 5, "stock", to=2)) == \
        Flight("5", ("card", "stock", 1), ("top", "building", 2))
    assert game.animate_event(SbEvent("play", 1, 5, "discard", pile=3, to=2)) == \
        Flight("5", ("card", "pile", 1, 3), ("top", "building", 2))
    assert game.animate_event(SbEvent("refill", 1, count=5)) == \
        Flight(None, ("card", "draw"), ("hand", 1))
    assert game.animate_event(SbEvent("complete", 1, to=2)) == \
        Flight(None, ("zone", "building", 2), ("card", "draw"))
    assert game.animate_event(SbEvent("reshuffle", count=30)) is None
    assert game.animate_event(_sb_event("end")) is None


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_flight_places_exist_on_a_real_table(game):
    """The item keys of every flight name places the scene model has."""
    rules, state = position(game, 4)
    adapter = table_game(game)
    obs = rules.observation(state, 0)
    model = adapter.build_model(obs, [type("S", (), {"name": n, "level": None,
                                                     "is_human": True})() for n in "ABCD"], 0, 0)
    targets = {z.target for z in model.zones}
    seats = {b.seat for b in model.boxes}
    sources = {c.source[0] for c in model.cards if c.source}
    places = {c.place for c in model.cards if c.place}
    samples = ([_p10_event(k) for k in P10_KINDS] if game == "phase10"
               else [_sb_event(k) for k in SB_KINDS] + [SbEvent("discard", 1, 7, pile=0)])
    flights = [f for e in samples if (f := adapter.animate_event(e)) is not None]
    assert flights
    for flight in flights:
        for key in (flight.origin, flight.target):
            if key[0] in ("hand", "seat", "front"):
                assert key[1] in seats
            elif key[0] == "zone" and key[1] == "group":  # exists once the cards are laid
                assert key[2] in seats and isinstance(key[3], int), key
            elif key[0] in ("zone", "top"):
                assert tuple(key[1:]) in targets, key
            elif key[0] == "card":  # a pile's card, or its seat's box while it is empty
                assert (tuple(key[1:]) in places or (len(key) > 2 and key[2] in seats)
                        or (key[1:] == ("draw",) and obs.draw_count == 0)), key
            else:
                assert key[0] == "source" and key[1] in sources | {"discard_top"}


def test_phase10_drop_readings_offer_both_ends_of_a_run_for_a_wild():
    """P10-13: a Wild dropped on a run fits either end; the half it is dropped
    on comes first, the other end second (the engine picks a legal one)."""
    from types import SimpleNamespace

    from cardtable.engine.phase10 import actions as p10
    from cardtable.engine.phase10.meld_types import make_group

    run = make_group("run", ["R4", "B5", "G6", "Y7"])
    obs = SimpleNamespace(laid=[[], [run]], hand=["W", "R1"], seat=0)
    game = table_game("phase10")
    left = game.drop_actions(obs, [("hand", 0, "W")], ("group", 1, 0), side=0.2)
    right = game.drop_actions(obs, [("hand", 0, "W")], ("group", 1, 0), side=0.8)
    assert [a.card.value for a in left] == [3, 8]
    assert [a.card.value for a in right] == [8, 3]
    assert all(isinstance(a, p10.Hit) and (a.player, a.group) == (1, 0) for a in left)
    assert game.drop_actions(obs, [("hand", 0, "R1")], ("seat", 1)) == []
    assert game.drop_actions(obs, [("hand", 1, "R1")], ("phase_area", 0)) == \
        [Choice("lay", ("R1",))]


def test_input_is_an_object_the_view_owns_not_a_mixin(qtbot):
    from table_helpers import make_table

    from cardtable.ui.table.input import TableInput
    from cardtable.ui.table.view import TableView

    assert not issubclass(TableView, TableInput)
    rules = get_rules("skipbo")
    state = rules.new_game(rules.options_from_json({"players": 2, "stock_size": 5}), 3)
    ctl, view, _ = make_table(qtbot, rules, state)
    try:
        assert isinstance(view.input, TableInput) and view.input.parent() is view
        assert view.input.game is view.game and view.game.game_id == "skipbo"
    finally:
        ctl.shutdown()


def test_P10_11_move_log_shows_the_laid_phase_card_by_card_with_wild_meanings():
    from cardtable.engine.phase10.melds import Group, Laid

    groups = (Group("set", tuple(Laid.natural(c) for c in ("R8", "B8", "G8", "Y8"))),
              Group("run", (Laid.natural("R3"), Laid.natural("B4"), Laid.natural("G5"),
                            Laid.wild(value=6))))
    game = table_game("phase10")
    lay = P10Event("lay", seat=1, count=2, groups=groups)
    assert game.describe_event(lay, NAMES) == \
        "Ben laid the phase: red 8, blue 8, green 8, yellow 8 + red 3, blue 4, green 5, Wild (as 6)"
    hit = P10Event("hit", seat=1, card="W=9", target=2, group=0)
    assert game.describe_event(hit, NAMES) == "Ben added Wild (as 9) to group 1 of Chen 陳"


def test_P10_11_lay_event_keeps_its_groups_through_json():
    from cardtable.engine.phase10 import RULES
    from cardtable.engine.phase10.melds import Group, Laid

    state = RULES.new_game(RULES.default_options(2), 5)
    groups = (Group("run", (Laid.natural("R3"), Laid.wild(value=4), Laid.natural("G5"),
                            Laid.natural("B6"))),)
    event = P10Event("lay", seat=0, count=1, groups=groups)
    from dataclasses import replace

    back = RULES.state_from_json(RULES.state_to_json(replace(state, last_events=(event,))))
    assert back.last_events == (event,)
    assert RULES.state_to_json(state)["last_events"][0].get("groups") is None
