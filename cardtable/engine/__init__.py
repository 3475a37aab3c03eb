"""Headless rules engines for Phase 10 and Skip-Bo (no Qt, see api.py)."""

from cardtable.engine.api import (
    EngineError,
    GameResult,
    IllegalAction,
    InvalidAction,
    InvalidState,
    Rejection,
    Rules,
)
from cardtable.engine.registry import GAME_IDS, get_rules
from cardtable.engine.standings import RecordRow, Standing

__all__ = [
    "GAME_IDS",
    "EngineError",
    "GameResult",
    "IllegalAction",
    "InvalidAction",
    "InvalidState",
    "RecordRow",
    "Rejection",
    "Rules",
    "Standing",
    "get_rules",
]
