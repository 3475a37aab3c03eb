// What is held face up between the moves: the round end (every hand shown,
// the round's points, "Deal next round") and the game over (the standings,
// another game at the same table).

import { el } from "./dom.js";
import { t, translate, format, englishPlural } from "./i18n.js";
import { cardImage } from "./cards_art.js";
import { cardName, skipBoCardName } from "./card_names.js";
import { nameList } from "./skipbo_log.js";

/**
 * The round end held by the host: every seat's cards left and the points.
 * @param {string} game
 * @param {Record<string, any>[]} held every seat's observation
 * @param {Record<string, any>[]} records
 * @param {string[]} names
 * @param {boolean} ready this seat said it is ready
 * @param {(() => void) | null} onReady null for a spectator
 * @returns {HTMLElement}
 */
export function roundEnd(game, held, records, names, ready, onReady) {
  const row = records.length ? records[records.length - 1] : null;
  const title = row ? t("RoundSummaryDialog", "Round {n} finished", { n: row.number }) : t("RoundSummaryDialog", "The round is over.");
  const say = game === "phase10" ? cardName : skipBoCardName;
  const lines = names.map((name, s) => {
    const hand = (held[s] && held[s].hand) || [];
    return el("tr", {},
      el("th", { scope: "row", text: name }),
      el("td", { class: "left-cards", "aria-label": hand.map(say).join(", ") || translate("Speech", "no cards") },
        ...hand.map((/** @type {any} */ c) => cardImage(game, c))),
      el("td", { text: row ? String(row.points[s]) : "" }),
      el("td", { text: row ? String(row.totals[s]) : "" }));
  });
  return el("div", { class: "dialog", role: "dialog", "aria-modal": "false", "aria-labelledby": "round-title" },
    el("h2", { id: "round-title", text: title }),
    el("table", { class: "summary" }, el("thead", {}, el("tr", {},
      el("th", { scope: "col", text: t("RoundSummaryDialog", "Player") }),
      el("th", { scope: "col", text: t("RoundSummaryDialog", "Cards left") }),
      el("th", { scope: "col", text: t("RoundSummaryDialog", "Points this round") }),
      el("th", { scope: "col", text: t("RoundSummaryDialog", "Total") }))), el("tbody", {}, ...lines)),
    onReady ? el("button", { type: "button", class: "act lit", id: "ready", disabled: ready, onclick: onReady,
      text: t("RoundSummaryDialog", "Deal next round") }) : null);
}

/**
 * The words said when a round ends ("Points this round: Ann 25, Ben 0. Totals: …").
 * @param {Record<string, any>[]} records
 * @param {string[]} names
 * @returns {string}
 */
export function roundEndWords(records, names) {
  const row = records.length ? records[records.length - 1] : null;
  if (!row) return "";
  const sep = translate("Speech", ", ");
  const list = (/** @type {number[]} */ values) => names.map((name, s) => format(translate("Speech", "{name} {points}"),
    { name, points: values[s] })).join(sep);
  return format(translate("Speech", "Points this round: {points}. Totals: {totals}."), { points: list(row.points), totals: list(row.totals) });
}

/**
 * The game over: who won, each player's result, another game.
 * @param {string} game
 * @param {Record<string, any>[]} standings
 * @param {string[]} names
 * @param {Record<string, any>} table the public table (its rematch proposal)
 * @param {number | null} seat
 * @param {(answer: string) => void} onRematch
 * @returns {HTMLElement}
 */
export function gameOver(game, standings, names, table, seat, onRematch) {
  const winners = standings.filter((s) => s.place === 1).map((s) => names[s.seat]);
  const head = winners.length === 1 ? t("GameOverDialog", "{name} wins!", { name: winners[0] })
    : t("GameOverDialog", "Shared win: {names}", { names: nameList(winners) });
  const lines = standings.map((s) => el("li", { text: standingLine(game, s, names[s.seat]) }));
  return el("div", { class: "dialog", role: "dialog", "aria-modal": "false", "aria-labelledby": "over-title" },
    el("h2", { id: "over-title", text: t("GameOverDialog", "Game over") }),
    el("p", { class: "winner", text: head }), el("ol", { class: "standings" }, ...lines),
    seat !== null ? rematchPart(table, names, seat, onRematch) : null);
}

/**
 * One player's line of the standings.
 * @param {string} game
 * @param {Record<string, any>} s
 * @param {string} name
 * @returns {string}
 */
function standingLine(game, s, name) {
  if (game === "phase10") return t("GameOverDialog", "{name}: {score} penalty points", { name, score: s.points });
  if (s.stock_left !== undefined && s.stock_left !== null && s.reason !== "points") {
    return englishPlural(format(translate("GameOverDialog", "{name}: %n card(s) left in the stock pile", s.stock_left), { name }), s.stock_left);
  }
  return t("GameOverDialog", "{name}: {score}", { name, score: s.points });
}

/**
 * Another game with the same people: propose, or answer an open proposal.
 * @param {Record<string, any>} table
 * @param {string[]} names
 * @param {number} seat
 * @param {(answer: string) => void} onRematch
 * @returns {HTMLElement}
 */
function rematchPart(table, names, seat, onRematch) {
  const r = table.rematch;
  const button = (/** @type {string} */ answer, /** @type {string} */ text, lit = false) =>
    el("button", { type: "button", class: "act" + (lit ? " lit" : ""), "data-rematch": answer, onclick: () => onRematch(answer), text: t("Rematch", text) });
  if (r && r.state === "open") {
    const accepted = nameList(r.accepted.map((/** @type {number} */ s) => names[s]));
    let text = t("Rematch", "{name} proposes another game: accepted by {accepted}", { name: names[r.by], accepted });
    if (r.waiting.length) text = t("Rematch", "{proposal}; waiting for {waiting}", { proposal: text, waiting: nameList(r.waiting.map((/** @type {number} */ s) => names[s])) });
    const mine = r.accepted.includes(seat);
    return el("div", { class: "buttons" }, el("p", { text }),
      mine ? button("withdraw", "Withdraw") : button("accept", "Accept", true), mine ? null : button("decline", "Decline"));
  }
  return el("div", { class: "buttons" }, el("p", { text: t("Rematch", "Another game with the same people?") }), button("propose", "Play again", true));
}
