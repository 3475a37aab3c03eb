"""A language switch re-renders the status bar.

After a refusal in German, switching to Traditional Chinese used to leave
"Regel SB-15: Dieser Aufbaustapel braucht eine 9." in the status bar. Now
every message is said again in the new language, or cleared if it cannot be.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.engine.api import Rejection
from cardtable.ui.i18n import Translations


def _switch(qtbot, translations, window, lang, menu):
    assert translations.switch(lang), f"cardtable_{lang}.qm not found"
    qtbot.waitUntil(lambda: window.menu_game.title() == menu, timeout=3000)


def test_SB_15_refusal_is_said_again_in_the_new_language(qtbot, make_window):
    translations = Translations(QCoreApplication.instance())
    window = make_window(translations)
    try:
        _switch(qtbot, translations, window, "de", "&Spiel")
        window.show_rejection(Rejection.of("SB-15", "x", needed=9))
        assert window.statusBar().currentMessage().startswith("Regel SB-15:")
        assert "9" in window.statusBar().currentMessage()
        _switch(qtbot, translations, window, "zh_TW", "遊戲(&G)")
        text = window.statusBar().currentMessage()
        assert text.startswith("規則 SB-15：") and "9" in text, text
        assert "Regel" not in text
        assert window.rule_help.why.isVisibleTo(window)  # "Why?" still explains it
        assert window.rule_help.last_rule == "SB-15"
    finally:
        translations.switch("en")
    qtbot.waitUntil(lambda: window.menu_game.title() == "&Game", timeout=3000)
    assert window.statusBar().currentMessage().startswith("Rule SB-15:")


def test_notes_are_re_rendered_or_cleared(qtbot, make_window):
    translations = Translations(QCoreApplication.instance())
    window = make_window(translations)
    try:
        window.notify("No move to suggest right now.", 60000,
                      lambda: window.tr("No move to suggest right now."))
        _switch(qtbot, translations, window, "de", "&Spiel")
        german = window.statusBar().currentMessage()
        assert german and german != "No move to suggest right now."
        window.notify("a text nobody can translate again", 60000)
        _switch(qtbot, translations, window, "zh_TW", "遊戲(&G)")
        assert window.statusBar().currentMessage() == ""  # cleared, not left in the old language
    finally:
        translations.switch("en")
    qtbot.waitUntil(lambda: window.menu_game.title() == "&Game", timeout=3000)


def test_table_messages_know_their_source(qtbot):
    from scoresheet_play import skipbo_state
    from table_helpers import make_table

    from cardtable.engine.skipbo import RULES as SB

    _ctl, view, messages = make_table(qtbot, SB, skipbo_state(players=2, games=0))
    from cardtable.ui.table.input import _tr

    view.input.say(lambda: _tr("That does not go there."))
    assert messages[-1] == "That does not go there."
    render = view.message_render("That does not go there.")
    assert render is not None and render() == "That does not go there."
    assert view.message_render("something else") is None
