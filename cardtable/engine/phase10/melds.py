"""Laid groups of Phase 10 and whether they are legal, as pure functions.

A laid phase is a few groups (sets, runs, colour groups) of laid cards that
say what they stand for (:class:`Laid`, :class:`Group`, defined in
``meld_types`` and re-exported here, as is the search of ``meld_search``).

This module answers the questions the engine and the AI ask about groups:
is this group consistent (:func:`group_rejection`), do these groups fulfil a
phase (:func:`phase_rejection`), where can a card be hit onto a laid group
(:func:`hit_placements`, :func:`hit_rejection`). Arranging and finding a
phase in a hand (:func:`propose`, :func:`find_phase`) lives in
``meld_search``. Every "no" is a
:class:`~cardtable.engine.api.Rejection` naming the rule of docs/RULES.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.engine.api import Rejection
from cardtable.engine.phase10.cards import COLOURS, SKIP, WILD, colour, is_card, value
from cardtable.engine.phase10.meld_search import can_make_phase, find_phase, propose
from cardtable.engine.phase10.meld_types import Group, Laid, make_group
from cardtable.engine.phase10.phases import (
    KINDS,
    GroupSpec,
    check_natural_rule,
    describe,
    specs,
)

_COLOUR_NAMES = {"R": "red", "B": "blue", "Y": "yellow", "G": "green"}
_KIND_NAMES = {"set": "set", "run": "run", "colour": "colour group"}


# -- one group ---------------------------------------------------------------


def _is_value(v: object) -> bool:
    return type(v) is int and 1 <= v <= 12


def _laid_rejection(kind: str, laid: Laid) -> Rejection | None:
    """Is ``laid`` a card that may sit in a group of ``kind`` as what it claims?"""
    card = laid.card
    if card == SKIP:
        return Rejection.of("P10-19", "A Skip can never be part of a phase or a hit.", card=card)
    if not is_card(card):
        return Rejection.of("P10-1", f"{card!r} is not a Phase 10 card.", card=str(card))
    shown = laid.to_json()
    if card != WILD:
        if laid.value != value(card) or laid.colour != colour(card):
            return Rejection.of(
                "P10-17",
                f"Only a Wild can stand for another card; {card} stands for itself.",
                card=card,
            )
        return None
    if kind == "colour":
        if laid.colour not in COLOURS or laid.value is not None:
            return Rejection.of(
                "P10-17",
                "A Wild in a colour group must say which colour it stands for (W=R, W=B, W=Y or W=G).",
                card=shown,
            )
        return None
    if laid.value is None or laid.colour is not None:
        return Rejection.of(
            "P10-17",
            f"A Wild in a {kind} must say which value it stands for (e.g. W=7).",
            card=shown,
        )
    if not _is_value(laid.value):
        if kind == "run":
            return Rejection.of("P10-9", "Runs use the values 1 to 12 only.", card=shown)
        return Rejection.of("P10-17", "A Wild stands for a value from 1 to 12.", card=shown)
    return None


def _values(group: Group) -> list[int]:
    """The values the cards of a set or run stand for, once each passed ``_laid_rejection``."""
    values = [c.value for c in group.cards if c.value is not None]
    # _laid_rejection rejects a card of a set or run without a value (P10-17).
    assert len(values) == len(group.cards), "every card of a set or run stands for a value"
    return values


def group_rejection(group: Group) -> Rejection | None:
    """Why ``group`` is not a consistent set/run/colour group, or None."""
    kind = group.kind
    if kind not in KINDS:
        return Rejection.of(
            "P10-11",
            f"{kind!r} is not a kind of group: a group is a set, a run or a colour group.",
            kind=str(kind),
        )
    if not group.cards:
        return Rejection.of("P10-11", f"An empty {_KIND_NAMES[kind]} is not a group.", kind=kind)
    for laid in group.cards:
        rejection = _laid_rejection(kind, laid)
        if rejection is not None:
            return rejection
    if kind == "set":
        values = sorted(set(_values(group)))
        if len(values) > 1:
            return Rejection.of(
                "P10-11",
                f"A set holds cards of one value; this one mixes {_and(values)}.",
                kind=kind,
                values=values,
            )
    elif kind == "colour":
        colours = sorted({c.colour for c in group.cards if c.colour is not None}, key=COLOURS.index)
        if len(colours) > 1:
            names = [_COLOUR_NAMES[c] for c in colours]
            return Rejection.of(
                "P10-11",
                f"A colour group holds cards of one colour; this one mixes {_and(names)}.",
                kind=kind,
                colours=colours,
            )
    else:
        values = sorted(_values(group))
        twice = sorted({v for v in values if values.count(v) > 1})
        if twice:
            return Rejection.of(
                "P10-11",
                f"A run holds every value once; this one has {twice[0]} more than once.",
                kind=kind,
                value=twice[0],
            )
        if values[-1] - values[0] + 1 != len(values):
            if values[0] == 1 and values[-1] == 12:
                return Rejection.of(
                    "P10-9",
                    "Runs go from 1 to 12 only: 12 and 1 are not next to each other.",
                    kind=kind,
                )
            missing = [v for v in range(values[0], values[-1]) if v not in values]
            return Rejection.of(
                "P10-11",
                f"A run has no gaps; this one is missing {_and(missing)}.",
                kind=kind,
                missing=missing,
                values=values,
            )
    return None


def _and(items: Sequence[Any]) -> str:
    words = [str(i) for i in items]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


# -- a whole phase -------------------------------------------------------------


def _with_group(rejection: Rejection, index: int, **more: Any) -> Rejection:
    return Rejection.of(rejection.rule, rejection.message, **dict(rejection.params), group=index,
                        **more)


def phase_rejection(groups: Sequence[Group], phase: int, natural_rule: str) -> Rejection | None:
    """Why ``groups`` do not lay ``phase`` exactly (extras may extend groups), or None.

    ``group`` parameters are 0-based indexes into ``groups``. ValueError for
    an unknown phase or natural-card rule (a programming error, not a move).
    """
    wanted = specs(phase)
    check_natural_rule(natural_rule)
    needs = describe(phase)
    for i, group in enumerate(groups):
        for laid in group.cards:
            if laid.card == SKIP:
                return Rejection.of(
                    "P10-19",
                    "A Skip can never be part of a phase.",
                    card=SKIP,
                    group=i,
                    phase=phase,
                )
    for i, group in enumerate(groups):
        rejection = group_rejection(group)
        if rejection is not None:
            return _with_group(rejection, i, phase=phase)
    for i, group in enumerate(groups):
        if group.kind == "set" and group.size == 2 and GroupSpec("set", 2) not in wanted:
            return Rejection.of(
                "P10-8",
                f"A set of 2 belongs to phase 9 only; phase {phase} needs {needs}.",
                group=i,
                phase=phase,
                needed=needs,
            )
    for kind in KINDS:
        mine = [i for i, g in enumerate(groups) if g.kind == kind]
        theirs = sorted((s.size for s in wanted if s.kind == kind), reverse=True)
        if len(mine) > len(theirs):
            return Rejection.of(
                "P10-12",
                f"Phase {phase} is {needs}; a phase never gets an extra group "
                f"(extra cards may only extend the phase's own groups).",
                group=mine[len(theirs)],
                phase=phase,
                needed=needs,
            )
        if len(mine) < len(theirs):
            return Rejection.of(
                "P10-11",
                f"Phase {phase} needs {needs}; lay the complete phase or nothing.",
                phase=phase,
                needed=needs,
            )
        mine.sort(key=lambda i: groups[i].size, reverse=True)
        for i, size in zip(mine, theirs, strict=True):
            if groups[i].size < size:
                return Rejection.of(
                    "P10-11",
                    f"Phase {phase} needs {needs}; this {_KIND_NAMES[kind]} has only "
                    f"{groups[i].size} cards instead of {size}.",
                    group=i,
                    phase=phase,
                    needed=needs,
                    size=size,
                    have=groups[i].size,
                )
    if natural_rule == "per_phase":
        if not any(not c.is_wild for g in groups for c in g.cards):
            return Rejection.of(
                "P10-17", "A laid phase must contain at least one number card.", phase=phase
            )
    elif natural_rule == "per_group":
        for i, group in enumerate(groups):
            if all(c.is_wild for c in group.cards):
                return Rejection.of(
                    "P10-17",
                    "Every group of a laid phase must contain at least one number card.",
                    phase=phase,
                    group=i,
                )
    return None


def laid_cards(groups: Sequence[Group]) -> list[str]:
    """The physical cards ("W" for every Wild) the groups take from a hand (P10-6)."""
    return [c.card for g in groups for c in g.cards]


# -- hitting -------------------------------------------------------------------


def hit_placements(group: Group, card: str) -> list[Laid]:
    """Every way ``card`` can be hit onto the laid ``group`` (P10-13); [] if none."""
    if card == WILD:
        if group.kind == "set":
            return [Laid(WILD, group.value, None)] if group.value is not None else []
        if group.kind == "colour":
            return [Laid(WILD, None, group.colour)] if group.colour is not None else []
        low, high = group.low, group.high
        if low is None or high is None:
            return []
        return [Laid(WILD, v, None) for v in (low - 1, high + 1) if 1 <= v <= 12]
    v = value(card)
    if v is None:  # a Skip (P10-19) or not a card at all
        return []
    if group.kind == "set":
        fits = v == group.value
    elif group.kind == "run":
        low, high = group.low, group.high
        fits = low is not None and high is not None and (v == low - 1 or v == high + 1)
    else:
        fits = colour(card) == group.colour
    return [Laid(card, v, colour(card))] if fits else []


def placements(group: Group, card: str) -> tuple[Laid, ...]:
    """:func:`hit_placements` as a tuple, remembered per group object (the
    engine's ``legal_actions`` asks the same laid groups again every turn)."""
    cache = group.hit_cache
    found = cache.get(card)
    if found is None:
        found = cache[card] = tuple(hit_placements(group, card))
    return found


def hit_rejection(group: Group, laid: Laid) -> Rejection | None:
    """Why ``laid`` may not be hit onto ``group`` (P10-13, P10-9, P10-19), or None."""
    rejection = _laid_rejection(group.kind, laid)
    if rejection is not None:
        if laid.card == SKIP:
            return Rejection.of("P10-19", "A Skip can never be part of a hit.", card=SKIP)
        return rejection
    shown = laid.to_json()
    if group.kind == "set":
        if laid.value != group.value:
            return Rejection.of(
                "P10-13", f"This set takes only {group.value}s.", card=shown, needed=group.value,
                kind="set",
            )
    elif group.kind == "colour":
        if laid.colour != group.colour:
            name = _COLOUR_NAMES.get(group.colour or "", str(group.colour))
            return Rejection.of(
                "P10-13",
                f"This colour group takes only {name} cards.",
                card=shown,
                needed=group.colour,
                kind="colour",
            )
    elif group.kind == "run":
        low, high, v = group.low, group.high, laid.value
        if low is None or high is None:
            return Rejection.of("P10-13", "This run has no cards to extend.", card=shown)
        if v == low - 1 or v == high + 1:
            return None
        ends = [e for e in (low - 1, high + 1) if 1 <= e <= 12]
        if not ends:
            return Rejection.of(
                "P10-9", "This run already goes from 1 to 12; it takes no more cards.", card=shown
            )
        if (high == 12 and v == 1) or (low == 1 and v == 12):
            return Rejection.of(
                "P10-9",
                "Runs go from 1 to 12 only: 12 and 1 are not next to each other.",
                card=shown,
                needed=ends,
            )
        return Rejection.of(
            "P10-13",
            f"This run takes only {_or(ends)}: the next value at either end.",
            card=shown,
            needed=ends,
            kind="run",
        )
    else:
        return Rejection.of("P10-13", f"{group.kind!r} is not a laid group.", card=shown)
    return None


def _or(items: Sequence[Any]) -> str:
    words = [f"a {i}" if i not in (8, 11) else f"an {i}" for i in items]
    return words[0] if len(words) == 1 else " or ".join(words)


def add_to_group(group: Group, laid: Laid) -> Group:
    """``group`` with ``laid`` added (runs stay sorted). No validation."""
    return make_group(group.kind, (*group.cards, laid))


__all__ = [
    "Group",
    "Laid",
    "add_to_group",
    "can_make_phase",
    "find_phase",
    "group_rejection",
    "hit_placements",
    "hit_rejection",
    "laid_cards",
    "make_group",
    "phase_rejection",
    "placements",
    "propose",
]
