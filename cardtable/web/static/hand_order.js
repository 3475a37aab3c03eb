// The own hand in the app's display order (a port of sort_hand in
// cardtable/ui/table/games/phase10_model.py): by value then colour, or by
// colour then value; Wilds after the numbers, Skips last. Skip-Bo hands
// are shown as dealt, as in the app.

const COLOURS = ["R", "B", "Y", "G"];

/**
 * @param {string} card
 * @returns {number[]}
 */
function key(card, byColour = false) {
  const value = /^[RBYG]\d+$/.test(card) ? Number(card.slice(1)) : null;
  const special = value !== null ? 0 : card === "W" ? 1 : 2;
  const cidx = value !== null ? COLOURS.indexOf(card[0]) : 9;
  return byColour ? [special, cidx, value || 0] : [special, value || 0, cidx];
}

/**
 * The hand in display order ("value" or "colour"), a stable sort as Python's.
 * @param {readonly string[]} hand
 * @param {string} mode
 * @returns {string[]}
 */
export function sortHand(hand, mode = "value") {
  const keyed = hand.map((card, i) => ({ card, i, k: key(card, mode === "colour") }));
  keyed.sort((a, b) => {
    for (let j = 0; j < a.k.length; j += 1) if (a.k[j] !== b.k[j]) return a.k[j] - b.k[j];
    return a.i - b.i;
  });
  return keyed.map((x) => x.card);
}
