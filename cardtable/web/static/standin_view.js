// The stand-in bar: a missing person's seat, the count-down to when a
// computer may play for them, and the button that asks for it (NetworkBar).

import { el } from "./dom.js";
import { translate, format } from "./i18n.js";
import { seatNames } from "./names.js";

/**
 * @param {Record<string, any>} table
 * @param {number | null} mySeat
 * @param {number} since seconds since the table came
 * @param {(seat: number) => void} onStandIn
 * @returns {HTMLElement | null}
 */
export function standInBar(table, mySeat, since, onStandIn) {
  const names = seatNames(table);
  /** @type {HTMLElement[]} */
  const rows = [];
  (table.seats || []).forEach((/** @type {Record<string, any>} */ seat, /** @type {number} */ s) => {
    if (seat.kind !== "person" || !seat.joined || s === mySeat) return;
    const name = names[s];
    if (seat.stand_in) {
      const computer = format(translate("SeatNames", "Computer for {name}"), { name });
      rows.push(el("p", { text: format(translate("NetworkBar", "{computer} plays until {name} is back."), { computer, name }) }));
    } else if (!seat.connected) {
      const left = Math.max(0, Math.ceil((table.grace || 0) - (seat.away || 0) - since));
      const action = format(translate("NetworkBar", "Let a computer play for {name}"), { name });
      rows.push(el("p", { text: format(translate("NetworkBar", "Waiting for {name} to reconnect…"), { name }) }));
      if (mySeat !== null) {
        rows.push(el("button", { type: "button", class: "act", "data-standin": String(s), onclick: () => onStandIn(s),
          text: left > 0 ? format(translate("NetworkBar", "{action} (in {seconds} s)"), { action, seconds: left }) : action }));
      }
    }
  });
  return rows.length ? el("div", { class: "bar", role: "status" }, ...rows) : null;
}
