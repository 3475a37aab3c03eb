"""One path for notifications: a refused move reaches the status bar once.

The controller's ``action_rejected`` is the one signal of a refused request;
the table does not repeat it (it used to, and the window compared strings to
drop the copy). The hint has one action: Play > Hint (H).
"""

from __future__ import annotations

from table_helpers import drag, grip, zone_centre
from test_table_rules import SB_POSITION

from cardtable.engine.registry import get_rules
from cardtable.ui.table.input import TableInput


def test_SB_14_refused_drop_reaches_the_status_bar_exactly_once(window, play_state, qtbot):
    rules = get_rules("skipbo")
    ctl = play_state(rules, rules.state_from_json(SB_POSITION), ["human", "computer"])
    qtbot.waitUntil(ctl.is_viewers_turn)
    view = window.table
    view.resize(1200, 750)
    view.fit()
    refusals: list = []  # every signal that carries a refusal to the window
    ctl.action_rejected.connect(refusals.append)
    view.refused.connect(refusals.append)
    shown: list[str] = []
    window.statusBar().messageChanged.connect(lambda text: text and shown.append(text))
    notes: list[str] = []
    view.status_message.connect(notes.append)
    window.statusBar().clearMessage()
    drag(view, grip(view.item_for_source(("hand", 0, 5))), zone_centre(view, ("building", 0)))
    assert ctl.history == ()
    assert [r.rule for r in refusals] == ["SB-14"]
    assert notes == []  # the table does not repeat the refusal as a note
    assert len(shown) == 1 and shown[0].startswith("Rule SB-14:"), shown
    assert window.rule_help.last_rule == "SB-14"


def test_a_phase_that_does_not_form_is_refused_once_by_the_table(window, start_game, qtbot):
    """P10-11 found before asking the controller: the table's own ``refused``."""
    ctl = start_game("phase10", ["human", "computer"])
    qtbot.waitUntil(ctl.is_viewers_turn, timeout=5000)
    view = window.table
    refusals: list = []
    ctl.action_rejected.connect(refusals.append)
    view.refused.connect(refusals.append)
    shown: list[str] = []
    window.statusBar().messageChanged.connect(lambda text: text and shown.append(text))
    hand = view.hand_cards()
    view.game.open_lay([hand[0]], view.input)  # one card never forms a phase
    assert [r.rule for r in refusals] == ["P10-11"]
    assert len(shown) == 1 and shown[0].startswith("Rule P10-11:"), shown


def test_the_hint_has_one_action_and_the_table_no_key_of_its_own(window, start_game, qtbot):
    ctl = start_game("skipbo", ["human", "computer"])
    qtbot.waitUntil(ctl.is_viewers_turn, timeout=5000)
    hints = [a for a in window.findChildren(type(window.act_hint)) if a.shortcut().toString() == "H"]
    assert hints == [window.act_hint]
    assert not hasattr(window.table, "request_hint")
    assert not hasattr(TableInput, "request_hint")
    window.act_hint.trigger()
    assert window.table.input.hint is not None
