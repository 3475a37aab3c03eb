"""Turn a finished game (engine objects) into the rows the history keeps.

Runs on one of the app's workers (the history's lane): it replays the log once for the
fair-deal counts, which must not stall the table.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from cardtable import __version__
from cardtable.persistence.history import FinishedGame
from cardtable.seats import Seat
from cardtable.stats.fairdeal import count_cards
from cardtable.stats.outcome import outcome


def finished_game(rules: Any, options: Any, seed: int, seats: Iterable[Seat], actions: Iterable[Any],
                  state: Any, *, started: str | None = None, finished: str = "") -> FinishedGame:
    """The history record of a finished game (``state`` is its final state)."""
    actions = tuple(actions)
    seats = tuple(seats)
    result = outcome(rules, state)
    tally = count_cards(rules, options, seed, actions)
    return FinishedGame(
        game=rules.game_id,
        seed=seed,
        options=_plain(rules.options_to_json(options)),
        seats=seats,
        actions=tuple(_plain(rules.action_to_json(a)) for a in actions),
        reason=result.reason,
        rounds=result.rounds,
        match=result.match,
        seat_rows=tuple((s.seat, s.place, s.won, s.score) for s in result.seats),
        round_rows=tuple((r.round, r.seat, int(r.won), r.phase, _bool(r.completed), r.penalty, r.total,
                          r.stock_left, r.points) for r in result.rows),
        deal_rows=tuple(tally.rows(rules.game_id, len(seats))),
        app_version=__version__,
        finished=finished,
        started=started,
    )


def kept_game(game: Any, *, finished: str = "") -> FinishedGame:
    """The history record of a finished score-keeper game (real cards,
    :class:`cardtable.keeper.KeeperGame`): the same outcome rows as a game
    played in the app, its entered rounds as the log, no deal counts (the
    app never saw the cards, so Fair deal leaves it out) and source "keeper"."""
    from cardtable.keeper import KeeperRules

    rules = KeeperRules(game.game)
    result = outcome(rules, game)
    return FinishedGame(
        game=game.game,
        seed=0,
        options=_plain(rules.options_to_json(game.options)),
        seats=tuple(Seat(name) for name in game.names),
        actions=tuple(entry.to_json() for entry in game.entries),
        reason=result.reason,
        rounds=result.rounds,
        match=result.match,
        seat_rows=tuple((s.seat, s.place, s.won, s.score) for s in result.seats),
        round_rows=tuple((r.round, r.seat, int(r.won), r.phase, _bool(r.completed), r.penalty, r.total,
                          r.stock_left, r.points) for r in result.rows),
        deal_rows=(),
        app_version=__version__,
        finished=finished,
        started=game.started or None,
        source="keeper",
    )


def record_loaded_game(loaded: Any, path: Any = None) -> bool:
    """Put a finished game read from a save (``LoadedGame``) in the history.

    True once it is there (written now, or recorded before: the same game
    is never written twice); False if the history cannot be written. Used
    at start for a finished autosave an app stopped before deleting.
    """
    from cardtable.persistence.history import History, HistoryError

    saved = loaded.saved
    record = finished_game(loaded.rules, loaded.options, saved.seed, saved.seats, loaded.actions,
                           loaded.state, started=saved.created, finished=saved.modified)
    try:
        history = History.open(path)
    except HistoryError:
        return False
    try:
        history.record(record)
    except HistoryError:
        return False
    finally:
        history.close()
    return True


def _bool(value: bool | None) -> int | None:
    return None if value is None else int(value)


def _plain(value: Any) -> Any:
    return json.loads(json.dumps(value, allow_nan=False))
