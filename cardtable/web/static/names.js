// Players' names as the app shows them (cardtable/ui/seat_names.py): a name
// the app made ("Computer 3", "Spieler 2", "電腦 3") in the reader's language,
// a typed name untouched; an empty seat as "Seat {n}".

import { t, translate, format } from "./i18n.js";

const MADE = /^(?:(Player|Spieler|玩家)|(Computer|電腦)) ?(\d{1,2})$/;

/**
 * @param {string} name
 * @returns {string}
 */
export function shownName(name) {
  const match = MADE.exec(name.trim());
  if (!match) return name;
  const pattern = match[2] ? "Computer {n}" : "Player {n}";
  return format(translate("NewGameDialog", pattern), { n: Number(match[3]) });
}

/**
 * The names of every seat of the public table, as the page shows them.
 * @param {Record<string, any>} table
 * @returns {string[]}
 */
export function seatNames(table) {
  return (table.seats || []).map((/** @type {Record<string, any>} */ seat, /** @type {number} */ i) =>
    seat.name ? shownName(seat.name) : t("RemoteGame", "Seat {n}", { n: i + 1 }));
}
