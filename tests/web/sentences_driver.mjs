// Says every event and refusal of a JSON file in the page's own modules, for
// tests/web/test_sentence_parity.py: node sentences_driver.mjs cases.json
// prints {lang: {events: [...], rejections: [...]}} as JSON.

import { readFileSync } from "node:fs";
import { useCatalog } from "../../cardtable/web/static/i18n.js";
import { describePhase10 } from "../../cardtable/web/static/phase10_log.js";
import { describeSkipBo } from "../../cardtable/web/static/skipbo_log.js";
import { rejectionText } from "../../cardtable/web/static/rule_messages.js";
import { cleanLine } from "../../cardtable/web/static/log_view.js";

const cases = JSON.parse(readFileSync(process.argv[2], "utf8"));
const out = {};
for (const [lang, catalog] of Object.entries(cases.catalogs)) {
  useCatalog(lang, catalog);
  out[lang] = {
    events: cases.events.map(([game, event, names]) =>
      game === "phase10" ? describePhase10(event, names) : describeSkipBo(event, names)),
    rejections: cases.rejections.map((rejection) => rejectionText(rejection)),
  };
}
out.chat = (cases.chat || []).map(cleanLine);
process.stdout.write(JSON.stringify(out));
