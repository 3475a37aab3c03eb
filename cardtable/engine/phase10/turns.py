"""Legality and effect of one move: ``check``, ``apply``, ``legal_actions``.

``check`` is the only judge: it answers None or a Rejection with the rule id
of docs/RULES.md. ``apply`` refuses what ``check`` refuses and then runs the
automatic steps of rounds.py (skips, knock window, end of round, next deal).

``legal_actions`` lists every draw, discard, Skip target, hit placement and
knock/pass choice, but only *representative* lay-downs: the engine's own
proposal for the current phase (melds.find_phase). ``check`` accepts every
valid arrangement of a phase, not only the listed one.

Choices the rules leave open, made here (docs/FORMAT.md repeats them):
- Emptying the hand by laying the phase is going out, like a discard or hit.
- A Skip that is the last card is discarded to go out, without effect
  (P10-22); a hand of nothing but Skips that cannot be placed (P10-21)
  discards one without effect rather than being stuck.
"""

from __future__ import annotations

from collections import Counter
from contextvars import ContextVar
from typing import TypeVar

from cardtable.engine.api import IllegalAction, Rejection
from cardtable.engine.phase10 import melds
from cardtable.engine.phase10.actions import (
    DRAW_DECK,
    DRAW_DISCARD,
    KNOCK,
    PASS,
    Action,
    ChooseSkip,
    Discard,
    Draw,
    Hit,
    Knock,
    Lay,
    Pass,
    PlaySkip,
)
from cardtable.engine.phase10.cards import ALL_KINDS, SKIP
from cardtable.engine.phase10.meld_search import find_phase_sorted
from cardtable.engine.phase10.melds import placements
from cardtable.engine.phase10.rounds import end_round, end_turn, next_active, shuffled, start_turn
from cardtable.engine.phase10.state import DRAW, OVER, PLAY, Event, State
from cardtable.engine.phase10.state import KNOCK as KNOCK_STAGE
from cardtable.engine.phase10.state import evolve as replace

R = Rejection.of


def _skip_targets(state: State, seat: int) -> list[int]:
    return [
        s for s in range(state.options.players) if s != seat and state.active[s] and not state.skips[s]
    ]


def _may_discard_skip(state: State, hand: tuple[str, ...]) -> bool:
    if len(hand) == 1:
        return True  # P10-22
    return all(c == SKIP for c in hand) and not _skip_targets(state, state.current_seat())


def game_over() -> Rejection:
    """Nothing can be played once the game is over (P10-25)."""
    return R("P10-25", "The game is over.")


def check(state: State, action: Action) -> Rejection | None:
    stage = state.stage
    if stage == OVER:
        return game_over()
    seat = state.current_seat()
    chosen = state.skip_choice
    if chosen is not None and not (isinstance(action, PlaySkip) and action.target == chosen):
        return R("APP-UNDO", "Give the Skip to player {target}, or take that choice back first.",
                 reason="skip_chosen", target=chosen)
    if stage == KNOCK_STAGE:
        if isinstance(action, Knock | Pass):
            return None
        return R("P10-V3", "Player {player} must first knock or pass.", player=seat)
    if isinstance(action, Knock | Pass):
        if not state.options.knock:
            return R("P10-V3", "Knocking is not played in this game.")
        return R("P10-V3", "Nobody can knock now: knocking answers a discard.")
    if isinstance(action, Draw):
        if stage == PLAY:
            return R("P10-10", "You have already drawn this turn; a turn draws exactly one card.",
                     reason="drawn")
        if action.source == "deck":
            if not state.draw_pile and len(state.discard_pile) <= 1:
                return R("P10-16", "The draw pile is empty and there is nothing to reshuffle.")
            return None
        if not state.discard_pile:
            return R("P10-10", "The discard pile is empty.")
        if state.discard_pile[-1] == SKIP:
            return R("P10-10", "A Skip can never be taken from the discard pile.", reason="skip_on_discard")
        return None
    if stage == DRAW:
        return R("P10-10", "Draw a card first: from the draw pile or the discard pile.", reason="draw_first")
    hand = state.hands[seat]
    if isinstance(action, Lay):
        return _check_lay(state, seat, hand, action)
    if isinstance(action, Hit):
        return _check_hit(state, seat, hand, action)
    if isinstance(action, Discard):
        card = action.card
        if card not in hand:
            return R("P10-14", "You do not hold {card}.", card=card)
        if card == SKIP and not _may_discard_skip(state, hand):
            return R("P10-20", "A Skip is played in front of an opponent, not onto the discard pile.",
                     reason="skip_to_opponent")
        return None
    if isinstance(action, PlaySkip | ChooseSkip):
        target = action.target
        if SKIP not in hand:
            return R("P10-20", "You hold no Skip.")
        if len(hand) == 1:
            return R("P10-22", "Your last card is a Skip: discard it to go out; it has no effect.")
        if not isinstance(target, int) or not 0 <= target < state.options.players or target == seat:
            return R("P10-20", "A Skip goes in front of an opponent; {target} is not one.", target=target)
        if not state.active[target]:
            return R("P10-20", "Player {target} does not play this round.", target=target)
        if state.skips[target]:
            return R("P10-21", "Player {target} already has a Skip in front of them.", target=target)
        if isinstance(action, ChooseSkip) and not state.options.take_back:
            return R("APP-UNDO", "This table does not allow taking back moves: give the Skip at once.",
                     reason="off")
        return None
    return R("P10-10", "This is not a Phase 10 move.")


