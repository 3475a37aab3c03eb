// Choosing one's own Phase 10 lay-down, card by card, as the app's lay-down
// panel does: one box per group of the phase, filled from the engine's
// proposal (the lay-down in legal_actions) or emptied to choose afresh; a
// tap on a hand card puts it into the active box, a tap on a laid card takes
// it back, a Wild says what it counts as. The page judges nothing: "Lay
// down" sends the arrangement and the host answers with the move or with
// its refusal (words and rule id), shown in the chooser, which stays open.
//
// Keys: "lay-group:<g>", "lay-card:<g>:<k>", "lay-hand:<i>" (the cards not
// yet in a box, in the hand's order), "lay-ok", "lay-clear", "lay-cancel".

import { el } from "./dom.js";
import { t, translate, format, currentLanguage } from "./i18n.js";
import { cardName } from "./card_names.js";
import { placeButton } from "./cards_art.js";
import { PHASE_GROUPS, groupName, phaseRequirement } from "./sheet_words.js";
import { announce } from "./live.js";

const COLOURS = ["R", "B", "Y", "G"];
const COLOUR_WORDS = { R: "as red", B: "as blue", Y: "as yellow", G: "as green" };

/**
 * @typedef {{card: string, as: string | null}} LayCard a card in a box; `as` what a Wild counts as ("7", "R"), null: not said yet
 * @typedef {{kind: string, size: number, cards: LayCard[]}} LayGroup one box of the phase
 * @typedef {{groups: LayGroup[], active: number}} Laying the chooser's arrangement and the box a tap fills
 */

/**
 * The chooser for `phase`, filled with the engine's lay-down `proposal` (a
 * legal action) when there is one, else empty.
 * @param {number} phase
 * @param {Record<string, any> | undefined} proposal
 * @returns {Laying}
 */
export function openLay(phase, proposal) {
  const specs = PHASE_GROUPS[String(phase)] || [];
  const groups = specs.map(([kind, size]) => ({ kind, size, cards: /** @type {LayCard[]} */ ([]) }));
  if (proposal && Array.isArray(proposal.groups) && proposal.groups.length === groups.length) {
    proposal.groups.forEach((/** @type {{kind: string, cards: string[]}} */ g, /** @type {number} */ i) => {
      groups[i].cards = g.cards.map((text) => {
        const [card, as] = String(text).split("=");
        return { card, as: as ?? null };
      });
    });
  }
  return { groups, active: firstOpen(groups) };
}

/**
 * The first box with fewer cards than its group needs (else the last).
 * @param {LayGroup[]} groups
 */
function firstOpen(groups) {
  const open = groups.findIndex((g) => g.cards.length < g.size);
  return open >= 0 ? open : Math.max(0, groups.length - 1);
}

/**
 * The hand's cards that are in no box yet (the shown order kept).
 * @param {readonly string[]} shown
 * @param {Laying} laying
 * @returns {string[]}
 */
export function cardsLeft(shown, laying) {
  const left = [...shown];
  for (const group of laying.groups) {
    for (const { card } of group.cards) {
      const at = left.indexOf(card);
      if (at >= 0) left.splice(at, 1);
    }
  }
  return left;
}

/**
 * What each Wild of `group` counts as: the player's choice, else a first
 * guess the player can change (a set: its number; a colour group: its
 * colour; a run: the gaps between its numbers, then above, then below).
 * The host judges the result.
 * @param {LayGroup} group
 * @returns {string[]} one entry per card ("" for a number card)
 */
export function wildMeanings(group) {
  const naturals = group.cards.filter((c) => /^[RBYG]\d+$/.test(c.card)).map((c) => c.card);
  const values = naturals.map((c) => Number(c.slice(1)));
  const out = group.cards.map((c) => (c.card === "W" ? c.as ?? "" : ""));
  const open = group.cards.map((c, i) => (c.card === "W" && c.as === null ? i : -1)).filter((i) => i >= 0);
  if (group.kind === "set") {
    const counts = new Map();
    for (const v of values) counts.set(v, (counts.get(v) || 0) + 1);
    let best = 1;
    let most = 0;
    for (const [v, n] of counts) if (n > most) [best, most] = [v, n];
    for (const i of open) out[i] = String(best);
  } else if (group.kind === "colour") {
    for (const i of open) out[i] = naturals.length ? naturals[0][0] : "R";
  } else {
    const taken = new Set([...values, ...out.filter((x) => /^\d+$/.test(x)).map(Number)]);
    const low = taken.size ? Math.min(...taken) : 1;
    const high = taken.size ? Math.max(...taken) : 0;
    const order = [];
    for (let v = low; v <= high; v += 1) order.push(v);
    for (let v = high + 1; v <= 12; v += 1) order.push(v);
    for (let v = low - 1; v >= 1; v -= 1) order.push(v);
    const free = order.filter((v) => !taken.has(v));
    open.forEach((i, k) => { out[i] = String(free[k] ?? 1); });
  }
  return out;
}

/**
 * The lay-down move of the chooser's arrangement.
 * @param {Laying} laying
 * @returns {Record<string, any>}
 */
export function layAction(laying) {
  return {
    type: "lay",
    groups: laying.groups.map((group) => {
      const meanings = wildMeanings(group);
      return { kind: group.kind, cards: group.cards.map((c, i) => (c.card === "W" ? `W=${meanings[i]}` : c.card)) };
    }),
  };
}

/**
 * A tap in the chooser: the move it makes (null: the arrangement changed,
 * or the chooser closed).
 * @param {import("./page_state.js").PageState} state
 * @param {readonly string[]} shown
 * @param {string} key
 * @returns {Record<string, any> | null}
 */
