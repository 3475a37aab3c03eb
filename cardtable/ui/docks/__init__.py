"""The move log dock and the chat that lives in it."""
