"""The Skip-Bo engine object: the :class:`~cardtable.engine.api.Rules` surface.

A thin facade over ``play`` (dealing, legality, applying), ``observation`` and
the JSON modules, so the UI, the AI, the saves and the CLI reach Skip-Bo the
same way they reach Phase 10.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from cardtable.engine.api import GameResult, IllegalAction, InvalidState, Rejection
from cardtable.engine.jsonfields import whole
from cardtable.engine.skipbo import jsonio, play, state_json
from cardtable.engine.skipbo.cards import Card, count_key
from cardtable.engine.skipbo.observation import SkipBoObservation, observe
from cardtable.engine.skipbo.options import SkipBoOptions, options_from_json, options_to_json
from cardtable.engine.skipbo.state import Action, Discard, Play, SkipBoState
from cardtable.engine.skipbo.state import Event as SkipBoEvent
from cardtable.engine.standings import RecordRow, Standing, rank
from cardtable.engine.takeback import TakeBack, refusal, remember, restore
from cardtable.games import SKIPBO

#: Events after which a move is never taken back (APP-UNDO): new cards seen,
#: the turn or the game over.
REVEALING = frozenset({"refill", "reshuffle", "discard", "end", "turn", "game_over", "deal"})


class SkipBoRules:
    """Skip-Bo, docs/RULES.md SB-1 .. SB-19 and SB-V1 (see docs/FORMAT.md)."""

    game_id = "skipbo"
    info = SKIPBO

    # options ---------------------------------------------------------------
    def default_options(self, players: int) -> SkipBoOptions:
        return SkipBoOptions(players=players).validate()

    def options_from_json(self, data: Mapping[str, Any]) -> SkipBoOptions:
        return options_from_json(data)

    def options_to_json(self, options: SkipBoOptions) -> dict[str, Any]:
        return options_to_json(options)

    # the game --------------------------------------------------------------
    def new_game(self, options: SkipBoOptions, seed: int) -> SkipBoState:
        if not isinstance(options, SkipBoOptions):
            raise InvalidState("options must be SkipBoOptions", "options")
        options.validate()
        whole(seed, "seed")
        n = options.players
        points = (0,) * n if options.match_scoring else ()
        return play.deal(options, seed, 0, 1, options.first_seat(), points, (), [])

    def num_players(self, state: SkipBoState) -> int:
        return len(state.players)

    def current_player(self, state: SkipBoState) -> int | None:
        return None if state.reason else state.current

    def legal_actions(self, state: SkipBoState) -> list[Action]:
        return play.legal_actions(state)

    def check(self, state: SkipBoState, action: Action | TakeBack) -> Rejection | None:
        if type(action) is TakeBack:
            return refusal(state) if not state.reason else play.check(state, action)
        return play.check(state, action)

    def cards_left(self, state: SkipBoState) -> tuple[tuple[tuple[str, int], ...], ...]:
        """Per seat, no card: Skip-Bo counts no penalty points for hand cards
        (SB-V1 scores the stock piles left, in ``standings``)."""
        return tuple(() for _ in state.players)

    def cards_left_seen(self, options: SkipBoOptions,
                        observations: Sequence[SkipBoObservation]) -> tuple[tuple[tuple[str, int], ...], ...]:
        return tuple(() for _ in observations)

    def may_ask(self, observation: SkipBoObservation, action: Action | TakeBack) -> bool:
        """Every Skip-Bo move is listed when it is legal."""
        return action in observation.legal_actions

    def next_game_options(self, options: SkipBoOptions, final: SkipBoState) -> SkipBoOptions:
        """SB-3: with "left of the dealer" the deal passes to the left for the
        next game of the same people; the youngest player or a chosen seat
        start it again as before."""
        if options.start != "left_of_dealer":
            return options
        dealer = options.players - 1 if options.dealer is None else options.dealer
        return replace(options, dealer=(dealer + 1) % options.players)

    def round_end_position(self, state: SkipBoState, action: Action | TakeBack) -> SkipBoState | None:
        """SB-V1: the table the moment ``action`` ends a game of a match (SB-18,
        SB-19), before it is scored and the next game dealt; None if it does
        not end a game of a match (or is illegal, or takes a move back)."""
        if type(action) is TakeBack or not state.options.match_scoring or play.check(state, action) is not None:
            return None
        single = replace(state, options=replace(state.options, match_scoring=False))
        after = self.apply(single, action)
        if not after.reason:
            return None
        return replace(after, options=state.options)

    def apply(self, state: SkipBoState, action: Action | TakeBack) -> SkipBoState:
        rejection = self.check(state, action)
        if rejection is not None:
            raise IllegalAction(rejection)
        if type(action) is TakeBack:
            return restore(state, lambda seat: SkipBoEvent("take_back", seat))
        if type(action) is Play:
            after = play.apply_play(state, action)
            return remember(state, after, action.source != "stock", REVEALING)
        if type(action) is Discard:
            after = play.apply_discard(state, action)
        else:
            after = play.apply_end(state)
        return remember(state, after, False, REVEALING)

    def is_terminal(self, state: SkipBoState) -> bool:
        return bool(state.reason)

    def result(self, state: SkipBoState) -> GameResult:
        """Scores: stock cards left per seat, or match points with SB-V1."""
        stocks = tuple(len(p.stock) for p in state.players)
        match = state.options.match_scoring
        scores = state.match_points if match else stocks
        details: dict[str, Any] = {"stock_left": stocks, "game_number": state.game_number}
        if match:
            details["history"] = tuple(jsonio.record_to_json(r) for r in state.history)
        if not state.reason:
            return GameResult(False, (), scores, "", details)
        return GameResult(True, state.winners, scores, state.reason, details)

    def standings(self, state: SkipBoState) -> tuple[Standing, ...]:
        """Winners first; then fewest stock cards (SB-18, SB-19), or with
        SB-V1 most match points."""
        stocks = tuple(len(p.stock) for p in state.players)
        match = state.options.match_scoring
        points = state.match_points if match else (0,) * len(stocks)
        keys = [(-p,) for p in points] if match else [(c,) for c in stocks]
        ranked = rank(keys, ("points",) if match else ("stock",), state.winners if state.reason else ())
        return tuple(Standing(seat, place, why, points[seat], stock_left=stocks[seat])
                     for seat, place, why in ranked)

    def records(self, state: SkipBoState) -> tuple[RecordRow, ...]:
        """One row per finished game: of a match (SB-V1) with its points and
        running totals; a single game, once over, with its stock cards left and
        winners and no points (it is not scored)."""
        rows: list[RecordRow] = []
        n = len(state.players)
        totals = (0,) * n
        for number, r in enumerate(state.history, start=1):
            totals = tuple(a + b for a, b in zip(totals, r.points, strict=True))
            rows.append(RecordRow(number, r.points, totals, stock_left=r.stock_left, winners=r.winners,
                                  reason=r.reason))
        if not state.options.match_scoring and state.reason:
            rows.append(RecordRow(1, (None,) * n, totals, stock_left=tuple(len(p.stock) for p in state.players),
                                  winners=state.winners, reason=state.reason))
        return tuple(rows)

    def observation(self, state: SkipBoState, seat: int) -> SkipBoObservation:
        if not 0 <= seat < len(state.players):
            raise InvalidState(f"seat {seat} does not exist", "seat")
        legal = tuple(play.legal_actions(state)) if seat == state.current and not state.reason else ()
        return observe(state, seat, legal)

    def spectator_observation(self, state: SkipBoState) -> SkipBoObservation:
        """Somebody watching: seat 0's place with no hand and no legal actions
        (every stock top, discard and building pile is public, SB-4)."""
        return replace(observe(state, 0, ()), hand=(), legal_actions=())

    def card_counts(self, state: SkipBoState) -> Counter[str]:
        counts: Counter[Card] = Counter()
        for p in state.players:
            counts.update(p.stock)
            counts.update(p.hand)
            for pile in p.discards:
                counts.update(pile)
        for pile in state.building:
            counts.update(pile)
        counts.update(state.draw)
        counts.update(state.set_aside)
        return Counter({count_key(c): n for c, n in counts.items()})

    # JSON ------------------------------------------------------------------
    def state_to_json(self, state: SkipBoState) -> dict[str, Any]:
        return state_json.state_to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> SkipBoState:
        return state_json.state_from_json(data)

    def action_to_json(self, action: Action | TakeBack) -> dict[str, Any]:
        return jsonio.action_to_json(action)

    def action_from_json(self, data: Mapping[str, Any]) -> Action | TakeBack:
        return jsonio.action_from_json(data)

    def observation_from_json(self, data: Mapping[str, Any]) -> SkipBoObservation:
        from cardtable.engine.skipbo.observation_json import observation_from_json

        return observation_from_json(data)

    def observation_to_json(self, observation: SkipBoObservation) -> dict[str, Any]:
        return jsonio.observation_to_json(observation)
