"""Phase 10 computer players at three levels (easy, medium, hard), no Qt.

``make_policy(level, seat, seed)`` is what ``cardtable.ai.make_policy``
calls; docs/AI.md (section Phase 10) describes how the levels play and how
strong they measure.
"""

from cardtable.ai.phase10.policy import LEVELS, Phase10Policy


def make_policy(level: str, seat: int, seed: int) -> Phase10Policy:
    return Phase10Policy(level, seat, seed)


__all__ = ["LEVELS", "Phase10Policy", "make_policy"]
