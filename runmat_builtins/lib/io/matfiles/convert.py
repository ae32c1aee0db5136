"""Between RunMat values and what scipy.io reads and writes for MAT-files."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel import GpuArray, download
from runmat_builtins.values import STRING_DTYPE, FunctionHandle, StructArray, char_row, normalize


def to_mat(value: Any) -> Any:
    """A RunMat value as scipy.io.savemat expects it."""
    if value.__class__ is GpuArray:
        value = download(value)
    if type(value) in (float, bool, complex):
        return np.array([[value]])
    if isinstance(value, StructArray):
        if value.size == 1:
            return {f: to_mat(value.elems.flat[0][f]) for f in value.fields}
        dt = [(f, object) for f in value.fields]
        rec = np.empty(value.shape, dtype=dt)
        for idx, elem in np.ndenumerate(value.elems):
            rec[idx] = tuple(to_mat(elem[f]) for f in value.fields)
        return rec
    if isinstance(value, FunctionHandle):
        return np.array(str(value))
    if type(value) is np.ndarray:
        if value.dtype.kind == "U":
            # scipy writes a 1-D array of equal-length str as an R x N MATLAB char matrix
            # (rows from the array's memory: a text join would drop char(0), which NumPy reads as '')
            if not value.size:
                return np.array([""], dtype="<U1")
            grid = np.ascontiguousarray(value.reshape(value.shape[0], -1), dtype="<U1")
            return grid.view(f"<U{grid.shape[1]}").reshape(-1)
        if value.dtype == STRING_DTYPE:
            return np.array(["" if s is None else str(s) for s in value.ravel(order="F")], dtype=object).reshape(value.shape, order="F")
        if value.dtype.kind == "O":
            out = np.empty(value.shape, dtype=object)
            for idx, v in np.ndenumerate(value):
                out[idx] = to_mat(v)
            return out
        return value
    return value


def from_mat(value: Any) -> Any:
    """What scipy.io.loadmat returned (squeeze_me=False, struct_as_record=False) as a RunMat value."""
    from scipy.io.matlab import mat_struct  # start-up: scipy loads on first use

    if isinstance(value, mat_struct):
        fields = list(value._fieldnames)
        return StructArray.scalar({f: from_mat(getattr(value, f)) for f in fields})
    if isinstance(value, np.ndarray):
        if value.dtype.kind == "O":
            if value.size and all(isinstance(v, mat_struct) for v in value.flat):
                fields = list(value.flat[0]._fieldnames)
                elems = np.empty(value.shape, dtype=object)
                for idx, v in np.ndenumerate(value):
                    elems[idx] = {f: from_mat(getattr(v, f)) for f in fields}
                if value.size == 1:
                    return StructArray(fields, elems.reshape(1, 1))
                return StructArray(fields, elems)
            out = np.empty(value.shape, dtype=object)
            for idx, v in np.ndenumerate(value):
                out[idx] = from_mat(v)
            return out
        if value.dtype.kind == "U":
            if value.ndim == 3 and value.shape[-1] == 1:
                value = value[:, :, 0]
            if value.ndim == 1 or value.dtype.itemsize > 4:
                # equal-length rows (a MATLAB char matrix), read from memory: str() would drop a
                # trailing char(0)
                rows = np.ascontiguousarray(np.atleast_1d(value).ravel())
                return rows.view("<U1").reshape(rows.size, rows.dtype.itemsize // 4)
            return value
        if value.dtype.kind in "biufc":
            return normalize(value if value.ndim >= 2 else value.reshape(1, -1))
    return value


def with_complex(typed: Any, plain: Any) -> Any:
    """``typed`` (read with mat_dtype=True, imaginary parts lost) with the complex arrays of
    ``plain`` (the same file read as stored) put back, walking structs and cells alike."""
    from scipy.io.matlab import mat_struct  # start-up: scipy loads on first use

    if isinstance(plain, np.ndarray) and plain.dtype.kind == "c":
        return plain.astype(np.complex64 if getattr(typed, "dtype", None) == np.float32 else np.complex128)
    if isinstance(typed, mat_struct) and isinstance(plain, mat_struct):
        for f in typed._fieldnames:
            setattr(typed, f, with_complex(getattr(typed, f), getattr(plain, f, None)))
        return typed
    if isinstance(typed, np.ndarray) and typed.dtype.kind == "O" and isinstance(plain, np.ndarray) \
            and plain.dtype.kind == "O" and plain.shape == typed.shape:
        out = np.empty(typed.shape, dtype=object)
        for idx, v in np.ndenumerate(typed):
            out[idx] = with_complex(v, plain[idx])
        return out
    return typed
