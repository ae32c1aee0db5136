"""cellfun and arrayfun: apply a function to each cell / element, collecting uniform or cell outputs.

User functions are called through ``ctx.call_function(fn, args, nargout)``, so handles to
user code, anonymous functions and builtins all work. The shared engine ``apply_each`` is
also used by structfun.
"""

from __future__ import annotations

import itertools
from typing import Any, Callable

import numpy as np

from runmat_builtins.context import HostContext
from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import dim_arg
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.values import FunctionHandle, StructArray, cell_array, char_row, class_of, shape_of
from runmat_builtins.lib.strings.core._text import char_text, is_cell, is_char, is_string, option_name, option_text


_DTYPES = {"double": np.float64, "single": np.float32, "logical": np.bool_, "char": "<U1",
           "int8": np.int8, "int16": np.int16, "int32": np.int32, "int64": np.int64,
           "uint8": np.uint8, "uint16": np.uint16, "uint32": np.uint32, "uint64": np.uint64}


def split_options(args: tuple[Any, ...], fname: str) -> tuple[list[Any], bool, Any]:
    """Separate data arguments from trailing 'UniformOutput'/'ErrorHandler' pairs."""
    data = list(args)
    uniform, handler = True, None
    while len(data) >= 2:
        name = option_name(data[-2], ("UniformOutput", "ErrorHandler"))
        if name == "uniformoutput":
            v = data[-1]
            try:
                uniform = bool(np.asarray(v).reshape(-1)[0]) if np.size(v) == 1 else None
            except (TypeError, ValueError):
                uniform = None
            if uniform is None or is_char(v) or is_string(v):
                raise MException(f"MATLAB:{fname}:UniformOutputLogicalScalar",
                                 "UniformOutput must be a logical scalar.")
        elif name == "errorhandler":
            handler = data[-1]
            if not isinstance(handler, FunctionHandle):
                raise MException(f"MATLAB:{fname}:ErrorHandlerNotFunctionHandle",
                                 "ErrorHandler must be a function handle.")
        else:
            break
        del data[-2:]
    return data, uniform, handler


def _is_uniform_value(v: Any) -> bool:
    t = type(v)
    if t is float or t is bool or t is complex:
        return True
    if t is np.ndarray:
        return v.size == 1 and v.dtype.kind in "fiucbU"
    return False


def _is_one_element(v: Any) -> bool:
    """A 1x1 value of a class that concatenates (string, struct, datetime, categorical, an
    object): MATLAB's uniform output takes any of these, as long as they can be concatenated."""
    c = class_of(v)
    return c not in ("cell", "function_handle") and all(d == 1 for d in shape_of(v))


def _concatenated(vals: list, shape: tuple, ctx: Any) -> Any:
    """The uniform outputs of a class without a NumPy dtype, joined as [v1 v2 ...] and shaped."""
    out = call_builtin("horzcat", *vals, ctx=ctx)
    return call_builtin("reshape", out, *(float(d) for d in shape), ctx=ctx)


def _scalar(v: Any) -> Any:
    if type(v) is np.ndarray:
        return v.reshape(-1)[0]
    return v


