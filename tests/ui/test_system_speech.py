"""Settings > Preferences > "Speak through the system's speech service": off
by default; on, every sentence for a screen reader is also given to
``spd-say`` in the interface's language, an assertive one first stopping
what is said; offered only where the system has the service; its words in
English, German and Traditional Chinese."""

from __future__ import annotations

from table_helpers import installed_language

from cardtable.ui.dialogs.settings_dialog import SettingsDialog
from cardtable.ui.speech import system_speech
from cardtable.ui.speech.announce import announce, announcer


def _fake_service(monkeypatch) -> list[list[str]]:
    started: list[list[str]] = []
    monkeypatch.setattr(system_speech, "command", lambda: "/usr/bin/spd-say")
    monkeypatch.setattr(system_speech, "_run", lambda argv: started.append(list(argv)))
    return started


def test_off_by_default_and_on_when_chosen(window, monkeypatch):
    started = _fake_service(monkeypatch)
    monkeypatch.setattr(announcer(), "voice", None)  # put back after the test, whatever happens
    assert not window.settings.system_speech()
    announce("Ben went out")
    assert started == []
    window.apply_preferences("en", 0, system_speech=True)
    assert window.settings.system_speech()
    announce("Ben drew a card")
    announce("It is not your turn.", assertive=True)
    assert started == [
        ["/usr/bin/spd-say", "--language", "en", "--priority", "message", "--", "Ben drew a card"],
        ["/usr/bin/spd-say", "--language", "en", "--priority", "message", "--cancel", "--",
         "It is not your turn."]]
    with installed_language("de"):
        announce("Du bist dran", repeat=True)
    assert started[-1][:3] == ["/usr/bin/spd-say", "--language", "de"]
    window.apply_preferences("en", 0, system_speech=False)
    announce("Ben discarded red 3")
    assert len(started) == 3 and announcer().voice is None


def test_the_option_is_offered_only_with_the_service_in_three_languages(qtbot, monkeypatch):
    monkeypatch.setattr(system_speech, "command", lambda: None)
    without = SettingsDialog("en", 300)
    qtbot.addWidget(without)
    assert without.system_speech.isHidden()
    monkeypatch.setattr(system_speech, "command", lambda: "/usr/bin/spd-say")
    words = {"en": "&Speak through the system's speech service",
             "de": "Über die &Sprachausgabe des Systems sprechen",
             "zh_TW": "透過系統的語音服務朗讀(&S)"}
    for lang, text in words.items():
        with installed_language(lang):
            dialog = SettingsDialog(lang, 300, system_speech=True)
            qtbot.addWidget(dialog)
            assert not dialog.system_speech.isHidden() and dialog.chosen_system_speech()
            assert dialog.system_speech.text() == text
