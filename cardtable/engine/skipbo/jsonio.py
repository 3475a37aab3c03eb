"""Skip-Bo actions, events and observations as JSON (docs/FORMAT.md).

States have their own module (``state_json``) because reading a hand-written
position needs careful validation; this module holds the small documents.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.engine.api import InvalidAction, InvalidState
from cardtable.engine.jsonfields import choice, fail, fields, whole
from cardtable.engine.skipbo.cards import WILD, Card, is_card
from cardtable.engine.skipbo.observation import SkipBoObservation
from cardtable.engine.skipbo.options import options_to_json
from cardtable.engine.skipbo.state import (
    DISCARD,
    EVENT_KINDS,
    HAND,
    LEGACY_EVENT_KINDS,
    SOURCES,
    STOCK,
    Discard,
    EndTurn,
    Event,
    GameRecord,
    Play,
)
from cardtable.engine.takeback import JSON as TAKE_BACK_JSON
from cardtable.engine.takeback import TAKE_BACK, TakeBack

# actions ------------------------------------------------------------------


def action_to_json(action: Any) -> dict[str, Any]:
    kind = type(action)
    if kind is Play:
        doc: dict[str, Any] = {"type": "play", "from": action.source}
        if action.source == DISCARD:
            doc["pile"] = action.pile
        if action.card is not None:
            doc["card"] = action.card
        doc["to"] = action.to
        return doc
    if kind is Discard:
        doc = {"type": "discard", "card": action.card, "pile": action.pile}
        if action.source != HAND:  # a refused discard of a stock or discard top stays refused at the host
            doc["from"] = action.source
        return doc
    if kind is EndTurn:
        return {"type": "end"}
    if kind is TakeBack:
        return dict(TAKE_BACK_JSON)
    raise InvalidAction(f"not a Skip-Bo action: {action!r}")


_ACTION_FIELDS = {
    ("play", HAND): {"type", "from", "card", "to"},
    ("play", STOCK): {"type", "from", "card", "to"},
    ("play", DISCARD): {"type", "from", "pile", "card", "to"},
    ("discard", None): {"type", "card", "pile", "from"},
    ("end", None): {"type"},
    ("take_back", None): {"type"},
}


def _index(data: Mapping[str, Any], key: str) -> int:
    if key not in data:
        raise fail(InvalidAction, f"missing field {key!r}", "action")
    return whole(data[key], f"action.{key}", error=InvalidAction)


def _card(data: Mapping[str, Any], required: bool) -> Card | None:
    if "card" not in data:
        if required:
            raise fail(InvalidAction, "missing field 'card'", "action")
        return None
    card = data["card"]
    if not is_card(card):
        raise InvalidAction(f'action.card: {card!r} is not a card (1 to 12 or "SB")')
    return card


def action_from_json(data: Any) -> Play | Discard | EndTurn | TakeBack:
    if not isinstance(data, Mapping):
        raise InvalidAction("an action must be a JSON object")
    kind = choice(data.get("type"), "action.type", ("play", "discard", "end", "take_back"),
                  InvalidAction)
    source = choice(data.get("from"), "action.from", SOURCES, InvalidAction) if kind == "play" else None
    fields(data, "action", _ACTION_FIELDS[(kind, source)], (), InvalidAction)
    if kind == "end":
        return EndTurn()
    if kind == "take_back":
        return TAKE_BACK
    if kind == "discard":
        taken = choice(data["from"], "action.from", SOURCES, InvalidAction) if "from" in data else HAND
        return Discard(_card(data, True), _index(data, "pile"), taken)  # type: ignore[arg-type]
    to = _index(data, "to")
    if source == HAND:
        return Play(HAND, to, _card(data, True))
    if source == STOCK:
        return Play(STOCK, to, _card(data, False))
    return Play(DISCARD, to, _card(data, False), _index(data, "pile"))


# events -------------------------------------------------------------------

def _event_fields(e: Event) -> tuple[tuple[str, Any], ...]:
    """(name, value) of every field of ``e``, in the dataclass's order."""
    return (("kind", e.kind), ("seat", e.seat), ("card", e.card), ("source", e.source), ("pile", e.pile),
            ("to", e.to), ("value", e.value), ("count", e.count), ("game", e.game), ("winners", e.winners),
            ("reason", e.reason))


