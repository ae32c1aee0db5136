"""onCleanup: an object that runs a function when it is destroyed (its last variable cleared,
or the function holding it returns or fails), as MATLAB's onCleanup does.

The runtime releases values by reference counting, so the object's ``__del__`` is the moment
MATLAB destroys it; a function ending with an error calls ``__matlab_unwind__`` on its variables
first (runmat_vm.interp.unwind), since the traceback keeps them alive. An error in the cleanup
function becomes a warning, as in MATLAB.
"""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle, class_of, to_str



class OnCleanup:
    """The handle object onCleanup(FUNCTION) returns (property ``task``)."""

    __slots__ = ("task", "ctx", "done", "__weakref__")
    matlab_class = "onCleanup"
    shape = (1, 1)
    size = 1
    ndim = 2

    def __init__(self, task: FunctionHandle, ctx: Any) -> None:
        self.task = task
        self.ctx = ctx
        self.done = False

    def run(self) -> None:
        if self.done or self.ctx is None:
            return
        self.done = True
        try:
            self.ctx.call_function(self.task, (), 0)
        except MException as e:
            self.ctx.warn("MATLAB:onCleanup:ErrorInCleanup",
                          f"The following error was caught while executing 'onCleanup' class "
                          f"destructor:\n{e.message}")

    def __matlab_unwind__(self) -> None:
        """The workspace holding this object ended with an error: clean up now."""
        self.run()

    def __del__(self) -> None:
        try:
            self.run()
        except Exception:  # noqa: BLE001 - a destructor must not raise (interpreter shutdown)
            pass

    def __matlab_property__(self, name: str) -> Any:
        if name == "task":
            return self.task
        raise MException("MATLAB:noSuchMethodOrField",
                         f"Unrecognized method, property, or field '{name}' for class 'onCleanup'.")

    def __matlab_method__(self, name: str, args: tuple, nargout: int = 1) -> Any:
        if name == "delete" and not args:
            self.run()
            return None
        return self.__matlab_property__(name)

    def matlab_fieldnames(self) -> list[str]:
        return ["task"]

    def __matlab_display_text__(self, name: str | None = None) -> str:
        text = to_str(call_builtin("func2str", self.task))
        body = f"  onCleanup with properties:\n\n    task: @{text.lstrip('@')}\n\n"
        return f"{name} = \n\n{body}" if name else body


@runtime_builtin(
    summary="An object that calls a function when it is destroyed (cleared, or its function exits).",
    description="c = onCleanup(@() fclose(fid)) closes the file when c goes away: when the "
                "function that made it returns (normally or by an error) or when c is cleared. "
                "An error in the cleanup function is reported as a warning.",
    keywords=["cleanup", "finally", "destructor", "resource"],
    related=["clear", "try", "fclose"],
    signatures=["C = onCleanup(CLEANUPFUN)"],
    errors=[ErrorSpec(identifier="MATLAB:onCleanup:InvalidInput", when="the argument is not a function handle")],
    examples=[Example(code="c = onCleanup(@() disp('cleaned up'));\nclear c\ndisp('after')",
                      output="cleaned up\nafter\n")],
)
def onCleanup(task: Any, *, ctx: Any = None) -> OnCleanup:
    if not isinstance(task, FunctionHandle):
        raise MException("MATLAB:onCleanup:InvalidInput",
                         f"onCleanup requires a function handle, not a {class_of(task)}.")
    return OnCleanup(task, ctx)
