"""What Orca, the Linux screen reader, says while cardtable is played by keyboard.

Orca runs for real on the private desktop of ``testsupport/atspi_desktop.py``
(default settings, no sound: every line it would speak is read from its
speech logger), the app beside it; keys go to the window through xdotool.
Debian 12's Orca 43 speaks no AT-SPI announcement events: the app's
sentences reach it as the new description of the focused object
(``cardtable/ui/speech/announce.py``). Checked: the start page's buttons with
their names and descriptions; then a Phase 10 turn and a Skip-Bo turn by
keys: "your turn", the answer of R, a refusal with its rule's reason, the
card drawn, the opponent's moves, and "your turn" again.
The speech engine itself (voices, speed, sound) is not part of it.

Skipped, with the missing package named, where Orca or xdotool are missing
(Debian packages orca, xdotool): .ci/run installs them when they are
missing; docs/ACCESSIBILITY.md says how to run it by hand.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator

import pytest
from atspi_tree import CARD, TABLE_ID

from testsupport.atspi_desktop import AtspiDesktop, missing, spoken, wait_until

START_BUTTON = "Phase 10 against the computer push button."
CHANGE_BUTTON = "Change… push button."
SPEECH_TIMEOUT_S = 20.0  # Orca on a busy machine: seconds behind at times
OPPONENT = re.compile(r"^Computer \d+ (discarded|drew|took|played|filled|put|added|laid)")
#: what else is said of a turn that is not yours: whose turn it is, your hand filled up, a skipped turn
MOVE_NEWS = re.compile(r"^(It is .+'s turn|Player \d+ (filled|is skipped))")


def _reason() -> str | None:
    if reason := missing():
        return reason
    gaps = [name for name in ("orca", "xdotool") if shutil.which(name) is None]
    return f"needs the Debian packages {' '.join(gaps)}" if gaps else None


pytestmark = pytest.mark.skipif(bool(reason := _reason()), reason=f"Orca check: {reason}")


class Ear:
    """Keys to the window, and what Orca said since a mark."""

    def __init__(self, desktop: AtspiDesktop, log) -> None:
        self.desktop, self.log, self.mark = desktop, log, 0

    def lines(self) -> list[str]:
        return spoken(self.log)[self.mark:]

    def press(self, *keys: str) -> None:
        self.mark = len(spoken(self.log))
        self.desktop.keys(*keys)

    def hears(self, predicate, timeout: float = SPEECH_TIMEOUT_S) -> list[str]:
        """The lines said since the mark, once one of them satisfies ``predicate``."""
        assert wait_until(lambda: any(predicate(line) for line in self.lines()), timeout), self.lines()
        return self.lines()


@pytest.fixture(scope="module")
def speech() -> Iterator[dict]:
    """What Orca said: on the start page, after Tab, and in a Phase 10 and a Skip-Bo turn."""
    with AtspiDesktop() as desktop:
        log = desktop.start_orca()
        desktop.start_app("--lang", "en")
        desktop.dump()  # the window is up
        desktop.focus_window()
        ear, out = Ear(desktop, log), {}
        try:
            assert wait_until(lambda: START_BUTTON in spoken(log), SPEECH_TIMEOUT_S), spoken(log)
            out["start"] = spoken(log)
            ear.press("Tab")
            out["tab"] = ear.hears(lambda line: line == CHANGE_BUTTON)
            # Phase 10: Shift+Tab back to the button, Space starts the game
            ear.press("shift+Tab", "space")
            out["p10 start"] = ear.hears(lambda line: line.startswith("Your turn, "))
            ear.press("r")
            out["p10 R"] = ear.hears(lambda line: line.startswith("Your hand, "))
            ear.press("1")  # a place for the card before drawing: refused, with the reason
            out["p10 refusal"] = ear.hears(lambda line: line.startswith("Rule "))
            ear.press("d")
            out["p10 draw"] = ear.hears(lambda line: line.startswith("You drew "))
            ear.press("space", "Tab", "Return")  # the focused card on the discard pile
            out["p10 turn"] = ear.hears(lambda line: line.startswith("Your turn, "), 60.0)
            # Skip-Bo: Ctrl+W closes the game, the start page's button is pressed
            ear.press("ctrl+w")
            ear.hears(lambda line: line == START_BUTTON)  # back on the start page, its button said
            ear.mark = len(spoken(log))
            desktop.dump("--press", "Skip-Bo against the computer", "--wait-id", TABLE_ID)
            out["sb start"] = ear.hears(lambda line: line.startswith("Your turn, "))
            ear.press("r")
            out["sb R"] = ear.hears(lambda line: line.startswith("Your hand: "))
            ear.press("Escape", "Left", "space", "5", "Return")  # the stock card on a discard pile
            out["sb refusal"] = ear.hears(lambda line: line.startswith("Rule SB-13"))
            ear.press("Escape", "Right", "space", "5", "Return")  # a hand card on it: the turn ends
            out["sb turn"] = ear.hears(lambda line: line.startswith("Your turn, "), 90.0)
        except Exception as exc:
            raise AssertionError(f"{exc}\nOrca said: {spoken(log)}\napp log: {desktop.log('app')}") from exc
        print("Orca said:", *spoken(log), sep="\n  ")  # seen with pytest -s
        yield out


def test_orca_reads_the_start_page_buttons_with_their_names(speech):
    assert START_BUTTON in speech["start"]
    assert CHANGE_BUTTON in speech["tab"]
    assert "Choose the players and options of this start." in speech["tab"]


def test_orca_names_the_focused_card_when_a_game_starts(speech):
    """The focused card is said before "Your turn" (only the computer's moves
    come between when the computer begins), also after Close game; neither
    the first game nor the one after Close game says a dock's tab ("Score
    sheet page tab.")."""
    for start in ("p10 start", "sb start"):
        said = speech[start]
        assert not [line for line in said if line.endswith(" page tab.")], (start, said)
        turn = next(i for i, line in enumerate(said) if line.startswith("Your turn, "))
        before = [line for line in said[:turn] if not OPPONENT.search(line) and not MOVE_NEWS.search(line)]
        assert before and ", in your hand, " in before[-1], said


def test_orca_speaks_a_phase_10_turn(speech):
    assert any(CARD.search(line) and ", in your hand, " in line for line in speech["p10 start"])
    assert any(re.fullmatch(r"Your hand, 10 cards: .+", line) for line in speech["p10 R"])
    assert "Rule P10-10: Draw a card first: from the draw pile or the discard pile." in speech["p10 refusal"]
    assert any(re.fullmatch(r"You drew .+", line) for line in speech["p10 draw"])
    turn = speech["p10 turn"]
    assert any(line.startswith("Player 1 discarded ") for line in turn), turn
    assert any(OPPONENT.search(line) for line in turn), turn


def test_orca_speaks_a_skip_bo_turn(speech):
    assert speech["sb R"]
    assert any(line.startswith("Rule SB-13: Only hand cards can be discarded") for line in speech["sb refusal"])
    turn = speech["sb turn"]
    assert any(line.startswith("Player 1 discarded ") for line in turn), turn
    assert any(OPPONENT.search(line) for line in turn), turn
