"""MATLAB's errors for tall arrays (identifiers as MATLAB raises them)."""

from __future__ import annotations

from runmat_builtins import errors
from runmat_builtins.errors import MException

INCOMPATIBLE = "MATLAB:bigdata:array:IncompatibleTallIndexing"
INCOMPATIBLE_MSG = ("Incompatible non-scalar tall array arguments. Each of the tall arrays must be the same "
                    "size in the first dimension, must be derived from a single tall array, and must not have "
                    "been indexed differently in the first dimension (indexing operations include functions "
                    "such as VERTCAT, SPLITAPPLY, SORT, CELL2MAT, SYNCHRONIZE, RETIME and so on).")
SUBSINDEX = "MATLAB:bigdata:array:SubsindexNotSupported"
SIZE_MISMATCH = "MATLAB:sizeDimensionsMustMatch"
SIZE_MISMATCH_MSG = "Arrays have incompatible sizes for this operation."
UNSUPPORTED_TYPE = "RunMat:tall:unsupportedType"


def incompatible() -> MException:
    return MException(INCOMPATIBLE, INCOMPATIBLE_MSG)


def undefined(name: str) -> MException:
    """MATLAB's answer for a function that has no tall implementation."""
    return MException(errors.UNDEFINED_FUNCTION, errors.UNDEFINED_FUNCTION_MSG.format(name=name, cls="tall"))


ASSIGN_FIRST = "MATLAB:bigdata:array:SubsasgnFirstDimTallOrColon"
ASSIGN_FIRST_MSG = ("The first subscript of an assignment to a tall array must be a colon or a tall logical "
                    "column vector.")
ASSIGN_VALUE = "MATLAB:bigdata:array:SubsasgnValueMustBeScalarOrTall"
ASSIGN_VALUE_MSG = "The value assigned to part of a tall array must be a scalar or a tall array."
ASSIGN_SINGLE = "MATLAB:bigdata:array:SubsasgnSingleSubDims"
ASSIGN_SINGLE_MSG = ("An assignment to a tall array with one subscript needs a logical subscript of the "
                     "array's size, or a column vector.")
