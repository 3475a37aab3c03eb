"""Phase 10 states as JSON, readable and writable by hand (docs/FORMAT.md).

``state_to_json`` writes every field; ``state_from_json`` accepts the same
document with many fields left out (defaults below) and validates it all:
types, unknown or missing fields, card notation, the 108-card deck (a 109th
card, a third R7, missing cards), laid groups against their rules and the
player's phase, and combinations that cannot occur in play (two players to
act, a Skip in front of the player to act, ...). Every problem raises
:class:`InvalidState` naming the place (``players[1].hand[3]``); no other
exception escapes.

Defaults for a hand-written position: ``format`` 1, ``options`` {} (game
defaults, ``players`` from the players list), ``seed`` 0, ``shuffles`` 0,
``round`` 1, ``dealer`` the dealer of that round, ``current`` the seat left of
the dealer, ``stage`` "draw"; per player ``phase`` the first phase, ``laid``
[], ``skip`` false, ``score`` 0, ``active`` true, ``knocked`` false;
``discard_pile`` []; ``draw_pile`` the cards of the deck not placed
elsewhere, shuffled from the seed; ``history`` [], ``tiebreak`` false,
``knock`` null, ``winners`` [], ``last_events`` [].
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

from cardtable.engine.api import InvalidState, shuffle_rng
from cardtable.engine.jsonfields import fields, json_list, whole
from cardtable.engine.phase10 import cards, melds
from cardtable.engine.phase10.options import Options
from cardtable.engine.phase10.rounds import can_draw
from cardtable.engine.phase10.state import (
    DRAW,
    EVENT_KINDS,
    KNOCK,
    OVER,
    STAGES,
    Event,
    RoundRecord,
    State,
)
from cardtable.engine.takeback import MAX_CHAIN, check_nested

FORMAT = 1
TOP_FIELDS = {
    "game", "format", "options", "seed", "shuffles", "round", "dealer", "current", "stage",
    "players", "draw_pile", "discard_pile", "history", "tiebreak", "knock", "winners", "last_events",
    "undo", "skip_choice",
}
PLAYER_FIELDS = {"hand", "phase", "laid", "skip", "score", "active", "knocked"}
RECORD_FIELDS = {"round", "dealer", "phases", "completed", "penalties", "totals", "went_out", "tiebreak"}
EVENT_FIELDS = {"kind", "seat", "card", "target", "group", "count", "hands", "groups"}


def state_to_json(state: State) -> dict[str, Any]:
    doc = _state_doc(state)
    if state.undo is not None:  # APP-UNDO: what a take-back restores
        doc["undo"] = state_to_json(state.undo)
    return doc


def _state_doc(state: State) -> dict[str, Any]:
    n = state.options.players
    return {
        "game": "phase10",
        "format": FORMAT,
        "options": state.options.to_json(),
        "seed": state.seed,
        "shuffles": state.shuffles,
        "round": state.round,
        "dealer": state.dealer,
        "current": state.current,
        "stage": state.stage,
        "players": [
            {
                "hand": list(state.hands[s]),
                "phase": state.phase_of(s),
                "laid": [g.to_json() for g in state.laid[s]],
                "skip": state.skips[s],
                "score": state.scores[s],
                "active": state.active[s],
                "knocked": state.knocked[s],
            }
            for s in range(n)
        ],
        "draw_pile": list(state.draw_pile),
        "discard_pile": list(state.discard_pile),
        "history": [r.to_json() for r in state.history],
        "tiebreak": state.tiebreak,
        "knock": {"from": state.knock_from, "queue": list(state.knock_queue)} if state.stage == KNOCK else None,
        "winners": list(state.winners),
        "last_events": [e.to_json() for e in state.last_events],
        **({"skip_choice": state.skip_choice} if state.skip_choice is not None else {}),
    }


# -- reading -----------------------------------------------------------------




def _seat_or_none(value: Any, path: str, n: int) -> int | None:
    """A seat number, or None where the document may leave the seat out."""
    return None if value is None else _seat(value, path, n)


def _seat(value: Any, path: str, n: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
        raise InvalidState(f"must be a seat 0..{n - 1}, got {value!r}"[:200], path)
    return value


def _bool(value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidState(f"must be true or false, got {value!r}"[:200], path)
    return value



def _cards(value: Any, path: str) -> tuple[str, ...]:
    out = []
    for i, card in enumerate(json_list(value, path)):
        if not cards.is_card(card):
            raise InvalidState(f"{card!r} is not a card (R1..R12, B.., Y.., G.., W or S)"[:200], f"{path}[{i}]")
        out.append(card)
    return tuple(out)


def _group(value: Any, path: str) -> melds.Group:
    try:
        group = melds.Group.from_json(value)
    except (ValueError, TypeError) as exc:
        raise InvalidState(str(exc), path) from None
    rejection = melds.group_rejection(group)
    if rejection is not None:
        raise InvalidState(f"this group breaks rule {rejection.rule}: {rejection.message}", path)
    return group


class _Tally:
    """Counts cards in reading order and names the first place with one too many."""

    def __init__(self, grand_total: int) -> None:
        self.counts: Counter[str] = Counter()
        self.grand_total = grand_total

    def add(self, items: tuple[str, ...], path: str) -> None:
        for i, card in enumerate(items):
            self.counts[card] += 1
            k = self.counts[card]
            if k > cards.COPIES[card]:
                total = self.grand_total
                extra = f"{total} cards, a 109th card too many: " if total > cards.DECK_SIZE else ""
                raise InvalidState(
                    f"{extra}{card} appears {k} times but the deck has {cards.COPIES[card]} (P10-1)",
                    f"{path}[{i}]" if len(items) > 1 or path.endswith(("hand", "pile")) else path,
                )


def state_from_json(data: Any) -> State:
    try:
        return _read(data)
    except InvalidState:
        raise
    except RecursionError:
        raise InvalidState("the document is nested too deeply") from None
    except Exception as exc:  # a safety net: bad input must never end in a traceback
        raise InvalidState(f"cannot read this state ({type(exc).__name__}: {exc})"[:300]) from None


def _read(data: Any, depth: int = 0) -> State:
    data = fields(data, "", TOP_FIELDS, ("players",))
    undo = None
    if data.get("undo") is not None:
        if depth >= MAX_CHAIN:
            raise InvalidState(f"more than {MAX_CHAIN} moves to take back", "undo")
        try:
            undo = _read(data["undo"], depth + 1)
        except InvalidState as exc:
            raise InvalidState(exc.reason, f"undo.{exc.path}" if exc.path else "undo") from None
    if data.get("game", "phase10") != "phase10":
        raise InvalidState(f"this is not a Phase 10 state: {data.get('game')!r}", "game")
    if data.get("format", FORMAT) != FORMAT:
        raise InvalidState(f"unknown format {data.get('format')!r}; this version reads format {FORMAT}", "format")
    raw_players = json_list(data["players"], "players")
    if not 2 <= len(raw_players) <= 6:
        raise InvalidState(f"{len(raw_players)} players; Phase 10 is for 2 to 6 (P10-2)", "players")
    n = len(raw_players)
    options = Options.from_json(data.get("options", {}), "options", players=n)
    if options.players != n:
        raise InvalidState(f"options say {options.players} players but the players list has {n}", "players")
    seed = whole(data.get("seed", 0), "seed")
    shuffles = whole(data.get("shuffles", 0), "shuffles", 0)
    round_no = whole(data.get("round", 1), "round", 1)
    if options.exact_ten_rounds and round_no > len(options.phases):
        raise InvalidState(f"round {round_no}, but P10-V1 plays only {len(options.phases)} rounds", "round")
    dealer = _seat(data.get("dealer", (options.first_dealer + round_no - 1) % n), "dealer", n)
    stage = data.get("stage", "draw")
    if stage not in STAGES:
        raise InvalidState(f"{stage!r} is not a stage; expected one of {', '.join(STAGES)}", "stage")

    tally = _Tally(_rough_total(data))
    hands, laid, index, skips, scores, active, knocked = [], [], [], [], [], [], []
    for s, raw in enumerate(raw_players):
        path = f"players[{s}]"
        p = fields(raw, path, PLAYER_FIELDS, ("hand",))
        hand = _cards(p["hand"], f"{path}.hand")
        tally.add(hand, f"{path}.hand")
        phase = p.get("phase", options.phases[0])
        if phase not in options.phases or isinstance(phase, bool):
            raise InvalidState(f"phase {phase!r} is not played in this game (phases {list(options.phases)})"[:200], f"{path}.phase")
        groups = tuple(_group(g, f"{path}.laid[{j}]") for j, g in enumerate(json_list(p.get("laid", []), f"{path}.laid")))
        for j, g in enumerate(groups):
            tally.add(g.card_names(), f"{path}.laid[{j}]")
        if groups:
            rejection = melds.phase_rejection(groups, phase, options.natural_rule)
            if rejection is not None:
                raise InvalidState(
                    f"the laid groups are not phase {phase}: rule {rejection.rule}: {rejection.message}", f"{path}.laid"
                )
        skip = _bool(p.get("skip", False), f"{path}.skip")
        if skip:
            tally.add((cards.SKIP,), f"{path}.skip")
        hands.append(hand)
        laid.append(groups)
        index.append(options.phases.index(phase))
        skips.append(skip)
        scores.append(whole(p.get("score", 0), f"{path}.score", 0))
        active.append(_bool(p.get("active", True), f"{path}.active"))
        knocked.append(_bool(p.get("knocked", False), f"{path}.knocked"))
    discard = _cards(data.get("discard_pile", []), "discard_pile")
    tally.add(discard, "discard_pile")
    if "draw_pile" in data:
        draw = _cards(data["draw_pile"], "draw_pile")
        tally.add(draw, "draw_pile")
        missing = Counter(cards.full_deck()) - tally.counts
        if missing:
            total = sum(tally.counts.values())
            some = " ".join(sorted(missing.elements())[:12])
            raise InvalidState(
                f"the cards add up to {total}, not 108 (P10-1); missing: {some}"
                f"{' ...' if sum(missing.values()) > 12 else ''} (or leave out draw_pile to get the rest of the deck)",
                "draw_pile",
            )
    else:
        rest = list((Counter(cards.full_deck()) - tally.counts).elements())
        shuffle_rng(seed, "fill").shuffle(rest)
        draw = tuple(rest)

    history = tuple(_record(r, f"history[{i}]", n) for i, r in enumerate(json_list(data.get("history", []), "history")))
    tiebreak = _bool(data.get("tiebreak", False), "tiebreak")
    winners = tuple(_seat(w, f"winners[{i}]", n) for i, w in enumerate(json_list(data.get("winners", []), "winners")))
    knock = data.get("knock")
    knock_from: int | None = None
    queue: tuple[int, ...] = ()
    if knock is not None:
        k = fields(knock, "knock", {"from", "queue"}, ("from", "queue"))
        knock_from = _seat(k["from"], "knock.from", n)
        queue = tuple(_seat(q, f"knock.queue[{i}]", n) for i, q in enumerate(json_list(k["queue"], "knock.queue")))
    events = tuple(_event(e, f"last_events[{i}]", n) for i, e in enumerate(json_list(data.get("last_events", []), "last_events")))

    default_current: int | None = None
    if stage != OVER:
        seat = dealer
        for _ in range(n):
            seat = (seat + 1) % n
            if active[seat]:
                break
        default_current = seat
    current = _seat_or_none(data.get("current", default_current), "current", n)

    state = State(
        options=options, seed=seed, shuffles=shuffles, round=round_no, dealer=dealer, current=current,
        stage=stage, hands=tuple(hands), draw_pile=draw, discard_pile=discard, laid=tuple(laid),
        phase_index=tuple(index), skips=tuple(skips), scores=tuple(scores), history=history,
        active=tuple(active), tiebreak=tiebreak, knock_from=knock_from, knock_queue=queue,
        knocked=tuple(knocked), winners=winners, last_events=events, undo=undo,
        skip_choice=_seat_or_none(data.get("skip_choice"), "skip_choice", n),
    )
    _consistency(state)
    if undo is not None:
        if not options.take_back:
            raise InvalidState("must be null unless options.take_back is true (APP-UNDO)", "undo")
        why = check_nested(state, undo)
        if why is not None:
            raise InvalidState(why, "undo")
    return state


def _rough_total(data: Mapping[str, Any]) -> int:
    """How many cards the document holds (for the message about a 109th card)."""

    def size(x: Any) -> int:
        return len(x) if isinstance(x, list) else 0

    total = size(data.get("draw_pile")) + size(data.get("discard_pile"))
    for p in data.get("players") or ():
        if isinstance(p, Mapping):
            total += size(p.get("hand")) + (p.get("skip") is True)
            for g in p.get("laid") or () if isinstance(p.get("laid"), list) else ():
                total += size(g.get("cards")) if isinstance(g, Mapping) else 0
    return total


def _record(raw: Any, path: str, n: int) -> RoundRecord:
    r = fields(raw, path, RECORD_FIELDS, ("round", "phases", "completed", "penalties", "totals"))

    def seq(name: str, check: Callable[[Any, str], Any]) -> tuple[Any, ...]:
        items = json_list(r[name], f"{path}.{name}")
        if len(items) != n:
            raise InvalidState(f"needs one entry per player ({n}), has {len(items)}", f"{path}.{name}")
        return tuple(check(v, f"{path}.{name}[{i}]") for i, v in enumerate(items))

    def phase(v: Any, p: str) -> int | None:
        return None if v is None else whole(v, p, 1, 10)

    return RoundRecord(
        round=whole(r["round"], f"{path}.round", 1),
        dealer=_seat(r.get("dealer", 0), f"{path}.dealer", n),
        phases=seq("phases", phase),
        completed=seq("completed", _bool),
        penalties=seq("penalties", lambda v, p: whole(v, p, 0)),
        totals=seq("totals", lambda v, p: whole(v, p, 0)),
        went_out=_seat_or_none(r.get("went_out"), f"{path}.went_out", n),
        tiebreak=_bool(r.get("tiebreak", False), f"{path}.tiebreak"),
    )


def _event(raw: Any, path: str, n: int) -> Event:
    e = fields(raw, path, EVENT_FIELDS, ("kind",))
    if e["kind"] not in EVENT_KINDS:
        raise InvalidState(f"{e['kind']!r} is not an event kind"[:200], f"{path}.kind")
    card = e.get("card")
    if card is not None:
        try:
            melds.Laid.from_json(card)
        except ValueError as exc:
            raise InvalidState(str(exc), f"{path}.card") from None
    hands = e.get("hands")
    if hands is not None:
        hands = tuple(_cards(h, f"{path}.hands[{i}]") for i, h in enumerate(json_list(hands, f"{path}.hands")))
    groups = e.get("groups")
    if groups is not None:
        try:
            groups = tuple(melds.Group.from_json(g) for g in json_list(groups, f"{path}.groups"))
        except ValueError as exc:
            raise InvalidState(str(exc), f"{path}.groups") from None
    return Event(
        kind=e["kind"],
        seat=_seat_or_none(e.get("seat"), f"{path}.seat", n),
        card=card,
        target=_seat_or_none(e.get("target"), f"{path}.target", n),
        group=None if e.get("group") is None else whole(e["group"], f"{path}.group", 0),
        count=None if e.get("count") is None else whole(e["count"], f"{path}.count", 0),
        hands=hands,
        groups=groups,
    )


def _consistency(s: State) -> None:
    """Combinations that no game can reach."""
    n = s.options.players
    if s.stage == OVER:
        if not s.winners:
            raise InvalidState("the game is over but nobody has won; give the winners", "winners")
        if s.current is not None:
            raise InvalidState("the game is over, so nobody is to act; use null", "current")
    else:
        if s.winners:
            raise InvalidState("winners are only known when the game is over (stage \"over\")", "winners")
        if s.current is None:
            raise InvalidState("somebody must be to act unless the game is over", "current")
        if not s.active[s.current]:
            raise InvalidState(f"player {s.current} sits out this tie-break round and cannot act", "current")
        if s.skips[s.current]:
            raise InvalidState(
                f"player {s.current} is to act but has a Skip in front; that turn is skipped (P10-20)", "current"
            )
        if s.stage == DRAW and not can_draw(s):
            raise InvalidState(
                "nothing can be drawn (the draw pile is empty and the discard pile holds no card to take "
                "or reshuffle), so by P10-16 the player skips the draw: write stage \"play\"",
                "stage",
            )
        for seat in range(n):
            if s.active[seat] and not s.hands[seat]:
                raise InvalidState(
                    "an empty hand ends the round at once (P10-15); this player must hold cards",
                    f"players[{seat}].hand",
                )
    if len(set(s.winners)) != len(s.winners):
        raise InvalidState("a seat is listed twice", "winners")
    if sum(s.active) < 2:
        raise InvalidState("at least two players must play the round", "players")
    if not all(s.active) and not s.tiebreak:
        raise InvalidState("players sit out only in a 2026 tie-break round (set \"tiebreak\": true)", "players")
    if s.tiebreak and s.options.edition != "2026":
        raise InvalidState("the tie-break round belongs to edition 2026 (P10-25)", "tiebreak")
    for seat in range(n):
        if not s.active[seat] and (s.hands[seat] or s.laid[seat] or s.skips[seat]):
            raise InvalidState("a player who sits out holds no cards, lays nothing and has no Skip", f"players[{seat}]")
        if s.tiebreak and s.active[seat] and s.phase_index[seat] != len(s.options.phases) - 1:
            raise InvalidState("in a tie-break round the players replay the final phase", f"players[{seat}].phase")
    if s.stage == KNOCK:
        if not s.options.knock:
            raise InvalidState("stage \"knock\" needs the knock variant (options.knock true)", "stage")
        if s.knock_from is None or not s.knock_queue:
            raise InvalidState("stage \"knock\" needs \"knock\": {\"from\": seat, \"queue\": [seats]}", "knock")
        if s.knock_queue[0] != s.current:
            raise InvalidState("the first seat of knock.queue is the player to act", "knock.queue")
        if s.knock_from in s.knock_queue or len(set(s.knock_queue)) != len(s.knock_queue):
            raise InvalidState("the queue holds each other player at most once, never the discarder", "knock.queue")
        if any(not s.active[q] or s.skips[q] or s.knocked[q] for q in s.knock_queue):
            raise InvalidState("a player in the queue may not knock (sits out, has a Skip or knocked last)", "knock.queue")
        if not s.discard_pile or s.discard_pile[-1] == cards.SKIP:
            raise InvalidState("a knock window needs a discard other than a Skip on the pile", "discard_pile")
    elif s.knock_from is not None or s.knock_queue:
        raise InvalidState("\"knock\" is only given in stage \"knock\"", "knock")
    if s.skip_choice is not None:
        _skip_choice_possible(s)
    if s.history:
        if [r.round for r in s.history] != list(range(1, len(s.history) + 1)):
            raise InvalidState("rounds must be numbered 1, 2, 3, ...", "history")
        expected = s.round if s.stage == OVER else s.round - 1
        if len(s.history) != expected:
            raise InvalidState(f"round {s.round} needs {expected} finished round(s) in the history", "history")
        if s.history[-1].totals != s.scores:
            raise InvalidState("the scores differ from the totals of the last finished round", "players")


def _skip_choice_possible(s: State) -> None:
    """A chosen Skip target (APP-UNDO) must be one the Skip could be given to now."""
    seat, target = s.current, s.skip_choice
    assert target is not None
    if s.stage != "play" or seat is None:
        raise InvalidState("a Skip target is chosen only after drawing (stage \"play\")", "skip_choice")
    if not s.options.take_back:
        raise InvalidState("must be null unless options.take_back is true (APP-UNDO)", "skip_choice")
    hand = s.hands[seat]
    if hand.count(cards.SKIP) < 1 or len(hand) < 2:
        raise InvalidState(f"player {seat} holds no Skip to give besides a last card", "skip_choice")
    if target == seat or not s.active[target] or s.skips[target]:
        raise InvalidState(f"the Skip cannot go to player {target} (P10-20, P10-21)", "skip_choice")
