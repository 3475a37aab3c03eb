"""The Phase 10 table in words: what the read keys say and what the table's
accessible tree names (``ui/table/accessible.py``).

Why: a player who cannot see the table plays by ear. The hand is read
grouped the way a player thinks of it ("three 7s (red, red, blue), blue 2 to
5, a Wild"), the piles with their sizes, the laid groups card by card.
Only what the viewing seat's observation holds is said: another seat's
hand is a count, never its cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from cardtable.engine.phase10.meld_types import Group
from cardtable.engine.phase10.observation import Observation
from cardtable.engine.phase10.state import Event
from cardtable.ui.i18n import english_plural
from cardtable.ui.table.games.phase10_cards import card_list, card_name, colour_card, colour_word
from cardtable.ui.table.games.phase10_labels import group_kind, phase_text


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Speech", text, None, n)


def _sep() -> str:
    return _tr(", ")


def cards_count(n: int) -> str:
    """"7 cards"."""
    return english_plural(_tr("%n card(s)", n), n)


def _several(value: str, n: int) -> str:
    words = {2: _tr("two {value}s"), 3: _tr("three {value}s"), 4: _tr("four {value}s"),
             5: _tr("five {value}s"), 6: _tr("six {value}s")}
    template = words.get(n, _tr("{n} {value}s"))
    return template.format(value=value, n=n)


def _split(card: str) -> tuple[str, int] | None:
    if len(card) >= 2 and card[1:].isdigit():
        return card[0], int(card[1:])
    return None


def hand_words(hand: Sequence[str]) -> str:
    """The hand grouped: sets of a value, runs of one colour (3 or more),
    the other cards, the Wilds and the Skips."""
    if not hand:
        return _tr("no cards")
    numbered = [s for c in hand if (s := _split(c)) is not None]
    counts = Counter(v for _c, v in numbered)
    parts: list[str] = []
    for value in sorted(v for v, n in counts.items() if n >= 2):
        colours = [colour_word(c) or c for c, v in numbered if v == value]
        parts.append(_tr("{cards} ({colours})").format(
            cards=_several(str(value), counts[value]), colours=_sep().join(colours)))
    singles = sorted(((c, v) for c, v in numbered if counts[v] == 1), key=lambda cv: (cv[0], cv[1]))
    rest: list[tuple[str, int]] = []
    i = 0
    while i < len(singles):
        j = i
        while j + 1 < len(singles) and singles[j + 1][0] == singles[i][0] \
                and singles[j + 1][1] == singles[j][1] + 1:
            j += 1
        if j - i >= 2:
            span = _tr("{low} to {high}").format(low=singles[i][1], high=singles[j][1])
            parts.append(colour_card(singles[i][0], span) or span)
        else:
            rest.extend(singles[i:j + 1])
        i = j + 1
    rest.sort(key=lambda cv: cv[1])
    parts.extend(card_name(f"{c}{v}") for c, v in rest)
    wilds, skips = hand.count("W"), hand.count("S")
    if wilds:
        parts.append(_tr("a Wild") if wilds == 1 else _tr("{n} Wilds").format(n=wilds))
    if skips:
        parts.append(_tr("a Skip") if skips == 1 else _tr("{n} Skips").format(n=skips))
    return _sep().join(parts)


def hand(obs: Observation) -> str:
    return _tr("Your hand, {count}: {cards}").format(count=cards_count(len(obs.hand)),
                                                      cards=hand_words(obs.hand))


def discard_top(obs: Observation) -> str:
    if obs.discard_top is None:
        return _tr("Discard pile empty")
    return _tr("Discard pile, top {card}, {count}").format(
        card=card_name(obs.discard_top), count=cards_count(obs.discard_count))


def draw_pile(obs: Observation) -> str:
    return _tr("Draw pile, {count}").format(count=cards_count(obs.draw_count))


def centre(obs: Observation) -> str:
    """The discard top and the sizes of both piles."""
    return _tr("{discard}. {draw}.").format(discard=discard_top(obs), draw=draw_pile(obs))


def group_words(group: Group) -> str:
    return _tr("{kind}: {cards}").format(kind=group_kind(group.kind, len(group.cards)),
                                         cards=card_list(laid.to_json() for laid in group.cards))


def groups(obs: Observation, names: Sequence[str]) -> str:
    """Every player's laid groups (or that nothing lies on the table)."""
    lines = []
    for seat, laid in enumerate(obs.laid):
        if laid:
            lines.append(_tr("{name}: {groups}").format(
                name=names[seat], groups=_tr("; ").join(group_words(g) for g in laid)))
    return _tr(". ").join(lines) if lines else _tr("No groups are laid down.")


def mine(obs: Observation) -> str:
    """My phase and whether it is laid."""
    text = phase_text(obs.phases[obs.seat])
    if obs.laid[obs.seat]:
        return _tr("{phase}, laid down").format(phase=text)
    return _tr("{phase}, not laid down yet").format(phase=text)


def seat_words(obs: Observation, seat: int, names: Sequence[str]) -> str:
    """"Mama: 7 cards, phase 3, score 25" (a count, never the cards)."""
    return _tr("{name}: {count}, phase {phase}, score {score}").format(
        name=names[seat], count=cards_count(obs.hand_counts[seat]), phase=obs.phases[seat],
        score=obs.scores[seat])


def players(obs: Observation, names: Sequence[str]) -> str:
    return _tr(". ").join(seat_words(obs, s, names) for s in range(len(obs.hand_counts)))


def card(card: str) -> str:
    return card_name(card)


def source_name(obs: Observation, source: tuple) -> str | None:
    if source[0] == "deck":
        return draw_pile(obs)
    if source[0] == "discard_top":
        return discard_top(obs)
    return None


def zone_name(obs: Observation, target: tuple, names: Sequence[str]) -> str | None:
    """The accessible name of a drop place."""
    kind = target[0]
    if kind == "deck":
        return draw_pile(obs)
    if kind == "discard_pile":
        return discard_top(obs)
    if kind == "group" and 0 <= target[1] < len(obs.laid) and target[2] < len(obs.laid[target[1]]):
        return _tr("Group {n} of {name}, {cards}").format(
            n=target[2] + 1, name=names[target[1]], cards=group_words(obs.laid[target[1]][target[2]]))
    if kind == "phase_area":
        return _tr("Your phase area: {phase}").format(phase=phase_text(obs.phases[obs.seat]))
    if kind == "seat":
        return seat_words(obs, target[1], names)
    if kind == "hand":
        return _tr("Your hand")
    return None


def own_event(event: Event) -> str | None:
    """The viewing player's own draw, naming the card it drew ("You drew blue
    7"): the card of a draw from the draw pile is in the event only for the
    seat that drew it. None for every other event (the move log's line is said)."""
    if event.kind == "draw_deck" and event.card:
        return _tr("You drew {card}").format(card=card_name(event.card))
    if event.kind == "draw_discard" and event.card:
        return _tr("You took {card} from the discard pile").format(card=card_name(event.card))
    return None