def apply_each(fname: str, fn: Any, n: int, shape: tuple[int, ...], get_args: Callable[[int], tuple] | None,
               nargout: int, uniform: bool, handler: Any, ctx: Any, columns: list | None = None) -> Any:
    """Call ``fn`` on each element's arguments (``get_args(i)``, or the i-th values of ``columns``,
    one sequence per input) for i in 0..n-1; assemble ``max(nargout,1)`` outputs.

    The call is prepared once (``ctx.element_caller``: a builtin's kernel, an anonymous body's
    compiled leaf ...).  A kernel's answers come in one pass (``prefix``); with one output asked
    for and no ErrorHandler, cells collected as they come, or uniform outputs of calls nothing can
    observe (a ``pure`` caller: compiled leaves), are all computed first and checked after; a run
    of double or logical scalars of one class is collected without per-element class checks,
    which every other value gets.  Errors and checks keep their element order and wording."""
    nout = max(nargout, 1)
    # nargout=0 calls FUNC with nargout=0 too: a function that returns nothing (disp, fprintf,
    # a function without outputs) is then allowed, and one that returns a value still gives ans.
    call_nargout = nargout
    results: list[list[Any]] = [[] for _ in range(nout)]
    classes: list[str | None] = [None] * nout
    cplx = [False] * nout   # a complex double among output k's values
    argseq = iter(zip(*columns) if columns is not None else (get_args(i) for i in range(n)))
    fast_t: Any = None   # the Python class (float or bool) of every uniform result so far
    first_out = results[0]
    first = next(argseq, None)
    start = 0
    call: Any = None
    if first is not None:
        argseq = itertools.chain((first,), argseq)
        call = _caller(ctx, fn, call_nargout, first)
        prefix = getattr(call, "prefix", None)
        if prefix is not None and nargout == 1 and uniform and len(columns or ()) == 1 \
                and type(columns[0]) is list:
            # a builtin's kernel over one list of values: its answers (one class, the kernel's)
            # up to the first value it declines; the loop goes on from there
            vals = prefix(columns[0])
            if vals:
                start = len(vals)
                first_out.extend(vals)
                fast_t = vals[0].__class__
                classes[0] = class_of(vals[0])
                argseq = zip(columns[0][start:])
        if nargout == 1 and handler is None and (not uniform or getattr(call, "pure", False)):
            # nothing between two calls can stop the run (cells are taken as they come), or the
            # calls cannot be observed (a compiled leaf): all of them at once, then the checks
            done = list(itertools.starmap(call, argseq))
            if not uniform and not any(v.__class__ is tuple for v in done):
                first_out.extend(done)
                done = []
            argseq = iter(())
            stream: Any = iter(done)
        else:
            stream = _calls(call, argseq, start, handler, ctx, call_nargout) if handler is not None \
                else itertools.starmap(call, argseq)
    else:
        stream = iter(())
    for i, out in enumerate(stream, start):
        if nout == 1:
            if out.__class__ is fast_t:
                first_out.append(out)
                continue
            outs = (out,) if type(out) is not tuple else out[:1]
        else:
            outs = out
        if nargout == 0 and (out is None or not outs or outs[0] is None):
            results[0].append(None)
            continue
        for k in range(nout):
            v = outs[k]
            if uniform:
                if not _is_uniform_value(v) and not _is_one_element(v):
                    raise MException(f"MATLAB:{fname}:NotAScalarOutput",
                                     f"Non-scalar in Uniform output, at index {i + 1}, output {k + 1}. "
                                     f"Set 'UniformOutput' to false.")
                c = class_of(v)
                if classes[k] is None:
                    classes[k] = c
                elif c != classes[k]:
                    raise MException(f"MATLAB:{fname}:MismatchInOutputTypes",
                                     f"Mismatch in type of outputs, at index {i + 1}, output {k + 1} "
                                     f"({c} versus {classes[k]}). Set 'UniformOutput' to false.")
                if c in _DTYPES:
                    v = _scalar(v)
                results[k].append(v)
                if type(v) is complex or isinstance(v, np.complexfloating):
                    cplx[k] = True
                if nout == 1 and nargout == 1 and v.__class__ in (float, bool):
                    fast_t = v.__class__   # its class is classes[0]: later ones of it need no check
            else:
                results[k].append(v)
    if nargout == 0 and results[0] and all(v is None for v in results[0]):
        return None
    final = []
    for k in range(nout):
        vals = results[k]
        if uniform and classes[k] is not None and classes[k] not in _DTYPES:
            final.append(_concatenated(vals, shape, ctx))
        elif uniform:
            dt = _DTYPES.get(classes[k] or "double", np.float64)
            if classes[k] == "double" and cplx[k]:
                dt = np.complex128
            arr = np.array(vals, dtype=dt) if vals else np.zeros(0, dtype=dt)
            final.append(arr.reshape(shape, order="F"))
        else:
            final.append(cell_array(vals, shape) if vals else np.empty(shape, dtype=object))
    return tuple(final) if nargout > 1 else final[0]


