"""What happens between the moves: dealing, passing the turn, skips, the end
of a round and the end of the game (P10-2..5, P10-16, P10-20, P10-23..25,
P10-V1, the 2026 tie-break).

These are the automatic steps ``apply`` runs after a player's action; none
of them asks a player anything. Every function takes the events list of the
running ``apply`` and appends what it did.
"""

from __future__ import annotations

from cardtable.engine.api import shuffle_rng
from cardtable.engine.phase10 import cards
from cardtable.engine.phase10.options import Options
from cardtable.engine.phase10.state import DRAW, KNOCK, OVER, PLAY, Event, RoundRecord, State
from cardtable.engine.phase10.state import evolve as replace

HAND_SIZE = 10


def card_points(card: str, edition: str) -> int:
    """Penalty points of one card left in a hand (P10-23)."""
    if card == cards.WILD:
        return 25 if edition == "2026" else 20
    if card == cards.SKIP:
        return 15
    return 5 if cards.number_value(card) <= 9 else 10


def hand_points(hand: tuple[str, ...], edition: str) -> int:
    return sum(card_points(c, edition) for c in hand)


def next_active(state: State, seat: int) -> int:
    """The next seat clockwise (to the left) that plays this round."""
    n = state.options.players
    s = (seat + 1) % n
    while not state.active[s]:
        s = (s + 1) % n
    return s


def shuffled(state: State, pile: tuple[str, ...]) -> tuple[tuple[str, ...], State]:
    """``pile`` shuffled with the game's next shuffle; the state counts it."""
    rng = shuffle_rng(state.seed, state.round, state.shuffles)
    out = list(pile)
    rng.shuffle(out)
    return tuple(out), replace(state, shuffles=state.shuffles + 1)


def can_draw(state: State) -> bool:
    """Whether the current player can draw anything at all (P10-16)."""
    return _can_draw(state.draw_pile, state.discard_pile)


def _can_draw(draw_pile: tuple[str, ...], discard_pile: tuple[str, ...]) -> bool:
    if draw_pile or len(discard_pile) > 1:
        return True
    return bool(discard_pile) and discard_pile[-1] != cards.SKIP


def start_turn(state: State, seat: int, events: list[Event]) -> State:
    """Give the turn to ``seat``, resolving Skips lying in front (P10-20)."""
    skips = state.skips
    knocked = list(state.knocked)
    pile = state.discard_pile
    if skips[seat]:
        waiting = list(skips)
        while waiting[seat]:
            waiting[seat] = False
            knocked[seat] = False
            # 2026: the Skip goes on top of the discard pile; classic: under it.
            pile = (*pile, cards.SKIP) if state.options.edition == "2026" else (cards.SKIP, *pile)
            events.append(Event("skipped", seat=seat))
            seat = next_active(state, seat)  # looks only at who plays this round
        skips = tuple(waiting)
    knocked[seat] = False
    stage = DRAW
    if not _can_draw(state.draw_pile, pile):
        events.append(Event("draw_skipped", seat=seat))
        stage = PLAY
    return replace(
        state,
        current=seat,
        stage=stage,
        skips=skips,
        knocked=tuple(knocked),
        discard_pile=pile,
        knock_from=None,
        knock_queue=(),
    )


def knock_candidates(state: State, discarder: int) -> tuple[int, ...]:
    """Who is asked, in clockwise order, after ``discarder`` discarded (P10-V3).

    Not asked: the discarder; the player whose regular turn comes next (they
    may simply draw the card); players with a Skip in front of them (they
    lose their next turn); players who got their last turn by knocking
    ("nobody may knock twice in a row"). A Skip on the pile is never offered.
    """
    if not state.options.knock or not state.discard_pile or state.discard_pile[-1] == cards.SKIP:
        return ()
    n = state.options.players
    order = [(discarder + k) % n for k in range(1, n)]
    following = next((s for s in order if state.active[s] and not state.skips[s]), None)
    return tuple(
        s
        for s in order
        if state.active[s] and s != following and not state.skips[s] and not state.knocked[s]
    )


def end_turn(state: State, events: list[Event], offered: bool) -> State:
    """After a discard (``offered``) or a Skip: open the knock window or pass
    the turn on to the left."""
    seat = state.current_seat()
    queue = knock_candidates(state, seat) if offered else ()
    if queue:
        return replace(state, stage=KNOCK, current=queue[0], knock_from=seat, knock_queue=queue)
    return start_turn(state, next_active(state, seat), events)