def _check_lay(state: State, seat: int, hand: tuple[str, ...], action: Lay) -> Rejection | None:
    if state.laid[seat]:
        return R("P10-11", "You have already laid your phase this round.")
    used = Counter(laid.card for group in action.groups for laid in group.cards)
    if used[SKIP]:
        return R("P10-19", "A Skip can never be part of a phase.")
    missing = used - Counter(hand)
    if missing:
        return R(
            "P10-6",
            "You do not hold the cards {cards}; each card of your hand counts in one group only.",
            cards=" ".join(sorted(missing.elements())),
        )
    return melds.phase_rejection(action.groups, state.phase_of(seat), state.options.natural_rule)


def _check_hit(state: State, seat: int, hand: tuple[str, ...], action: Hit) -> Rejection | None:
    if not state.laid[seat]:
        return R("P10-13", "Only a player whose own phase is down may hit; lay your phase first.",
                 reason="lay_first")
    card = action.card.card
    if card == SKIP:
        return R("P10-19", "A Skip can never be added to a group.")
    if card not in hand:
        return R("P10-6", "You do not hold {card}.", card=card)
    p, g = action.player, action.group
    if not 0 <= p < state.options.players or not 0 <= g < len(state.laid[p]):
        return R("P10-13", "There is no laid group {group} of player {player}.", player=p, group=g)
    return melds.hit_rejection(state.laid[p][g], action.card)


def _remove(hand: tuple[str, ...], taken: list[str]) -> tuple[str, ...]:
    rest = list(hand)
    for card in taken:
        rest.remove(card)
    return tuple(rest)


_T = TypeVar("_T")


def _set(seq: tuple[_T, ...], index: int, value: _T) -> tuple[_T, ...]:
    return (*seq[:index], value, *seq[index + 1 :])


def apply(state: State, action: Action) -> State:
    rejection = check(state, action)
    if rejection is not None:
        raise IllegalAction(rejection)
    events: list[Event] = []
    seat = state.current_seat()
    hand = state.hands[seat]
    if isinstance(action, Draw):  # one copy of the state: the most frequent move
        draw_pile, discard_pile = state.draw_pile, state.discard_pile
        if action.source == "deck":
            if not draw_pile:  # P10-16: reshuffle all but the top discard
                draw_pile, state = shuffled(state, discard_pile[:-1])
                events.append(Event("reshuffle", count=len(draw_pile)))
                discard_pile = discard_pile[-1:]
            card = draw_pile[-1]
            draw_pile = draw_pile[:-1]
            events.append(Event("draw_deck", seat=seat, card=card))
        else:
            card = discard_pile[-1]
            discard_pile = discard_pile[:-1]
            events.append(Event("draw_discard", seat=seat, card=card))
        return replace(state, draw_pile=draw_pile, discard_pile=discard_pile,
                       hands=_set(state.hands, seat, (*hand, card)), stage=PLAY, last_events=tuple(events))
    if isinstance(action, Discard):  # the other frequent move
        hand = _remove(hand, [action.card])
        events.append(Event("discard", seat=seat, card=action.card))
        state = replace(
            state, hands=_set(state.hands, seat, hand), discard_pile=(*state.discard_pile, action.card)
        )
        if not hand:
            state = _went_out(state, seat, events)
        else:
            state = end_turn(state, events, offered=action.card != SKIP)
    elif isinstance(action, Lay):
        hand = _remove(hand, [laid.card for group in action.groups for laid in group.cards])
        events.append(Event("lay", seat=seat, count=len(action.groups), groups=tuple(action.groups)))
        state = replace(state, hands=_set(state.hands, seat, hand), laid=_set(state.laid, seat, action.groups))
        if not hand:
            state = _went_out(state, seat, events)
    elif isinstance(action, Hit):
        hand = _remove(hand, [action.card.card])
        p, g = action.player, action.group
        groups = _set(state.laid[p], g, melds.add_to_group(state.laid[p][g], action.card))
        events.append(Event("hit", seat=seat, card=action.card.to_json(), target=p, group=g))
        state = replace(state, hands=_set(state.hands, seat, hand), laid=_set(state.laid, p, groups))
        if not hand:
            state = _went_out(state, seat, events)
    elif isinstance(action, ChooseSkip):  # nothing given yet (APP-UNDO)
        events.append(Event("skip_chosen", seat=seat, target=action.target))
        state = replace(state, skip_choice=action.target)
    elif isinstance(action, PlaySkip):
        hand = _remove(hand, [SKIP])
        events.append(Event("skip_played", seat=seat, target=action.target))
        state = replace(
            state, hands=_set(state.hands, seat, hand), skips=_set(state.skips, action.target, True),
            skip_choice=None,
        )
        state = end_turn(state, events, offered=False)
    elif isinstance(action, Knock):
        card = state.discard_pile[-1]
        events.append(Event("knock", seat=seat, card=card))
        state = replace(
            state,
            hands=_set(state.hands, seat, (*hand, card)),
            discard_pile=state.discard_pile[:-1],
            knocked=_set(state.knocked, seat, True),
            stage=PLAY,
            knock_from=None,
            knock_queue=(),
        )
    else:  # Pass
        events.append(Event("pass", seat=seat))
        queue = state.knock_queue[1:]
        if queue:
            state = replace(state, current=queue[0], knock_queue=queue)
        else:
            discarder = state.knock_from
            assert discarder is not None, "a knock window is open, so someone discarded (P10-V3)"
            state = start_turn(state, next_active(state, discarder), events)
    return replace(state, last_events=tuple(events))


