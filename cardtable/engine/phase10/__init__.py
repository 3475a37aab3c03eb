"""The Phase 10 rules engine (docs/RULES.md P10-1..P10-25, P10-V1..V3), no Qt.

``RULES`` implements :class:`cardtable.engine.api.Rules`; everything else
(UI, AI, saves, CLI) goes through it. The modules behind it, by idea:

- ``cards``, ``phases``, ``melds``/``meld_search``: the cards, the phase
  table and the legality of groups (written separately),
- ``options``: the rule switches of one game,
- ``state``: the immutable state, public events and the score sheet,
- ``actions``: the moves and their JSON form,
- ``turns``: check / apply / legal_actions for one move,
- ``rounds``: dealing, skips, the knock window, round and game end,
- ``observation``: what one seat may see,
- ``jsonio``: the hand-writable JSON of a state (docs/FORMAT.md).

The knock variant (P10-V3) works as a *knock window*: after every discard
(not a Skip), the other players who may knock are asked one by one in
clockwise order (stage ``"knock"``, actions ``knock``/``pass``). Not asked:
the discarder, the player whose regular turn comes next (they may simply
draw the card), players with a Skip in front of them, and a player whose
last turn came from knocking ("nobody may knock twice in a row"; the flag
clears when that player starts a regular turn or is skipped). The first to
knock takes the card as their draw, may lay and hit, must discard, and play
continues to the left of the knocker. If everybody passes, the player left
of the discarder plays as usual.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from cardtable.engine.api import GameResult, IllegalAction, InvalidState, Rejection, Rules
from cardtable.engine.phase10 import actions, jsonio, observation, rounds, turns
from cardtable.engine.phase10.observation import Observation
from cardtable.engine.phase10.options import Options
from cardtable.engine.phase10.state import OVER, Event, State
from cardtable.engine.standings import RecordRow, Standing, StandingReason, rank
from cardtable.engine.takeback import JSON as TAKE_BACK_JSON
from cardtable.engine.takeback import TAKE_BACK, TakeBack, refusal, remember, restore
from cardtable.games import PHASE10

#: Events after which a move is never taken back (APP-UNDO): the hand emptied,
#: the round or the game over, new cards seen.
REVEALING = frozenset({"went_out", "round_end", "deal", "game_over", "reshuffle", "discard",
                       "skip_played", "skipped"})

#: Moves that may be taken back (APP-UNDO) unless a REVEALING event came with them.
UNDOABLE = (actions.Lay, actions.Hit, actions.ChooseSkip)


def rank_seats(
    options: Options, scores: tuple[int, ...], done: tuple[int, ...], winners: tuple[int, ...] = ()
) -> tuple[tuple[int, int, StandingReason], ...]:
    """P10-25's order, ``(seat, place, reason)`` best first: ``winners``
    first, then most phases completed (``done``), then fewest penalty
    points (P10-V1: points only). Shared with the score keeper
    (cardtable/keeper), so both tell the same places."""
    n = options.players
    keys: list[tuple[int, ...]]
    criteria: tuple[StandingReason, ...]
    if options.exact_ten_rounds:
        keys, criteria = [(scores[s],) for s in range(n)], ("points",)
    else:
        keys, criteria = [(-done[s], scores[s]) for s in range(n)], ("phases", "points")
    return rank(keys, criteria, winners)


def end_reason(options: Options, winners: tuple[int, ...], tiebreak: bool) -> str:
    """The result's reason word of a finished game (see docs/FORMAT.md)."""
    if tiebreak:
        return "tie-break"
    if options.exact_ten_rounds:
        return "ten-rounds"
    return "shared" if len(winners) > 1 else "phase-complete"


