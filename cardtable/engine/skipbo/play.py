"""How a Skip-Bo position moves on: dealing, legality, and applying actions.

The hot path of random play and AI search lives here, so it works on tuples
directly and builds each new state with one constructor call. Actions that
``legal_actions`` returns are shared, pre-built objects.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cardtable.engine.api import Rejection, shuffle_rng
from cardtable.engine.skipbo.cards import (
    ALL_KINDS,
    BUILDING_SPOTS,
    DISCARD_PILES,
    HAND_SIZE,
    TOP_VALUE,
    WILD,
    Card,
    describe,
    full_deck,
    sort_cards,
)
from cardtable.engine.skipbo.options import SkipBoOptions
from cardtable.engine.skipbo.state import (
    DISCARD,
    HAND,
    STOCK,
    Action,
    Discard,
    EndTurn,
    Event,
    GameRecord,
    Play,
    PlayerState,
    SkipBoState,
)

# SB-19 safety net: this many moves in a row (plays, discards, turn ends) in
# which nobody plays a stock card block the game, so no game runs forever
# (a stalled table is otherwise recycled, ``recycle``, and plays on).
STALL_LIMIT = 1000
WIN_POINTS = 25  # SB-V1
POINTS_PER_CARD = 5

SPOTS = range(BUILDING_SPOTS)
PILES = range(DISCARD_PILES)
HAND_PLAYS = {c: tuple(Play(HAND, to, c) for to in SPOTS) for c in ALL_KINDS}
STOCK_PLAYS = tuple(Play(STOCK, to) for to in SPOTS)
DISCARD_PLAYS = tuple(tuple(Play(DISCARD, to, None, pile) for to in SPOTS) for pile in PILES)
DISCARDS = {c: tuple(Discard(c, pile) for pile in PILES) for c in ALL_KINDS}
END_TURN = EndTurn()
EMPTY_PILES: tuple[tuple[Card, ...], ...] = ((),) * DISCARD_PILES
EMPTY_BUILDING: tuple[tuple[Card, ...], ...] = ((),) * BUILDING_SPOTS


# dealing ------------------------------------------------------------------


def deal(options: SkipBoOptions, seed: int, shuffles: int, game_number: int, starter: int,
         match_points: tuple[int, ...], history: tuple[GameRecord, ...],
         events: list[Event]) -> SkipBoState:
    """A freshly dealt game (SB-2): stocks face down, the rest the draw pile;
    the starter's hand is filled at once (SB-8)."""
    deck = full_deck()
    shuffle_rng(seed, shuffles).shuffle(deck)
    n, k = options.players, options.stock_count()
    players = [PlayerState(tuple(deck[i * k:(i + 1) * k]), (), EMPTY_PILES) for i in range(n)]
    draw = tuple(deck[n * k:])
    events.append(Event("deal", seat=starter, game=game_number))
    events.append(Event("turn", seat=starter))
    hand, draw, set_aside, shuffles = refill((), draw, (), seed, shuffles + 1, events, starter)
    players[starter] = PlayerState(players[starter].stock, hand, EMPTY_PILES)
    return SkipBoState(options, seed, shuffles, game_number, starter, starter, tuple(players),
                       ((),) * BUILDING_SPOTS, draw, set_aside, False, 0, 0, match_points,
                       history, (), "", tuple(events))


def reshuffle(set_aside: tuple[Card, ...], seed: int | str, shuffles: int,
              events: list[Event]) -> tuple[tuple[Card, ...], tuple[Card, ...], int]:
    """SB-17: the completed piles become the new draw pile."""
    cards = list(set_aside)
    shuffle_rng(seed, shuffles).shuffle(cards)
    events.append(Event("reshuffle", count=len(cards)))
    return tuple(cards), (), shuffles + 1


