"""cardtable: a desktop card table for Phase 10 and Skip-Bo."""

__version__ = "0.1.0"
APP_NAME = "cardtable"
