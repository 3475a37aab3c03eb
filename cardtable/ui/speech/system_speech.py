"""Speaking through the system's speech service: a second way to hear the game.

Why: a player may have no screen reader running, or one that does not speak
what the app sends it (see ``announce``); audio games then speak by
themselves. With Settings > Preferences > "Speak through the system's speech
service" on (off by default), every sentence ``announce`` sends is also
given to speech-dispatcher's ``spd-say`` (Linux), in the language of the
interface; an assertive one (a refusal, a read key's answer) first stops
what is being said. Nothing new is required: without ``spd-say`` on the
PATH the option is not offered and nothing is spoken.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
from collections.abc import Callable, Sequence

from PySide6.QtCore import QLocale

log = logging.getLogger(__name__)

#: Starts a speech command (``subprocess.Popen`` in the app, a fake in tests).
Runner = Callable[[Sequence[str]], object]


def command() -> str | None:
    """The speech service's command (``spd-say``), or None where there is none."""
    return shutil.which("spd-say")


def _run(argv: Sequence[str]) -> object:
    return subprocess.Popen(list(argv), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)


class SystemSpeech:
    """``speak(text, assertive)`` through ``spd-say`` (see the module docstring)."""

    def __init__(self, program: str, runner: Runner | None = None) -> None:
        self.program = program
        self.runner = runner or _run

    def speak(self, text: str, assertive: bool) -> None:
        language = QLocale().name().split("_")[0]
        if not (language.isalpha() and language.islower()):  # the "C" locale: English
            language = "en"
        argv = [self.program, "--language", language, "--priority", "message"]
        if assertive:
            argv.append("--cancel")  # what was being said stops: the answer comes at once
        argv += ["--", text]
        try:
            self.runner(argv)
        except OSError as exc:  # the service went away: the game goes on without it
            log.warning("the speech service could not speak: %s", exc)


def make(on: bool, runner: Runner | None = None) -> SystemSpeech | None:
    """The speech service to use: None when off or where there is none."""
    program = command() if on else None
    return SystemSpeech(program, runner) if program else None


__all__ = ["SystemSpeech", "command", "make"]
