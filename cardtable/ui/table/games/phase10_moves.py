"""What a Phase 10 drop, click or hint means, as engine actions (no Qt, no rules).

The table never decides whether a move is legal: it only translates "these
cards were dropped there" into the actions a player may mean, and the
controller asks the engine. A Skip on the discard pile and cards on the
phase area need one more decision (a :class:`Choice`).

Sources: ``("hand", index, card)``, ``("deck",)``, ``("discard_top", card)``.
Targets: ``("hand",)``, ``("deck",)``, ``("discard_pile",)``, ``("seat", s)``,
``("group", player, index)``, ``("phase_area", seat)``.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.phase10 import actions as p10
from cardtable.engine.phase10.melds import Laid, hit_placements
from cardtable.engine.phase10.observation import Observation
from cardtable.ui.table.games.base import Choice, hand_cards, hand_source

SKIP = "skip"  # Choice: which opponent gets the Skip (options: seats)
LAY = "lay"  # Choice: how the cards form the phase (options: the cards)


def skip_action(obs: Observation, target: int) -> p10.Action:
    """The Skip for ``target``: where the table allows taking back (APP-UNDO)
    and there is a choice of opponents, it is first only chosen (it lies in
    front of ``target``; "Give the Skip" gives it, Edit > Undo takes the
    choice back); else it is given at once."""
    if obs.options.take_back and obs.options.players > 2:
        return p10.ChooseSkip(target)
    return p10.PlaySkip(target)


def drop_action(obs: Observation, sources: Sequence[tuple], target: tuple, side: float = 1.0) -> p10.Action | Choice | None:
    """The action (or Choice) meaning ``sources`` dropped on ``target``.

    ``side`` (0..1) is where on a run the card was dropped: a Wild that fits
    both ends goes to the lower end when dropped on the left half."""
    kind = target[0]
    if len(sources) == 1 and sources[0][0] in ("deck", "discard_top"):
        if kind in ("hand", "phase_area") or (kind == "deck" and sources[0][0] == "deck"):
            return p10.DRAW_DECK if sources[0][0] == "deck" else p10.DRAW_DISCARD
        return None
    cards = hand_cards(sources)
    if cards is None:
        return None
    if kind == "phase_area":
        return Choice(LAY, tuple(cards))
    if len(cards) != 1:
        return None
    card = cards[0]
    if kind == "discard_pile":
        if card == "S" and len(obs.hand) > 1:
            seats = tuple(s for s in range(obs.options.players) if s != obs.seat)
            return Choice(SKIP, seats)
        return p10.Discard(card)
    if kind == "seat":
        return skip_action(obs, target[1]) if card == "S" else None
    if kind == "group":
        player, index = target[1], target[2]
        if card == "S" and player != obs.seat:
            # a Skip is never hit (P10-19): on another player's laid cards, as
            # anywhere on that player's box, it is a Skip for that player
            return skip_action(obs, player)
        try:
            group = obs.laid[player][index]
        except IndexError:
            return None
        placements = hit_placements(group, card)
        if not placements:
            laid = Laid.natural(card) if card not in ("W", "S") else Laid(card, None, None)
        elif len(placements) == 1:
            laid = placements[0]
        else:
            low, high = sorted(placements, key=lambda p: p.value or 0)[0::len(placements) - 1]
            laid = low if side < 0.5 else high
        return p10.Hit(laid, player, index)
    return None


def drop_actions(obs: Observation, sources: Sequence[tuple], target: tuple,
                 side: float = 1.0) -> list[p10.Action | Choice]:
    """Every reading of the drop, best first: a Wild hit on a run may also
    mean the other end of the run."""
    action = drop_action(obs, sources, target, side)
    if action is None:
        return []
    if isinstance(action, p10.Hit):
        other = drop_action(obs, sources, target, 1.0 - side)
        if other is not None and other != action:
            return [action, other]
    return [action]


def click_action(obs: Observation, source: tuple) -> p10.Action | None:
    """Clicking the deck or the discard pile with nothing selected draws."""
    if obs is None or obs.stage != "draw":
        return None
    if source[0] == "deck":
        return p10.DRAW_DECK
    if source[0] == "discard_top":
        return p10.DRAW_DISCARD
    return None


def command_action(name: str, selected: list[str], obs: Observation | None = None) -> p10.Action | Choice | None:
    """Buttons and keys: draw, take the discard, knock, pass, lay down, give
    the chosen Skip."""
    if name == "give_skip":
        chosen = obs.skip_choice if obs is not None else None
        return p10.PlaySkip(chosen) if chosen is not None else None
    commands: dict[str, p10.Action] = {
        "draw": p10.DRAW_DECK,
        "take_discard": p10.DRAW_DISCARD,
        "knock": p10.KNOCK,
        "pass": p10.PASS,
    }
    return commands.get(name, Choice(LAY, tuple(selected)) if name == "lay" else None)


def hint_sources(action: p10.Action, hand: Sequence[str]) -> tuple[list[tuple], tuple | None]:
    """For a hint: which sources and which target an engine action uses."""
    if isinstance(action, p10.Draw):
        return ([("deck",)] if action.source == "deck" else [("discard_top", None)]), ("hand",)
    if isinstance(action, p10.Discard):
        return hand_source(hand, action.card), ("discard_pile",)
    if isinstance(action, p10.PlaySkip):
        return hand_source(hand, "S"), ("seat", action.target)
    if isinstance(action, p10.Hit):
        return hand_source(hand, action.card.card), ("group", action.player, action.group)
    if isinstance(action, p10.Lay):
        remaining = list(enumerate(hand))
        out = []
        for group in action.groups:
            for laid in group.cards:
                for k, (i, c) in enumerate(remaining):
                    if c == laid.card:
                        out.append(("hand", i, c))
                        del remaining[k]
                        break
        return out, None
    return [], None
