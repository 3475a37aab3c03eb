"""The main window and the helpers it hands its work to: menus, files, docks, turns, endings."""
