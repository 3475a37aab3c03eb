"""The start-up offer to resume unfinished games, one by one, newest first.

Every unfinished autosave that no other running window holds is offered
(``persistence.resume.scan_autosaves``). "Yes" resumes that game in its own
slot and leaves the others on disk for the next start; "No" deletes it and
goes on to the next one. Autosaves that could not be read are reported once,
with the place where a copy was kept. Nothing here may crash the start: a
file operation that fails is explained in a message box.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtWidgets import QMessageBox

log = logging.getLogger(__name__)


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def offer_resume(window: Any) -> None:
    """Offer each unfinished autosaved game; resume the first one accepted."""
    from cardtable.persistence import SaveError
    from cardtable.persistence.resume import scan_autosaves

    try:
        scan = scan_autosaves(record=_record_finished)
    except (SaveError, OSError) as exc:  # no usable data folder: said at start-up already
        log.warning("the autosaves cannot be looked at: %s", exc)
        return
    try:
        if scan.unreadable:
            _report_unreadable(window, scan.unreadable)
        total = len(scan.unfinished)
        for index, item in enumerate(scan.unfinished, start=1):
            if _ask(window, item.loaded.saved, index, total):
                from cardtable.persistence.autosave import AutosaveSlot

                loaded, saved = item.loaded, item.loaded.saved
                scan.unfinished.remove(item)  # its lock now belongs to the game
                window.set_game(loaded.rules, loaded.state, list(saved.seats), seed=saved.seed,
                                options=loaded.options, actions=loaded.actions,
                                autosave_slot=AutosaveSlot(item.slot, item.lock))
                return
            _discard(window, item.slot)
    finally:
        scan.release()


def _record_finished(loaded: Any) -> bool:
    """A finished autosave left by a stopped app: into the history (then it is deleted)."""
    from cardtable.stats.entry import record_loaded_game

    return record_loaded_game(loaded)


def _ask(window: Any, saved: Any, index: int, total: int) -> bool:
    game = {"phase10": _tr("Phase 10"), "skipbo": _tr("Skip-Bo")}.get(saved.game, saved.game)
    when = QDateTime.fromString(saved.modified, Qt.DateFormat.ISODate).toLocalTime()
    locale = QLocale()  # the interface language: names, numbers and date written its way
    text = _tr("An unfinished game of {game} with {players} was saved "
               "automatically on {date}. Resume it?").format(
        game=game,
        players=locale.createSeparatedList([seat.name for seat in saved.seats]),
        date=locale.toString(when, QLocale.FormatType.ShortFormat),
    )
    if total > 1:
        text = _tr("Unfinished game {index} of {total}:").format(
            index=locale.toString(index), total=locale.toString(total)) + "\n" + text
    answer = QMessageBox.question(window, _tr("Resume game"), text)
    return answer == QMessageBox.StandardButton.Yes


def _discard(window: Any, slot: str) -> None:
    from cardtable.persistence import SaveError, discard_autosave
    from cardtable.ui.file_actions import error_text

    try:
        discard_autosave(slot)
    except (SaveError, OSError) as exc:
        log.warning("could not delete the autosave %s: %s", slot, exc)
        QMessageBox.warning(window, _tr("Cannot delete the saved game"),
                            error_text(exc) + "\n\n" + _tr("The game stays on disk and will be "
                                                           "offered again at the next start."))


def _report_unreadable(window: Any, unreadable: list[Any]) -> None:
    from cardtable.ui.file_actions import error_text

    parts = []
    for item in unreadable:
        if item.kept is not None:
            where = _tr("A copy was kept as {file} so that it can be sent with a bug report.").format(
                file=str(item.kept))
        else:
            where = _tr("It was left unchanged at {file}.").format(file=str(item.original))
        parts.append(error_text(item.error) + "\n" + where)
    QMessageBox.warning(window, _tr("An automatic save cannot be read"),
                        _tr("An automatically saved game could not be read and cannot be resumed.")
                        + "\n\n" + "\n\n".join(parts))
