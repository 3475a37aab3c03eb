"""Start-up of the desktop app: parse the command line, create the window.

Kept quick (goal: first frame within 0.6 s): only QtCore/QtWidgets and the
window's own module load before the first frame; engines, dialogs, the table
and persistence are imported when first used. ``cardtable --version``
answers without Qt at all.
"""

from __future__ import annotations

import argparse
import sys

from cardtable import __version__

LANGUAGES = ("en", "de", "zh_TW")


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="cardtable", description="Phase 10 and Skip-Bo")
    parser.add_argument("--version", action="version", version=f"cardtable {__version__}")
    parser.add_argument("--lang", choices=LANGUAGES, help="language of the interface: en, de or zh_TW")
    parser.add_argument("file", nargs="?", help="a saved game to open")
    return parser.parse_args(argv)


def build(args: argparse.Namespace, app=None):
    """Create (or reuse) the QApplication, the translators and the window."""
    from PySide6.QtWidgets import QApplication

    app = app or QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("cardtable")
    app.setOrganizationName("cardtable")
    app.setApplicationVersion(__version__)

    from cardtable.ui.i18n import Translations, system_language
    from cardtable.ui.main_window import MainWindow
    from cardtable.ui.settings import Settings

    settings = Settings()
    translations = Translations(app)
    lang = args.lang or settings.language() or system_language()
    translations.switch(lang)
    if settings.language() is None:
        settings.set_language(lang)
    window = MainWindow(settings, translations)
    return app, window


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    app, window = build(args)
    window.show()
    if args.file:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, lambda: window.open_game(args.file))
    else:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, lambda: offer_resume(window))
    return app.exec()


def offer_resume(window) -> None:
    """If an unfinished autosave exists, offer to resume it (issue: saves)."""
    try:
        from cardtable.persistence import discard_autosave, find_unfinished_autosave
    except ImportError:
        return
    try:
        loaded = find_unfinished_autosave()
    except Exception:  # never block start-up on a bad autosave
        return
    if loaded is None:
        return
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from cardtable.controller.saving import seats_from_saved

    answer = QMessageBox.question(
        window,
        QCoreApplication.translate("MainWindow", "Resume game"),
        QCoreApplication.translate("MainWindow", "An unfinished game was saved automatically. Resume it?"),
    )
    if answer == QMessageBox.StandardButton.Yes:
        window.set_game(loaded.rules, loaded.state, seats_from_saved(loaded.saved.seats),
                        seed=loaded.saved.seed, options=loaded.options, actions=loaded.actions)
    else:
        discard_autosave()
