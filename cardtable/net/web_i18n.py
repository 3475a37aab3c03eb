"""The page's strings, read from the app's own translation files (no Qt, no second set).

Why: the page in a browser must say every sentence exactly as the app does,
in German and Traditional Chinese too, and a second set of translations
would drift. The host reads ``translations/cardtable_<lang>.ts`` (Qt
Linguist XML, shipped in the package) with the standard library and serves
it as ``/i18n/<lang>.json`` (made once per process, kept in memory):

``{"language": "de", "plural_forms": ["one", "other"], "messages": {context: {source: translation}}}``

A plural message (``%n``) has the list of its forms instead of one
translation, in the order of ``plural_forms``: the names of
``Intl.PluralRules`` categories, so the page picks a form with
``new Intl.PluralRules(language).select(n)``. A message with a
disambiguating comment is keyed ``comment + "\\u0004" + source`` (as
gettext does). Unfinished and vanished messages are left out: the page
shows the English source, as the app does. English has no file: ``en``
has no messages and says how the app finishes an English plural
(``english_plural``: "(s)" becomes "" for one, "s" otherwise). ``join_cjk``:
the app removes a space between two Chinese characters after filling in
names (``cjk_spacing``).
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from functools import cache
from typing import Any

LANGUAGES = ("en", "de", "zh_TW")
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
    doc: dict[str, Any] = {"language": lang.replace("_", "-"), "plural_forms": PLURAL_FORMS[lang]}
    if lang == "en":
        doc["english_plural"] = {"(s)": ["", "s"]}
        doc["messages"] = {}
        return doc
    from cardtable.resources import translations_dir

    doc["join_cjk"] = lang.startswith("zh")
    doc["messages"] = read_ts((translations_dir() / f"cardtable_{lang}.ts").read_bytes())
    return doc


@cache
def page_strings(lang: str) -> bytes:
    """``strings(lang)`` as compact UTF-8 JSON, made once per process."""
    return json.dumps(strings(lang), ensure_ascii=False, separators=(",", ":"), sort_keys=True).encode("utf-8")


__all__ = ["LANGUAGES", "PLURAL_FORMS", "page_strings", "read_ts", "strings"]
