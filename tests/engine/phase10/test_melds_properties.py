"""Random hands against a slow, independent reference of what a phase is.

The reference tries every way of putting cards into the phase's groups
(brute force over assignments and subsets), so it is obviously right and far
too slow for play; the fast count-based search must agree with it.
"""

from collections import Counter
from itertools import combinations, product

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from cardtable.engine.phase10.cards import COLOURS, colour, over_supply, value
from cardtable.engine.phase10.melds import (
    Group,
    Laid,
    add_to_group,
    find_phase,
    group_rejection,
    hit_placements,
    hit_rejection,
    laid_cards,
    phase_rejection,
    propose,
)
from cardtable.engine.phase10.phases import NATURAL_RULES, PHASES, phase_cards

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# -- the reference -------------------------------------------------------------


def ref_group_ok(kind, cards, size, rule):
    naturals = [c for c in cards if c != "W"]
    if len(cards) < size or (rule == "per_group" and not naturals):
        return False
    if kind == "set":
        return len({value(c) for c in naturals}) <= 1
    if kind == "colour":
        return len({colour(c) for c in naturals}) <= 1
    values = [value(c) for c in naturals]
    if len(set(values)) != len(values) or len(cards) > 12:
        return False
    return not values or max(values) - min(values) + 1 <= len(cards)


def ref_arrangeable(cards, phase, rule):
    """Can ALL of cards be laid as phase (extras extending its groups)?"""
    if "S" in cards:
        return False
    if rule != "none" and all(c == "W" for c in cards):
        return False
    wanted = PHASES[phase]
    for assignment in product(range(len(wanted)), repeat=len(cards)):
        groups = [
            [c for c, a in zip(cards, assignment, strict=True) if a == i]
            for i in range(len(wanted))
        ]
        if all(ref_group_ok(s.kind, g, s.size, rule) for s, g in zip(wanted, groups, strict=True)):
            return True
    return False


def ref_min_wilds(hand, phase, rule):
    """The fewest Wilds of any phase_cards-subset of hand that forms the phase."""
    best = None
    seen = set()
    for subset in combinations(sorted(hand), phase_cards(phase)):
        if subset in seen:
            continue
        seen.add(subset)
        wilds = subset.count("W")
        if (best is None or wilds < best) and ref_arrangeable(list(subset), phase, rule):
            best = wilds
    return best


# -- strategies ------------------------------------------------------------------


@st.composite
def hands(draw, min_size, max_size):
    """Hands from a small random pool of values/colours, so phases happen often."""
    values = draw(st.lists(st.integers(1, 12), min_size=1, max_size=5, unique=True))
    colours = draw(st.lists(st.sampled_from(COLOURS), min_size=1, max_size=4, unique=True))
    pool = [f"{c}{v}" for c in colours for v in values]
    card = st.one_of(st.sampled_from(pool), st.just("W"), st.sampled_from([*pool, "W", "S"]))
    cards = draw(st.lists(card, min_size=min_size, max_size=max_size))
    assume(not over_supply(Counter(cards)))
    return cards


@st.composite
def near_phases(draw):
    """(cards, phase): a phase built at random (Wilds, extras), then maybe spoilt a little."""
    phase = draw(st.integers(1, 10))
    natural = st.sampled_from(COLOURS)
    cards = []
    for spec in PHASES[phase]:
        size = spec.size + draw(st.integers(0, 1))
        if spec.kind == "set":
            v = draw(st.integers(1, 12))
            wanted = [v] * size
        elif spec.kind == "run":
            lo = draw(st.integers(1, 13 - size))
            wanted = list(range(lo, lo + size))
        else:
            c = draw(natural)
            wanted = [None] * size
        for v in wanted:
            if draw(st.integers(0, 3)) == 0:
                cards.append("W")
            elif v is None:
                cards.append(f"{c}{draw(st.integers(1, 12))}")
            else:
                cards.append(f"{draw(natural)}{v}")
    for _ in range(draw(st.integers(0, 2))):
        where = draw(st.integers(0, len(cards)))
        what = draw(st.sampled_from(["drop", "add", "W", "S", *cards]))
        if what == "drop":
            cards.pop(where % len(cards))
        elif what == "add":
            cards.insert(where, f"{draw(natural)}{draw(st.integers(1, 12))}")
        else:
            cards.insert(where, what)
    assume(len(cards) <= 9 and not over_supply(Counter(cards)))
    return cards, phase


phases = st.integers(1, 10)
rules = st.sampled_from(NATURAL_RULES)


# -- properties ---------------------------------------------------------------------


@SETTINGS
@given(hands(5, 9), phases, rules)
def test_P10_11_propose_agrees_with_brute_force(cards, phase, rule):
    groups = propose(cards, phase, rule)
    assert (groups is not None) == ref_arrangeable(cards, phase, rule)
    if groups is not None:
        assert phase_rejection(groups, phase, rule) is None
        assert Counter(laid_cards(groups)) == Counter(cards)
        assert tuple(Group.from_json(g.to_json()) for g in groups) == groups


@SETTINGS
@given(hands(6, 9), phases, rules)
def test_P10_11_find_phase_agrees_with_brute_force(hand, phase, rule):
    groups = find_phase(hand, phase, rule)
    best = ref_min_wilds(hand, phase, rule)
    assert (groups is None) == (best is None)
    if groups is not None:
        used = Counter(laid_cards(groups))
        assert not used - Counter(hand)  # a sub-multiset of the hand (P10-6)
        assert sum(used.values()) == phase_cards(phase)
        assert used["W"] == best  # keeps as many Wilds in hand as possible
        assert phase_rejection(groups, phase, rule) is None
        assert propose(laid_cards(groups), phase, rule) is not None


def all_laids(card):
    if card != "W":
        return [Laid.natural(card)] if card != "S" else [Laid("S", None, None)]
    return [Laid.wild(v) for v in range(0, 14)] + [Laid.wild(colour=c) for c in COLOURS]


@SETTINGS
@given(near_phases(), st.sampled_from(["R1", "B6", "G12", "Y7", "W", "S", "R5", "B11"]))
def test_P10_13_hit_placements_agree_with_hit_rejection(cards_phase, card):
    cards, phase = cards_phase
    groups = propose(cards, phase, "none") or find_phase(cards, phase, "none")
    assume(groups is not None)
    for group in groups:
        placements = hit_placements(group, card)
        for laid in all_laids(card):
            assert (hit_rejection(group, laid) is None) == (laid in placements), (group, laid)
        for laid in placements:
            bigger = add_to_group(group, laid)
            assert group_rejection(bigger) is None
            assert bigger.size == group.size + 1


@SETTINGS
@given(near_phases(), rules)
def test_P10_12_near_phases_agree_with_brute_force(cards_phase, rule):
    cards, phase = cards_phase
    groups = propose(cards, phase, rule)
    assert (groups is not None) == ref_arrangeable(cards, phase, rule)
    if groups is not None:
        assert phase_rejection(groups, phase, rule) is None
        assert Counter(laid_cards(groups)) == Counter(cards)
    found = find_phase(cards, phase, rule)
    best = ref_min_wilds(cards, phase, rule) if len(cards) >= phase_cards(phase) else None
    assert (found is None) == (best is None)
    if found is not None:
        assert Counter(laid_cards(found))["W"] == best
        assert not Counter(laid_cards(found)) - Counter(cards)
        assert phase_rejection(found, phase, rule) is None
