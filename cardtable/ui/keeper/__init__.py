"""The score keeper's window (Game > Keep score…): the sheet without a table.

``window.py`` holds the window (sheet, round entry, print, undo), ``entry.py``
the round-entry panel, ``card_pad.py`` the card counter, ``opening.py`` the
setup dialog and the resume offer, ``texts.py`` the translated refusals. The
rules are in the Qt-free ``cardtable.keeper``.
"""
