// Why the connection ended for good, in the app's words (RemoteGame), by
// close code (docs/PROTOCOL.md "Close codes").

import { translate, format } from "./i18n.js";
import { PROTOCOL } from "./connection.js";

/**
 * @param {number} code
 * @param {Record<string, any> | null} [error] the host's last error frame (4001 names its version)
 * @returns {string}
 */
export function closedText(code, error = null) {
  if (code === 4001) {
    const detail = (error && error.detail) || {};
    return format(translate("RemoteGame", "This table speaks network version {theirs} (cardtable {app}); this app speaks "
      + "version {ours}. Use the same version of cardtable as the host."),
    { theirs: detail.host_protocol ?? "?", app: detail.host_app ?? "?", ours: PROTOCOL });
  }
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
