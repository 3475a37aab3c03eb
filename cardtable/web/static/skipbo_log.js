// Skip-Bo engine events as move-log lines (context "MoveLog"): a port of
// cardtable/ui/table/games/skipbo_log.py describe(), sentence for sentence.

import { translate, format, englishPlural } from "./i18n.js";
import { skipBoCardName } from "./card_names.js";
import { seatName } from "./phase10_log.js";

/**
 * @param {string} text
 * @param {number} [n]
 */
const tr = (text, n = -1) => translate("MoveLog", text, n);

/**
 * Names separated the language's way ("Ann, Bo" / "Ann、Bo"; context "Lists").
 * @param {Iterable<string>} names
 * @returns {string}
 */
export function nameList(names) {
  return Array.from(names).join(translate("Lists", ", "));
}

/**
 * One line saying what `event` (its observation JSON; defaults left out) was.
 * @param {Record<string, any>} raw
 * @param {readonly string[]} names
 * @returns {string}
 */
export function describeSkipBo(raw, names) {
  /** @type {Record<string, any>} */
  const event = { seat: -1, card: null, source: "", pile: -1, to: -1, count: 0, game: 0, winners: [], reason: "", ...raw };
  const kind = event.kind;
  const name = seatName(names, event.seat);
  switch (kind) {
    case "play": {
      const pile = event.to + 1;
      const card = skipBoCardName(event.card);
      let text;
      if (event.source === "stock") text = tr("{name} played {card} from the stock pile on building pile {pile}");
      else if (event.source === "discard") text = tr("{name} played {card} from a discard pile on building pile {pile}");
      else text = tr("{name} played {card} on building pile {pile}");
      return format(text, { name, card, pile });
    }
    case "complete": return format(tr("Building pile {pile} is complete and set aside"), { pile: event.to + 1 });
    case "refill": return format(tr("{name} filled the hand up to five cards"), { name });
    case "reshuffle": return englishPlural(tr("A new draw pile was shuffled (%n card(s))", event.count), event.count);
    case "recycle":
      return englishPlural(tr("The table was stuck: building and discard piles became a new draw pile "
        + "(%n card(s))", event.count), event.count);
    case "discard":
      return format(tr("{name} discarded {card} on discard pile {pile}"),
        { name, card: skipBoCardName(event.card), pile: event.pile + 1 });
    case "end": return format(tr("{name} ended the turn"), { name });
    case "turn": return format(tr("It is {name}'s turn"), { name });
    case "take_back": return format(tr("{name} took back the last move"), { name });
    case "deal": return format(tr("Game {game} is dealt, {name} starts"), { game: event.game, name });
    case "game_over": {
      const winners = nameList(event.winners.map((/** @type {number} */ w) => seatName(names, w)));
      if (event.reason === "match") return format(tr("{names} won the match"), { names: winners });
      return format(tr("{names} won game {game}"), { names: winners, game: event.game });
    }
    default: return String(kind);
  }
}