_EVENT_DEFAULTS = dict(_event_fields(Event("play")))
if tuple(_EVENT_DEFAULTS) != tuple(Event.__dataclass_fields__):
    raise RuntimeError("event_to_json does not name every field of Event")  # (a field added to Event)


def event_to_json(event: Event) -> dict[str, Any]:
    doc: dict[str, Any] = {}
    for (name, value), default in zip(_event_fields(event), _EVENT_DEFAULTS.values(), strict=True):
        if name == "kind" or value != default:
            doc[name] = list(value) if name == "winners" else value
    return doc


def event_from_json(data: Any, path: str) -> Event:
    fields(data, path, _EVENT_DEFAULTS, ("kind",))
    kind = data.get("kind")
    kind = LEGACY_EVENT_KINDS.get(kind, kind) if isinstance(kind, str) else kind
    if kind not in EVENT_KINDS:
        raise InvalidState(f"kind must be one of {', '.join(EVENT_KINDS)}", f"{path}.kind")
    values: dict[str, Any] = {}
    for name, value in data.items():
        where = f"{path}.{name}"
        if name == "kind":
            value = kind
        elif name in ("seat", "pile", "to", "value", "count", "game"):
            whole(value, where, -1, 100_000)
        elif name == "card":
            if value is not None and not is_card(value):
                raise InvalidState(f'{value!r} is not a card (1 to 12 or "SB")', where)
        elif name == "source":
            choice(value, where, (*SOURCES, ""))
        elif name == "winners":
            if not isinstance(value, list) or any(type(v) is not int or v < 0 for v in value):
                raise InvalidState("must be a list of seats", where)
            value = tuple(value)
        elif name == "reason" and not isinstance(value, str):
            raise InvalidState("must be a string", where)
        values[name] = value
    return Event(**values)


# match history --------------------------------------------------------------


def record_to_json(record: GameRecord) -> dict[str, Any]:
    return {"stock_left": list(record.stock_left), "points": list(record.points),
            "winners": list(record.winners), "reason": record.reason}


# observations ---------------------------------------------------------------


def building_to_json(pile: tuple[Card, ...]) -> list[Any]:
    """A building pile bottom first; a SKIP-BO card as "SB<value>"."""
    return [f"{WILD}{i}" if c == WILD else c for i, c in enumerate(pile, 1)]


def observation_to_json(obs: SkipBoObservation) -> dict[str, Any]:
    return {
        "game": "skipbo",
        "seat": obs.seat,
        "options": options_to_json(obs.options),
        "current": obs.current,
        "hand": list(obs.hand),
        "hand_counts": list(obs.hand_counts),
        "players": [
            {"stock_top": v.stock_top, "stock_count": v.stock_count,
             "discard_piles": [list(p) for p in v.discards]}
            for v in obs.seats
        ],
        "building_piles": [building_to_json(p) for p in obs.building],
        "draw_count": obs.draw_count,
        "set_aside": list(obs.set_aside),
        "game_number": obs.game_number,
        "turn": {"built": obs.built, "idle_turns": obs.idle_turns, "since_stock": obs.since_stock},
        "match": ({"points": list(obs.match_points), "history": [record_to_json(r) for r in obs.history]}
                  if obs.options.match_scoring else None),
        "winners": list(obs.winners),
        "result": {"winners": list(obs.winners), "reason": obs.reason} if obs.reason else None,
        "events": [event_to_json(e) for e in obs.events],
        "legal_actions": [action_to_json(a) for a in obs.legal_actions],
    }
