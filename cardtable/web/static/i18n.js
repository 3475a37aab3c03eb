// The app's translations in the page: looked up by (context, English source)
// exactly as Qt's QCoreApplication.translate does, from the catalog the host
// builds from the app's .ts files ({context: {source: text | [plural forms]}}).

/** @typedef {Record<string, Record<string, string | string[]>>} Catalog */

/** @type {Catalog} */
let catalog = {};
let language = "en";

export const LANGUAGES = ["en", "de", "zh_TW"];

/**
 * Use `next` as the catalog of language `lang` from now on.
 * @param {string} lang
 * @param {Catalog} next
 */
export function useCatalog(lang, next) {
  language = lang;
  catalog = next || {};
}

/** @returns {string} the language the page speaks now */
export function currentLanguage() {
  return language;
}

/**
 * The language of the browser's list that the app speaks ("en" otherwise).
 * @param {readonly string[]} wanted e.g. navigator.languages
 * @returns {string}
 */
export function pickLanguage(wanted) {
  for (const tag of wanted) {
    const low = tag.toLowerCase();
    if (low.startsWith("de")) return "de";
    if (low.startsWith("zh")) return "zh_TW";
    if (low.startsWith("en")) return "en";
  }
  return "en";
}

/**
 * Qt's numerus form for `n` in the current language (German: one, other;
 * Chinese: one form).
 * @param {number} n
 * @returns {number}
 */
function pluralIndex(n) {
  if (language === "de") return n === 1 ? 0 : 1;
  return 0;
}

/**
 * QCoreApplication.translate(context, source, None, n): the translation, or
 * the source itself; with n >= 0 every "%n" becomes the number.
 * @param {string} context
 * @param {string} source
 * @param {number} [n]
 * @returns {string}
 */
export function translate(context, source, n = -1) {
  const found = (catalog[context] || {})[source];
  let text = source;
  if (Array.isArray(found)) {
    const form = found[Math.min(pluralIndex(n), found.length - 1)];
    if (form) text = form;
  } else if (typeof found === "string" && found !== "") {
    text = found;
  }
  if (n >= 0) text = text.split("%n").join(String(n));
  return text;
}

/**
 * Python's str.format with named fields: "{name} drew" -> "Ann drew".
 * @param {string} template
 * @param {Record<string, unknown>} params
 * @returns {string}
 */
export function format(template, params) {
  return template.replace(/\{\{|\}\}|\{(\w+)\}/g, (whole, key) => {
    if (whole === "{{") return "{";
    if (whole === "}}") return "}";
    return key in params ? String(params[key]) : whole;
  });
}

/**
 * English has no translation file: "%n card(s)" becomes "1 card" / "2 cards"
 * (cardtable/ui/i18n.py english_plural).
 * @param {string} text
 * @param {number} n
 * @returns {string}
 */
export function englishPlural(text, n) {
  return text.split("(s)").join(n === 1 ? "" : "s");
}

/**
 * A button's text without Qt's accelerator marks ("&Start", "開始(&S)").
 * @param {string} text
 * @returns {string}
 */
export function plain(text) {
  return text.replace(/\(&[^)]\)/g, "").replace(/&(&?)/g, "$1");
}

/**
 * translate() and format() in one, for the page's own labels.
 * @param {string} context
 * @param {string} source
 * @param {Record<string, unknown>} [params]
 * @returns {string}
 */
export function t(context, source, params) {
  const text = plain(translate(context, source));
  return params ? format(text, params) : text;
}
