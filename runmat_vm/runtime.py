"""Runtime helpers shared by the interpreter and the compiled tier (runmat_vm/jit).

The slow paths: truth tests, operators on non-float values, indexing through
``runmat_builtins.indexing``, cs-lists, concatenation, ``for`` columns,
``switch`` matching and read-modify-write assignment chains.
"""

from __future__ import annotations

import sys
import weakref
from typing import Any

import numpy as np

from runmat_builtins import errors
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.values import (
    FunctionHandle, StructArray, cell_array, char_row, class_of, empty, is_char, is_string, shape_of, to_str,
)
from runmat_vm.code import UNDEF

ndarray = np.ndarray
F64 = np.dtype(np.float64)
BOOL = np.dtype(np.bool_)
CHAR = np.dtype("<U1")
getrefcount = sys.getrefcount

_IX: Any = None


def ix() -> Any:
    """runmat_builtins.indexing (MATLAB subscripting), imported on first use."""
    global _IX
    if _IX is None:
        try:
            import runmat_builtins.indexing as m
        except ImportError as exc:
            raise MException("RunMat:internal", f"indexing is not available: {exc}") from None
        _IX = m
    return _IX


# ------------------------------------------------------------------ errors
UNRECOGNIZED_MSG = "Unrecognized function or variable '{name}'."  # MATLAB R2020b+ wording


def undefined(name: str) -> MException:
    """A name that is neither a variable nor a function (MATLAB's identifier and wording)."""
    return MException(errors.UNDEFINED_FUNCTION, UNRECOGNIZED_MSG.format(name=name))


def undefined_call(name: str) -> MException:
    """A call of an unknown function, with the catalog's spelling suggestion when it has one."""
    from runmat_builtins import catalog

    err = undefined(name)
    hints = catalog().suggest(name)
    if hints:
        err.message += f"\n\nDid you mean:\n>> {hints[0]}"
        err.args = (err.message,)
    return err


def undefined_slot(code: Any, slot: int) -> MException:
    return undefined(code.slot_names.get(slot, "?"))


def check_defined(code: Any, slots: tuple, values: list) -> None:
    for s, v in zip(slots, values):
        if v is UNDEF:
            raise undefined_slot(code, s)


# ------------------------------------------------------------------ truth
def truth(v: Any) -> bool:
    """MATLAB's conversion of an ``if``/``while`` condition to true/false."""
    t = v.__class__
    if t is bool:
        return v
    if t is float:
        if v != v:
            raise MException("MATLAB:nologicalnan", "NaN's cannot be converted to logicals.")
        return v != 0.0
    if t is ndarray:
        k = v.dtype.kind
        if v.size == 0:
            return False
        if k == "b":
            return bool(v.all())
        if k in "iuf":
            if k == "f" and np.isnan(v).any():
                raise MException("MATLAB:nologicalnan", "NaN's cannot be converted to logicals.")
            return bool((v != 0).all())
        if k == "c":
            return bool((v != 0).all())
        if k == "U":
            return bool((v != "\0").all())
    if t is complex:
        return v != 0
    if is_gpu(v):
        return truth(call_builtin("gather", v))
    raise MException("MATLAB:invalidConversion",
                     f"Conversion to logical from {class_of(v)} is not possible.")


def scalar_truth(v: Any, op: str) -> bool:
    """Operands of ``&&``/``||`` must be logical scalars (or convertible ones)."""
    t = v.__class__
    if t is bool:
        return v
    if t is float and v == v:
        return v != 0.0
    if t is ndarray and v.size == 1 and v.dtype.kind in "biuf":
        return truth(v)
    if is_gpu(v):  # a gpuArray scalar is a logical scalar as MATLAB's && sees it (gathered)
        return scalar_truth(call_builtin("gather", v), op)
    raise MException("MATLAB:binaryLogicalOperators:nonscalar" if op else "MATLAB:nonLogicalScalar",
                     f"Operands to the {op} operator must be convertible to logical scalar values.")


# ------------------------------------------------------------------ indexing
def end_value(v: Any, k: int, n: int) -> float:
    if v is UNDEF or v is None:
        return 0.0
    if v.__class__ in (float, bool, complex):
        return 1.0
    if isinstance(v, FunctionHandle):
        raise MException("MATLAB:badsubscript", "Function handles cannot be indexed with 'end'.")
    if v.__class__ is PendingRef:  # end in obj.a(end) of a class that takes whole chains
        v = v.resolve()
    hook = getattr(v.__class__, "__matlab_end__", None)  # tall arrays; a class's end(obj, k, n)
    if hook is not None:
        out = hook(v, k, n)
        if out is not NotImplemented:
            return out
    shp = shape_of(v)
    if n == 1:
        total = 1
        for d in shp:
            total *= d
        return float(total)
    if k < n:
        return float(shp[k - 1]) if k - 1 < len(shp) else 1.0
    rest = 1
    for d in shp[k - 1:]:
        rest *= d
    return float(rest)


