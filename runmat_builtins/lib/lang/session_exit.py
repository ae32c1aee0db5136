"""exit, quit: end the program with an exit status (MATLAB's quit(code), quit force, quit cancel).

They raise :class:`runmat_builtins.errors.MatlabExit`, which MATLAB code cannot catch; the host
decides what ending means (the CLI exits the process after flushing output, the REPL stops, the
Jupyter kernel starts a fresh workspace, an embedding program catches it from Session.run).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MatlabExit, MException
from runmat_builtins.lib.lang._util import is_text, text
from runmat_builtins.spec import ErrorSpec, Example

_BAD = "MATLAB:quit:InvalidInput"


def _code(v: Any, who: str) -> int:
    """The exit status: an integer scalar (command syntax gives its digits as text)."""
    if is_text(v):
        word = text(v, who)
        try:
            x = float(word)
        except ValueError:
            raise MException(_BAD, f"{who}: the option must be 'force', 'cancel' or an exit code, "
                                   f"not '{word}'.") from None
    else:
        a = np.asarray(v)
        if a.size != 1 or a.dtype.kind not in "fiub":
            raise MException(_BAD, f"{who}: the exit code must be an integer scalar.")
        x = float(a.reshape(-1)[0].real)
    if not (x == x and abs(x) < 2.0 ** 63 and x == int(x)):
        raise MException(_BAD, f"{who}: the exit code must be an integer scalar.")
    return int(x) & 0xFF  # as MATLAB on Linux and macOS: the status is 0-255


def _quit(who: str, args: tuple) -> None:
    if len(args) > 2:
        raise MException("MATLAB:TooManyInputs", "Too many input arguments.")
    code, force = 0, False
    for i, a in enumerate(args):
        word = text(a, who).strip().lower() if is_text(a) else None
        if word == "cancel" and len(args) == 1:
            return None  # only a finish.m script can cancel quitting; elsewhere it has no effect
        if word == "force" and (i == 1 or len(args) == 1):
            force = True
        elif i == 0:
            code = _code(a, who)
        else:
            raise MException(_BAD, f"{who}: the second argument must be 'force'.")
    raise MatlabExit(code, force)


_COMMON = dict(
    keywords=["exit", "quit", "terminate", "exit code", "status"],
    errors=[ErrorSpec(identifier=_BAD, when="CODE is not an integer scalar, or an option is unknown")],
    effects=["io"],
)


@runtime_builtin(
    name="quit",
    summary="End the program: quit(code) sets the process exit status (0-255); quit cancel does nothing "
            "outside finish.m.",
    description="Output written so far is flushed first. Run from `runmat run`/`runmat eval` the "
                "process exits with CODE (default 0); at the REPL the prompt ends; in a notebook the "
                "kernel starts a fresh workspace; Session.run raises runmat_vm.MatlabExit (.code). "
                "try/catch cannot catch it.",
    related=["exit", "error"],
    signatures=["quit", "quit(CODE)", "quit force", "quit(CODE, 'force')", "quit cancel"],
    examples=[Example(code="quit cancel\ndisp('still running')", output="still running\n")],
    **_COMMON,
)
def quit_(*args: Any) -> None:
    return _quit("quit", args)


quit_.__name__ = "quit"


@runtime_builtin(
    name="exit",
    summary="End the program (the same as quit): exit(code) sets the process exit status.",
    description="Equivalent to quit and takes the same options: exit, exit(code), exit force, "
                "exit(code, 'force').",
    related=["quit", "error"],
    signatures=["exit", "exit(CODE)", "exit force", "exit(CODE, 'force')", "exit cancel"],
    examples=[Example(code="exit cancel\ndisp('still running')", output="still running\n")],
    **_COMMON,
)
def exit_(*args: Any) -> None:
    return _quit("exit", args)


exit_.__name__ = "exit"
