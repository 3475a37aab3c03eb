"""Reference bots for the tournament (benchmarks and tests, never in the app).

``testsupport/bots/<game>_<name>.py`` exposes ``make_policy(seat, seed)``;
``tournament.py --seats hard,naive`` finds ``skipbo_naive`` this way.
"""
