// The Phase 10 table in the page: the draw and discard piles, every laid
// group, the own phase with its buttons, and the own hand (as in the app).

import { el } from "./dom.js";
import { t, translate, format } from "./i18n.js";
import { cardName, cardList } from "./card_names.js";
import { placeButton } from "./cards_art.js";
import { phaseRequirement } from "./sheet_words.js";
import { currentLanguage } from "./i18n.js";

/** @typedef {import("./view_types.js").TableCtx} TableCtx */

/**
 * @param {TableCtx} ctx
 * @returns {HTMLElement}
 */
export function centre(ctx) {
  const { obs, lit } = ctx;
  const top = obs.discard_top;
  return el("div", { class: "piles" },
    placeButton({ key: "deck", game: "phase10", card: null, lit: lit.has("deck"),
      label: t("Table", "Draw pile: {count}", { count: obs.draw_count }), caption: String(obs.draw_count) }),
    placeButton({ key: "discard", game: "phase10", card: top, empty: top === null, lit: lit.has("discard"),
      label: t("Table", "Discard pile: {count}", { count: obs.discard_count })
        + (top !== null ? ", " + cardName(top) : ""), caption: String(obs.discard_count) }));
}

/**
 * Every laid group, each a place to hit on.
 * @param {TableCtx} ctx
 * @returns {HTMLElement}
 */
export function groups(ctx) {
  const { obs, lit, names } = ctx;
  const rows = [];
  for (let seat = 0; seat < obs.players.length; seat += 1) {
    const laid = obs.players[seat].laid;
    if (!laid.length) continue;
    rows.push(el("div", { class: "group-row" }, el("span", { class: "who", text: names[seat] }),
      ...laid.map((/** @type {{kind: string, cards: string[]}} */ group, /** @type {number} */ n) => placeButton({
        key: `group:${seat}:${n}`, game: "phase10", cards: group.cards, lit: lit.has(`group:${seat}:${n}`),
        extra: "group", label: format(translate("Speech", "Group {n} of {name}, {cards}"),
          { n: n + 1, name: names[seat], cards: cardList(group.cards) }) }))));
  }
  return el("div", { class: "groups" }, ...rows);
}

/**
 * The own phase and the moves of their own button (lay down, knock, pass).
 * @param {TableCtx} ctx
 * @returns {HTMLElement}
 */
export function mine(ctx) {
  const { obs, buttons, seat } = ctx;
  const phase = seat !== null ? obs.players[seat].phase : null;
  const parts = [];
  if (phase !== null) {
    parts.push(el("span", { class: "phase", text: t("Table", "Phase {phase}: {requirement}",
      { phase, requirement: phaseRequirement(currentLanguage(), phase) }) }));
  }
  // the engine offers a lay-down (lit), or the phase is not down yet: the chooser opens either way
  const mayTry = ctx.myTurn && obs.stage === "play" && seat !== null && !obs.players[seat].laid.length;
  if (buttons.has("lay") || mayTry) {
    parts.push(el("button", { type: "button", class: `act${buttons.has("lay") ? " lit" : ""}`, "data-key": "lay", text: t("Table", "Lay down (L)") }));
  }
  if (buttons.has("knock")) parts.push(el("button", { type: "button", class: "act lit", "data-key": "knock", text: t("Table", "Knock (K)") }));
  if (buttons.has("pass")) parts.push(el("button", { type: "button", class: "act lit", "data-key": "pass", text: t("Table", "Pass (P)") }));
  if (seat !== null) {
    const other = ctx.sortMode === "colour" ? "Sort by value (S)" : "Sort by colour (S)";
    parts.push(el("button", { type: "button", class: "act small", "data-key": "sort", text: t("Table", other) }));
  }
  return el("div", { class: "mine" }, ...parts);
}

/**
 * The own hand, in the app's order.
 * @param {TableCtx} ctx
 * @returns {HTMLElement}
 */
export function hand(ctx) {
  const { shown, selected, movable } = ctx;
  return el("div", { class: "hand", role: "group", "aria-label": translate("Speech", "Your hand") },
    ...shown.map((card, i) => placeButton({ key: `hand:${i}`, game: "phase10", card, selected: selected === `hand:${i}`,
      lit: movable.has(`hand:${i}`), extra: "in-hand",
      label: format(translate("Speech", "{card}, in your hand, {k} of {n}"), { card: cardName(card), k: i + 1, n: shown.length }) })));
}

/**
 * What a seat's box says beyond its name (phase, score, a Skip in front).
 * @param {Record<string, any>} obs
 * @param {number} seat
 * @returns {string[]}
 */
export function seatFacts(obs, seat) {
  const p = obs.players[seat];
  const facts = [t("Table", "Phase {phase}", { phase: p.phase }) + (p.laid.length ? " ✓" : ""),
    t("Table", "Score: {score}", { score: p.score })];
  if (p.skip) facts.push(t("Table", "Misses a turn"));
  if (!p.active) facts.push(t("Table", "sits out this round"));
  return facts;
}
