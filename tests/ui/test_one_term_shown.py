"""One term per thing where a player meets it, in German and Traditional Chinese.

The translation files are held to the glossary by tests/test_terminology.py;
these tests look at what the windows show: a player who went out is named
the same way in the round summary, the move log and the score sheet's
legend; the Skip-Bo stock's count reads the same on every seat; the lesson
chooser names each lesson's game once; the history counts whole games
(場) and a match's games (局) apart; lists of names and the round summary
never show ASCII punctuation between Chinese words or the files' colour
letters.
"""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest
from table_helpers import installed_language

from cardtable.engine.standings import Standing
from cardtable.seats import Seat
from cardtable.ui.table.games.skipbo_log import describe as skipbo_describe
from cardtable.ui.table.items import LabelItem

WENT_OUT = {"de": "letzte Karte abgelegt", "zh_TW": "出清"}
# a card as the files write it ("G11", "Y2", "W=9"): never in a translated sentence
CODE = re.compile(r"\b[RBGY]\d{1,2}\b|\bW=|\bW\(|(?<![\w-])[WS](?![\w-])")
HAN = "\u3400-\u9fff"
ASCII_BETWEEN_WORDS = re.compile(rf"[{HAN}][,:;!?]|[,:;!?] ?[{HAN}]")


def _log_texts(window) -> list[str]:
    model = window.move_log.view.model()
    return [model.text(r) for r in range(model.rowCount())]


@pytest.mark.parametrize("lang", ["de", "zh_TW"])
def test_went_out_is_one_term_at_the_round_end(window, start_game, qtbot, lang):
    term = WENT_OUT[lang]
    with installed_language(lang):
        ctl = start_game("phase10", ["computer"] * 3)
        qtbot.waitUntil(ctl.round_held, timeout=120000)
        summary = window.round_summary
        assert summary is not None and summary.isVisible()
        out = ctl.rules.records(ctl.state)[-1].went_out
        rows = summary.rows()
        assert term in summary.heading.text()
        assert term in rows[out][1]
        assert [line for line in _log_texts(window) if term in line]
        window.score_dock.retranslate_ui()
        legend = window.score_dock.summary.text()
        assert f"* = {term}" in legend.replace("\u00a0", " ")
        if lang == "de":  # a narrow dock breaks the legend between its entries, never inside a term
            assert "*\u00a0=\u00a0letzte\u00a0Karte\u00a0abgelegt" in legend
        texts = [summary.heading.text(), summary.windowTitle(), *(cell for row in rows for cell in row)]
        assert [t for t in texts if CODE.search(t)] == []  # "grüne 11", "綠 11": never "G11"
        if lang == "zh_TW":
            assert [t for t in texts if ASCII_BETWEEN_WORDS.search(t)] == []


@pytest.mark.parametrize(("lang", "label"), [("en", r"Stock: \d+"), ("de", r"Vorrat: \d+"),
                                             ("zh_TW", r"牌庫：\d+")])
def test_the_stock_count_reads_the_same_on_every_seat(window, start_game, lang, label):
    with installed_language(lang):
        start_game("skipbo", ["human", "computer", "computer"])
        texts: dict[str, list[str]] = {"stock_label": [], "stock_left": []}
        for item in window.table.scene().items():
            if isinstance(item, LabelItem) and item.spec.kind in texts:
                texts[item.spec.kind].append(item.text)
    assert len(texts["stock_label"]) == 1 and len(texts["stock_left"]) == 2
    for text in texts["stock_label"] + texts["stock_left"]:
        assert re.fullmatch(label, text), text


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_the_lesson_chooser_names_each_game_once(window, qtbot, lang):
    from cardtable.tutorial.lessons import load_lessons
    from cardtable.ui.tutorial.host import LessonChooser

    with installed_language(lang):
        chooser = LessonChooser(load_lessons(), set(), window)
        qtbot.addWidget(chooser)
        items = [chooser.list.item(i).text().strip() for i in range(chooser.list.count())]
    assert len(items) == len(load_lessons())
    for text in items:
        assert len(re.findall(r"Phase 10|Skip-Bo", text)) == 1, text
        if lang == "zh_TW":
            assert ":" not in text and "：" in text, text


def test_the_history_counts_whole_games_and_a_matchs_games_apart(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path))
    from cardtable.persistence.history import History
    from cardtable.ui.stats.history_window import HistoryWindow
    from tests.history.selfplay import quick_play, record

    history = History.open()
    seats = [Seat("媽媽"), Seat("C", "computer", "easy"), Seat("D", "computer", "easy")]
    match = quick_play("skipbo", 4, seats, match_scoring=True, match_target=100)
    assert len(match.rules.records(match.state)) > 1  # a match of several games
    record(history, match)
    record(history, quick_play("phase10", 5, seats))
    history.close()
    with installed_language("zh_TW"):
        window = HistoryWindow(None)
        qtbot.addWidget(window)
        window.apply_filter()
        count = window.count.text()
        lengths = [window.model.data(window.model.index(r, 4)) for r in range(window.model.rowCount())]
    assert count == "2 場"
    assert [t for t in lengths if re.fullmatch(r"\d+ 局、\d+ 步", t)] == lengths, lengths


def test_lists_of_names_are_separated_the_languages_way(qtbot):
    from cardtable.ui.dialogs.game_over import GameOverDialog

    standings = [Standing(0, 1, "won", 0), Standing(1, 1, "won", 0), Standing(2, 3, "lost", 40)]
    with installed_language("zh_TW"):
        dialog = GameOverDialog(standings, ["媽媽", "爸爸", "Ben"], "skipbo", None, None, "match")
        qtbot.addWidget(dialog)
        text = dialog.winner_text()
        logged = skipbo_describe(SimpleNamespace(kind="game_over", seat=-1, winners=(0, 1), reason="match",
                                                 game=2), ["媽媽", "爸爸", "Ben"])
    for said in (text, logged):
        assert "媽媽、爸爸" in said and not ASCII_BETWEEN_WORDS.search(said), said


def test_the_level_descriptions_punctuate_the_chinese_way(qtbot):
    from cardtable.ui.dialogs.new_game import NewGameDialog

    with installed_language("zh_TW"):
        dialog = NewGameDialog(None)
        qtbot.addWidget(dialog)
        lines = dialog.levels_help.text().split("<br>")
    assert len(lines) == 3
    for line in lines:
        shown = re.sub(r"<[^>]*>", "", line)
        assert "：" in shown and not ASCII_BETWEEN_WORDS.search(shown), shown
