// Phase 10 engine events as move-log lines (context "MoveLog"): a port of
// cardtable/ui/table/games/phase10_log.py describe(), sentence for sentence.

import { translate, format, englishPlural } from "./i18n.js";
import { cardList, cardName } from "./card_names.js";

/**
 * @param {string} text
 * @param {number} [n]
 */
const tr = (text, n = -1) => translate("MoveLog", text, n);

/**
 * @param {readonly string[]} names
 * @param {unknown} seat
 * @returns {string}
 */
export function seatName(names, seat) {
  return typeof seat === "number" && Number.isInteger(seat) && seat >= 0 && seat < names.length ? names[seat] : "?";
}

/**
 * "red 8, blue 8 + red 3, Wild (as 5)": the laid groups, card by card.
 * @param {{cards: string[]}[]} groups
 * @returns {string}
 */
export function groupsText(groups) {
  return groups.map((group) => cardList(group.cards)).join(" + ");
}

/**
 * One line saying what `event` (its observation JSON) was.
 * @param {Record<string, any>} event
 * @param {readonly string[]} names
 * @returns {string}
 */
export function describePhase10(event, names) {
  const kind = event.kind;
  const name = seatName(names, event.seat);
  const card = cardName(event.card);
  switch (kind) {
    case "draw_deck": return format(tr("{name} drew a card from the draw pile"), { name });
    case "draw_discard": return format(tr("{name} took {card} from the discard pile"), { name, card });
    case "draw_skipped": return format(tr("{name} could not draw a card"), { name });
    case "reshuffle":
      return englishPlural(tr("The discard pile was shuffled into a new draw pile (%n card(s))", event.count),
        event.count);
    case "lay":
      if (event.groups && event.groups.length) {
        return format(tr("{name} laid the phase: {cards}"), { name, cards: groupsText(event.groups) });
      }
      return format(tr("{name} laid down the phase"), { name });
    case "hit":
      return format(tr("{name} added {card} to group {group} of {owner}"),
        { name, card, group: (event.group || 0) + 1, owner: seatName(names, event.target) });
    case "discard": return format(tr("{name} discarded {card}"), { name, card });
    case "skip_played":
      return format(tr("{name} put a Skip in front of {target}"), { name, target: seatName(names, event.target) });
    case "skip_chosen":
      return format(tr("{name} chose {target} for the Skip (not given yet)"),
        { name, target: seatName(names, event.target) });
    case "skipped": return format(tr("{name} is skipped and loses this turn"), { name });
    case "first_skip": return format(tr("The first discard is a Skip: {name} is skipped"), { name });
    case "knock": return format(tr("{name} knocked and took {card}"), { name, card });
    case "pass": return format(tr("{name} did not knock"), { name });
    case "went_out": return format(tr("{name} went out"), { name });
    case "round_end": return format(tr("Round {round} is over"), { round: event.count });
    case "deal": return format(tr("{name} dealt round {round}"), { name, round: event.count });
    case "take_back": return format(tr("{name} took back the last move"), { name });
    case "game_over": return tr("The game is over");
    default: return String(kind);
  }
}
