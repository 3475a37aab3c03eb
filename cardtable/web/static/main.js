// The page's start: read the table code from the address, speak the
// reader's language, connect (back to the kept seat if there is one) and
// draw whatever the host says. Everything the page shows is drawn again
// from the latest update; the page decides no rule.

import { byId, el, fill } from "./dom.js";
import { useCatalog, pickLanguage, LANGUAGES, currentLanguage, t, translate, format } from "./i18n.js";
import { Connection, restartLink } from "./connection.js";
import { keptSeat, keepSeat, forgetSeat, keptName, keepName } from "./seat_store.js";
import { seatNames } from "./names.js";
import { chooser, waiting } from "./lobby_view.js";
import { drawTable, tapped } from "./table_view.js";
import { addLine, chatLine, cleanLine, reactionText, talkView } from "./log_view.js";
import { describePhase10 } from "./phase10_log.js";
import { describeSkipBo } from "./skipbo_log.js";
import { rejectionText } from "./rule_messages.js";
import { announce } from "./live.js";
import { roundEnd, roundEndWords, gameOver } from "./overlays.js";
import { scoreSheet } from "./score_view.js";
import { standInBar } from "./standin_view.js";
import { readKey } from "./read_keys.js";
import { closedText } from "./closed_text.js";
import { state } from "./page_state.js";
import { startDrag } from "./drag.js";

const CODE = /^\/t\/([A-Za-z0-9-]{4,32})\/?$/.exec(location.pathname);
state.code = CODE ? CODE[1].toUpperCase().replace(/[^A-Z0-9]/g, "") : "";

const link = new Connection(onMessage, onLink);

/**
 * Load the catalog of `lang` and draw the page again in it.
 * @param {string} lang
 */
async function speak(lang) {
  /** @type {import("./i18n.js").Catalog} */
  let catalog = {};
  if (lang !== "en") {
    try {
      const answer = await fetch(`/i18n/${lang}.json`);
      if (answer.ok) catalog = await answer.json();
    } catch {
      catalog = {};
    }
  }
  useCatalog(lang, catalog);
  document.documentElement.lang = lang.replace("_", "-");
  try {
    localStorage.setItem("cardtable.lang", lang);
  } catch {
    // the choice lasts as long as the page
  }
  drawChrome();
  draw();
}

/** The parts that change only with the language: the bar, the log's head, the talk. */
function drawChrome() {
  const select = /** @type {HTMLSelectElement} */ (byId("lang"));
  select.value = currentLanguage();
  byId("lang-label").textContent = t("SettingsDialog", "Language:");
  byId("log-title").textContent = t("MoveLogDock", "Moves");
  byId("sheet-title").textContent = t("ScoreSheetDock", "Score sheet");
  fill(byId("talk"), talkView((text) => link.send("chat", { text }), (reaction) => link.send("chat", { reaction })));
  byId("keys-help").textContent = translate("Speech", "R: your hand, T: the piles, G: the groups, M: your phase or stock, O: every player, W: whose turn");
}

/** Draw everything from the state; the focused card or place keeps the focus. */
export function draw() {
  const focused = document.activeElement instanceof HTMLElement && document.activeElement.closest("#main, #overlay")
    ? document.activeElement.dataset.key || document.activeElement.id : "";
  const typing = document.activeElement instanceof HTMLInputElement ? document.activeElement : null;
  const caret = typing ? [typing.selectionStart, typing.selectionEnd] : null;
  drawAll();
  if (focused && !(document.activeElement instanceof HTMLElement && document.activeElement !== document.body)) {
    const again = document.querySelector(`#main [data-key="${focused}"]`) || document.getElementById(focused);
    if (again instanceof HTMLElement) again.focus();
    if (again instanceof HTMLInputElement && caret) again.setSelectionRange(caret[0], caret[1]);
  }
}

