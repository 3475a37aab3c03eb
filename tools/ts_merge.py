"""A git merge driver for Qt Linguist files (translations/*.ts).

Why: lupdate writes relative line numbers (``line="+3"``) into every entry,
so two branches that each add a few strings conflict all over the file. This
driver merges by meaning instead: it keeps "ours", adds every message of
"theirs" that ours lacks, and takes their translation where ours is
unfinished or where only their side changed it since the common base (a
three-way merge per message; if both sides changed it, ours stays). Run ``python tools/update_translations.py`` after the merge to
put the locations right again and rebuild the .qm files.

Set up once per clone (``.gitattributes`` already names the driver)::

    git config merge.qtts.driver "python3 tools/ts_merge.py %O %A %B"
"""

from __future__ import annotations

import copy
import sys
import xml.etree.ElementTree as ET


def _key(message: ET.Element) -> tuple[str, str]:
    return (message.findtext("source") or "", message.findtext("comment") or "")


def _finished(message: ET.Element) -> bool:
    tr = message.find("translation")
    if tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete"):
        return False
    return bool((tr.text or "").strip()) or len(tr) > 0


def _text(message: ET.Element | None) -> str | None:
    if message is None:
        return None
    tr = message.find("translation")
    if tr is None:
        return None
    return ET.tostring(tr, encoding="unicode").strip()


def _index(root: ET.Element | None) -> dict[tuple[str | None, str, str], ET.Element]:
    if root is None:
        return {}
    return {(ctx.findtext("name"), *_key(m)): m for ctx in root.findall("context")
            for m in ctx.findall("message")}


def merge(ours: ET.Element, theirs: ET.Element, base: ET.Element | None = None) -> None:
    base_messages = _index(base)
    contexts = {ctx.findtext("name"): ctx for ctx in ours.findall("context")}
    for their_ctx in theirs.findall("context"):
        name = their_ctx.findtext("name")
        our_ctx = contexts.get(name)
        if our_ctx is None:
            ours.append(copy.deepcopy(their_ctx))
            continue
        mine = {_key(m): m for m in our_ctx.findall("message")}
        for message in their_ctx.findall("message"):
            existing = mine.get(_key(message))
            if existing is None:
                our_ctx.append(copy.deepcopy(message))
            elif _finished(message) and (
                not _finished(existing)
                or (_text(existing) == _text(base_messages.get((name, *_key(message))))
                    and _text(message) != _text(existing))
            ):
                old = existing.find("translation")
                if old is not None:
                    existing.remove(old)
                existing.append(copy.deepcopy(message.find("translation")))


def main(argv: list[str]) -> int:
    base_path, ours_path, theirs_path = argv[1:4]
    ours = ET.parse(ours_path)
    theirs = ET.parse(theirs_path)
    try:
        base: ET.Element | None = ET.parse(base_path).getroot()
    except (OSError, ET.ParseError):
        base = None
    merge(ours.getroot(), theirs.getroot(), base)
    ET.indent(ours, space="    ")
    with open(ours_path, "w", encoding="utf-8") as out:
        out.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        out.write(ET.tostring(ours.getroot(), encoding="unicode"))
        out.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
