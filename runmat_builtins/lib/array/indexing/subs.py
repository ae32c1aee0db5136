"""subsref, subsasgn and substruct: MATLAB's functional indexing, device-capable.

Both accept MATLAB's form (an index struct ``S`` with ``type``/``subs``, as ``substruct``
builds) and the VM's direct form (``subsref(A, i1, ..., iN)``, ``subsasgn(A, B, i1, ..., iN)``)
that the VM uses to index a gpuArray on its device.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.indexing import (
    COLON, assign_brace, delete, field_get, field_set, index, index_brace,
)
from runmat_builtins.indexing.delete import delete_block
from runmat_builtins.indexing.read import _one_element
from runmat_builtins.indexing.levels import TYPES as _TYPES, colon, is_index_struct, levels
from runmat_builtins.indexing.write import _untyped, assign, assign_xp
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, char_row, is_char, is_string, to_str

_ALL = ["double", "single", "int", "logical", "complex"]


def _ref(value: Any, typ: str, subs: Any, xp: Any) -> Any:
    if typ == "()":
        return index(value, subs, xp)
    if typ == "{}":
        vals = index_brace(value, subs)
        if not vals:
            raise MException("MATLAB:index:expected_one_output_from_expression",
                             "Indexing produced no results.")
        return vals[0]
    return field_get(value, subs)[0]


def _device_form(out: Any, xp: Any) -> Any:
    """Results of indexing an array stay arrays (a device result must not become a host float)."""
    t = type(out)
    if t is float or t is bool or t is complex:
        return xp.asarray([[out]])
    return out


@runtime_builtin(
    summary="Subscripted reference: A(i,...), A{i} or A.f as a function call.",
    description="B = subsref(A, S) applies the index struct S (type '()', '{}' or '.' and subs, "
                "as built by substruct) level by level. The direct form subsref(A, i1, ..., iN) "
                "is A(i1, ..., iN); a gpuArray A is indexed on its device.",
    keywords=["index", "subscript", "reference", "substruct", "paren", "brace"],
    related=["subsasgn", "substruct", "sub2ind"],
    signatures=["B = subsref(A, S)", "B = subsref(A, I1, ..., IN)"],
    errors=[ErrorSpec(identifier="MATLAB:index:outOfBounds", when="an index exceeds the array bounds"),
            ErrorSpec(identifier="MATLAB:badsubscript", when="an index is not a positive integer or logical"),
            ErrorSpec(identifier="MATLAB:cellRefFromNonCell", when="'{}' on a value that is not a cell"),
            ErrorSpec(identifier="MATLAB:nonExistentField", when="'.' names a field the struct lacks"),
            ErrorSpec(identifier="MATLAB:subsTypeMustBeSquigglyOrSmooth", when="S.type is not '()', '{}' or '.'")],
    examples=[Example(code="A = magic(3); S = substruct('()', {2, ':'}); B = subsref(A, S)",
                      output="B =\n\n     3     5     7\n\n"),
              Example(code="c = subsref({10, 20, 30}, substruct('{}', {2}))", output="c =\n\n    20\n\n")],
    accel={"kind": "indexing", "precisions": _ALL},
)
def subsref(a: Any, *args: Any, xp: Any) -> Any:
    if not args:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    if len(args) == 1 and is_index_struct(args[0]):
        out = a
        for typ, subs in levels(args[0]):
            out = _ref(out, typ, subs, xp)
        return out
    out = index(a, tuple(colon(x) for x in args), xp)
    return _device_form(out, xp) if type(a) is np.ndarray or xp is not np else out


def _subsref_on_device(a: Any, *args: Any, xp: Any) -> Any:
    """subsref's body on a device (every device provider, the in-process one too): ``A(k)`` and
    ``A(i, j)`` with in-range integer subscripts of a 2-D array are a one-element view of it (no
    kernel, no allocation: ``gather`` of it downloads that element; nothing writes into a device
    array in place, subsasgn copies it); anything else is subsref's own body."""
    if 1 <= len(args) <= 2 and getattr(a, "ndim", 0) == 2:
        one = _one_element(a.shape, args)
        if one is not None:
            r, c = one
            return a[r:r + 1, c:c + 1]
    return subsref.fn(a, *args, xp=xp)


for _prov in ("cuda", "inprocess"):
    subsref.register_kernel(_prov)(_subsref_on_device)