def refill(hand: tuple[Card, ...], draw: tuple[Card, ...], set_aside: tuple[Card, ...], seed: int | str,
           shuffles: int, events: list[Event],
           seat: int) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...], int]:
    """Draw until the hand holds 5 cards, or what there is (SB-8, SB-11)."""
    need = HAND_SIZE - len(hand)
    drawn: tuple[Card, ...] = ()
    while need > 0 and draw:
        k = min(need, len(draw))
        drawn += draw[-k:]
        draw = draw[:-k]
        need -= k
        if not draw and set_aside:
            draw, set_aside, shuffles = reshuffle(set_aside, seed, shuffles, events)
    if drawn:
        hand = sort_cards(hand + drawn)
        events.append(Event("refill", seat=seat, count=len(drawn)))
    return hand, draw, set_aside, shuffles


# legality -----------------------------------------------------------------


def legal_actions(state: SkipBoState) -> list[Action]:
    if state.reason:
        return []
    p = state.players[state.current]
    needs = [len(b) + 1 for b in state.building]
    out: list[Action] = []
    append = out.append
    hand = p.hand
    prev = None
    for c in hand:
        if c == prev:
            continue
        prev = c
        plays = HAND_PLAYS[c]
        for to in SPOTS:
            if c == WILD or c == needs[to]:
                append(plays[to])
    if p.stock:
        c = p.stock[-1]
        for to in SPOTS:
            if c == WILD or c == needs[to]:
                append(STOCK_PLAYS[to])
    for i, pile in enumerate(p.discards):
        if pile:
            c = pile[-1]
            for to in SPOTS:
                if c == WILD or c == needs[to]:
                    append(DISCARD_PLAYS[i][to])
    if hand:
        prev = None
        for c in hand:
            if c != prev:
                out.extend(DISCARDS[c])
                prev = c
    else:
        append(END_TURN)
    return out


def _over_rejection(state: SkipBoState) -> Rejection:
    rule = {"stock-empty": "SB-18", "blocked": "SB-19", "match": "SB-V1"}.get(state.reason, "SB-18")
    return Rejection.of(rule, "the game is over", reason=state.reason)


def check(state: SkipBoState, action: Any) -> Rejection | None:  # any object: refused unless an Action
    if state.reason:
        return _over_rejection(state)
    p = state.players[state.current]
    kind = type(action)
    if kind is Play:
        to = action.to
        if type(to) is not int or not 0 <= to < BUILDING_SPOTS:
            return Rejection.of("SB-6", "there are only building spots 0 to 3", to=to)
        src = action.source
        if src != DISCARD and action.pile != -1:
            return Rejection.of("SB-9", "only a play from a discard pile names a pile", pile=action.pile)
        if src == HAND:
            card = action.card
            if card not in p.hand:
                return Rejection.of("SB-9", f"{describe(card)} is not in your hand", card=card)
        elif src == STOCK:
            if not p.stock:
                return Rejection.of("SB-4", "your stock pile is empty")
            card = p.stock[-1]
            if action.card is not None and action.card != card:
                return Rejection.of("SB-4", f"only the top card of your stock ({describe(card)}) can be played",
                                    card=action.card, top=card)
        elif src == DISCARD:
            i = action.pile
            if type(i) is not int or not 0 <= i < DISCARD_PILES:
                return Rejection.of("SB-7", "there are only discard piles 0 to 3", pile=i)
            pile = p.discards[i]
            if not pile:
                return Rejection.of("SB-13", f"your discard pile {i} is empty", pile=i)
            card = pile[-1]
            if action.card is not None and action.card != card:
                return Rejection.of("SB-13", f"only the top card of a discard pile ({describe(card)}) can be played",
                                    card=action.card, top=card, pile=i)
        else:
            return Rejection.of("SB-9", "cards are played from the hand, the stock or a discard pile", source=src)
        have = len(state.building[to])
        if card != WILD and card != have + 1:
            if have == 0:
                return Rejection.of("SB-14", "an empty building spot starts with a 1 or a SKIP-BO card",
                                    card=card, to=to)
            return Rejection.of("SB-15", f"building pile {to} needs a {have + 1}", card=card, to=to,
                                needed=have + 1)
        return None
    if kind is Discard:
        if not p.hand:
            return Rejection.of("SB-8", "your hand is empty: end the turn without a discard")
        if action.source != HAND:
            return Rejection.of("SB-13", "only hand cards can be discarded, not a card of your {source}",
                                source=action.source, card=action.card)
        if action.card not in p.hand:
            return Rejection.of("SB-13", f"only hand cards can be discarded; {describe(action.card)} is not in your hand",
                                card=action.card)
        i = action.pile
        if type(i) is not int or not 0 <= i < DISCARD_PILES:
            return Rejection.of("SB-7", "there are only discard piles 0 to 3", pile=i)
        return None
    if kind is EndTurn:
        if p.hand:
            return Rejection.of("SB-12", "the turn ends by discarding a hand card")
        return None
    return Rejection.of("SB-9", "not a Skip-Bo action")


