"""MATLAB's Command Window display (the default mode)."""

from runmat_builtins.display.octave import disp_text, display_text  # noqa: F401  (until the renderer lands)
