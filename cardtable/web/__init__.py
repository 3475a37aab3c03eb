"""The browser's seat at a network table: the page a phone, tablet or other
computer opens from the table's link (``static/``: plain JavaScript modules,
HTML and CSS served as written, no build step). The host serves the folder;
the page speaks docs/PROTOCOL.md like the app's windows and takes its words
from the app's own translations."""