# applying -----------------------------------------------------------------


def apply_play(state: SkipBoState, action: Play) -> SkipBoState:
    seat = state.current
    p = state.players[seat]
    hand, stock, discards = p.hand, p.stock, p.discards
    src = action.source
    pile_no = -1
    if src == HAND:
        card = action.card
        assert card is not None, "check() rejects a hand play that names no card held (SB-9)"
        i = hand.index(card)
        hand = hand[:i] + hand[i + 1:]
    elif src == STOCK:
        card = stock[-1]
        stock = stock[:-1]
    else:
        pile_no = action.pile
        card = discards[pile_no][-1]
        discards = (*discards[:pile_no], discards[pile_no][:-1], *discards[pile_no + 1:])
    to = action.to
    new_pile = state.building[to] + (card,)
    value = len(new_pile)
    events = [Event("play", seat, card, src, pile_no, to, value)]
    set_aside, draw, shuffles, seed = state.set_aside, state.draw, state.shuffles, state.seed
    if value == TOP_VALUE:  # SB-16
        new_pile = ()
        set_aside = sort_cards(set_aside + state.building[to] + (card,))
        events.append(Event("complete", seat, to=to))
        if not draw:  # SB-17, at once
            draw, set_aside, shuffles = reshuffle(set_aside, seed, shuffles, events)
    building = (*state.building[:to], new_pile, *state.building[to + 1:])
    if not hand and draw and stock:  # SB-11
        hand, draw, set_aside, shuffles = refill(hand, draw, set_aside, seed, shuffles, events, seat)
    since = 0 if src == STOCK else state.since_stock + 1
    players = (*state.players[:seat], PlayerState(stock, hand, discards), *state.players[seat + 1:])
    new = SkipBoState(state.options, seed, shuffles, state.game_number, state.starter, seat, players,
                      building, draw, set_aside, True, state.idle_turns, since, state.match_points,
                      state.history, (), "", tuple(events))
    if not stock:  # SB-18
        return finish(new, (seat,), "stock-empty", events)
    if since >= STALL_LIMIT:
        return finish(new, fewest_stock(new), "blocked", events)
    return new


def apply_discard(state: SkipBoState, action: Discard) -> SkipBoState:
    seat = state.current
    p = state.players[seat]
    hand = p.hand
    i = hand.index(action.card)
    hand = hand[:i] + hand[i + 1:]
    pile_no = action.pile
    discards = (*p.discards[:pile_no], p.discards[pile_no] + (action.card,), *p.discards[pile_no + 1:])
    events = [Event("discard", seat, action.card, pile=pile_no)]
    return end_turn(state, PlayerState(p.stock, hand, discards), events)


def apply_end(state: SkipBoState) -> SkipBoState:
    seat = state.current
    return end_turn(state, state.players[seat], [Event("end", seat)])


