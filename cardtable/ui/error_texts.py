"""Every error a player reads, as one translated sentence: ``error_sentence``.

Why one function: the saves, the history, the score keeper and the
operating system each refuse with a code and parameters (English only,
for logs); the windows show the sentence of that code in the player's
language. One place decides the kind of error, finds the sentence of its
code and fills in its parameters the same way for all: an unknown code
falls back to the error's own English words, a damaged file's details
share one sentence, and a sentence never fails to format. The texts keep
the translation contexts they always had (SaveMessages, StatsTexts,
KeeperTexts, MainWindow).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.keeper import KeeperRefusal
from cardtable.persistence.errors import SaveError


def _save(text: str) -> str:
    return QCoreApplication.translate("SaveMessages", text)


def _hist(text: str) -> str:
    return QCoreApplication.translate("StatsTexts", text)


def _keep(text: str) -> str:
    return QCoreApplication.translate("KeeperTexts", text)


def _main(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


#: a damaged file's many codes (the details are for the log) share one sentence
DAMAGED = ("bad-field", "bad-options", "bad-seed", "bad-seats", "impossible-state", "log-too-long",
           "bad-action", "engine-error")


def error_sentence(error: Any) -> str:
    """The translated sentence of ``error``: an OSError (the system's words),
    a ``SaveError``, a ``HistoryError`` (``ProfileError`` too), a
    ``KeeperRefusal`` ("Rule P10-15: ..."), or a ValueError of a save path."""
    # the history database (sqlite3) loads on first use
    from cardtable.persistence.history import HistoryError

    if isinstance(error, OSError):
        return _main("The operating system refused: {reason}").format(reason=error.strerror or str(error))
    if isinstance(error, SaveError):
        template = _save_texts().get(error.code) or (_save("The file is damaged and cannot be opened.")
                                                     if error.code in DAMAGED else None)
        return _fill(template, _texts(error.params), error.message or str(error))
    if isinstance(error, HistoryError):
        template = _history_texts().get(error.code,
                                        _hist("The history of finished games cannot be used: {reason}"))
        return _fill(template, {"reason": str(error), **_texts(error.params)}, template)
    if isinstance(error, KeeperRefusal):
        sentence = _fill(_keeper_texts().get(error.code), _texts(error.params), str(error))
        return _keep("Rule {rule}: {sentence}").format(rule=error.rule, sentence=sentence)
    if isinstance(error, ValueError):  # a game a save path cannot write (a lesson)
        return _main("This game cannot be saved.")
    return str(error)


def _texts(params: dict[str, object] | None) -> dict[str, str]:
    return {k: str(v) for k, v in (params or {}).items()}


def _fill(template: str | None, params: dict[str, str], fallback: str) -> str:
    if template is None:
        return fallback
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return fallback


def _save_texts() -> dict[str, str]:
    return {
        "not-found": _save("The file {path} does not exist."),
        "is-directory": _save("{path} is a folder, not a saved game."),
        "not-a-file": _save("{path} is not a regular file."),
        "unreadable": _save("The file {path} cannot be read: {reason}"),
        "too-large": _save("The file {path} is too large to be a saved game."),
        "empty": _save("The file {path} is empty."),
        "not-utf8": _save("The file is not a text file."),
        "truncated": _save("The file is incomplete: it ends too early."),
        "not-json": _save("The file is damaged (not valid JSON)."),
        "too-deep": _save("The file is damaged (nested too deeply)."),
        "not-an-object": _save("The file is not a cardtable saved game."),
        "not-a-save": _save("The file is not a cardtable saved game."),
        "no-version": _save("The file has no format version."),
        "bad-version": _save("The file's format version is damaged."),
        "future-version": _save("The file was saved by a newer version of cardtable; please update the app."),
        "old-version": _save("The file's format is too old to be read."),
        "migration-failed": _save("The file's older format could not be converted."),
        "unknown-game": _save("The file holds a game this version does not know."),
        "replay-mismatch": _save("The file was changed or damaged: its moves do not lead to its saved position."),
        "illegal-action": _save("The file was changed or damaged: move {index} is not allowed (rule {rule})."),
        "write-failed": _save("The file {path} could not be written: {reason}"),
        "data-dir-unavailable": _save("The data folder {path} cannot be used: {reason}"),
        "delete-failed": _save("The file {path} could not be deleted: {reason}"),
    }


def _history_texts() -> dict[str, str]:
    return {
        "damaged": _hist("The history of finished games was damaged. It was set aside as {moved_to} "
                      "and a new, empty history was started."),
        "future-version": _hist("The history of finished games was written by a newer version of "
                             "cardtable. Games are not recorded until you update."),
        "unavailable": _hist("The history of finished games cannot be used: {reason}"),
        "not-found": _hist("This game is no longer in the history."),
        "kept-score": _hist("This game was played with real cards: only its score sheet was kept, "
                         "so there are no moves to replay."),
        "name-taken": _hist("There is already a player called {name}. Merge the two instead."),
        "computer-profile": _hist("Computer players cannot be renamed or merged."),
        "same-game": _hist("{source} and {target} played in the same game, so they are different people."),
        "bad-name": _hist("That name cannot be used."),
        "no-profile": _hist("This player no longer exists."),
    }


def _keeper_texts() -> dict[str, str]:
    return {
        "game-over": _keep("The game is over; no more rounds can be entered."),
        "seats": _keep("The entry does not match the number of players."),
        "went-out": _keep("Choose who went out: exactly one player ends the round."),
        "sits-out": _keep("{name} does not play this tie-break round."),
        "plays": _keep("{name} plays this tie-break round; enter their points."),
        "out-not-completed": _keep("{name} went out, so must have completed the phase: a hand can only "
                                "be emptied after laying it down."),
        "out-has-points": _keep("{name} went out and has no cards left, so scores 0 points."),
        "two-out": _keep("{name} has 0 points, but only one player can go out in a round."),
        "not-multiple": _keep("{name}: {points} points is not possible; every card scores 5, 10, 15, 20 or 25."),
        "too-many": _keep("{name}: {points} points is more than the {limit} that {cards} cards can score."),
        "winner": _keep("Choose the player who emptied their stock pile."),
        "winner-stock": _keep("{name} emptied the stock pile, so has no stock cards left."),
        "stock-empty": _keep("{name} has no stock cards left, but the game ends as soon as the first "
                          "player empties the stock pile."),
        "stock-size": _keep("{name}: {count} stock cards is more than the stock pile of {size} cards."),
        "bad-number": _keep("{name}: enter a whole number from 0 up."),
        "stock-missing": _keep("Enter how many stock cards {name} has left."),
    }


__all__ = ["error_sentence"]
