// A refusal (rule id + params) as the app says it: a port of
// cardtable/ui/rule_messages.py (context "RuleMessages"), sentence for sentence.

import { translate, format, currentLanguage } from "./i18n.js";
import { phaseRequirement } from "./sheet_words.js";

/** @param {string} text */
const tr = (text) => translate("RuleMessages", text);

/** refusals that are no rule of the game: said without "Rule …" */
const NOT_RULES = new Set(["APP-HOST"]);

/** The English sentence of each rule id (translated when said). */
const SENTENCES = {
  "P10-1": "That is not a card of the Phase 10 deck.",
  "P10-2": "Phase 10 is played by 2 to 6 players.",
  "P10-3": "Play goes clockwise, starting left of the dealer.",
  "P10-4": "Every player plays their own current phase.",
  "P10-5": "A Skip turned up at the start skips the first player.",
  "P10-6": "One card can belong to one group only.",
  "P10-7": "Two sets of a phase may share the same value.",
  "P10-8": "This phase has no room for that group: a phase never gets an extra group.",
  "P10-9": "Runs use the values 1 to 12 only; 12 and 1 are not next to each other.",
  "P10-10": "Draw exactly one card, from the draw pile or the discard pile; a Skip cannot be taken from the discard pile.",
  "P10-11": "Only your complete current phase can be laid down, once per round, before you discard.",
  "P10-12": "Extra cards laid with the phase must extend the phase's own groups.",
  "P10-13": "You may hit only after laying down your own phase, and the card must fit the group.",
  "P10-14": "End your turn by discarding one card.",
  "P10-15": "The round is over: a player went out.",
  "P10-16": "There is no card to draw.",
  "P10-17": "A Wild stands for any value or colour, but this edition needs at least one number card here.",
  "P10-18": "A laid Wild stays where it is until the round ends.",
  "P10-19": "A Skip can never be part of a phase or a hit.",
  "P10-20": "A Skip is played as your discard, in front of an opponent you choose.",
  "P10-21": "That player already has a Skip in front of them: choose another player.",
  "P10-22": "A Skip that you go out with has no effect: discard it to go out.",
  "P10-23": "Cards left in the hand score penalty points.",
  "P10-24": "Only players who laid their phase advance to the next phase.",
  "P10-25": "The game is over.",
  "P10-V1": "In this variant everybody moves on one phase after each of the 10 rounds.",
  "P10-V2": "Only the chosen phases are played in this game.",
  "P10-V3": "Knocking is not possible now: only another player may claim a discard, and nobody may knock twice in a row.",
  "SB-1": "That is not a card of the Skip-Bo deck.",
  "SB-2": "Skip-Bo is played by 2 to 6 players.",
  "SB-3": "That player does not start this game.",
  "SB-4": "Only the top card of your own stock pile can be played.",
  "SB-5": "Cards from the draw pile only refill the hand.",
  "SB-6": "There are at most four building piles.",
  "SB-7": "You have at most four discard piles, and only their top cards can be played.",
  "SB-8": "First fill your hand up to five cards.",
  "SB-9": "Play onto building piles from your hand, your stock pile or your own discard piles.",
  "SB-10": "The next stock card is turned up once the top one is played.",
  "SB-11": "With an empty hand you draw five more cards and go on.",
  "SB-12": "End your turn by discarding one hand card onto one of your discard piles.",
  "SB-13": "Only hand cards can be discarded, and only the top card of a discard pile can be played.",
  "SB-14": "An empty building pile starts only with a 1 or a SKIP-BO card.",
  "SB-15": "A card must be exactly one higher than the top of the building pile.",
  "SB-16": "A building pile that reaches 12 is complete and set aside.",
  "SB-17": "The completed building piles are shuffled into a new draw pile.",
  "SB-18": "The game is over: a player emptied their stock pile.",
  "SB-19": "The game is blocked: for a long time nobody played a stock card.",
  "SB-V1": "The match is scored to 500 points.",
  "APP-TURN": "It is not your turn.",
  "APP-OVER": "The game is over.",
  "APP-LESSON": "This lesson asks for another move: see the coach panel.",
  "APP-UNDO": "There is no move of this turn that can be taken back.",
  "APP-NET": "That move is not possible now.",
  "APP-WATCH": "You are watching this table.",
  "NET-8": "You are watching this table.",
  "NET-1": "The game has not started yet.",
  "NET-2": "The round is over: deal the next round first.",
  "NET-3": "The table has moved on; look again.",
  "NET-4": "It is not your turn.",
  "NET-5": "That is not a move of this game.",
  "NET-6": "Only the person who opened the table can start the game.",
  "NET-7": "The table cannot do that now.",
  "NET-9": "Nobody has proposed another game."
};

