"""The one shape every game's table adapter has (``TableGame``).

Why: the table (scene, input, animations) is the same for every game; what
differs is how a game's observation becomes a picture, what a drop, a click,
a key or a button means as an engine action, what the player should do next,
and how an engine event reads in the move log or travels across the table.
Each game answers those questions in one adapter module under ``games/``
(``phase10.py``, ``skipbo.py``); the table asks its adapter and never the
game id. The adapters only translate: the controller asks the engine whether
a move is legal.

Sources (what is picked up) and targets (where it is dropped) are tuples,
listed in each game's ``*_moves`` module. Item keys (``Flight``) name places
of the scene model so an animation can be described without Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, TypeAlias, TypeVar

from cardtable.ui.table.layout import SCENE_W, TableModel

if TYPE_CHECKING:
    from cardtable.engine.api import Rejection
    from cardtable.seats import Seat
    from cardtable.ui.table.input import TableInput

#: The game's engine observation, action, event and hand card
#: (``TableGame[Observation, Action, Event, Card]``).
ObsT = TypeVar("ObsT")
ActionT = TypeVar("ActionT")
EventT = TypeVar("EventT", contravariant=True)
CardT = TypeVar("CardT")
_ObsIn = TypeVar("_ObsIn", contravariant=True)
_CardIn = TypeVar("_CardIn", contravariant=True)
_EventIn = TypeVar("_EventIn", contravariant=True)

#: ``controller.check``: None if the engine accepts the action, else its Rejection.
Check = Callable[[Any], "Rejection | None"]


@dataclass(frozen=True)
class Choice:
    """A move that needs one more decision of the player before it is an
    engine action (which opponent gets a Skip, how a phase is arranged).
    ``kind`` is the adapter's own word; ``options`` what there is to choose."""

    kind: str
    options: tuple


@dataclass(frozen=True)
class Flight:
    """How an engine event travels across the table: a card (``face``, None
    = its back) flies from the place ``origin`` to the place ``target``.

    Places are item keys of the scene model:
    ``("hand", seat)`` a seat's hand (its box when no hand card shows),
    ``("seat", seat)`` a seat's box, ``("zone", *target)`` a drop zone,
    ``("top", *target)`` the top face-up card lying in a drop zone (the zone
    itself while it is empty), ``("source", kind)`` the card the player may
    pick up there (e.g. ``("source", "discard_top")``), ``("front", seat)``
    the topmost face-up card lying in front of a seat (not in its hand),
    ``("card", *place)`` the topmost card whose ``CardSpec.place`` is
    ``place`` (e.g. ``("card", "stock", 2)``, ``("card", "draw")``; a seat's
    box when that pile is empty and ``place[1]`` is a seat).
    A ``target`` that is a card (``top``/``source``/``card``) stays hidden
    until the flying card lands on it. A ``deal`` event makes every hand
    card fly from ``("card", "draw")`` to its place (``flights.Flights``)."""

    face: str | None
    origin: tuple
    target: tuple


def hand_cards(sources: Sequence[tuple]) -> list[Any] | None:
    """The cards of ``sources`` if all of them are hand cards, else None."""
    if not sources or any(s[0] != "hand" for s in sources):
        return None
    return [s[2] for s in sources]


def hand_source(hand: Sequence[Any], card: Any) -> list[tuple]:
    """The first ``("hand", index, card)`` of ``card`` in the displayed hand."""
    for i, c in enumerate(hand):
        if c == card:
            return [("hand", i, c)]
    return []


class GameSpeech(Protocol[_ObsIn, _CardIn, _EventIn]):
    """A game's table in words (its ``*_speech`` module): what the read keys,
    the accessible tree and the window's speech say."""

    def hand(self, obs: _ObsIn) -> str: ...
    def centre(self, obs: _ObsIn) -> str: ...
    def groups(self, obs: _ObsIn, names: Sequence[str]) -> str: ...
    def mine(self, obs: _ObsIn) -> str: ...
    def players(self, obs: _ObsIn, names: Sequence[str]) -> str: ...
    def card(self, card: _CardIn) -> str: ...
    def source_name(self, obs: _ObsIn, source: tuple) -> str | None: ...
    def zone_name(self, obs: _ObsIn, target: tuple, names: Sequence[str]) -> str | None: ...
    def seat_words(self, obs: _ObsIn, seat: int, names: Sequence[str]) -> str: ...
    def own_event(self, event: _EventIn) -> str | None: ...


