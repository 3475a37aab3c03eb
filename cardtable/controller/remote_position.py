"""What a window at a network table knows of the game, and the ``SeatView`` made of it.

Why apart from ``remote.py``: a window at a host's table holds no engine
state, only what the host sent its seat. ``Position`` is that (this seat's
observation with its legal actions, the standings and records of the score
sheet, every seat's view of a held round end); ``view_of_position`` makes the
window's ``SeatView`` of it, the same value a local game makes of its state,
so the table, the docks and the summaries read both alike. Once the game is
over the host sends the record and the controller rebuilds the real final
state; its view is then made like a local one (``seat_view.view_of_state``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from cardtable.controller.seat_view import SeatView, SeenEvent
from cardtable.engine.api import AnyRules, JsonObject, Observation
from cardtable.engine.standings import RecordRow, Standing


@dataclass(frozen=True)
class Position:
    """What this window knows of the game now (the host's last update)."""

    seat: int
    seq: int
    observation: Observation[SeenEvent]
    standings: tuple[Standing, ...]
    records: tuple[RecordRow, ...]


def standing_of(doc: JsonObject) -> Standing:
    return Standing(doc["seat"], doc["place"], doc["reason"], doc["points"], doc.get("phase"),
                    doc.get("phases_done"), doc.get("stock_left"))


def record_of(doc: JsonObject) -> RecordRow:
    return RecordRow(doc["number"], tuple(doc["points"]), tuple(doc["totals"]), tuple(doc.get("phases", ())),
                     tuple(doc.get("completed", ())), doc.get("went_out"), bool(doc.get("tiebreak", False)),
                     tuple(doc.get("stock_left", ())), tuple(doc.get("winners", ())), doc.get("reason", ""))


def view_of_position(rules: AnyRules, options: object, position: Position | None,
                     seat: int | None, observation: Observation[SeenEvent] | None, held: tuple[Observation[SeenEvent], ...],
                     capabilities: SeatView) -> SeatView:
    """The window's view of what the host sent: ``seat`` the one drawn and
    ``observation`` its own (None behind the privacy screen, or while the
    next person's view is on its way); ``held`` every seat's view of a held
    round end (the host sends it then). The public table is the position's
    observation (its public parts are the same for every seat)."""
    if position is None:
        return capabilities
    cards_left = rules.cards_left_seen(options, held) if held else ()
    return replace(capabilities, seat=seat, observation=observation, public=position.observation, held=held,
                   cards_left=tuple(cards_left), standings=position.standings, records=position.records,
                   last_events=tuple(position.observation.events))


__all__ = ["Position", "record_of", "standing_of", "view_of_position"]
