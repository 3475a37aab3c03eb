"""Reference bots for the tournament (benchmarks only, never in the app).

``benchmarks/bots/<game>_<name>.py`` exposes ``make_policy(seat, seed)``;
``tournament.py --seats hard,naive`` finds ``skipbo_naive`` this way.
"""
