"""The frozen round end tells one consistent story.

While the table is frozen at the end of a round (Phase 10) or a game of a
match (Skip-Bo), waiting for "Deal next round", the move log ends with the
round's last move and its result, the seats' "Score:" labels already count
the round just scored (as the summary does), and the next deal shows up in
the log only after "Deal next round" is clicked. Through the real window in
en, de and zh_TW with 2 and 6 players (computers only: watch mode).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from table_helpers import installed_language

from cardtable.ui.table.items import LabelItem

ROUND_OVER = {"en": "Round {n} is over", "de": "Durchgang {n} ist zu Ende", "zh_TW": "第 {n} 局結束"}
ROUND_HEADER = {"en": "Round {n}", "de": "Durchgang {n}", "zh_TW": "第 {n} 局"}
SCORE = {"en": "Score: {n}", "de": "Punkte: {n}", "zh_TW": "分數：{n}"}
WON_GAME = {"en": "{name} won game 1", "de": "{name} hat Spiel 1 gewonnen",
            "zh_TW": "{name} 贏得第 1 局"}
GAME_TWO_DEALT = {"en": "Game 2 is dealt", "de": "Spiel 2 ist gegeben", "zh_TW": "第 2 局已發牌"}


def _log_texts(window) -> list[str]:
    model = window.move_log.view.model()
    return [model.text(r) for r in range(model.rowCount())]


def _score_labels(window) -> list[LabelItem]:
    return [i for i in window.table.scene().items()
            if isinstance(i, LabelItem) and i.spec.kind == "p10_score"]


def _deal_next(window, qtbot, ctl) -> None:
    summary = window.round_summary
    assert summary is not None and summary.isVisible()
    QTest.mouseClick(summary.deal_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not ctl.round_held(), timeout=5000)


@pytest.mark.parametrize(("lang", "players"), [("en", 6), ("de", 2), ("zh_TW", 6), ("zh_TW", 2)])
def test_P10_23_frozen_round_end_shows_its_log_and_new_totals_until_the_deal(
        window, start_game, qtbot, lang, players):
    with installed_language(lang):
        ctl = start_game("phase10", ["computer"] * players)
        qtbot.waitUntil(ctl.round_held, timeout=120000)
        record = ctl.rules.records(ctl.state)[-1]
        assert record.number == 1
        # the move log ends with the round: its last move, then its result
        texts = _log_texts(window)
        assert texts[-1] == ROUND_OVER[lang].format(n=1)
        assert ROUND_HEADER[lang].format(n=2) not in texts  # no next deal yet
        assert texts.count(ROUND_HEADER[lang].format(n=1)) == 1
        # every seat's "Score:" already counts the round just scored
        labels = _score_labels(window)
        assert len(labels) == players
        shown = sorted(label.spec.args["score"] for label in labels)
        assert shown == sorted(record.totals)
        assert any(record.totals)  # the losers' points: not the old zeros
        for label in labels:
            assert label.text == SCORE[lang].format(n=label.spec.args["score"])
        # the frozen table invites no move: no "Drop cards here to lay down phase n"
        assert not [i for i in window.table.scene().items()
                    if isinstance(i, LabelItem) and i.spec.kind == "lay_here"]
        # "Deal next round": now the log shows the deal of round 2
        _deal_next(window, qtbot, ctl)
        texts = _log_texts(window)
        assert ROUND_HEADER[lang].format(n=2) in texts
        after = texts[texts.index(ROUND_OVER[lang].format(n=1)) + 1:]
        assert after[0] == ROUND_HEADER[lang].format(n=2)
        assert len(after) >= 2  # the deal itself, told under its header
        assert sorted(label.spec.args["score"] for label in _score_labels(window)) == \
            sorted(record.totals)


@pytest.mark.parametrize(("lang", "players"), [("de", 2), ("en", 6)])
def test_SB_19_frozen_match_game_end_holds_back_the_next_deal_in_the_log(
        window, start_game, qtbot, lang, players):
    with installed_language(lang):
        ctl = start_game("skipbo", ["computer"] * players,
                         skipbo={"start": "seat", "start_seat": 0, "match_scoring": True,
                                 "stock_size": 5})
        qtbot.waitUntil(ctl.round_held, timeout=120000)
        record = ctl.rules.records(ctl.state)[-1]
        winner = ", ".join(ctl.seats[w].name for w in record.winners)
        texts = _log_texts(window)
        assert not any(GAME_TWO_DEALT[lang] in t for t in texts)
        assert texts[-1] == WON_GAME[lang].format(name=winner)
        _deal_next(window, qtbot, ctl)
        assert any(GAME_TWO_DEALT[lang] in t for t in _log_texts(window))


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_the_round_summary_grows_with_a_big_window(qtbot, lang):
    """At 1920x1080 the summary was 9 pt beside a table drawn for that size."""
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QApplication, QWidget
    from table_helpers import installed_language

    from cardtable.ui.dialogs.round_summary import RoundSummaryDialog

    record = {"phases": (1, 1), "completed": (True, False), "points": (0, 25),
              "totals": (0, 25), "went_out": 0, "number": 1}
    base = QFontInfo(QApplication.font()).pixelSize()
    with installed_language(lang):
        for size, at_least, at_most in (((1920, 1050), base * 1.3, base * 1.6), ((1024, 670), base, base)):
            owner = QWidget()
            qtbot.addWidget(owner)
            owner.resize(*size)
            dialog = RoundSummaryDialog(record, ["Anna", "陳美玲"], (2, 1), owner)
            dialog.show()
            qtbot.waitExposed(dialog)
            shown = QFontInfo(dialog.table.font()).pixelSize()
            assert at_least <= shown <= at_most, (size, shown, base)
            assert QFontInfo(dialog.heading.font()).pixelSize() == QFontInfo(dialog.font()).pixelSize()
            dialog.close()
