"""The score-sheet dock beside the table (dock.py) and its table model (model.py)."""
