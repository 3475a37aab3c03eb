// The seat token kept per table code, so that a reload, a lost connection or
// a phone that slept sits down at the same seat again (localStorage: this
// browser only; the token is the seat's key, never shown).

const PREFIX = "cardtable.seat.";

/**
 * @typedef {{token: string, seat: number, name: string}} KeptSeat
 */

/**
 * @param {string} code
 * @returns {KeptSeat | null}
 */
export function keptSeat(code) {
  try {
    const raw = localStorage.getItem(PREFIX + code);
    if (!raw) return null;
    const doc = JSON.parse(raw);
    return typeof doc.token === "string" ? doc : null;
  } catch {
    return null;
  }
}

/**
 * @param {string} code
 * @param {KeptSeat} seat
 */
export function keepSeat(code, seat) {
  try {
    localStorage.setItem(PREFIX + code, JSON.stringify(seat));
  } catch {
    // private browsing without storage: the seat lasts as long as the page
  }
}

/** @param {string} code */
export function forgetSeat(code) {
  try {
    localStorage.removeItem(PREFIX + code);
  } catch {
    // nothing kept
  }
}

/** The name typed last time (any table). */
export function keptName() {
  try {
    return localStorage.getItem("cardtable.name") || "";
  } catch {
    return "";
  }
}

/** @param {string} name */
export function keepName(name) {
  try {
    localStorage.setItem("cardtable.name", name);
  } catch {
    // nothing kept
  }
}
