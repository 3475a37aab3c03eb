"""A tiny seeded game that honours the Rules protocol, to test saves generically.

Each turn the player to act either draws the next card of a seeded deck (its
value is added to their total) or stays (only with a total of 3 or more).
The first total to reach the target, or the end of the deck, ends the game.
Its JSON readers are strict, like the real engines' should be.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardtable.engine.api import (
    GameResult,
    IllegalAction,
    InvalidAction,
    InvalidState,
    Rejection,
    shuffle_rng,
)

GAME_ID = "fakegame"


@dataclass(frozen=True)
class Options:
    players: int = 2
    target: int = 30


@dataclass(frozen=True)
class State:
    seed: int
    options: Options
    deck: tuple[int, ...]
    drawn: int
    totals: tuple[int, ...]
    turn: int


@dataclass(frozen=True)
class Action:
    kind: str  # "draw" | "stay"


def _int(data: Mapping[str, Any], key: str, low: int, high: int, exc=InvalidState) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise exc(f"{key} must be a whole number {low}..{high}")
    return value


class FakeRules:
    game_id = GAME_ID

    def default_options(self, players: int) -> Options:
        return Options(players=players)

    def options_from_json(self, data: Mapping[str, Any]) -> Options:
        if not isinstance(data, Mapping) or set(data) != {"players", "target"}:
            raise InvalidState("options need exactly players and target")
        return Options(_int(data, "players", 2, 4), _int(data, "target", 5, 60))

    def options_to_json(self, options: Options) -> dict[str, Any]:
        return {"players": options.players, "target": options.target}

    def new_game(self, options: Options, seed: int) -> State:
        deck = [value for value in range(1, 7) for _ in range(4)]
        shuffle_rng(seed, "deal").shuffle(deck)
        return State(seed, options, tuple(deck), 0, (0,) * options.players, 0)

    def num_players(self, state: State) -> int:
        return state.options.players

    def current_player(self, state: State) -> int | None:
        return None if self.is_terminal(state) else state.turn

    def legal_actions(self, state: State) -> list[Action]:
        return [a for a in (Action("draw"), Action("stay")) if self.check(state, a) is None]

    def check(self, state: State, action: Action) -> Rejection | None:
        if self.is_terminal(state):
            return Rejection.of("FAKE-0", "the game is over")
        if action.kind == "stay" and state.totals[state.turn] < 3:
            return Rejection.of("FAKE-1", "stay needs a total of 3", total=state.totals[state.turn])
        return None

    def apply(self, state: State, action: Action) -> State:
        rejection = self.check(state, action)
        if rejection:
            raise IllegalAction(rejection)
        totals, drawn = list(state.totals), state.drawn
        if action.kind == "draw":
            totals[state.turn] += state.deck[drawn]
            drawn += 1
        turn = (state.turn + 1) % state.options.players
        return State(state.seed, state.options, state.deck, drawn, tuple(totals), turn)

    def is_terminal(self, state: State) -> bool:
        return state.drawn >= len(state.deck) or max(state.totals) >= state.options.target

    def result(self, state: State) -> GameResult:
        best = max(state.totals)
        winners = tuple(i for i, t in enumerate(state.totals) if t == best) if self.is_terminal(state) else ()
        return GameResult(self.is_terminal(state), winners, state.totals, "target")

    def observation(self, state: State, seat: int) -> dict[str, Any]:
        return {"totals": list(state.totals), "turn": state.turn}

    def card_counts(self, state: State) -> Mapping[str, int]:
        return {"deck": len(state.deck) - state.drawn, "drawn": state.drawn}

    def state_to_json(self, state: State) -> dict[str, Any]:
        return {
            "game": GAME_ID,
            "seed": state.seed,
            "options": self.options_to_json(state.options),
            "deck": list(state.deck),
            "drawn": state.drawn,
            "totals": list(state.totals),
            "turn": state.turn,
        }

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        if not isinstance(data, Mapping) or data.get("game") != GAME_ID:
            raise InvalidState("not a fakegame state", "game")
        if set(data) != {"game", "seed", "options", "deck", "drawn", "totals", "turn"}:
            raise InvalidState("wrong fields")
        seed = data["seed"]
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise InvalidState("seed must be a whole number", "seed")
        options = self.options_from_json(data["options"])
        deck = data["deck"]
        if not isinstance(deck, list) or any(isinstance(v, bool) or not isinstance(v, int) for v in deck):
            raise InvalidState("cards are whole numbers", "deck")
        if sorted(deck) != sorted(v for v in range(1, 7) for _ in range(4)):
            raise InvalidState("the deck must hold four of each 1..6", "deck")
        drawn = _int(data, "drawn", 0, len(deck))
        totals = data["totals"]
        if not isinstance(totals, list) or len(totals) != options.players:
            raise InvalidState("one total per player", "totals")
        if any(isinstance(t, bool) or not isinstance(t, int) or t < 0 for t in totals):
            raise InvalidState("totals are whole numbers", "totals")
        if sum(totals) != sum(deck[:drawn]):
            raise InvalidState("the totals do not add up to the drawn cards", "totals")
        turn = _int(data, "turn", 0, options.players - 1)
        return State(seed, options, tuple(deck), drawn, tuple(totals), turn)

    def action_to_json(self, action: Action) -> dict[str, Any]:
        return {"type": action.kind}

    def action_from_json(self, data: Mapping[str, Any]) -> Action:
        if not isinstance(data, Mapping) or set(data) != {"type"} or data["type"] not in ("draw", "stay"):
            raise InvalidAction("an action is {\"type\": \"draw\"} or {\"type\": \"stay\"}")
        return Action(data["type"])

    def observation_to_json(self, observation: Any) -> dict[str, Any]:
        return dict(observation)


RULES = FakeRules()


def resolver(game_id: str):
    """Like registry.get_rules, but knowing only the fake game."""
    if game_id != GAME_ID:
        raise InvalidState(f"unknown game {game_id!r}")
    return RULES
