// The move log with the table's talk: each move's sentence (as the app's
// log says it), chat lines and the six preset reactions, the last 100 kept.

import { el, byId } from "./dom.js";
import { t, translate, format } from "./i18n.js";

export const KEPT = 100;
export const REACTIONS = ["nice", "your_turn", "oops", "one_moment", "thanks", "good_game"];

/**
 * A preset reaction in the reader's language (MoveLog context, as the app).
 * @param {string} reaction
 * @returns {string}
 */
export function reactionText(reaction) {
  /** @type {Record<string, string>} */
  const texts = { nice: "Nice!", your_turn: "Your turn!", oops: "Oops!", one_moment: "One moment, please",
    thanks: "Thanks!", good_game: "Good game!" };
  return texts[reaction] ? translate("MoveLog", texts[reaction]) : "";
}

/**
 * A chat line as the table shows it (protocol.clean_name): printable
 * characters only, spaces folded, at most 200 characters.
 * @param {unknown} text
 * @returns {string}
 */
export function cleanLine(text) {
  if (typeof text !== "string") return "";
  return Array.from(text.replace(/[\p{C}\p{Zl}\p{Zp}]|(?! )\p{Zs}/gu, "").trim().split(/\s+/).join(" ")).slice(0, 200).join("");
}

/**
 * A chat line or reaction as the log shows it ("» Ben: Nice!").
 * @param {string} name
 * @param {string} text
 * @returns {string}
 */
export function chatLine(name, text) {
  return format(translate("MoveLog", "» {name}: {text}"), { name, text });
}

/**
 * Append a line to the log (plain text, never markup), keeping the last KEPT.
 * @param {string} text
 * @param {string} [kind] "move" or "chat"
 */
export function addLine(text, kind = "move") {
  const list = byId("log-lines");
  list.append(el("li", { class: kind, text }));
  while (list.childElementCount > KEPT) list.firstElementChild?.remove();
  list.scrollTop = list.scrollHeight;
}

/**
 * The chat form and the reaction buttons (in the reader's language).
 * @param {(text: string) => void} onChat
 * @param {(reaction: string) => void} onReaction
 * @returns {HTMLElement}
 */
export function talkView(onChat, onReaction) {
  const input = /** @type {HTMLInputElement} */ (el("input", { id: "chat-text", type: "text", maxlength: "200",
    placeholder: t("ChatBox", "Say something to the table…"), "aria-label": t("ChatBox", "Chat line") }));
  const form = el("form", { class: "chat", onsubmit: (/** @type {Event} */ event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (text) onChat(text);
    input.value = "";
  } }, input, el("button", { type: "submit", class: "act", text: t("ChatBox", "Send") }));
  const reactions = el("div", { class: "reactions" }, ...REACTIONS.map((r) => el("button", {
    type: "button", class: "act small", "data-reaction": r, onclick: () => onReaction(r),
    "aria-label": format(translate("ChatBox", "Say “{text}” to the table"), { text: reactionText(r) }), text: reactionText(r) })));
  return el("div", { class: "talk" }, reactions, form);
}
