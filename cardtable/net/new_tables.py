"""A new network table: from a window's ``create`` message, with a fresh code.

Why apart from ``table``: a table's life (seats, play, what goes out) does
not depend on how it was asked for; checking a request from outside (the
game, its options, each seat's kind and level) and choosing a code nobody
holds is the job of the server's ``create`` and ``cardtable-server new``,
and of the hosting app's new table. No Qt.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any

from cardtable.engine.api import EngineError
from cardtable.net.table import COMPUTER, PERSON, SeatSlot, Table


def table_from_request(game: Any, options: Any, seats: Any, *, name: str = "",
                       taken: Callable[[str], bool] = lambda _c: False, seed: int | None = None) -> Table:
    """A new table from a window's ``create`` message: the game, its options
    (as in a saved file) and one entry per seat (``{"kind": "person"}`` or
    ``{"kind": "computer", "level": "easy"}``, an optional ``name``); a fresh
    code and a seed from ``secrets``. ValueError names what is wrong."""
    from cardtable.engine.registry import get_rules
    from cardtable.games import GAME_IDS, game_info
    from cardtable.net.protocol import clean_name
    from cardtable.seats import LEVELS

    if game not in GAME_IDS:
        raise ValueError(f"unknown game {str(game)[:20]!r}")
    info = game_info(game)
    if not isinstance(seats, list) or not info.allows(len(seats)):
        raise ValueError(f"{info.min_players} to {info.max_players} seats")
    slots = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict) or set(seat) - {"kind", "level", "name"}:
            raise ValueError(f"seat {i}: an object with kind, level, name")
        kind = seat.get("kind")
        level = seat.get("level")
        if kind == COMPUTER and level not in LEVELS:
            raise ValueError(f"seat {i}: a computer's level is one of {', '.join(LEVELS)}")
        if kind not in (PERSON, COMPUTER):
            raise ValueError(f"seat {i}: kind is person or computer")
        default = f"Computer {i + 1}" if kind == COMPUTER else ""
        slots.append(SeatSlot(clean_name(seat.get("name")) or default, kind, level if kind == COMPUTER else None))
    if not any(s.kind == PERSON for s in slots):
        raise ValueError("a table needs a seat for a person")
    rules = get_rules(game)
    try:
        opts = rules.options_from_json({**(options if isinstance(options, dict) else {}), "players": len(slots)})
    except EngineError as exc:
        raise ValueError(f"options: {exc.message[:100]}") from None
    return Table(rules, opts, seed if seed is not None else secrets.randbits(62), slots, code=new_code(taken),
                 name=name)


def new_code(taken: Callable[[str], bool] = lambda _c: False) -> str:
    """A fresh table code of CODE_LENGTH characters from the unambiguous alphabet."""
    from cardtable.net.protocol import CODE_ALPHABET, CODE_LENGTH

    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if not taken(code):
            return code


__all__ = ["new_code", "table_from_request"]
