"""A source checkout reads its own assets and translations.

With the project installed in editable mode from one checkout, another
checkout (a git worktree) on PYTHONPATH used to load the .qm files and rules
texts of the installed one, so its tests checked somebody else's files.
"""

from __future__ import annotations

from pathlib import Path

from cardtable import resources

REPO = Path(__file__).resolve().parent.parent


def test_checkout_uses_its_own_files():
    assert resources.assets_dir() == REPO / "assets"
    assert resources.translations_dir() == REPO / "translations"
    assert resources.asset("rules", "en").is_dir()
