"""The Skip-Bo engine honours the shared Rules contract of api.py."""

from __future__ import annotations

from skipbo_helpers import R

from cardtable.engine.api import GameResult, Rules
from cardtable.engine.registry import get_rules
from cardtable.engine.skipbo import RULES, SkipBoOptions


def test_registry_returns_the_skipbo_rules_object():
    assert get_rules("skipbo") is RULES and RULES.game_id == "skipbo"
    assert isinstance(RULES, Rules)


def test_options_json_round_trip_and_defaults():
    options = R.default_options(5)
    assert options.stock_count() == 20 and options.first_seat() == 0
    doc = R.options_to_json(options)
    assert R.options_from_json(doc) == options
    custom = SkipBoOptions(players=3, stock_size=7, start="youngest", youngest_seat=2, match_scoring=True)
    assert R.options_from_json(R.options_to_json(custom)) == custom


def test_result_of_a_game_in_progress_and_observations_of_bystanders():
    state = R.new_game(R.default_options(3), 9)
    result = R.result(state)
    assert result == GameResult(False, (), (30, 30, 30), "", result.details)
    assert R.current_player(state) == 0 and R.num_players(state) == 3
    mine = R.observation(state, 0)
    assert mine.legal_actions == tuple(R.legal_actions(state)) and len(mine.hand) == 5
    other = R.observation(state, 1)
    assert other.legal_actions == () and other.hand == () and other.hand_counts[0] == 5
    assert R.observation_to_json(other)["draw_count"] == len(state.draw)
