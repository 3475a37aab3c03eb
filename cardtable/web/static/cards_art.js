// One card as the page draws it: the app's own art (served at
// /cards/<game>/<name>.svg) inside a named button, so that a tap, Tab and
// Enter and a screen reader all reach it.

import { el } from "./dom.js";

/**
 * The art's file of a card ("W=9" -> W, Skip-Bo "SB4" -> SB), or the back.
 * @param {string} game
 * @param {any} card null: the back
 * @returns {string}
 */
export function artUrl(game, card) {
  if (card === null || card === undefined) return `/cards/${game}/back.svg`;
  let name = String(card);
  if (game === "phase10") name = name.split("=")[0];
  else if (name.startsWith("SB")) name = "SB";
  return `/cards/${game}/${name}.svg`;
}

/**
 * A card picture (decorative: its button says what it is).
 * @param {string} game
 * @param {any} card
 * @param {string} [badge] what a laid Wild stands for ("=7")
 * @returns {HTMLElement}
 */
export function cardImage(game, card, badge) {
  return el("span", { class: "face" }, el("img", { src: artUrl(game, card), alt: "", draggable: "false" }),
    badge ? el("span", { class: "badge", "aria-hidden": "true", text: badge }) : null);
}

/**
 * A place or card the player can tap: a button with a name.
 * @param {{key: string, label: string, game: string, card?: any, cards?: any[], lit?: boolean,
 *          selected?: boolean, empty?: boolean, caption?: string, extra?: string}} spec
 * @returns {HTMLElement}
 */
export function placeButton(spec) {
  const classes = ["place", spec.extra || "", spec.lit ? "lit" : "", spec.selected ? "selected" : "",
    spec.empty ? "empty" : ""].filter(Boolean).join(" ");
  const faces = spec.cards
    ? spec.cards.map((c) => cardImage(spec.game, c, badgeOf(c)))
    : spec.empty ? [] : [cardImage(spec.game, spec.card ?? null, badgeOf(spec.card))];
  return el("button", {
    type: "button", class: classes, "data-key": spec.key, "aria-label": spec.label,
    "aria-pressed": spec.selected === undefined ? undefined : String(Boolean(spec.selected)),
  }, el("span", { class: "faces" }, ...faces), spec.caption ? el("span", { class: "caption", text: spec.caption }) : null);
}

/**
 * "=9" / "=R" for a laid Wild ("W=9"); undefined for any other card.
 * @param {any} card
 * @returns {string | undefined}
 */
function badgeOf(card) {
  const text = String(card ?? "");
  return text.startsWith("W=") ? text.slice(1) : undefined;
}
