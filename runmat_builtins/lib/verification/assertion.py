"""assert in MATLAB's form (condition, message) and Octave's comparison form (observed, expected, tol)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import scalar_value
from runmat_builtins.lib.verification.equality import values_equal
from runmat_builtins.numeric import NUMERIC_CLASSES, to_numeric
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import as_array, class_of, is_char, is_logical, shape_of, to_str

FAILED = "MATLAB:assertion:failed"


def _truthy(cond: Any) -> bool:
    arr = as_array(cond)
    if arr.dtype.kind not in "biuf":
        raise MException("MATLAB:assertion:LogicalCondition", "Condition input must be logical or numeric.")
    return arr.size > 0 and bool(np.all(arr != 0))


def _format(template: str, args: tuple) -> str:
    try:
        from runmat_builtins.format import sprintf

        return sprintf(template, args)
    except ImportError:  # pragma: no cover - the format module ships with the core
        return template


def _dims(shape: tuple[int, ...]) -> str:
    return "x".join(str(d) for d in shape)


def _compare(observed: Any, expected: Any, tol: float) -> str | None:
    """Octave's comparison: None when they agree, else the reason."""
    if is_char(expected) or class_of(expected) == "string":
        return None if values_equal(observed, expected, False) and class_of(observed) == class_of(expected) \
            else f"Strings don't match: observed '{_text(observed)}', expected '{_text(expected)}'"
    if class_of(expected) in ("cell", "struct"):
        return None if values_equal(observed, expected, True) else "Cell or struct contents don't match"
    if not (_numeric(observed) and _numeric(expected)):  # handles, objects: equal or not
        return None if values_equal(observed, expected, True) else \
            f"Class {class_of(observed)} != {class_of(expected)}" if class_of(observed) != class_of(expected) \
            else "Values do not match"
    if shape_of(observed) != shape_of(expected):
        return (f"Dimensions don't match: observed {_dims(shape_of(observed))}, "
                f"expected {_dims(shape_of(expected))}")
    if tol == 0 and class_of(observed) != class_of(expected):
        return f"Class {class_of(observed)} != {class_of(expected)}"
    a, b = _numbers(observed), _numbers(expected)
    nan_a, nan_b = np.isnan(a), np.isnan(b)
    if np.any(nan_a != nan_b):
        return "'NaN' mismatch"
    ok = ~nan_a
    a, b = a[ok], b[ok]
    if tol == 0:
        bad = a != b
    elif tol > 0:
        bad = np.abs(a - b) > tol
    else:
        bad = np.abs(a - b) > abs(tol) * np.abs(b)
    if np.any(bad):
        err = np.max(np.abs(a - b)[bad])
        kind = "Abs" if tol >= 0 else "Rel"
        return f"{kind} err {err:.5g} exceeds tol {abs(tol):.5g} by {err - abs(tol):.1g}"
    return None


def _numbers(v: Any) -> np.ndarray:
    """Values as double (or complex) numbers; char as its codes."""
    a = np.asarray(as_array(to_numeric(v)))
    return a.astype(np.complex128 if np.iscomplexobj(a) else np.float64)


def _numeric(v: Any) -> bool:
    return class_of(v) in NUMERIC_CLASSES or class_of(v) in ("logical", "char")


def _text(v: Any) -> str:
    try:
        return to_str(v)
    except TypeError:
        return class_of(v)


@runtime_builtin(
    name="assert",
    summary="Error when a condition is false, or when an observed value differs from the expected one.",
    description="assert(cond, msg, args...) raises MATLAB:assertion:failed with the formatted message; "
                "assert(cond, errID, msg, args...) uses errID. The comparison form used by Octave test code, "
                "assert(observed, expected[, tol]), compares class, size and values; a negative tol is relative.",
    keywords=["test", "check", "verify", "condition"],
    related=["error", "isequal"],
    signatures=["assert(COND)", "assert(COND, MSG, ...)", "assert(COND, ERRID, MSG, ...)",
                "assert(OBSERVED, EXPECTED)", "assert(OBSERVED, EXPECTED, TOL)"],
    errors=[ErrorSpec(identifier=FAILED, when="the condition is false or the values differ")],
    examples=[Example(code="assert(1 + 1 == 2)\nassert([1 2 3], [1 2 3])\nassert(3.14159, 3.1416, 1e-4)\n"
                           "try\n  assert(false, 'x was %d', 3)\ncatch e\n  disp(e.message)\nend",
                      output="x was 3\n")],
    suppress_auto_output=True,
)
def assert_(cond: Any, *rest: Any) -> None:
    if not rest or (is_logical(cond) and is_char(rest[0])):
        if _truthy(cond):
            return None
        if not rest:
            raise MException(FAILED, "Assertion failed.")
        first = to_str(rest[0])
        if len(rest) >= 2 and ":" in first and " " not in first and is_char(rest[1]):
            raise MException(first, _format(to_str(rest[1]), rest[2:]))
        raise MException(FAILED, _format(first, rest[1:]))
    expected = rest[0]
    tol = 0.0
    if len(rest) >= 2:
        tol = float(scalar_value(rest[1]))
    reason = _compare(cond, expected, tol)
    if reason is not None:
        raise MException(FAILED, f"ASSERT errors for:  assert (cond,expected,tol)\n\n  {reason}")
    return None


assert_.__name__ = "assert"
