"""The page's strings are the app's: read from the same .ts files, and equal to what Qt says.

Every translation ``/i18n/<lang>.json`` serves is compared with what Qt's
own translator (the compiled .qm the app loads) answers for the same
context and source, plural forms included; unfinished and vanished
messages are left out, as Qt leaves them out.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QTranslator

from cardtable.net.web_i18n import LANGUAGES, page_strings, read_ts, strings
from cardtable.resources import translations_dir


@pytest.mark.parametrize("lang", ["de", "zh_TW"])
def test_every_served_string_is_what_the_app_says(lang: str) -> None:
    translator = QTranslator()
    assert translator.load(f"cardtable_{lang}", str(translations_dir()))
    doc = json.loads(page_strings(lang))
    about = doc.pop("")
    assert about["language"] == lang.replace("_", "-")
    checked = 0
    for context, messages in doc.items():
        for key, value in messages.items():
            comment, _sep, source = key.rpartition("\u0004")
            if isinstance(value, list):
                for n, form in ((1, 0), (2, len(value) - 1)):
                    expected = value[form]  # (QCoreApplication fills in %n, the translator does not)
                    assert translator.translate(context, source, comment or None, n) == expected, (context, key)
            else:
                assert translator.translate(context, source, comment or None) == value, (context, key)
            checked += 1
    assert checked > 1000  # every context of the app, not a chosen few
    assert {"WaitingPanel", "RuleMessages", "MoveLog"} <= set(doc)


def test_unfinished_and_vanished_messages_are_left_out() -> None:
    ts = b"""<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="de">
    <context><name>Ctx</name>
      <message><source>Done</source><translation>Fertig</translation></message>
      <message><source>Half</source><translation type="unfinished">Halb</translation></message>
      <message><source>Gone</source><translation type="vanished">Weg</translation></message>
      <message><source>Open</source><comment>a door</comment><translation>Offen</translation></message>
      <message numerus="yes"><source>%n card(s)</source><translation>
        <numerusform>%n Karte</numerusform><numerusform>%n Karten</numerusform></translation></message>
    </context>
    <context><name>Empty</name><message><source>X</source><translation type="unfinished"></translation></message>
    </context></TS>"""
    assert read_ts(ts) == {"Ctx": {"Done": "Fertig", "a door\u0004Open": "Offen",
                                   "%n card(s)": ["%n Karte", "%n Karten"]}}


def test_english_has_its_plural_rule_and_no_messages() -> None:
    assert strings("en") == {"": {"language": "en", "plural_forms": ["one", "other"], "(s)": ["", "s"]}}
    assert strings("zh_TW")[""] == {"language": "zh-TW", "plural_forms": ["other"]}
    assert strings("de")[""]["plural_forms"] == ["one", "other"]
    assert set(LANGUAGES) == {"en", "de", "zh_TW"}
    with pytest.raises(KeyError):
        strings("fr")
