"""The replay timeline and the deck order come from the engine replaying the log."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.engine.registry import get_rules
from cardtable.persistence import SaveError
from cardtable.persistence.history import ReplaySource
from cardtable.persistence.savefile import replay
from cardtable.persistence.timeline import CHECKPOINT, Timeline, timeline_of_source
from cardtable.seats import Seat
from cardtable.stats.deck_order import shuffles
from tests.history.selfplay import quick_play

SEATS = [Seat("Anna"), Seat("Bot", "computer", "easy"), Seat("Cleo", "computer", "hard")]


@pytest.fixture(scope="module")
def phase10():
    return quick_play("phase10", 7, SEATS, phases=[1, 2, 3])


@pytest.fixture(scope="module")
def skipbo():
    return quick_play("skipbo", 7, SEATS, eager=False, match_scoring=True)


def _timeline(played):
    return Timeline.build(played.rules, played.options, played.seed, played.seats, played.actions)


def test_every_position_is_the_log_replayed_by_the_engine(phase10):
    tl = _timeline(phase10)
    assert tl.finished and tl.length == len(phase10.actions)
    # backwards and in jumps, across checkpoints: the same states as a fresh replay
    for position in (tl.length, tl.length - 1, 0, CHECKPOINT - 1, CHECKPOINT, 3 * CHECKPOINT + 5, 40, 39):
        assert tl.state(position) == replay(phase10.rules, phase10.options, phase10.seed,
                                            phase10.actions[:position])
    assert tl.state(tl.length + 10) == phase10.state  # clamped to the game
    assert tl.actor(0) is None
    assert tl.actor(1) == phase10.rules.current_player(tl.state(0))


@pytest.mark.parametrize("game", ["phase10", "skipbo"])
def test_round_starts_are_the_deals_the_engine_made(game, request):
    played = request.getfixturevalue(game)
    tl = _timeline(played)
    deals = [p for p in range(tl.length + 1)
             if any(e.kind == "deal" for e in tl.state(p).last_events)]
    assert deals == list(tl.round_starts) and len(deals) >= 2
    assert tl.round_index(tl.round_starts[1]) == 1 and tl.round_index(tl.round_starts[1] - 1) == 0


def test_an_unfinished_game_shows_only_its_viewers_events(phase10):
    rules = phase10.rules
    part = phase10.actions[:60]
    tl = Timeline.build(rules, phase10.options, phase10.seed, phase10.seats, part)
    assert not tl.finished and tl.viewer == 0
    others_draws = [e for p in range(1, 61) for e in tl.events(p)
                    if e.kind == "draw_deck" and e.seat != 0]
    assert others_draws and all(e.card is None for e in others_draws)
    assert shuffles(tl) == []  # the deck order of an unfinished game is never laid open


def test_a_history_row_that_does_not_replay_is_a_save_error(phase10):
    rules = phase10.rules
    docs = tuple(rules.action_to_json(a) for a in phase10.actions)
    good = ReplaySource(1, "phase10", rules.options_to_json(phase10.options), tuple(SEATS), 7, docs)
    assert timeline_of_source(good).finished
    for bad, code in (
        (good.__class__(1, "uno", good.options, good.seats, 7, docs), "unknown-game"),
        (good.__class__(1, "phase10", {"players": "many"}, good.seats, 7, docs), "bad-options"),
        (good.__class__(1, "phase10", good.options, good.seats, 7, (*docs[:3], {"type": "?"})), "bad-action"),
        (good.__class__(1, "phase10", good.options, good.seats, 8, docs), "illegal-action"),
        (good.__class__(1, "phase10", good.options, good.seats[:2], 7, docs), "bad-seats"),
    ):
        with pytest.raises(SaveError) as caught:
            timeline_of_source(bad)
        assert caught.value.code == code


@pytest.mark.parametrize("game, deck_size", [("phase10", 108), ("skipbo", 162)])
def test_the_deck_order_lists_every_card_of_every_deal(game, deck_size, request):
    played = request.getfixturevalue(game)
    tl = _timeline(played)
    found = shuffles(tl)
    deals = [s for s in found if s.kind == "deal"]
    assert [s.position for s in deals] == list(tl.round_starts)
    full = None
    for shuffle in deals:
        cards = Counter(shuffle.draw) + Counter(shuffle.discard)
        for pile in (*shuffle.hands, *shuffle.stocks):
            cards += Counter(pile)
        assert shuffle.cards == deck_size == sum(cards.values())
        full = full or cards
        assert cards == full  # the same deck every deal, only its order differs
    state = tl.state(deals[0].position)
    top = state.draw_pile[-1] if game == "phase10" else state.draw[-1]
    assert deals[0].draw[0] == top  # listed from the top card down


def test_reshuffles_are_listed_with_the_card_drawn_from_them():
    rules = get_rules("phase10")
    for seed in range(40):  # a long game without laying runs through the draw pile
        played = quick_play("phase10", seed, SEATS[:2], eager=False, phases=[1, 2])
        found = [s for s in shuffles(_timeline(played)) if s.kind == "reshuffle"]
        if found:
            break
    else:
        pytest.skip("no reshuffle in these seeds")
    shuffle = found[0]
    state = _timeline(played).state(shuffle.position)
    assert shuffle.draw == tuple(reversed(state.draw_pile))
    seat, card = shuffle.drawn[0]
    assert card in state.hands[seat]
    assert sorted((*shuffle.draw, card)) == sorted(
        replay(rules, played.options, played.seed, played.actions[:shuffle.position - 1]).discard_pile[:-1])


class CountingRules:
    """The engine, counting its applies."""

    def __init__(self, rules):
        self.rules, self.applied = rules, 0

    def apply(self, state, action):
        self.applied += 1
        return self.rules.apply(state, action)

    def __getattr__(self, name):
        return getattr(self.rules, name)


def test_a_jump_applies_at_most_one_checkpoint_of_moves(phase10):
    rules = CountingRules(phase10.rules)
    tl = Timeline.build(rules, phase10.options, phase10.seed, phase10.seats, phase10.actions)
    assert rules.applied == tl.length  # loading: the log once
    for target in (0, tl.length, tl.length - 1, tl.length // 2, 1, tl.length // 2 + 1):
        rules.applied = 0
        tl.state(target)
        assert rules.applied < CHECKPOINT
    rules.applied = 0
    tl.state(tl.length // 2 + 2)  # a step forward: one apply
    assert rules.applied == 1


def test_an_unfinished_pass_and_play_game_is_seen_by_who_saved_it(phase10):
    rules = phase10.rules
    people = [Seat("Anna"), Seat("Ben"), Seat("Bot", "computer", "easy")]
    for moves in (20, 22, 45):
        part = phase10.actions[:moves]
        tl = Timeline.build(rules, phase10.options, phase10.seed, people, part)
        current = rules.current_player(tl.state(moves))
        if current in (0, 1):
            assert tl.viewer == current  # the person to act saved it
        else:
            assert tl.viewer == [a for a in tl.actors if a in (0, 1)][-1]  # the last person who acted
    alone = [Seat("Bot 1", "computer", "easy"), Seat("Anna"), Seat("Bot 2", "computer", "easy")]
    assert Timeline.build(rules, phase10.options, phase10.seed, alone, phase10.actions[:20]).viewer == 1
