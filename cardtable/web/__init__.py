"""The page a browser loads to sit at a network table (``static/``: HTML, CSS, JavaScript modules).

Why a package: the page ships inside the installed app and server like the
card art, and the host finds it with ``importlib.resources``
(``cardtable.net.web_serve``), so a phone, a tablet or a Chromebook joins a
table with a link and nothing to install. No Python runs in the browser;
this package holds only the files the host serves.
"""
