"""A Skip-Bo observation read back from its JSON (``jsonio.observation_to_json``).

Why: a window playing at a network table never holds the game's state; it
receives its own seat's observation as JSON from the host and draws the
table from it. The document comes over the network, so it is read as
strictly as a saved state: every field checked, unknown fields refused,
any problem an :class:`InvalidState` naming the place, no other exception.
``observation_from_json(observation_to_json(o)) == o``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.engine.api import EngineError, InvalidState
from cardtable.engine.jsonfields import fields, flag, json_list, strictly, whole
from cardtable.engine.skipbo.cards import DISCARD_PILES, HAND_SIZE, is_card
from cardtable.engine.skipbo.jsonio import action_from_json, event_from_json
from cardtable.engine.skipbo.observation import SeatView, SkipBoObservation
from cardtable.engine.skipbo.options import options_from_json
from cardtable.engine.skipbo.state import Action, Discard, EndTurn, Play
from cardtable.engine.skipbo.state_json import REASONS, _building, _cards, _match, _seats

TOP = {"game", "seat", "options", "current", "hand", "hand_counts", "players", "building_piles",
       "draw_count", "set_aside", "game_number", "turn", "match", "winners", "result", "events",
       "legal_actions"}
SEAT = {"stock_top", "stock_count", "discard_piles"}
MOST = 2_000  # entries of any list beyond the piles': events, legal actions
DECK = 162  # SB-1


def observation_from_json(data: Any) -> SkipBoObservation:
    """The observation of ``data``; InvalidState naming the bad field."""
    return strictly(_read, data, "observation")


def _seat(value: Any, path: str, n: int) -> int:
    return whole(value, path, 0, n - 1)


def _read(data: Any) -> SkipBoObservation:
    d = fields(data, "observation", TOP, TOP)
    if d["game"] != "skipbo":
        raise InvalidState("not a Skip-Bo observation", "observation.game")
    if not isinstance(d["options"], Mapping):
        raise InvalidState("must be a JSON object", "observation.options")
    options = options_from_json(d["options"])
    n = options.players
    raw_seats = json_list(d["players"], "observation.players", n)
    if len(raw_seats) != n:
        raise InvalidState(f"needs one entry per player ({n}), has {len(raw_seats)}", "observation.players")
    seats = []
    for i, raw in enumerate(raw_seats):
        path = f"observation.players[{i}]"
        p = fields(raw, path, SEAT, SEAT)
        top = p["stock_top"]
        if top is not None and not is_card(top):
            raise InvalidState(f'{top!r} is not a card (1 to 12 or "SB")', f"{path}.stock_top")
        piles = json_list(p["discard_piles"], f"{path}.discard_piles", DISCARD_PILES)
        seats.append(SeatView(top, whole(p["stock_count"], f"{path}.stock_count", 0, DECK),
                              tuple(_cards(pile, f"{path}.discard_piles[{k}]", DECK)
                                    for k, pile in enumerate(piles))))
    hand_counts = tuple(whole(c, f"observation.hand_counts[{i}]", 0, HAND_SIZE)
                        for i, c in enumerate(json_list(d["hand_counts"], "observation.hand_counts", n)))
    if len(hand_counts) != n:
        raise InvalidState(f"needs one entry per player ({n})", "observation.hand_counts")
    turn = fields(d["turn"], "observation.turn", ("built", "idle_turns", "since_stock"),
                  ("built", "idle_turns", "since_stock"))
    match_points, history = _match(d["match"], options)
    result = d["result"]
    reason = ""
    if result is not None:
        result = fields(result, "observation.result", ("winners", "reason"), ("winners", "reason"))
        if result["reason"] not in REASONS:
            raise InvalidState(f"must be one of {', '.join(REASONS)}", "observation.result.reason")
        reason = result["reason"]
    current = d["current"]
    return SkipBoObservation(
        seat=_seat(d["seat"], "observation.seat", n),
        options=options,
        current=None if current is None else _seat(current, "observation.current", n),
        hand=_cards(d["hand"], "observation.hand", HAND_SIZE),
        hand_counts=hand_counts,
        seats=tuple(seats),
        building=tuple(_building(p, f"observation.building_piles[{i}]")
                       for i, p in enumerate(json_list(d["building_piles"], "observation.building_piles", 4))),
        draw_count=whole(d["draw_count"], "observation.draw_count", 0, DECK),
        set_aside=_cards(d["set_aside"], "observation.set_aside", DECK),
        game_number=whole(d["game_number"], "observation.game_number", 1),
        built=flag(turn["built"], "observation.turn.built"),
        idle_turns=whole(turn["idle_turns"], "observation.turn.idle_turns", 0),
        since_stock=whole(turn["since_stock"], "observation.turn.since_stock", 0),
        match_points=match_points,
        history=history,
        winners=_seats(d["winners"], "observation.winners", n),
        reason=reason,
        events=tuple(event_from_json(e, f"observation.events[{i}]")
                     for i, e in enumerate(json_list(d["events"], "observation.events", MOST))),
        legal_actions=tuple(_action(a, f"observation.legal_actions[{i}]")
                            for i, a in enumerate(json_list(d["legal_actions"], "observation.legal_actions",
                                                            MOST))),
    )


def _action(doc: Any, path: str) -> Action:
    try:
        action = action_from_json(doc)
    except EngineError as exc:
        raise InvalidState(exc.message, path) from None
    if not isinstance(action, Play | Discard | EndTurn):
        raise InvalidState("a take-back is never a legal action", path)
    return action


__all__ = ["observation_from_json"]
