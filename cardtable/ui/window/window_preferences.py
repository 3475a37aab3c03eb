"""Settings > Preferences for the main window: ask, apply, and the cards' look.

Why a module of its own: the preferences touch the settings file, the
translations, the computer speed of the running game and the look of the
cards (deck, outlines, size) on the table and in replays; the window only
offers the menu entry.
"""

from __future__ import annotations

from typing import Any

from cardtable.ui.speech.announce import announcer


def ask(w: Any) -> None:
    """Show the Preferences dialog; OK applies what was chosen, Cancel nothing."""
    # the dialog loads when first opened: start-up stays fast
    from cardtable.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(w.language(), w.settings.ai_speed_ms(), w,
                            contrast=w.settings.card_theme() == "contrast",
                            large_cards=w.settings.large_cards(), system_speech=w.settings.system_speech())
    try:
        chosen = (dialog.chosen_language(), dialog.chosen_speed_ms(), dialog.chosen_contrast(),
                  dialog.chosen_large_cards(), dialog.chosen_system_speech()) if dialog.exec() else None
    finally:
        dialog.deleteLater()
    if chosen is not None:
        w.apply_preferences(*chosen)


def apply(w: Any, language: str, speed_ms: int, contrast: bool | None, large_cards: bool | None,
          system_speech: bool | None = None) -> None:
    """The preferences chosen (None: unchanged); the look at once, on the table too."""
    if system_speech is not None and w.settings is not None:
        w.settings.set_system_speech(system_speech)
        apply_speech(w)
    if contrast is not None or large_cards is not None:
        if contrast is not None:
            w.settings.set_card_theme("contrast" if contrast else "standard")
        if large_cards is not None:
            w.settings.set_large_cards(large_cards)
        apply_look(w)
        if w.table is not None:
            w.table.refresh(animate=False)
    w.settings.set_ai_speed_ms(speed_ms)
    if w.controller is not None:
        w.controller.set_speed(speed_ms)
    if language != w.language():
        w.settings.set_language(language)
        if w.translations is not None:
            w.translations.switch(language)
        w.rule_help.set_language(language)


def apply_look(w: Any) -> None:
    """The preferences' look of the cards (the deck, the outlines, the size),
    for the table and the replays."""
    # the table's code loads with the first game: start-up stays fast
    from cardtable.ui.table import items, layout

    contrast = w.settings is not None and w.settings.card_theme() == "contrast"
    w.card_art().set_theme("contrast" if contrast else "standard")
    items.set_high_contrast(contrast)
    large = w.settings is not None and w.settings.large_cards()
    layout.set_card_scale(layout.LARGE_CARDS if large else 1.0)


def apply_speech(w: Any) -> None:
    """Speak through the system's speech service, or not, as the settings say."""
    # the system's speech (subprocess) loads only when speech is on
    from cardtable.ui.speech import system_speech

    on = w.settings is not None and w.settings.system_speech()
    voice = system_speech.make(on)
    announcer().voice = voice.speak if voice is not None else None


__all__ = ["apply", "apply_look", "apply_speech", "ask"]