/**
 * @param {unknown} phase
 * @returns {string}
 */
function phaseNeeds(phase) {
  return phaseRequirement(currentLanguage(), Number.parseInt(String(phase), 10));
}

/**
 * Python's str() of a rejection parameter (lists as "[1, 2]", null as "None").
 * @param {unknown} value
 * @returns {string}
 */
function pyStr(value) {
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (Array.isArray(value)) return "[" + value.map(pyRepr).join(", ") + "]";
  return String(value);
}

/** @param {unknown} value */
function pyRepr(value) {
  return typeof value === "string" ? "'" + value + "'" : pyStr(value);
}

/**
 * Which group of a lay-down does not hold together, and why.
 * @param {Record<string, any>} params
 * @returns {string | null}
 */
function p10MixedGroup(params) {
  if (!("group" in params)) return null;
  const n = String(Number(params.group) + 1);
  const kind = params.kind;
  if (kind === "set" && "values" in params) {
    return format(tr("Group {n} is a set: its cards must have one value, these have {values}."),
      { n, values: params.values.map(pyStr).join(" / ") });
  }
  if (kind === "colour" && "colours" in params) {
    return format(tr("Group {n} is a colour group: its cards must have one colour, these are {colours}."),
      { n, colours: params.colours.map((/** @type {unknown} */ c) => colour(pyStr(c))).join(" / ") });
  }
  if (kind === "run" && "value" in params) {
    return format(tr("Group {n} is a run: each value only once, {value} is there more than once."), { n, value: pyStr(params.value) });
  }
  return null;
}

/**
 * @param {string} rule
 * @param {Record<string, any>} params
 * @returns {string | null}
 */
function p10Specific(rule, params) {
  const reason = params.reason;
  if (reason === "draw_first") return tr("Draw a card first: from the draw pile or the discard pile.");
  if (reason === "drawn") return tr("You have already drawn: lay down, hit or end your turn by discarding a card.");
  if (reason === "skip_on_discard") return tr("A Skip cannot be taken from the discard pile: draw from the draw pile.");
  if ("missing" in params && "values" in params) {
    const values = params.values.map(pyStr).join(" ");
    const missing = params.missing.map(pyStr).join(" ");
    if ("phase" in params) {
      return format(tr("Phase {phase} needs {needs}: {values} misses {missing}."),
        { phase: pyStr(params.phase), needs: phaseNeeds(params.phase), values, missing });
    }
    return format(tr("A run has no gaps: {values} misses {missing}."), { values, missing });
  }
  const mixed = p10MixedGroup(params);
  if (mixed !== null) return mixed;
  if ("have" in params && "size" in params && "phase" in params) {
    return format(tr("Phase {phase} needs {needs}: one group has {have} cards, it needs {size}."),
      { phase: pyStr(params.phase), needs: phaseNeeds(params.phase), have: pyStr(params.have), size: pyStr(params.size) });
  }
  if ((rule === "P10-8" || rule === "P10-12") && "phase" in params) {
    return format(tr("Phase {phase} needs {needs}: no other group can be laid."),
      { phase: pyStr(params.phase), needs: phaseNeeds(params.phase) });
  }
  if (rule === "P10-11" && "needed" in params && "phase" in params) {
    return format(tr("Phase {phase} needs {needs}: lay all of it at once."),
      { phase: pyStr(params.phase), needs: phaseNeeds(params.phase) });
  }
  return null;
}

/**
 * Why a network table refused a start or a stand-in.
 * @param {string} reason
 * @returns {string | null}
 */
