"""The page's strings, read from the app's own translation files (no Qt, no second set).

Why: the page in a browser must say every sentence exactly as the app does,
in German and Traditional Chinese too, and a second set of translations
would drift. The host reads ``translations/cardtable_<lang>.ts`` (Qt
Linguist XML, shipped in the package) with the standard library and serves
it as ``/i18n/<lang>.json`` (made once per process, kept in memory):

``{context: {source: translation}}``, looked up as Qt's
``QCoreApplication.translate(context, source)`` does. A plural message
(``%n``) has the list of its forms instead of one translation, in Qt's
order. A message with a disambiguating comment is keyed ``comment +
"\\u0004" + source`` (as gettext does; Qt finds it only with that
comment). Unfinished and vanished messages are left out: the page shows the
English source, as the app does. The context ``""`` (no context of the
app has that name) says what the page needs to know of the language:
``language`` (a BCP 47 tag) and ``plural_forms``, the ``Intl.PluralRules``
category of each of Qt's plural forms in order; English has no file and no
messages, and its ``(s)`` says how the app finishes an English plural
("%n card(s)": "(s)" becomes "" for one, "s" otherwise).
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from functools import cache
from typing import Any

LANGUAGES = ("en", "de", "zh_TW")
ABOUT = ""  # the context that says what the page needs to know of the language (no context of the app)
#: Qt's numerus forms of each language as Intl.PluralRules categories
PLURAL_FORMS = {"en": ["one", "other"], "de": ["one", "other"], "zh_TW": ["other"]}


def read_ts(text: bytes) -> dict[str, dict[str, str | list[str]]]:
    """Every finished translation of a ``.ts`` document: context -> source -> translation (or forms)."""
    root = ET.fromstring(text)  # a file shipped with the app (no entities from outside)
    contexts: dict[str, dict[str, str | list[str]]] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        messages = contexts.setdefault(name, {})
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is None or translation is None or translation.get("type") in ("unfinished", "vanished",
                                                                                      "obsolete"):
                continue
            comment = message.findtext("comment")
            key = f"{comment}\u0004{source}" if comment else source
            if message.get("numerus") == "yes":
                forms = [form.text or "" for form in translation.iter("numerusform")]
                if forms and all(forms):
                    messages[key] = forms
            elif translation.text:
                messages[key] = translation.text
        if not messages:
            del contexts[name]
    return contexts


def strings(lang: str) -> dict[str, Any]:
    """The document of ``/i18n/<lang>.json`` (KeyError for a language the app does not speak)."""
    if lang not in LANGUAGES:
        raise KeyError(lang)
    about: dict[str, str | list[str]] = {"language": lang.replace("_", "-"), "plural_forms": PLURAL_FORMS[lang]}
    if lang == "en":
        about["(s)"] = ["", "s"]  # cardtable.ui.i18n.english_plural
        return {ABOUT: about}
    from cardtable.resources import translations_dir

    messages = read_ts((translations_dir() / f"cardtable_{lang}.ts").read_bytes())
    messages.pop(ABOUT, None)
    return {ABOUT: about, **messages}


@cache
def page_strings(lang: str) -> bytes:
    """``strings(lang)`` as compact UTF-8 JSON, made once per process."""
    return json.dumps(strings(lang), ensure_ascii=False, separators=(",", ":"), sort_keys=True).encode("utf-8")


__all__ = ["ABOUT", "LANGUAGES", "PLURAL_FORMS", "page_strings", "read_ts", "strings"]
