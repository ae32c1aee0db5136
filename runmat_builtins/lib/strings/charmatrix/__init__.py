"""Char matrices built row by row: strvcat (stack, skipping empties) and strjust (align rows)."""
