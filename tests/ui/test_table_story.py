"""The table tells the story, through the real window.

Round end freezes the table with every hand face up until "Deal next round"
is clicked; the move log (a dock tabbed with the score sheet) tells each
event in a sentence and survives a rebuild from the action log and a
language switch; refusals say what to do; a table of computers only plays
by itself and can be paused. de and zh_TW use this tree's .qm files.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest

import cardtable.ui.i18n as i18n
from cardtable.ui.docks.move_log import MoveLogModel
from cardtable.ui.i18n import Translations
from cardtable.ui.rule_messages import rule_sentence
from cardtable.ui.table.input import hint_text

TREE_QM = Path(__file__).resolve().parents[2] / "translations"
DEAL = {"en": "Deal next round", "de": "Nächsten Durchgang geben", "zh_TW": "發下一局的牌"}
DRAW_FIRST = {"en": "Draw a card first: from the draw pile or the discard pile.",
              "de": "Nimm zuerst eine Karte auf: vom Aufnahmestapel oder vom Ablagestapel.",
              "zh_TW": "請先摸一張牌：從摸牌堆或棄牌堆摸。"}


@pytest.fixture
def lang_window(make_window, monkeypatch):
    """``lang_window(lang)``: a window in ``lang`` with this tree's translations."""
    monkeypatch.setattr(i18n, "translations_dir", lambda: TREE_QM)
    made = []

    def make(lang: str):
        translations = Translations(QCoreApplication.instance())
        assert translations.switch(lang)
        made.append(translations)
        return make_window(translations)

    yield make
    for t in made:
        t.switch("en")


def start(window, game: str, kinds: list[str], seed: int = 5, **extra):
    from cardtable.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(None, window)
    data = {"game": game, "players": len(kinds), "seed": str(seed),
            "seats": [{"kind": k, "name": f"P{i}", "level": "easy"} for i, k in enumerate(kinds)]}
    data.update(extra)
    dialog.set_choices(data)
    dialog.seed.setText(str(seed))
    choice, problem = dialog.build_choice()
    dialog.deleteLater()
    assert choice is not None, problem
    window.settings.set_ai_speed_ms(0)
    window.start_game(choice)
    return window.controller


@pytest.mark.parametrize(("lang", "players"), [("en", 2), ("de", 6), ("zh_TW", 2)])
def test_P10_15_round_end_freezes_face_up_until_deal_next_round_is_clicked(lang_window, qtbot,
                                                                           lang, players):
    window = lang_window(lang)
    ctl = start(window, "phase10", ["computer"] * players)  # watch mode: no human needed
    qtbot.waitUntil(lambda: ctl.round_held(), timeout=60000)
    summary = window.findChild(type(window.round_summary), "roundSummary")
    assert summary is not None and summary.isVisible()
    # the table shows the round's last position: every hand face up, nobody moves
    moves = len(ctl.history)
    qtbot.wait(50)
    assert len(ctl.history) == moves
    hand_cards = [i.spec for i in window.table.card_items if i.spec.hand_of is not None]
    assert hand_cards and all(spec.face is not None for spec in hand_cards)
    record = ctl.rules.records(ctl.state)[-1]
    rows = summary.rows()
    for seat, row in enumerate(rows):
        if seat != record.went_out and record.points[seat]:
            # the booklet's way: cards + ... = points + ... = total
            assert (row[1].endswith(f"= {record.points[seat]}") and "+" in row[1]) or \
                row[1].count("=") == 1
    assert summary.deal_button.text() == DEAL[lang]
    QTest.mouseClick(summary.deal_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not ctl.round_held(), timeout=5000)
    qtbot.waitUntil(lambda: len(ctl.history) > moves, timeout=20000)
    # the new deal is back to normal: the opponents' hands lie face down
    assert any(i.spec.face is None for i in window.table.card_items if i.spec.hand_of is not None)


def test_P10_23_cards_left_add_up_like_the_booklet():
    from cardtable.ui.dialogs.round_summary import points_sum

    assert points_sum([("R3", 5), ("B11", 10), ("W", 25)]) == "red 3 + blue 11 + Wild = 5 + 10 + 25 = 40"
    assert points_sum([]) == "0"