def build_args(R: list, slots: tuple, splat: bool, code: Any) -> list:
    """Argument values; ``~slot`` entries are cs-lists to expand."""
    if not splat:
        out = [R[s] for s in slots]
    else:
        out = []
        for s in slots:
            if s < 0:
                out.extend(R[~s])
            else:
                out.append(R[s])
    for v in out:
        if v is UNDEF:
            for s in slots:
                if s >= 0 and R[s] is UNDEF:
                    raise undefined_slot(code, s)
            raise undefined("?")
    return out


def is_gpu(v: Any) -> bool:
    """A device value: a gpuArray, or a host array the offload planner keeps on the device."""
    return v.__class__.__name__ == "GpuArray"


def index_value(v: Any, args: list) -> Any:
    """``v(args)`` for a host value (function handles are called by the VM)."""
    if v.__class__ is ndarray:  # the common case: no gpuArray, no object protocol
        return ix().index(v, tuple(args))
    if v.__class__.__name__ == "GpuArray":
        return call_builtin("subsref", v, *args)
    ref = getattr(type(v), "__matlab_subsref__", None)
    if ref is not None:
        return ref(v, tuple(args))
    if isinstance(v, MException):
        return ix().index(exception_struct(v), tuple(args))
    return ix().index(v, tuple(args))


def brace_values(v: Any, args: list) -> list:
    if v.__class__ is not ndarray or v.dtype.kind != "O":
        brace = getattr(type(v), "__matlab_brace__", None)  # objects with contents (tables)
        if brace is not None:
            return brace(v, tuple(args))
        if isinstance(v, StructArray) or v.__class__ is not ndarray:
            raise MException("MATLAB:cellRefFromNonCell",
                             "Brace indexing is not supported for variables of this type.")
    return list(ix().index_brace(v, tuple(args)))


def one_value(values: list, what: str = "") -> Any:
    if len(values) >= 1:
        return values[0]
    raise MException("MATLAB:badsubscript",
                     "Indexing produced no results.")


# ------------------------------------------------------------------ fields
def field_values(v: Any, name: str) -> list:
    """``v.name`` as a cs-list."""
    if isinstance(v, StructArray):
        if v.elems.size == 1:
            d = v.elems.item(0)
            if name in d:
                return [d[name]]
            raise no_field(name)
        return list(ix().field_get(v, name))
    if isinstance(v, MException):
        return [exception_field(v, name)]
    fields = getattr(type(v), "__matlab_fields__", None)  # object arrays: one value per element
    if fields is not None:
        return fields(v, name)
    prop = getattr(type(v), "__matlab_property__", None)
    if prop is not None:
        return [prop(v, name)]
    if v is UNDEF:
        raise undefined("?")
    if v.__class__.__name__ == "GpuArray":
        raise MException("MATLAB:structRefFromNonStruct", "Dot indexing is not supported for variables of this type.")
    return list(ix().field_get(v, name))


def field_one(v: Any, name: str) -> Any:
    if v.__class__ is StructArray and v.elems.size == 1:
        d = v.elems.item(0)
        try:
            return d[name]
        except KeyError:
            raise no_field(name) from None
    vals = field_values(v, name)
    if len(vals) == 1:
        return vals[0]
    if not vals:
        raise MException("MATLAB:badsubscript", "Dot indexing produced no results.")
    return vals[0]


def field_single(v: Any, name: str) -> Any:
    """``v.name`` followed by more indexing: exactly one value (else MATLAB's cs-list error)."""
    if v.__class__ is StructArray:
        e = v.elems
        if e.size != 1:
            raise intermediate_list("dot '.'", e.size)
        try:
            return e.item(0)[name]
        except KeyError:
            raise no_field(name) from None
    vals = field_values(v, name)
    if len(vals) != 1:
        raise intermediate_list("dot '.'", len(vals))
    return vals[0]


class PendingRef:
    """The levels of a read chain ``obj.a(2).b`` gathered so far on an object whose class defines
    ``subsref`` (or parenReference/dotReference/braceReference): MATLAB gives the method the whole
    chain at once, so each step that more indexing follows adds its level here and the last one
    calls the method (:func:`chain_step`). Only the chain's own steps ever see one."""

    __slots__ = ("obj", "levels")

    def __init__(self, obj: Any, levels: list) -> None:
        self.obj = obj
        self.levels = levels

    def resolve(self, nargout: int = 1) -> Any:
        """The value of the chain so far (``end`` inside a later subscript needs it)."""
        return self.obj.__matlab_chain_ref__(self.levels, nargout)