class _RoundEnded(Exception):
    """Carries the table at the moment a round ended (``round_end_position``)."""

    def __init__(self, state: State) -> None:
        super().__init__("round ended")
        self.state = state


#: True only inside ``round_end_position``: stop where the round ends.
_HOLD_AT_ROUND_END: ContextVar[bool] = ContextVar("hold_at_round_end", default=False)


def _went_out(state: State, seat: int, events: list[Event]) -> State:
    events.append(Event("went_out", seat=seat))  # P10-15: the round ends at once
    if _HOLD_AT_ROUND_END.get():
        raise _RoundEnded(replace(state, current=None, last_events=tuple(events)))
    return end_round(state, seat, events)


def round_end_position(state: State, action: Action) -> State | None:
    """The table the moment ``action`` ends the round by a player going out:
    every hand, laid group and pile as they lie, before scoring and the next
    deal (the UI shows it face up under the round summary). None if
    ``action`` does not end the round that way (or is illegal)."""
    token = _HOLD_AT_ROUND_END.set(True)
    try:
        apply(state, action)
    except _RoundEnded as ended:
        return ended.state
    except IllegalAction:
        return None
    finally:
        _HOLD_AT_ROUND_END.reset(token)
    return None


#: The discard of each kind of card, made once (legal_actions lists about ten per turn).
_DISCARDS = {card: Discard(card) for card in ALL_KINDS}

#: The last state ``legal_actions`` answered, and its answer: a player's turn
#: asks for the same state's actions more than once (the controller, the
#: observation of the seat to act, the computer player). A state is immutable,
#: so the answer for the same object never changes.
_last: tuple[State | None, tuple[Action, ...]] = (None, ())


def legal_actions(state: State) -> tuple[Action, ...]:
    global _last
    last = _last
    if last[0] is state:
        return last[1]
    legal = _legal_actions(state)
    _last = (state, legal)
    return legal


def _legal_actions(state: State) -> tuple[Action, ...]:
    stage = state.stage
    if stage == OVER:
        return ()
    if stage == KNOCK_STAGE:
        return (KNOCK, PASS)
    if stage == DRAW:
        out: list[Action] = []
        if state.draw_pile or len(state.discard_pile) > 1:
            out.append(DRAW_DECK)
        if state.discard_pile and state.discard_pile[-1] != SKIP:
            out.append(DRAW_DISCARD)
        return tuple(out)
    if state.skip_choice is not None:  # only giving the chosen Skip (or a take-back)
        return (PlaySkip(state.skip_choice),)
    seat = state.current_seat()
    hand = state.hands[seat]
    ordered = tuple(sorted(hand))
    cards = [card for card in dict.fromkeys(ordered) if card != SKIP]  # distinct, sorted
    if not state.laid[seat]:
        groups = find_phase_sorted(ordered, state.phase_of(seat), state.options.natural_rule)
        out = [] if groups is None else [Lay(groups)]
    else:
        out = []
        for p, laid_groups in enumerate(state.laid):
            for g, group in enumerate(laid_groups):
                for card in cards:
                    for laid in placements(group, card):
                        out.append(Hit(laid, p, g))
    out.extend([_DISCARDS[card] for card in cards])
    if SKIP in hand:
        if _may_discard_skip(state, hand):
            out.append(_DISCARDS[SKIP])
        if len(hand) > 1:
            out.extend(PlaySkip(t) for t in _skip_targets(state, seat))
    return tuple(out)
