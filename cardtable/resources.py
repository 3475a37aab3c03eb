"""Where the shipped files live: card art, fonts, icons and compiled translations.

``assets/`` and ``translations/`` sit at the top of the source tree and are
installed as the packages ``cardtable.assets`` / ``cardtable.translations``
(see pyproject.toml), so the same lookup works from a checkout, an installed
wheel and a PyInstaller bundle.
"""

from __future__ import annotations

import sys
from pathlib import Path

_CHECKOUT_MARKS = {"assets": ("cards", "phase10"), "translations": ("cardtable_de.ts",)}


def _package_dir(package: str, fallback: str) -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "cardtable" / fallback
    # A source checkout (also a git worktree run with PYTHONPATH, where an
    # editable install would point at another checkout): the folder beside
    # the package. Also quicker than importlib.resources at start-up.
    beside = Path(__file__).resolve().parent.parent / fallback
    if beside.joinpath(*_CHECKOUT_MARKS[fallback]).exists():
        return beside
    from importlib import resources

    try:
        return Path(str(resources.files(package)))
    except (ModuleNotFoundError, TypeError):
        return beside


def assets_dir() -> Path:
    """The folder of card art, icons and bundled fonts."""
    return _package_dir("cardtable.assets", "assets")


def translations_dir() -> Path:
    """The folder of the compiled ``cardtable_*.qm`` files."""
    return _package_dir("cardtable.translations", "translations")


def asset(*parts: str) -> Path:
    """The path of one asset, e.g. ``asset("cards", "phase10", "R7.svg")``."""
    return assets_dir().joinpath(*parts)
