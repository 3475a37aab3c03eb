"""Helpers for the Phase 10 engine tests: hand-written positions, scripted turns."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.engine.api import Rejection
from cardtable.engine.phase10 import RULES
from cardtable.engine.phase10.state import State


def position(players: list[dict], **top: Any) -> State:
    """A hand-written position through the JSON surface (draw pile auto-filled)."""
    return RULES.state_from_json({"players": players, **top})


def act(state: State, doc: dict) -> State:
    return RULES.apply(state, RULES.action_from_json(doc))


def rejected(state: State, doc: dict) -> Rejection:
    rejection = RULES.check(state, RULES.action_from_json(doc))
    assert rejection is not None, f"{doc} was accepted"
    return rejection


def rig(state: State, hands: list[list[str]], discard: list[str]) -> State:
    """``state`` (a freshly dealt round) with chosen hands and discard pile."""
    doc = copy.deepcopy(RULES.state_to_json(state))
    for seat, hand in enumerate(hands):
        doc["players"][seat]["hand"] = hand
    doc["discard_pile"] = discard
    del doc["draw_pile"]
    doc["last_events"] = []
    return RULES.state_from_json(doc)


def turn(
    state: State, lay: list | None = None, hits: tuple = (), discard: str | None = None
) -> State:
    """One scripted turn: take the discard, maybe lay and hit, discard the drawn
    card (or ``discard``) unless the hand is already empty."""
    seat, round_no = state.current, state.round
    drawn = state.discard_pile[-1]
    state = act(state, {"type": "draw", "source": "discard"})
    if lay:
        state = act(state, {"type": "lay", "groups": [{"kind": k, "cards": c} for k, c in lay]})
    for card, player, group in hits:
        state = act(state, {"type": "hit", "card": card, "player": player, "group": group})
    if state.round == round_no and state.hands[seat]:
        state = act(state, {"type": "discard", "card": discard or drawn})
    return state
