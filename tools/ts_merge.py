"""A git merge driver for Qt Linguist files (translations/*.ts).

Why: lupdate writes relative line numbers (``line="+3"``) into every entry,
so two branches that each add a few strings conflict all over the file. This
driver merges by meaning instead: it keeps "ours", adds every message of
"theirs" that ours lacks, and takes their finished translation where ours is
unfinished. Run ``python tools/update_translations.py`` after the merge to
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


def merge(ours: ET.Element, theirs: ET.Element) -> None:
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
            elif _finished(message) and not _finished(existing):
                old = existing.find("translation")
                if old is not None:
                    existing.remove(old)
                existing.append(copy.deepcopy(message.find("translation")))


def main(argv: list[str]) -> int:
    _base, ours_path, theirs_path = argv[1:4]
    ours = ET.parse(ours_path)
    theirs = ET.parse(theirs_path)
    merge(ours.getroot(), theirs.getroot())
    ET.indent(ours, space="    ")
    with open(ours_path, "w", encoding="utf-8") as out:
        out.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        out.write(ET.tostring(ours.getroot(), encoding="unicode"))
        out.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
