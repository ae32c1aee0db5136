"""MATLAB errors as Python exceptions: ``MException`` is both.

Identifiers are MATLAB's own where MATLAB has one, ``RunMat:<builtin>:<Id>``
otherwise. Common texts live here so each is written once.
"""

from __future__ import annotations

from typing import Any

from runmat_accel.errors import MException, StackFrame  # noqa: F401  (the one error root)


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
OUT_OF_MEMORY = "MATLAB:nomem"
OUT_OF_MEMORY_MSG = "Out of memory."
INTERRUPTED = "MATLAB:interrupt"
INTERRUPTED_MSG = "Operation terminated by user."
INTERNAL = "RunMat:internal"