def chain_step(v: Any, levels: list, then: bool, nargout: int = 1) -> Any:
    """One indexing step (``levels``: one, or two for ``.name(args)``) on ``v`` when ``v`` is a
    pending chain or an object whose class takes whole chains; NotImplemented otherwise."""
    if v.__class__ is PendingRef:
        if then:
            return PendingRef(v.obj, v.levels + levels)
        return v.obj.__matlab_chain_ref__(v.levels + levels, nargout)
    if then:
        start = getattr(type(v), "__matlab_chain_start__", None)
        if start is not None and start(v, levels[0]):
            return PendingRef(v, list(levels))
    return NotImplemented


def dyn_levels(n: Any) -> list | None:
    """The indexing levels a ``v.(n)`` name stands for when ``n`` is a
    matlab.indexing.IndexingOperation (modular indexing), else None."""
    if n.__class__ is ndarray:
        return None
    hook = getattr(type(n), "__matlab_levels__", None)
    return hook(n) if hook is not None else None


def apply_levels(v: Any, levels: list) -> list:
    """``v.(indexOp)``: each level applied in turn; the last one's values (a cs-list)."""
    last = len(levels) - 1
    for i, (typ, subs) in enumerate(levels):
        if typ == "()":
            vals = [index_value(v, list(subs))]
        elif typ == "{}":
            vals = brace_values(v, list(subs))
        else:
            vals = field_values(v, subs)
        if i == last:
            return vals
        if len(vals) != 1:
            raise intermediate_list("brace '{}'" if typ == "{}" else "dot '.'", len(vals))
        v = vals[0]
    return [v]


def intermediate_list(kind: str, n: int) -> MException:
    """MATLAB's error for ``s(1:2).f(1)`` / ``c{1:2}(1)``: a cs-list where one value must be."""
    return MException("MATLAB:index:expected_one_output_from_intermediate_indexing",
                      f"Intermediate {kind} indexing produced a comma-separated list with {n} values, "
                      "but it must produce a single value when followed by subsequent indexing operations.")


def no_field(name: str) -> MException:
    return MException("MATLAB:nonExistentField", f"Unrecognized field name \"{name}\".")


def exception_field(e: MException, name: str) -> Any:

    if name == "identifier":
        return char_row(e.identifier)
    if name == "message":
        return char_row(e.message)
    if name == "stack":
        return stack_struct(e)
    if name == "cause":
        return cell_array(list(e.cause), (len(e.cause), 1)) if e.cause else np.empty((0, 1), dtype=object)
    if name in errors.EXCEPTION_METHODS:  # ME.getReport without parentheses calls the method
        return call_builtin(name, e, nargout=1)
    raise MException("MATLAB:noSuchMethodOrField",
                     f"Unrecognized method, property, or field '{name}' for class 'MException'.")


def stack_struct(e: MException) -> StructArray:

    elems = np.empty((len(e.stack), 1), dtype=object)
    for i, f in enumerate(e.stack):
        elems[i, 0] = {"file": char_row(f.file), "name": char_row(f.name), "line": float(f.line)}
    return StructArray(["file", "name", "line"], elems)


def exception_struct(e: MException) -> StructArray:
    return StructArray.scalar({"identifier": exception_field(e, "identifier"),
                               "message": exception_field(e, "message"),
                               "stack": stack_struct(e)})


def field_name(v: Any) -> str:

    try:
        return to_str(v)
    except TypeError:
        raise MException("MATLAB:mustBeFieldName",
                         "Dynamic structure field names must be text.") from None


# ------------------------------------------------------------------ concatenation
def concat(rows: list[list[Any]], ctx: Any = None) -> Any:
    if len(rows) == 1:
        row = rows[0]
        if row and all(x.__class__ is float for x in row):  # ([] of an empty cs-list is 0x0)
            if len(row) == 1:
                return row[0]
            return np.array([row], dtype=np.float64)
        out = char_row_concat(row)
        if out is not None:
            return out
    elif all(len(r) == 1 and r[0].__class__ is float for r in rows):
        return np.array([[r[0]] for r in rows], dtype=np.float64)
    return ix().concat(rows, ctx)


def char_row_concat(row: list) -> Any:
    """``[a, b, ...]`` of char row vectors (``''`` skipped, as MATLAB skips 0x0 arrays): joined
    at once; None for anything else (``runmat_builtins.indexing`` decides)."""
    blocks = []
    for x in row:
        if x.__class__ is not ndarray or x.dtype != CHAR or x.ndim != 2:
            return None
        m, n = x.shape
        if m != 1:
            if m == 0 and n == 0:
                continue
            return None
        blocks.append(x)
    if len(blocks) < 2:
        return None
    return np.concatenate(blocks, axis=1)


