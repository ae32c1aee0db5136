"""validateattributes (check class and attributes of an argument, with MATLAB's
'Expected input ...' messages and MATLAB:expected* identifiers) and validatestring
(match text against a list of valid choices, case-insensitively and by prefix)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_int_value, option, values
from runmat_builtins.lib.strings.core._text import is_cell, is_char, is_string
from runmat_builtins.lib.validation._checks import NUMERIC, is_integer_valued, numeric_values, real_part
from runmat_builtins.numeric import FLOAT_CLASSES, INT_CLASSES, class_name
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import char_row, is_numeric, shape_of, string_array, to_str



class _Who:
    """How the messages name the argument and how identifiers are prefixed."""

    def __init__(self, func: str, var: str, idx: int | None) -> None:
        self.func, self.var, self.idx = func, var, idx

    def noun(self) -> str:
        if self.idx is not None:
            return f"input number {self.idx}, {self.var}," if self.var else f"input number {self.idx}"
        return self.var or "input"

    def error(self, mnemonic: str, text: str) -> MException:
        return self.raw(mnemonic, f"Expected {self.noun()} {text}")

    def raw(self, mnemonic: str, message: str) -> MException:
        """The error with MATLAB's identifier; funcName also names it ('Error using funcName')."""
        ident = f"MATLAB:{self.func}:{mnemonic}" if self.func else f"MATLAB:{mnemonic}"
        err = MException(ident, message)
        if self.func:
            err.builtin = self.func
        return err


def _class_ok(v: Any, classes: list[str]) -> bool:
    cls = class_name(v)
    for c in classes:
        if c == cls or (c == "numeric" and cls in NUMERIC) or (c == "float" and cls in FLOAT_CLASSES) \
                or (c == "integer" and cls in INT_CLASSES):
            return True
        if c == "function_handle" and cls == "function_handle":
            return True
    return False


def _size_text(shp: tuple[int, ...]) -> str:
    return "x".join(str(d) for d in shp)


def _check(v: Any, attrs: list[Any], who: _Who) -> None:
    shp = shape_of(v)
    a = numeric_values(v)
    i = 0
    while i < len(attrs):
        name = option(attrs[i])
        if name is None:
            raise MException("MATLAB:validateattributes:badAttributeName",
                             "Attribute names must be character vectors.")
        i += 1
        arg = None
        if name in ("size", "numel", "ncols", "nrows", "ndims", ">", ">=", "<", "<="):
            if i >= len(attrs):
                raise MException("MATLAB:validateattributes:missingValue",
                                 f"The '{name}' attribute must be followed by a value.")
            arg = attrs[i]
            i += 1
        _one(v, a, shp, name, arg, who)


