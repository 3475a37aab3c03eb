"""Skip-Bo computer players at three levels (easy, medium, hard), no Qt.

``make_policy(level, seat, seed)`` is what ``cardtable.ai.make_policy``
calls; see docs/AI.md for how the levels play and how strong they measure.
"""

from cardtable.ai.skipbo.policy import LEVELS, SkipBoPolicy


def make_policy(level: str, seat: int, seed: int) -> SkipBoPolicy:
    return SkipBoPolicy(level, seat, seed)


__all__ = ["LEVELS", "SkipBoPolicy", "make_policy"]