def cell_literal(rows: list[list[Any]]) -> Any:
    if len(rows) == 1 and not any(x.__class__ is ndarray and x.dtype.kind == "O" for x in rows[0]):
        return cell_array(list(rows[0]))
    if not rows:
        return np.empty((0, 0), dtype=object)
    return ix().concat_cell(rows)


# ------------------------------------------------------------------ for loops
# The iterations of a loop over an infinite range (``for i = 1:Inf``, ``-Inf:1``, ``-1e308:1e308``):
# legal in MATLAB, which never builds the range of a loop: it runs until a break (or forever).
# A finite range of more iterations (1:3e302) counts the same: no loop gets that far.
FOREVER = 2 ** 62


def range_count(start: float, step: float, stop: float) -> int:
    """Iterations of ``for v = start:step:stop`` (the colon expression's element count;
    :data:`FOREVER` for an infinite range, which the colon expression refuses with
    MATLAB:pmaxsize). Compiled by Numba too (``native.helpers``)."""
    if step == 0 or step != step or start != start or stop != stop:
        return 0
    if (step > 0 and start > stop) or (step < 0 and start < stop):
        return 0
    n = (stop - start) / step
    if n != n:  # Inf:Inf, 1:Inf:Inf: empty, as the colon expression
        return 0
    if n >= FOREVER:  # Inf, or past any int64 (Numba's int() of 3e302 is not a count)
        return FOREVER
    return int(n + 1e-10 * max(1.0, abs(n))) + 1


def for_columns(v: Any) -> tuple[int, Any]:
    """(number of iterations, 2-D value whose columns are iterated)."""
    t = v.__class__
    if t is float or t is bool or t is complex or isinstance(v, FunctionHandle):
        return 1, v
    if v is UNDEF:
        raise undefined("?")
    # MATLAB iterates size(A, 2) (times the trailing dimensions) columns, even when the
    # columns are empty: `for x = zeros(0, 3)` runs 3 times with x = zeros(0, 1).
    if isinstance(v, StructArray):
        e = v.elems
        if e.ndim > 2:
            return int(np.prod(e.shape[1:])), StructArray(v.fields, e.reshape((e.shape[0], -1), order="F"))
        return (e.shape[1] if e.ndim == 2 else 1), v
    if t is ndarray:
        a = v if v.ndim == 2 else v.reshape((v.shape[0], -1), order="F")
        return a.shape[1], a
    if is_gpu(v):
        return for_columns(call_builtin("gather", v))
    shp = getattr(v, "shape", None)  # value objects (categorical, datetime ...): their columns
    if hasattr(t, "__matlab_subsref__") and shp is not None and len(shp) >= 2 and shp[1] != 1 \
            and getattr(v, "matlab_class", "") not in ("table", "timetable"):
        return int(np.prod(shp[1:])), v
    return 1, v


def column(a: Any, k: int) -> Any:
    t = a.__class__
    if t is ndarray:
        col = a[:, k:k + 1]
        if col.shape[0] == 1:
            dt = a.dtype
            if dt is F64:
                return col.item(0)
            if dt is BOOL:
                return bool(col.item(0))
        return col.copy(order="F")
    if isinstance(a, StructArray):
        return StructArray(a.fields, a.elems[:, k:k + 1].copy())
    shp = getattr(a, "shape", None)
    if shp is not None and len(shp) >= 2 and shp[1] != 1 and hasattr(t, "__matlab_subsref__"):
        from runmat_builtins.indexing.subscripts import COLON

        return a.__matlab_subsref__((COLON, float(k + 1)))
    return a


# ------------------------------------------------------------------ switch
def switch_match(subject: Any, case: Any) -> bool:

    if case.__class__ is ndarray and case.dtype.kind == "O":
        return any(switch_match(subject, c) for c in case.flat)
    if subject.__class__ is not float and subject.__class__ is not ndarray:
        sw = getattr(type(subject), "__matlab_switch__", None)
        if sw is not None:  # objects compare through eq (enumeration members)
            return sw(subject, case)
    if case.__class__ is not float and case.__class__ is not ndarray:
        sw = getattr(type(case), "__matlab_switch__", None)
        if sw is not None:
            return sw(case, subject)
    s_text = is_char(subject) or is_string(subject)
    c_text = is_char(case) or is_string(case)
    if s_text or c_text:
        if not (s_text and c_text):
            return False
        try:
            return to_str(subject) == to_str(case)
        except TypeError:
            return False
    if subject.__class__ is float and case.__class__ is float:
        return subject == case
    try:
        a = np.asarray(subject if subject.__class__ is not ndarray else subject)
        b = np.asarray(case)
        if a.size == 0 or b.size == 0:
            return False
        if b.size != 1 and a.size != 1:
            return False
        return bool(np.all(a == b)) if a.size == 1 or b.size == 1 else False
    except Exception:
        return False