def _calls(call: Any, argseq: Any, start: int, handler: Any, ctx: Any, nargout: int) -> Any:
    """Each element's output, an error going to ``handler`` (with MATLAB's error struct)."""
    for i, args in enumerate(argseq, start):
        try:
            yield call(*args)
        except MException as exc:
            s = StructArray.scalar({"message": _char(exc.message), "identifier": _char(exc.identifier),
                                    "index": float(i + 1)})
            yield ctx.call_function(handler, (s,) + tuple(args), nargout)


def _caller(ctx: Any, fn: Any, nargout: int, first: tuple) -> Any:
    """The prepared per-element call (any context with ``call_function`` will do)."""
    prepare = getattr(ctx, "element_caller", None)
    if prepare is not None:
        return prepare(fn, nargout, first)
    return lambda *args: ctx.call_function(fn, args, nargout)


def whole(fn: Any, inputs: Any, n: int, shape: tuple, nargout: int, uniform: bool, ctx: Any) -> Any:
    """``fn`` computed once on whole arrays (``ctx.whole_array``: an elementwise anonymous body),
    as arrayfun/cellfun return it; None when that does not apply (the per-element path runs)."""
    if n < 2 or nargout > 1 or not isinstance(fn, FunctionHandle) or not fn.is_anonymous:
        return None
    whole_array = getattr(ctx, "whole_array", None)
    out = None if whole_array is None else whole_array(fn, inputs, nargout)
    if out is None:
        return None
    if uniform:
        return out
    flat = out.reshape(-1, order="F")
    k = out.dtype.kind
    if k == "c":
        return None   # an element's complex value with a zero imaginary part would be real alone
    vals = flat.tolist() if k == "b" or out.dtype == np.float64 else [flat[i:i + 1].reshape(1, 1) for i in range(n)]
    return cell_array(vals, shape)


def _char(s: str) -> np.ndarray:

    return char_row(s)


def resolve_function(fn: Any, fname: str) -> Any:
    if isinstance(fn, FunctionHandle):
        return fn
    if is_char(fn) or (is_string(fn) and fn.size == 1):
        return FunctionHandle(char_text(fn) if is_char(fn) else str(fn.flat[0]))
    raise MException(f"MATLAB:{fname}:InvalidFunction" if fname != "cellfun" else "MATLAB:cellfun:InvalidFirstInput",
                     "First input must be a function handle." if fname != "cellfun" else
                     "Input #1 expected to be a function handle or a character vector.")


# -- cellfun legacy string forms --------------------------------------------------------------

def _legacy(name: str, c: np.ndarray, extra: list[Any]) -> Any:
    flat = list(c.ravel(order="F"))
    if name == "isempty":
        vals = [_size(e) == 0 for e in flat]
    elif name == "islogical":
        vals = [class_of(e) == "logical" for e in flat]
    elif name == "isreal":
        vals = [not (type(e) is complex or (type(e) is np.ndarray and e.dtype.kind == "c")) and
                class_of(e) not in ("cell", "struct") for e in flat]
    elif name == "length":
        vals = [float(0 if _size(e) == 0 else max(_shape(e))) for e in flat]
    elif name == "ndims":
        vals = [float(len(_shape(e))) for e in flat]
    elif name == "prodofsize":
        vals = [float(_size(e)) for e in flat]
    elif name == "size":
        if not extra:
            raise MException("MATLAB:cellfun:NotEnoughInputs", "Not enough input arguments.")
        k = dim_arg(extra[0]) + 1  # MATLAB's DIM error for a struct, a fraction, a non-scalar
        vals = [float(_shape(e)[k - 1]) if k - 1 < len(_shape(e)) else 1.0 for e in flat]
    elif name == "isclass":
        if not extra:
            raise MException("MATLAB:cellfun:NotEnoughInputs", "Not enough input arguments.")
        want = char_text(extra[0])
        vals = [class_of(e) == want for e in flat]
    else:
        return None
    dt = np.bool_ if name in ("isempty", "islogical", "isreal", "isclass") else np.float64
    return np.array(vals, dtype=dt).reshape(c.shape, order="F")


