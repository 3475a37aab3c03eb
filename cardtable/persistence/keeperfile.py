"""Score keeper files: a kept game (real cards) saved and resumed like a game.

The file is versioned JSON written atomically, like a saved game, but it has
no seed, moves or snapshot: it holds the players, the engine options and the
entered rounds. Loading trusts nothing: after the bounded read and the
version migration (:func:`cardtable.persistence.migrations.migrate` with this
kind's own steps), every round is entered again through
:meth:`KeeperGame.add`, so a hand-edited impossible round is refused
(``bad-round`` with its rule id) instead of being shown. Layout (docs/FORMAT.md,
"Score keeper files")::

    {"format": "cardtable-scorekeeper", "schema_version": 1, "app_version": "…",
     "game": "phase10", "players": ["Anna", "Ben"], "options": {...engine options...},
     "started": "2026-12-01T19:30:00Z", "modified": "…",
     "rounds": [{"completed": [true, false], "points": [0, 35], "went_out": 0}]}

Skip-Bo rounds are ``{"winner": 1, "stock_left": [7, 0]}``. The app keeps the
game in progress in ``<data>/keeper/current.json`` (:func:`current_path`).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cardtable import __version__
from cardtable.engine.api import EngineError
from cardtable.engine.registry import get_rules
from cardtable.games import GAME_IDS, PHASE10, SKIPBO, GameInfo, game_info
from cardtable.keeper import KeeperGame, KeeperRefusal, Phase10Entry, SkipBoEntry
from cardtable.keeper.entries import Entry
from cardtable.persistence.atomic import atomic_write_bytes
from cardtable.persistence.errors import SaveError, short
from cardtable.persistence.jsonio import (
    MAX_FILE_BYTES,
    dump_json_bytes,
    parse_json_bytes,
    read_bounded,
)
from cardtable.persistence.migrations import Migration, migrate
from cardtable.persistence.paths import data_dir
from cardtable.persistence.record import now_utc
from cardtable.seats import seat_problem

FORMAT_MARK = "cardtable-scorekeeper"
SCHEMA_VERSION = 1
MIGRATIONS: dict[int, Migration] = {}  # one step per older version, as for saved games
MAX_ROUNDS = 1000
FIELDS = {"format", "schema_version", "app_version", "game", "players", "options", "started", "modified",
          "rounds"}


def current_path(create_dir: bool = True) -> Path:
    """Where the app keeps the score keeper's game in progress."""
    folder = data_dir(create_dir) / "keeper"
    if create_dir:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise SaveError("data-dir-unavailable", path=str(folder), reason=short(exc.strerror or exc)) from exc
    return folder / "current.json"


def to_json(game: KeeperGame) -> dict[str, Any]:
    return {
        "format": FORMAT_MARK,
        "schema_version": SCHEMA_VERSION,
        "app_version": __version__,
        "game": game.game,
        "players": list(game.names),
        "options": get_rules(game.game).options_to_json(game.options),
        "started": game.started,
        "modified": now_utc(),
        "rounds": [entry.to_json() for entry in game.entries],
    }


def save(path: str | os.PathLike[str], game: KeeperGame) -> Path:
    """Write ``game`` to ``path`` atomically (the old file stays whole on failure)."""
    data = dump_json_bytes(to_json(game), path=str(path))
    loads(data, source=str(path))  # never replace a good file by one that would not load
    return atomic_write_bytes(path, data)


def load(path: str | os.PathLike[str]) -> KeeperGame:
    """Read and check the file at ``path``; SaveError for any problem."""
    return loads(read_bounded(path), source=str(path))


def loads(data: bytes, *, source: str = "") -> KeeperGame:
    doc = parse_json_bytes(data, source=source, limit=MAX_FILE_BYTES)
    if not isinstance(doc, dict):
        raise SaveError("not-an-object")
    if doc.get("format") != FORMAT_MARK:
        raise SaveError("not-a-save")
    return from_json(migrate(doc, target=SCHEMA_VERSION, steps=MIGRATIONS))


