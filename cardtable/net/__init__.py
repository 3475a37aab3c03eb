"""Play together across machines: the network table's host, client and protocol (no Qt).

The host (``host.py``: a thread of the desktop app, or the headless server
of ``python -m cardtable.net serve``) holds each table's real game
(``table.Table``) and talks to every window over WebSockets in the messages
of ``protocol.py`` (docs/PROTOCOL.md); a window only ever receives its own
seat's view. ``client.py`` is the other end, used by the app's remote
controller, the robot players of the tests and the benchmarks. ``beacon.py``
lets a host announce its tables on the local network (never their codes) and
a window's Join dialog list them; somebody may also watch a table
(a spectator: the public view only).
"""
