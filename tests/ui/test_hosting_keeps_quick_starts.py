"""Hosting a network table remembers its own choices: the start page's
one-click starts keep theirs (their words and the local game they deal), in
each language, and the New game dialog opened for hosting brings back the
last hosted table's setup."""

from __future__ import annotations

import json

import pytest
from table_helpers import installed_language

from cardtable.ui.dialogs.new_game import COMPUTER_KIND, HUMAN_KIND, INVITED_KIND, NewGameDialog
from cardtable.ui.start import quick_start

GRANDPA = {"en": "Grandpa", "de": "Opa", "zh_TW": "爺爺"}
HOST_TITLE = {"en": "New game over the network", "de": "Neues Spiel über das Netzwerk", "zh_TW": "透過網路開新遊戲"}


def _host_dialog_accepted(window, lang: str) -> None:
    """The New game dialog for a network table: Grandpa here, one invited seat,
    a computer; OK (the table itself is not opened: only what is remembered counts)."""
    dialog = NewGameDialog(window.settings, window, host=True)
    try:
        assert dialog.network.isChecked()
        dialog.players.setValue(3)
        dialog.rows[0].kind.setCurrentIndex(HUMAN_KIND)
        dialog.rows[0].name.setText(GRANDPA[lang])
        dialog.rows[1].kind.setCurrentIndex(INVITED_KIND)
        dialog.rows[2].kind.setCurrentIndex(COMPUTER_KIND)
        dialog.rows[2].level.setCurrentIndex(0)
        dialog.accept()
        assert dialog.choice() is not None and dialog.choice().network
    finally:
        dialog.deleteLater()


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_hosting_leaves_the_one_click_starts_alone(window, qtbot, lang):
    with installed_language(lang):
        page = window.start_page
        page.retranslate_ui()
        before = {kind: tile.summary.text() for kind, tile in page.tiles.items()}
        _host_dialog_accepted(window, lang)
        page.update_summaries()
        assert {kind: tile.summary.text() for kind, tile in page.tiles.items()} == before
        assert all(GRANDPA[lang] not in text for text in before.values())

        assert window.quick_start(quick_start.PHASE10_COMPUTER)
        ctl = window.controller
        assert ctl is not None and window.hosting is None
        assert [s.kind for s in ctl.seats] == ["human", "computer"]
        assert len(ctl.human_seats) == 1  # nobody to pass the screen to
        window.close_game()


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_the_host_dialog_brings_back_the_last_hosted_table(window, qtbot, lang):
    with installed_language(lang):
        _host_dialog_accepted(window, lang)
        again = NewGameDialog(window.settings, window, host=True)
        local = NewGameDialog(window.settings, window)
        try:
            assert again.network.isChecked() and again.players.value() == 3
            assert again.windowTitle() == HOST_TITLE[lang] and local.windowTitle() != HOST_TITLE[lang]
            assert again.rows[0].name.text() == GRANDPA[lang]
            assert again.rows[1].kind.currentIndex() == INVITED_KIND
            # the dialog of a game at this screen is not a hosted table's
            assert not local.network.isChecked()
            assert local.rows[0].name.text() != GRANDPA[lang]
        finally:
            again.deleteLater()
            local.deleteLater()


def test_a_one_click_start_once_filled_from_a_hosted_table_deals_its_default(window, qtbot):
    """Settings written before hosting had its own place: a one-click kind that
    remembered a hosted table's setup starts with its default instead."""
    hosted = {"game": "phase10", "players": 3, "network": True, "seats": [
        {"kind": "human", "name": "Grandpa"}, {"kind": "invited", "name": ""},
        {"kind": "computer", "name": "", "level": "easy"}]}
    window.settings.qsettings.setValue(f"quick_start/{quick_start.PHASE10_COMPUTER}", json.dumps(hosted))
    assert window.settings.quick_start_choices(quick_start.PHASE10_COMPUTER) == quick_start.DEFAULTS[
        quick_start.PHASE10_COMPUTER]


def test_keeping_score_for_real_cards_never_hosts(qtbot):
    """The score keeper's setup is the New game dialog for one table of real
    cards: no network switch, even from choices that had it on."""
    from cardtable.ui.keeper.opening import KeeperSetupDialog

    hosted = {"game": "phase10", "players": 2, "network": True,
              "seats": [{"kind": "human", "name": "Grandpa"}, {"kind": "invited", "name": ""}]}
    dialog = KeeperSetupDialog(None, hosted)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.network.isHidden() and not dialog.network.isChecked()
    dialog.rows[1].name.setText("Ben")
    choice, problem = dialog.build_choice()
    assert choice is not None, problem
    assert not choice.network and choice.invited == ()