def _set(value: Any, steps: list, rhs: Any, xp: Any) -> Any:
    typ, subs = steps[0]
    rest = steps[1:]
    if rest:
        try:
            inner = None if _untyped(value) else _ref(value, typ, subs, xp)
        except MException as exc:
            if exc.identifier not in ("MATLAB:index:outOfBounds", "MATLAB:nonExistentField"):
                raise
            inner = None
        rhs = _set(inner, rest, rhs, xp)
    if typ == "()":
        if _is_null(rhs) and not rest and value is not None:
            return delete(value, subs) if xp is np else delete_block(value, subs, xp)
        return assign_xp(value, subs, rhs, xp) if value is not None else assign(None, subs, rhs)
    if typ == "{}":
        return assign_brace(value, subs, rhs)
    return field_set(value, subs, rhs)


def _is_null(v: Any) -> bool:
    return hasattr(v, "shape") and tuple(v.shape) == (0, 0) and getattr(v, "dtype", None) is not None \
        and v.dtype.kind == "f" and v.dtype.itemsize == 8


@runtime_builtin(
    summary="Subscripted assignment: A(i,...) = B, A{i} = B or A.f = B as a function call.",
    description="A = subsasgn(A, S, B) assigns B at the index struct S (see substruct); B = [] "
                "with '()' deletes. The direct form subsasgn(A, B, i1, ..., iN) is "
                "A(i1, ..., iN) = B; a gpuArray A is updated on its device.",
    keywords=["index", "subscript", "assignment", "substruct", "delete", "grow"],
    related=["subsref", "substruct"],
    signatures=["A = subsasgn(A, S, B)", "A = subsasgn(A, B, I1, ..., IN)"],
    errors=[ErrorSpec(identifier="MATLAB:subsassigndimmismatch", when="the sizes of the two sides differ"),
            ErrorSpec(identifier="MATLAB:subsassignnumelmismatch",
                      when="linear assignment with different element counts"),
            ErrorSpec(identifier="MATLAB:badsubscript", when="an index is not a positive integer or logical"),
            ErrorSpec(identifier="MATLAB:invalidConversion", when="B cannot be converted to the class of A")],
    examples=[Example(code="A = zeros(2); A = subsasgn(A, substruct('()', {1, 2}), 5)",
                      output="A =\n\n     0     5\n     0     0\n\n")],
    accel={"kind": "indexing", "precisions": _ALL, "data": [0, 1]},
)
def subsasgn(a: Any, *args: Any, xp: Any) -> Any:
    if len(args) < 2:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    if len(args) == 2 and is_index_struct(args[0]):
        return _set(a, levels(args[0]), args[1], xp)
    rhs, subs = args[0], tuple(colon(x) for x in args[1:])
    if _is_null(rhs):
        return delete(a, subs) if xp is np else delete_block(a, subs, xp)
    return assign_xp(a, subs, rhs, xp)


@runtime_builtin(
    summary="Build the index struct that subsref and subsasgn take.",
    description="S = substruct(TYPE1, SUBS1, TYPE2, SUBS2, ...) returns a 1-by-N struct array "
                "with fields type and subs, one element per indexing level.",
    keywords=["index", "subscript", "struct", "subsref", "subsasgn"],
    related=["subsref", "subsasgn"],
    signatures=["S = substruct(TYPE1, SUBS1, ...)"],
    errors=[ErrorSpec(identifier="MATLAB:substruct:nargin", when="the arguments do not come in pairs"),
            ErrorSpec(identifier="MATLAB:substruct:type", when="a type is not '()', '{}' or '.'")],
    examples=[Example(code="S = substruct('()', {1, ':'}, '.', 'f'); disp(size(S)); disp(S(2).type)",
                      output="     1     2\n.\n")],
)
def substruct(*args: Any) -> StructArray:
    if not args or len(args) % 2:
        raise MException("MATLAB:substruct:nargin", "SUBSTRUCT requires pairs of input arguments.")
    elems = np.empty((1, len(args) // 2), dtype=object)
    for i in range(0, len(args), 2):
        typ, subs = args[i], args[i + 1]
        t = to_str(typ) if (is_char(typ) or isinstance(typ, str) or _is_string(typ)) else None
        if t not in _TYPES:
            raise MException("MATLAB:substruct:type", "TYPE must be '()', '{}' or '.'.")
        if _is_string(subs):
            subs = char_row(to_str(subs))
        if t == "." and not is_char(subs):
            raise MException("MATLAB:substruct:subs", "SUBS for '.' must be a character vector.")
        if t != "." and not (type(subs) is np.ndarray and subs.dtype.kind == "O") and \
                not (is_char(subs) and to_str(subs) == ":"):
            raise MException("MATLAB:substruct:subs", "SUBS for '()' or '{}' must be a cell array or ':'.")
        elems[0, i // 2] = {"type": char_row(t), "subs": subs}
    return StructArray(["type", "subs"], elems)


def _is_string(v: Any) -> bool:

    return is_string(v) and v.size == 1
