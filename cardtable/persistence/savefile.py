"""Loading and saving games: replay-checked reads, atomic writes.

Loading trusts nothing in the file. After the bounded read and the version
migration, the log is REPLAYED from ``new_game(options, seed)`` with the
engine's own ``apply`` (which refuses illegal moves), and the result must
equal the saved snapshot. A hand-edited hand, a forged move or a damaged log
is therefore refused (``illegal-action`` / ``replay-mismatch``) instead of
being played on. Loading never writes anything.

Saving checks the record the same way (unless ``verify=False``), so a good
file is never replaced by one that could not be loaded, then writes it
atomically (:mod:`cardtable.persistence.atomic`).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from cardtable.engine.api import AnyRules, EngineError, IllegalAction, InvalidAction
from cardtable.engine.registry import get_rules
from cardtable.engine.replay import Step, final_state, steps
from cardtable.persistence.atomic import atomic_write_bytes
from cardtable.persistence.errors import SaveError, short
from cardtable.persistence.jsonio import (
    MAX_FILE_BYTES,
    canonical,
    dump_json_bytes,
    parse_json_bytes,
    read_bounded,
)
from cardtable.persistence.migrations import migrate
from cardtable.persistence.record import FORMAT_MARK, SavedGame

MAX_ACTIONS = 100_000

Resolver = Callable[[str], AnyRules]
T = TypeVar("T")


@dataclass(frozen=True)
class LoadedGame:
    """A save that replayed correctly: the record plus live engine objects."""

    saved: SavedGame
    rules: AnyRules
    options: Any
    actions: tuple[Any, ...]  # engine action objects, in order
    state: Any  # the replayed current state (equal to the snapshot)

    @property
    def finished(self) -> bool:
        return bool(self.rules.is_terminal(self.state))


def load(path: str | os.PathLike[str], *, resolver: Resolver | None = None) -> LoadedGame:
    """Read, check and replay the save at ``path``; SaveError for any problem."""
    data = read_bounded(path)
    return loads(data, source=str(path), resolver=resolver)


def loads(data: bytes, *, source: str = "", resolver: Resolver | None = None) -> LoadedGame:
    """Like :func:`load` for bytes already in memory."""
    doc = parse_json_bytes(data, source=source, limit=MAX_FILE_BYTES)
    if not isinstance(doc, dict):
        raise SaveError("not-an-object")
    if doc.get("format") != FORMAT_MARK:
        raise SaveError("not-a-save")
    saved = SavedGame.from_json(migrate(doc))
    return restore(saved, resolver=resolver)


def restore(saved: SavedGame, *, resolver: Resolver | None = None) -> LoadedGame:
    """Replay ``saved`` and check it against its snapshot."""
    rules = _resolve(saved.game, resolver or get_rules)
    return guarded(lambda: _replay_checked(saved, rules))


def guarded(build: Callable[[], T]) -> T:
    """``build()``, where anything but a SaveError becomes one: a nesting too
    deep is ``too-deep``, any other exception (an engine bug met by a file)
    ``engine-error``; loading a file never raises anything else."""
    try:
        return build()
    except SaveError:
        raise
    except RecursionError as exc:
        raise SaveError("too-deep", limit=0) from exc
    except Exception as exc:  # an engine bug must not crash the app on a file
        raise SaveError("engine-error", reason=short(f"{type(exc).__name__}: {exc}")) from exc


def parse_actions(rules: AnyRules, docs: Iterable[Any]) -> list[Any]:
    """The engine actions of a log's JSON documents; SaveError ``bad-action``
    naming the first one the engine cannot read."""
    actions = []
    for index, doc in enumerate(docs):
        try:
            actions.append(rules.action_from_json(doc))
        except (InvalidAction, EngineError) as exc:
            raise SaveError("bad-action", index=index, reason=short(exc.message)) from exc
    return actions


def replay(rules: AnyRules, options: Any, seed: int, actions: list[Any] | tuple[Any, ...]) -> Any:
    """The state after applying ``actions`` (engine objects) to a new game."""
    return final_state(rules, options, seed, actions)


def checked_steps(rules: AnyRules, options: Any, seed: int, actions: Iterable[Any]) -> Iterator[Step]:
    """``engine.replay.steps`` with the engine's refusals as ``SaveError``:
    options it cannot deal are ``bad-options``, a refused move is
    ``illegal-action`` with its index (from 0) and rule."""
    positions = steps(rules, options, seed, actions)
    done = 0
    while True:
        try:
            step = next(positions)
        except StopIteration:
            return
        except IllegalAction as exc:
            rejection = exc.rejection
            raise SaveError("illegal-action", index=done - 1, rule=rejection.rule,
                            reason=short(rejection.message)) from exc
        except EngineError as exc:
            if not done:
                raise SaveError("bad-options", reason=short(exc.message)) from exc
            raise SaveError("illegal-action", index=done - 1, rule="", reason=short(exc.message)) from exc
        done += 1
        yield step


def dumps(saved: SavedGame) -> bytes:
    """The file content of ``saved``."""
    return dump_json_bytes(saved.to_json())


def save(
    path: str | os.PathLike[str],
    saved: SavedGame,
    *,
    verify: bool = True,
    keep_backup: bool = False,
    resolver: Resolver | None = None,
) -> Path:
    """Write ``saved`` to ``path`` atomically; SaveError if it would not load back."""
    data = dump_json_bytes(saved.to_json(), path=str(path))
    if len(data) > MAX_FILE_BYTES:
        raise SaveError("too-large", path=str(path), size=len(data), limit=MAX_FILE_BYTES)
    if verify:
        loads(data, source=str(path), resolver=resolver)
    return atomic_write_bytes(path, data, keep_backup=keep_backup)


def _resolve(game: str, resolver: Resolver) -> AnyRules:
    try:
        return resolver(game)
    except Exception as exc:  # unknown id, or an engine module that is missing
        raise SaveError("unknown-game", game=short(game, 40)) from exc


def _replay_checked(saved: SavedGame, rules: AnyRules) -> LoadedGame:
    try:
        options = rules.options_from_json(saved.options)
    except EngineError as exc:
        raise SaveError("bad-options", reason=short(exc.message)) from exc
    try:
        snapshot = rules.state_from_json(saved.state)
    except EngineError as exc:
        raise SaveError("impossible-state", reason=short(exc.message)) from exc
    if len(saved.actions) > MAX_ACTIONS:
        raise SaveError("log-too-long", count=len(saved.actions), limit=MAX_ACTIONS)
    actions = parse_actions(rules, saved.actions)
    state = None
    for step in checked_steps(rules, options, saved.seed, actions):
        state = step.state
    if canonical(rules.state_to_json(state)) != canonical(saved.state) or state != snapshot:
        raise SaveError("replay-mismatch", actions=len(actions))
    seats = rules.num_players(state)
    if seats != len(saved.seats):
        raise SaveError("bad-seats", reason=f"the game has {seats} players but the file names {len(saved.seats)} seats")
    return LoadedGame(saved, rules, options, tuple(actions), state)