@pytest.mark.parametrize(("game", "players"), [("phase10", 2), ("skipbo", 6)])
def test_move_log_dock_tells_every_event_and_rebuilds_from_the_action_log(window, qtbot, game,
                                                                          players):
    ctl = start(window, game, ["human"] + ["computer"] * (players - 1))
    dock = window.findChild(type(window.move_log), "moveLogDock")
    assert dock is not None
    qtbot.waitUntil(lambda: ctl.is_viewers_turn(), timeout=20000)
    qtbot.waitUntil(lambda: window.score_dock in window.tabifiedDockWidgets(dock), timeout=2000)
    model = dock.view.model()
    assert model.rowCount() > 1 and model.row_kind(0) == "header"
    texts = [model.text(r) for r in range(model.rowCount())]
    assert texts[0] in ("Round 1", "Game 1")
    assert all(t and t.strip() for t in texts)
    # a human move adds its rows, then the computers' moves follow
    before = model.rowCount()
    ctl.request(ctl.legal_actions()[0])
    qtbot.waitUntil(lambda: model.rowCount() > before, timeout=5000)
    qtbot.waitUntil(lambda: ctl.is_viewers_turn() or ctl.is_over() or ctl.round_held(),
                    timeout=20000)
    live = [model.text(r) for r in range(model.rowCount())]
    fresh = MoveLogModel()
    fresh.set_controller(ctl)  # what a resumed game shows: replayed from the action log
    assert [fresh.text(r) for r in range(fresh.rowCount())] == live


def test_move_log_follows_a_language_switch(lang_window, qtbot):
    window = lang_window("en")
    ctl = start(window, "phase10", ["human", "computer"])
    qtbot.waitUntil(lambda: ctl.is_viewers_turn(), timeout=20000)
    model = window.move_log.view.model()
    assert model.text(0) == "Round 1"
    window.translations.switch("de")
    qtbot.waitUntil(lambda: model.text(0) == "Durchgang 1", timeout=2000)
    qtbot.waitUntil(lambda: window.move_log.windowTitle() == "Spielzüge", timeout=2000)
    window.translations.switch("zh_TW")
    qtbot.waitUntil(lambda: model.text(0) == "第 1 局", timeout=2000)


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_P10_10_discarding_before_drawing_says_draw_first(lang_window, qtbot, lang):
    from cardtable.engine.phase10.actions import Discard

    window = lang_window(lang)
    ctl = start(window, "phase10", ["human", "computer"])
    qtbot.waitUntil(lambda: ctl.is_viewers_turn(), timeout=20000)
    rejection = ctl.request(Discard(ctl.observation().hand[0]))
    assert rejection.rule == "P10-10"
    assert DRAW_FIRST[lang] in window.statusBar().currentMessage()


def test_P10_11_a_run_with_a_gap_names_the_missing_card():
    from cardtable.engine.phase10 import melds
    from cardtable.engine.phase10.melds import Group, Laid

    run = Group("run", (Laid.natural("R6"), Laid.natural("B7"), Laid.natural("G9"),
                        Laid.natural("Y10")))
    set3 = Group("set", tuple(Laid.natural(c) for c in ("R3", "B3", "G3")))
    rejection = melds.phase_rejection([set3, run], 2, "per_phase")
    assert rejection.rule == "P10-11"
    assert rule_sentence(rejection) == ("Phase 2 needs 1 set of 3 + 1 run of 4: "
                                        "6 7 9 10 misses 8.")


def test_hint_line_is_cleared_once_the_move_is_made(window, qtbot):
    ctl = start(window, "phase10", ["human", "computer"])
    qtbot.waitUntil(lambda: ctl.is_viewers_turn(), timeout=20000)
    window.act_hint.trigger()
    assert window.statusBar().currentMessage() == hint_text()
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(ctl.history) > 0, timeout=5000)
    assert window.statusBar().currentMessage() != hint_text()


def test_lay_down_dialog_speaks_the_players_words():
    source = Path(__file__).resolve().parents[2] / "cardtable/ui/table/games/phase10_laydown.py"
    assert "engine accepts this arrangement" not in source.read_text(encoding="utf-8")


@pytest.mark.parametrize(("game", "players", "lang"), [("skipbo", 2, "de"), ("phase10", 6, "zh_TW"),
                                                       ("phase10", 2, "en")])
def test_watch_mode_plays_alone_and_pauses_from_the_menu(lang_window, qtbot, game, players, lang):
    window = lang_window(lang)
    ctl = start(window, game, ["computer"] * players)
    assert ctl.human_seats == ()
    qtbot.waitUntil(lambda: len(ctl.history) >= 3, timeout=20000)
    window.act_pause.trigger()
    assert ctl.paused and window.act_pause.isChecked()
    qtbot.wait(30)
    stopped = len(ctl.history)
    qtbot.wait(200)
    assert len(ctl.history) == stopped
    window.act_pause.trigger()
    qtbot.waitUntil(lambda: len(ctl.history) > stopped or ctl.round_held() or ctl.is_over(),
                    timeout=20000)


