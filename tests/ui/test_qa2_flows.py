"""Second QA pass: flows a new player meets (refused move -> rule, rules dialog
language, round summary, speed, privacy), each test guards a fixed bug."""

from __future__ import annotations

from cardtable.engine.api import Rejection
from cardtable.ui.window import window_endings


def scroll_of(dialog) -> int:
    return dialog.browser.verticalScrollBar().value()


def test_P10_10_refused_move_offers_why_that_opens_the_rule(window, start_game, qtbot):
    from cardtable.engine.phase10.actions import Discard

    ctl = start_game("phase10", ["human", "computer"])
    qtbot.waitUntil(lambda: ctl.is_viewers_turn(), timeout=30000)
    assert not window.rule_help.act_explain.isEnabled()
    hand = ctl.observation().hand
    rejection = ctl.request(Discard(hand[0]))  # must draw first
    assert rejection is not None and rejection.rule.startswith("P10-")
    why = window.rule_help.why
    assert why.isVisible() and why.text() == f"Why? Read rule {rejection.rule}"
    # not covered by the temporary message (a permanent widget, right of it)
    assert why.geometry().left() > window.statusBar().width() // 2
    assert window.rule_help.act_explain.isEnabled()
    why.click()
    dialog = window.rule_help.dialog
    assert dialog is not None and dialog.isVisible()
    url = dialog.browser.source()
    assert url.isLocalFile() and url.path().endswith("/en/phase10.html")
    assert url.fragment() == rejection.rule
    qtbot.waitUntil(lambda: scroll_of(dialog) > 0, timeout=30000)


def test_SB_15_explain_action_opens_skipbo_rules_in_the_current_language(window, qtbot):
    window.translations = type("T", (), {"language": "de", "switch": lambda self, lang: None})()
    window.show_rejection(Rejection.of("SB-15", "x", needed=3))
    window.rule_help.act_explain.trigger()
    dialog = window.rule_help.dialog
    assert dialog.browser.source().path().endswith("/de/skipbo.html")
    assert dialog.browser.source().fragment() == "SB-15"
    # one dialog, reused; a language switch reloads it in the new language
    window.apply_preferences("zh_TW", 0)
    assert window.rule_help.dialog is dialog
    assert dialog.browser.source().path().endswith("/zh_TW/skipbo.html")


def test_why_hides_when_the_message_goes_and_for_app_rules(window):
    window.show_rejection(Rejection.of("P10-13", "x"))
    assert window.rule_help.why.isVisible()
    window.statusBar().showMessage("something else")
    assert not window.rule_help.why.isVisible()
    window.show_rejection(Rejection.of("APP-TURN", "It is not your turn."))
    assert not window.rule_help.why.isVisible()
    assert window.rule_help.last_rule == "P10-13"  # still explainable from the menu


def test_help_rules_opens_the_current_game(window, start_game, qtbot):
    start_game("skipbo", ["human", "computer"])
    dialog = window.show_rules()
    assert dialog.current_game == "skipbo"
    assert dialog.browser.source().path().endswith("/en/skipbo.html")


def test_SB_V1_match_game_end_shows_a_skipbo_summary_not_a_phase10_one(window, start_game,
                                                                      play_state, qtbot):
    from dataclasses import replace

    from cardtable.engine.skipbo.state import GameRecord
    from cardtable.ui.dialogs.match_summary import MatchGameDialog

    ctl = start_game("skipbo", ["human", "computer"],
                     skipbo={"stock_size": 5, "match_scoring": True})
    qtbot.waitUntil(lambda: ctl.is_viewers_turn(), timeout=30000)
    record = GameRecord(stock_left=(0, 3), points=(40, 0), winners=(0,), reason="stock-empty")
    ctl = play_state(ctl.rules, replace(ctl.state, history=(record,), match_points=(40, 0)),
                     ["human", "computer"])
    window_endings.round_finished(window, ctl.rules.records(ctl.state)[-1])  # the sheet's row, as the controller sends it
    dialogs = [d for d in window.findChildren(MatchGameDialog) if d.isVisible()]
    assert len(dialogs) == 1
    dialog = dialogs[0]
    assert dialog.objectName() == "roundSummary"
    assert dialog.windowTitle() == "Game 1 of the match finished"
    assert "P0" in dialog.heading.text() and "40" in dialog.heading.text()
    # SB-V1: the winner scores 25 + 5 for every stock card the others have left
    assert dialog.rows() == [["P0", "0", "25 + 5 × 3 = 40", "40"], ["P1", "3", "0", "0"]]
    assert "500" in dialog.next_label.text() and "Game 2" in dialog.next_label.text()
    assert dialog.deal_button.text() == "Deal next game"
    dialog.accept()
    assert not ctl.paused


