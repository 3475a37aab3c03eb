// The table in play: every seat's box, the middle, the laid groups or the
// own piles, a refusal next to the hand, the hand. And what a tap means:
// a card is taken (its places light up), a place gets the taken card.

import { el, fill } from "./dom.js";
import { t } from "./i18n.js";
import { seatNames } from "./names.js";
import { sortHand } from "./hand_order.js";
import { targetsFor, directTargets, buttonMoves, moveFor } from "./moves.js";
import { seatsView } from "./seats_view.js";
import * as phase10 from "./phase10_view.js";
import * as skipbo from "./skipbo_view.js";
import { ruleSentence, isRule } from "./rule_messages.js";
import { openLay, layChooser, layTapped } from "./phase10_lay.js";
import { wildEnds, wildEndChooser } from "./wild_end.js";

/** @typedef {import("./page_state.js").PageState} PageState */
/** @typedef {import("./view_types.js").TableCtx} TableCtx */

/**
 * The hand as shown: Phase 10 in the chosen order, Skip-Bo as dealt.
 * @param {PageState} state
 * @returns {any[]}
 */
export function shownHand(state) {
  const obs = state.obs;
  if (!obs) return [];
  return obs.game === "phase10" ? sortHand(obs.hand, state.sortMode) : [...obs.hand];
}

/**
 * What the views draw from.
 * @param {PageState} state
 * @returns {TableCtx}
 */
export function tableCtx(state) {
  const obs = /** @type {Record<string, any>} */ (state.obs);
  const game = obs.game;
  const shown = shownHand(state);
  const mine = state.seat !== null && !state.spectator && !state.held;
  const lit = new Set(mine ? (state.selected !== null ? targetsFor(game, obs, shown, state.selected) : directTargets(game, obs)).keys() : []);
  const movable = new Set();
  if (mine && state.selected === null) { // a taken card: only its places light up
    const sources = shown.map((_, i) => `hand:${i}`);
    if (game === "skipbo") sources.push("stock", "pile:0", "pile:1", "pile:2", "pile:3");
    for (const source of sources) if (targetsFor(game, obs, shown, source).size) movable.add(source);
  }
  return { game, obs, names: seatNames(state.table), seat: state.spectator ? null : state.seat, shown,
    selected: state.selected, lit, movable, buttons: mine ? buttonMoves(obs) : new Map(), table: state.table, sortMode: state.sortMode,
    myTurn: mine && obs.current === state.seat };
}

/**
 * Draw the table into `main`.
 * @param {HTMLElement} main
 * @param {PageState} state
 * @param {() => void} redraw draws the page again (a Wild's meaning chosen in the lay-down chooser)
 */
export function drawTable(main, state, redraw) {
  const ctx = tableCtx(state);
  const view = ctx.game === "phase10" ? phase10 : skipbo;
  const refusal = state.refusal;
  const said = refusal ? el("p", { class: "refusal", role: "status" }, el("span", { text: ruleSentence(refusal.rejection) }),
    isRule(String(refusal.rejection.rule)) ? el("span", { class: "rule", text: t("RefusalBubble", "Rule {rule}", { rule: refusal.rejection.rule }) }) : null) : null;
  const laying = ctx.game === "phase10" && ctx.myTurn ? state.laying : null;
  const ends = ctx.myTurn ? state.wildEnds : null;
  fill(main, el("div", { class: `table ${ctx.game}` },
    el("h1", { class: "visually-hidden", text: t("WaitingPanel", "Table {name}", { name: state.table.name || state.code }) }),
    seatsView(ctx),
    el("div", { class: "centre" }, view.centre(ctx)),
    ctx.game === "phase10" ? phase10.groups(ctx) : null,
    ctx.game === "skipbo" ? view.mine(ctx) : null,
    // the own phase, a refusal and the hand together: what the player acts with
    laying ? el("div", { class: "dock" }, layChooser(ctx, laying, said, redraw))
      : el("div", { class: "dock" }, ctx.game === "phase10" ? view.mine(ctx) : null,
        ends ? wildEndChooser(ends) : said,
        ctx.seat !== null ? view.hand(ctx) : null)));
}

/**
 * A tap on the place `key`: the move it makes (null: a card was taken or
 * put back, a question is asked, or nothing happens). A Wild let go on a
 * run open at both ends goes to the end of `side` (0..1 across the run:
 * under one half, the low end); a tap asks which end.
 * @param {PageState} state
 * @param {string} key
 * @param {number} [side] where on the place a drag let go (-1: a tap)
 * @returns {Record<string, any> | null}
 */
export function tapped(state, key, side = -1) {
  const obs = state.obs;
  if (!obs) return null;
  const game = obs.game;
  const shown = shownHand(state);
  if (state.laying) return layTapped(state, shown, key);
  if (state.wildEnds) {
    const ends = state.wildEnds;
    state.wildEnds = null;
    if (key.startsWith("wild-end:")) {
      state.selected = null;
      return ends[Number(key.slice(9))] || null;
    }
    if (key === "wild-cancel") return null;
  }
  if (key === "lay") {
    const seat = state.seat ?? 0;
    state.laying = openLay(obs.players[seat].phase, buttonMoves(obs).get("lay"));
    state.selected = null;
    state.refusal = null;
    return null;
  }
  if (key === "sort") {
    state.sortMode = state.sortMode === "value" ? "colour" : "value";
    state.selected = null;
    return null;
  }
  if (["lay", "knock", "pass", "end"].includes(key)) {
    return buttonMoves(obs).get(key) || (key === "lay" ? null : { type: key });
  }
  const handSelected = state.selected !== null && state.selected.startsWith("hand:");
  const isSource = key.startsWith("hand:") || key === "stock" || (game === "skipbo" && key.startsWith("pile:") && !handSelected);
  if (isSource) {
    state.refusal = null;
    state.selected = state.selected === key ? null : key;
    return null;
  }
  const move = moveFor(game, obs, shown, state.selected, key) || moveFor(game, obs, shown, null, key);
  if (move && move.type === "hit" && String(move.card).startsWith("W=")) { // a Wild: which end of a run
    const ends = wildEnds(obs, move.player, move.group);
    if (ends.length > 1 && side >= 0) return ends[side < 0.5 ? 0 : 1];
    if (ends.length > 1) {
      state.wildEnds = ends;
      return null;
    }
  }
  return move;
}
