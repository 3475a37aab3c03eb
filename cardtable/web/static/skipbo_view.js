// The Skip-Bo table in the page: the draw pile and the four building piles,
// the own stock and discard piles, the own hand, the end-of-turn button.

import { el } from "./dom.js";
import { t, translate, format } from "./i18n.js";
import { skipBoCardName } from "./card_names.js";
import { placeButton } from "./cards_art.js";

/** @typedef {import("./view_types.js").TableCtx} TableCtx */

const FANNED = 6; // the top cards of an own discard pile shown fanned (the rest lie under them)

/**
 * @param {TableCtx} ctx
 * @returns {HTMLElement}
 */
export function centre(ctx) {
  const { obs, lit } = ctx;
  const piles = obs.building_piles.map((/** @type {any[]} */ pile, /** @type {number} */ k) => {
    const top = pile.length ? pile[pile.length - 1] : null;
    const label = top === null
      ? format(translate("SkipBoSpeech", "Building pile {n}, empty, next 1"), { n: k + 1 })
      : format(translate("SkipBoSpeech", "Building pile {n}, top {top}, next {next}"),
        { n: k + 1, top: skipBoCardName(top), next: pile.length + 1 });
    return placeButton({ key: `build:${k}`, game: "skipbo", card: top, empty: top === null, lit: lit.has(`build:${k}`),
      label, caption: String(k + 1) });
  });
  return el("div", { class: "piles" },
    placeButton({ key: "draw", game: "skipbo", card: null, extra: "inert",
      label: format(translate("SkipBoSpeech", "Draw pile, {count}"), { count: obs.draw_count }), caption: String(obs.draw_count) }),
    ...piles);
}

/**
 * The own stock pile and discard piles (sources, and targets of a discard).
 * @param {TableCtx} ctx
 * @returns {HTMLElement}
 */
export function mine(ctx) {
  const { obs, seat, lit, movable, selected, buttons } = ctx;
  if (seat === null) return el("div", { class: "mine" });
  const me = obs.players[seat];
  const stock = placeButton({ key: "stock", game: "skipbo", card: me.stock_top, empty: me.stock_top === null,
    lit: movable.has("stock"), selected: selected === "stock",
    label: format(translate("SkipBoSpeech", "Your {stock}"), { stock: stockWords(me) }),
    caption: t("Table", "Stock: {count}", { count: me.stock_count }), extra: "stock" });
  const piles = me.discard_piles.map((/** @type {any[]} */ pile, /** @type {number} */ k) => {
    const top = pile.length ? pile[pile.length - 1] : null;
    return placeButton({ key: `pile:${k}`, game: "skipbo", cards: pile.length ? pile.slice(-FANNED) : undefined, empty: top === null, extra: "fan",
      lit: lit.has(`pile:${k}`) || movable.has(`pile:${k}`), selected: selected === `pile:${k}`,
      label: format(translate("SkipBoSpeech", "Your {pile}"), { pile: pileWords(pile, k) }), caption: String(pile.length) });
  });
  const end = buttons.has("end")
    ? el("button", { type: "button", class: "act lit", "data-key": "end", text: t("Table", "End turn (E)") }) : null;
  return el("div", { class: "mine skipbo-mine" }, stock,
    el("div", { class: "own-piles", role: "group", "aria-label": t("Table", "Discard piles") }, ...piles), end);
}

/**
 * "stock pile top 7, 12 cards" as the app's speech says it.
 * @param {Record<string, any>} seat
 * @returns {string}
 */
export function stockWords(seat) {
  if (seat.stock_top === null) return translate("SkipBoSpeech", "stock pile empty");
  const count = translate("SkipBoSpeech", "%n card(s)", seat.stock_count).split("(s)").join(seat.stock_count === 1 ? "" : "s");
  return format(translate("SkipBoSpeech", "stock pile top {card}, {count}"), { card: skipBoCardName(seat.stock_top), count });
}

/**
 * "discard pile 2: 7, 8 (top 8)".
 * @param {any[]} pile
 * @param {number} k
 * @returns {string}
 */
export function pileWords(pile, k) {
  const sep = translate("SkipBoSpeech", ", ");
  const cards = pile.length
    ? format(translate("SkipBoSpeech", "{cards} (top {top})"),
      { cards: pile.map(skipBoCardName).join(sep), top: skipBoCardName(pile[pile.length - 1]) })
    : translate("SkipBoSpeech", "empty");
  return format(translate("SkipBoSpeech", "discard pile {n}: {cards}"), { n: k + 1, cards });
}

/**
 * The own hand, as dealt (as in the app).
 * @param {TableCtx} ctx
 * @returns {HTMLElement}
 */
export function hand(ctx) {
  const { shown, selected, movable } = ctx;
  return el("div", { class: "hand", role: "group", "aria-label": translate("SkipBoSpeech", "Your hand") },
    ...shown.map((card, i) => placeButton({ key: `hand:${i}`, game: "skipbo", card, selected: selected === `hand:${i}`,
      lit: movable.has(`hand:${i}`), extra: "in-hand",
      label: format(translate("Speech", "{card}, in your hand, {k} of {n}"), { card: skipBoCardName(card), k: i + 1, n: shown.length }) })));
}

/**
 * What a seat's box says beyond its name (stock and discard tops).
 * @param {Record<string, any>} obs
 * @param {number} seat
 * @returns {string[]}
 */
export function seatFacts(obs, seat) {
  const p = obs.players[seat];
  const tops = p.discard_piles.map((/** @type {any[]} */ pile) => (pile.length ? skipBoCardName(pile[pile.length - 1]) : "–"));
  return [t("Table", "Stock: {count}", { count: p.stock_count })
    + (p.stock_top !== null ? ` (${skipBoCardName(p.stock_top)})` : ""), tops.join(" ")];
}
