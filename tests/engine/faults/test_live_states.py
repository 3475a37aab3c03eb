"""Every accepted state is over or has a legal action.

Hand-written positions are the way in for dead ends: a Phase 10 state in
stage ``draw`` with nothing to draw (P10-16) used to be accepted with
``legal == []``. Hypothesis writes random but well-formed JSON states of both
games (random hands, piles, stages, counters); each one is either refused
with InvalidState, or over, or has at least one legal action that ``check``
accepts. A sample goes through the CLI too.
"""

from __future__ import annotations

import io
import json
from collections import Counter
from contextlib import redirect_stdout

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine.__main__ import main
from cardtable.engine.api import InvalidState
from cardtable.engine.phase10 import cards as p10_cards
from cardtable.engine.phase10.meld_search import find_phase
from cardtable.engine.registry import get_rules
from cardtable.engine.skipbo import cards as sb_cards

P10 = get_rules("phase10")
SB = get_rules("skipbo")
SETTINGS = settings(max_examples=120, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _stranded_p10_doc(stage: str, discard: tuple[str, ...] = ()) -> dict:
    """Every card held, nothing to draw: only ``discard`` on the discard pile."""
    held = list((Counter(p10_cards.full_deck()) - Counter(discard)).elements())
    return {"game": "phase10", "stage": stage, "draw_pile": [], "discard_pile": list(discard),
            "players": [{"hand": held[::2]}, {"hand": held[1::2]}]}


@pytest.mark.parametrize("discard", [(), ("S",)])
def test_p10_16_draw_stage_with_nothing_to_draw_is_refused_naming_the_stage(discard):
    with pytest.raises(InvalidState) as info:
        P10.state_from_json(_stranded_p10_doc("draw", discard))
    assert info.value.path == "stage" and "P10-16" in info.value.message


def test_p10_16_the_same_position_in_stage_play_is_live():
    state = P10.state_from_json(_stranded_p10_doc("play"))
    assert P10.legal_actions(state)


def test_p10_16_through_the_cli_exits_2_naming_the_stage():
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(["legal", json.dumps(_stranded_p10_doc("draw"))])
    assert code == 2 and json.loads(out.getvalue())["error"].startswith("stage:")


# --- random hand-written states ---------------------------------------------------

def _split(draw, pool: list, parts: int) -> list[list]:
    """``pool`` cut into ``parts`` random pieces (some may be empty)."""
    cuts = sorted(draw(st.lists(st.integers(0, len(pool)), min_size=parts - 1, max_size=parts - 1)))
    edges = [0, *cuts, len(pool)]
    return [pool[edges[i]:edges[i + 1]] for i in range(parts)]


@st.composite
def p10_docs(draw) -> dict:
    n = draw(st.integers(2, 6))
    deck = list(draw(st.permutations(p10_cards.full_deck())))
    edition = draw(st.sampled_from(["2026", "classic"]))
    options = {"players": n, "edition": edition, "knock": draw(st.booleans())}
    current = draw(st.integers(0, n - 1))
    players = []
    for seat in range(n):
        k = draw(st.integers(1, 11) | st.just(0))
        hand, deck = deck[:k], deck[k:]
        player = {"hand": hand, "phase": draw(st.integers(1, 10)), "score": draw(st.integers(0, 400))}
        for flag, p_true in (("skip", 0.15 * (seat != current)), ("active", 0.95), ("knocked", 0.1)):
            player[flag] = draw(st.floats(0, 1)) < p_true
        if player["skip"]:
            if "S" in deck:
                deck.remove("S")
            else:
                player["skip"] = False
        if draw(st.booleans()):
            groups = find_phase(hand, player["phase"], "per_phase" if edition == "2026" else "none")
            if groups:
                used = Counter(card for g in groups for card in g.card_names())
                player["hand"] = list((Counter(hand) - used).elements())
                player["laid"] = [g.to_json() for g in groups]
        players.append(player)
    mode = draw(st.sampled_from(["auto", "auto", "draw-empty", "both-empty", "skip-only"]))
    doc: dict = {"game": "phase10", "options": options, "players": players}
    if mode == "auto":
        cut = draw(st.integers(0, len(deck)))
        doc["discard_pile"] = deck[:cut]
    elif mode == "draw-empty":
        doc["draw_pile"], doc["discard_pile"] = [], deck
    else:
        top = []
        if mode == "skip-only" and "S" in deck:
            deck.remove("S")
            top = ["S"]
        doc["draw_pile"], doc["discard_pile"] = [], top
        for player, extra in zip(players, _split(draw, deck, n), strict=True):
            player["hand"] = player["hand"] + extra
    stage = draw(st.sampled_from(["draw", "draw", "play", "play", "knock", "over"]))
    doc["stage"] = stage
    if stage == "over":
        doc["current"], doc["winners"] = None, [current]
    else:
        doc["current"] = current
    if stage == "knock":
        doc["knock"] = {"from": (current + 1) % n, "queue": [current]}
    return doc


@st.composite
def sb_docs(draw) -> dict:
    n = draw(st.integers(2, 6))
    size = draw(st.integers(5, 20))
    pool = list(draw(st.permutations(sb_cards.full_deck())))
    left = Counter(pool)
    building = []
    for _ in range(draw(st.integers(0, 4))):
        pile = []
        for value in range(1, draw(st.integers(0, 11)) + 1):
            card = value if left[value] and draw(st.booleans()) else "SB"
            if not left[card]:
                break
            left[card] -= 1
            pile.append(card)
        building.append(pile)
    pool = list(left.elements())
    pool = [pool[i] for i in draw(st.permutations(range(len(pool))))]
    players = []
    for _ in range(n):
        stock_len = draw(st.integers(1, size) | st.just(0))
        hand_len = draw(st.integers(0, 5))
        stock, hand, pool = pool[:stock_len], pool[stock_len:stock_len + hand_len], pool[stock_len + hand_len:]
        piles = []
        for _ in range(draw(st.integers(0, 4))):
            k = draw(st.integers(0, 6))
            piles.append(pool[:k])
            pool = pool[k:]
        players.append({"stock": {"face_down": stock[:-1], "top": stock[-1] if stock else None},
                        "hand": hand, "discard_piles": piles})
    doc = {"game": "skipbo", "options": {"players": n, "stock_size": size}, "current": draw(st.integers(0, n - 1)),
           "players": players, "building_piles": building,
           "turn": {"built": draw(st.booleans()), "idle_turns": draw(st.integers(0, n - 1)),
                    "since_stock": draw(st.integers(0, 999))}}
    if draw(st.booleans()):  # nothing left to draw: the rest lies on the discard piles
        doc["draw_pile"] = []
        for i, extra in enumerate(_split(draw, pool, n)):
            piles = players[i]["discard_piles"] or [[]]
            piles[-1] = piles[-1] + extra
            players[i]["discard_piles"] = piles
    empty = [i for i, p in enumerate(players) if p["stock"]["top"] is None]
    if empty and draw(st.booleans()):
        doc["result"] = {"winners": empty[:1], "reason": "stock-empty"}
    return doc


def _assert_live_or_refused(rules, doc: dict) -> bool:
    try:
        state = rules.state_from_json(doc)
    except InvalidState:
        return False
    if rules.is_terminal(state):
        return True
    legal = list(rules.legal_actions(state))
    assert legal, f"an accepted {rules.game_id} state has no legal action: {json.dumps(doc)[:2000]}"
    for action in legal[:40]:
        assert rules.check(state, action) is None, (action, rules.check(state, action))
    return True


@SETTINGS
@given(doc=p10_docs())
def test_every_accepted_phase10_state_is_over_or_has_a_legal_action(doc):
    _assert_live_or_refused(P10, doc)


@SETTINGS
@given(doc=sb_docs())
def test_every_accepted_skipbo_state_is_over_or_has_a_legal_action(doc):
    _assert_live_or_refused(SB, doc)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(doc=st.one_of(p10_docs(), sb_docs()))
def test_through_the_cli_an_accepted_state_lists_a_legal_action_unless_over(doc):
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(["legal", json.dumps(doc)])
    answer = json.loads(out.getvalue())
    if code == 2:
        assert answer["error"]
        return
    over = doc.get("stage") == "over" or doc.get("result") is not None
    assert code == 0 and (answer or over), (json.dumps(doc)[:2000], answer)


def test_the_generators_write_mostly_acceptable_states():
    """The property tests above are only worth something if many states pass the reader."""
    accepted = Counter()

    @settings(max_examples=60, deadline=None, database=None, derandomize=True,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(p10=p10_docs(), sb=sb_docs())
    def count(p10, sb):
        accepted["p10"] += _assert_live_or_refused(P10, p10)
        accepted["sb"] += _assert_live_or_refused(SB, sb)
        accepted["all"] += 1

    count()
    assert accepted["p10"] >= accepted["all"] // 5 and accepted["sb"] >= accepted["all"] // 5, accepted
