"""What a window at a network table knows of the game, and the engine's answers from it.

Why apart from ``remote.py``: the table asks ``controller.rules`` about
``controller.state``; a window at a host's table holds no state, only its
seat's view. ``Position`` is that view (this seat's observation, the score
sheet), ``HeldTable`` every seat's view of a finished round's table (the
host sends it at a held round end), and ``RemoteRules`` answers the table's
questions about them and hands everything else (a real state, the JSON
readers, options) to the real engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardtable.engine.api import GameResult, Rejection
from cardtable.engine.standings import RecordRow, Standing


@dataclass(frozen=True)
class Position:
    """What this window knows of the game now (``controller.state``)."""

    seat: int
    seq: int
    observation: Any
    standings: tuple[Standing, ...]
    records: tuple[RecordRow, ...]
    seats: int
    options: Any = None  # the table's options (the score sheet reads them from the state)


@dataclass(frozen=True)
class HeldTable:
    """A finished round's table, every seat's view of it (``held_position()``)."""

    observations: tuple[Any, ...] = field(default_factory=tuple)


def standing_of(doc: dict[str, Any]) -> Standing:
    return Standing(doc["seat"], doc["place"], doc["reason"], doc["points"], doc.get("phase"),
                    doc.get("phases_done"), doc.get("stock_left"))


def record_of(doc: dict[str, Any]) -> RecordRow:
    return RecordRow(doc["number"], tuple(doc["points"]), tuple(doc["totals"]), tuple(doc.get("phases", ())),
                     tuple(doc.get("completed", ())), doc.get("went_out"), bool(doc.get("tiebreak", False)),
                     tuple(doc.get("stock_left", ())), tuple(doc.get("winners", ())), doc.get("reason", ""))


class RemoteRules:
    """The engine's ``Rules`` for a window that holds only its seat's view:
    questions about a ``Position`` or ``HeldTable`` are answered from what the
    host sent; anything else (a real state after the game, the JSON readers,
    options) goes to the real engine."""

    def __init__(self, engine: Any) -> None:
        self.engine = engine

    def __getattr__(self, name: str) -> Any:
        return getattr(self.engine, name)

    def observation(self, state: Any, seat: int) -> Any:
        if isinstance(state, HeldTable):
            return state.observations[seat]
        if isinstance(state, Position):
            return state.observation  # the public parts of the table are the same for every seat
        return self.engine.observation(state, seat)

    def standings(self, state: Any) -> tuple[Standing, ...]:
        return state.standings if isinstance(state, Position) else self.engine.standings(state)

    def records(self, state: Any) -> tuple[RecordRow, ...]:
        return state.records if isinstance(state, Position) else self.engine.records(state)

    def is_terminal(self, state: Any) -> bool:
        return False if isinstance(state, Position) else bool(self.engine.is_terminal(state))

    def result(self, state: Any) -> GameResult:
        return GameResult(False) if isinstance(state, Position) else self.engine.result(state)

    def num_players(self, state: Any) -> int:
        return state.seats if isinstance(state, Position) else self.engine.num_players(state)

    def current_player(self, state: Any) -> int | None:
        return state.observation.current if isinstance(state, Position) else self.engine.current_player(state)

    def legal_actions(self, state: Any) -> tuple[Any, ...]:
        if isinstance(state, Position):
            return tuple(state.observation.legal_actions)
        return tuple(self.engine.legal_actions(state))

    def check(self, state: Any, action: Any) -> Rejection | None:
        """Whether the table may light a target: a listed legal action, or one
        of the kinds the engine lists only by example (a Phase 10 lay-down:
        every valid arrangement is legal; a Skip's target chosen first). The
        host judges for real and sends its refusal back."""
        if not isinstance(state, Position):
            return self.engine.check(state, action)
        legal = tuple(state.observation.legal_actions)
        if action in legal:
            return None
        kind = type(action).__name__
        kinds = {type(a).__name__ for a in legal}
        if kind == "Lay" and kind in kinds:
            return None
        if kind == "ChooseSkip" and any(type(a).__name__ == "PlaySkip" and getattr(a, "target", None)
                                        == getattr(action, "target", -1) for a in legal):
            return None
        return Rejection.of("APP-NET", "That move is not possible now.")

    def cards_left(self, state: Any) -> tuple[tuple[tuple[str, int], ...], ...]:
        if not isinstance(state, HeldTable):
            return tuple(self.engine.cards_left(state))
        if self.engine.game_id != "phase10":
            return ()
        from cardtable.engine.phase10.rounds import card_points

        edition = str(getattr(self.options, "edition", ""))
        return tuple(tuple((c, card_points(c, edition)) for c in obs.hand) for obs in state.observations)

    options: Any = None  # set by the controller (the table's options, for the card points)


__all__ = ["HeldTable", "Position", "RemoteRules", "record_of", "standing_of"]