function drawAll() {
  const main = byId("main");
  const side = byId("side");
  side.hidden = !state.table.started;
  byId("code").textContent = state.code;
  drawStatus();
  if (!state.code) {
    fill(main, frontPage());
    return;
  }
  if (state.closed !== null) {
    fill(main, el("p", { class: "closed", role: "alert", text: closedText(state.closed, state.error) }));
    return;
  }
  if (!state.table.seats) {
    fill(main, el("p", { text: t("RemoteGame", "Connecting to the table…") }));
    return;
  }
  if (state.choosing) {
    const typed = document.getElementById("name"); // a name being typed survives another person's arrival
    const name = typed instanceof HTMLInputElement ? typed.value : keptName();
    fill(main, chooser(state.table, name, { onSit: sit, onWatch: watch, onStart: start }));
    return;
  }
  if (!state.table.started || !state.obs) {
    fill(main, waiting(state.table, state.seat, { onSit: sit, onWatch: watch, onStart: start }));
    return;
  }
  drawTable(main, state, draw);
  const names = seatNames(state.table);
  fill(byId("sheet"), scoreSheet(state.records, names, state.obs.game));
  drawStandIn();
  const overlay = byId("overlay");
  if (state.held) {
    fill(overlay, roundEnd(state.obs.game, state.held, state.records, names, state.readySeq === state.seq,
      state.seat !== null ? ready : null));
  } else if (state.table.over || state.record) {
    fill(overlay, gameOver(state.obs.game, state.standings, names, state.table, state.seat,
      (answer) => link.send("rematch", { answer })));
  } else {
    fill(overlay);
  }
  overlay.hidden = !overlay.firstChild;
}

/** The stand-in bar, counting down to when a computer may play for a missing person. */
function drawStandIn() {
  const since = (performance.now() - state.tableAt) / 1000;
  fill(byId("standin"), standInBar(state.table, state.seat, since, (seat) => link.send("stand_in", { seat })));
}

setInterval(() => {
  if (state.table.started && (state.table.seats || []).some((/** @type {Record<string, any>} */ s) => s.joined && !s.connected)) drawStandIn();
}, 1000);

/** The line under the title: whose turn, watching, reconnecting. */
function drawStatus() {
  let text = "";
  if (state.link === "retrying" || state.link === "connecting" && state.table.started) {
    text = translate("RemoteGame", "Waiting for the host: reconnecting…");
  } else if (state.spectator) {
    text = translate("RemoteGame", "Watching");
  } else if (state.obs && state.table.started && !state.table.over) {
    const names = seatNames(state.table);
    const current = state.obs.current;
    if (current === state.seat) text = turnPrompt();
    else if (current !== null && current !== undefined) text = format(translate("TableView", "{name} is playing…"), { name: names[current] });
  }
  byId("status").textContent = text;
}

/** What to do now, in the app's words (TableView prompts). */
export function turnPrompt() {
  const obs = state.obs;
  if (!obs) return "";
  const kinds = new Set((obs.legal_actions || []).map((/** @type {Record<string, any>} */ a) => a.type));
  if (obs.game === "skipbo") return translate("TableView", "Build on the piles in the middle, then discard to end your turn");
  if (kinds.has("knock")) return translate("TableView", "Knock (K) to take the discard, or pass (P)");
  if (kinds.has("draw")) return translate("TableView", "Your turn: draw a card (D) or take the discard (Shift+D)");
  if (kinds.has("lay")) return translate("TableView", "Lay down your phase (L) or discard a card to end your turn");
  if (kinds.has("hit")) return translate("TableView", "Hit on laid groups or discard a card to end your turn");
  return translate("TableView", "Lay down your phase (L) or discard a card to end your turn");
}

function frontPage() {
  const input = /** @type {HTMLInputElement} */ (el("input", { id: "code-input", type: "text", maxlength: "12", autocomplete: "off",
    autocapitalize: "characters" }));
  return el("form", { class: "lobby", onsubmit: (/** @type {Event} */ event) => {
    event.preventDefault();
    const code = input.value.toUpperCase().replace(/[^A-Z0-9]/g, "");
    if (code) location.assign(`/t/${code}`);
  } }, el("h1", { text: t("JoinTable", "Join a table") }), el("label", { for: "code-input", text: t("JoinTable", "Table &code:") }), input,
  el("button", { type: "submit", class: "act lit", text: t("JoinTable", "&Join") }));
}

// --- the connection -------------------------------------------------------------

/** The hello's fields of the next attempt: the kept seat, a chosen seat, or watching. */
function hello() {
  const kept = keptSeat(state.code);
  if (kept && !state.spectator) return { code: state.code, token: kept.token };
  if (state.want !== null) return { code: state.code, seat: state.want.seat, name: state.want.name || undefined };
  return { code: state.code, spectator: true };
}

/**
 * @param {number} seat
 * @param {string} name
 */
