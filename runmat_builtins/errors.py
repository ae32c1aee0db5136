"""MATLAB errors as Python exceptions: ``MException`` is both.

Identifiers are MATLAB's own where MATLAB has one, ``RunMat:<builtin>:<Id>``
otherwise. Common texts live here so each is written once.
"""

from __future__ import annotations

from typing import Any

from runmat_accel.errors import MException, StackFrame  # noqa: F401  (the one error root)


class MatlabExit(BaseException):
    """``exit``/``quit`` ran: the program asks to end with exit status ``code`` (0-255 on Linux,
    as MATLAB returns it). A ``BaseException`` like ``SystemExit``, so MATLAB's try/catch and
    every ``except Exception`` of the runtime let it through to the host: the CLI exits with
    ``code``, the REPL ends, the Jupyter kernel starts a fresh workspace, and an embedding
    program catches it from ``Session.run`` (``runmat_vm.MatlabExit``). ``force`` records
    ``exit force`` (RunMat has no finish.m to bypass)."""

    def __init__(self, code: int = 0, force: bool = False) -> None:
        super().__init__(code)
        self.code = code
        self.force = force


class ArgumentTypeError(MException, TypeError):
    """An argument of the wrong class, found by a shared argument helper: a MATLAB error
    (``MATLAB:invalidType``) that a caller may still catch as ``TypeError`` to read the
    argument another way or to raise its own builtin's error."""


INVALID_TYPE = "MATLAB:invalidType"
NUMERIC_TYPES = "double, single, int8, int16, int32, int64, uint8, uint16, uint32, uint64, logical, char"
TEXT_TYPES = "char, string"


def invalid_type(expected: str, got: str) -> ArgumentTypeError:
    """validateattributes' wording: the classes expected and the class given."""
    return ArgumentTypeError(INVALID_TYPE, f"Expected input to be one of these types:\n\n{expected}\n\n"
                                           f"Instead its type was {got}.")


class UndefinedForClass(ArgumentTypeError):
    """``MATLAB:UndefinedFunction`` for an argument class a builtin has no method for (a
    function handle given to an array builtin), raised by a shared helper that does not know
    which builtin it serves: ``call_builtin`` names the builtin in the message."""

    def __init__(self, cls: str, name: str = "") -> None:
        super().__init__(UNDEFINED_FUNCTION, UNDEFINED_FUNCTION_MSG.format(name=name, cls=cls))
        self.cls = cls

    def named(self, name: str) -> None:
        self.message = UNDEFINED_FUNCTION_MSG.format(name=name, cls=self.cls)
        self.args = (self.message,)


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