function netRefusal(reason) {
  /** @type {Record<string, string>} */
  const texts = {
    grace: "Wait a moment: the player may come back. A computer can take over after a short wait.",
    not_missing: "That player is at the table: no computer needs to stand in.",
    not_person: "A computer already plays that seat.",
    not_seated: "Only another player at the table can ask for that.",
    started: "The game has already started.",
    seats_free: "Not every seat is taken yet: start with computers in the empty seats.",
  };
  return reason in texts ? tr(texts[reason]) : null;
}

/** @param {string} code */
function colour(code) {
  /** @type {Record<string, string>} */
  const words = { R: "red", B: "blue", Y: "yellow", G: "green" };
  return code in words ? tr(words[code]) : code;
}

/**
 * @param {Record<string, any>} params
 * @returns {string | null}
 */
function p10HitOrSkip(params) {
  const { reason, kind, needed } = params;
  if (reason === "lay_first") return tr("Lay your own phase first; then you may add cards to laid groups.");
  if (reason === "skip_to_opponent") return tr("Drop the Skip on an opponent's box: that player loses the next turn.");
  const card = "card" in params ? pyStr(params.card) : "";
  if (kind === "set" && needed !== undefined && needed !== null) {
    return format(tr("This set takes only {value}s (or a Wild): {card} does not fit."), { value: pyStr(needed), card });
  }
  if (kind === "run" && Array.isArray(needed) && needed.length) {
    const ends = needed.map(pyStr).join(" / ");
    return format(tr("This run takes only {ends} (or a Wild): {card} does not fit."), { ends, card });
  }
  if (kind === "colour" && needed !== undefined && needed !== null) {
    return format(tr("This colour group takes only {colour} cards (or a Wild): {card} does not fit."),
      { colour: colour(pyStr(needed)), card });
  }
  return null;
}

/**
 * @param {string} rule
 * @param {Record<string, any>} params
 * @returns {string | null}
 */
function specific(rule, params) {
  if (rule === "APP-UNDO" && params.reason === "off") return tr("This table does not allow taking back moves.");
  if (rule === "APP-UNDO" && params.reason === "skip_chosen") {
    return tr("Give the chosen Skip first, or take that choice back (Ctrl+Z).");
  }
  if (rule === "NET-7") return netRefusal(pyStr(params.reason ?? ""));
  if (rule === "NET-9" && params.reason === "not_over") return tr("Another game can be proposed once this one is over.");
  if (rule === "SB-15" && "needed" in params) return format(tr("This building pile needs a {needed}."), { needed: pyStr(params.needed) });
  if (["P10-10", "P10-11", "P10-8", "P10-12"].includes(rule)) return p10Specific(rule, params);
  if (rule === "P10-13" || rule === "P10-20") return p10HitOrSkip(params);
  return null;
}

/**
 * The sentence of one rule id alone.
 * @param {string} rule
 * @returns {string | null}
 */
function sentence(rule) {
  if (rule === "APP-HOST") return translate("RemoteGame", "Waiting for the host: reconnecting…");
  const text = /** @type {Record<string, string>} */ (SENTENCES)[rule];
  return text ? tr(text) : null;
}

/**
 * The translated sentence for a rejection ({rule, message, params}); never empty.
 * @param {{rule?: string, message?: string, params?: Record<string, any>}} rejection
 * @returns {string}
 */
export function ruleSentence(rejection) {
  const rule = String(rejection.rule ?? "");
  const params = rejection.params || {};
  let found = null;
  try {
    found = specific(rule, params);
  } catch {
    found = null;
  }
  if (found) return found;
  return sentence(rule) || String(rejection.message || "") || rule;
}

/**
 * False for a refusal that is no rule of the game (the connection to the host is lost).
 * @param {string} rule
 */
export function isRule(rule) {
  return !NOT_RULES.has(rule);
}

/**
 * "Rule P10-13: …" (a refusal that is no rule: its sentence).
 * @param {{rule?: string, message?: string, params?: Record<string, any>}} rejection
 * @returns {string}
 */
export function rejectionText(rejection) {
  if (!isRule(String(rejection.rule ?? ""))) return ruleSentence(rejection);
  return format(tr("Rule {rule}: {sentence}"), { rule: rejection.rule ?? "?", sentence: ruleSentence(rejection) });
}
