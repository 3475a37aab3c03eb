// The score sheet: one row per round (Phase 10) or game (Skip-Bo) with each
// player's points and the running totals, as the app's score sheet.

import { el } from "./dom.js";
import { t } from "./i18n.js";

/**
 * @param {Record<string, any>[]} records the host's score-sheet rows
 * @param {string[]} names
 * @param {string} game
 * @returns {HTMLElement}
 */
export function scoreSheet(records, names, game) {
  const head = el("tr", {}, el("th", { scope: "col", text: game === "phase10" ? t("ChartsPage", "Round") : "#" }),
    ...names.map((name) => el("th", { scope: "col", text: name })));
  const rows = records.map((row) => el("tr", {}, el("th", { scope: "row", text: String(row.number) }),
    ...names.map((_, s) => el("td", { text: cell(row, s, game) }))));
  const last = records.length ? records[records.length - 1] : null;
  const total = last ? el("tr", { class: "total" }, el("th", { scope: "row", text: t("RoundSummaryDialog", "Total") }),
    ...names.map((_, s) => el("td", { text: String(last.totals[s]) }))) : null;
  return el("table", { class: "sheet" }, el("thead", {}, head), el("tbody", {}, ...rows, total));
}

/**
 * "25 ✓*": the points, a completed phase, who went out (the app's marks).
 * @param {Record<string, any>} row
 * @param {number} s
 * @param {string} game
 */
function cell(row, s, game) {
  let text = String(row.points[s]);
  if (game === "phase10") {
    if (row.completed && row.completed[s]) text += " ✓";
    if (row.went_out === s) text += "*";
  }
  return text;
}
