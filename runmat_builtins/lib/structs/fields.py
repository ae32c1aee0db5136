"""struct and its field tools: fieldnames, isfield, rmfield, setfield, getfield, orderfields."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.indexing.messages import out_of_bounds
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, cell_array, char_row, class_of
from runmat_builtins.lib.strings.core._text import char_text, is_cell, is_char, is_string
from runmat_builtins.lib.array.shape._args import is_int_value, values

_FIELD_RE = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")


def field_name(v: Any, fname: str) -> str:
    """A field name argument (char row or string scalar) as ``str``."""
    if is_char(v) and (v.size == 0 or v.shape[0] == 1):
        return char_text(v)
    if is_string(v) and v.size == 1 and v.flat[0] is not None:
        return str(v.flat[0])
    if fname == "struct":
        raise MException("MATLAB:struct:FieldValuePairs",
                         "Field and value input arguments must come in pairs.")
    raise MException(f"MATLAB:{fname}:InvalidFieldName",
                     "Field names must be character vectors or string scalars.")


def name_list(v: Any, fname: str) -> list[str]:
    """Field names given as char, string array or cellstr."""
    if is_cell(v):
        return [field_name(e, fname) for e in v.ravel(order="F")]
    if is_string(v):
        return [str(s) for s in v.ravel(order="F").tolist()]
    if is_char(v) and v.ndim == 2 and v.shape[0] > 1:
        return ["".join(r).rstrip() for r in v.tolist()]
    return [field_name(v, fname)]


def check_field_name(name: str) -> None:
    if not _FIELD_RE.match(name) or len(name) > 63:
        raise MException("MATLAB:struct:InvalidFieldName",
                         f'Invalid field name "{name}".')


def require_struct(s: Any, fname: str, pos: int = 1) -> StructArray:
    if not isinstance(s, StructArray):
        if fname == "fieldnames":
            raise MException("MATLAB:fieldnames:InvalidInput",
                             f"Invalid input argument of type '{class_of(s)}'. Input must be a structure.")
        raise MException(f"MATLAB:{fname}:InvalidInput",
                         f"Input #{pos} must be a structure (it is of class '{class_of(s)}').")
    return s


@runtime_builtin(
    summary="Create a structure or structure array from field/value pairs.",
    description="A cell array value makes a struct array of the cell's size, one element per "
                "cell (1x1 cells and non-cell values are copied to every element); wrap a cell "
                "value in another cell to store it as is. struct() is a 1x1 struct with no fields, "
                "struct([]) a 0x0 struct with no fields; struct('a', {}) is a 0x0 struct array with field a.",
    keywords=["structure", "record", "fields", "struct array"],
    related=["fieldnames", "cell2struct", "isfield", "setfield"],
    signatures=["S = struct()", "S = struct([])", "S = struct(FIELD1, VALUE1, ..., FIELDN, VALUEN)", "S = struct(S0)"],
    errors=[ErrorSpec(identifier="MATLAB:struct:FieldValuePairs",
                      when="fields and values do not come in pairs"),
            ErrorSpec(identifier="MATLAB:struct:InvalidFieldName", when="a field name is not valid"),
            ErrorSpec(identifier="MATLAB:struct:CellDimensionMismatch",
                      when="cell values have different sizes")],
    examples=[Example(code="s = struct('a', 1, 'b', 'xy')",
                      output="s =\n\n  struct with fields:\n\n    a: 1\n    b: 'xy'\n\n"),
              Example(code="s = struct('a', {1, 2})",
                      output="s =\n\n  1×2 struct array with fields:\n\n    a\n\n")],
)
def struct(*args: Any) -> StructArray:
    if not args:
        return StructArray.scalar({})
    if len(args) == 1 and isinstance(args[0], StructArray):
        return args[0]
    if len(args) == 1 and type(args[0]) is np.ndarray and args[0].size == 0 and args[0].dtype.kind in "fb":
        return StructArray([], np.empty((0, 0), dtype=object))  # struct([]): 0x0, no fields
    if len(args) % 2:
        raise MException("MATLAB:struct:FieldValuePairs",
                         "Field and value input arguments must come in pairs.")
    names: list[str] = []
    values: list[Any] = []
    shape: tuple[int, ...] | None = None
    for i in range(0, len(args), 2):
        name = field_name(args[i], "struct")
        check_field_name(name)
        v = args[i + 1]
        if is_cell(v) and v.size != 1:
            if shape is not None and v.shape != shape:
                raise MException("MATLAB:struct:CellDimensionMismatch",
                                 "Array dimensions of input "
                                 f"{i + 2} must match those of input {_first_cell(args) + 1} or be scalar.")
            shape = v.shape
        if name in names:
            values[names.index(name)] = v
        else:
            names.append(name)
            values.append(v)
    shape = shape or (1, 1)
    n = int(np.prod(shape))
    flat = np.empty(n, dtype=object)
    per = [v.reshape(-1, order="F") if is_cell(v) and v.size != 1 else None for v in values]
    one = [v.flat[0] if is_cell(v) and v.size == 1 else v for v in values]
    for k in range(n):
        flat[k] = {nm: (one[j] if per[j] is None else per[j][k]) for j, nm in enumerate(names)}
    elems = flat.reshape(shape, order="F")
    return StructArray(names, elems)


def _first_cell(args: tuple[Any, ...]) -> int:
    for i in range(1, len(args), 2):
        if is_cell(args[i]) and args[i].size != 1:
            return i
    return 1


@runtime_builtin(
    summary="Field names of a structure, as a column cell array.",
    keywords=["fields", "structure", "names"],
    related=["isfield", "struct", "orderfields"],
    signatures=["F = fieldnames(S)"],
    errors=[ErrorSpec(identifier="MATLAB:fieldnames:InvalidInput", when="S is not a struct or object")],
    examples=[Example(code="f = fieldnames(struct('a', 1, 'b', 2))",
                      output="f =\n\n  2×1 cell array\n\n    {'a'}\n    {'b'}\n\n")],
    accel={"kind": "meta"},
)
def fieldnames(s: Any) -> np.ndarray:
    fields = getattr(s, "matlab_fieldnames", None)
    if callable(fields) and not isinstance(s, StructArray):
        names = list(fields())
    else:
        names = require_struct(s, "fieldnames").fields
    return cell_array([char_row(n) for n in names], (len(names), 1))


@runtime_builtin(
    summary="True where the names are fields of the structure.",
    description="A cell array of names gives a logical array of its size; a non-struct gives false.",
    keywords=["fields", "structure", "predicate"],
    related=["fieldnames", "isstruct"],
    signatures=["TF = isfield(S, FIELD)"],
    examples=[Example(code="tf = isfield(struct('a', 1), {'a', 'b'})", output="tf =\n\n"
                                                                              "  1×2 logical array\n\n"
                                                                              "   1   0\n\n"),
              Example(code="tf = isfield(struct('a', 1), 'a')", output="tf =\n\n  logical\n\n   1\n\n")],
    accel={"kind": "meta"},
)
def isfield(s: Any, field: Any) -> Any:
    fields = set(s.fields) if isinstance(s, StructArray) else None
    if is_cell(field):
        vals = [fields is not None and is_char(e) and char_text(e) in fields for e in field.ravel(order="F")]
        return np.array(vals, dtype=bool).reshape(field.shape, order="F")
    if is_string(field) and field.size != 1:
        vals = [fields is not None and t in fields for t in field.ravel(order="F").tolist()]
        return np.array(vals, dtype=bool).reshape(field.shape, order="F")
    if fields is None:
        return False
    try:
        return field_name(field, "isfield") in fields
    except MException:
        return False


def _with_fields(s: StructArray, names: list[str]) -> StructArray:
    elems = np.empty(s.shape, dtype=object)
    for i, d in enumerate(s.elems.flat):
        elems.flat[i] = {k: d[k] for k in names}
    return StructArray(names, elems)


@runtime_builtin(
    summary="Remove fields from a structure array.",
    keywords=["fields", "remove", "delete", "structure"],
    related=["setfield", "fieldnames", "isfield"],
    signatures=["S = rmfield(S, FIELD)"],
    errors=[ErrorSpec(identifier="MATLAB:rmfield:InvalidFieldname", when="a field does not exist")],
    examples=[Example(code="s = rmfield(struct('a', 1, 'b', 2), 'a')",
                      output="s =\n\n  struct with fields:\n\n    b: 2\n\n")],
)
def rmfield(s: Any, field: Any) -> StructArray:
    s = require_struct(s, "rmfield")
    drop = name_list(field, "rmfield")
    for f in drop:
        if f not in s.fields:
            raise MException("MATLAB:rmfield:InvalidFieldname",
                             f"A field named '{f}' doesn't exist.")
    gone = set(drop)
    return _with_fields(s, [f for f in s.fields if f not in gone])


def _index_of(idx: Any, shape: tuple[int, ...]) -> int:
    """A linear 0-based position from a cell of subscripts like {2} or {1, 3}."""
    subs = []
    for e in idx.ravel(order="F"):
        v = values(e) if not is_char(e) else []
        if len(v) != 1 or not is_int_value(v[0]) or v[0] < 1:
            raise MException("MATLAB:badsubscript", "Array indices must be positive integers or logical values.")
        subs.append(int(v[0]) - 1)
    if len(subs) == 1:
        numel = int(np.prod(shape))
        if subs[0] >= numel:
            raise out_of_bounds(0, 1, numel)
        return subs[0]
    # trailing subscripts past the array's dimensions are 1; with fewer, the last one spans the rest
    dims = list(shape[:len(subs) - 1]) + [int(np.prod(shape[len(subs) - 1:]))] if len(subs) <= len(shape) \
        else list(shape) + [1] * (len(subs) - len(shape))
    for k, (i, d) in enumerate(zip(subs, dims)):
        if i >= d:
            raise out_of_bounds(k, len(subs), d)
    return int(np.ravel_multi_index(tuple(subs), tuple(dims), order="F"))


@runtime_builtin(
    summary="Value of a structure field (nested fields and indices allowed).",
    description="getfield(S, 'a', 'b') is S.a.b; a cell of indices before a field name selects "
                "an element, as in getfield(S, {2}, 'a') for S(2).a.",
    keywords=["fields", "get", "structure", "dynamic field"],
    related=["setfield", "fieldnames", "isfield"],
    signatures=["V = getfield(S, FIELD)", "V = getfield(S, FIELD1, ..., FIELDN)"],
    errors=[ErrorSpec(identifier="MATLAB:nonExistentField", when="a field does not exist")],
    examples=[Example(code="v = getfield(struct('a', struct('b', 5)), 'a', 'b')", output="v =\n\n     5\n\n")],
)
def getfield(s: Any, *path: Any) -> Any:
    if not path:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    v = s
    idx = 0
    for p in path:
        if is_cell(p):
            if not isinstance(v, StructArray):
                return _index_value(v, p)
            idx = _index_of(p, v.shape)
            continue
        name = field_name(p, "getfield")
        if not isinstance(v, StructArray):
            raise MException("MATLAB:structRefFromNonStruct",
                             "Dot indexing is not supported for variables of this type.")
        if name not in v.fields:
            raise MException("MATLAB:nonExistentField",
                             f"Reference to non-existent field '{name}'.")
        if v.size == 0:
            raise MException("MATLAB:index:outOfBounds", "Index exceeds the number of array elements (0).")
        v = v.elems.reshape(-1, order="F")[idx][name]
        idx = 0
    return v


def _index_value(v: Any, p: np.ndarray) -> Any:
    a = np.asarray(v) if type(v) is not np.ndarray else v
    i = _index_of(p, a.shape)
    out = a.reshape(-1, order="F")[i]
    if a.dtype == np.float64:
        return float(out)
    if a.dtype.kind == "b":
        return bool(out)
    return a.reshape(-1, order="F")[i:i + 1].reshape(1, 1)


def _set_path(v: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    p = path[0]
    idx = 0
    if is_cell(p):
        if not isinstance(v, StructArray):
            raise MException("RunMat:setfield:Unsupported",
                             "setfield supports indices only before struct field names.")
        idx = _index_of(p, v.shape)
        path = path[1:]
        if not path:
            raise MException("MATLAB:minrhs", "Not enough input arguments.")
        p = path[0]
    name = field_name(p, "setfield")
    check_field_name(name)
    if v is None or (type(v) is np.ndarray and v.size == 0 and v.dtype.kind == "f"):
        v = StructArray.scalar({})
    if not isinstance(v, StructArray):
        raise MException("RunMat:setfield:NotAStruct",
                         "Field assignment to a non-structure array object.")
    out = v.copy()
    if idx >= out.size:
        raise MException("MATLAB:index:outOfBounds", "Index exceeds the number of array elements.")
    if name not in out.fields:
        out.fields.append(name)
        for d in out.elems.flat:
            d.setdefault(name, np.zeros((0, 0)))
    flat = out.elems.reshape(-1, order="F")
    cur = flat[idx].get(name)
    flat[idx][name] = _set_path(cur if len(path) > 1 else None, path[1:], value) if len(path) > 1 else value
    return out


@runtime_builtin(
    summary="Copy of a structure with a field set (nested fields allowed).",
    description="setfield(S, 'a', 'b', V) sets S.a.b = V, creating missing fields; a cell of "
                "indices before a field name selects an element of a struct array.",
    keywords=["fields", "set", "assign", "structure", "dynamic field"],
    related=["getfield", "rmfield", "struct"],
    signatures=["S = setfield(S, FIELD, V)", "S = setfield(S, FIELD1, ..., FIELDN, V)"],
    errors=[ErrorSpec(identifier="MATLAB:struct:InvalidFieldName", when="a field name is not valid")],
    examples=[Example(code="s = setfield(struct('a', 1), 'b', 2)",
                      output="s =\n\n  struct with fields:\n\n    a: 1\n    b: 2\n\n")],
)
def setfield(s: Any, *args: Any) -> Any:
    if len(args) < 2:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    return _set_path(s, args[:-1], args[-1])


@runtime_builtin(
    summary="Reorder the fields of a structure array.",
    description="By default in ASCII order; or as in another struct with the same fields, a "
                "cell array of the names, or a permutation vector. The second output is the "
                "permutation (a column vector).",
    keywords=["fields", "sort", "order", "structure"],
    related=["fieldnames", "sort"],
    signatures=["S = orderfields(S1)", "[S, P] = orderfields(S1, S2)", "[S, P] = orderfields(S1, C)",
                "[S, P] = orderfields(S1, P1)"],
    errors=[ErrorSpec(identifier="MATLAB:orderfields:InvalidOrder",
                      when="the order does not name exactly the struct's fields")],
    examples=[Example(code="f = fieldnames(orderfields(struct('b', 1, 'a', 2)))",
                      output="f =\n\n  2×1 cell array\n\n    {'a'}\n    {'b'}\n\n")],
    output_mode="nargout",
)
def orderfields(s: Any, order: Any = None, *, nargout: int) -> Any:
    s = require_struct(s, "orderfields")
    if order is None:
        names = sorted(s.fields)
    elif isinstance(order, StructArray):
        names = list(order.fields)
    elif is_cell(order) or is_string(order):
        names = name_list(order, "orderfields")
    else:
        perm = [int(x) - 1 for x in np.asarray(order, dtype=np.float64).ravel(order="F")]
        if sorted(perm) != list(range(len(s.fields))):
            raise MException("MATLAB:orderfields:InvalidOrder",
                             "Permutation vector must contain each field index exactly once.")
        names = [s.fields[i] for i in perm]
    if sorted(names) != sorted(s.fields):
        raise MException("MATLAB:orderfields:InvalidOrder",
                         "The order must name exactly the fields of the structure.")
    out = _with_fields(s, names)
    if nargout > 1:
        perm = np.array([s.fields.index(n) + 1 for n in names], dtype=np.float64).reshape(-1, 1)
        return out, perm
    return out