def _shape(v: Any) -> tuple[int, ...]:

    return shape_of(v)


def _size(v: Any) -> int:
    return int(np.prod(_shape(v)))


_LEGACY = frozenset({"isempty", "islogical", "isreal", "length", "ndims", "prodofsize", "size", "isclass"})


@runtime_builtin(
    summary="Apply a function to the contents of each cell.",
    description="FUNC gets the contents of the i-th cell of each input cell array. With "
                "'UniformOutput' true (the default) every call must return scalars of one class, "
                "collected into arrays the size of the inputs; otherwise outputs go into cell "
                "arrays. 'ErrorHandler' names a function called (with an error struct holding "
                "message, identifier and index, then the inputs) when FUNC errors. The legacy "
                "names 'isempty', 'islogical', 'isreal', 'length', 'ndims', 'prodofsize', "
                "'size' (with K) and 'isclass' (with a class name) run without calling a function.",
    keywords=["map", "apply", "cell array", "vectorize", "UniformOutput"],
    related=["arrayfun", "structfun", "func2str"],
    signatures=["A = cellfun(FUNC, C)", "A = cellfun(FUNC, C1, ..., CN)",
                "[A1, ..., AM] = cellfun(FUNC, C, 'UniformOutput', TF, 'ErrorHandler', EFUNC)"],
    errors=[ErrorSpec(identifier="MATLAB:cellfun:NotAScalarOutput",
                      when="UniformOutput is true and FUNC returns a non-scalar"),
            ErrorSpec(identifier="MATLAB:cellfun:MismatchInOutputTypes",
                      when="UniformOutput is true and outputs differ in class"),
            ErrorSpec(identifier="MATLAB:cellfun:CellInputSizeMismatch",
                      when="the cell inputs differ in size"),
            ErrorSpec(identifier="MATLAB:cellfun:NotACell", when="a data input is not a cell array")],
    examples=[Example(code="n = cellfun(@numel, {'ab', 'cde', ''})", output="n =\n\n     2     3     0\n\n"),
              Example(code="c = cellfun(@upper, {'ab', 'c'}, 'UniformOutput', false)",
                      output="c =\n\n  1×2 cell array\n\n    {'AB'}    {'C'}\n\n"),
              Example(code="e = cellfun('isempty', {[], 1, ''})", output="e =\n\n"
                                                                         "  1×3 logical array\n\n"
                                                                         "   1   0   1\n\n")],
    output_mode="nargout",
)
def cellfun(func: Any, *args: Any, nargout: int, ctx: Any = None) -> Any:
    ctx = ctx or HostContext()
    if (is_char(func) or is_string(func)) and args and is_cell(args[0]):
        name = char_text(func) if is_char(func) else str(func.flat[0])
        if name in _LEGACY:
            return _legacy(name, args[0], list(args[1:]))
    data, uniform, handler = split_options(args, "cellfun")
    fn = resolve_function(func, "cellfun")
    if not data:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    for k, c in enumerate(data):
        if not is_cell(c):
            raise MException("MATLAB:cellfun:NotACell",
                             f"Input #{k + 2} expected to be a cell array, was {class_of(c)} instead.")
    shape = data[0].shape
    for k, c in enumerate(data[1:], start=3):
        if c.shape != shape:
            raise MException("MATLAB:cellfun:CellInputSizeMismatch",
                             "All of the input arguments must be of the same size and shape.\n"
                             f"Previous inputs had size {' x '.join(map(str, shape))}, "
                             f"input #{k} has size {' x '.join(map(str, c.shape))}.")
    flats = [c.reshape(-1, order="F") for c in data]
    n = flats[0].size
    columns = [list(f) for f in flats]
    if n >= 2 and isinstance(fn, FunctionHandle) and fn.is_anonymous:
        scalars = _scalars(columns)
        if scalars:
            out = whole(fn, lambda: _stacked(columns, shape), n, shape, nargout, uniform, ctx)
            if out is not None:
                return out
        elif not uniform and nargout <= 1:
            out = _whole_cells(fn, columns, shape, ctx)
            if out is not None:
                return out
    return apply_each("cellfun", fn, n, shape, None, nargout, uniform, handler, ctx, columns)