def from_json(doc: dict[str, Any]) -> KeeperGame:
    unknown = set(doc) - FIELDS
    if unknown:
        raise SaveError("bad-field", field=short(sorted(unknown)[0], 40), reason="unknown field")
    game_id = doc.get("game")
    if game_id not in GAME_IDS:
        raise SaveError("unknown-game", game=short(game_id, 40))
    info = game_info(game_id)
    names = doc.get("players")
    if not isinstance(names, list) or not info.allows(len(names)):
        raise SaveError("bad-seats", reason=f"players must be a list of {info.min_players} to "
                                            f"{info.max_players} names")
    for i, name in enumerate(names):
        problem = seat_problem(name, "human", None)
        if problem:
            raise SaveError("bad-seats", reason=f"player {i}: {problem}")
    if len({n.strip().casefold() for n in names}) != len(names):
        raise SaveError("bad-seats", reason="two players have the same name")
    rules = get_rules(game_id)
    options_doc = doc.get("options")
    if not isinstance(options_doc, dict) or options_doc.get("players", len(names)) != len(names):
        raise SaveError("bad-options", reason="the options must be an object for the players named")
    try:
        options = rules.options_from_json(options_doc)
    except EngineError as exc:
        raise SaveError("bad-options", reason=short(exc.message)) from exc
    started = doc.get("started", "")
    if not isinstance(started, str) or len(started) > 40:
        raise SaveError("bad-field", field="started", reason="must be a short text")
    rounds = doc.get("rounds")
    if not isinstance(rounds, list):
        raise SaveError("bad-field", field="rounds", reason="must be a list")
    if len(rounds) > MAX_ROUNDS:
        raise SaveError("bad-field", field="rounds", reason=f"more than {MAX_ROUNDS} rounds")
    game = KeeperGame(game_id, tuple(names), options, (), started)
    for index, item in enumerate(rounds):
        entry = _entry(info, item, index, len(names))
        try:
            game = game.add(entry)
        except KeeperRefusal as exc:
            raise SaveError("bad-round", index=index + 1, rule=exc.rule, reason=short(exc.message)) from exc
    return game


def _entry(info: GameInfo, item: Any, index: int, players: int) -> Entry:
    where = f"rounds[{index}]"
    keys, read = _ENTRIES[info]
    if not isinstance(item, dict) or set(item) != keys:
        raise SaveError("bad-field", field=where, reason=f"must be an object with {', '.join(sorted(keys))}")
    return read(item, where, players)


def _phase10_entry(item: dict[str, Any], where: str, players: int) -> Entry:
    completed, points, out = item["completed"], item["points"], item["went_out"]
    if not (_list_of(completed, bool, players) and _list_of(points, int, players, none=True)
            and _number(out)):
        raise SaveError("bad-field", field=where, reason="completed, points or went_out has a wrong type")
    return Phase10Entry(tuple(completed), tuple(points), out)


def _skipbo_entry(item: dict[str, Any], where: str, players: int) -> Entry:
    winner, stock = item["winner"], item["stock_left"]
    if not (_number(winner) and _list_of(stock, int, players)):
        raise SaveError("bad-field", field=where, reason="winner or stock_left has a wrong type")
    return SkipBoEntry(winner, tuple(stock))


#: per game, the keys of one entry of ``rounds`` and how it is read
_ENTRIES: dict[GameInfo, tuple[set[str], Callable[[dict[str, Any], str, int], Entry]]] = {
    PHASE10: ({"completed", "points", "went_out"}, _phase10_entry),
    SKIPBO: ({"winner", "stock_left"}, _skipbo_entry),
}


def _number(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**6


def _list_of(value: Any, kind: type, length: int, none: bool = False) -> bool:
    if not isinstance(value, list) or len(value) != length:
        return False
    if kind is bool:
        return all(isinstance(v, bool) for v in value)
    return all((none and v is None) or _number(v) for v in value)
