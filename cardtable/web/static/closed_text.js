// Why the connection ended for good, in the app's words (RemoteGame), by
// close code (docs/PROTOCOL.md "Close codes").

import { translate } from "./i18n.js";

/**
 * @param {number} code
 * @returns {string}
 */
export function closedText(code) {
  /** @type {Record<number, string>} */
  const texts = {
    4002: "There is no table with this code at this address.",
    4003: "Every seat at this table is taken.",
    4004: "The table no longer knows this seat.",
    4007: "This seat was taken over by another window.",
    4008: "The table was closed.",
    4009: "The host refuses more connections from this computer for now; try again later.",
    4011: "This table has as many spectators as it takes.",
  };
  return translate("RemoteGame", texts[code] || "The table cannot be reached. Check the address and that the host is running.");
}
