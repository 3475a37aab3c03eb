"""Assets and translations come from the checkout the code runs from.

A git worktree run with its own code first on the path must see its own
card art, start-page pictures and .qm files, not those of the checkout an
editable install points at (that hid new assets from the tests).
"""

from __future__ import annotations

from pathlib import Path

import cardtable
from cardtable.resources import asset, assets_dir, translations_dir

CHECKOUT = Path(cardtable.__file__).resolve().parent.parent


def test_assets_and_translations_are_the_running_checkouts():
    assert assets_dir() == CHECKOUT / "assets"
    assert translations_dir() == CHECKOUT / "translations"


def test_start_page_pictures_are_shipped():
    for name in ("fan.png", "fan@2x.png", "back.png"):
        path = asset("start", name)
        assert path.is_file() and path.stat().st_size > 1000, path
