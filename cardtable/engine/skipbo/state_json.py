"""A Skip-Bo state as JSON, and the validation of hand-written positions.

``state_from_json`` refuses anything that cannot happen at a real table (a
163rd card, two tops on one pile, a building pile out of sequence, a 5th
discard pile, ...) with an :class:`InvalidState` that names what is wrong and
where. It never lets another exception escape. Format: docs/FORMAT.md.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from cardtable.engine.api import InvalidState, shuffle_rng
from cardtable.engine.jsonfields import fields, json_list, whole
from cardtable.engine.skipbo.cards import (
    BUILDING_SPOTS,
    COPIES,
    DECK_SIZE,
    DISCARD_PILES,
    HAND_SIZE,
    TOP_VALUE,
    VALUES,
    WILD,
    Card,
    count_key,
    describe,
    is_card,
    sort_cards,
)
from cardtable.engine.skipbo.jsonio import (
    building_to_json,
    event_from_json,
    event_to_json,
    record_to_json,
)
from cardtable.engine.skipbo.options import SkipBoOptions, options_from_json, options_to_json
from cardtable.engine.skipbo.play import EMPTY_PILES, STALL_LIMIT
from cardtable.engine.skipbo.state import GameRecord, PlayerState, SkipBoState
from cardtable.engine.takeback import MAX_CHAIN, check_nested

FORMAT_VERSION = 1
_TOP_KEYS = ("game", "format", "options", "seed", "shuffles", "game_number", "starter", "current",
             "players", "building_piles", "draw_pile", "set_aside", "turn", "match", "result",
             "last_events", "undo")
_REQUIRED = ("game", "options", "current", "players", "building_piles")
REASONS = ("stock-empty", "blocked", "match")


def state_to_json(state: SkipBoState) -> dict[str, Any]:
    doc = _state_doc(state)
    if state.undo is not None:  # APP-UNDO: what a take-back restores
        doc["undo"] = state_to_json(state.undo)
    return doc


def _state_doc(state: SkipBoState) -> dict[str, Any]:
    return {
        "game": "skipbo",
        "format": FORMAT_VERSION,
        "options": options_to_json(state.options),
        "seed": state.seed,
        "shuffles": state.shuffles,
        "game_number": state.game_number,
        "starter": state.starter,
        "current": state.current,
        "players": [
            {"stock": {"face_down": list(p.stock[:-1]), "top": p.stock[-1] if p.stock else None},
             "hand": list(p.hand), "discard_piles": [list(d) for d in p.discards]}
            for p in state.players
        ],
        "building_piles": [building_to_json(b) for b in state.building],
        "draw_pile": list(state.draw),
        "set_aside": list(state.set_aside),
        "turn": {"built": state.built, "idle_turns": state.idle_turns, "since_stock": state.since_stock},
        "match": ({"points": list(state.match_points), "history": [record_to_json(r) for r in state.history]}
                  if state.options.match_scoring else None),
        "result": {"winners": list(state.winners), "reason": state.reason} if state.reason else None,
        "last_events": [event_to_json(e) for e in state.last_events],
    }


# small readers ----------------------------------------------------------------





def _cards(value: Any, path: str, most: int | None = None) -> tuple[Card, ...]:
    for i, card in enumerate(json_list(value, path, most, "cards")):
        if not is_card(card):
            raise InvalidState(f'{card!r} is not a card (1 to 12 or "SB")', f"{path}[{i}]")
    return tuple(value)


def _seats(value: Any, path: str, n: int) -> tuple[int, ...]:
    seats = tuple(whole(v, f"{path}[{i}]", 0, n - 1) for i, v in enumerate(json_list(value, path, n)))
    if len(set(seats)) != len(seats):
        raise InvalidState("a seat is listed twice", path)
    return seats


# the stock, building piles, players ---------------------------------------------


def _stock(value: Any, path: str, size: int) -> tuple[Card, ...]:
    doc = fields(value, path, ("face_down", "top"), ("top",))
    top = doc["top"]
    if isinstance(top, list):
        raise InvalidState(f"two tops on one pile: top is one card or null, not {top!r}", f"{path}.top")
    down = _cards(doc.get("face_down", []), f"{path}.face_down")
    if top is None:
        if down:
            raise InvalidState("face-down cards but no top card: the top card is always turned up (SB-4)",
                               f"{path}.top")
        return ()
    if not is_card(top):
        raise InvalidState(f'{top!r} is not a card (1 to 12 or "SB")', f"{path}.top")
    stock = (*down, top)
    if len(stock) > size:
        raise InvalidState(f"{len(stock)} cards, but a stock starts with {size} (options.stock_size)", path)
    return stock


def _building(value: Any, path: str) -> tuple[Card, ...]:
    pile = json_list(value, path)
    if len(pile) >= TOP_VALUE:
        raise InvalidState("a pile that reaches 12 is set aside at once (SB-16)", path)
    out: list[Card] = []
    for i, entry in enumerate(pile, 1):
        where = f"{path}[{i - 1}]"
        if entry == WILD or entry == f"{WILD}{i}":
            out.append(WILD)
        elif type(entry) is int and entry == i:
            out.append(entry)
        elif is_card(entry) or (isinstance(entry, str) and entry.startswith(WILD)):
            raise InvalidState(f"out of sequence: card {len(out) + 1} of a building pile stands for {i}, "
                               f"so it must be {i}, \"SB\" or \"SB{i}\", not {entry!r} (SB-14, SB-15)", where)
        else:
            raise InvalidState(f'{entry!r} is not a card (1 to 12, "SB" or "SB<value>")', where)
    return tuple(out)


def _player(value: Any, path: str, size: int) -> PlayerState:
    doc = fields(value, path, ("stock", "hand", "discard_piles"), ("stock",))
    stock = _stock(doc["stock"], f"{path}.stock", size)
    hand = sort_cards(_cards(doc.get("hand", []), f"{path}.hand", HAND_SIZE))
    raw = json_list(doc.get("discard_piles", []), f"{path}.discard_piles", DISCARD_PILES, "discard piles (SB-7)")
    piles = tuple(_cards(p, f"{path}.discard_piles[{i}]") for i, p in enumerate(raw))
    return PlayerState(stock, hand, piles + EMPTY_PILES[len(piles):])


def _set_aside(value: Any, path: str) -> tuple[Card, ...]:
    cards = sort_cards(_cards(value, path))
    piles, extra = divmod(len(cards), TOP_VALUE)
    if extra:
        raise InvalidState(f"holds completed piles of 12 cards each, but has {len(cards)} cards", path)
    counts = Counter(cards)
    for v in VALUES:
        if counts[v] > piles:
            raise InvalidState(f"{counts[v]} cards {v} in {piles} completed pile(s) (one each at most)", path)
    return cards


def _conserve(locations: list[tuple[str, tuple[Card, ...]]]) -> None:
    total: Counter[Card] = Counter()
    for _, cards in locations:
        total.update(cards)
    size = sum(total.values())
    for card in COPIES:
        if total[card] > COPIES[card]:
            where = ", ".join(f"{name}: {n}" for name, cards in locations if (n := cards.count(card)))
            extra = "a 163rd card: " if size > DECK_SIZE else ""
            raise InvalidState(f"{extra}{total[card]} cards {describe(card)}, the deck has {COPIES[card]} "
                               f"(SB-1); found in {where}", "cards")
    if size != DECK_SIZE:
        missing = {count_key(c): COPIES[c] - total[c] for c in COPIES if total[c] < COPIES[c]}
        raise InvalidState(f"{size} cards instead of the 162 of SB-1; missing: {missing}", "cards")


# the whole state ------------------------------------------------------------------


def state_from_json(data: Any) -> SkipBoState:
    try:
        return _state_from_json(data)
    except InvalidState:
        raise
    except (TypeError, ValueError, KeyError, AttributeError, IndexError, RecursionError, OverflowError) as exc:
        raise InvalidState(f"malformed state ({type(exc).__name__}: {exc})") from exc


def _state_from_json(data: Any, depth: int = 0) -> SkipBoState:
    doc = fields(data, "state", _TOP_KEYS, _REQUIRED)
    undo = None
    if doc.get("undo") is not None:
        if depth >= MAX_CHAIN:
            raise InvalidState(f"more than {MAX_CHAIN} moves to take back", "undo")
        try:
            undo = _state_from_json(doc["undo"], depth + 1)
        except InvalidState as exc:
            raise InvalidState(exc.reason, f"undo.{exc.path}" if exc.path else "undo") from None
    if doc["game"] != "skipbo":
        raise InvalidState(f'must be "skipbo", not {doc["game"]!r}', "game")
    if "format" in doc and doc["format"] != FORMAT_VERSION:
        raise InvalidState(f"unknown format {doc['format']!r}; this version reads {FORMAT_VERSION}", "format")
    options: SkipBoOptions = options_from_json(doc["options"])
    n = options.players
    seed = whole(doc.get("seed", 0), "seed")
    shuffles = whole(doc.get("shuffles", 0), "shuffles", 0, 10**9)
    game_number = whole(doc.get("game_number", 1), "game_number", 1, 10**6)
    current = whole(doc["current"], "current", 0, n - 1)
    starter = whole(doc.get("starter", current), "starter", 0, n - 1)
    raw_players = json_list(doc["players"], "players")
    if len(raw_players) != n:
        raise InvalidState(f"{len(raw_players)} players, but options.players is {n}", "players")
    size = options.stock_count()
    players = tuple(_player(p, f"players[{i}]", size) for i, p in enumerate(raw_players))
    raw_building = json_list(doc["building_piles"], "building_piles", BUILDING_SPOTS, "building piles (SB-6)")
    building = tuple(_building(b, f"building_piles[{i}]") for i, b in enumerate(raw_building))
    building += ((),) * (BUILDING_SPOTS - len(building))
    set_aside = _set_aside(doc.get("set_aside", []), "set_aside")
    placed = [(f"players[{i}].{part}", cards) for i, p in enumerate(players)
              for part, cards in (("stock", p.stock), ("hand", p.hand),
                                  *((f"discard_piles[{j}]", d) for j, d in enumerate(p.discards)))]
    placed += [(f"building_piles[{i}]", b) for i, b in enumerate(building)] + [("set_aside", set_aside)]
    if "draw_pile" in doc:
        draw = _cards(doc["draw_pile"], "draw_pile")
    else:  # the cards not placed elsewhere, shuffled from the seed
        rest = Counter(COPIES)
        for _, cards in placed:
            rest.subtract(cards)
        if any(v < 0 for v in rest.values()):
            _conserve(placed)
        pile = [c for c in COPIES for _ in range(rest[c])]
        shuffle_rng(seed, shuffles).shuffle(pile)
        draw, shuffles = tuple(pile), shuffles + 1
    _conserve([*placed, ("draw_pile", draw)])
    if not draw and set_aside:
        raise InvalidState("must be empty while the draw pile is empty: it is shuffled in at once (SB-17)",
                           "set_aside")
    turn = fields(doc.get("turn", {}), "turn", ("built", "idle_turns", "since_stock"))
    built = turn.get("built", False)
    if type(built) is not bool:
        raise InvalidState("must be true or false", "turn.built")
    idle = whole(turn.get("idle_turns", 0), "turn.idle_turns", 0, n)
    since = whole(turn.get("since_stock", 0), "turn.since_stock", 0, STALL_LIMIT)
    points, history = _match(doc.get("match"), options)
    winners, reason = _result(doc.get("result"), options, players)
    if not reason and (idle >= n or since >= STALL_LIMIT):
        raise InvalidState("the game would already be blocked (SB-19) but result is null", "turn")
    events = tuple(event_from_json(e, f"last_events[{i}]")
                   for i, e in enumerate(json_list(doc.get("last_events", []), "last_events", 64)))
    state = SkipBoState(options, seed, shuffles, game_number, starter, current, players, building,
                        draw, set_aside, built, idle, since, points, history, winners, reason, events,
                        undo)
    if undo is not None:
        if not options.take_back:
            raise InvalidState("must be null unless options.take_back is true (APP-UNDO)", "undo")
        why = check_nested(state, undo)
        if why is not None:
            raise InvalidState(why, "undo")
    return state


def _match(value: Any, options: SkipBoOptions) -> tuple[tuple[int, ...], tuple[GameRecord, ...]]:
    n = options.players
    if not options.match_scoring:
        if value is not None:
            raise InvalidState("must be null unless options.match_scoring is true", "match")
        return (), ()
    if value is None:
        return (0,) * n, ()
    doc = fields(value, "match", ("points", "history"))
    raw = json_list(doc.get("points", [0] * n), "match.points")
    if len(raw) != n:
        raise InvalidState(f"needs one number per seat ({n})", "match.points")
    points = tuple(whole(v, f"match.points[{i}]", 0, 10**7) for i, v in enumerate(raw))
    history = []
    for g, rec in enumerate(json_list(doc.get("history", []), "match.history", 10_000)):
        path = f"match.history[{g}]"
        rec = fields(rec, path, ("stock_left", "points", "winners", "reason"),
                   ("stock_left", "points", "winners", "reason"))
        cols = []
        for key in ("stock_left", "points"):
            vals = json_list(rec[key], f"{path}.{key}")
            if len(vals) != n:
                raise InvalidState(f"needs one number per seat ({n})", f"{path}.{key}")
            cols.append(tuple(whole(v, f"{path}.{key}[{i}]", 0, 10**6) for i, v in enumerate(vals)))
        if rec["reason"] not in REASONS[:2]:
            raise InvalidState('must be "stock-empty" or "blocked"', f"{path}.reason")
        history.append(GameRecord(cols[0], cols[1], _seats(rec["winners"], f"{path}.winners", n),
                                  rec["reason"]))
    return points, tuple(history)


def _result(value: Any, options: SkipBoOptions, players: tuple[PlayerState, ...]) -> tuple[tuple[int, ...], str]:
    n = options.players
    if value is None:
        for i, p in enumerate(players):
            if not p.stock:
                raise InvalidState("empty stock, but the game is not over: emptying it wins (SB-18)",
                                   f"players[{i}].stock")
        return (), ""
    doc = fields(value, "result", ("winners", "reason"), ("winners", "reason"))
    reason = doc["reason"]
    if reason not in REASONS or (reason == "match") != options.match_scoring:
        allowed = '"match"' if options.match_scoring else '"stock-empty" or "blocked"'
        raise InvalidState(f"must be {allowed}, not {reason!r}", "result.reason")
    winners = _seats(doc["winners"], "result.winners", n)
    if not winners:
        raise InvalidState("a finished game has at least one winner", "result.winners")
    if reason == "stock-empty" and any(players[w].stock for w in winners):
        raise InvalidState("a winner by stock-empty must have an empty stock (SB-18)", "result.winners")
    return winners, reason
