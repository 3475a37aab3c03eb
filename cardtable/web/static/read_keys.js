// The app's read keys on the page (cardtable/ui/table/read_keys.py): single
// letters that say a part of the table aloud through the live region. R the
// hand, T the piles, G the laid groups (Skip-Bo: the building piles), M the
// own phase (Skip-Bo: stock and discard piles), O every player, W whose turn.

import { translate, format, englishPlural } from "./i18n.js";
import { announce } from "./live.js";
import { cardName, skipBoCardName, cardList } from "./card_names.js";
import { seatNames } from "./names.js";
import { stockWords, pileWords } from "./skipbo_view.js";
import { phaseRequirement } from "./sheet_words.js";
import { currentLanguage } from "./i18n.js";
import { shownHand } from "./table_view.js";

/** @typedef {import("./page_state.js").PageState} PageState */

/** @type {Record<string, string>} */
const KEYS = { r: "hand", t: "centre", g: "groups", m: "mine", o: "players", w: "turn" };

/**
 * Say what read key `key` reads; false if it is no read key.
 * @param {string} key
 * @param {PageState} state
 * @param {() => string} [prompt] what to do now
 * @returns {boolean}
 */
export function readKey(key, state, prompt) {
  const what = KEYS[key.toLowerCase()];
  if (!what) return false;
  const text = reading(what, state, prompt);
  if (text) announce(text, true);
  return true;
}

/**
 * @param {string} text
 * @param {number} n
 */
function count(text, n) {
  return englishPlural(translate("Speech", text, n), n);
}

/**
 * @param {string} what
 * @param {PageState} state
 * @param {() => string} [prompt]
 * @returns {string}
 */
export function reading(what, state, prompt) {
  const obs = state.obs;
  if (!obs) return "";
  const names = seatNames(state.table);
  const p10 = obs.game === "phase10";
  const sb = (/** @type {string} */ text) => translate("SkipBoSpeech", text);
  const sp = (/** @type {string} */ text) => translate("Speech", text);
  if (what === "turn") {
    if (obs.current === null || obs.current === undefined) return sp("Nobody is playing.");
    if (obs.current === state.seat && prompt) return prompt();
    return format(translate("TableView", "{name} is playing…"), { name: names[obs.current] });
  }
  if (what === "hand") {
    if (state.seat === null || state.spectator) return sp("Your cards are hidden.");
    const hand = shownHand(state);
    if (p10) return format(sp("Your hand, {count}: {cards}"), { count: count("%n card(s)", hand.length), cards: cardList(hand) });
    if (!hand.length) return sb("Your hand is empty");
    return format(sb("Your hand: {cards}"), { cards: hand.map(skipBoCardName).join(sb(", ")) });
  }
  if (what === "centre" || (what === "groups" && !p10)) {
    if (p10) {
      const discard = obs.discard_top === null ? sp("Discard pile empty")
        : format(sp("Discard pile, top {card}, {count}"), { card: cardName(obs.discard_top), count: count("%n card(s)", obs.discard_count) });
      return format(sp("{discard}. {draw}."), { discard, draw: format(sp("Draw pile, {count}"), { count: count("%n card(s)", obs.draw_count) }) });
    }
    const building = obs.building_piles.map((/** @type {any[]} */ pile, /** @type {number} */ k) => pile.length
      ? format(sb("Building pile {n}, top {top}, next {next}"), { n: k + 1, top: skipBoCardName(pile[pile.length - 1]), next: pile.length + 1 })
      : format(sb("Building pile {n}, empty, next 1"), { n: k + 1 })).join(sb(". "));
    const cards = englishPlural(translate("SkipBoSpeech", "%n card(s)", obs.draw_count), obs.draw_count);
    return format(sb("{building}. {draw}."), { building, draw: format(sb("Draw pile, {count}"), { count: cards }) });
  }
  if (what === "groups") {
    const parts = [];
    for (let s = 0; s < obs.players.length; s += 1) {
      const laid = obs.players[s].laid;
      if (!laid.length) continue;
      parts.push(format(sp("{name}: {groups}"), { name: names[s], groups: laid.map((/** @type {{cards: string[]}} */ g) => cardList(g.cards)).join(sp("; ")) }));
    }
    return parts.length ? parts.join(sp(". ")) : sp("No groups are laid down.");
  }
  if (what === "mine") {
    if (state.seat === null) return "";
    const me = obs.players[state.seat];
    if (p10) {
      const phase = format(translate("Table", "Phase {phase}: {requirement}"), { phase: me.phase, requirement: phaseRequirement(currentLanguage(), me.phase) });
      return format(sp(me.laid.length ? "{phase}, laid down" : "{phase}, not laid down yet"), { phase });
    }
    return format(sb("Your {stock}. Your {piles}."), { stock: stockWords(me),
      piles: me.discard_piles.map((/** @type {any[]} */ pile, /** @type {number} */ k) => pileWords(pile, k)).join(sb("; ")) });
  }
  if (what === "players") {
    return names.map((name, s) => {
      if (p10) {
        const p = obs.players[s];
        return format(sp("{name}: {count}, phase {phase}, score {score}"), { name, count: count("%n card(s)", obs.hand_counts[s]), phase: p.phase, score: p.score });
      }
      const p = obs.players[s];
      const tops = p.discard_piles.map((/** @type {any[]} */ pile) => (pile.length ? skipBoCardName(pile[pile.length - 1]) : sb("empty"))).join(sb(", "));
      return format(sb("{name}: {count} in hand, {stock}, discard tops {tops}"), { name, count: obs.hand_counts[s], stock: stockWords(p), tops });
    }).join(sp(". "));
  }
  return "";
}
