"""Fixtures for the save tests: a private data folder and a played fake game."""

from __future__ import annotations

import random

import pytest

from cardtable.persistence import SavedGame, Seat

from .fakegame import RULES, Options, resolver

SEATS = (Seat("Anna", "human"), Seat("Bob", "computer", "hard"), Seat("Chen", "computer", "easy"))


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Every test gets its own CARDTABLE_DATA_DIR (never the real home)."""
    folder = tmp_path / "data"
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(folder))
    return folder


def play_fake(seed: int, moves: int, players: int = 3):
    """A fake game after up to ``moves`` random legal moves: (options, actions, state)."""
    options = Options(players=players, target=40)
    rng = random.Random(seed)
    state = RULES.new_game(options, seed)
    actions = []
    for _ in range(moves):
        legal = RULES.legal_actions(state)
        if not legal:
            break
        action = rng.choice(legal)
        actions.append(action)
        state = RULES.apply(state, action)
    return options, actions, state


def fake_saved(seed: int = 7, moves: int = 10, players: int = 3, title=None) -> SavedGame:
    options, actions, state = play_fake(seed, moves, players)
    return SavedGame.from_game(RULES, options, seed, SEATS[:players], actions, state, title=title)


@pytest.fixture
def fake():
    """(resolver, factory of SavedGame records of the fake game)."""
    return resolver, fake_saved
