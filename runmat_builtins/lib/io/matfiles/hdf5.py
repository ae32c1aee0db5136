"""MAT-file version 7.3: the HDF5-based format, read and written through h5py.

Layout (as MATLAB writes it): a 512-byte user block whose first 128 bytes are the MAT
header text; each variable a dataset (or a group for a struct) carrying a
``MATLAB_class`` attribute; arrays stored with their dimensions reversed (HDF5 is
row-major); complex as a compound of ``real`` and ``imag``; char as uint16 code units;
logical as uint8; an empty array as a dataset of its dimensions with ``MATLAB_empty``;
a cell as a dataset of object references into the ``#refs#`` group."""

from __future__ import annotations

import datetime as _dt
from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.numeric.convert import char_codes
from runmat_builtins.values import STRING_DTYPE, StructArray

_CLASS_OF = {np.dtype(np.float64): "double", np.dtype(np.float32): "single", np.dtype(np.int8): "int8",
             np.dtype(np.int16): "int16", np.dtype(np.int32): "int32", np.dtype(np.int64): "int64",
             np.dtype(np.uint8): "uint8", np.dtype(np.uint16): "uint16", np.dtype(np.uint32): "uint32",
             np.dtype(np.uint64): "uint64"}
_DTYPE_OF = {v: k for k, v in _CLASS_OF.items()}
_SIGNATURE = b"\x89HDF\r\n\x1a\n"


def _h5py() -> Any:
    try:
        import h5py  # start-up: h5py loads on first use
    except ImportError:
        raise MException("MATLAB:save:h5pyMissing",
                         "MAT-file version 7.3 needs the h5py package (pip install 'runmat[mat73]').") from None
    return h5py


