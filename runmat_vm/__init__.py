"""Run MATLAB code: front end, compiler, bytecode VM, Session, CLI and REPL."""

from __future__ import annotations

from typing import Any

__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    if name == "Session":
        from runmat_vm.session import Session

        return Session
    if name == "MatlabExit":
        from runmat_builtins.errors import MatlabExit

        return MatlabExit
    if name == "MException":
        from runmat_builtins.errors import MException

        return MException
    raise AttributeError(name)


__all__ = ["MException", "MatlabExit", "Session", "__version__"]
