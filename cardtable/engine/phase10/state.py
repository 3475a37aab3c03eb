"""The immutable data of a Phase 10 game: state, public events, score sheet.

A :class:`State` is everything needed to continue a game, nothing more: it is
what the JSON format stores (docs/FORMAT.md, section Phase 10). Piles are
tuples whose *last* element is the top card. Per-seat data is one tuple per
field, indexed by seat. Shuffles are reproducible: the state keeps the seed
and a counter, and shuffle number k of the game uses
``api.shuffle_rng(seed, round, k)``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Final, Literal, get_args

from cardtable.engine.phase10.melds import Group
from cardtable.engine.phase10.options import Options

_set_attr = object.__setattr__

# stages of the game --------------------------------------------------------
Stage = Literal["draw", "play", "knock", "over"]
DRAW: Final = "draw"  # the current player must draw (P10-10)
PLAY: Final = "play"  # drawn; may lay / hit, must discard or play a Skip
KNOCK: Final = "knock"  # knock window (P10-V3): the current player may knock or pass
OVER: Final = "over"  # the game has ended
STAGES: tuple[Stage, ...] = get_args(Stage)

# kinds of public events (State.last_events) -------------------------------
EventKind = Literal[
    "draw_deck",  # seat drew from the draw pile; card shown only to the drawer
    "draw_discard",  # seat took card from the discard pile
    "draw_skipped",  # seat could draw nothing at all (P10-16)
    "reshuffle",  # count cards of the discard pile became the draw pile
    "lay",  # seat laid its phase; count groups, groups = what was laid
    "hit",  # seat added card to group `group` of player `target`
    "discard",  # seat discarded card
    "skip_played",  # seat put a Skip in front of target (P10-20)
    "skip_chosen",  # seat chose target for its Skip, not given yet (APP-UNDO)
    "skipped",  # seat lost its turn; its Skip went to the discard pile
    "first_skip",  # the starting discard is a Skip: seat is skipped (P10-5)
    "knock",  # seat knocked and took card (P10-V3)
    "pass",  # seat did not knock
    "went_out",  # seat emptied its hand (P10-15)
    "round_end",  # round ended; hands = the cards left in every hand
    "deal",  # round `count` dealt by seat; card = the starting discard
    "game_over",  # the game ended
    "take_back",  # seat took back its last move (APP-UNDO, engine/takeback.py)
]
EVENT_KINDS: tuple[EventKind, ...] = get_args(EventKind)


@dataclass(frozen=True, init=False)
class Event:
    """One public thing that happened during the last ``apply``.

    The hand-written ``__init__`` fills the instance ``__dict__`` in one step
    (not ``slots=True`` for that reason): the engine makes one or two events
    per action, and the generated frozen ``__init__`` (one
    ``object.__setattr__`` per field) cost more than copying the state.
    """

    kind: EventKind
    seat: int | None = None
    card: str | None = None
    target: int | None = None
    group: int | None = None
    count: int | None = None
    hands: tuple[tuple[str, ...], ...] | None = None
    groups: tuple[Group, ...] | None = None  # "lay": the groups as laid (Wilds' meanings)

    def __init__(
        self,
        kind: EventKind,
        seat: int | None = None,
        card: str | None = None,
        target: int | None = None,
        group: int | None = None,
        count: int | None = None,
        hands: tuple[tuple[str, ...], ...] | None = None,
        groups: tuple[Group, ...] | None = None,
    ) -> None:
        _set_attr(self, "__dict__", {"kind": kind, "seat": seat, "card": card, "target": target,
                                     "group": group, "count": count, "hands": hands, "groups": groups})

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for name, value in (("seat", self.seat), ("card", self.card), ("target", self.target),
                            ("group", self.group), ("count", self.count)):
            if value is not None:
                out[name] = value
        if self.hands is not None:
            out["hands"] = [list(h) for h in self.hands]
        if self.groups is not None:
            out["groups"] = [g.to_json() for g in self.groups]
        return out


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """One line of the score sheet: a finished round.

    ``phases`` is the phase each seat attempted (None for a seat that sat out
    a tie-break round), ``completed`` whether it laid that phase,
    ``penalties`` the points of the round (P10-23), ``totals`` the running
    totals after it, ``went_out`` the seat that emptied its hand.
    """

    round: int
    dealer: int
    phases: tuple[int | None, ...]
    completed: tuple[bool, ...]
    penalties: tuple[int, ...]
    totals: tuple[int, ...]
    went_out: int | None
    tiebreak: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "dealer": self.dealer,
            "phases": list(self.phases),
            "completed": list(self.completed),
            "penalties": list(self.penalties),
            "totals": list(self.totals),
            "went_out": self.went_out,
            "tiebreak": self.tiebreak,
        }


@dataclass(frozen=True)
class State:
    """A Phase 10 position. See the module docstring for conventions.

    ``phase_index[s]`` indexes ``options.phases`` (the phase seat s plays this
    round); a seat has laid its phase this round iff ``laid[s]`` is not empty.
    ``skips[s]`` is a Skip lying in front of seat s (P10-20). ``active`` is
    False only for seats sitting out a 2026 tie-break round (``tiebreak``).
    ``knock_from`` is the discarder while a knock window is open and
    ``knock_queue`` the seats still to be asked (the first one is
    ``current``); ``knocked[s]`` means s got its last turn by knocking and may
    not knock again before it has had a regular turn (P10-V3).

    Not ``slots=True`` on purpose: the fields live in the instance
    ``__dict__`` so that :func:`evolve` copies a state with one dict copy
    (the engine copies a state for nearly every action it applies).
    """

    options: Options
    seed: int
    shuffles: int
    round: int
    dealer: int
    current: int | None
    stage: Stage
    hands: tuple[tuple[str, ...], ...]
    draw_pile: tuple[str, ...]
    discard_pile: tuple[str, ...]
    laid: tuple[tuple[Group, ...], ...]
    phase_index: tuple[int, ...]
    skips: tuple[bool, ...]
    scores: tuple[int, ...]
    history: tuple[RoundRecord, ...] = ()
    active: tuple[bool, ...] = ()
    tiebreak: bool = False
    knock_from: int | None = None
    knock_queue: tuple[int, ...] = ()
    knocked: tuple[bool, ...] = ()
    winners: tuple[int, ...] = ()
    last_events: tuple[Event, ...] = ()
    undo: State | None = None  # what a take-back restores (engine/takeback.py)
    skip_choice: int | None = None  # the chosen, not yet given Skip's target (APP-UNDO)

    @property
    def players(self) -> int:
        return self.options.players

    def current_seat(self) -> int:
        """The seat to act; ValueError once the game is over (P10-25) and nobody is."""
        if self.current is None:
            raise ValueError("The game is over: nobody is to act (P10-25).")
        return self.current

    def phase_of(self, seat: int) -> int:
        """The phase number seat plays this round."""
        return self.options.phases[self.phase_index[seat]]


_STATE_FIELDS = frozenset(field.name for field in fields(State))
_new = object.__new__


def evolve(state: State, **changes: object) -> State:
    """``dataclasses.replace`` for a State, without its per-call overhead.

    ``apply`` copies the state a few times per action, and ``replace``'s
    generic path (field introspection, keyword building, ``__init__``) was
    the largest single cost of the engine benchmark. State has no
    ``__post_init__`` and no init-less fields, so copying its ``__dict__``
    is the same thing; an unknown field name raises TypeError as
    ``replace`` does.
    """
    if not _STATE_FIELDS.issuperset(changes):
        raise TypeError(f"State has no field(s) {', '.join(sorted(set(changes) - _STATE_FIELDS))}")
    new = _new(State)
    values = state.__dict__.copy()
    values.update(changes)
    _set_attr(new, "__dict__", values)
    return new
