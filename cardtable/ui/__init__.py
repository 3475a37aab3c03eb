"""Qt widgets, the card table scene, docks, dialogs and printing."""