# ------------------------------------------------------------------ assignment chains
def chain_get_soft(v: Any, step: tuple, R: list, nxt: tuple | None) -> Any:
    """The current value one level down an lvalue (None when it does not exist yet)."""
    kind = step[0]
    if v is None or v is UNDEF:
        if kind == "()" and nxt is not None and nxt[0] in (".*", ".(*"):
            return _new_elements(None, step, R)  # [s(1:2).f] = ... creates s
        return None
    if kind == "." or kind == ".(":
        name = step[1] if kind == "." else field_name(R[step[1]])
        if isinstance(v, StructArray):
            if v.elems.size == 1:
                return v.elems.item(0).get(name)
            if v.elems.size == 0:
                return None
            raise MException("MATLAB:badsubscript",
                             "Scalar structure required for this assignment.")
        prop = getattr(type(v), "__matlab_property__", None)  # obj.p(2) = x reads obj.p first
        return prop(v, name) if prop is not None else None
    args = build_args(R, step[1], step[2], None) if step[2] else [R[s] for s in step[1]]
    if kind == "()":
        if isinstance(v, StructArray) and nxt is not None and nxt[0] in (".", ".(", ".*", ".(*"):
            try:
                out = ix().index(v, tuple(args))
            except MException:
                if nxt[0] in (".*", ".(*"):  # [s(2:3).f] = ... grows s: one output per element
                    return _new_elements(v, step, R)
                return StructArray.scalar({f: empty() for f in v.fields})
            return out
        ref = getattr(type(v), "__matlab_subsref__", None)  # objs(2).p = x reads objs(2) first
        try:
            return ix().index(v, tuple(args)) if ref is None else ref(v, tuple(args))
        except MException:
            grow = getattr(type(v), "__matlab_default_element__", None)  # objs(end+1).p = x
            return grow(v) if grow is not None else None
    try:
        vals = ix().index_brace(v, tuple(args))
    except MException:
        return None
    return vals[0] if len(vals) == 1 else None


def _new_elements(v: Any, step: tuple, R: list) -> StructArray:
    """``s(args)`` of a struct array that the assignment grows (or creates): as many elements,
    with ``s``'s fields empty, as the subscripts select."""
    args = build_args(R, step[1], step[2], None) if step[2] else [R[s] for s in step[1]]
    dest = v.elems if isinstance(v, StructArray) else np.empty((0, 0), dtype=object)
    counts = _brace_counts(dest, args)
    shape = (1, counts[0]) if len(counts) == 1 else tuple(counts)
    fields = list(v.fields) if isinstance(v, StructArray) else []
    elems = np.empty(shape, dtype=object)
    for i in range(elems.size):
        elems.flat[i] = {f: empty() for f in fields}
    return StructArray(fields, elems)


def chain_set(v: Any, step: tuple, rhs: Any, R: list, delete: bool = False) -> Any:
    kind = step[0]
    if v is UNDEF:
        v = None
    if kind == "." or kind == ".(":
        name = step[1] if kind == "." else field_name(R[step[1]])
        pset = getattr(type(v), "__matlab_property_set__", None)  # objects of user classes
        if pset is not None:
            return pset(v, name, rhs)
        return ix().field_set(v, name, rhs)
    if kind == ".*" or kind == ".(*":  # [s.f] = ...: rhs is the list of values, one per element
        return assign_cs_field(v, step[1] if kind == ".*" else field_name(R[step[1]]), rhs)
    args = tuple(build_args(R, step[1], step[2], None) if step[2] else [R[s] for s in step[1]])
    if kind == "{}*":  # [c{i}] = ...: rhs is the list of values, one per selected element
        return assign_cs_brace(v, args, rhs)
    if delete:
        if v is None:
            return empty()
        dele = getattr(type(v), "__matlab_delete_elements__", None)  # objs(k) = [] (object arrays)
        if dele is not None:
            return dele(v, args)
        return ix().delete(v, args)
    if kind == "()":
        if v.__class__.__name__ == "GpuArray":
            return call_builtin("subsasgn", v, rhs, *args)
        asg = getattr(type(v), "__matlab_subsasgn__", None)
        if asg is not None:
            return asg(v, args, rhs)
        into = _assign_into(v, rhs)
        if into is not None:
            return into(rhs, v, args)
        return ix().assign(v, args, rhs)
    return ix().assign_brace(v, args, rhs)


