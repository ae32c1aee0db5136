"""Figures, axes and the current-object state: figure, close, hold, subplot, set/get, ..."""
