"""The README a newcomer reads: the two set-up commands come before the
pictures, and what it says about the start matches the app (nothing is
asked at start; the start page lists the unfinished games)."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"
START = "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/cardtable"
TEST = "python3 -m venv .venv && .venv/bin/pip install -e '.[test]' && .venv/bin/python -m pytest"


def _text() -> str:
    return README.read_text(encoding="utf-8")


def test_install_and_start_and_install_and_test_come_before_the_pictures():
    text = _text()
    first_picture = text.index("![")
    for command in (START, TEST):
        assert command in text[:first_picture], command
        assert text.index(command) < 60 * 40  # in the first screenful or so, not after the tables


def test_the_start_is_described_one_way():
    flat = " ".join(_text().split())
    assert "Nothing is asked at start" in flat
    # no sentence says an unfinished game is offered (asked about) when the app starts
    for sentence in re.split(r"(?<=[.:;])\s", flat):
        if re.search(r"\bat start\b", sentence, re.IGNORECASE) and "unfinished" in sentence:
            assert "offered" not in sentence and "asks" not in sentence, sentence
