"""A lesson whose move ends the round holds the round end face up.

"Counting the cards left": the learner goes out by discarding the 2; the
coach then asks to count the cards left in the other hands, so those hands
must lie face up on the table (as at a game's round end), not be dealt
anew face down with "Partner is playing…". Through the real window, with a
real drag.
"""

from __future__ import annotations

import itertools

from table_helpers import drag, grip, zone_centre

from cardtable.tutorial.lessons import load_lessons
from cardtable.ui.tutorial.texts import lesson_text


def test_the_counting_lesson_shows_every_hand_face_up_after_going_out(window, qtbot):
    lesson = next(x for x in load_lessons() if x.id == "phase10-counting")
    ctl = window.tutorial.start(lesson)
    view = window.table
    qtbot.waitUntil(lambda: view.model is not None)
    view.flights.finish()
    two = next(i for i in view.card_items if i.spec.source and i.spec.source[0] == "hand")
    drag(view, grip(two), zone_centre(view, ("discard_pile",)))
    assert ctl.step_index == 1, "the discard went out"
    assert ctl.round_held(), "the round end stays on the table"
    faces = {i.spec.face for i in view.card_items if i.spec.hand_of is not None}
    for card in ("R3", "B11", "W", "S", "R1", "B1", "Y2", "R4", "G4"):
        assert any(card in str(face) for face in faces if face), (card, faces)
    assert all(i.spec.face is not None for i in view.card_items if i.spec.hand_of is not None)
    partner = sorted((i.spec.rect for i in view.card_items if i.spec.hand_of == 1),
                     key=lambda r: r[0])
    assert len(partner) == 3
    steps = [b[0] - a[0] for a, b in itertools.pairwise(partner)]
    assert min(steps) >= partner[0][2] * 0.5, "spread out enough to read and count"
    assert "playing" not in view.prompt()
    assert "Partner" not in window.turn_label.text()
    panel = window.findChild(object, "tutorialPanel")
    assert panel.text.text() == lesson_text("p10.count.done")
