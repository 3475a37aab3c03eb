// The waiting table: type a name and take a free seat (or watch), then see
// who is here and start the game, in the app's words (JoinTable, WaitingPanel).

import { el } from "./dom.js";
import { t } from "./i18n.js";
import { seatNames } from "./names.js";

/**
 * @typedef {{onSit: (seat: number, name: string) => void, onWatch: () => void,
 *           onStart: (fill: boolean) => void}} LobbyActions
 */

/**
 * The seat chooser of a person not yet at the table.
 * @param {Record<string, any>} table
 * @param {string} name the name typed before
 * @param {LobbyActions} actions
 * @returns {HTMLElement}
 */
export function chooser(table, name, actions) {
  const input = /** @type {HTMLInputElement} */ (el("input", { id: "name", type: "text", maxlength: "40",
    autocomplete: "nickname", value: name }));
  const names = seatNames(table);
  const seats = (table.seats || []).map((/** @type {Record<string, any>} */ seat, /** @type {number} */ i) => {
    const free = seat.kind === "person" && !seat.joined;
    return el("li", {}, free
      ? el("button", { type: "button", class: "act lit", "data-seat": String(i),
        onclick: () => actions.onSit(i, input.value.trim()), text: t("JoinTable", "Seat {n}", { n: i + 1 }) })
      : el("span", { text: line(seat, names[i], i) }));
  });
  return el("div", { class: "lobby" },
    el("h1", { text: t("WaitingPanel", "Table {name}", { name: table.name || table.code }) }),
    el("label", { for: "name", text: t("JoinTable", "Your &name:") }), input,
    el("h2", { text: t("WaitingPanel", "Seats at the table") }),
    el("ul", { class: "seat-list" }, ...seats),
    el("button", { type: "button", class: "act", id: "watch", onclick: () => actions.onWatch(),
      text: t("JoinTable", "&Watch only (see the table, every hand face down)") }));
}

/**
 * One seat's line in the waiting table ("Ben: here", "Seat 3: waiting for a player…").
 * @param {Record<string, any>} seat
 * @param {string} name
 * @param {number} i
 * @returns {string}
 */
function line(seat, name, i) {
  if (seat.kind === "computer") return t("WaitingPanel", "{name}: computer", { name });
  if (!seat.joined) return t("WaitingPanel", "Seat {n}: waiting for a player…", { n: i + 1 });
  return seat.connected ? t("WaitingPanel", "{name}: here", { name }) : t("WaitingPanel", "{name}: not connected", { name });
}

/**
 * The waiting table of a seated person (or a spectator) before the start.
 * @param {Record<string, any>} table
 * @param {number | null} mySeat
 * @param {LobbyActions} actions
 * @returns {HTMLElement}
 */
export function waiting(table, mySeat, actions) {
  const names = seatNames(table);
  const lines = (table.seats || []).map((/** @type {Record<string, any>} */ seat, /** @type {number} */ i) => {
    const text = line(seat, names[i], i);
    return el("li", { text: i === mySeat ? t("WaitingPanel", "{line} (you)", { line: text }) : text });
  });
  const admin = table.admin;
  const mayStart = mySeat !== null && (admin === undefined || admin === null || admin === mySeat);
  const joined = (table.seats || []).filter((/** @type {Record<string, any>} */ s) => s.kind === "person" && !s.joined).length === 0;
  return el("div", { class: "lobby" },
    el("h1", { text: t("WaitingPanel", "Table {name}", { name: table.name || table.code }) }),
    el("h2", { text: t("WaitingPanel", "Seats at the table") }),
    el("ul", { class: "seat-list" }, ...lines),
    mayStart ? el("div", { class: "buttons" },
      el("button", { type: "button", class: "act" + (joined ? " lit" : ""), id: "start", onclick: () => actions.onStart(false), text: t("WaitingPanel", "&Start") }),
      el("button", { type: "button", class: "act lit", id: "start-fill", onclick: () => actions.onStart(true),
        text: t("WaitingPanel", "Start with &computers in the empty seats") }))
      : mySeat !== null && admin !== undefined && admin !== null
        ? el("p", { text: t("WaitingPanel", "{name} starts the game when everybody is here.", { name: names[admin] }) }) : null);
}
