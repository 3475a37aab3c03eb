"""A Phase 10 observation read back from its JSON (``observation.to_json``).

Why: a window playing at a network table never holds the game's state; it
receives its own seat's observation as JSON from the host and draws the
table from it, exactly as a local window draws from
``Rules.observation``. The document comes over the network, so it is read
as strictly as a saved state: every field checked, unknown fields refused,
and any problem an :class:`InvalidState` naming the place; no other
exception escapes. ``observation_from_json(observation_to_json(o)) == o``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.engine.api import EngineError, InvalidState
from cardtable.engine.jsonfields import choice, fields, flag, json_list, strictly, whole
from cardtable.engine.phase10 import actions, cards
from cardtable.engine.phase10.jsonio import _cards, _event, _group, _record, _seat, _seat_or_none
from cardtable.engine.phase10.observation import Observation
from cardtable.engine.phase10.options import Options
from cardtable.engine.phase10.state import STAGES

TOP = {"game", "seat", "options", "round", "dealer", "current", "stage", "hand", "hand_counts",
       "draw_count", "discard_top", "discard_count", "players", "tiebreak", "knock", "winners",
       "history", "events", "legal_actions", "skip_choice"}
PLAYER = {"phase", "laid", "skip", "score", "active", "knocked"}
MOST = 2_000  # entries of any list: far beyond a real game's (history, events, legal actions)


def observation_from_json(data: Any) -> Observation:
    """The observation of ``data``; InvalidState naming the bad field."""
    return strictly(_read, data, "observation")


def _read(data: Any) -> Observation:
    d = fields(data, "observation", TOP, TOP - {"skip_choice"})
    if d["game"] != "phase10":
        raise InvalidState("not a Phase 10 observation", "observation.game")
    if not isinstance(d["options"], Mapping):
        raise InvalidState("must be a JSON object", "observation.options")
    options = Options.from_json(d["options"], "observation.options")
    n = options.players
    players = json_list(d["players"], "observation.players", n)
    if len(players) != n:
        raise InvalidState(f"needs one entry per player ({n}), has {len(players)}", "observation.players")
    seats = [fields(p, f"observation.players[{i}]", PLAYER, PLAYER) for i, p in enumerate(players)]
    knock = d["knock"]
    if knock is not None:
        knock = fields(knock, "observation.knock", {"from", "queue"}, {"from", "queue"})
    hand_counts = tuple(whole(c, f"observation.hand_counts[{i}]", 0, 108)
                        for i, c in enumerate(json_list(d["hand_counts"], "observation.hand_counts", n)))
    if len(hand_counts) != n:
        raise InvalidState(f"needs one entry per player ({n})", "observation.hand_counts")
    top = d["discard_top"]
    if top is not None and not cards.is_card(top):
        raise InvalidState(f"{top!r} is not a card"[:200], "observation.discard_top")
    return Observation(
        seat=_seat(d["seat"], "observation.seat", n),
        options=options,
        round=whole(d["round"], "observation.round", 1),
        dealer=_seat(d["dealer"], "observation.dealer", n),
        current=_seat_or_none(d["current"], "observation.current", n),
        stage=choice(d["stage"], "observation.stage", STAGES),  # type: ignore[arg-type]
        hand=_cards(json_list(d["hand"], "observation.hand", 108), "observation.hand"),
        hand_counts=hand_counts,
        draw_count=whole(d["draw_count"], "observation.draw_count", 0, 108),
        discard_top=top,
        discard_count=whole(d["discard_count"], "observation.discard_count", 0, 108),
        laid=tuple(tuple(_group(g, f"observation.players[{s}].laid[{k}]")
                         for k, g in enumerate(json_list(p["laid"], f"observation.players[{s}].laid", 12)))
                   for s, p in enumerate(seats)),
        phases=tuple(whole(p["phase"], f"observation.players[{s}].phase", 1, 10) for s, p in enumerate(seats)),
        skips=tuple(flag(p["skip"], f"observation.players[{s}].skip") for s, p in enumerate(seats)),
        scores=tuple(whole(p["score"], f"observation.players[{s}].score", 0) for s, p in enumerate(seats)),
        history=tuple(_record(r, f"observation.history[{i}]", n)
                      for i, r in enumerate(json_list(d["history"], "observation.history", MOST))),
        active=tuple(flag(p["active"], f"observation.players[{s}].active") for s, p in enumerate(seats)),
        tiebreak=flag(d["tiebreak"], "observation.tiebreak"),
        knock_from=_seat(knock["from"], "observation.knock.from", n) if knock is not None else None,
        knock_queue=tuple(_seat(s, f"observation.knock.queue[{i}]", n)
                          for i, s in enumerate(json_list(knock["queue"], "observation.knock.queue", n)))
        if knock is not None else (),
        knocked=tuple(flag(p["knocked"], f"observation.players[{s}].knocked") for s, p in enumerate(seats)),
        winners=tuple(_seat(s, f"observation.winners[{i}]", n)
                      for i, s in enumerate(json_list(d["winners"], "observation.winners", n))),
        events=tuple(_event(e, f"observation.events[{i}]", n)
                     for i, e in enumerate(json_list(d["events"], "observation.events", MOST))),
        legal_actions=tuple(_action(a, f"observation.legal_actions[{i}]")
                            for i, a in enumerate(json_list(d["legal_actions"], "observation.legal_actions",
                                                            MOST))),
        skip_choice=_seat_or_none(d.get("skip_choice"), "observation.skip_choice", n),
    )


def _action(doc: Any, path: str) -> actions.Action:
    try:
        return actions.from_json(doc)
    except EngineError as exc:
        raise InvalidState(exc.message, path) from None


__all__ = ["observation_from_json"]
