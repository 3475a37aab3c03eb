"""Shared by the Phase 10 AI tests: a two-seat position built from a hand."""

from __future__ import annotations

import pytest

from cardtable.engine.phase10 import RULES


def _position(hand, phase=1, laid=None, discard=("R12",), stage="play"):
    """Seat 0 to move with ``hand`` on ``phase``; seat 1 holds ten loose cards."""
    doc = {
        "players": [
            {"hand": hand, "phase": phase, **({"laid": laid} if laid else {})},
            {"hand": ["R3", "B6", "G9", "Y12", "R4", "B7", "G10", "Y1", "Y2", "G2"]},
        ],
        "discard_pile": list(discard),
        "current": 0,
        "stage": stage,
    }
    return RULES.state_from_json(doc)


@pytest.fixture
def position():
    return _position