def _one(v: Any, a: np.ndarray | None, shp: tuple[int, ...], name: str, arg: Any, who: _Who) -> None:
    n = int(np.prod(shp))
    is_vec = len(shp) == 2 and 1 in shp
    r = None if a is None else real_part(a).astype(np.float64)

    def need(ok: bool, mnemonic: str, text: str) -> None:
        if not ok:
            raise who.error(mnemonic, text)

    def nums() -> np.ndarray:
        if r is None:
            raise who.error("expectedNumeric", "to be numeric.")
        return r

    if name == "2d":
        need(len(shp) == 2, "expected2D", "to be two-dimensional.")
    elif name == "3d":
        need(len(shp) <= 3, "expected3D", "to be three-dimensional.")
    elif name == "column":
        need(len(shp) == 2 and shp[1] == 1, "expectedColumn", "to be a column vector.")
    elif name == "row":
        need(len(shp) == 2 and shp[0] == 1, "expectedRow", "to be a row vector.")
    elif name == "scalar":
        need(n == 1, "expectedScalar", "to be a scalar.")
    elif name == "scalartext":
        need((is_char(v) and shp[0] <= 1) or (is_string(v) and n == 1), "expectedScalartext",
             "to be a character vector or string scalar.")
    elif name == "vector":
        need(is_vec, "expectedVector", "to be a vector.")
    elif name == "square":
        need(len(shp) == 2 and shp[0] == shp[1], "expectedSquare", "to be a square matrix.")
    elif name == "diag":
        need(len(shp) == 2 and r is not None and np.array_equal(r, np.diag(np.diag(r))), "expectedDiag",
             "to be diagonal.")
    elif name == "nonempty":
        need(n > 0, "expectedNonempty", "to be nonempty.")
    elif name == "nonsparse":
        pass
    elif name == "binary":
        need(bool(np.all((nums() == 0) | (nums() == 1))), "expectedBinary", "to be binary.")
    elif name == "even":
        x = nums()
        need(bool(np.all(np.isfinite(x) & (np.mod(x, 2) == 0))), "expectedEven", "to be even.")
    elif name == "odd":
        x = nums()
        need(bool(np.all(np.isfinite(x) & (np.mod(x, 2) == 1))), "expectedOdd", "to be odd.")
    elif name == "integer":
        need(a is not None and is_integer_valued(a), "expectedInteger", "to be integer-valued.")
    elif name == "real":
        need(a is not None and a.dtype.kind != "c", "expectedReal", "to be real.")
    elif name == "finite":
        need(bool(np.all(np.isfinite(nums()))), "expectedFinite", "to be finite.")
    elif name == "nonnan":
        need(not bool(np.any(np.isnan(nums()))), "expectedNonNaN", "to be non-NaN.")
    elif name == "nonnegative":
        need(bool(np.all(nums() >= 0)), "expectedNonnegative", "to be nonnegative.")
    elif name == "nonzero":
        need(bool(np.all(a != 0)) if a is not None else False, "expectedNonZero", "to be nonzero.")
    elif name == "positive":
        need(bool(np.all(nums() > 0)), "expectedPositive", "to be positive.")
    elif name in ("increasing", "decreasing", "nondecreasing", "nonincreasing"):
        x = nums().reshape(-1, order="F")
        d = np.diff(x)
        ok = {"increasing": np.all(d > 0), "decreasing": np.all(d < 0),
              "nondecreasing": np.all(d >= 0), "nonincreasing": np.all(d <= 0)}[name]
        ok = bool(ok) and not np.any(np.isnan(x))
        need(ok, "expected" + name.capitalize(), f"to be {name}.")
    elif name == "size":
        want = values(arg)
        ok = len(want) == len(shp) and all(w != w or w == s for w, s in zip(want, shp))
        wt = "x".join("N" if w != w else str(int(w)) for w in want)
        need(ok, "incorrectSize", f"to be of size {wt} when it is actually size {_size_text(shp)}.")
    elif name == "numel":
        k = int(values(arg)[0])
        need(n == k, "incorrectNumel", f"to be an array with number of elements equal to {k}.")
    elif name == "ncols":
        k = int(values(arg)[0])
        need(len(shp) >= 2 and shp[1] == k, "incorrectNumcols", f"to be an array with {k} columns.")
    elif name == "nrows":
        k = int(values(arg)[0])
        need(shp[0] == k, "incorrectNumrows", f"to be an array with {k} rows.")
    elif name == "ndims":
        k = int(values(arg)[0])
        need(len(shp) == k, "incorrectNumdims", f"to be an array with {k} dimensions.")
    elif name in (">", ">=", "<", "<="):
        c = values(arg)[0]
        x = nums()
        op = {">": np.greater, ">=": np.greater_equal, "<": np.less, "<=": np.less_equal}[name]
        mn = {">": "notGreater", ">=": "notGreaterEqual", "<": "notLess", "<=": "notLessEqual"}[name]
        cs = str(int(c)) if c == int(c) else repr(c)
        need(bool(np.all(op(x, c))), mn, f"to be an array with all of the values {name} {cs}.")
    else:
        raise MException("MATLAB:validateattributes:badAttributeName", f"Unknown attribute '{name}'.")


def _who(args: tuple) -> _Who:
    func = option(args[0]) if len(args) > 0 else None
    func = to_str(args[0]) if func is not None else ""
    var = to_str(args[1]) if len(args) > 1 and option(args[1]) is not None else ""
    idx = _arg_position(args[2]) if len(args) > 2 else None
    return _Who(func, var, idx)


def _arg_position(v: Any) -> int | None:
    """ARGINDEX as MATLAB checks it: a numeric scalar positive integer, or any empty (none)."""
    if not is_numeric(v) or np.size(v) > 1:
        raise MException("MATLAB:validateattributes:badArgPositionClass",
                         "ARGINDEX must be a numeric scalar or empty.")
    if np.size(v) == 0:
        return None
    x = values(v)[0]
    if not (is_int_value(x) and x >= 1):
        raise MException("MATLAB:validateattributes:badArgPosition",
                         "ARGINDEX must be a positive integer.")
    return int(x)


def _texts(v: Any) -> list[str]:
    if is_char(v):
        return [to_str(v)]
    if is_string(v):
        return ["" if e is None else str(e) for e in v.ravel(order="F")]
    if is_cell(v):
        return [to_str(e) for e in v.ravel(order="F")]
    raise MException("MATLAB:validateattributes:badClassList",
                     "The list must be a cell array of character vectors or a string array.")


