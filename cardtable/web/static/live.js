// The ARIA live region: every move-log line, "your turn", each refusal and
// each round end is said by the reader's screen reader (browsers hand a
// live region to Orca, NVDA and VoiceOver).

import { byId } from "./dom.js";

let last = "";

/**
 * Say `text` (polite: after what is being read; assertive: at once).
 * @param {string} text
 * @param {boolean} [assertive]
 */
export function announce(text, assertive = false) {
  if (!text) return;
  const region = byId(assertive ? "live-now" : "live");
  // the same sentence twice in a row is said again: a fresh node each time
  const line = document.createElement("p");
  line.textContent = text === last ? text + "\u00a0" : text;
  last = line.textContent;
  region.append(line);
  while (region.childElementCount > 20) region.firstElementChild?.remove();
}
