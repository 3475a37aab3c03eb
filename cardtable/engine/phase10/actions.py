"""The moves of Phase 10 as small frozen classes, and their JSON form.

An action carries no seat: it is always made by the player to act
(``State.current``). The JSON form is documented in docs/FORMAT.md:

* ``{"type": "draw", "source": "deck" | "discard"}``          P10-10
* ``{"type": "lay", "groups": [{"kind": "set", "cards": ["R7", "B7", "W=7"]}]}``
* ``{"type": "hit", "card": "R9" | "W=9" | "W=R", "player": 1, "group": 0}``
* ``{"type": "discard", "card": "B3"}``                        P10-14
* ``{"type": "skip", "target": 2}``  discard a Skip in front of seat 2 (P10-20)
* ``{"type": "choose_skip", "target": 2}``  choose seat 2 for the Skip without
  giving it yet: ``skip`` gives it, ``take_back`` takes the choice back (APP-UNDO)
* ``{"type": "knock"}`` / ``{"type": "pass"}``  the knock window (P10-V3)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from cardtable.engine.api import InvalidAction
from cardtable.engine.jsonfields import choice, fields, whole
from cardtable.engine.phase10 import cards
from cardtable.engine.phase10.melds import Group, Laid

DrawSource = Literal["deck", "discard"]


@dataclass(frozen=True, slots=True)
class Draw:
    source: DrawSource


@dataclass(frozen=True, slots=True)
class Lay:
    groups: tuple[Group, ...]


@dataclass(frozen=True, slots=True)
class Hit:
    card: Laid
    player: int
    group: int


@dataclass(frozen=True, slots=True)
class Discard:
    card: str


@dataclass(frozen=True, slots=True)
class PlaySkip:
    target: int


@dataclass(frozen=True, slots=True)
class ChooseSkip:
    """The Skip lies in front of ``target`` but is not given yet (APP-UNDO):
    only ``PlaySkip(target)`` or a take-back may follow. Never among the
    legal actions (computer players give a Skip at once)."""

    target: int


@dataclass(frozen=True, slots=True)
class Knock:
    pass


@dataclass(frozen=True, slots=True)
class Pass:
    pass


Action = Draw | Lay | Hit | Discard | PlaySkip | ChooseSkip | Knock | Pass
KNOCK = Knock()
PASS = Pass()
DRAW_DECK = Draw("deck")
DRAW_DISCARD = Draw("discard")


def to_json(action: Action) -> dict[str, Any]:
    if isinstance(action, Draw):
        return {"type": "draw", "source": action.source}
    if isinstance(action, Lay):
        return {"type": "lay", "groups": [g.to_json() for g in action.groups]}
    if isinstance(action, Hit):
        return {"type": "hit", "card": action.card.to_json(), "player": action.player, "group": action.group}
    if isinstance(action, Discard):
        return {"type": "discard", "card": action.card}
    if isinstance(action, PlaySkip):
        return {"type": "skip", "target": action.target}
    if isinstance(action, ChooseSkip):
        return {"type": "choose_skip", "target": action.target}
    if isinstance(action, Knock):
        return {"type": "knock"}
    if isinstance(action, Pass):
        return {"type": "pass"}
    raise InvalidAction(f"not a Phase 10 action: {action!r}")


_FIELDS = {
    "draw": {"source"},
    "lay": {"groups"},
    "hit": {"card", "player", "group"},
    "discard": {"card"},
    "skip": {"target"},
    "choose_skip": {"target"},
    "knock": set(),
    "pass": set(),
}


def _laid(text: Any, where: str) -> Laid:
    if not isinstance(text, str):
        raise InvalidAction(f"{where}: must be a card such as \"R7\" or \"W=7\", got {text!r}")
    try:
        return Laid.from_json(text)
    except Exception as exc:  # melds raises its own error types; report them uniformly
        raise InvalidAction(f"{where}: {exc}") from None


def from_json(data: Any) -> Action:
    """Parse an action document; InvalidAction naming the bad field."""
    if not isinstance(data, Mapping):
        raise InvalidAction("an action must be a JSON object")
    kind = choice(data.get("type"), "action.type", tuple(_FIELDS), InvalidAction)
    fields(data, "action", {"type", *_FIELDS[kind]}, _FIELDS[kind], InvalidAction)
    if kind == "draw":
        choice(data["source"], "action.source", ("deck", "discard"), InvalidAction)
        return DRAW_DECK if data["source"] == "deck" else DRAW_DISCARD
    if kind == "lay":
        groups = data["groups"]
        if not isinstance(groups, list) or not groups:
            raise InvalidAction("action.groups: must be a non-empty list of groups")
        parsed = []
        for i, g in enumerate(groups):
            if not isinstance(g, Mapping):
                raise InvalidAction(f"action.groups[{i}]: must be an object with kind and cards")
            try:
                parsed.append(Group.from_json(g))
            except Exception as exc:
                raise InvalidAction(f"action.groups[{i}]: {exc}") from None
        return Lay(tuple(parsed))
    if kind == "hit":
        player = whole(data["player"], "action.player", error=InvalidAction)
        return Hit(_laid(data["card"], "action.card"), player, whole(data["group"], "action.group", error=InvalidAction))
    if kind == "discard":
        card = data["card"]
        if not cards.is_card(card):
            raise InvalidAction(f"action.card: {card!r} is not a card (R1..G12, W or S)")
        return Discard(card)
    if kind == "skip":
        return PlaySkip(whole(data["target"], "action.target", error=InvalidAction))
    if kind == "choose_skip":
        return ChooseSkip(whole(data["target"], "action.target", error=InvalidAction))
    return KNOCK if kind == "knock" else PASS