@pytest.mark.parametrize("players", [2, 6])
def test_P10_20_computer_moves_stay_marked_and_a_skipped_seat_says_so(window, qtbot, players):
    from cardtable.engine.phase10.actions import Discard, Draw, PlaySkip
    from cardtable.engine.registry import get_rules
    from tests.ui.table_helpers import click

    rules = get_rules("phase10")
    ctl = start(window, "phase10", ["human"] + ["computer"] * (players - 1))
    qtbot.waitUntil(lambda: ctl.is_viewers_turn(), timeout=20000)
    view = window.table
    if len(ctl.history) and ctl.last_actor != 0:  # a computer moved before us
        assert any(i.moved for i in view.card_items)
    # the human draws: the marks of the computers' moves are gone
    ctl.request(Draw("deck"))
    assert not any(i.moved for i in view.card_items)
    hand = ctl.observation().hand
    skip = next((a for a in ctl.legal_actions() if isinstance(a, PlaySkip)), None)
    ctl.request(skip or Discard(hand[0]))
    qtbot.waitUntil(lambda: ctl.is_viewers_turn() or ctl.round_held() or ctl.is_over(),
                    timeout=20000)
    if ctl.round_held() or ctl.is_over():
        return
    # what the computers did since: their discards are marked on the table
    assert any(i.moved for i in view.card_items)
    if skip is not None:
        assert skip.target in view.recent.skipped
        texts = [item.text for item in view.scene().items() if hasattr(item, "text")]
        assert any("skipped this turn" in str(t) for t in texts) or view.recent.skipped
    click(view, view.mapToScene(view.viewport().rect().center()))  # nothing breaks on a click
    assert rules.check(ctl.state, Draw("deck")) is None


SKIPPED = {"en": "skipped this turn", "de": "setzt diesen Zug aus", "zh_TW": "這回合被跳過"}


@pytest.mark.parametrize(("lang", "players"), [("en", 2), ("de", 6), ("zh_TW", 2)])
def test_P10_20_a_skipped_seat_shows_skipped_and_the_log_says_who(lang_window, qtbot, lang,
                                                                  players):
    from dataclasses import replace

    from cardtable.engine.phase10.actions import Draw, PlaySkip
    from cardtable.engine.registry import get_rules
    from cardtable.seats import Seat

    window = lang_window(lang)
    rules = get_rules("phase10")
    options = rules.default_options(players)
    state = rules.new_game(options, 5)
    hands = list(state.hands)
    hands[0] = (*hands[0][:-1], "S")
    state = replace(state, hands=tuple(hands), current=0, stage="draw")
    seats = [Seat("P0")] + [Seat(f"P{i}", "computer", "easy") for i in range(1, players)]
    window.settings.set_ai_speed_ms(0)
    ctl = window.set_game(rules, state, seats, seed=5, options=options)
    qtbot.waitUntil(lambda: ctl.is_viewers_turn(), timeout=5000)
    ctl.set_paused(True)  # hold the computers: look at the table right after the Skip
    assert ctl.request(Draw("deck")) is None
    assert ctl.request(PlaySkip(1)) is None
    view = window.table
    assert view.recent.skipped == {1}
    labels = [i.text for i in view.scene().items() if getattr(i, "spec", None) is not None
              and getattr(i.spec, "kind", "") == "skipped_marker"]
    assert labels == [SKIPPED[lang]]
    model = window.move_log.view.model()
    last = [model.text(r) for r in range(model.rowCount())][-3:]
    assert any("P1" in line for line in last)


def _specific_rejections():
    from cardtable.engine.api import Rejection

    R = Rejection.of
    return [R("P10-10", "x", reason="draw_first"), R("P10-10", "x", reason="drawn"),
            R("P10-10", "x", reason="skip_on_discard"),
            R("P10-11", "x", missing=[8], values=[6, 7, 9], phase=2, group=1, kind="run"),
            R("P10-11", "x", missing=[8], values=[6, 7, 9], kind="run"),
            R("P10-11", "x", phase=3, needed="n", size=4, have=3, group=0),
            R("P10-11", "x", phase=3, needed="n"), R("P10-12", "x", phase=1, needed="n", group=2),
            R("P10-8", "x", phase=4, needed="n", group=0),
            R("P10-13", "x", reason="lay_first"), R("P10-20", "x", reason="skip_to_opponent"),
            R("P10-13", "x", kind="set", needed=7, card="R5"),
            R("P10-13", "x", kind="run", needed=[3, 8], card="R5"),
            R("P10-13", "x", kind="colour", needed="G", card="R5"),
            R("SB-15", "x", needed=4)]