function sit(seat, name) {
  keepName(name);
  state.want = { seat, name };
  state.choosing = false;
  state.spectator = false;
  restartLink(link, hello);
}

function watch() {
  state.choosing = false;
  state.spectator = true;
  draw();
}

/** @param {boolean} fill */
function start(fill) {
  link.send("start", { fill });
}

function ready() {
  state.readySeq = state.seq;
  link.send("ready", { seq: state.seq });
  draw();
}

/**
 * @param {import("./connection.js").LinkState} linkState
 * @param {number} [code]
 */
function onLink(linkState, code) {
  state.link = linkState;
  if (linkState === "closed" && code !== undefined) {
    if (code === 4004 || code === 4008) forgetSeat(state.code);
    if (code === 4004) { // the table no longer knows the kept seat: look at the table and choose again
      state.want = null;
      link.open(hello);
      return;
    }
    if (code === 4003 && state.want !== null) { // the seat went to somebody else meanwhile: choose again
      state.want = null;
      state.choosing = true;
      link.open(hello);
      return;
    }
    state.closed = code;
    announce(closedText(code, state.error), true);
  }
  draw();
}

/** @param {Record<string, any>} message */
function onMessage(message) {
  switch (message.type) {
    case "welcome":
      state.table = message.table;
      state.tableAt = performance.now();
      state.seat = message.seat ?? null;
      state.closed = null;
      if (message.token) {
        keepSeat(state.code, { token: message.token, seat: message.seat, name: (message.table.seats[message.seat] || {}).name || "" });
        state.spectator = false;
        state.choosing = false;
      } else if (state.want === null && !state.spectator && !message.table.over) {
        state.choosing = true; // a first look at the table before sitting down
      }
      break;
    case "lobby":
      state.table = message.table;
      state.tableAt = performance.now();
      break;
    case "update":
      takeUpdate(message);
      break;
    case "rejected":
      state.refusal = { rejection: message.rejection, near: state.selected };
      announce(rejectionText(message.rejection), true);
      break;
    case "over":
      state.record = message.record;
      break;
    case "error":
      state.error = message;
      break;
    case "chat": {
      const name = seatNames(state.table)[message.seat] || message.name;
      const text = message.reaction ? reactionText(message.reaction) : cleanLine(message.text);
      const line = chatLine(name, text);
      addLine(line, "chat");
      announce(line);
      break;
    }
    default:
      break;
  }
  draw();
}

/** @param {Record<string, any>} message */
function takeUpdate(message) {
  const table = message.table || state.table;
  const newGame = (table.game_number || 1) !== (state.table.game_number || 1);
  if (newGame) {
    state.record = null;
    state.loggedSeq = -1;
  }
  const wasMine = state.obs !== null && state.obs.current === state.seat && !state.held;
  if (message.table) state.tableAt = performance.now();
  state.table = table;
  const obs = /** @type {Record<string, any>} */ (message.observation);
  state.obs = obs;
  state.seq = message.seq;
  if (message.standings) state.standings = message.standings;
  if (message.records) state.records = message.records;
  const heldBefore = state.held !== null;
  state.held = message.held ? message.held.observations : null;
  state.refusal = null;
  state.selected = null;
  state.wildEnds = null;
  if (state.laying && !stillLaying(obs)) state.laying = null;
  if (state.seq > state.loggedSeq || newGame) {
    const names = seatNames(table);
    const say = obs.game === "phase10" ? describePhase10 : describeSkipBo;
    for (const event of obs.events || []) {
      if (state.loggedSeq < 0 && state.seq > 0 && event.kind !== "deal") continue; // a reconnect: no old lines again
      const line = say(event, names);
      addLine(line);
      announce(line);
    }
    state.loggedSeq = state.seq;
  }
  if (state.held && !heldBefore) announce(roundEndWords(state.records, seatNames(table)));
  const mine = obs.current === state.seat && state.seat !== null && !state.held && (obs.legal_actions || []).length > 0;
  if (mine && !wasMine) {
    const name = seatNames(table)[state.seat ?? 0];
    announce(format(translate("Speech", "Your turn, {name}"), { name }), true);
  }
}

/**
 * Whether the lay-down being chosen still stands after an update: the own
 * turn goes on, the phase is not down, and every chosen card is still held.
 * @param {Record<string, any>} obs
 */