def _whole_cells(fn: Any, columns: list, shape: tuple, ctx: Any) -> Any:
    """cellfun(FUNC, C1, .., 'UniformOutput', false) of an elementwise anonymous body over cells of
    arrays: every element's values in one row (per input: one class; the i-th elements of all
    inputs of one size), the body computed once (``ctx.whole_array``), the row cut back into
    cells of the elements' sizes; None when that does not apply."""
    whole_array = getattr(ctx, "whole_array", None)
    if whole_array is None:
        return None
    layout: list = []   # the elements' (shape, size), filled by rows()

    def rows() -> list | None:
        return _rows(columns, layout)

    out = whole_array(fn, rows, 1)
    if out is None or out.dtype.kind == "c":
        return None   # a complex element alone could be real
    flat = out.reshape(-1)
    vals = []
    o = 0
    for shp, k in layout:
        piece = flat[o:o + k].reshape(shp, order="F")
        o += k
        if k == 1 and piece.ndim == 2 and piece.dtype.kind in "fb" and piece.dtype.itemsize in (1, 8):
            piece = piece.item()   # a double or logical scalar is a Python float / bool
        vals.append(piece)
    return cell_array(vals, shape)


def _rows(columns: list, layout: list) -> list | None:
    """Per input, all its cells' values in one row (column-major within each cell), when each
    input's cells hold numeric, logical or char arrays of one class and the i-th cells of all
    inputs have one size (written to ``layout``); None otherwise or when there are no values."""
    rows = []
    sizes: list | None = None
    for col in columns:
        parts = []
        dt = None
        these = []
        for v in col:
            t = v.__class__
            if t is float or t is bool:
                v = np.array([[v]])
            elif t is not np.ndarray or v.dtype.kind not in "biufU":
                return None
            if dt is None:
                dt = v.dtype
            elif v.dtype != dt:
                return None
            these.append((v.shape, v.size))
            parts.append(v.reshape(-1, order="F"))
        if sizes is None:
            sizes = these
        elif these != sizes:
            return None
        rows.append(np.concatenate(parts).reshape(1, -1))
    if not rows[0].size:
        return None
    layout[:] = sizes
    return rows


def _scalars(columns: list) -> bool:
    """Every cell holds a double scalar (or every one a logical scalar), in each input."""
    for col in columns:
        t = col[0].__class__
        if t is not float and t is not bool:
            return False
        for v in col:
            if v.__class__ is not t:
                return False
    return True


def _stacked(columns: list, shape: tuple) -> list:
    """Cells of double (logical) scalars as arrays of the cells' shape."""
    return [np.array(col, dtype=np.float64 if col[0].__class__ is float else np.bool_).reshape(shape, order="F")
            for col in columns]


def column(a: Any) -> tuple[int, tuple[int, ...], Any]:
    """(count, shape, the elements in column-major order as scalar values) of any array value:
    a list of Python floats/bools for double/logical arrays, else a lazy sequence."""
    if type(a) is np.ndarray and (a.dtype == np.float64 or a.dtype.kind == "b"):
        return a.size, a.shape, a.reshape(-1, order="F").tolist()
    n, shape, get = elements(a)
    return n, shape, map(get, range(n))


