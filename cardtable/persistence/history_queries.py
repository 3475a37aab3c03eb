"""What the statistics and charts read from the history database, as plain rows.

Why: the SQL of the history lives in ``persistence`` and nowhere else, so
the schema can change (``history.py`` migrates it) without touching the
figures (``cardtable.stats``) or the windows that show them. Each function
takes an open :class:`History` and runs one grouped query (fast with 10,000
games, benchmarks/history.py); the callers turn the rows into figures.
Reads only; every write goes through ``History.writing`` (the background
``HistoryWriter`` in the app).
"""

from __future__ import annotations

from typing import Any

from cardtable.persistence.history import History

ProfileNames = dict[int, tuple[str, str, str | None]]  # id -> (name, kind, level)


def profile_names(history: History) -> ProfileNames:
    """Every profile's name, kind and level by id."""
    return {pid: (name, kind, level) for pid, name, kind, level in
            history.conn.execute("SELECT id, name, kind, level FROM profiles")}


# One row per profile and recorded game: the computer seats of one level are one
# profile, so a game with two easy computers is one game of "Computer (easy)"
# (won if either won), never a game against itself; per-seat counts (rounds,
# phases laid, penalty, lost deals) add up the seats, per-game ones (match,
# deals) are taken once.
_PER_GAME = (
    "SELECT profile_id, game, game_id, MAX(won) AS won,"
    " CASE WHEN MAX(level) = 'easy' THEN 0 ELSE MAX(vs_easy) END AS vs_easy,"
    " CASE WHEN MAX(level) = 'medium' THEN 0 ELSE MAX(vs_medium) END AS vs_medium,"
    " CASE WHEN MAX(level) = 'hard' THEN 0 ELSE MAX(vs_hard) END AS vs_hard,"
    " MAX(vs_people) AS vs_people, SUM(rounds) AS rounds, SUM(laid) AS laid, SUM(penalty) AS penalty,"
    " SUM(lost_deals) AS lost_deals, SUM(stock_left_lost) AS stock_left_lost, MAX(match) AS match,"
    " MAX(deals) AS deals FROM seats GROUP BY profile_id, game, game_id"
)


def seat_sums(history: History) -> list[tuple[Any, ...]]:
    """Per profile and game: (profile, game, games, wins, then games and wins
    against easy, medium, hard and people, rounds, phases laid, penalty,
    lost deals, stock left when lost, match games, deals in matches, deals);
    each recorded game counts once per profile (see ``_PER_GAME``)."""
    return history.conn.execute(
        "SELECT profile_id, game, COUNT(*), SUM(won), SUM(vs_easy), SUM(won * vs_easy), SUM(vs_medium),"
        " SUM(won * vs_medium), SUM(vs_hard), SUM(won * vs_hard), SUM(vs_people), SUM(won * vs_people),"
        " SUM(rounds), SUM(laid), SUM(penalty), SUM(lost_deals), SUM(stock_left_lost), SUM(match),"
        f" SUM(match * deals), SUM(deals) FROM ({_PER_GAME}) GROUP BY profile_id, game").fetchall()


def results_in_order(history: History) -> list[tuple[int, str, int]]:
    """(profile, game, won) of every game of each player, in the order recorded
    (one row per game, won if any seat of the profile won)."""
    return history.conn.execute(  # a covering index makes this order cheap
        "SELECT profile_id, game, MAX(won) FROM seats GROUP BY profile_id, game, game_id"
        " ORDER BY profile_id, game, game_id").fetchall()


def phase_sums(history: History) -> list[tuple[int, int, int, int]]:
    """(profile, phase, tries, failed tries) of Phase 10."""
    return history.conn.execute(
        "SELECT profile_id, phase, SUM(tries), SUM(failed) FROM phases GROUP BY profile_id, phase").fetchall()


def deal_sums(history: History) -> list[tuple[int, str, str, int, int]]:
    """(profile, game, kind of card, dealt, drawn blind) summed over the games."""
    return history.conn.execute(
        "SELECT profile_id, game, kind, SUM(dealt), SUM(drawn) FROM deals GROUP BY profile_id, game, kind"
    ).fetchall()


def recent_games(history: History, game: str | None = None, limit: int = 50) -> list[tuple[int, str, str]]:
    """``(id, game, finished)`` of the latest games, newest first."""
    return history.conn.execute("SELECT id, game, finished FROM games WHERE ? IS NULL OR game = ?"
                                " ORDER BY finished DESC, id DESC LIMIT ?", (game, game, limit)).fetchall()


def seat_names(history: History, game_id: int) -> list[str]:
    """The names the seats of one recorded game had, in seat order."""
    return [name for (name,) in history.conn.execute(
        "SELECT name FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))]


def game_rounds(history: History, game_id: int) -> dict[int, list[tuple[int, Any, Any]]]:
    """Per seat: ``(round, running total, phase)`` of one recorded game."""
    series: dict[int, list[tuple[int, Any, Any]]] = {}
    for number, seat, total, phase in history.conn.execute(
            "SELECT round, seat, total, phase FROM rounds WHERE game_id = ? ORDER BY round, seat", (game_id,)):
        series.setdefault(seat, []).append((number, total, phase))
    return series


def results_of(history: History, profile_id: int, game: str) -> list[int]:
    """Won (1) or not (0) for each game of one player, oldest first."""
    return [won for (won,) in history.conn.execute(
        "SELECT MAX(won) FROM seats WHERE profile_id = ? AND game = ? GROUP BY game_id ORDER BY game_id",
        (profile_id, game))]


__all__ = ["ProfileNames", "deal_sums", "game_rounds", "phase_sums", "profile_names", "recent_games",
           "results_in_order", "results_of", "seat_names", "seat_sums"]
