"""The call context: what a builtin may ask of the running program.

The VM passes its session's context explicitly (never thread-local state) to
builtins that declare a keyword-only ``ctx``; plain Python calls get
:class:`HostContext`, which prints to the process's streams.
"""

from __future__ import annotations

import sys
from typing import Any, TextIO

import numpy as np

from runmat_builtins.display.mode import resolve as resolve_display_mode


class HostContext:
    """Minimal context for builtins called outside a VM session."""

    def __init__(self, stdout: TextIO | None = None, stderr: TextIO | None = None,
                 stdin: TextIO | None = None) -> None:
        self._stdout = stdout
        self._stderr = stderr
        self._stdin = stdin
        self.warnings_off: set[str] = set()
        self.last_warning: tuple[str, str] = ("", "")
        self.format: str = "short"
        self.display_mode: str = resolve_display_mode()  # 'matlab' or 'octave' (runmat_builtins.display.mode)
        self._rng: np.random.RandomState | None = None
        self.state: dict[str, Any] = {}  # per-session builtin state (tic time, open files, ...)
        self.history: list[str] = []  # inputs the host (REPL, kernel) ran, for `history`
        self.clear_screen_handler: Any = None  # set by a host with a screen to clear (`clc`)
        # set by a host with its own display (the notebook kernel): (total, label) -> an object with
        # update(done) and close(), for a long parfor's progress (runmat_vm/parallel/progress.py)
        self.progress_handler: Any = None

    @property
    def rng(self) -> np.random.RandomState:
        """The session's Mersenne Twister, made on first use (numpy.random is not needed at start-up)."""
        if self._rng is None:
            self._rng = np.random.RandomState(5489)  # MATLAB's default seed
        return self._rng

    @rng.setter
    def rng(self, value: np.random.RandomState) -> None:
        self._rng = value

    @property
    def stdout(self) -> TextIO:
        return self._stdout or sys.stdout

    def redirect_stdout(self, stream: TextIO | None) -> TextIO | None:
        """Send this context's standard output to ``stream`` (None: the default); returns the
        previous target, to restore (evalc captures the output of the code it runs)."""
        old, self._stdout = self._stdout, stream
        return old

    @property
    def stderr(self) -> TextIO:
        return self._stderr or sys.stderr

    def redirect_stderr(self, stream: TextIO | None) -> TextIO | None:
        """As :meth:`redirect_stdout`, for warnings and errors (publish keeps them with the output)."""
        old, self._stderr = self._stderr, stream
        return old

    @property
    def stdin(self) -> TextIO:
        return self._stdin or sys.stdin

    def clear_screen(self) -> None:
        """``clc``: the host clears its screen (nothing happens without one)."""
        if self.clear_screen_handler is not None:
            self.stdout.flush()
            self.clear_screen_handler()

    def warn(self, identifier: str, message: str) -> None:
        """Show a MATLAB warning unless its identifier (or 'all') is off."""
        self.last_warning = (message, identifier)
        if identifier in self.warnings_off or "all" in self.warnings_off:
            return
        self.stderr.write(f"Warning: {message}\n")

    def call_function(self, fn: Any, args: tuple, nargout: int = 1) -> Any:
        """Call a function value or name (builtins only outside the VM)."""
        from runmat_builtins.dispatch import call_builtin
        from runmat_builtins.values import FunctionHandle, to_str

        name = fn.name if isinstance(fn, FunctionHandle) else to_str(fn)
        return call_builtin(name, *args, nargout=nargout, ctx=self)

    def element_caller(self, fn: Any, nargout: int, first: tuple) -> Any:
        """A function ``call(*args)`` equal to ``call_function(fn, args, nargout)``, prepared once for
        calling ``fn`` on many elements (arrayfun, cellfun) whose first arguments are ``first``."""
        def call(*args: Any) -> Any:
            return self.call_function(fn, args, nargout)
        return call

    def whole_array(self, fn: Any, inputs: Any, nargout: int) -> Any:
        """``fn`` computed once on whole arrays (``inputs``, or a function making them) when that
        equals calling it on each element (the VM knows anonymous bodies); None: call it element
        by element."""
        return None

    def read_input(self, prompt: str) -> str:
        self.stdout.write(prompt)
        self.stdout.flush()
        line = self.stdin.readline()
        return line.rstrip("\n")
