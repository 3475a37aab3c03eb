"""Qt widgets, the card table scene, docks, dialogs and printing.

The folders are the window's rooms: ``window`` (``MainWindow`` and the
helpers it hands its work to, through ``window.host.WindowHost``),
``start`` (the start page and resuming), ``network`` (joining, hosting,
the seats kept for later, the waiting panel and bar), ``table`` (the card
table of one game), ``docks`` (move log and chat), ``scoresheet``,
``speech`` (what is said aloud), ``dialogs``, ``printing``, ``stats``,
``replay``, ``keeper``, ``tutorial`` and ``games`` (what differs per game).
At the top stay the few modules every room uses (translations, settings,
card art, names, error texts). No module of ``ui`` imports one that
imports it back (``tools/architecture_figures.py`` counts the cycles).
"""