def assign_chain(root: Any, steps: tuple, rhs: Any, R: list, sole: bool = False) -> Any:
    """Read-modify-write ``root.a(2).b{3} = rhs``; returns the new root value.

    ``sole``: the caller holds the only reference to ``root`` (its variable's slot was
    cleared), so a cell element write may happen in place."""
    if len(steps) == 1 and root.__class__ is ndarray:
        st = steps[0]
        if st[0] == "{}" and not st[2] and len(st[1]) == 1 and rhs is not DELETE:
            k = R[st[1][0]]
            if k.__class__ is float and root.dtype.kind == "O" and root.ndim == 2:
                out = cell_store(root, k, rhs, sole)
                if out is not None:
                    return out
    delete = rhs is DELETE
    hook = getattr(type(root), "__matlab_assign_chain__", None)  # a class's subsasgn: all levels at once
    if hook is not None:
        levels = chain_levels(steps, R)
        if levels is not None:
            out = hook(root, levels, empty() if delete else rhs, delete)
            if out is not NotImplemented:
                return out
    if any(st[0] == ".(" and dyn_levels(R[st[1]]) is not None for st in steps):
        # v.(indexOp) = rhs with an IndexingOperation (modular indexing): through subsasgn
        from runmat_builtins.indexing import index_struct

        return call_builtin("subsasgn", empty() if root is UNDEF else root,
                            index_struct(chain_levels(steps, R)), empty() if delete else rhs)
    vals = [None if root is UNDEF else root]
    for i in range(len(steps) - 1):
        vals.append(chain_get_soft(vals[-1], steps[i], R, steps[i + 1]))
    new = chain_set(vals[-1], steps[-1], None if delete else rhs, R, delete)
    for i in range(len(steps) - 2, -1, -1):
        new = chain_set(vals[i], steps[i], new, R)
    return new


def chain_levels(steps: tuple, R: list) -> list | None:
    """An assignment chain's steps as (type, subs) levels of an index struct (None for the
    cs-list targets of ``[s.f] = ...``)."""
    out: list = []
    for st in steps:
        kind = st[0]
        if kind == ".":
            out.append((".", st[1]))
        elif kind == ".(":
            ops = dyn_levels(R[st[1]])
            if ops is not None:
                out.extend(ops)
            else:
                out.append((".", field_name(R[st[1]])))
        elif kind == "()" or kind == "{}":
            out.append((kind, tuple(build_args(R, st[1], st[2], None) if st[2] else [R[s] for s in st[1]])))
        else:
            return None
    return out