function stillLaying(obs) {
  if (!state.laying || state.seat === null || obs.current !== state.seat || obs.stage !== "play" || state.held) return false;
  if (obs.players[state.seat].laid.length) return false;
  const hand = [...obs.hand];
  for (const group of state.laying.groups) {
    for (const { card } of group.cards) {
      const at = hand.indexOf(card);
      if (at < 0) return false;
      hand.splice(at, 1);
    }
  }
  return true;
}

// --- taps, keys, drags ----------------------------------------------------------

byId("main").addEventListener("click", (event) => {
  const target = /** @type {HTMLElement} */ (event.target);
  const place = target.closest("[data-key]");
  if (!place || !state.obs) return;
  const asked = state.wildEnds;
  const laying = state.laying;
  const action = tapped(state, /** @type {HTMLElement} */ (place).dataset.key || "");
  if (action) act(action);
  /** @type {HTMLElement} */ (place).focus();
  draw();
  // a question or the lay-down chooser just opened: the keyboard goes to its first answer
  const opened = state.wildEnds && !asked ? "wild-end:0" : state.laying && !laying ? "lay-ok" : "";
  if (opened) {
    if (state.wildEnds) announce(translate("WebPage", "Where does the Wild go?"));
    const chooser = document.querySelector("#main .lay, #main .wild-ends");
    if (chooser) chooser.scrollIntoView({ block: state.laying ? "start" : "nearest" }); // on a phone the chooser fills the screen
    const first = document.querySelector(`#main [data-key="${opened}"]`);
    if (first instanceof HTMLElement) first.focus({ preventScroll: true });
  }
});

byId("main").addEventListener("pointerdown", (event) => startDrag(event, state, (action) => {
  act(action);
  draw();
}, draw));

/** @param {Record<string, any>} action */
function act(action) {
  if (state.spectator || state.seat === null) {
    announce(translate("RuleMessages", "You are watching this table."), true);
    return;
  }
  if (!link.send("act", { seq: state.seq, action })) {
    state.refusal = { rejection: { rule: "APP-HOST", message: "", params: {} }, near: state.selected };
  }
}

/** Letter keys of the app's table that press a button or a pile of the page (Shift+D: the discard pile); Escape cancels a chooser. */
const BUTTON_KEYS = /** @type {Record<string, string>} */ ({ l: "lay", k: "knock", p: "pass", s: "sort", d: "deck", D: "discard" });

document.addEventListener("keydown", (event) => {
  const target = /** @type {HTMLElement} */ (event.target);
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return;
  if (event.ctrlKey || event.altKey || event.metaKey) return;
  const button = BUTTON_KEYS[event.key]; // the app's keys, as the buttons say: "Lay down (L)"
  const pressed = button ? document.querySelector(`#main [data-key="${button}"]`)
    : event.key === "Escape" ? document.querySelector('#main [data-key="lay-cancel"], #main [data-key="wild-cancel"]') : null;
  if (pressed instanceof HTMLElement) {
    pressed.click();
    event.preventDefault();
    return;
  }
  if (event.shiftKey) return;
  if (readKey(event.key, state, turnPrompt)) {
    event.preventDefault();
    return;
  }
  if (["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"].includes(event.key)) {
    const all = Array.from(document.querySelectorAll("#main button:not([disabled])"));
    const at = all.indexOf(/** @type {Element} */ (document.activeElement));
    const step = event.key === "ArrowLeft" || event.key === "ArrowUp" ? -1 : 1;
    const next = all[(at + step + all.length) % all.length];
    if (next instanceof HTMLElement) {
      next.focus();
      event.preventDefault();
    }
  }
});

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") link.wake();
});
window.addEventListener("online", () => link.wake());

byId("lang").addEventListener("change", (event) => {
  speak(/** @type {HTMLSelectElement} */ (event.target).value);
});

// --- off we go ------------------------------------------------------------------
const savedLang = (() => {
  try {
    return localStorage.getItem("cardtable.lang");
  } catch {
    return null;
  }
})();
const select = /** @type {HTMLSelectElement} */ (byId("lang"));
for (const lang of LANGUAGES) {
  select.append(el("option", { value: lang, text: { en: "English", de: "Deutsch", zh_TW: "中文（台灣）" }[lang] || lang }));
}
speak(savedLang && LANGUAGES.includes(savedLang) ? savedLang : pickLanguage(navigator.languages || [navigator.language]))
  .then(() => {
    if (state.code) link.open(hello);
  });
