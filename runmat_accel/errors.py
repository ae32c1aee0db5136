"""The one root of every MATLAB-facing error, ``MException``, and of the Python API's, ``RunMatError``.

It lives in the lowest layer so the guard, the builtins and the VM raise and recognise the
same class (``isinstance(exc, MException)``; no probing for an ``identifier`` attribute).
``runmat_builtins.errors`` re-exports it with the shared identifiers and texts.
"""

from __future__ import annotations

from dataclasses import dataclass


class RunMatError(Exception):
    """The root of the errors RunMat's Python API raises to Python code, by phase: a wrong builtin
    definition, a registration clash, a plugin that cannot load, a fusion template that does not
    parse. (MATLAB code never sees these: its errors are ``MException``.)"""


class RegistrationError(RunMatError):
    """A builtin cannot enter the registry (a name clash, a lookup of an unknown name)."""


class PluginError(RunMatError):
    """A plugin distribution breaks the plugin contract (recorded as its load failure)."""


@dataclass(frozen=True)
class StackFrame:
    """One entry of ``ME.stack``: file, function name and line."""

    file: str
    name: str
    line: int


class MException(Exception):
    """A MATLAB error value: identifier, message, stack and causes."""

    def __init__(self, identifier: str, message: str, *, stack: list[StackFrame] | None = None,
                 cause: list[MException] | None = None) -> None:
        super().__init__(message)
        self.identifier = identifier or ""
        self.message = message
        self.stack: list[StackFrame] = list(stack or [])
        self.cause: list[MException] = list(cause or [])
        self.builtin: str | None = None  # set by call_builtin: 'Error using NAME'

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        return f"MException({self.identifier!r}, {self.message!r})"

    def __reduce__(self):  # copy and pickle keep the class and every field (subclasses too)
        return (_rebuild, (type(self), self.message, dict(self.__dict__)))

    matlab_class = "MException"

    def __matlab_display_text__(self, name: str | None = None) -> str:
        """MATLAB's display of an MException (``e`` unsuppressed; ``disp(e)`` without a name)."""

        def q(s: str) -> str:
            return "'" + s.replace("'", "''").replace("\n", "\\n") + "'"

        cause = f"{{{len(self.cause)}\u00d71 cell}}" if self.cause else "{}"
        head = f"{name} = \n\n" if name else ""
        return (f"{head}  MException with properties:\n\n"
                f"    identifier: {q(self.identifier)}\n"
                f"       message: {q(self.message)}\n"
                f"         cause: {cause}\n"
                f"         stack: [{len(self.stack)}\u00d71 struct]\n"
                f"    Correction: []\n\n")


def _rebuild(cls: type, message: str, state: dict) -> MException:
    obj = cls.__new__(cls)
    Exception.__init__(obj, message)
    obj.__dict__.update(state)
    return obj
