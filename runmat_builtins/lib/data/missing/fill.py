"""fillmissing: fill missing entries of arrays and tables with a constant, a neighbour, an
interpolation or a moving statistic along a dimension."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import doubles, is_int_value
from runmat_builtins.lib.data.missing import _fill_vector as V
from runmat_builtins.lib.data.missing import _mask as K
from runmat_builtins.lib.data.missing._options import split_options, var_indices
from runmat_builtins.lib.data.missing._take import positions, put, take
from runmat_builtins.lib.strings.core._text import is_cell, is_char, option_text
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle, cell_array

METHODS = ("constant",) + V.NEIGHBOUR + V.INTERP + V.MOVING
OPTIONS = ("EndValues", "SamplePoints", "MissingLocations", "MaxGap", "DataVariables", "ReplaceValues")


def _bad_method() -> MException:
    return MException("MATLAB:fillmissing:MethodInvalid",
                      "Fill method must be 'constant', 'previous', 'next', 'nearest', 'linear', 'spline', "
                      "'pchip', 'makima', 'movmean', 'movmedian' or a function handle.")


def _fibers(shp: tuple[int, ...], dim: int) -> np.ndarray:
    """Linear (column-major) indices of the array laid out as (length along dim) x fibers."""
    lin = np.arange(int(np.prod(shp))).reshape(shp, order="F")
    return np.moveaxis(lin, dim, 0).reshape(shp[dim], -1)


def _number(v: Any, ident: str, msg: str) -> float:
    """The first element of a numeric option value (a duration's seconds) as a float; MATLAB's
    error ``MATLAB:fillmissing:<ident>`` for an empty, complex or non-numeric one."""
    secs = getattr(v, "secs", None)
    try:
        d = doubles(v if secs is None else secs).reshape(-1)
    except (MException, TypeError):
        raise MException(f"MATLAB:fillmissing:{ident}", msg) from None
    if d.size == 0 or d.dtype.kind == "c":
        raise MException(f"MATLAB:fillmissing:{ident}", msg)
    return float(d[0])


def _sample_points(v: Any) -> np.ndarray:
    """The 'SamplePoints' value as seconds or numbers: a floating-point, duration or datetime
    vector of finite, increasing values (MATLAB's checks, in its order)."""
    secs = getattr(v, "secs", None)
    if secs is not None:
        t = np.asarray(secs, dtype=np.float64)
    elif type(v) is float or (type(v) is np.ndarray and v.dtype.kind in "fc"):
        t = np.asarray(v)
    else:
        raise MException("MATLAB:fillmissing:SamplePointsInvalidDatatype",
                         "'SamplePoints' must be a floating-point, duration or datetime vector.")
    if t.ndim > 1 and sum(k != 1 for k in t.shape) > 1:
        raise MException("MATLAB:fillmissing:SamplePointsInvalidDatatype",
                         "'SamplePoints' must be a floating-point, duration or datetime vector.")
    t = t.reshape(-1)
    if t.dtype.kind == "c":
        raise MException("MATLAB:fillmissing:SamplePointsComplex", "'SamplePoints' must be real.")
    if not np.all(np.isfinite(t)):
        raise MException("MATLAB:fillmissing:SamplePointsNonFinite",
                         "'SamplePoints' must not contain NaN, Inf or NaT.")
    steps = np.diff(t)
    if np.any(steps == 0):
        raise MException("MATLAB:fillmissing:SamplePointsDuplicate", "'SamplePoints' must not contain duplicates.")
    if np.any(steps < 0):
        raise MException("MATLAB:fillmissing:SamplePointsSorted", "'SamplePoints' must be sorted.")
    return t.astype(np.float64)


def _max_gap(v: Any) -> float:
    """'MaxGap': a positive real scalar (a number, or a duration for time sample points)."""
    msg = "'MaxGap' must be a positive real scalar: a number or a duration."
    if getattr(v, "secs", None) is None and not (type(v) in (float, bool) or (
            type(v) is np.ndarray and v.dtype.kind in "biuf")):
        raise MException("MATLAB:fillmissing:MaxGapInvalid", msg)
    gap = _number(v, "MaxGapInvalid", msg)
    if np.size(getattr(v, "secs", v)) != 1 or not gap > 0:
        raise MException("MATLAB:fillmissing:MaxGapInvalid", msg)
    return gap


class _Plan:
    """One fill request: method, its argument, dimension and options."""

    def __init__(self, method: str, arg: Any, opts: dict[str, Any]) -> None:
        self.method, self.arg = method, arg
        ev = opts.get("EndValues")
        self.end = "extrap" if ev is None else (option_text(ev) or ev)
        if isinstance(self.end, str) and self.end not in ("extrap", "previous", "next", "nearest", "none"):
            raise MException("MATLAB:fillmissing:EndValuesInvalid",
                             "EndValues must be 'extrap', 'previous', 'next', 'nearest', 'none' or a scalar.")
        elif not isinstance(self.end, str) and getattr(self.end, "size", 1) == 0:
            raise MException("MATLAB:fillmissing:EndValuesInvalid",
                             "EndValues must be 'extrap', 'previous', 'next', 'nearest', 'none' or a scalar.")
        self.samples = None if opts.get("SamplePoints") is None else _sample_points(opts["SamplePoints"])
        self.maxgap = None if opts.get("MaxGap") is None else _max_gap(opts["MaxGap"])
        self.locations = opts.get("MissingLocations")
        self.call: Any = None  # the fill function of the custom method: call(xs, ts, tq)

    def times(self, n: int) -> np.ndarray:
        if self.samples is None:
            return np.arange(1.0, n + 1.0)
        t = self.samples
        if t.size != n:
            raise MException("MATLAB:fillmissing:SamplePointsLength",
                             "SamplePoints must have as many elements as the dimension being filled.")
        return t

    def sources(self, m: np.ndarray, t: np.ndarray) -> np.ndarray:
        """Index of the entry filling each entry (-1 none; -2 computed, numeric methods only)."""
        if self.method in V.NEIGHBOUR:
            src = V.source_index(m, t, self.method)
        else:
            src = np.where(m, -2, np.arange(m.size))
        lead, trail = V.end_runs(m)
        if isinstance(self.end, str) and self.end != "extrap":
            ends = lead | trail
            if self.end == "none":
                src[ends] = -1
            else:
                src[ends] = V.source_index(m, t, self.end)[ends]
        elif not isinstance(self.end, str):
            src[(lead | trail) & m] = -3  # the EndValues scalar
        if self.maxgap is not None:
            gap = self.maxgap
            known = np.flatnonzero(~m)
            for i in np.flatnonzero(m):
                p, q = known[known < i], known[known > i]
                if p.size and q.size and t[q[0]] - t[p[-1]] > gap:
                    src[i] = -1
        return src


def _fill_numbers(x: np.ndarray, m: np.ndarray, plan: _Plan, t: np.ndarray, const: Any) -> tuple[np.ndarray, np.ndarray]:
    """One fiber of numbers: (filled values, entries filled)."""
    src = plan.sources(m, t)
    out = x.copy()
    meth = plan.method
    if meth == "constant":
        out[src == -2] = const
    elif meth in V.INTERP:
        vals = V.interpolate(x.astype(np.float64) if x.dtype.kind != "c" else x, m, t, meth)
        out[src == -2] = vals[src == -2]
    elif meth in V.MOVING:
        vals = V.moving(x.astype(np.float64), m, t, meth, plan.arg)
        out[src == -2] = vals[src == -2]
    elif meth == "custom":
        vals = V.custom(x.astype(np.float64), m, t, plan.call, plan.arg)
        out[src == -2] = vals[src == -2]
    sel = src >= 0
    out[sel & m] = x[src[sel & m]]
    if (src == -3).any():
        out[src == -3] = _number(plan.end, "EndValuesInvalid", "EndValues must be numeric for numeric data.")
    out[(src == -1) & m] = x[(src == -1) & m]
    if meth in V.INTERP + V.MOVING + ("custom",):
        still = (src == -2) & np.isnan(out) if out.dtype.kind in "fc" else np.zeros(m.size, bool)
        filled = m & (src != -1) & ~still
    else:
        filled = m & (src != -1)
    return out, filled


def _fill_array(a: Any, plan: _Plan, dim: int | None) -> tuple[Any, np.ndarray]:
    shp = K.shape(a)
    m = K.standard(a) if plan.locations is None else np.asarray(plan.locations, dtype=bool).reshape(shp, order="F")
    if m.shape != shp:
        raise MException("MATLAB:fillmissing:MissingLocationsSize", "MissingLocations must be the same size as the input.")
    if dim is None:
        dim = K.first_dim(shp)
    if dim >= len(shp):
        return a, np.zeros(shp, dtype=bool)
    fib = _fibers(shp, dim)
    t = plan.times(shp[dim])
    secs = K.time_secs(a)
    numeric = type(a) in (float, complex) or (type(a) is np.ndarray and a.dtype.kind in "fciu")
    if numeric or (secs is not None and plan.method != "constant"):
        base = np.asarray(secs if secs is not None else a).reshape(shp)
        flat = base.reshape(-1, order="F").copy()
        filled = np.zeros(flat.size, dtype=bool)
        mflat = m.reshape(-1, order="F")
        const = plan.arg
        cvals = None
        if plan.method == "constant":
            cvals = np.asarray(const if getattr(const, "secs", None) is None else const.secs).reshape(-1, order="F")
            if cvals.dtype.kind not in "biufc":
                raise MException("MATLAB:fillmissing:ConstantInvalid", "Fill constant must be numeric for numeric data.")
            if cvals.size not in (1, fib.shape[1]):
                raise MException("MATLAB:fillmissing:ConstantSize",
                                 "Fill constant must be a scalar or have one value for each vector being filled.")
        for j in range(fib.shape[1]):
            ix = fib[:, j]
            c = None if cvals is None else cvals[j if cvals.size > 1 else 0]
            vals, f = _fill_numbers(flat[ix], mflat[ix], plan, t, c)
            flat[ix], filled[ix] = vals, f
        out = flat.reshape(shp, order="F")
        tf = filled.reshape(shp, order="F")
        if secs is not None:
            return a.like(out), tf
        if type(a) in (float, complex):
            return type(a)(out.reshape(-1)[0]), tf
        return out, tf
    # text, cells, categorical, datetime constants: whole elements move
    if plan.method not in ("constant",) + V.NEIGHBOUR:
        raise MException("MATLAB:fillmissing:MethodInvalidForType",
                         f"Fill method '{plan.method}' is not supported for this data type: use 'constant', "
                         "'previous', 'next' or 'nearest'.")
    mflat = m.reshape(-1, order="F")
    dest, src_all = [], []
    const_dest = []
    for j in range(fib.shape[1]):
        ix = fib[:, j]
        src = plan.sources(mflat[ix], t)
        for k in np.flatnonzero(mflat[ix]):
            if src[k] >= 0:
                dest.append(ix[k])
                src_all.append(ix[src[k]])
            elif src[k] in (-2, -3):
                const_dest.append(ix[k])
    out = a
    if dest:
        out = put(out, (positions(dest),), take(a, (positions(src_all),)))
    if const_dest:
        c = plan.arg if plan.method == "constant" else plan.end
        if is_cell(a) and not is_cell(c):
            c = cell_array([c])
        out = put(out, (positions(const_dest),), c)
    tf = np.zeros(mflat.size, dtype=bool)
    tf[dest + const_dest] = True
    return out, tf.reshape(shp, order="F")


@runtime_builtin(
    summary="Fill missing entries with a constant, a neighbour, an interpolation or a moving mean/median.",
    description="fillmissing(A, 'constant', V), fillmissing(A, METHOD) with METHOD 'previous', 'next', "
                "'nearest', 'linear', 'spline', 'pchip' or 'makima', fillmissing(A, 'movmean', WINDOW) or "
                "'movmedian'; along DIM (default: the first non-singleton dimension). Options: "
                "'EndValues' ('extrap', 'previous', 'next', 'nearest', 'none' or a scalar), "
                "'SamplePoints', 'MissingLocations', 'MaxGap', 'DataVariables' (tables). Text, cells, "
                "categorical and datetime arrays take 'constant' and the neighbour methods.",
    keywords=["missing", "NaN", "fill", "interpolate", "clean", "previous", "linear"],
    related=["ismissing", "rmmissing", "standardizeMissing", "interp1"],
    signatures=["F = fillmissing(A, 'constant', V)", "F = fillmissing(A, METHOD)",
                "F = fillmissing(A, MOVMETHOD, WINDOW)", "F = fillmissing(A, FILLFUN, GAPWINDOW)", "F = fillmissing(A, METHOD, DIM)",
                "F = fillmissing(A, METHOD, NAME, VALUE)", "[F, TF] = fillmissing(A, METHOD)"],
    errors=[ErrorSpec(identifier="MATLAB:fillmissing:MethodInvalid", when="an unknown fill method")],
    examples=[Example(code='f = fillmissing([1 NaN 3 NaN 5], "linear");\nfprintf("%g ", f); fprintf("\\n")',
                      output="1 2 3 4 5 \n"),
              Example(code='f = fillmissing([NaN 2 NaN NaN 5], "previous");\nfprintf("%g ", f); fprintf("\\n")',
                      output="NaN 2 2 2 5 \n"),
              Example(code='f = fillmissing([1 NaN 3], "constant", 0);\nfprintf("%g ", f); fprintf("\\n")',
                      output="1 0 3 \n")],
)
def fillmissing(a: Any, method: Any, *args: Any, nargout: int = 1, ctx: Any = None) -> Any:

    meth = "custom" if isinstance(method, FunctionHandle) else option_text(method)
    if meth not in METHODS + ("custom",):
        raise _bad_method()
    rest = list(args)
    arg = None
    if meth in ("constant", "custom") + V.MOVING:
        if not rest:
            raise MException("MATLAB:fillmissing:MissingArgument",
                             f"Fill method '{meth}' needs a {'constant' if meth == 'constant' else 'window'} argument.")
        arg = rest.pop(0)
    pos, opts = split_options("fillmissing", tuple(rest), OPTIONS)
    dim = None
    if pos:
        try:  # a dimension is a real positive integer scalar; any other value (a handle too) is not
            d = doubles(pos[0]).reshape(-1) if not is_char(pos[0]) else np.array([0.0])
        except MException:
            d = np.array([0.0])
        if d.size != 1 or d.dtype.kind == "c" or not d[0] >= 1 or not is_int_value(float(d[0])):
            raise MException("MATLAB:fillmissing:DimensionInvalid", "Dimension must be a positive integer scalar.")
        dim = int(d[0]) - 1
    plan = _Plan(meth, arg, opts)
    if meth == "custom":
        if ctx is None:
            from runmat_builtins.context import HostContext

            ctx = HostContext()
        plan.call = lambda xs, ts, tq: ctx.call_function(method, (xs, ts, tq), 1)
    if K.is_table(a):
        sel = var_indices(a, opts.get("DataVariables"))
        cols, tfs = [], []
        for j, col in enumerate(a.cols):
            if sel is not None and j not in sel:
                cols.append(col)
                tfs.append(np.zeros((a.height, 1), dtype=bool))
                continue
            cplan = plan
            if meth == "constant" and type(arg) is np.ndarray and arg.dtype.kind in "biuf" and arg.size == len(a.cols) > 1:
                cplan = _Plan(meth, float(arg.reshape(-1)[j]), opts)
            elif meth == "constant" and is_cell(arg) and arg.size == len(a.cols) > 1:
                cplan = _Plan(meth, arg.reshape(-1, order="F")[j], opts)
            out, tf = _fill_array(col, cplan, 0)
            cols.append(out)
            tfs.append(tf.reshape(a.height, -1))
        res = a.with_parts(a.names, cols, a.rownames)
        return (res, np.concatenate(tfs, axis=1)) if nargout > 1 else res
    out, tf = _fill_array(a, plan, dim)
    return (out, tf) if nargout > 1 else out
