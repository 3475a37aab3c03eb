"""Support code shared by the tests, the benchmarks and the tools; not shipped.

Why a package of its own: the tests need seeded mid-game positions
(``positions``) and the outside bots that measure the computer players
(``bots``: ports of skipbot's heuristics and PlayPalace11's Phase 10 bot,
and our own simple reference bots); so do the benchmarks and the screenshot
tools. Kept here, the tests depend on nothing in ``benchmarks/`` and the
benchmarks on nothing in ``tests/``. Run from the repository's root (the
README's test command does), or put it on ``sys.path``.
"""