def cell_store(c: ndarray, k: float, rhs: Any, sole: bool) -> Any:
    """``c{k} = rhs`` for a 2-D cell: an element in range (in place when ``sole`` and ``c``
    owns its memory), or one past the end of a row/column vector or an empty cell (growth by
    one, the common ``c{end+1} = v``).  None for anything else (the generic path decides)."""
    n = c.size
    if not (1.0 <= k <= n + 1):  # NaN fails too
        return None
    i = int(k)
    if i != k:
        return None
    m, cols = c.shape
    i -= 1
    if i < n:
        if not (sole and c.base is None and c.flags.writeable):
            c = c.copy(order="F")
        c[i % m, i // m] = rhs
        return c
    if m == 1 or n == 0:
        return _grow(c, n, rhs, 1)
    if cols == 1:
        return _grow(c, n, rhs, 0)
    return None


_PREFIX: dict[int, Any] = {}  # id(buffer) -> weak reference to the prefix view of it last handed out


def _handout(b: ndarray, v: ndarray) -> ndarray:
    """Remember ``v`` as the current prefix view of buffer ``b`` (forgotten when ``v`` dies)."""
    k = id(b)
    _PREFIX[k] = weakref.ref(v, lambda wr, k=k: _PREFIX.pop(k, None) if _PREFIX.get(k) is wr else None)
    return v


def _grow(c: ndarray, n: int, rhs: Any, axis: int) -> ndarray:
    """A cell vector one element longer (along ``axis``), ending in ``rhs``.

    The result is a prefix view of a buffer with spare room, so a loop of ``c{end+1} = v``
    is linear, not quadratic.  The next growth writes into the spare room only when ``c`` is
    the very view handed out last for that buffer and no other view of the buffer exists
    (its reference count): every value a program can still see keeps its elements."""
    b = c.base
    if b is not None:
        wr = _PREFIX.get(id(b))
        if wr is not None and wr() is c and getrefcount(b) <= 3 and b.shape[axis] > n \
                and b.shape[1 - axis] == 1:
            if axis:
                b[0, n] = rhs
                return _handout(b, b[:, :n + 1])
            b[n, 0] = rhs
            return _handout(b, b[:n + 1, :])
    cap = max(4, 2 * (n + 1))
    if axis:
        b = np.empty((1, cap), dtype=object, order="F")
        if n:
            b[0, :n] = c.reshape(-1, order="F")
        b[0, n] = rhs
        return _handout(b, b[:, :n + 1])
    b = np.empty((cap, 1), dtype=object, order="F")
    b[:n, 0] = c[:, 0]
    b[n, 0] = rhs
    return _handout(b, b[:n + 1, :])


def lvalue_get(root: Any, steps: tuple, R: list) -> Any:
    """The current value under ``steps`` of an lvalue; a last ``(".*", "")`` step is only a
    lookahead (a cs-list field target follows), never applied."""
    v = None if root is UNDEF else root
    n = len(steps)
    if n and steps[-1][0] == ".*" and steps[-1][1] == "":
        n -= 1
    for i in range(n):
        v = chain_get_soft(v, steps[i], R, steps[i + 1] if i + 1 < len(steps) else None)
    return v


DELETE = type("Delete", (), {"__repr__": lambda self: "<delete>"})()


def _assign_into(v: Any, rhs: Any) -> Any:
    """``x(i) = obj`` where ``x`` is undefined or ``[]`` and ``obj`` builds its own array
    (user-class objects: ``objs(k) = Cls(...)``): the rhs's hook, else None."""
    if v is None or (v.__class__ is ndarray and v.size == 0 and v.dtype == F64):
        return getattr(type(rhs), "__matlab_assign_into__", None)
    return None


def assign_index(v: Any, args: list, rhs: Any, inplace: bool) -> Any:
    if v is UNDEF:
        v = None
    if v.__class__.__name__ == "GpuArray":
        if len(args) == 1 and args[0].__class__ is v.__class__:  # x(mask) = value: a graph node
            from runmat_accel.fusion.defer import masked_assign

            r = masked_assign(v, args[0], rhs)
            if r is not None:
                return r
        return call_builtin("subsasgn", v, rhs, *args)
    asg = getattr(type(v), "__matlab_subsasgn__", None)
    if asg is not None:
        return asg(v, tuple(args), rhs)
    into = _assign_into(v, rhs)
    if into is not None:
        return into(rhs, v, tuple(args))
    if inplace:
        try:
            return ix().assign(v, tuple(args), rhs, inplace=True)
        except TypeError:
            pass
    return ix().assign(v, tuple(args), rhs)


# ------------------------------------------------------------------ cs-list targets of [..] = f()
# ``[a, c{1:2}, s.f] = f()``: the outputs requested are counted at run time (CSCOUNT), then each
# target takes its share (CSPICK) and a cs-list target stores its values with an assignment
# chain whose last step is ``("{}*", args, splat)`` or ``(".*", name)`` / ``(".(*", slot)``.
def _cell_dest(v: Any) -> ndarray:
    if v is None or v is UNDEF:
        return np.empty((0, 0), dtype=object)
    if v.__class__ is ndarray and v.dtype.kind == "O":
        return v
    if v.__class__ is ndarray and v.size == 0 and v.dtype == F64:  # [] becomes a cell, as for c{1} = x
        return np.empty((0, 0), dtype=object)
    from runmat_builtins.indexing import messages as M
    raise MException(M.CELL_ASSIGN, M.CELL_ASSIGN_MSG)


def _brace_counts(dest: ndarray, args: list) -> list[int]:
    """Elements selected by each subscript of ``c{args}`` (an assignment: growth allowed)."""
    from runmat_builtins.indexing.subscripts import resolve
    n = len(args)
    if n == 1:
        return [resolve(args[0], dest.size, 0, 1, grow=True)[1]]
    shape = list(dest.shape) + [1] * max(0, n - dest.ndim)
    out = []
    for k, s in enumerate(args):
        extent = shape[k] if k < n - 1 else int(np.prod(shape[k:]))
        out.append(resolve(s, extent, k, n, grow=True)[1])
    return out


def cs_target_count(spec: tuple, R: list) -> int:
    """How many outputs one target of a multiple assignment takes."""
    kind = spec[0]
    if kind == "1":
        return 1
    v = R[spec[1]]
    if kind == "{}":
        args = build_args(R, spec[2], spec[3], None) if spec[3] else [R[s] for s in spec[2]]
        return int(np.prod(_brace_counts(_cell_dest(v), args)))
    if isinstance(v, StructArray):  # s.f: one output per element of s
        return int(v.elems.size)
    if hasattr(type(v), "__matlab_fields_set__"):  # [objs.p] = ...: one per object
        return int(v.size)
    return 1


def cs_count(specs: tuple, R: list) -> tuple[int, tuple]:
    counts = tuple(cs_target_count(sp, R) for sp in specs)
    return sum(counts), counts


def cs_pick(v: Any, counts: tuple, i: int, is_cs: bool, what: str) -> Any:
    """Target ``i``'s share of the outputs ``v``: one value, or a list for a cs-list target."""
    total = sum(counts)
    if v.__class__ is tuple:
        vals = v
    elif v.__class__ is list:
        vals = v
    elif total <= 1:
        vals = (v,)
    else:
        raise MException(errors.TOO_MANY_OUTPUTS, errors.TOO_MANY_OUTPUTS_MSG)
    off = sum(counts[:i])
    n = counts[i]
    if len(vals) < off + n:
        raise MException("MATLAB:needMoreRhsOutputs",
                         "Insufficient number of outputs from right hand side of equal sign to satisfy assignment.")
    if is_cs:
        return list(vals[off:off + n])
    return vals[off]


def assign_cs_brace(v: Any, args: tuple, vals: list) -> Any:
    """``[c{args}] = vals``: one value per selected element (creates the cell when undefined)."""
    dest = _cell_dest(v)
    counts = _brace_counts(dest, list(args))
    n = int(np.prod(counts))
    if n != len(vals):
        raise MException("MATLAB:needMoreRhsOutputs",
                         "Insufficient number of outputs from right hand side of equal sign to satisfy assignment.")
    if n == 0:
        return dest if v is None or v is UNDEF else v
    shape = (1, counts[0]) if len(counts) == 1 else tuple(counts)
    block = np.empty(n, dtype=object)
    for k, x in enumerate(vals):
        block[k] = x
    block = block.reshape(shape, order="F")
    return ix().assign(dest, tuple(args), block)


def assign_cs_field(v: Any, name: str, vals: list) -> Any:
    """``[s.name] = vals``: one value per element of the struct array ``s``."""
    if isinstance(v, StructArray) and v.elems.size != 1:
        elems = v.elems
        if elems.size != len(vals):
            raise MException("MATLAB:needMoreRhsOutputs",
                             "Insufficient number of outputs from right hand side of equal sign to satisfy assignment.")
        flat = elems.ravel(order="F")
        out = np.empty(elems.size, dtype=object)
        for k in range(elems.size):
            d = dict(flat[k])
            d[name] = vals[k]
            out[k] = d
        fields = v.fields if name in v.fields else v.fields + [name]
        return StructArray(list(fields), out.reshape(elems.shape, order="F"))
    fset = getattr(type(v), "__matlab_fields_set__", None)  # object arrays
    if fset is not None:
        return fset(v, name, vals)
    if len(vals) != 1:
        raise MException("MATLAB:needMoreRhsOutputs",
                         "Insufficient number of outputs from right hand side of equal sign to satisfy assignment.")
    pset = getattr(type(v), "__matlab_property_set__", None)
    if pset is not None:
        return pset(v, name, vals[0])
    return ix().field_set(None if v is UNDEF else v, name, vals[0])


_ONE = (1, 1)
_ELEMENT_KINDS = "fiuU"  # the classes whose 1x1 value is its one element (no cells, structs, objects)
_SOLE_REFS = 3  # references of an array held only by its slot: slot + local + getrefcount's argument


def store_index(R: list, code: Any, ins: tuple) -> None:
    """ASSIGN_INDEX: ``x(i) = s`` / ``x(i, j) = s`` in place on a sole-owned 2-D array of a
    double, logical, integer, single or char scalar's own class (a 1x1 array of the same dtype:
    the element is copied as it is), else the general assignment. Shared by the interpreter and
    the compiled tier."""
    v = R[ins[1]]
    rhs = R[ins[3]]
    if v.__class__ is ndarray and not ins[4] and v.base is None and v.ndim == 2:
        dt = v.dtype
        if rhs.__class__ is ndarray and rhs.shape == _ONE and rhs.dtype == dt and dt.kind in _ELEMENT_KINDS:
            rhs = rhs[0, 0]
        elif not ((dt is F64 and rhs.__class__ is float) or (dt is BOOL and rhs.__class__ is bool)):
            dt = None
        if dt is not None:
            args = ins[2]
            if len(args) == 1:
                k = R[args[0]]
                if k.__class__ is float and 1.0 <= k <= v.size and k.is_integer():  # NaN/Inf fail
                    i = int(k)
                    if getrefcount(v) > _SOLE_REFS:
                        v = v.copy(order="K")
                        R[ins[1]] = v
                    i -= 1
                    m = v.shape[0]
                    v[i % m, i // m] = rhs
                    return
            elif len(args) == 2:
                k = R[args[0]]
                j = R[args[1]]
                if k.__class__ is float and j.__class__ is float and 1.0 <= k <= v.shape[0] \
                        and 1.0 <= j <= v.shape[1] and k.is_integer() and j.is_integer():
                    i = int(k)
                    c = int(j)
                    if getrefcount(v) > _SOLE_REFS:
                        v = v.copy(order="K")
                        R[ins[1]] = v
                    v[i - 1, c - 1] = rhs
                    return
    if rhs is UNDEF:
        raise undefined_slot(code, ins[3])
    args = build_args(R, ins[2], ins[4], code)
    sole = v.__class__ is ndarray and v.base is None and getrefcount(v) <= _SOLE_REFS
    v = None
    R[ins[1]] = assign_index(R[ins[1]], args, rhs, sole)
