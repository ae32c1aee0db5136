"""Which display a session uses: MATLAB's (the default) or GNU Octave's.

The one place that decides it: an explicit choice (``Session(display=...)``, the CLI's
``--display``) wins, else the ``RUNMAT_DISPLAY`` environment variable, else ``matlab``.
"""

from __future__ import annotations

import os

ENV = "RUNMAT_DISPLAY"
MATLAB = "matlab"
OCTAVE = "octave"
MODES = (MATLAB, OCTAVE)
DEFAULT = MATLAB


def resolve(explicit: str | None = None) -> str:
    """The display mode: ``explicit`` if given, else ``$RUNMAT_DISPLAY``, else 'matlab'.

    Raises ValueError naming the valid modes for anything else."""
    word = explicit if explicit is not None else os.environ.get(ENV, "")
    word = word.strip().lower()
    if not word:
        return DEFAULT
    if word not in MODES:
        source = "display" if explicit is not None else ENV
        raise ValueError(f"{source}={word!r}: the display is 'matlab' or 'octave'")
    return word