export function layTapped(state, shown, key) {
  const laying = state.laying;
  if (!laying) return null;
  const [kind, a, b] = key.split(":");
  state.refusal = null;
  if (kind === "lay-ok") return layAction(laying);
  if (kind === "lay-cancel") state.laying = null;
  else if (kind === "lay-clear") {
    for (const group of laying.groups) group.cards = [];
    laying.active = 0;
  } else if (kind === "lay-group") laying.active = Number(a);
  else if (kind === "lay-card") {
    const group = laying.groups[Number(a)];
    const taken = group ? group.cards.splice(Number(b), 1)[0] : undefined;
    if (taken) {
      laying.active = Number(a);
      announce(format(translate("WebPage", "{card} is back in your hand"), { card: cardName(taken.card) }));
    }
  } else if (kind === "lay-hand") {
    const card = cardsLeft(shown, laying)[Number(a)];
    const group = laying.groups[laying.active];
    if (card !== undefined && group) {
      group.cards.push({ card, as: null });
      announce(format(translate("WebPage", "{card} goes into group {n}"), { card: cardName(card), n: laying.active + 1 }));
      if (group.cards.length >= group.size) laying.active = firstOpen(laying.groups);
    }
  }
  return null;
}

/**
 * The chooser as drawn in the dock.
 * @param {import("./view_types.js").TableCtx} ctx
 * @param {Laying} laying
 * @param {HTMLElement | null} refusal the host's refusal of the last try, words and rule
 * @param {() => void} redraw after a Wild's meaning was chosen
 * @returns {HTMLElement}
 */
export function layChooser(ctx, laying, refusal, redraw) {
  const phase = ctx.seat !== null ? ctx.obs.players[ctx.seat].phase : 0;
  const lang = currentLanguage();
  const left = cardsLeft(ctx.shown, laying);
  const full = laying.groups.every((g) => g.cards.length >= g.size);
  const boxes = laying.groups.map((group, g) => {
    const title = t("LayDialog", "Group {n}: {kind}", { n: g + 1, kind: groupName(lang, group.kind, group.size) });
    const meanings = wildMeanings(group);
    const cards = group.cards.map((c, k) => el("div", { class: "lay-slot" },
      placeButton({ key: `lay-card:${g}:${k}`, game: "phase10", card: c.card === "W" ? `W=${meanings[k]}` : c.card,
        extra: "in-box", label: format(translate("WebPage", "{card} in group {n}: tap to take it back"),
          { card: cardName(c.card), n: g + 1 }) }),
      c.card === "W" ? wildSelect(group, g, k, meanings[k], redraw) : null));
    return el("div", { class: `lay-box${g === laying.active ? " active" : ""}` },
      el("button", { type: "button", class: "act small lay-title", "data-key": `lay-group:${g}`,
        "aria-pressed": String(g === laying.active), text: `${title} (${group.cards.length}/${group.size})` }),
      el("div", { class: "lay-cards" }, ...cards));
  });
  const active = laying.groups[laying.active];
  const hint = refusal || el("p", { class: "lay-hint", role: "status",
    text: active && left.length ? format(translate("WebPage", "Tap cards of your hand to put them into group {n}."), { n: laying.active + 1 })
      : translate("LayDialog", "Lay down your phase") });
  return el("section", { class: "lay", "aria-labelledby": "lay-heading" },
    el("h2", { id: "lay-heading", text: t("LayDialog", "Lay down your phase") }),
    el("p", { class: "phase", text: t("Table", "Phase {phase}: {requirement}", { phase, requirement: phaseRequirement(lang, phase) }) }),
    ...boxes,
    hint,
    // the cards to tap right under the boxes they go to, the buttons last
    el("div", { class: "hand", role: "group", "aria-label": translate("Speech", "Your hand") },
      ...left.map((card, i) => placeButton({ key: `lay-hand:${i}`, game: "phase10", card, extra: "in-hand",
        label: format(translate("Speech", "{card}, in your hand, {k} of {n}"), { card: cardName(card), k: i + 1, n: left.length }) }))),
    el("div", { class: "mine" },
      el("button", { type: "button", class: `act${full ? " lit" : ""}`, "data-key": "lay-ok", text: t("LayDialog", "Lay down") }),
      el("button", { type: "button", class: "act small", "data-key": "lay-clear", text: t("CardPad", "Clear") }),
      el("button", { type: "button", class: "act small", "data-key": "lay-cancel", text: t("JoinTable", "Cancel") })));
}

/**
 * What a Wild in box `g` counts as: "as 7" or "as red", as in the app's panel.
 * @param {LayGroup} group
 * @param {number} g
 * @param {number} k
 * @param {string} now
 * @param {() => void} redraw
 * @returns {HTMLElement}
 */
function wildSelect(group, g, k, now, redraw) {
  const options = group.kind === "colour"
    ? COLOURS.map((c) => el("option", { value: c, text: translate("LayDialog", COLOUR_WORDS[/** @type {"R"} */ (c)]) }))
    : Array.from({ length: 12 }, (_, i) => el("option", { value: String(i + 1),
      text: format(translate("LayDialog", "as {value}"), { value: i + 1 }) }));
  const select = /** @type {HTMLSelectElement} */ (el("select", { id: `lay-as-${g}-${k}`, class: "lay-as",
    "aria-label": format(translate("LayDialog", "{card}: counts as"), { card: cardName("W") }) }, ...options));
  select.value = now;
  select.addEventListener("change", () => {
    group.cards[k].as = select.value;
    redraw();
  });
  return select;
}
