// What each phase asks for, in the words of the printed score sheet
// (cardtable/ui/printing/sheet_texts.py PHASES; tests/web/test_sentence_parity.py
// checks that both say the same).

/** @type {Record<string, string[]>} */
export const PHASES = {
 "en": [
  "2 sets of 3",
  "1 set of 3 + 1 run of 4",
  "1 set of 4 + 1 run of 4",
  "1 run of 7",
  "1 run of 8",
  "1 run of 9",
  "2 sets of 4",
  "7 cards of one colour",
  "1 set of 5 + 1 set of 2",
  "1 set of 5 + 1 set of 3"
 ],
 "de": [
  "Zwei Drillinge",
  "Ein Drilling und eine Viererfolge",
  "Ein Vierling und eine Viererfolge",
  "Eine Siebenerfolge",
  "Eine Achterfolge",
  "Eine Neunerfolge",
  "Zwei Vierlinge",
  "Sieben Karten einer Farbe",
  "Ein Fünfling und ein Zwilling",
  "Ein Fünfling und ein Drilling"
 ],
 "zh_TW": [
  "兩組各 3 張同數",
  "3 張同數＋4 張連號",
  "4 張同數＋4 張連號",
  "7 張連號",
  "8 張連號",
  "9 張連號",
  "兩組各 4 張同數",
  "7 張同色",
  "5 張同數＋2 張同數",
  "5 張同數＋3 張同數"
 ]
};

/**
 * What phase `phase` asks for in `lang` ("" for no such phase).
 * @param {string} lang
 * @param {number} phase
 * @returns {string}
 */
export function phaseRequirement(lang, phase) {
  const names = PHASES[lang] || PHASES.en;
  return phase >= 1 && phase <= names.length ? names[phase - 1] : "";
}