def elements(a: Any) -> tuple[int, tuple[int, ...], Callable[[int], Any]]:
    """(count, shape, getter) over the elements of any array value, each as a scalar value."""
    if isinstance(a, StructArray):
        flat = a.elems.reshape(-1, order="F")

        def get_s(i: int) -> Any:
            one = np.empty((1, 1), dtype=object)
            one[0, 0] = flat[i]
            return StructArray(a.fields, one)
        return a.size, a.shape, get_s
    if type(a) is np.ndarray:
        flat = a.reshape(-1, order="F")
        k = a.dtype.kind
        if k == "f" and a.dtype == np.float64:
            return a.size, a.shape, lambda i: float(flat[i])
        if k == "b":
            return a.size, a.shape, lambda i: bool(flat[i])
        if k == "O":
            return a.size, a.shape, lambda i: cell_array([flat[i]])
        return a.size, a.shape, lambda i: flat[i:i + 1].reshape(1, 1)
    if type(a) in (float, bool, complex):
        return 1, (1, 1), lambda i: a
    shp = getattr(a, "shape", (1, 1))
    if int(np.prod(shp)) == 1:
        return 1, (1, 1), lambda i: a
    ref = getattr(type(a), "__matlab_subsref__", None)
    if ref is not None and getattr(a, "matlab_class", "") not in ("table", "timetable"):
        return int(np.prod(shp)), tuple(shp), lambda i: ref(a, (float(i + 1),))  # categorical, datetime ...
    raise MException("MATLAB:arrayfun:UnsupportedInput", f"arrayfun does not accept {class_of(a)} inputs.")


@runtime_builtin(
    summary="Apply a function to each element of arrays.",
    description="Like cellfun, over the elements of numeric, logical, char, string, struct "
                "and cell arrays (a cell element is passed as a 1x1 cell). Supports "
                "'UniformOutput' and 'ErrorHandler'.",
    keywords=["map", "apply", "vectorize", "UniformOutput"],
    related=["cellfun", "structfun"],
    signatures=["B = arrayfun(FUNC, A)", "B = arrayfun(FUNC, A1, ..., AN)",
                "[B1, ..., BM] = arrayfun(FUNC, A, 'UniformOutput', TF, 'ErrorHandler', EFUNC)"],
    errors=[ErrorSpec(identifier="MATLAB:arrayfun:NotAScalarOutput",
                      when="UniformOutput is true and FUNC returns a non-scalar"),
            ErrorSpec(identifier="MATLAB:arrayfun:MismatchInOutputTypes",
                      when="UniformOutput is true and outputs differ in class"),
            ErrorSpec(identifier="MATLAB:arrayfun:ArrayInputSizeMismatch",
                      when="the array inputs differ in size")],
    examples=[Example(code="y = arrayfun(@(x) x^2, [1 2 3])", output="y =\n\n     1     4     9\n\n"),
              Example(code="c = arrayfun(@(n) ones(1, n), 1:2, 'UniformOutput', false)",
                      output="c =\n\n  1×2 cell array\n\n    {[1]}    {[1 1]}\n\n")],
    output_mode="nargout",
)
def arrayfun(func: Any, *args: Any, nargout: int, ctx: Any = None) -> Any:
    ctx = ctx or HostContext()
    data, uniform, handler = split_options(args, "arrayfun")
    fn = resolve_function(func, "arrayfun")
    if not data:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    views = [column(a) for a in data]
    n, shape, _ = views[0]
    for k, (m, shp, _) in enumerate(views[1:], start=3):
        if shp != shape:
            raise MException("MATLAB:arrayfun:ArrayInputSizeMismatch",
                             "All of the input arguments must be of the same size and shape.\n"
                             f"Previous inputs had size {' x '.join(map(str, shape))}, "
                             f"input #{k} has size {' x '.join(map(str, shp))}.")
    out = whole(fn, data, n, shape, nargout, uniform, ctx)
    if out is not None:
        return out
    return apply_each("arrayfun", fn, n, shape, None, nargout, uniform, handler, ctx, [c for _, _, c in views])
