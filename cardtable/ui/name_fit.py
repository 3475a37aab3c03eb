"""Players' names in narrow columns: broken only between words, or shortened.

The score sheet (on screen and on paper) has a column per player, often
narrower than a name ("Großmutter Hildegard" in 45 px). A name broken in
the middle of a word ("Großmu/tter") reads as two words, so a name here is
broken only where a reader breaks it: between words, or between two Chinese,
Japanese or Korean characters (those scripts have no spaces and wrap between
any two characters). A name that still does not fit gets a short form
(the first word with "…", or initials) that the sheet explains in a legend.

Qt-free: widths are measured by the caller's ``width_of(text)`` function
(``QFontMetricsF.horizontalAdvance`` on screen, the printer's metrics on
paper), so both sheets and the tests share one rule.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Callable, Sequence

Width = Callable[[str], float]
ELLIPSIS = "…"


def is_cjk(ch: str) -> bool:
    """A character of a script written without spaces (a line may break
    before or after it)."""
    code = ord(ch)
    return (0x2E80 <= code <= 0x9FFF or 0xAC00 <= code <= 0xD7AF or 0xF900 <= code <= 0xFAFF
            or 0xFF00 <= code <= 0xFFEF or 0x20000 <= code <= 0x3FFFF)


def units(name: str) -> list[tuple[str, str]]:
    """``name`` as pieces a line may break between, each with the glue that
    joins it to the previous piece on one line (" " between words, "" between
    CJK characters). A Latin word is one piece, never split; a combining mark
    stays with its character."""
    out: list[list[str]] = []  # [piece, glue]
    for word in name.split():
        glue = " "
        prev_cjk = False
        for ch in word:
            joins = unicodedata.combining(ch) or "\ufe00" <= ch <= "\ufe0f" or ch == "\u200d"
            if joins and out and glue == "":
                out[-1][0] += ch
                continue
            if glue == " " or is_cjk(ch) or prev_cjk:
                out.append([ch, glue])  # a new piece: a word's start or beside a CJK character
            else:
                out[-1][0] += ch
            glue, prev_cjk = "", is_cjk(ch)
    if out:
        out[0][1] = ""
    return [(piece, glue) for piece, glue in out]


def wrap_words(name: str, width_of: Width, width: float) -> list[str] | None:
    """``name`` on as few lines as possible, each no wider than ``width``,
    broken only between pieces (see ``units``); None if one piece alone is
    wider than ``width``."""
    lines: list[str] = []
    for piece, glue in units(name):
        if width_of(piece) > width:
            return None
        if lines and width_of(lines[-1] + glue + piece) <= width:
            lines[-1] += glue + piece
        else:
            lines.append(piece)
    return lines


def name_lines(name: str, suffix: str, width_of: Width, width: float,
               max_lines: int) -> list[str] | None:
    """The whole ``name`` with ``suffix`` (the leader's " ★") in at most
    ``max_lines`` lines of ``width``, or None if it does not fit that way."""
    lines = wrap_words(name, width_of, width)
    if lines is None:
        return None
    if suffix:
        if lines and width_of(lines[-1] + suffix) <= width:
            lines[-1] += suffix
        elif width_of(suffix.strip()) <= width:
            lines.append(suffix.strip())
        else:
            return None
    return lines if len(lines) <= max(1, max_lines) else None


def _initials(name: str) -> str:
    """"GH" for "Großmutter Hildegard", "C2" for "Computer 2" (a number stays
    whole), "陳" for "陳美玲"; at most three letters and the number."""
    letters = ""
    number = ""
    for word in name.split():
        if word.isdigit():
            number = word
        elif len(letters) < 3:
            letters += word[0].upper()
    return (letters + number) or name[:1]


def short_forms(names: Sequence[str]) -> list[str]:
    """A short form for each name, all different: the first word and "…"
    when the name has more words and no other player's name starts with the
    same word, else the initials (numbered when two players share them)."""
    firsts = Counter(n.split()[0] if n.split() else "" for n in names)
    base = []
    for n in names:
        words = n.split()
        if len(words) > 1 and firsts[words[0]] == 1 and not words[0].isdigit():
            base.append(words[0] + ELLIPSIS)
        else:
            base.append(_initials(n))
    counts = Counter(base)
    seen: Counter[str] = Counter()
    out = []
    for b in base:
        if counts[b] > 1:
            seen[b] += 1
            out.append(f"{b}{seen[b]}")
        else:
            out.append(b)
    return out


def fallback_short(name: str, names: Sequence[str], index: int) -> list[str]:
    """The short forms to try for ``names[index]``, best first: the one of
    ``short_forms`` and, if that is a first word, the initials (numbered like
    ``short_forms`` when needed)."""
    first = short_forms(names)[index]
    if not first.endswith(ELLIPSIS):
        return [first]
    initials = [_initials(n) for n in names]
    mine = initials[index]
    if initials.count(mine) > 1:
        mine += str(initials[:index + 1].count(mine))
    return [first, mine]


def header_lines(names: Sequence[str], index: int, suffix: str, width_of: Width,
                 width: float, max_lines: int) -> tuple[list[str], bool]:
    """The lines that show player ``index`` of ``names`` in a column of
    ``width``: the whole name broken between words if it fits in
    ``max_lines`` lines, else a short form (the flag says so: the sheet's
    legend then names the player in full). A short form too wide even for
    the column is cut to what fits (only then a letter is lost)."""
    name = names[index]
    whole = name_lines(name, suffix, width_of, width, max_lines)
    if whole is not None:
        return whole, False
    for short in fallback_short(name, names, index):
        lines = name_lines(short, suffix, width_of, width, max_lines)
        if lines is not None:
            return lines, True
    short = fallback_short(name, names, index)[-1]
    own_line = bool(suffix) and max_lines >= 2
    room = width if own_line or not suffix else width - width_of(suffix)
    while len(short) > 1 and width_of(short) > room:
        short = short[:-1]
    if own_line:
        return [short, suffix.strip()], True
    return [short + suffix], True


def wanted_width(name: str, suffix: str, width_of: Width, max_lines: int) -> float:
    """The narrowest width that shows ``name`` whole (broken between words)
    in at most ``max_lines`` lines."""
    pieces = [p for p, _ in units(name)] + ([suffix.strip()] if suffix else [])
    low = max((width_of(p) for p in pieces), default=0.0)
    high = width_of(name + suffix)
    while high - low > 1:
        mid = (low + high) / 2
        if name_lines(name, suffix, width_of, mid, max_lines) is None:
            low = mid
        else:
            high = mid
    return high if name_lines(name, suffix, width_of, low, max_lines) is None else low
