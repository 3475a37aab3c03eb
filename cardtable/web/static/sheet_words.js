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

// The groups each phase asks for, kind and least size (the engine's
// cardtable/engine/phase10/phases.py PHASES, as data: the lay-down chooser
// shows one box per group; the host still judges every lay-down).
/** @type {Record<string, [string, number][]>} */
export const PHASE_GROUPS = {"1": [["set", 3], ["set", 3]], "2": [["set", 3], ["run", 4]], "3": [["set", 4], ["run", 4]], "4": [["run", 7]], "5": [["run", 8]], "6": [["run", 9]], "7": [["set", 4], ["set", 4]], "8": [["colour", 7]], "9": [["set", 5], ["set", 2]], "10": [["set", 5], ["set", 3]]};

// One group by kind and size in the booklets' words (sheet_texts.py
// _GROUPS, _DE_SETS, _DE_RUNS): German sets and runs have names of their own.
/** @type {Record<string, Record<string, string>>} */
export const GROUP_WORDS = {
 "en": {"set": "set of {size}", "run": "run of {size}", "colour": "{size} of one colour"},
 "de": {"set": "{size} gleiche Karten", "run": "Folge aus {size} Karten", "colour": "{size} Karten einer Farbe"},
 "zh_TW": {"set": "{size} 張同數", "run": "{size} 張連號", "colour": "{size} 張同色"}
};
/** @type {Record<string, Record<string, string>>} */
export const DE_GROUP_NAMES = {"sets": {"2": "Zwilling", "3": "Drilling", "4": "Vierling", "5": "Fünfling"}, "runs": {"4": "Viererfolge", "5": "Fünferfolge", "6": "Sechserfolge", "7": "Siebenerfolge", "8": "Achterfolge", "9": "Neunerfolge", "10": "Zehnerfolge", "11": "Elferfolge", "12": "Zwölferfolge"}};

/**
 * A group of `kind` with `size` cards in `lang` ("Drilling", "4 張連號"), as sheet_texts.group_name.
 * @param {string} lang
 * @param {string} kind
 * @param {number} size
 * @returns {string}
 */
export function groupName(lang, kind, size) {
  if (lang === "de") {
    const named = (kind === "set" ? DE_GROUP_NAMES.sets : kind === "run" ? DE_GROUP_NAMES.runs : {})[String(size)];
    if (named) return named;
  }
  const template = (GROUP_WORDS[lang] || GROUP_WORDS.en)[kind];
  return template ? template.split("{size}").join(String(size)) : kind;
}
