// Where a Wild goes on a run it could join at either end: the legal hits of
// the observation say which ends are open (each with the value the Wild
// then counts as); a tap asks the player, a drag takes the end it was let
// go at (the left half of the run: the low end), as in the app.

import { el } from "./dom.js";
import { t, translate, format } from "./i18n.js";

/**
 * The legal hits of a Wild onto group `group` of seat `player`, low end first.
 * @param {Record<string, any>} obs
 * @param {number} player
 * @param {number} group
 * @returns {Record<string, any>[]}
 */
export function wildEnds(obs, player, group) {
  return (obs.legal_actions || [])
    .filter((/** @type {Record<string, any>} */ a) => a.type === "hit" && a.player === player && a.group === group
      && String(a.card).startsWith("W="))
    .sort((/** @type {Record<string, any>} */ x, /** @type {Record<string, any>} */ y) => endValue(x) - endValue(y));
}

/** @param {Record<string, any>} hit */
function endValue(hit) {
  return Number(String(hit.card).slice(2)) || 0;
}

/**
 * The question and its answers: "wild-end:<i>" for each end, "wild-cancel".
 * @param {Record<string, any>[]} ends
 * @returns {HTMLElement}
 */
export function wildEndChooser(ends) {
  return el("div", { class: "wild-ends", role: "group", "aria-labelledby": "wild-ends-q" },
    el("p", { id: "wild-ends-q", text: translate("WebPage", "Where does the Wild go?") }),
    el("div", { class: "mine" },
      ...ends.slice(0, 2).map((hit, i) => el("button", { type: "button", class: "act lit", "data-key": `wild-end:${i}`,
        text: format(i === 0 ? translate("WebPage", "At the low end, as {value}")
          : translate("WebPage", "At the high end, as {value}"), { value: endValue(hit) }) })),
      el("button", { type: "button", class: "act small", "data-key": "wild-cancel", text: t("JoinTable", "Cancel") })));
}
