// Which places light up for which card: "tap a card, tap a place", read from
// the observation's legal_actions only (the page decides no rule). A place
// that is not lit can still be tapped: the move goes to the host, whose
// refusal (rule id and words) is the answer, as in the app.
//
// Places are named by keys: "deck", "discard", "group:<seat>:<n>",
// "seat:<seat>" (Phase 10); "build:<n>", "pile:<n>", "stock" (Skip-Bo);
// hand cards "hand:<index in the shown hand>".

/**
 * @typedef {Record<string, any>} Action
 * @typedef {Record<string, any>} Observation
 */

/**
 * The places `source` (a key) may go to now, each with its move.
 * @param {string} game
 * @param {Observation} obs
 * @param {readonly any[]} shown the hand as shown
 * @param {string} source
 * @returns {Map<string, Action>}
 */
export function targetsFor(game, obs, shown, source) {
  /** @type {Map<string, Action>} */
  const out = new Map();
  const legal = obs.legal_actions || [];
  const card = source.startsWith("hand:") ? shown[Number(source.slice(5))] : undefined;
  for (const action of legal) {
    const key = game === "phase10" ? phase10Target(action, card) : skipBoTarget(action, source, card);
    if (key !== null && !out.has(key)) out.set(key, action);
  }
  return out;
}

/**
 * @param {Action} action
 * @param {any} card
 * @returns {string | null}
 */
function phase10Target(action, card) {
  if (card === undefined) return null;
  if (action.type === "discard" && action.card === card) return "discard";
  if (action.type === "hit" && String(action.card).split("=")[0] === card) return `group:${action.player}:${action.group}`;
  if (action.type === "skip" && card === "S") return `seat:${action.target}`;
  return null;
}

/**
 * @param {Action} action
 * @param {string} source
 * @param {any} card
 * @returns {string | null}
 */
function skipBoTarget(action, source, card) {
  if (action.type === "play") {
    const from = source === "stock" ? "stock" : source.startsWith("pile:") ? "discard" : "hand";
    if (action.from !== from) return null;
    if (from === "hand" && action.card !== card) return null;
    if (from === "discard" && action.pile !== Number(source.slice(5))) return null;
    return `build:${action.to}`;
  }
  if (action.type === "discard" && source.startsWith("hand:") && action.card === card) return `pile:${action.pile}`;
  return null;
}

/**
 * Moves made by tapping one place alone (drawing in Phase 10).
 * @param {string} game
 * @param {Observation} obs
 * @returns {Map<string, Action>}
 */
export function directTargets(game, obs) {
  /** @type {Map<string, Action>} */
  const out = new Map();
  if (game !== "phase10") return out;
  for (const action of obs.legal_actions || []) {
    if (action.type === "draw") out.set(action.source === "deck" ? "deck" : "discard", action);
  }
  return out;
}

/**
 * Moves of their own button: lay down, knock, pass (Phase 10), end the turn (Skip-Bo).
 * @param {Observation} obs
 * @returns {Map<string, Action>}
 */
export function buttonMoves(obs) {
  /** @type {Map<string, Action>} */
  const out = new Map();
  for (const action of obs.legal_actions || []) {
    if (["lay", "knock", "pass", "end"].includes(action.type) && !out.has(action.type)) out.set(action.type, action);
  }
  return out;
}

/**
 * Whether `source` has any legal place now (it is lit as a card to take).
 * @param {string} game
 * @param {Observation} obs
 * @param {readonly any[]} shown
 * @param {string} source
 */
export function canMove(game, obs, shown, source) {
  return targetsFor(game, obs, shown, source).size > 0;
}

/**
 * The move of taking `source` to `target`: the legal one, or else the move a
 * player means by it (the host then says which rule forbids it); null when
 * the two make no move at all.
 * @param {string} game
 * @param {Observation} obs
 * @param {readonly any[]} shown
 * @param {string | null} source
 * @param {string} target
 * @returns {Action | null}
 */
export function moveFor(game, obs, shown, source, target) {
  if (source === null) {
    const direct = directTargets(game, obs).get(target);
    if (direct) return direct;
    if (game === "phase10" && (target === "deck" || target === "discard")) {
      return { type: "draw", source: target === "deck" ? "deck" : "discard" };
    }
    return null;
  }
  const legal = targetsFor(game, obs, shown, source).get(target);
  if (legal) return legal;
  const card = source.startsWith("hand:") ? shown[Number(source.slice(5))] : undefined;
  const [kind, a, b] = target.split(":");
  if (game === "phase10") {
    if (card === undefined) return null;
    if (kind === "discard") return { type: "discard", card };
    if (kind === "group") return { type: "hit", card: card === "W" ? "W=R" : card, player: Number(a), group: Number(b) };
    if (kind === "seat" && card === "S") return { type: "skip", target: Number(a) };
    return null;
  }
  if (kind === "build") {
    if (source === "stock") return { type: "play", from: "stock", to: Number(a) };
    if (source.startsWith("pile:")) return { type: "play", from: "discard", pile: Number(source.slice(5)), to: Number(a) };
    return { type: "play", from: "hand", card, to: Number(a) };
  }
  if (kind === "pile" && card !== undefined) return { type: "discard", card, pile: Number(a) };
  return null;
}
