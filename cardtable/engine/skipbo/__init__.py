"""The Skip-Bo rules engine (docs/RULES.md SB-1 .. SB-19, SB-V1), no Qt.

``RULES`` is the engine object the registry hands out for ``"skipbo"``.
"""

from cardtable.engine.api import Rules
from cardtable.engine.skipbo.cards import WILD
from cardtable.engine.skipbo.observation import SeatView, SkipBoObservation
from cardtable.engine.skipbo.options import SkipBoOptions
from cardtable.engine.skipbo.rules import SkipBoRules
from cardtable.engine.skipbo.state import (
    Action,
    Discard,
    EndTurn,
    Event,
    GameRecord,
    Play,
    PlayerState,
    SkipBoState,
)
from cardtable.engine.takeback import TakeBack

RULES: Rules[SkipBoState, Action | TakeBack, SkipBoObservation, SkipBoOptions] = SkipBoRules()

__all__ = [
    "RULES",
    "WILD",
    "Discard",
    "EndTurn",
    "Event",
    "GameRecord",
    "Play",
    "PlayerState",
    "SeatView",
    "SkipBoObservation",
    "SkipBoOptions",
    "SkipBoRules",
    "SkipBoState",
]
