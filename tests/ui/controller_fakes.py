"""A tiny engine honouring api.Rules, so controller tests need no real game.

Each player holds a private hand of numbers; on turn a player plays one card
of their hand. A round ends when every hand is empty (its record goes to
``history``); the game ends after ``rounds`` rounds.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from cardtable.engine.api import GameResult, IllegalAction, Rejection, shuffle_rng
from cardtable.engine.standings import RecordRow, Standing


@dataclass(frozen=True)
class FakeState:
    players: int
    hands: tuple[tuple[int, ...], ...]
    turn: int
    seed: int
    rounds: int
    history: tuple[dict, ...] = ()
    played: tuple[int, ...] = ()


@dataclass(frozen=True)
class FakeObservation:
    seat: int
    hand: tuple[int, ...]
    counts: tuple[int, ...]
    current: int | None
    legal_actions: tuple[int, ...]
    events: tuple = ()  # (the engine's observations carry the last move's events: the fake's make none)


class FakeRules:
    game_id = "fake"

    def __init__(self, hand_size: int = 3, rounds: int = 2) -> None:
        self.hand_size = hand_size
        self.rounds = rounds

    def _deal(self, players: int, seed: int, round_no: int):
        rng = shuffle_rng(seed, "deal", round_no)
        return tuple(
            tuple(sorted(rng.randrange(1, 13) for _ in range(self.hand_size)))
            for _ in range(players)
        )

    def new_game(self, options, seed):
        players = options["players"]
        return FakeState(players, self._deal(players, seed, 0), 0, seed, self.rounds)

    def num_players(self, state):
        return state.players

    def current_player(self, state):
        return None if self.is_terminal(state) else state.turn

    def is_terminal(self, state):
        return len(state.history) >= state.rounds

    def legal_actions(self, state):
        if self.is_terminal(state):
            return []
        return sorted(set(state.hands[state.turn]))

    def check(self, state, action):
        if self.is_terminal(state):
            return Rejection.of("P10-25", "game over")
        if action not in state.hands[state.turn]:
            return Rejection.of("P10-10", "not in hand", card=action)
        return None

    def apply(self, state, action):
        rejection = self.check(state, action)
        if rejection:
            raise IllegalAction(rejection)
        hands = list(state.hands)
        hand = list(hands[state.turn])
        hand.remove(action)
        hands[state.turn] = tuple(hand)
        played = (*state.played, action)
        turn = (state.turn + 1) % state.players
        if all(not h for h in hands):
            record = {"round": len(state.history) + 1, "played": played}
            history = (*state.history, record)
            return replace(state, hands=self._deal(state.players, state.seed, len(history)),
                           turn=len(history) % state.players, history=history, played=())
        return replace(state, hands=tuple(hands), turn=turn, played=played)

    def result(self, state):
        return GameResult(self.is_terminal(state), (0,) if self.is_terminal(state) else (),
                          tuple(0 for _ in range(state.players)), "fake")

    def standings(self, state):
        return tuple(Standing(seat, 1, "tied", 0) for seat in range(state.players))

    def cards_left(self, state):
        return tuple(() for _ in range(state.players))

    def records(self, state):
        zeros = (0,) * state.players
        return tuple(RecordRow(r["round"], zeros, zeros) for r in state.history)

    def action_to_json(self, action):
        """A card as the table keeps it in its log (the Rules protocol's JSON form)."""
        return {"card": action}

    def round_end_position(self, state, action):
        return None  # the new deal shows at once: the table holds the state after the move

    def observation(self, state, seat):
        current = self.current_player(state)
        return FakeObservation(
            seat, state.hands[seat], tuple(len(h) for h in state.hands), current,
            tuple(self.legal_actions(state)) if current == seat else (),
        )
