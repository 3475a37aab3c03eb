"""probe"""
from __future__ import annotations

import itertools

import pytest
from PySide6.QtWidgets import QApplication
from table_helpers import installed_language

from accessible_sweep import _dialogs, _main_states, _network_panels, unnamed


@pytest.mark.parametrize("lang", ["en"])
def test_probe(lang, window, start_game, qtbot):
    problems = []
    with installed_language(lang):
        for title, w in itertools.chain(_main_states(window, start_game, qtbot), _network_panels(window), _dialogs(window, lang)):
            w.show()
            QApplication.processEvents()
            problems += [f"{title}: {p}" for p in unnamed(w)]
            if w is not window:
                w.close()
    print("\n".join(problems))
    assert not problems
