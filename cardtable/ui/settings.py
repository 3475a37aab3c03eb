"""The app's remembered choices, behind one small typed wrapper of QSettings.

Language, computer speed, the look of the cards (high contrast, larger), the last new-game choices (also per one-click
start of the start page), the geometry of the main window and of the
other windows (replay, keeper, statistics, history) and the finished lessons live in an INI file in the app's data folder (``persistence.paths``), so the
tests can point everything at a temporary folder with ``CARDTABLE_DATA_DIR``.
A value of the wrong type (an edited file) falls back to the default. When
the data folder cannot be made, the settings still work for this session
(they are not kept) and ``problem`` holds the reason, so the app can start.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QJsonDocument, QSettings

from cardtable.persistence import SaveError
from cardtable.persistence.paths import settings_file
from cardtable.ui.start.quick_start import choices_for, kind_of

if TYPE_CHECKING:
    from cardtable.engine.api import JsonObject


LANGUAGES = ("en", "de", "zh_TW")
DEFAULT_SPEED_MS = 500
SPEEDS_MS = (0, 200, 500, 1000, 2000)
CARD_THEMES = ("standard", "contrast")  # cardtable.ui.card_art.THEMES


def default_settings_path() -> Path:
    return settings_file()


def _usable_settings_path() -> tuple[Path, SaveError | None]:
    """(path, None), or (the path it would have, the SaveError) if the folder is unusable."""
    try:
        return default_settings_path(), None
    except SaveError as exc:
        return settings_file(create_dir=False), exc


class Settings:
    """Typed access to the app's QSettings (one instance, passed around)."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.problem: SaveError | None = None  # the data folder is unusable
        if path is None:
            path, self.problem = _usable_settings_path()
        self._qs = QSettings(str(path), QSettings.Format.IniFormat)

    @property
    def qsettings(self) -> QSettings:
        return self._qs

    def sync(self) -> None:
        self._qs.sync()

    # language -----------------------------------------------------------
    def language(self) -> str | None:
        """The chosen language, or None before the first start (follow the system)."""
        value = self._qs.value("ui/language")
        return value if value in LANGUAGES else None

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}")
        self._qs.setValue("ui/language", lang)

    # computer speed -------------------------------------------------------
    def ai_speed_ms(self) -> int:
        raw = self._qs.value("game/ai_speed_ms", DEFAULT_SPEED_MS)
        if not isinstance(raw, int | float | str):  # a hand-edited settings file
            return DEFAULT_SPEED_MS
        try:
            value = int(raw)
        except ValueError:
            return DEFAULT_SPEED_MS
        return min(max(value, 0), 5000)

    def set_ai_speed_ms(self, ms: int) -> None:
        self._qs.setValue("game/ai_speed_ms", int(ms))

    # the look of the cards ----------------------------------------------------
    def card_theme(self) -> str:
        """"standard", or "contrast" (black on white faces in a frame of their colour)."""
        value = self._qs.value("look/card_theme", "standard")
        return value if value in CARD_THEMES else "standard"

    def set_card_theme(self, theme: str) -> None:
        if theme not in CARD_THEMES:
            raise ValueError(f"unknown card theme {theme!r}")
        self._qs.setValue("look/card_theme", theme)

    def large_cards(self) -> bool:
        """The hand's and the piles' cards drawn larger on the table."""
        return str(self._qs.value("look/large_cards", "false")).lower() in ("true", "1")

    def set_large_cards(self, on: bool) -> None:
        self._qs.setValue("look/large_cards", bool(on))

    def system_speech(self) -> bool:
        """Every sentence for a screen reader also spoken by the system's speech service (off by default)."""
        return str(self._qs.value("access/system_speech", "false")).lower() in ("true", "1")

    def set_system_speech(self, on: bool) -> None:
        self._qs.setValue("access/system_speech", bool(on))

    # last new-game choices ----------------------------------------------
    def _json_object(self, key: str) -> JsonObject | None:
        """The JSON object stored as text under ``key`` (None if missing or bad).

        Read with Qt's JSON parser: the start page reads these choices before
        its first frame, and Python's json module would cost an import.
        """
        raw = self._qs.value(key, "")
        if not isinstance(raw, str) or not raw:
            return None
        document = QJsonDocument.fromJson(QByteArray(raw.encode("utf-8")))
        return document.object() if document.isObject() else None

    def _set_json(self, key: str, value: JsonObject) -> None:
        import json  # loads only when a setting is written: the first frame needs no json

        self._qs.setValue(key, json.dumps(value))

    def new_game_choices(self) -> JsonObject:
        """The last choices of a game at this screen (the New game dialog's start)."""
        return self._json_object("game/new_game_choices") or {}

    def host_choices(self) -> JsonObject:
        """The last choices of a network table hosted here (empty: never hosted)."""
        return self._json_object("game/host_choices") or {}

    def set_new_game_choices(self, choices: JsonObject) -> None:
        """Remember the dialog's choices: a hosted table's apart from the games at
        this screen (an invited seat must never reach a one-click start), the
        others also as the last ones of their one-click kind."""
        if choices.get("network") is True:
            self._set_json("game/host_choices", choices)
            return
        self._set_json("game/new_game_choices", choices)
        kind = kind_of(choices)
        if kind is not None:
            self._set_json(f"quick_start/{kind}", choices)

    def quick_start_choices(self, kind: str) -> JsonObject:
        """The choices the start page's one-click start ``kind`` deals with."""
        return choices_for(kind, self._json_object(f"quick_start/{kind}"))

    # window geometry ------------------------------------------------------
    def window_geometry(self) -> QByteArray | None:
        value = self._qs.value("window/geometry")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_window_geometry(self, geometry: QByteArray) -> None:
        self._qs.setValue("window/geometry", geometry)

    def geometry(self, name: str) -> QByteArray | None:
        """The remembered place and size of the window ``name`` ("replay", "keeper"…)."""
        value = self._qs.value(f"windows/{name}/geometry")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_geometry(self, name: str, geometry: QByteArray) -> None:
        self._qs.setValue(f"windows/{name}/geometry", geometry)

    def window_state(self) -> QByteArray | None:
        value = self._qs.value("window/state")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_window_state(self, state: QByteArray) -> None:
        self._qs.setValue("window/state", state)

    # lessons (Learn to play) ------------------------------------------------
    def lessons_done(self) -> set[str]:
        """Ids of the finished lessons (cardtable.ui.tutorial)."""
        raw = self._qs.value("tutorial/done", "")
        return {part for part in raw.split(",") if part} if isinstance(raw, str) else set()

    def set_lessons_done(self, ids: set[str]) -> None:
        self._qs.setValue("tutorial/done", ",".join(sorted(ids)))