class TableGame(Protocol[ObsT, ActionT, EventT, CardT]):
    """What the table needs to know about one game (see the module docstring);
    ``ObsT`` is the game's observation type (what ``obs`` always is),
    ``ActionT`` its engine actions, ``EventT`` its events, ``CardT`` a hand card."""

    game_id: str
    #: Several hand cards may be selected at once (to lay them down together).
    multi_select: bool
    #: ``(Qt key, shift held)`` -> command name (see ``command_action``).
    keys: ClassVar[dict[tuple[int, bool], str]]
    #: The game in words (``*_speech``): hand, centre, groups, mine, players,
    #: card, source_name, zone_name (the read keys and the accessible tree).
    @property
    def speech(self) -> GameSpeech[ObsT, CardT, EventT]: ...

    # -- the picture ---------------------------------------------------------------
    def build_model(self, obs: ObsT, names: Sequence[Seat], bottom: int, face_up: int | None,
                    sort_mode: str = "value", width: float = SCENE_W,
                    open_hands: bool = False) -> TableModel:
        """The scene model of ``obs`` with seat ``bottom`` at the bottom;
        ``open_hands``: every hand is about to be turned face up (round end)."""
        ...

    def label(self, kind: str, args: dict[str, object]) -> str | None:
        """The translated text of a label kind only this game has (else None)."""
        ...

    def prompt(self, obs: ObsT) -> str:
        """What the viewing player should do next, on their own turn."""
        ...

    # -- input -----------------------------------------------------------------------
    def drop_actions(self, obs: ObsT, sources: Sequence[tuple], target: tuple,
                     side: float = 1.0) -> list[ActionT | Choice]:
        """What dropping ``sources`` on ``target`` may mean, best reading first:
        engine actions or one ``Choice``; empty if it means nothing. ``side``
        (0..1) is where on the target the cards were dropped."""
        ...

    def click_action(self, obs: ObsT, source: tuple) -> ActionT | None:
        """The action of clicking ``source`` with nothing selected (or None)."""
        ...

    def command_action(self, name: str, obs: ObsT, selected: list[CardT]) -> ActionT | Choice | None:
        """The action (or ``Choice``) of a button or key command (or None)."""
        ...

    def turn_begins(self, obs: ObsT) -> bool:
        """Whether the viewing seat's turn has only just begun, nothing done
        in it yet: "your turn" is said again when a turn comes back to the
        same player at once (the only opponent skipped)."""
        ...

    def confirm_command(self, obs: ObsT) -> str | None:
        """The command Enter and Space make when no card is selected (a chosen
        Skip waits to be given), or None: they then pick the focused card."""
        ...

    def number_target(self, n: int, targets: list[tuple]) -> tuple | None:
        """The target number key ``n`` (0-based) picks; ``targets`` are the
        legal ones in reading order."""
        ...

    def choice_legal(self, choice: Choice, obs: ObsT, check: Check) -> bool:
        """Whether some answer to ``choice`` is a move the engine accepts."""
        ...

    def choose(self, choice: Choice, table: TableInput) -> bool:
        """Ask the player for the missing decision (a menu, a dialog);
        True if a move was made at once."""
        ...

    def hint_sources(self, action: ActionT, hand: Sequence[CardT]) -> tuple[list[tuple], tuple | None]:
        """The sources and the target an engine action uses (to show a hint);
        ``hand`` is the hand in display order."""
        ...

    def hint_move(self, action: ActionT, selected: list[CardT]) -> ActionT | Choice:
        """What Enter on a shown hint does: ``action`` itself, or a ``Choice``
        the player confirms first (``selected``: the hinted hand cards)."""
        ...

    # -- what happened ------------------------------------------------------------------
    def describe_event(self, event: EventT, names: Sequence[str]) -> str:
        """One translated line for the move log ("Ben took G7 from the discard pile")."""
        ...

    def deal_number(self, event: EventT) -> int | None:
        """The number of the round (or match game) a "deal" event deals (the move log's header)."""
        ...

    def animate_event(self, event: EventT) -> Flight | None:
        """How ``event`` travels across the table (None: nothing moves)."""
        ...

    def card_face(self, card: CardT) -> str:
        """The card-art name of a hand card (to show every hand at round end)."""
        ...

    def frozen_observation(self, final: ObsT, scored: ObsT) -> ObsT:
        """What the table shows while a finished round waits for the next
        deal: the position ``final`` (the round's last move), with the totals
        of ``scored`` (the round just scored) wherever the table shows them."""
        ...


#: The adapter of whichever game the table shows: the table hands each method
#: only what the same adapter (or the same game's observation) gave it, so the
#: four types stay open where one table serves every game.
AnyTableGame: TypeAlias = "TableGame[Any, Any, Any, Any]"
