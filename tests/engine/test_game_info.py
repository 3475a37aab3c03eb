"""Each game is described once (``cardtable/games.py``) and its engine agrees:
the same id, the player range its options enforce, the options it writes."""

from __future__ import annotations

import pytest

from cardtable.engine.api import EngineError
from cardtable.engine.registry import GAME_IDS as REGISTERED
from cardtable.engine.registry import get_rules
from cardtable.games import GAME_IDS, GAMES, MAX_PLAYERS, MIN_PLAYERS, game_info


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_the_engine_is_the_game_described(info):
    rules = get_rules(info.id)
    assert rules.info is info and rules.game_id == info.id
    options = rules.options_to_json(rules.default_options(info.min_players))
    assert set(options) - {"players"} == set(info.options)
    for players in (info.min_players - 1, info.max_players + 1):
        assert not info.allows(players)
        with pytest.raises(EngineError):
            rules.default_options(players)
        with pytest.raises(EngineError):
            rules.options_from_json({**options, "players": players})
    for players in (info.min_players, info.max_players):
        assert info.allows(players) and rules.num_players(rules.new_game(rules.default_options(players), 1)) == players


def test_one_list_of_games():
    assert REGISTERED == GAME_IDS == tuple(g.id for g in GAMES)
    assert (MIN_PLAYERS, MAX_PLAYERS) == (2, 6)
    assert game_info("skipbo").record_kind == "game" and not game_info("skipbo").lower_total_wins
    with pytest.raises(KeyError):
        game_info("chess")
