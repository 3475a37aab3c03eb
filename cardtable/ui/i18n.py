"""Loading and switching the interface language at run time.

Two translators are installed together: the app's own
(``translations/cardtable_<lang>.qm``) and Qt's ``qtbase_<lang>`` (standard
buttons, file and print dialogs). Switching removes the old pair and installs
the new one; Qt then sends ``LanguageChange`` to every widget, and each of our
windows and dialogs answers with ``retranslate_ui()``. There is no global
translator: a ``Translations`` object belongs to the app and is passed on.

Every language needs the bundled font: a player may type a Chinese name in
an English window, on a computer without any CJK font, and every text (the
waiting panel, the start page, a seat) must draw it, not empty boxes. So the
bundled "Cardtable Sans TC" (assets/fonts/: all of Big5's characters and
Latin-1) is registered with Qt at the first switch, in every language: the
system's font matching (fontconfig) then draws the characters the app font
lacks with it. It is not added to the English or German app font's
families, which would make every line of those languages taller (Qt takes a
font's line height from all its families).
Traditional Chinese also needs it first: Qt's default fallback for Han
characters often picks a Japanese or Simplified face, whose glyph forms
differ. For zh_TW the app font lists "Noto Sans CJK TC" first (if installed),
then the bundled font; other languages keep the original app font.
"""

from __future__ import annotations

import functools
import re

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFont, QGuiApplication

from cardtable.resources import translations_dir
from cardtable.ui.bundled_font import bundled_family

LANGUAGES = ("en", "de", "zh_TW")
TC_SYSTEM_FAMILY = "Noto Sans CJK TC"


def system_language(locale: QLocale | None = None) -> str:
    """The supported language closest to the system locale (en if none)."""
    locale = locale or QLocale.system()
    name = locale.name()  # e.g. "de_AT", "zh_TW", "zh_HK"
    if name.startswith("de"):
        return "de"
    if name.startswith("zh") and (
        locale.script() == QLocale.Script.TraditionalChineseScript
        or name[3:5] in ("TW", "HK", "MO")
    ):
        return "zh_TW"
    return "en"


def qt_locale_name(lang: str) -> str:
    return {"en": "en_US", "de": "de_DE", "zh_TW": "zh_TW"}.get(lang, "en_US")


class Translations:
    """The installed translators of one application."""

    def __init__(self, app: QCoreApplication | None = None) -> None:
        instance = app or QCoreApplication.instance()
        if instance is None:
            raise RuntimeError("Translations need the application: create it first")
        self._app: QCoreApplication = instance
        self._installed: list[QTranslator] = []
        self._made: list[QTranslator] = []  # the installed ones this object made (deleted when replaced)
        self._base_font: QFont | None = None
        self.language = "en"

    def switch(self, lang: str) -> bool:
        """Install ``lang``; True if the app's own translation file was found.

        English needs no file; a missing file leaves the source (English)
        strings, which is better than refusing the switch.
        """
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}")
        for translator in self._installed:
            self._app.removeTranslator(translator)
        for translator in self._made:  # made here (the app is their parent): nobody else holds them
            translator.deleteLater()
        self._installed = []
        self._made = []
        self.language = lang
        QLocale.setDefault(QLocale(qt_locale_name(lang)))
        found = lang == "en"
        if lang != "en":
            app_tr = QTranslator(self._app)
            qt_tr = QTranslator(self._app)
            self._made += [app_tr, qt_tr]
            if app_tr.load(f"cardtable_{lang}", str(translations_dir())):
                self._install(app_tr)
                found = True
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt_tr.load(f"qtbase_{lang}", qt_dir):
                self._install(qt_tr)
        self._apply_font(lang)
        return found

    def _apply_font(self, lang: str) -> None:
        """The bundled font registered (a name typed in Chinese draws in every
        language); Traditional Chinese glyphs first for zh_TW, the original
        font otherwise."""
        if not isinstance(self._app, QGuiApplication):
            return

        bundled = bundled_family()
        if self._base_font is None:
            self._base_font = QFont(QGuiApplication.font())
        if lang != "zh_TW":
            QGuiApplication.setFont(self._base_font)
            return
        font = QFont(self._base_font)
        font.setFamilies([TC_SYSTEM_FAMILY, bundled, *self._base_font.families()])
        QGuiApplication.setFont(font)

    def install(self, translator: QTranslator) -> None:
        """Add one more translator (tests, plug-ins); removed by the next switch."""
        self._install(translator)

    def _install(self, translator: QTranslator) -> None:
        self._app.installTranslator(translator)
        self._installed.append(translator)


def english_plural(text: str, n: int) -> str:
    """Finish a ``%n`` plural text for English, the language without a file.

    German and Chinese plural forms come from the .qm files (``<numerusform>``);
    in English Qt returns the source itself, "%n card(s)" with %n filled in,
    so "(s)" becomes "" for one and "s" for any other count.
    """
    return text.replace("(s)", "" if n == 1 else "s")


# Chinese has no spaces between words: a translation that puts spaces around
# a name ("交給 {name}，") is right for a Latin name and wrong for a Chinese one
_CJK = "[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]"


@functools.cache
def _cjk_gap() -> re.Pattern[str]:
    """The space between two Chinese characters. Compiled at its first use,
    never at import: its wide character ranges cost about 4 ms to compile,
    as much as a twentieth of a bare window's start, and only Chinese uses it."""
    return re.compile(f"(?<={_CJK}) (?={_CJK})")


def cjk_spacing(text: str) -> str:
    """``text`` without the spaces between two Chinese characters when the
    interface speaks Chinese ("請把裝置交給 媽媽，" -> "請把裝置交給媽媽，");
    unchanged in every other language and around Latin names ("交給 Anna，")."""
    if QLocale().language() != QLocale.Language.Chinese:
        return text
    return _cjk_gap().sub("", text)

