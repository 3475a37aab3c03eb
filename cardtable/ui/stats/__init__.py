"""The statistics window, the History list and the players dialog.

Imported only when the Game menu opens one of them (start-up stays quick);
the figures come from the Qt-free ``cardtable.stats`` and the database from
``cardtable.persistence.history``.
"""
