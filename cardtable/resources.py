"""Where the shipped files live: card art, fonts, icons and compiled translations.

``assets/`` and ``translations/`` sit at the top of the source tree and are
installed as the packages ``cardtable.assets`` / ``cardtable.translations``
(see pyproject.toml), so the same lookup works from a checkout, an installed
wheel and a PyInstaller bundle.
"""

from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path


def _package_dir(package: str, fallback: str) -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "cardtable" / fallback
    checkout = Path(__file__).resolve().parent.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / fallback).is_dir():
        # a source checkout uses its own files, even if another checkout of the
        # project is installed in editable mode (its mapping would win otherwise)
        return checkout / fallback
    try:
        return Path(str(resources.files(package)))
    except (ModuleNotFoundError, TypeError):
        return Path(__file__).resolve().parent.parent / fallback


def assets_dir() -> Path:
    """The folder of card art, icons and bundled fonts."""
    return _package_dir("cardtable.assets", "assets")


def translations_dir() -> Path:
    """The folder of the compiled ``cardtable_*.qm`` files."""
    return _package_dir("cardtable.translations", "translations")


def asset(*parts: str) -> Path:
    """The path of one asset, e.g. ``asset("cards", "phase10", "R7.svg")``."""
    return assets_dir().joinpath(*parts)
