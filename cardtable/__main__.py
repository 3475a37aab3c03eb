"""``python -m cardtable`` starts the app, as the ``cardtable`` command does."""

import sys

from cardtable.app import main

sys.exit(main())