def end_turn(state: SkipBoState, mover: PlayerState, events: list[Event]) -> SkipBoState:
    """Pass the turn on (SB-12) and fill the next hand (SB-8); SB-19: after a
    whole round with nothing to draw and no building play the building and
    discard piles become the draw pile (``recycle``); with none to recycle,
    or at the safety net, the game is blocked."""
    seat = state.current
    players = state.players
    n = len(players)
    idle = 0 if state.draw or state.built else state.idle_turns + 1
    since = state.since_stock + 1
    nxt = (seat + 1) % n
    building, draw, shuffles = state.building, state.draw, state.shuffles
    lst = list(players)
    lst[seat] = mover
    if idle >= n and since < STALL_LIMIT and (any(building) or any(any(p.discards) for p in lst)):
        draw, shuffles = recycle(building, lst, state.seed, shuffles, events)  # SB-19: play goes on
        building, idle = EMPTY_BUILDING, 0
    if idle >= n or since >= STALL_LIMIT:
        new = replace(state, players=tuple(lst), idle_turns=idle, since_stock=since, built=False)
        return finish(new, fewest_stock(new), "blocked", events)
    events.append(Event("turn", nxt))
    q = lst[nxt]
    hand, draw, set_aside, shuffles = refill(q.hand, draw, state.set_aside, state.seed,
                                             shuffles, events, nxt)
    if hand is not q.hand:
        lst[nxt] = PlayerState(q.stock, hand, q.discards)
    return SkipBoState(state.options, state.seed, shuffles, state.game_number, state.starter, nxt,
                       tuple(lst), building, draw, set_aside, False, idle, since,
                       state.match_points, state.history, (), "", tuple(events))


def recycle(building: tuple[tuple[Card, ...], ...], players: list[PlayerState], seed: int | str, shuffles: int,
            events: list[Event]) -> tuple[tuple[Card, ...], int]:
    """SB-19: a table with nothing to draw where a whole round passed without
    a building play gets going again: the building piles and every player's
    discard piles are shuffled into a new draw pile (``players`` is updated in
    place); every building spot is free and every discard pile empty."""
    cards = [card for pile in building for card in pile]
    for i, p in enumerate(players):
        cards += [card for pile in p.discards for card in pile]
        if any(p.discards):
            players[i] = PlayerState(p.stock, p.hand, EMPTY_PILES)
    shuffle_rng(seed, shuffles).shuffle(cards)
    events.append(Event("recycle", count=len(cards)))
    return tuple(cards), shuffles + 1


def fewest_stock(state: SkipBoState) -> tuple[int, ...]:
    sizes = [len(p.stock) for p in state.players]
    low = min(sizes)
    return tuple(i for i, s in enumerate(sizes) if s == low)


def match_award(stocks: tuple[int, ...], winners: tuple[int, ...]) -> tuple[int, ...]:
    """SB-V1: each winner of a game scores 25 plus 5 for every card left in
    the other players' stock piles; everybody else scores 0. Shared with the
    score keeper for games with real cards (cardtable/keeper)."""
    total_left = sum(stocks)
    return tuple(WIN_POINTS + POINTS_PER_CARD * (total_left - stocks[i]) if i in winners else 0
                 for i in range(len(stocks)))


def match_leaders(totals: tuple[int, ...], target: int) -> tuple[int, ...]:
    """SB-V1: the match winners once a total reaches ``target`` (the highest
    total; a tie shares the win), else ()."""
    best = max(totals)
    return tuple(i for i, t in enumerate(totals) if t == best) if best >= target else ()


def finish(state: SkipBoState, winners: tuple[int, ...], reason: str, events: list[Event]) -> SkipBoState:
    """End the game (SB-18/SB-19); with SB-V1 score it and deal the next one
    unless someone reached the match target."""
    events.append(Event("game_over", winners=winners, reason=reason, game=state.game_number))
    opts = state.options
    if not opts.match_scoring:
        return replace(state, winners=winners, reason=reason, last_events=tuple(events))
    stocks = tuple(len(p.stock) for p in state.players)
    points = match_award(stocks, winners)
    totals = tuple(a + b for a, b in zip(state.match_points, points, strict=True))
    history = (*state.history, GameRecord(stocks, points, winners, reason))
    match_winners = match_leaders(totals, opts.match_target)
    if match_winners:
        events.append(Event("game_over", winners=match_winners, reason="match", game=state.game_number))
        return replace(state, match_points=totals, history=history, winners=match_winners,
                       reason="match", last_events=tuple(events))
    starter = (state.starter + 1) % len(stocks)
    return deal(opts, state.seed, state.shuffles, state.game_number + 1, starter, totals, history, events)
