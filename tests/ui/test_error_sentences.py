"""One function turns every error a player reads into a sentence in their
language: saves, the history, the score keeper, the operating system."""

from __future__ import annotations

import errno

import pytest

from cardtable.keeper import KeeperRefusal
from cardtable.persistence.errors import SaveError
from cardtable.persistence.history import HistoryError
from cardtable.ui.error_texts import error_sentence


@pytest.mark.parametrize(("error", "english", "german"), [
    (SaveError("not-found", path="/x.cardtable"), "The file /x.cardtable does not exist.", "/x.cardtable"),
    (SaveError("bad-seats", reason="3 seats"), "The file is damaged and cannot be opened.", "beschädigt"),
    (HistoryError("kept-score", game_id=3), "only its score sheet was kept", "Wertungsblatt"),
    (KeeperRefusal("P10-15", "two-out", name="Anna"), "Rule P10-15: Anna has 0 points", "P10-15"),
    (OSError(errno.EACCES, "Permission denied"), "The operating system refused: Permission denied", "Permission"),
    (ValueError("no options"), "This game cannot be saved.", "gespeichert"),
])
def test_every_kind_of_error_reads_as_a_sentence(qapp, error, english, german):
    from table_helpers import installed_language

    assert english in error_sentence(error)
    with installed_language("de"):
        said = error_sentence(error)
    assert german in said and (said != error_sentence(error) or isinstance(error, OSError))


def test_an_unknown_code_or_a_broken_template_falls_back_to_the_english_words(qapp):
    error = SaveError("not-found", path="/y")
    error.params = {}  # a template without its parameter
    assert error_sentence(error) == error.message
