"""The wall-clock emergency stop of a computer player's thinking.

Decisions depend only on the seat's observation, the policy's seed and a
budget of work (search positions, look-ahead draws) counted by the policy,
so a seeded game plays out the same on an idle and on a busy machine. The
clock is consulted only as an emergency brake: should a decision ever run
for ``EMERGENCY_SECONDS`` (a machine stalled far beyond anything measured,
see docs/AI.md), the thinking stops with what it has and a warning is
logged, because from then on the game may no longer replay identically.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

# Forty times the largest budget's CPU time (hard: about 0.4 s): 5 s fired
# once in a blocked-game survey (five hard players) with the 2-core machine
# at a load average of 17.
EMERGENCY_SECONDS = 20.0

log = logging.getLogger(__name__)


class EmergencyStop:
    """Started when a decision starts; ``fired()`` turns True (and logs a
    warning, once) when ``seconds`` of wall-clock time have passed."""

    __slots__ = ("_clock", "_until", "has_fired", "seconds", "what")

    def __init__(self, what: str, seconds: float = EMERGENCY_SECONDS,
                 clock: Callable[[], float] | None = None) -> None:
        self.what = what
        self.seconds = seconds
        self._clock = clock or time.monotonic
        self._until = self._clock() + seconds
        self.has_fired = False

    def fired(self) -> bool:
        if self.has_fired:
            return True
        if self._clock() <= self._until:
            return False
        self.has_fired = True
        log.warning("%s: emergency stop after %.1f s of thinking; this decision may not replay "
                    "identically", self.what, self.seconds)
        return True
