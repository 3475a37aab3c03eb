"""Phase 10 engine events for the move log and the table's animations.

Every public event of ``engine/phase10/state.EVENT_KINDS`` gets one
translated line (context "MoveLog") and, when a card visibly travels, a
``Flight`` from where it left to where it landed. Only what the observation
shows is used: a card drawn from the draw pile stays unnamed.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from cardtable.engine.phase10.meld_types import Group
from cardtable.engine.phase10.state import Event
from cardtable.ui.i18n import english_plural
from cardtable.ui.table.games.base import Flight
from cardtable.ui.table.games.phase10_cards import card_list, card_name


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("MoveLog", text, None, n)


def _name(names: Sequence[str], seat: int | None) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def groups_text(groups: Sequence[Group]) -> str:
    """"red 8, blue 8, green 8, yellow 8 + red 3, blue 4, Wild (as 5)": the
    laid groups, card by card, in the player's language."""
    return " + ".join(card_list(laid.to_json() for laid in group.cards) for group in groups)


def describe(event: Event, names: Sequence[str]) -> str:
    """One line saying what ``event`` was, in the player's language."""
    kind = event.kind
    name = _name(names, event.seat)
    card = card_name(event.card)
    if kind == "draw_deck":
        return _tr("{name} drew a card from the draw pile").format(name=name)
    if kind == "draw_discard":
        return _tr("{name} took {card} from the discard pile").format(name=name, card=card)
    if kind == "draw_skipped":
        return _tr("{name} could not draw a card").format(name=name)
    if kind == "reshuffle":
        count = event.count or 0  # (a reshuffle always counts its cards)
        return english_plural(
            _tr("The discard pile was shuffled into a new draw pile (%n card(s))", count), count)
    if kind == "lay":
        if event.groups:
            return _tr("{name} laid the phase: {cards}").format(name=name,
                                                                 cards=groups_text(event.groups))
        return _tr("{name} laid down the phase").format(name=name)
    if kind == "hit":
        return _tr("{name} added {card} to group {group} of {owner}").format(
            name=name, card=card, group=(event.group or 0) + 1, owner=_name(names, event.target))
    if kind == "discard":
        return _tr("{name} discarded {card}").format(name=name, card=card)
    if kind == "skip_played":
        return _tr("{name} put a Skip in front of {target}").format(
            name=name, target=_name(names, event.target))
    if kind == "skip_chosen":
        return _tr("{name} chose {target} for the Skip (not given yet)").format(
            name=name, target=_name(names, event.target))
    if kind == "skipped":
        return _tr("{name} is skipped and loses this turn").format(name=name)
    if kind == "first_skip":
        return _tr("The first discard is a Skip: {name} is skipped").format(name=name)
    if kind == "knock":
        return _tr("{name} knocked and took {card}").format(name=name, card=card)
    if kind == "pass":
        return _tr("{name} did not knock").format(name=name)
    if kind == "went_out":
        return _tr("{name} went out").format(name=name)
    if kind == "round_end":
        return _tr("Round {round} is over").format(round=event.count)
    if kind == "deal":
        return _tr("{name} dealt round {round}").format(name=name, round=event.count)
    if kind == "take_back":
        return _tr("{name} took back the last move").format(name=name)
    if kind == "game_over":
        return _tr("The game is over")
    return kind


def flight(event: Event) -> Flight | None:
    """Where the card of ``event`` travels (None: nothing moves on the table)."""
    seat = event.seat
    if seat is None:
        return None
    if event.kind == "discard":
        return Flight(event.card, ("hand", seat), ("source", "discard_top"))
    if event.kind == "draw_deck":
        return Flight(None, ("zone", "deck"), ("hand", seat))
    if event.kind == "draw_discard":
        return Flight(None, ("zone", "discard_pile"), ("hand", seat))
    if event.kind == "skip_played" and event.target is not None:
        return Flight("S", ("hand", seat), ("seat", event.target))
    if event.kind == "knock":
        return Flight(event.card, ("zone", "discard_pile"), ("hand", seat))
    if event.kind == "lay":
        return Flight(None, ("hand", seat), ("zone", "group", seat, 0))
    if event.kind == "hit" and event.target is not None:
        face = (event.card or "").split("=")[0] or None  # a laid Wild "W=9" flies as W
        return Flight(face, ("hand", seat), ("zone", "group", event.target, event.group or 0))
    return None
