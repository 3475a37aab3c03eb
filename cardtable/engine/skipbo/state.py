"""The immutable Skip-Bo position, its actions and its public event records.

Everything is a frozen dataclass holding tuples, so ``apply`` shares all
unchanged parts with the old state (cheap, and undo/AI search come free).
Piles are tuples listed bottom first, top last; a hand is kept sorted
(numbers by value, SKIP-BO last), so equal hands are equal tuples.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal, get_args

from cardtable.engine.skipbo.cards import Card
from cardtable.engine.skipbo.options import SkipBoOptions

Source = Literal["hand", "stock", "discard"]
HAND: Final = "hand"
STOCK: Final = "stock"
DISCARD: Final = "discard"
SOURCES: tuple[Source, ...] = get_args(Source)

EventKind = Literal["play", "complete", "refill", "reshuffle", "recycle", "discard", "end", "turn", "game_over",
                    "deal", "take_back"]
EVENT_KINDS: tuple[EventKind, ...] = get_args(EventKind)
LEGACY_EVENT_KINDS = {"game-over": "game_over"}  # spellings of saves before schema 2


@dataclass(frozen=True, slots=True)
class PlayerState:
    """One seat: ``stock`` bottom..top (only the last card is face up, SB-4),
    ``hand`` (sorted), ``discards``: always 4 piles, some maybe empty (SB-7)."""

    stock: tuple[Card, ...]
    hand: tuple[Card, ...]
    discards: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class Event:
    """A public record of what the last ``apply`` did, for the UI to animate.

    ``kind`` is one of: ``play`` (seat, card, source, pile if from a discard
    pile, to, value), ``complete`` (seat, to: the spot set aside, SB-16),
    ``refill`` (seat, count: cards drawn, SB-8/SB-11), ``reshuffle`` (count:
    cards shuffled into the new draw pile, SB-17), ``recycle`` (count: cards
    of the building and discard piles shuffled into a new draw pile, SB-19), ``discard`` (seat, card,
    pile, SB-12), ``end`` (seat: turn ended without a discard, SB-8),
    ``turn`` (seat: now to act), ``game_over`` (winners, reason, game),
    ``deal`` (game: number of the newly dealt game of a match, seat: starter),
    ``take_back`` (seat: took back its last move, APP-UNDO).
    Unused fields keep their defaults and are left out of the JSON.
    """

    kind: EventKind
    seat: int = -1
    card: Card | None = None
    source: Source | Literal[""] = ""
    pile: int = -1
    to: int = -1
    value: int = 0
    count: int = 0
    game: int = 0
    winners: tuple[int, ...] = ()
    reason: str = ""


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One finished game of a match (SB-V1): stock cards left and points won
    per seat, the winners and why the game ended."""

    stock_left: tuple[int, ...]
    points: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str


@dataclass(frozen=True, slots=True)
class SkipBoState:
    """A whole Skip-Bo position (see docs/FORMAT.md, section Skip-Bo).

    ``shuffles`` counts the shuffles done so far (deals and SB-17 reshuffles);
    each draws its order from ``api.shuffle_rng(seed, shuffles)``.
    ``set_aside`` holds the completed building piles (SB-16) as a sorted
    multiset: their order is not part of the game. ``built`` says whether the
    player to act has played onto a building pile this turn; ``idle_turns``
    counts turns in a row ended with an empty draw pile and no building play
    (SB-19: at the number of players the building and discard piles are
    recycled into a new draw pile); ``since_stock`` counts moves in a row in which no stock card was
    played (the SB-19 safety net). ``winners``/``reason`` are set when the
    game (or, with SB-V1, the match) is over.
    """

    options: SkipBoOptions
    seed: int
    shuffles: int
    game_number: int
    starter: int
    current: int
    players: tuple[PlayerState, ...]
    building: tuple[tuple[Card, ...], ...]
    draw: tuple[Card, ...]
    set_aside: tuple[Card, ...]
    built: bool = False
    idle_turns: int = 0
    since_stock: int = 0
    match_points: tuple[int, ...] = ()
    history: tuple[GameRecord, ...] = ()
    winners: tuple[int, ...] = ()
    reason: str = ""
    last_events: tuple[Event, ...] = ()
    undo: SkipBoState | None = None  # what a take-back restores (engine/takeback.py)

    @property
    def over(self) -> bool:
        return bool(self.reason)


# actions ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card onto building spot ``to`` (0-3), SB-9: from the hand
    (``card`` says which), the stock top, or the top of own discard pile
    ``pile``. For stock and discard plays ``card`` may be given (it must then
    be the top card) or left ``None``."""

    source: Source
    to: int
    card: Card | None = None
    pile: int = -1


@dataclass(frozen=True, slots=True)
class Discard:
    """End the turn by putting hand card ``card`` onto own discard pile
    ``pile`` (0-3), SB-12. ``source`` says where the card was taken from: a
    player who drags the stock top or a discard top onto a discard pile asks
    for this move too, and ``check`` refuses it with the rule (SB-13)."""

    card: Card
    pile: int
    source: Source = "hand"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn without a discard: only with an empty hand (SB-8)."""


Action = Play | Discard | EndTurn
