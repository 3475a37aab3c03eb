"""The coach's mark on the card to take survives a new table width.

A resize that changes the table's width rebuilds the scene; the lesson's
coach mark (the hint highlight of the expected move) must still be on the
table afterwards. Through the real window, resized as a user would.
"""

from __future__ import annotations

from cardtable.tutorial.lessons import load_lessons


def _marked(view):
    return ([i.spec.source for i in view.card_items if i.hinted],
            [t for t, z in view.zone_items.items() if z.hinted])


def test_coach_mark_stays_after_a_resize(window, qtbot):
    lesson = next(x for x in load_lessons() if x.id == "phase10-counting")
    window.resize(1024, 700)
    window.tutorial.start(lesson)
    view = window.table
    qtbot.waitUntil(lambda: bool(_marked(view)[0]), timeout=5000)
    before = _marked(view)
    width = view.table_width
    window.resize(1900, 700)
    qtbot.waitUntil(lambda: view.table_width != width and view.model.width == view.table_width,
                    timeout=5000)
    assert _marked(view) == before
    assert view.input.hint is not None, "Enter still makes the marked move"
