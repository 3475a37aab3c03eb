"""The page's translation catalog built from the app's .ts files, for the
tests' own server until the host serves ``/i18n/<lang>.json``: the same
shape (``{context: {source: translation | [plural forms]}}``), finished
translations only, so the page finds exactly what Qt finds in the .qm."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def catalog(lang: str) -> dict[str, dict[str, Any]]:
    """The catalog of ``lang`` ("en": empty, the sources are the English)."""
    if lang == "en":
        return {}
    tree = ET.parse(ROOT / "translations" / f"cardtable_{lang}.ts")
    out: dict[str, dict[str, Any]] = {}
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        entries = out.setdefault(name, {})
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is None or translation is None or translation.get("type") in ("unfinished", "vanished",
                                                                                     "obsolete"):
                continue
            forms = [form.text or "" for form in translation.iter("numerusform")]
            entries[source] = forms if message.get("numerus") == "yes" else (translation.text or "")
    return out