@pytest.mark.parametrize("lang", ["de", "zh_TW"])
def test_every_refusal_is_translated(lang_window, lang):
    from cardtable.engine.api import Rejection
    from cardtable.ui.rule_messages import known_rule_ids

    lang_window("en")
    english = {r: rule_sentence(Rejection.of(r, "x")) for r in known_rule_ids()}
    specific_en = [rule_sentence(r) for r in _specific_rejections()]
    assert len(set(specific_en)) == len(specific_en)  # each one says something of its own
    window = lang_window(lang)
    assert window.translations.language == lang
    for rule, sentence in english.items():
        translated = rule_sentence(Rejection.of(rule, "x"))
        assert translated and translated != sentence, rule
    for rejection, en in zip(_specific_rejections(), specific_en, strict=True):
        translated = rule_sentence(rejection)
        assert translated != en and "{" not in translated, rejection


def test_P10_13_hitting_before_laying_and_a_wrong_card_say_what_to_do():
    from cardtable.engine.phase10 import RULES
    from cardtable.engine.phase10.actions import Hit
    from cardtable.engine.phase10.melds import Group, Laid, hit_rejection

    state = RULES.new_game(RULES.default_options(2), 5)
    group = Group("set", tuple(Laid.natural(c) for c in ("R7", "B7", "G7")))
    assert rule_sentence(hit_rejection(group, Laid.natural("Y5"))) == \
        "This set takes only 7s (or a Wild): Y5 does not fit."
    from dataclasses import replace

    hand = state.hands[state.current]
    state = replace(state, stage="play")
    rejection = RULES.check(state, Hit(Laid.natural(hand[0]), 0, 0))
    assert rejection.rule == "P10-13"
    assert rule_sentence(rejection) == \
        "Lay your own phase first; then you may add cards to laid groups."


@pytest.mark.parametrize(("lang", "players"), [("de", 2), ("en", 6)])
def test_SB_V1_game_end_of_a_match_freezes_until_the_next_game_is_dealt(lang_window, qtbot,
                                                                        lang, players):
    from cardtable.engine.registry import get_rules
    from cardtable.seats import Seat

    window = lang_window(lang)
    rules = get_rules("skipbo")  # short stock piles: a game of the match ends soon
    options = rules.options_from_json({"players": players, "stock_size": 5,
                                       "match_scoring": True})
    window.settings.set_ai_speed_ms(0)
    ctl = window.set_game(rules, rules.new_game(options, 5),
                          [Seat(f"P{i}", "computer", "easy") for i in range(players)],
                          seed=5, options=options)
    qtbot.waitUntil(lambda: ctl.round_held() or ctl.is_over(), timeout=60000)
    if ctl.is_over():  # a single game reached the target: the game-over dialog instead
        return
    held = ctl.held_position()
    assert held.reason in ("stock-empty", "blocked")  # the game just ended, not a new deal
    summary = window.round_summary
    assert summary.objectName() == "roundSummary" and summary.isVisible()
    stock = [row[1] for row in summary.rows()]
    assert "0" in stock or held.reason == "blocked"
    assert all(i.spec.face is not None for i in window.table.card_items
               if i.spec.hand_of is not None)
    assert summary.deal_button.text() == {"de": "Nächstes Spiel geben", "en": "Deal next game"}[lang]
    moves = len(ctl.history)
    QTest.mouseClick(summary.deal_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(ctl.history) > moves, timeout=20000)


@pytest.mark.parametrize("players", [2, 6])
def test_P10_15_pass_and_play_privacy_screen_comes_after_the_summary(window, qtbot, players):
    from dataclasses import replace

    from cardtable.engine.phase10.actions import Discard
    from cardtable.engine.registry import get_rules
    from cardtable.seats import Seat

    rules = get_rules("phase10")
    options = rules.default_options(players)
    state = rules.new_game(options, 5)
    hands = list(state.hands)
    hands[0] = ("R5",)  # seat 0 goes out with its discard
    state = replace(state, hands=tuple(hands), current=0, stage="play")
    seats = [Seat(f"P{i}") for i in range(players)]  # everybody human: pass-and-play
    ctl = window.set_game(rules, state, seats, seed=5, options=options)
    qtbot.waitUntil(lambda: window.privacy.isVisible(), timeout=5000)
    QTest.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ctl.is_viewers_turn(), timeout=5000)
    assert ctl.request(Discard("R5")) is None
    summary = window.round_summary
    assert ctl.round_held() and summary.isVisible()
    assert not window.privacy.isVisible()  # the summary first: everybody sees the round end
    assert all(i.spec.face is not None for i in window.table.card_items
               if i.spec.hand_of is not None)
    QTest.mouseClick(summary.deal_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.privacy.isVisible(), timeout=5000)
    assert ctl.privacy_pending() is not None and not ctl.round_held()