def test_speed_change_applies_to_the_waiting_computer_move(window, start_game, qtbot):
    ctl = start_game("skipbo", ["computer", "human"], skipbo={"stock_size": 5, "start": "seat",
                                                              "start_seat": 0})
    ctl.set_speed(60_000)  # a computer move would wait a minute
    qtbot.waitUntil(lambda: ctl.move_waiting, timeout=30000)
    moves = len(ctl.history)
    window.apply_preferences(window.language(), 0)
    qtbot.waitUntil(lambda: len(ctl.history) > moves, timeout=30000)
    assert window.settings.ai_speed_ms() == 0


def test_export_pdf_says_where_the_file_went(window, start_game, qtbot, tmp_path, monkeypatch):
    import cardtable.ui.printing.sheets as printing

    start_game("phase10", ["human", "computer"])
    target = tmp_path / "sheet.pdf"
    monkeypatch.setattr(printing, "ask_pdf_path", lambda *_a: str(target))
    window.commands.export_pdf()
    assert target.read_bytes().startswith(b"%PDF")
    assert window.statusBar().currentMessage() == f"Score sheet exported to {target}"


def test_P10_20_skip_chooser_says_what_the_names_are_for(window, start_game, qtbot):
    from cardtable.engine.phase10 import actions as p10

    ctl = start_game("phase10", ["human", "computer", "computer"], seed="133",
                     phase10={"phases": [1, 2]})
    qtbot.waitUntil(lambda: ctl.is_viewers_turn(), timeout=30000)
    assert "S" in ctl.observation().hand
    assert ctl.request(p10.Draw("deck")) is None
    view = window.table
    assert view.game.choose_skip_target((1, 2), view.input) is False
    menu = view.input.popup
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert texts == ["Give the Skip to…", "P1", "P2"]
    assert not menu.actions()[0].isEnabled()
    menu.actions()[-1].trigger()
    assert ctl.history[-1] == p10.ChooseSkip(2)  # chosen; "Give the Skip" gives it (APP-UNDO)
    menu.close()


def test_P10_25_game_over_shows_the_phases_not_only_points(qtbot):
    from cardtable.engine.standings import RecordRow, Standing
    from cardtable.ui.dialogs.game_over import GameOverDialog

    last = RecordRow(2, points=(75, 0, 5), totals=(125, 0, 40), phases=(1, 2, 2),
                     completed=(False, True, True), went_out=1)
    standings = (Standing(2, 1, "won", 40, None, 2), Standing(1, 2, "points", 50, None, 2),
                 Standing(0, 3, "phases", 125, None, 1))
    dialog = GameOverDialog(standings, ["Ann", "Bo", "Cy"], "phase10", None, last, "phase-complete")
    qtbot.addWidget(dialog)
    assert dialog.phase10_lines() == [
        "Ann: phase 1 not laid, 125 penalty points",
        "Bo: phase 2 laid, 50 penalty points",
        "Cy: phase 2 laid, 40 penalty points",
    ]
    assert "Cy wins!" in dialog.heading.text()
    assert not dialog.note.isHidden() and "lowest total" in dialog.note.text()


def test_SB_V1_score_dock_shows_every_players_column(window, start_game, play_state, qtbot):
    ctl = start_game("skipbo", ["human", "computer"], skipbo={"stock_size": 5, "match_scoring": True})
    qtbot.waitUntil(lambda: ctl.is_viewers_turn(), timeout=30000)
    from dataclasses import replace

    from cardtable.engine.skipbo.state import GameRecord

    record = GameRecord(stock_left=(0, 3), points=(45, 0), winners=(0,), reason="stock-empty")
    play_state(ctl.rules, replace(ctl.state, history=(record, record), match_points=(90, 0)),
               ["human", "computer"])
    view = window.score_dock.view
    window.resize(1400, 900)

    def every_column_fits() -> bool:  # once the resize has reached the dock (bounded: it must come)
        return (view.horizontalHeader().length() <= view.viewport().width()
                and not view.horizontalScrollBar().isVisible())

    qtbot.waitUntil(lambda: window.width() == 1400, timeout=10000)
    qtbot.waitUntil(every_column_fits, timeout=10000)


def test_P10_25_game_over_rematch_and_new_game_buttons(window, start_game, qtbot, monkeypatch):
    from cardtable.ui.dialogs.game_over import GameOverDialog

    ctl = start_game("phase10", ["human", "computer"], phase10={"phases": [1, 2]})
    qtbot.waitUntil(lambda: ctl.is_viewers_turn(), timeout=30000)
    window_endings.game_finished(window, ctl.result())
    dialog = window.findChildren(GameOverDialog)[-1]
    dialog.rematch_button.click()
    new = window.controller
    assert new is not ctl and new.seats == ctl.seats and new.options == ctl.options
    assert new.seed != ctl.seed and len(new.history) <= 2
    asked = []
    monkeypatch.setattr(window, "new_game", lambda: asked.append(True))
    window_endings.game_finished(window, new.result())
    window.findChildren(GameOverDialog)[-1].new_button.click()
    assert asked == [True]
