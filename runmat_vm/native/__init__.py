"""The native tier: loops and functions over real scalars compiled to machine code by Numba.

``RUNMAT_NATIVE=0|1|force`` picks the mode when this package is first imported (default 1, where
Numba is installed): ``0`` never, ``1`` a loop whose estimated work pays for compiling it
(iterations x instructions >= ``tier.WORK``) and a function at its second call, ``force``
everything it accepts at first sight (testing).  The compiled tier (``runmat_vm.jit``) asks it
first; whatever it declines runs there as before.  Numba itself is imported only when a unit
compiles.  See docs/native.md.
"""

from __future__ import annotations

import importlib.util
import os
from typing import Any

_TIER: Any = None
_MODE = "off"
BACKGROUND = -2   # NativeTier.loop: "compiling in the background; run the loop, switch over when ready"


def available() -> bool:
    """Numba is installed (it is not imported here)."""
    return importlib.util.find_spec("numba") is not None


def summary() -> str:
    """One line for ``runmat --version``: the native tier's mode and Numba's version, or why it is off."""
    if not available():
        return "native tier: unavailable (Numba is not installed or has no wheel for this platform)"
    from importlib.metadata import version

    return f"native tier: {_MODE} (numba {version('numba')})"


def configure(mode: str | None = None) -> Any:
    """Install the native tier: 'off', 'on' or 'force' (None: from RUNMAT_NATIVE). Returns it or None."""
    global _TIER, _MODE
    if mode is None:
        mode = os.environ.get("RUNMAT_NATIVE", "on").strip().lower()
    mode = {"0": "off", "no": "off", "false": "off", "1": "on", "yes": "on", "true": "on"}.get(mode, mode)
    if mode not in ("on", "force") or not available():
        _TIER, _MODE = None, "off"
        return None
    from runmat_vm.native.tier import NativeTier

    _TIER, _MODE = NativeTier(mode), mode
    return _TIER


def current() -> Any:
    """The installed native tier, or None."""
    return _TIER


def mode() -> str:
    return _MODE


class use:
    """``with native.use("force"): ...`` installs a mode for the block and restores the previous one."""

    def __init__(self, mode: str) -> None:
        self.mode = mode
        self.saved: Any = None

    def __enter__(self) -> Any:
        self.saved = (_TIER, _MODE)
        return configure(self.mode)

    def __exit__(self, *exc: Any) -> None:
        global _TIER, _MODE
        _TIER, _MODE = self.saved


configure()