class Phase10Rules:
    """The Phase 10 engine object (stateless; all data is in State)."""

    game_id = "phase10"
    info = PHASE10

    # options -------------------------------------------------------------
    def default_options(self, players: int) -> Options:
        return Options.default(players)

    def options_from_json(self, data: Mapping[str, Any]) -> Options:
        return Options.from_json(data)

    def options_to_json(self, options: Options) -> dict[str, Any]:
        return options.to_json()

    # the game ------------------------------------------------------------
    def new_game(self, options: Options, seed: int) -> State:
        if not isinstance(options, Options):
            raise InvalidState("options must come from default_options or options_from_json", "options")
        return rounds.new_game(options, seed)

    def num_players(self, state: State) -> int:
        return state.options.players

    def current_player(self, state: State) -> int | None:
        return state.current

    def legal_actions(self, state: State) -> tuple[actions.Action, ...]:
        return turns.legal_actions(state)

    def check(self, state: State, action: actions.Action | TakeBack) -> Rejection | None:
        if type(action) is TakeBack:
            return refusal(state) if state.stage != OVER else turns.game_over()
        return turns.check(state, action)

    def apply(self, state: State, action: actions.Action | TakeBack) -> State:
        if type(action) is TakeBack:
            rejection = self.check(state, action)
            if rejection is not None:
                raise IllegalAction(rejection)
            return restore(state, lambda seat: Event("take_back", seat))
        after = turns.apply(state, action)
        return remember(state, after, type(action) in UNDOABLE, REVEALING)

    def cards_left(self, state: State) -> tuple[tuple[tuple[str, int], ...], ...]:
        """Per seat, each card in the hand with its penalty points (P10-23),
        e.g. ``(("R3", 5), ("B11", 10), ("W", 25))`` (the round summary)."""
        edition = state.options.edition
        return tuple(tuple((c, rounds.card_points(c, edition)) for c in hand) for hand in state.hands)

    def cards_left_seen(self, options: Options,
                        observations: Sequence[Observation]) -> tuple[tuple[tuple[str, int], ...], ...]:
        return tuple(tuple((c, rounds.card_points(c, options.edition)) for c in obs.hand) for obs in observations)

    def may_ask(self, observation: Observation, action: actions.Action | TakeBack) -> bool:
        """Listed, or a lay-down while one is listed (every valid arrangement
        is legal; the observation lists one), or a Skip's target chosen before
        it is given (``ChooseSkip``: never listed, ``PlaySkip`` to it is)."""
        legal = observation.legal_actions
        if action in legal:
            return True
        if isinstance(action, actions.Lay):
            return any(isinstance(a, actions.Lay) for a in legal)
        if isinstance(action, actions.ChooseSkip):
            return actions.PlaySkip(action.target) in legal
        return False

    def next_game_options(self, options: Options, final: State) -> Options:
        """P10-3: the deal passes to the left after every round, so the next
        game of the same people is first dealt by the seat left of the last
        round's dealer; everything else stays as it was."""
        return replace(options, first_dealer=(final.dealer + 1) % options.players)

    def round_end_position(self, state: State, action: actions.Action | TakeBack) -> State | None:
        """The table when ``action`` ends a round, before the next deal (or None)."""
        if type(action) is TakeBack:
            return None
        return turns.round_end_position(state, action)

    def is_terminal(self, state: State) -> bool:
        return state.stage == OVER

    def result(self, state: State) -> GameResult:
        finished = state.stage == OVER
        last = state.history[-1] if state.history else None
        reason = end_reason(state.options, state.winners, last is not None and last.tiebreak) if finished else ""
        return GameResult(
            finished=finished,
            winners=state.winners,
            scores=state.scores,
            reason=reason,
            details={
                "rounds": len(state.history),
                "phases": tuple(state.phase_of(s) for s in range(state.options.players)),
            },
        )

    def standings(self, state: State) -> tuple[Standing, ...]:
        """P10-25: winners first, then most phases completed, then fewest
        penalty points (P10-V1: points only)."""
        n = state.options.players
        done = tuple(sum(1 for r in state.history if r.completed[s] and not r.tiebreak) for s in range(n))
        over = state.stage == OVER
        return tuple(
            Standing(seat, place, why, state.scores[seat], None if over else state.phase_of(seat), done[seat])
            for seat, place, why in rank_seats(state.options, state.scores, done, state.winners if over else ())
        )

    def records(self, state: State) -> tuple[RecordRow, ...]:
        """One row per finished round (P10-23, P10-24)."""
        return tuple(
            RecordRow(
                r.round,
                tuple(None if phase is None else points for phase, points in zip(r.phases, r.penalties, strict=True)),
                r.totals, r.phases, r.completed, r.went_out, r.tiebreak,
            )
            for r in state.history
        )

    def observation(self, state: State, seat: int) -> Observation:
        legal = turns.legal_actions(state) if state.current == seat else ()
        return observation.observe(state, seat, legal)

    def spectator_observation(self, state: State) -> Observation:
        return observation.spectate(state)

    def card_counts(self, state: State) -> Counter[str]:
        counts: Counter[str] = Counter()
        for hand in state.hands:
            counts.update(hand)
        for groups in state.laid:
            for group in groups:
                counts.update(laid.card for laid in group.cards)
        counts.update(state.draw_pile)
        counts.update(state.discard_pile)
        counts["S"] += sum(state.skips)
        return counts

    # JSON ----------------------------------------------------------------
    def state_to_json(self, state: State) -> dict[str, Any]:
        return jsonio.state_to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        return jsonio.state_from_json(data)

    def action_to_json(self, action: actions.Action | TakeBack) -> dict[str, Any]:
        if type(action) is TakeBack:
            return dict(TAKE_BACK_JSON)
        return actions.to_json(action)

    def action_from_json(self, data: Mapping[str, Any]) -> actions.Action | TakeBack:
        if isinstance(data, Mapping) and data.get("type") == "take_back" and len(data) == 1:
            return TAKE_BACK
        return actions.from_json(data)

    def observation_from_json(self, data: Mapping[str, Any]) -> Observation:
        from cardtable.engine.phase10.observation_json import observation_from_json

        return observation_from_json(data)

    def observation_to_json(self, obs: Observation) -> dict[str, Any]:
        return observation.to_json(obs)


RULES: Rules[State, actions.Action | TakeBack, Observation, Options] = Phase10Rules()

__all__ = ["RULES", "Options", "Phase10Rules", "State"]
