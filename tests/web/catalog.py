"""The page's translation catalog for the tests: exactly what the host serves
at ``/i18n/<lang>.json`` (``net.web_i18n``, built from the app's .ts files),
so the page finds what Qt finds in the .qm."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cardtable.net.web_i18n import strings

ROOT = Path(__file__).resolve().parents[2]


def catalog(lang: str) -> dict[str, dict[str, Any]]:
    """The catalog of ``lang`` as the host serves it."""
    return strings(lang)
