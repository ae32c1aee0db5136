"""MATLAB errors as Python exceptions: ``MException`` is both.

Identifiers are MATLAB's own where MATLAB has one, ``RunMat:<builtin>:<Id>``
otherwise. Common texts live here so each is written once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


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

    matlab_class = "MException"

    def __matlab_display_text__(self, name: str | None = None) -> str:
        """MATLAB's display of an MException (``e`` unsuppressed; ``disp(e)`` without a name)."""

        def q(s: str) -> str:
            return "'" + s.replace("'", "''").replace("\n", "\\n") + "'"

        cause = f"{{{len(self.cause)}x1 cell}}" if self.cause else "{}"
        head = f"{name} = \n" if name else ""
        return (f"{head}  MException with properties:\n\n"
                f"    identifier: {q(self.identifier)}\n"
                f"       message: {q(self.message)}\n"
                f"         cause: {cause}\n"
                f"         stack: [{len(self.stack)}x1 struct]\n"
                f"    Correction: []\n\n")


def error(identifier: str, template: str, *args: Any) -> MException:
    """Build an MException; ``template`` uses ``%``-style like MATLAB's ``error``."""
    return MException(identifier, template % args if args else template)


# MATLAB's own identifiers and wording, shared by builtins and the VM.
UNDEFINED_FUNCTION = "MATLAB:UndefinedFunction"
UNDEFINED_FUNCTION_MSG = "Undefined function '{name}' for input arguments of type '{cls}'."
UNDEFINED_NAME_MSG = "Undefined function or variable '{name}'."
TOO_MANY_INPUTS = "MATLAB:TooManyInputs"
TOO_MANY_INPUTS_MSG = "Too many input arguments."
NOT_ENOUGH_INPUTS = "MATLAB:minrhs"
NOT_ENOUGH_INPUTS_MSG = "Not enough input arguments."
TOO_MANY_OUTPUTS = "MATLAB:maxlhs"
TOO_MANY_OUTPUTS_MSG = "Too many output arguments."
NARGINCHK_NOT_ENOUGH = "MATLAB:narginchk:notEnoughInputs"
NARGINCHK_TOO_MANY = "MATLAB:narginchk:tooManyInputs"
BAD_SUBSCRIPT = "MATLAB:badsubscript"
INDEX_OUT_OF_BOUNDS = "MATLAB:index:outOfBounds"
SIZE_MISMATCH = "MATLAB:sizeDimensionsMustMatch"
SIZE_MISMATCH_MSG = "Arrays have incompatible sizes for this operation."
INNER_DIM = "MATLAB:innerdim"
INNER_DIM_MSG = ("Incorrect dimensions for matrix multiplication. Check that the number of "
                 "columns in the first matrix matches the number of rows in the second matrix. "
                 "To operate on each element of the matrix individually, use TIMES (.*) for "
                 "elementwise multiplication.")
MIXED_INT = "MATLAB:mixedClasses"
MIXED_INT_MSG = "Integers can only be combined with integers of the same class, or scalar doubles."
INTERNAL = "RunMat:internal"
