// Cards named the way each language's players say them: a port of
// cardtable/ui/table/games/phase10_cards.py (context "Cards") and of the
// Skip-Bo card name of skipbo_log.py, so the page says "grüne 11" as the app does.

import { translate, format } from "./i18n.js";

/** @param {string} text */
const tr = (text) => translate("Cards", text);

/**
 * @param {string} letter
 * @returns {string | null}
 */
export function colourWord(letter) {
  const words = { R: "red", B: "blue", G: "green", Y: "yellow" };
  const word = /** @type {Record<string, string>} */ (words)[letter];
  return word ? tr(word) : null;
}

/**
 * "blue {value}" with `value` filled in; null for a letter that is no colour.
 * @param {string} letter
 * @param {string} value
 * @returns {string | null}
 */
export function colourCard(letter, value) {
  const templates = { R: "red {value}", B: "blue {value}", G: "green {value}", Y: "yellow {value}" };
  const template = /** @type {Record<string, string>} */ (templates)[letter];
  return template ? format(tr(template), { value }) : null;
}

/**
 * A Phase 10 card ("R7", "W", "S", a laid Wild "W=9" / "W=R") in the reader's language.
 * @param {unknown} card
 * @returns {string}
 */
export function cardName(card) {
  const text = card == null || card === "" ? "" : String(card);
  if (text === "W") return tr("Wild");
  if (text === "S") return tr("Skip");
  if (text.startsWith("W=")) {
    const stands = text.slice(2);
    const colour = colourWord(stands);
    if (colour !== null) return format(tr("Wild (as {colour})"), { colour });
    return format(tr("Wild (as {value})"), { value: stands });
  }
  if (text.length >= 2 && /^[0-9]+$/.test(text.slice(1))) {
    const named = colourCard(text[0], text.slice(1));
    if (named !== null) return named;
  }
  return text;
}

/**
 * Several cards in a row, separated the language's way ("red 7, blue 8").
 * @param {Iterable<unknown>} cards
 * @returns {string}
 */
export function cardList(cards) {
  return Array.from(cards, cardName).join(tr(", "));
}

/**
 * A Skip-Bo card: "7", or the wild card's one name wherever it lies ("SB3"):
 * the glossary's, as skipbo_speech.card says it (context "SkipBoSpeech").
 * @param {unknown} card
 * @returns {string}
 */
export function skipBoCardName(card) {
  const text = skipBoFace(card);
  return text === "SB" ? translate("SkipBoSpeech", "SKIP-BO card") : text;
}

/**
 * The art's name of a Skip-Bo card as found in any pile ("SB3" -> "SB").
 * @param {unknown} card
 * @returns {string}
 */
export function skipBoFace(card) {
  const text = String(card);
  return text.startsWith("SB") ? "SB" : text;
}
