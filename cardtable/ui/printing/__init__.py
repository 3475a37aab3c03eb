"""Printing and PDF export of score sheets (the window's entry points: ``sheets``).

This package's own module runs nothing: the table takes the sheet's words
from ``sheet_texts`` without loading printing, its dialogs or Qt's print
support, and no import of a printing module leads back to the table.
"""
