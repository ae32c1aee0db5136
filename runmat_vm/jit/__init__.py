"""The compiled tier: hot MATLAB code becomes Python code objects.

``runmat_vm.interp`` holds one hook, ``interp.JIT``: None (interpreter only) or
a :class:`~runmat_vm.jit.tier.Tier`.  :func:`configure` installs one;
``RUNMAT_JIT=0|1|force`` picks the one installed when this package is first imported
(the session imports it; the interpreter never does; ``force`` compiles everything the
tier accepts at first sight, for testing),
``RUNMAT_JIT_THRESHOLD`` (calls / loop entries, default 2) and
``RUNMAT_JIT_LOOP_ITERS`` (iterations that make one loop hot, default 200) tune it.
See docs/jit.md.
"""

from __future__ import annotations

from typing import Any


def configure(mode: str | None = None, threshold: int | None = None, loop_iters: int | None = None) -> Any:
    """Install the tier: ``mode`` 'off', 'on' or 'force' (None: from RUNMAT_JIT). Returns it (None when off)."""
    from runmat_vm import interp
    from runmat_vm.jit import tier

    t = tier.from_env() if mode is None else (None if mode in ("off", "0") else tier.Tier(
        "force" if mode == "force" else "on", 2, 200))
    if t is not None:
        if threshold is not None:
            t.threshold = 1 if t.force else max(1, threshold)
        if loop_iters is not None:
            t.loop_iters = 0 if t.force else max(0, loop_iters)
    interp.JIT = t
    return t


def current() -> Any:
    """The installed tier, or None."""
    from runmat_vm import interp

    return interp.JIT


def mode() -> str:
    t = current()
    return "off" if t is None else t.mode


__all__ = ["configure", "current", "mode"]

from runmat_vm import interp as _interp  # noqa: E402  (the tier imports the interpreter, never the reverse)


class use:
    """``with jit.use("force"): ...`` installs a tier for the block and restores the previous one."""

    def __init__(self, mode: str, threshold: int | None = None, loop_iters: int | None = None) -> None:
        self.args = (mode, threshold, loop_iters)
        self.saved: Any = None

    def __enter__(self) -> Any:
        self.saved = _interp.JIT
        return configure(*self.args)

    def __exit__(self, *exc: Any) -> None:
        _interp.JIT = self.saved


configure()  # the tier RUNMAT_JIT asks for (default on), installed once, when the tier is first imported
