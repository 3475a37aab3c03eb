"""The network table's parts of the window: joining, hosting, coming back, the waiting panel and bar."""
