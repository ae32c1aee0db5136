"""MATLAB's identifiers and wording for indexing errors, written once."""

from __future__ import annotations

from runmat_builtins.errors import BAD_SUBSCRIPT, INDEX_OUT_OF_BOUNDS, MException

BAD_SUBSCRIPT_MSG = "Array indices must be positive integers or logical values."
CATENATE = "MATLAB:catenate:dimensionMismatch"
CATENATE_MSG = "Dimensions of arrays being concatenated are not consistent."
STRUCT_FIELDS_CAT = "MATLAB:catenate:structFieldBad"
STRUCT_FIELDS_CAT_MSG = ("Names of fields in structure arrays being concatenated do not match. "
                         "Concatenation of structure arrays requires that these arrays have the same "
                         "set of fields.")
CELL_REF = "MATLAB:cellRefFromNonCell"
CELL_REF_MSG = "Brace indexing is not supported for variables of this type."
CELL_ASSIGN = "MATLAB:cellAssToNonCell"
CELL_ASSIGN_MSG = ("Unable to perform assignment because brace indexing is not supported for "
                   "variables of this type. Use parentheses instead.")
STRUCT_REF = "MATLAB:structRefFromNonStruct"
STRUCT_REF_MSG = "Dot indexing is not supported for variables of this type."
STRUCT_ASSIGN = "MATLAB:dotAssignmentNotSupported"  # identifier not verified against MATLAB
STRUCT_ASSIGN_MSG = ("Unable to perform assignment because dot indexing is not supported for "
                     "variables of this type.")
SCALAR_STRUCT = "MATLAB:scalarStructRequired"  # identifier not verified against MATLAB
SCALAR_STRUCT_MSG = "Scalar structure required for this assignment."
NO_FIELD = "MATLAB:nonExistentField"
NUMEL_MISMATCH = "MATLAB:subsassignnumelmismatch"
NUMEL_MISMATCH_MSG = ("Unable to perform assignment because the left and right sides have a "
                      "different number of elements.")
DIM_MISMATCH = "MATLAB:subsassigndimmismatch"
DIM_MISMATCH_MSG = ("Unable to perform assignment because the size of the left side is {lhs} and "
                    "the size of the right side is {rhs}.")
AMBIGUOUS_GROWTH = "MATLAB:indexed_matrix_cannot_be_resized"
AMBIGUOUS_GROWTH_MSG = "Attempt to grow array along ambiguous dimension."
NULL_ASSIGN = "MATLAB:subsdeldimmismatch"
NULL_ASSIGN_MSG = "A null assignment can have only one non-colon index."
DELETE_RANGE = "MATLAB:subsdeldimmismatch"
DELETE_RANGE_MSG = "Matrix index is out of range for deletion."
CONVERSION = "MATLAB:invalidConversion"
CONVERSION_MSG = "Conversion to {to} from {frm} is not possible."
HETERO_STRUCT = "MATLAB:heterogeneousStrucAssignment"
HETERO_STRUCT_MSG = "Subscripted assignment between dissimilar structures."
LOGICAL_NAN = "MATLAB:nologicalnan"
LOGICAL_NAN_MSG = "NaN's cannot be converted to logicals."
LOGICAL_OOB_MSG = "The logical indices contain a true value outside of the array bounds."
FH_INDEX = "MATLAB:index:functionHandle"  # identifier not verified against MATLAB
FH_CAT = "MATLAB:catenate:functionHandle"  # identifier not verified against MATLAB
FH_CAT_MSG = "Nonscalar arrays of function handles are not allowed; use cell arrays instead."


def bad_subscript(pos: int, n: int) -> MException:
    """``A(0)``, ``A(1.5)``: not a positive integer (position named when several subscripts)."""
    if n == 1:
        return MException(BAD_SUBSCRIPT, BAD_SUBSCRIPT_MSG)
    return MException(BAD_SUBSCRIPT, f"Index in position {pos + 1} is invalid. {BAD_SUBSCRIPT_MSG}")


def out_of_bounds(pos: int, n: int, limit: int) -> MException:
    """``A(k)`` past the end: MATLAB's R2021+ wording."""
    if n == 1:
        return MException(INDEX_OUT_OF_BOUNDS, "Index exceeds the number of array elements. "
                          f"Index must not exceed {limit}.")
    return MException(INDEX_OUT_OF_BOUNDS, f"Index in position {pos + 1} exceeds array bounds. "
                      f"Index must not exceed {limit}.")


def logical_out_of_bounds() -> MException:
    return MException(INDEX_OUT_OF_BOUNDS, LOGICAL_OOB_MSG)


def dims_text(shape: tuple[int, ...]) -> str:
    return "-by-".join(str(int(d)) for d in shape)


def dim_mismatch(lhs: tuple[int, ...], rhs: tuple[int, ...]) -> MException:
    return MException(DIM_MISMATCH, DIM_MISMATCH_MSG.format(lhs=dims_text(lhs), rhs=dims_text(rhs)))


def conversion(to: str, frm: str) -> MException:
    return MException(CONVERSION, CONVERSION_MSG.format(to=to, frm=frm))


def no_field(name: str) -> MException:
    return MException(NO_FIELD, f'Unrecognized field name "{name}".')
