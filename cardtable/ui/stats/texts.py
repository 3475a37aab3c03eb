"""Translated names the statistics windows share: games, players, verdicts, errors.

Computer profiles are stored with an English name ("Computer (hard)"); the
windows always show the translated level instead. ``cardtable.stats``
returns plain numbers; ``number`` and ``percent`` write them the way the
interface language does (a decimal comma in German).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from cardtable.ui.games import find_ui

if TYPE_CHECKING:
    from cardtable.stats.fairdeal import Verdict


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


def verdict_text(verdict: Verdict) -> str:
    """The plain-words verdict of a ``fairdeal.Verdict``."""
    if verdict.verdict == "too-few":
        return _t("Too few cards yet to judge.")
    if verdict.verdict == "more":
        return _t("More than chance predicts: unusual.")
    if verdict.verdict == "fewer":
        return _t("Fewer than chance predicts: unusual.")
    return _t("As chance predicts.")


def percent(value: float | None) -> str:
    """A share as a whole percentage in the interface language ("57 %")."""
    return "–" if value is None else f"{QLocale().toString(round(100 * value))} %"


def number(value: float | None, digits: int = 1) -> str:
    """A figure with ``digits`` decimals the way the interface language writes
    it (``QLocale()``, set by the language switch): "14.0", "14,0"."""
    return "–" if value is None else QLocale().toString(float(value), "f", digits)
