// Every seat's box: its name, whether its person is there, whose turn it is,
// the cards in hand and the game's facts (phase and score, or the stock).
// A box is a place too: a Phase 10 Skip is given by tapping a player's box.

import { el } from "./dom.js";
import { cardImage } from "./cards_art.js";
import { t, translate, format } from "./i18n.js";
import * as phase10 from "./phase10_view.js";
import * as skipbo from "./skipbo_view.js";

/** @typedef {import("./view_types.js").TableCtx} TableCtx */

/**
 * "(not connected)" and the like, for a seat of the public table.
 * @param {Record<string, any>} seat
 * @param {string} name
 * @returns {string}
 */
export function presenceName(seat, name) {
  if (seat && seat.stand_in) return format(translate("SeatNames", "Computer for {name}"), { name });
  if (seat && seat.kind === "person" && seat.joined && !seat.connected) return t("Table", "{name} (not connected)", { name });
  return name;
}

/**
 * @param {TableCtx} ctx
 * @returns {HTMLElement}
 */
export function seatsView(ctx) {
  const { obs, names, table, lit, game } = ctx;
  const facts = game === "phase10" ? phase10.seatFacts : skipbo.seatFacts;
  const boxes = [];
  for (let s = 0; s < obs.hand_counts.length; s += 1) {
    const seat = (table.seats || [])[s] || {};
    let name = presenceName(seat, names[s]);
    if (s === ctx.seat) name = t("WaitingPanel", "{line} (you)", { line: name });
    const lines = [t("Table", "Hand: {count}", { count: obs.hand_counts[s] }), ...facts(obs, s)];
    const turn = obs.current === s;
    boxes.push(el("button", {
      type: "button", class: ["seat", turn ? "turn" : "", lit.has(`seat:${s}`) ? "lit" : "", s === ctx.seat ? "me" : "",
        seat.kind === "person" && seat.joined && !seat.connected ? "away" : ""].filter(Boolean).join(" "),
      "data-key": `seat:${s}`, "aria-current": turn ? "true" : undefined,
      "aria-label": [name, ...lines].join(", "),
    }, el("span", { class: "seat-name", text: name }), el("span", { class: "facts" },
      ...(game === "skipbo" ? lines.slice(0, -1) : lines).map((line) => el("span", { class: "fact", text: line }))),
    game === "skipbo" ? stockCard(obs.players[s].stock_top) : null,
    game === "skipbo" ? pileTops(obs.players[s].discard_piles) : null));
  }
  return el("div", { class: "seats" }, ...boxes);
}

/**
 * A Skip-Bo seat's stock top, small in its box (what the others can play against).
 * @param {any} top
 * @returns {HTMLElement | null}
 */
function stockCard(top) {
  return top === null || top === undefined ? null : el("span", { class: "seat-stock" }, cardImage("skipbo", top));
}

/**
 * A Skip-Bo seat's four discard piles, their top cards small (empty: a frame).
 * @param {any[][]} piles
 * @returns {HTMLElement}
 */
function pileTops(piles) {
  return el("span", { class: "seat-piles" }, ...piles.map((pile) => pile.length
    ? cardImage("skipbo", pile[pile.length - 1]) : el("span", { class: "face none" })));
}
