"""ismembertol: set membership within a tolerance, scaled by the data (MATLAB's rule
``abs(u - v) <= tol * max(abs([A(:); B(:)]))``, or ``tol * DataScale``)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.strings.core._options import name_values



def _real(v: Any, what: str) -> np.ndarray:
    a = np.asarray(v)
    if a.dtype.kind not in "fiub" or a.dtype.kind == "c":
        raise MException("MATLAB:ismembertol:InputClass" if what != "tol" else "MATLAB:ismembertol:TolNotScalar",
                         "Inputs A and B must be real floating-point arrays." if what != "tol"
                         else "Tolerance must be a real, nonnegative scalar.")
    return a if a.ndim >= 2 else a.reshape(1, -1) if a.ndim == 1 else a.reshape(1, 1)


def _within(av: np.ndarray, bv: np.ndarray, tol: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For each row of ``av``: a member of ``bv`` (rows) within ``tol`` per column, and the
    lowest such row index of ``bv`` (-1 when none)."""
    na = av.shape[0]
    tf = np.zeros(na, dtype=bool)
    loc = np.full(na, -1, dtype=np.int64)
    if bv.shape[0] == 0 or na == 0:
        return tf, loc
    if av.shape[1] == 1:  # sorted search on a single column
        b = bv[:, 0]
        order = np.argsort(b, kind="stable")
        bs = b[order]
        a = av[:, 0]
        lo = np.searchsorted(bs, a - tol[0], side="left")
        hi = np.searchsorted(bs, a + tol[0], side="right")
        for i in range(na):
            if hi[i] > lo[i] and not np.isnan(a[i]):
                tf[i] = True
                loc[i] = int(order[lo[i]:hi[i]].min())
        return tf, loc
    for i in range(na):
        hit = np.all(np.abs(bv - av[i]) <= tol, axis=1)
        if hit.any():
            tf[i] = True
            loc[i] = int(np.argmax(hit))
    return tf, loc


@runtime_builtin(
    summary="Set membership within a tolerance: [LIA, LOCB] = ismembertol(A, B, TOL).",
    description="An element u of A is a member when some v of B has abs(u - v) <= TOL * "
                "max(abs([A(:); B(:)])). TOL defaults to 1e-6 (1e-4 for single). Options: "
                "'ByRows' (compare rows), 'DataScale' (the scale replacing max(abs(...)), a scalar "
                "or one per column), 'OutputAllIndices' (LOCB a cell of all matching indices). "
                "LOCB holds the lowest index in B of a match (0 where none).",
    keywords=["member", "tolerance", "floating point", "set", "approximate"],
    related=["ismember", "uniquetol", "abs"],
    signatures=["LIA = ismembertol(A, B)", "LIA = ismembertol(A, B, TOL)",
                "LIA = ismembertol(A, B, TOL, NAME, VALUE)", "[LIA, LOCB] = ismembertol(A, B, TOL)"],
    errors=[ErrorSpec(identifier="MATLAB:ismembertol:InputClass", when="A or B is not real numeric")],
    examples=[Example(code="tf = ismembertol(0.1 + 0.2, [0.3 0.5]);\nfprintf('%d\\n', tf)", output="1\n"),
              Example(code="[tf, loc] = ismembertol([1 2.05 3], [3 1.0000001], 1e-3);\nfprintf('%d %d\\n', [tf; loc])",
                      output="1 2\n0 0\n1 1\n")],
)
def ismembertol(a: Any, b: Any, *rest: Any, nargout: int) -> Any:
    A, B = _real(a, "A"), _real(b, "B")
    single = A.dtype == np.float32 or B.dtype == np.float32
    tol = 1e-4 if single else 1e-6
    opts = list(rest)
    if opts and not (type(opts[0]) is np.ndarray and opts[0].dtype.kind in "UT"):
        t = _real(opts.pop(0), "tol")
        if t.size != 1 or not (t.reshape(-1)[0] >= 0):
            raise MException("MATLAB:ismembertol:TolNotScalar", "Tolerance must be a real, nonnegative scalar.")
        tol = float(t.reshape(-1)[0])
    o = name_values(opts, ("ByRows", "DataScale", "OutputAllIndices"), "ismembertol")
    rows = bool(np.asarray(o.get("byrows", False)).reshape(-1)[0])
    allidx = bool(np.asarray(o.get("outputallindices", False)).reshape(-1)[0])
    Af, Bf = A.astype(np.float64), B.astype(np.float64)
    if rows:
        if Af.shape[1] != Bf.shape[1]:
            raise MException("MATLAB:ismembertol:AandBColnumAgree",
                             "Inputs A and B must have the same number of columns when using the 'ByRows' option.")
        av, bv = Af.reshape(Af.shape[0], -1), Bf.reshape(Bf.shape[0], -1)
    else:
        av, bv = Af.reshape(-1, 1, order="F"), Bf.reshape(-1, 1, order="F")
    if "datascale" in o:
        scale = np.asarray(o["datascale"], dtype=np.float64).reshape(-1)
        scale = np.broadcast_to(scale, (av.shape[1],)) if scale.size in (1, av.shape[1]) else scale
    else:
        both = np.concatenate([av.reshape(-1), bv.reshape(-1)])
        both = both[np.isfinite(both)]
        scale = np.full(av.shape[1], float(np.max(np.abs(both))) if both.size else 0.0)
    tf, loc = _within(av, bv, tol * scale)
    shape = (av.shape[0], 1) if rows else A.shape
    tf_out = tf.reshape(shape, order="F")
    if nargout < 2:
        return bool(tf_out.reshape(-1)[0]) if tf_out.size == 1 else tf_out
    if allidx:
        from runmat_builtins.values import cell_array

        cells = []
        for i in range(av.shape[0]):
            hit = np.nonzero(np.all(np.abs(bv - av[i]) <= tol * scale, axis=1))[0] if tf[i] else np.array([], dtype=np.int64)
            cells.append((hit + 1).astype(np.float64).reshape(-1, 1) if hit.size else np.zeros((0, 0)))
        locb: Any = cell_array(cells, shape)
    else:
        locb = (loc + 1).astype(np.float64).reshape(shape, order="F")
        if locb.size == 1:
            locb = float(locb.reshape(-1)[0])
    return (bool(tf_out.reshape(-1)[0]) if tf_out.size == 1 else tf_out), locb