def is_hdf5(path: str) -> bool:
    """True when the file at ``path`` is HDF5 (a v7.3 MAT-file has its signature at byte 512)."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(520)
    except OSError:
        return False
    return head[:8] == _SIGNATURE or head[512:520] == _SIGNATURE


def _header() -> bytes:
    now = _dt.datetime.now().strftime("%a %b %d %H:%M:%S %Y")
    text = f"MATLAB 7.3 MAT-file, Platform: GLNXA64, Created on: {now} HDF5 schema 1.00 .".encode()
    return text.ljust(116, b" ") + b"\x00" * 8 + b"\x00\x02" + b"IM"


def _attr(obj: Any, cls: str) -> None:
    obj.attrs["MATLAB_class"] = np.bytes_(cls)


def _write(h5py: Any, parent: Any, name: str, value: Any, refs: Any) -> Any:
    t = type(value)
    if t is float or t is bool or t is complex or t is int:
        value = np.array([[value]])
        t = np.ndarray
    if isinstance(value, StructArray):
        if value.size != 1:
            raise MException("MATLAB:save:unsupportedType", f"Variable '{name}': struct arrays are not supported in -v7.3 files here; save it with -v7.")
        g = parent.create_group(name)
        _attr(g, "struct")
        g.attrs.create("MATLAB_fields", [np.array(list(f), dtype="S1") for f in value.fields],
                       dtype=h5py.vlen_dtype(np.dtype("S1")))
        for f in value.fields:
            _write(h5py, g, f, value.elems.flat[0][f], refs)
        return g
    if t is not np.ndarray:
        raise MException("MATLAB:save:unsupportedType", f"Variable '{name}' of this class cannot be saved in a -v7.3 file.")
    if value.dtype == STRING_DTYPE:
        raise MException("MATLAB:save:unsupportedType", f"Variable '{name}': string arrays are not supported in -v7.3 files here.")
    if value.dtype.kind == "O":
        refs_list = []
        for k, e in enumerate(value.ravel(order="F")):
            d = _write(h5py, refs, f"{name}_{len(refs)}_{k}", e, refs)
            refs_list.append(d.ref)
        arr = np.array(refs_list, dtype=h5py.ref_dtype).reshape(value.shape, order="F")
        d = parent.create_dataset(name, data=arr.T if arr.ndim == 2 else np.transpose(arr))
        _attr(d, "cell")
        return d
    if value.dtype.kind == "U":
        cls, data = "char", char_codes(value, np.uint16)
    elif value.dtype.kind == "b":
        cls, data = "logical", value.astype(np.uint8)
    elif value.dtype.kind == "c":
        cls = "single" if value.dtype == np.complex64 else "double"
        base = np.float32 if cls == "single" else np.float64
        data = np.empty(value.shape, dtype=[("real", base), ("imag", base)])
        data["real"], data["imag"] = value.real, value.imag
    else:
        cls, data = _CLASS_OF.get(value.dtype), value
        if cls is None:
            raise MException("MATLAB:save:unsupportedType", f"Variable '{name}' of this class cannot be saved in a -v7.3 file.")
    if value.size == 0:
        d = parent.create_dataset(name, data=np.array(value.shape[::-1], dtype=np.uint64))
        _attr(d, cls)
        d.attrs["MATLAB_empty"] = np.uint8(1)
        return d
    d = parent.create_dataset(name, data=np.transpose(data))
    _attr(d, cls)
    if cls == "char":
        d.attrs["MATLAB_int_decode"] = np.int32(2)
    return d


def save_v73(path: str, data: dict[str, Any]) -> None:
    h5py = _h5py()
    try:
        with h5py.File(path, "w", userblock_size=512) as f:
            refs = f.create_group("#refs#")
            for name, value in data.items():
                _write(h5py, f, name, value, refs)
            if not len(refs):
                del f["#refs#"]
        with open(path, "r+b") as fh:
            fh.write(_header())
    except OSError as exc:
        raise MException("MATLAB:save:unableToWriteToMatFile", f"Unable to write file {path}: {exc}.") from None


def _read(h5py: Any, f: Any, obj: Any) -> Any:
    cls = obj.attrs.get("MATLAB_class", b"double")
    cls = cls.decode() if isinstance(cls, bytes) else str(cls)
    if isinstance(obj, h5py.Group):
        names = [k for k in obj.keys()]
        fields_attr = obj.attrs.get("MATLAB_fields")
        if fields_attr is not None:
            order = [b"".join(x).decode() for x in fields_attr]
            names = [n for n in order if n in obj] + [n for n in names if n not in order]
        return StructArray.scalar({n: _read(h5py, f, obj[n]) for n in names})
    raw = obj[()]
    if obj.attrs.get("MATLAB_empty", 0):
        dims = tuple(int(x) for x in np.asarray(raw).ravel()[::-1]) or (0, 0)
        if cls == "char":
            return np.zeros(dims, dtype="<U1")
        if cls == "cell":
            return np.empty(dims, dtype=object)
        return np.zeros(dims, dtype=_DTYPE_OF.get(cls, np.float64) if cls != "logical" else bool)
    arr = np.transpose(np.asarray(raw))
    if arr.ndim < 2:
        arr = arr.reshape(1, -1)
    if cls == "cell":
        out = np.empty(arr.shape, dtype=object)
        for idx, ref in np.ndenumerate(arr):
            out[idx] = _read(h5py, f, f[ref])
        return out
    if cls == "char":
        # codes to chars through memory: a text join would drop char(0), which NumPy reads as ''
        return np.ascontiguousarray(arr.astype(np.uint32)).view("<U1")
    if cls == "logical":
        out = arr.astype(bool)
        return bool(out.flat[0]) if out.size == 1 else out
    if arr.dtype.names and "real" in arr.dtype.names:
        out = arr["real"] + 1j * arr["imag"]
        out = out.astype(np.complex64 if cls == "single" else np.complex128)
        return complex(out.flat[0]) if out.size == 1 and cls == "double" else out
    out = arr.astype(_DTYPE_OF.get(cls, np.float64))
    return float(out.flat[0]) if out.size == 1 and cls == "double" else out


def load_v73(path: str) -> dict[str, Any]:
    h5py = _h5py()
    try:
        with h5py.File(path, "r") as f:
            return {k: _read(h5py, f, f[k]) for k in f.keys() if not k.startswith("#")}
    except OSError as exc:
        raise MException("MATLAB:load:unableToReadMatFile", f"Unable to read MAT-file {path}: {exc}") from None
