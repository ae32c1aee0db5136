"""sparse, full, speye, spzeros, spalloc, spones, nonzeros and nzmax over dense-backed
matrices (see the package docstring for what differs from MATLAB's sparse storage)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd, values
from runmat_builtins.numeric import class_name, undefined
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.array.shape._args import is_int_value
from runmat_builtins.limits import check_array_size

_DENSE_NOTE = " RunMat's sparse matrices are stored densely (display and issparse differ from MATLAB)."


def _dim(v: Any, fname: str) -> int:
    try:
        vals = values(v)
    except TypeError:
        vals = []
    if len(vals) != 1 or not is_int_value(vals[0]) or vals[0] < 0:
        raise MException(f"MATLAB:{fname}:InvalidSize" if fname != "sparse" else "MATLAB:sparsfcn:nonnegativeIntSize",
                         "Sparse matrix sizes must be non-negative integers less than MAXSIZE as defined by "
                         "COMPUTER. Use HELP COMPUTER for more details.")
    return int(vals[0])


def _index(v: Any, what: str) -> np.ndarray:
    a = nd(v, objects=True)
    if getattr(a, "dtype", None) is None:  # a table, a map, an object: sparse is undefined for it
        raise undefined("sparse", class_name(v))
    if a.dtype.kind not in "biuf":
        raise MException("MATLAB:sparsfcn:nonPosIndex", f"Index into matrix must be positive ({what}).")
    flat = a.reshape(-1, order="F").astype(np.float64)
    if flat.size and (np.any(flat < 1) or np.any(flat != np.floor(flat))):
        raise MException("MATLAB:sparsfcn:nonPosIndex", "Index into matrix must be positive.")
    return flat.astype(np.intp) - 1


def _dense(x: Any, fname: str) -> np.ndarray:
    cls = class_name(x)
    a = nd(x)
    if cls == "logical":
        return a.astype(bool)
    if cls not in ("double", "single"):
        raise undefined(fname, cls)
    if a.ndim > 2:
        raise MException("MATLAB:sparsfcn:ndArray", "N-dimensional indexing allowed for Full matrices only.")
    return a.astype(np.complex128 if a.dtype.kind == "c" else np.float64)


@runtime_builtin(
    summary="Create a sparse matrix: from a full matrix, from (i, j, v) triplets (duplicates "
            "summed), or all-zero m-by-n.",
    description="sparse(i, j, v, m, n) puts v(k) at (i(k), j(k)); scalars among i, j, v expand; "
                "duplicate positions add up (logical v: any). The size defaults to max(i)-by-max(j); "
                "the sixth argument nz is accepted and ignored." + _DENSE_NOTE,
    keywords=["sparse", "triplet", "coordinate format", "accumarray"],
    related=["full", "speye", "nonzeros", "nnz", "issparse", "accumarray"],
    signatures=["S = sparse(A)", "S = sparse(m, n)", "S = sparse(i, j, v)", "S = sparse(i, j, v, m, n)",
                "S = sparse(i, j, v, m, n, nz)"],
    errors=[ErrorSpec(identifier="MATLAB:sparsfcn:nonPosIndex", when="an index is not a positive integer"),
            ErrorSpec(identifier="MATLAB:sparsfcn:vectorsLength", when="i, j and v differ in length"),
            ErrorSpec(identifier="MATLAB:sparsfcn:indexExceedsDims", when="an index exceeds m or n"),
            ErrorSpec(identifier="MATLAB:UndefinedFunction", when="A is not double, single or logical")],
    examples=[Example(code="S = sparse([1 2 2], [1 3 3], [4 5 6]);\ndisp(full(S))",
                      output="     4     0     0\n     0     0    11\n"),
              Example(code="S = sparse([1 2], [2 1], 1, 2, 2);\ndisp(full(S))", output="     0     1\n"
                                                                                       "     1     0\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def sparse(*args: Any) -> Any:
    if len(args) == 1:
        return _dense(args[0], "sparse")
    if len(args) == 2:
        return np.zeros((_dim(args[0], "sparse"), _dim(args[1], "sparse")))
    if len(args) not in (3, 5, 6):
        raise MException("MATLAB:narginchk:tooManyInputs" if len(args) > 6 else "MATLAB:sparse:InvalidArgs",
                         "sparse takes (A), (m, n), (i, j, v), (i, j, v, m, n) or (i, j, v, m, n, nz).")
    i, j = _index(args[0], "i"), _index(args[1], "j")
    v = _dense(args[2], "sparse").reshape(-1, order="F")
    n = max(i.size, j.size, v.size)
    for arr in (i, j, v):
        if arr.size not in (1, n):
            raise MException("MATLAB:sparsfcn:vectorsLength", "Vectors must be the same lengths.")
    i, j, v = (np.broadcast_to(a, (n,)) for a in (i, j, v))
    if len(args) >= 5:
        m, ncols = _dim(args[3], "sparse"), _dim(args[4], "sparse")
        if n and (i.max() >= m or j.max() >= ncols):
            raise MException("MATLAB:sparsfcn:indexExceedsDims", "Index exceeds array bounds.")
    else:
        m = int(i.max()) + 1 if n else 0
        ncols = int(j.max()) + 1 if n else 0
    if v.dtype == bool:
        out = np.zeros((m, ncols), dtype=bool)
        np.logical_or.at(out, (i, j), v)
        return out
    out = np.zeros((m, ncols), dtype=v.dtype)
    np.add.at(out, (i, j), v)
    return out


@runtime_builtin(
    summary="Convert a sparse matrix to full storage (RunMat's matrices are already full: "
            "returns the value unchanged).",
    description="Accepts any array (MATLAB's full also returns full inputs unchanged)." + _DENSE_NOTE,
    keywords=["full", "dense", "sparse"], related=["sparse", "issparse"],
    signatures=["A = full(S)"],
    errors=[ErrorSpec(identifier="MATLAB:full:InvalidInput", when="S is a struct or function handle")],
    examples=[Example(code="A = full(sparse(2, 2))", output="A =\n\n     0     0\n     0     0\n\n")],
    accel={"kind": "meta"},
)
def full(s: Any) -> Any:
    if not hasattr(s, "dtype") and type(s) not in (float, int, bool, complex):
        raise MException("MATLAB:full:InvalidInput", f"Undefined function 'full' for input arguments of type '{class_name(s)}'.")
    return s


def _size_args(args: tuple, fname: str) -> tuple[int, int]:
    m, n = _sizes(args, fname)
    check_array_size((m, n))  # stored dense
    return m, n


def _sizes(args: tuple, fname: str) -> tuple[int, int]:
    if len(args) == 1:
        vals = values(args[0])
        if len(vals) == 1:
            k = _dim(args[0], fname)
            return k, k
        if len(vals) == 2:
            return _dim(vals[0], fname), _dim(vals[1], fname)
        raise MException(f"MATLAB:{fname}:InvalidSize", "Size vector must have two elements.")
    if len(args) == 2:
        return _dim(args[0], fname), _dim(args[1], fname)
    raise MException(f"MATLAB:{fname}:InvalidSize", f"{fname} takes (n), (m, n) or ([m n]).")


@runtime_builtin(
    summary="Sparse identity matrix: ones on the main diagonal of an m-by-n matrix.",
    description="speye(n), speye(m, n) or speye([m n])." + _DENSE_NOTE,
    keywords=["identity", "sparse", "eye"], related=["eye", "sparse", "spzeros"],
    signatures=["S = speye(n)", "S = speye(m, n)", "S = speye(sz)"],
    errors=[ErrorSpec(identifier="MATLAB:speye:InvalidSize", when="a size is not a nonnegative integer")],
    examples=[Example(code="E = speye(2, 3);\ndisp(full(E))", output="     1     0     0\n"
                                                                     "     0     1     0\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def speye(*args: Any) -> Any:
    m, n = _size_args(args, "speye") if args else (1, 1)
    return np.eye(m, n)


@runtime_builtin(
    summary="All-zero sparse matrix of the given size (same as sparse(m, n)).",
    description="spzeros(n), spzeros(m, n) or spzeros([m n])." + _DENSE_NOTE,
    keywords=["zeros", "sparse"], related=["sparse", "zeros", "speye"],
    signatures=["S = spzeros(n)", "S = spzeros(m, n)", "S = spzeros(sz)"],
    errors=[ErrorSpec(identifier="MATLAB:spzeros:InvalidSize", when="a size is not a nonnegative integer")],
    examples=[Example(code="S = spzeros(2, 3);\ndisp(size(S))", output="     2     3\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def spzeros(*args: Any) -> Any:
    m, n = _size_args(args, "spzeros") if args else (0, 0)
    return np.zeros((m, n))


@runtime_builtin(
    summary="All-zero m-by-n sparse matrix with room for nz nonzeros (nz is a storage hint).",
    description="The storage hint has no effect on dense-backed matrices." + _DENSE_NOTE,
    keywords=["allocate", "sparse", "preallocate"], related=["sparse", "spzeros", "nzmax"],
    signatures=["S = spalloc(m, n, nz)"],
    errors=[ErrorSpec(identifier="MATLAB:spalloc:InvalidSize", when="a size is not a nonnegative integer")],
    examples=[Example(code="S = spalloc(2, 2, 3);\ndisp(size(S))", output="     2     2\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def spalloc(m: Any, n: Any, nz: Any = None) -> Any:
    return np.zeros((_dim(m, "spalloc"), _dim(n, "spalloc")))


@runtime_builtin(
    summary="Replace the nonzero elements of S with ones (the sparsity pattern as doubles).",
    keywords=["pattern", "sparse", "ones"], related=["nonzeros", "nnz", "sparse"],
    signatures=["R = spones(S)"],
    errors=[ErrorSpec(identifier="MATLAB:spones:InvalidInput", when="S is not numeric or logical")],
    examples=[Example(code="s = spones([0 2; -3 0]);\ndisp(full(s))", output="     0     1\n     1     0\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def spones(s: Any) -> Any:
    a = nd(s, objects=True)
    if getattr(a, "dtype", None) is None or a.dtype.kind not in "biufc":
        raise MException("MATLAB:spones:InvalidInput", "Input must be numeric or logical.")
    return (a != 0).astype(np.float64)


@runtime_builtin(
    summary="Column vector of the nonzero elements of A, in column-major order.",
    keywords=["nonzero", "values", "sparse"], related=["find", "nnz", "spones"],
    signatures=["v = nonzeros(A)"],
    errors=[ErrorSpec(identifier="MATLAB:nonzeros:InvalidInput", when="A is not numeric, logical or char")],
    examples=[Example(code="n = nonzeros([0 3; 5 0])", output="n =\n\n     5\n     3\n\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def nonzeros(a: Any) -> Any:
    x = nd(a, objects=True)
    if getattr(x, "dtype", None) is None or x.dtype.kind not in "biufcU":
        raise MException("MATLAB:nonzeros:InvalidInput", f"Undefined function 'nonzeros' for input arguments of type '{class_name(a)}'.")
    flat = x.reshape(-1, order="F")
    keep = flat != (chr(0) if x.dtype.kind == "U" else 0)
    return np.ascontiguousarray(flat[keep].reshape(-1, 1))


@runtime_builtin(
    summary="Storage allocated for nonzero elements: numel(S) for RunMat's dense-backed matrices.",
    description="MATLAB returns numel(A) for full matrices and the allocated nonzero slots for "
                "sparse ones; every RunMat matrix is full, so this is numel." + _DENSE_NOTE,
    keywords=["storage", "sparse", "allocation"], related=["nnz", "spalloc", "numel"],
    signatures=["n = nzmax(S)"],
    errors=[ErrorSpec(identifier="MATLAB:nzmax:InvalidInput", when="S is not an array")],
    examples=[Example(code="z = nzmax([1 0 2])", output="z =\n\n     3\n\n")],
)
def nzmax(s: Any) -> Any:
    if type(s) in (float, int, bool, complex):
        return 1.0
    size = getattr(s, "size", None)
    if size is None:
        raise MException("MATLAB:nzmax:InvalidInput", f"Undefined function 'nzmax' for input arguments of type '{class_name(s)}'.")
    return float(size)