def deal(state: State, round_no: int, dealer: int, active: tuple[bool, ...], events: list[Event]) -> State:
    """Shuffle all 108 cards and deal round ``round_no`` (P10-2, P10-3, P10-5)."""
    n = state.options.players
    state = replace(state, round=round_no, dealer=dealer, active=active)
    deck, state = shuffled(state, cards.full_deck())
    hands: list[tuple[str, ...]] = [()] * n
    pos = 0
    for s in range(n):
        if active[s]:
            hands[s] = deck[pos : pos + HAND_SIZE]
            pos += HAND_SIZE
    rest = deck[pos:]
    state = replace(
        state,
        hands=tuple(hands),
        draw_pile=rest[:-1],
        discard_pile=rest[-1:],
        laid=((),) * n,
        skips=(False,) * n,
        knocked=(False,) * n,
        knock_from=None,
        knock_queue=(),
    )
    events.append(Event("deal", seat=dealer, card=rest[-1], count=round_no))
    first = next_active(state, dealer)
    if rest[-1] == cards.SKIP:  # P10-5: the first player is skipped
        events.append(Event("first_skip", seat=first))
        first = next_active(state, first)
    return start_turn(state, first, events)


def new_game(options: Options, seed: int) -> State:
    n = options.players
    blank = State(
        options=options,
        seed=seed,
        shuffles=0,
        round=0,
        dealer=options.first_dealer,
        current=None,
        stage=DRAW,
        hands=((),) * n,
        draw_pile=(),
        discard_pile=(),
        laid=((),) * n,
        phase_index=(0,) * n,
        skips=(False,) * n,
        scores=(0,) * n,
        active=(True,) * n,
        knocked=(False,) * n,
    )
    events: list[Event] = []
    state = deal(blank, 1, options.first_dealer, (True,) * n, events)
    return replace(state, last_events=tuple(events))


def round_outcome(
    opts: Options,
    round_no: int,
    phase_index: tuple[int, ...],
    completed: tuple[bool, ...],
    totals: tuple[int, ...],
    active: tuple[bool, ...],
    tiebreak: bool,
    out: int | None,
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """What a scored round decides (P10-24, P10-25, P10-V1, the 2026 tie-break):
    ``(phase_index, winners, tied)``: each seat's phase index for the next
    round, the winners if the game is over, else the seats that must replay
    the last phase in a tie-break round (2026). Pure, so the score keeper for
    games with real cards (cardtable/keeper) applies the very same rules."""
    n = opts.players
    last = len(opts.phases) - 1
    if opts.exact_ten_rounds:  # P10-V1: everybody advances
        index = tuple(min(i + 1, last) for i in phase_index)
    else:  # P10-24
        index = tuple(i + 1 if completed[s] and i < last else i for s, i in enumerate(phase_index))
    winners: tuple[int, ...] = ()
    tied: tuple[int, ...] = ()
    if tiebreak:
        winners = (out,) if out is not None else ()
    elif opts.exact_ten_rounds:
        if round_no >= len(opts.phases):
            best = min(totals)
            winners = tuple(s for s in range(n) if totals[s] == best)
    else:  # P10-25
        finishers = [s for s in range(n) if active[s] and completed[s] and phase_index[s] == last]
        if finishers:
            best = min(totals[s] for s in finishers)
            tied = tuple(s for s in finishers if totals[s] == best)
            if len(tied) == 1 or opts.edition == "classic":
                winners, tied = tied, ()
    return index, winners, tied


def end_round(state: State, out: int | None, events: list[Event]) -> State:
    """Score the round, advance phases, end the game or deal the next round."""
    opts = state.options
    n = opts.players
    penalties = tuple(hand_points(h, opts.edition) if state.active[s] else 0 for s, h in enumerate(state.hands))
    completed = tuple(bool(g) for g in state.laid)
    totals = tuple(a + b for a, b in zip(state.scores, penalties, strict=True))
    record = RoundRecord(
        round=state.round,
        dealer=state.dealer,
        phases=tuple(state.phase_of(s) if state.active[s] else None for s in range(n)),
        completed=completed,
        penalties=penalties,
        totals=totals,
        went_out=out,
        tiebreak=state.tiebreak,
    )
    events.append(Event("round_end", seat=out, count=state.round, hands=state.hands))
    state = replace(state, scores=totals, history=(*state.history, record), current=None)
    index, winners, tied = round_outcome(opts, state.round, state.phase_index, completed, totals,
                                         state.active, state.tiebreak, out)
    if winners:
        events.append(Event("game_over"))
        return replace(state, stage=OVER, winners=winners, knock_from=None, knock_queue=())
    active = tuple(s in tied for s in range(n)) if tied else (True,) * n
    state = replace(state, phase_index=index, tiebreak=bool(tied))
    return deal(state, state.round + 1, (state.dealer + 1) % n, active, events)


__all__ = ["DRAW", "KNOCK", "OVER", "PLAY", "card_points", "deal", "end_round", "new_game", "round_outcome", "start_turn"]
