"""Every knob of the levels is used by at least one level: a parameter that
no level sets differently is an experiment, and experiments live in the
repository's history, not in the shipped players (docs/AI.md)."""

from __future__ import annotations

from dataclasses import fields

from cardtable.ai.phase10.policy import PARAMS as P10_PARAMS
from cardtable.ai.skipbo.evaluate import Weights
from cardtable.ai.skipbo.policy import LEVEL_KNOBS, LEVELS
from cardtable.ai.skipbo.policy import PARAMS as SB_PARAMS


def test_every_phase10_knob_tells_the_levels_apart():
    knobs = set(P10_PARAMS["hard"])
    assert all(set(p) == knobs for p in P10_PARAMS.values())
    same = [k for k in sorted(knobs) if len({repr(p[k]) for p in P10_PARAMS.values()}) == 1]
    assert same == []


def test_every_skipbo_level_knob_is_on_in_some_level():
    # the reply's sample and height counts matter only where its weight is set
    assert any(level.reply_weight > 0 for level in LEVELS.values())
    assert set(SB_PARAMS) == {*LEVEL_KNOBS, *(f.name for f in fields(Weights))}
    # node budgets tell the levels apart
    assert len({level.max_nodes for level in LEVELS.values()}) == len(LEVELS)
