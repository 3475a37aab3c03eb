"""What one seat may see of a Phase 10 game (the AI's and the UI's view).

Hidden: the other hands (only their sizes are shown), the order and faces
of the draw pile, the discard pile below its top, and the face of a card
another player drew from the draw pile. Everything else on the table is
public: laid groups, phases, Skips in front of players, scores, the score
sheet. Two states that differ only in hidden cards give equal observations.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.engine.phase10 import actions
from cardtable.engine.phase10.melds import Group
from cardtable.engine.phase10.options import Options
from cardtable.engine.phase10.state import Event, RoundRecord, Stage, State


@dataclass(frozen=True)
class Observation:
    """One seat's view (see the module docstring).

    Not ``slots=True``: :func:`observe` fills the instance ``__dict__`` in
    one step, since a game builds one observation per seat after every
    action and the generated frozen ``__init__`` (one ``object.__setattr__``
    per field) was most of that cost.
    """

    seat: int
    options: Options
    round: int
    dealer: int
    current: int | None
    stage: Stage
    hand: tuple[str, ...]
    hand_counts: tuple[int, ...]
    draw_count: int
    discard_top: str | None
    discard_count: int
    laid: tuple[tuple[Group, ...], ...]
    phases: tuple[int, ...]
    skips: tuple[bool, ...]
    scores: tuple[int, ...]
    history: tuple[RoundRecord, ...]
    active: tuple[bool, ...]
    tiebreak: bool
    knock_from: int | None
    knock_queue: tuple[int, ...]
    knocked: tuple[bool, ...]
    winners: tuple[int, ...]
    events: tuple[Event, ...]
    legal_actions: tuple[actions.Action, ...]
    skip_choice: int | None = None  # the chosen, not yet given Skip's target (APP-UNDO)


_new = object.__new__
_set_attr = object.__setattr__


def observe(state: State, seat: int, legal: tuple[actions.Action, ...]) -> Observation:
    phases = state.options.phases
    obs = _new(Observation)
    _set_attr(obs, "__dict__", {
        "seat": seat,
        "options": state.options,
        "round": state.round,
        "dealer": state.dealer,
        "current": state.current,
        "stage": state.stage,
        "hand": state.hands[seat],
        "hand_counts": tuple([len(h) for h in state.hands]),
        "draw_count": len(state.draw_pile),
        "discard_top": state.discard_pile[-1] if state.discard_pile else None,
        "discard_count": len(state.discard_pile),
        "laid": state.laid,
        "phases": tuple([phases[i] for i in state.phase_index]),  # State.phase_of of every seat
        "skips": state.skips,
        "scores": state.scores,
        "history": state.history,
        "active": state.active,
        "tiebreak": state.tiebreak,
        "knock_from": state.knock_from,
        "knock_queue": state.knock_queue,
        "knocked": state.knocked,
        "winners": state.winners,
        # the face of a card another seat drew from the draw pile is hidden
        "events": tuple([Event("draw_deck", seat=e.seat) if e.kind == "draw_deck" and e.seat != seat else e
                         for e in state.last_events]),
        "legal_actions": legal if state.current == seat else (),
        "skip_choice": state.skip_choice,
    })
    return obs


def spectate(state: State) -> Observation:
    """The view of somebody watching (no seat): seat 0's place with an empty
    hand, no legal actions, and no drawn card's face, not even seat 0's."""
    obs = observe(state, 0, ())
    events = tuple([Event("draw_deck", seat=e.seat) if e.kind == "draw_deck" else e for e in obs.events])
    _set_attr(obs, "__dict__", {**obs.__dict__, "hand": (), "legal_actions": (), "events": events})
    return obs


def to_json(obs: Observation) -> dict[str, Any]:
    return {
        "game": "phase10",
        "seat": obs.seat,
        "options": obs.options.to_json(),
        "round": obs.round,
        "dealer": obs.dealer,
        "current": obs.current,
        "stage": obs.stage,
        "hand": list(obs.hand),
        "hand_counts": list(obs.hand_counts),
        "draw_count": obs.draw_count,
        "discard_top": obs.discard_top,
        "discard_count": obs.discard_count,
        "players": [
            {
                "phase": obs.phases[s],
                "laid": [g.to_json() for g in obs.laid[s]],
                "skip": obs.skips[s],
                "score": obs.scores[s],
                "active": obs.active[s],
                "knocked": obs.knocked[s],
            }
            for s in range(obs.options.players)
        ],
        "tiebreak": obs.tiebreak,
        "knock": {"from": obs.knock_from, "queue": list(obs.knock_queue)} if obs.knock_queue else None,
        "winners": list(obs.winners),
        "history": [r.to_json() for r in obs.history],
        "events": [e.to_json() for e in obs.events],
        "legal_actions": [actions.to_json(a) for a in obs.legal_actions],
        **({"skip_choice": obs.skip_choice} if obs.skip_choice is not None else {}),
    }