@runtime_builtin(
    summary="Check that a value has one of the given classes and all the given attributes; error otherwise.",
    description="classes: class names plus 'numeric', 'float', 'integer' ({} for any). Attributes: "
                "2d, 3d, column, row, scalar, scalartext, vector, square, diag, nonempty, nonsparse, "
                "binary, even, odd, integer, real, finite, nonnan, nonnegative, nonzero, positive, "
                "increasing, decreasing, nondecreasing, nonincreasing, and size/numel/ncols/nrows/"
                "ndims/>/>=/</<= followed by a value. Errors read 'Expected input to be ...' with "
                "identifiers MATLAB:expected* (MATLAB:funcName:expected* when funcName is given).",
    keywords=["validate", "check arguments", "attributes", "input checking"],
    related=["validatestring", "mustBePositive", "inputParser"],
    signatures=["validateattributes(A, classes, attributes)",
                "validateattributes(A, classes, attributes, funcName)",
                "validateattributes(A, classes, attributes, funcName, varName)",
                "validateattributes(A, classes, attributes, funcName, varName, argIndex)"],
    errors=[ErrorSpec(identifier="MATLAB:invalidType", when="A is not of one of the classes"),
            ErrorSpec(identifier="MATLAB:expectedPositive", when="'positive' fails (one identifier per attribute)"),
            ErrorSpec(identifier="MATLAB:incorrectSize", when="'size' does not match")],
    examples=[Example(code="validateattributes([1 2 3], {'numeric'}, {'positive', 'row'})", output=""),
              Example(code="try\n  validateattributes(-1, {'numeric'}, {'positive'})\ncatch e\n"
                           "  disp(e.identifier)\n  disp(e.message)\nend",
                      output="MATLAB:expectedPositive\nExpected input to be positive.\n")],
)
def validateattributes(a: Any, classes: Any, attributes: Any, *args: Any) -> None:
    who = _who(args)
    names = [c for c in _texts(classes)] if not (is_cell(classes) and classes.size == 0) else []
    if names and not _class_ok(a, names):
        raise who.raw("invalidType", f"Expected {who.noun()} to be one of these types:\n\n{', '.join(names)}\n\n"
                                     f"Instead its type was {class_name(a)}.")
    attrs = list(attributes.ravel(order="F")) if is_cell(attributes) else []
    _check(a, attrs, who)
    return None


@runtime_builtin(
    summary="Match text against valid choices (case-insensitive, unambiguous prefix) and return the choice.",
    description="An exact (case-insensitive) match wins; otherwise the choices starting with the "
                "text must be one, or all contain the shortest one. The matched choice is returned "
                "as written in the list (a string if the input was a string).",
    keywords=["validate", "options", "choices", "match", "abbreviation"],
    related=["validateattributes", "mustBeMember", "strncmpi"],
    signatures=["validStr = validatestring(str, strArray)", "validStr = validatestring(str, strArray, funcName)",
                "validStr = validatestring(str, strArray, funcName, varName, argIndex)"],
    errors=[ErrorSpec(identifier="MATLAB:unrecognizedStringChoice", when="no choice matches"),
            ErrorSpec(identifier="MATLAB:ambiguousStringChoice", when="several choices match the prefix")],
    examples=[Example(code="s = validatestring('app', {'apple', 'banana'})", output="s =\n\n    'apple'\n\n"),
              Example(code="try\n  validatestring('x', {'apple', 'banana'})\ncatch e\n  disp(e.identifier)\nend",
                      output="MATLAB:unrecognizedStringChoice\n")],
)
def validatestring(s: Any, choices: Any, *args: Any) -> Any:
    if len(args) == 1 and option(args[0]) is None and not is_char(args[0]) and not is_string(args[0]):
        args = (char_row(""), char_row(""), args[0])  # validatestring(str, strArray, argIndex)
    who = _who(args)
    if not ((is_char(s) and (s.size == 0 or s.shape[0] == 1)) or (is_string(s) and s.size == 1)):
        raise who.error("invalidType", "to be a character vector or string scalar.")
    text = to_str(s)
    options_ = _texts(choices)
    low = text.lower()
    exact = [c for c in options_ if c.lower() == low]
    hits = exact or ([c for c in options_ if c.lower().startswith(low)] if low else [])
    if not hits:
        raise who.raw("unrecognizedStringChoice", f"Expected {who.noun()} to match one of these values:\n\n"
                                + ", ".join(f"'{c}'" for c in options_)
                                + f"\n\nThe input, '{text}', did not match any of the valid values.")
    shortest = min(hits, key=len)
    if len(hits) > 1 and not all(h.lower().startswith(shortest.lower()) for h in hits):
        raise who.raw("ambiguousStringChoice", f"Expected {who.noun()} to match one of these values:\n\n"
                                + ", ".join(f"'{c}'" for c in options_)
                                + f"\n\nThe input, '{text}', matched more than one valid value.")
    return string_array(shortest) if is_string(s) else char_row(shortest)


