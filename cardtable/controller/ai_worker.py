"""What a computer player does off the UI thread, so the table never freezes.

The controller hands the app's worker jobs (``background_ops``) a policy, the
observations the policy has not yet seen and the observation to act on;
``think`` shows the policy what it missed and asks for its move. The answer
(or the failure) comes back on the UI thread, where the action is applied.
A job the controller has since abandoned (a loaded game, shutdown) is
cancelled: its answer is dropped. One game's jobs run in one lane, in order,
so a policy sees its observations in the order they happened (the same seed
plays the same game).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.engine.replay import steps


@dataclass(frozen=True)
class ReplayedHistory:
    """What a computer seat saw before the game was loaded from a file.

    A policy remembers public events (e.g. which cards an opponent took), so a
    resumed game replays the saved action log from the seed and shows the seat
    each observation again. States are immutable, so this runs safely on the
    worker thread instead of stalling the table.
    """

    rules: Any
    options: Any
    seed: int
    actions: Sequence[Any]
    seat: int

    def __iter__(self) -> Iterator[Any]:
        for step in steps(self.rules, self.options, self.seed, self.actions):
            yield self.rules.observation(step.state, self.seat)


def think(policy: Any, pending: Iterable[Any], observation: Any) -> Any:
    """On a worker: ``policy`` observes what it missed, then chooses its action."""
    for seen in pending:
        if isinstance(seen, ReplayedHistory):
            for replayed in seen:
                policy.observe(replayed)
        else:
            policy.observe(seen)
    return policy.choose(observation)
