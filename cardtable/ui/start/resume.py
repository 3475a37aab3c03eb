"""Unfinished autosaved games: settled once at start, deleted only on request.

At start nothing is asked: the start page lists every unfinished game (one
click resumes it, ``start_lists``). :func:`check_autosaves` only does what
the list cannot: autosaves that could not be read are reported once, with
the place where a copy was kept, and finished games left by a stopped app
are recorded in the history (``persistence.resume.scan_autosaves``).

Deleting an unfinished game is its own action (the start page's "Delete…"
of a row, its Delete key or context menu): :func:`delete_unfinished` asks
first, naming the game, and only "Delete" deletes: the save, its backup, its
table picture. A game that another running window plays is never deleted,
nor one in a folder that cannot be written (both are refused with the reason).
Nothing here may crash: a file operation that fails is explained.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale
from PySide6.QtWidgets import QMessageBox, QWidget

from cardtable.persistence import SaveError, discard_autosave
from cardtable.persistence.autosave import lock_path
from cardtable.persistence.joined_tables import JoinedTable, forget
from cardtable.persistence.resume import scan_autosaves
from cardtable.persistence.slot_lock import LockState, SlotLock
from cardtable.ui.start.quick_start import game_name
from cardtable.ui.start.start_lists import HostedTable, KeptSheet, local_time
from cardtable.ui.start.thumbnails import remove_thumbnail

if TYPE_CHECKING:
    from cardtable.persistence.resume import Unreadable
    from cardtable.persistence.savefile import LoadedGame, SavedGame
    from cardtable.ui.start.start_lists import Unfinished
    from cardtable.ui.window.host import WindowHost
    from cardtable.ui.window.main_window import MainWindow

log = logging.getLogger(__name__)


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def check_autosaves(host: WindowHost) -> None:
    """At start: report unreadable autosaves, record finished ones; ask nothing."""
    try:
        scan = scan_autosaves(record=_record_finished)
    except (SaveError, OSError) as exc:  # no usable data folder: said at start-up already
        log.warning("the autosaves cannot be looked at: %s", exc)
        return
    scan.release()  # the unfinished games stay on disk, listed by the start page
    host.start_page.mark_stale()
    if scan.unreadable:
        _report_unreadable(host, scan.unreadable)


def _record_finished(loaded: LoadedGame) -> bool:
    """A finished autosave left by a stopped app: into the history (then it is deleted)."""
    # the history database (sqlite3) loads on first use
    from cardtable.stats.entry import record_loaded_game

    return record_loaded_game(loaded)


def describe(saved: SavedGame) -> str:
    """"Phase 10 with Ada and Ben, saved 02.12.26 01:40" in the interface language."""
    players = QLocale().createSeparatedList([seat.name for seat in saved.seats])
    return _tr("{game} with {players}, saved {date}").format(
        game=game_name(saved.game), players=players, date=local_time(str(saved.modified)))


def describe_hosted(entry: HostedTable) -> str:
    """"Network table ABC234: Phase 10 with Ada and Ben, saved …" (``start_lists.HostedTable``)."""
    names = [name or _tr("Seat {n}").format(n=i + 1) for i, name in enumerate(entry.names)]
    when = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(entry.modified)), QLocale.FormatType.ShortFormat)
    return _tr("Network table {code}: {game} with {players}, saved {date}").format(
        code=entry.code, game=game_name(entry.game), players=QLocale().createSeparatedList(names), date=when)


def delete_hosted(host: WindowHost, entry: HostedTable) -> bool:
    """Ask, then delete a network table this app hosted: its game and seats
    files (the others can no longer come back to it). True if it was deleted."""
    # network code loads only for a network table
    from cardtable.net.background import forget, hosted_elsewhere

    return ask_and_forget(host, entry.code, hosted_elsewhere(entry.folder, entry.code), describe_hosted(entry),
                          lambda: forget(entry.folder, entry.code))


def delete_joined(host: WindowHost, entry: JoinedTable) -> bool:
    """Ask, then forget a seat at another computer's network table (``JoinedTable``):
    only Delete forgets the seat (the game goes on at its host). True if forgotten."""
    # network code loads only for a network table
    from cardtable.ui.network.seat_memory import describe, open_here

    return ask_and_forget(host, entry.code, entry.token in open_here(), describe(entry), lambda: forget(entry.token),
                          QCoreApplication.translate("JoinTable", "You cannot take your seat at this table again."))


def ask_and_forget(host: WindowHost, code: str, in_use: bool, described: str, forget: Callable[[], object],
                   consequence: str | None = None) -> bool:
    """The start page's Delete… of a network table (hosted or joined): refused
    while a window has it open; else asked first (``confirm_delete``), and only
    "Delete" runs ``forget``; a failure is said and the entry stays. True if forgotten."""
    # error sentences load only when an error is shown
    from cardtable.ui.error_texts import error_sentence

    window = host.dialog_parent()
    try:
        if in_use:
            QMessageBox.information(window, _tr("Delete the unfinished game"),
                                    _tr("This game is open in another window, so it cannot be deleted."))
            return False
        if not _confirm(window, described, consequence):
            return False
        try:
            forget()
        except (OSError, SaveError) as exc:
            log.warning("could not delete the network table %s: %s", code, exc)
            QMessageBox.warning(window, _tr("Cannot delete the saved game"),
                                error_sentence(exc) + "\n\n" + _tr("The game stays in the list of unfinished games."))
            return False
        return True
    finally:
        host.start_page.mark_stale()


def open_unfinished(w: MainWindow, entry: Unfinished | HostedTable | JoinedTable | KeptSheet) -> None:
    """An entry of the start page's unfinished games opened in the main window
    ``w``: a hosted network table is hosted again, a seat at another
    computer's table taken again, the score keeper's sheet shown, a game resumed."""
    if isinstance(entry, HostedTable):
        # network code loads only for a network table
        from cardtable.ui.network.window_hosting import reopen

        reopen(w, entry)
    elif isinstance(entry, JoinedTable):
        # network code loads only for a network table
        from cardtable.ui.network.window_join import reopen as sit_down_again

        sit_down_again(w, entry)
    elif isinstance(entry, KeptSheet):
        # the score keeper loads when first opened: start-up stays fast
        from cardtable.ui.keeper.opening import show_keeper

        show_keeper(w, entry.game, w.settings, w)
    else:
        w.starts.resume(entry)


def delete_unfinished(host: WindowHost, entry: Unfinished | HostedTable | JoinedTable) -> bool:
    """Ask, then delete the unfinished game ``entry`` (``start_lists.Unfinished``):
    its autosave, backup and picture (a hosted network table: ``delete_hosted``).
    True if it was deleted."""
    if isinstance(entry, HostedTable):
        return delete_hosted(host, entry)
    if isinstance(entry, JoinedTable):  # a seat at another computer's table
        return delete_joined(host, entry)
    # error sentences load only when an error is shown
    from cardtable.ui.error_texts import error_sentence

    window = host.dialog_parent()
    lock = SlotLock(lock_path(entry.slot))
    state, why = lock.probe()
    try:
        if state is LockState.BUSY:
            QMessageBox.information(window, _tr("Delete the unfinished game"),
                                    _tr("This game is open in another window, so it cannot be deleted."))
            return False
        if state is LockState.UNAVAILABLE:  # a read-only data folder: nothing in it can be deleted
            log.warning("autosave slot %s cannot be locked: %s", entry.slot, why)
            QMessageBox.information(window, _tr("Delete the unfinished game"),
                                    _tr("This game's folder cannot be written, so the game cannot be deleted.")
                                    + "\n\n" + error_sentence(why))
            return False
        if not _confirm(window, describe(entry.loaded.saved)):
            return False
        try:
            discard_autosave(entry.slot)
        except (SaveError, OSError) as exc:
            log.warning("could not delete the autosave %s: %s", entry.slot, exc)
            QMessageBox.warning(window, _tr("Cannot delete the saved game"),
                                error_sentence(exc) + "\n\n" + _tr("The game stays in the list of unfinished games."))
            return False
        remove_thumbnail(entry.path)
        return True
    finally:
        lock.release()
        host.start_page.mark_stale()


def _confirm(window: QWidget, described: str, consequence: str | None = None) -> bool:
    return confirm_delete(window, described, consequence)


def confirm_delete(window: QWidget, described: str, consequence: str | None = None) -> bool:
    """Ask before deleting the unfinished game ``described``; only "Delete" says yes."""
    box = QMessageBox(QMessageBox.Icon.Question, _tr("Delete the unfinished game"),
                      _tr("Delete this unfinished game?") + "\n\n" + described
                      + "\n\n" + (consequence or _tr("It cannot be brought back.")),
                      QMessageBox.StandardButton.NoButton, window)
    box.setObjectName("deleteUnfinishedBox")
    delete = box.addButton(_tr("Delete"), QMessageBox.ButtonRole.DestructiveRole)
    keep = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(keep)  # Enter keeps the game
    box.setEscapeButton(keep)
    try:
        box.exec()
        return box.clickedButton() is delete
    finally:
        box.deleteLater()


def _report_unreadable(host: WindowHost, unreadable: list[Unreadable]) -> None:
    # error sentences load only when an error is shown
    from cardtable.ui.error_texts import error_sentence

    parts = []
    for item in unreadable:
        if item.kept is not None:
            where = _tr("A copy was kept as {file} so that it can be sent with a bug report.").format(
                file=str(item.kept))
        else:
            where = _tr("It was left unchanged at {file}.").format(file=str(item.original))
        parts.append(error_sentence(item.error) + "\n" + where)
    QMessageBox.warning(host.dialog_parent(), _tr("An automatic save cannot be read"),
                        _tr("An automatically saved game could not be read and cannot be resumed.")
                        + "\n\n" + "\n\n".join(parts))
