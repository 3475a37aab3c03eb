"""Names the app made follow the language; a computer seat with the app's
name says "computer" once; lists of names are separated the language's way."""

from __future__ import annotations

import pytest
from table_helpers import installed_language

from cardtable.ui.seat_names import name_list, shown_name
from cardtable.ui.start.quick_start import summary
from cardtable.ui.table.texts import text_for


def test_a_computer_with_the_apps_name_says_computer_once(qapp):
    assert text_for("seat_name", {"name": "Computer 2", "human": False, "level": "hard"}) == "Computer 2 (hard)"
    # a computer seat a person named keeps saying what it is
    assert text_for("seat_name", {"name": "Robo", "human": False, "level": "hard"}) == "Robo (computer, hard)"


@pytest.mark.parametrize(("language", "computer", "player", "listed"), [
    ("de", "Computer 2 (schwer)", "Spieler 1", "Spieler 1, Computer 2 (Mittel)"),
    ("zh_TW", "電腦 2（困難）", "玩家 1", "玩家 1、電腦 2（普通）"),
])
def test_the_apps_names_follow_a_language_switch(qapp, language, computer, player, listed):
    with installed_language(language):
        # the names were saved in English before the switch
        assert text_for("seat_name", {"name": "Computer 2", "human": False, "level": "hard"}) == computer
        assert text_for("seat_name", {"name": "Player 1", "human": True}) == player
        assert shown_name("Oma Hilde") == "Oma Hilde"  # typed by a person: never touched
        line = summary("phase10", {"players": 2, "seats": [{"name": "Player 1", "kind": "human"},
                                             {"name": "Computer 2", "kind": "computer", "level": "medium"}]})
        assert listed in line, line
        assert name_list(["A", "B"]) == ("A, B" if language == "de" else "A、B")


def test_chinese_names_stand_without_spaces_in_chinese(qapp):
    from cardtable.ui.i18n import cjk_spacing

    with installed_language("zh_TW"):
        assert cjk_spacing("請把裝置交給 媽媽，準備好後點一下") == "請把裝置交給媽媽，準備好後點一下"
        assert cjk_spacing("請把裝置交給 Anna，準備好後點一下") == "請把裝置交給 Anna，準備好後點一下"
        assert cjk_spacing("媽媽 棄了 綠 12") == "媽媽棄了綠 12"
    assert cjk_spacing("Chen 陳 und 林 Li") == "Chen 陳 und 林 Li"  # other languages: untouched


def test_the_privacy_screen_and_the_move_log_write_chinese_names_closed_up(window, start_game, qtbot):
    with installed_language("zh_TW"):
        window.privacy.show_for("媽媽")
        assert "交給媽媽，" in window.privacy.message.text()
        window.privacy.hide()


def test_who_is_not_connected_is_listed_the_languages_way():
    from types import SimpleNamespace

    from table_helpers import installed_language

    from cardtable.controller.remote import CONNECTED
    from cardtable.controller.remote_texts import status_words

    ctl = SimpleNamespace(connection=CONNECTED, table={"started": True, "seats": []}, waiting_for=lambda: None,
                          seats=[SimpleNamespace(name=n) for n in ("媽媽", "爸爸", "Ann")],
                          connected_seats=lambda: (False, False, True),
                          presence=lambda seat: ("away", "away", "")[seat])
    with installed_language("zh_TW"):
        assert "媽媽、爸爸" in status_words(ctl)
