"""Colormap functions (parula, jet, gray, hot, ...): m-by-3 arrays of RGB rows."""
