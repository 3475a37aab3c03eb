"""Translated names the statistics windows share: games, players, verdicts, errors.

Computer profiles are stored with an English name ("Computer (hard)"); the
windows always show the translated level instead.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.ui.games import find_ui


def _t(text: str) -> str:
    return QCoreApplication.translate("StatsTexts", text)


def game_name(game: str) -> str:
    described = find_ui(game)
    return described.name() if described is not None else game


def level_name(level: str | None) -> str:
    return {"easy": _t("Computer (easy)"), "medium": _t("Computer (medium)"),
            "hard": _t("Computer (hard)")}.get(level or "", level or "")


def player_name(name: str, kind: str, level: str | None) -> str:
    return level_name(level) if kind == "computer" else name


def opponent_name(opponent: str) -> str:
    return _t("People") if opponent == "people" else level_name(opponent)


def card_name(card: str) -> str:
    return {"W": _t("Wild cards"), "S": _t("Skip cards"), "SB": _t("SKIP-BO cards"),
            "number": _t("Number cards")}.get(card, card)


def verdict_text(verdict: Any) -> str:
    """The plain-words verdict of a ``fairdeal.Verdict``."""
    if verdict.verdict == "too-few":
        return _t("Too few cards yet to judge.")
    if verdict.verdict == "more":
        return _t("More than chance predicts: unusual.")
    if verdict.verdict == "fewer":
        return _t("Fewer than chance predicts: unusual.")
    return _t("As chance predicts.")


def history_error_text(exc: Any) -> str:
    """The translated sentence of a ``HistoryError`` / ``ProfileError``."""
    code, p = getattr(exc, "code", ""), getattr(exc, "params", {})
    texts = {
        "damaged": _t("The history of finished games was damaged. It was set aside as {moved_to} "
                      "and a new, empty history was started."),
        "future-version": _t("The history of finished games was written by a newer version of "
                             "cardtable. Games are not recorded until you update."),
        "unavailable": _t("The history of finished games cannot be used: {reason}"),
        "not-found": _t("This game is no longer in the history."),
        "kept-score": _t("This game was played with real cards: only its score sheet was kept, "
                         "so there are no moves to replay."),
        "name-taken": _t("There is already a player called {name}. Merge the two instead."),
        "computer-profile": _t("Computer players cannot be renamed or merged."),
        "same-game": _t("{source} and {target} played in the same game, so they are different people."),
        "bad-name": _t("That name cannot be used."),
        "no-profile": _t("This player no longer exists."),
    }
    text = texts.get(code, _t("The history of finished games cannot be used: {reason}"))
    values = {"reason": str(exc), **{k: str(v) for k, v in p.items()}}
    try:
        return text.format(**values)
    except (KeyError, IndexError):
        return text


def percent(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.0f} %"


def number(value: float | None, digits: int = 1) -> str:
    return "–" if value is None else f"{value:.{digits}f}"
