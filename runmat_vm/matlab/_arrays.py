"""The MATLAB Engine for Python's array types: ``matlab.double([[1, 2], [3, 4]])``.

An array has a MATLAB size (``a.size``, at least two dimensions), is indexed like nested Python
sequences (``a[0][1]``: row 1, column 2; ``a[0]`` is the first row, a view), supports ``len``,
iteration, ``==``, ``reshape`` (column-major, in place), ``tomemoryview`` and NumPy's
``np.asarray(a)`` (the buffer itself, no copy). The data is a NumPy array laid out as MATLAB lays
it out (column-major), so handing it to the runtime, or getting it back, copies nothing.
"""

from __future__ import annotations

from typing import Any, Iterable

import numpy as np


def _nested_shape(x: Any) -> tuple[int, ...]:
    if isinstance(x, MatlabArray):
        return x.size
    if isinstance(x, (list, tuple, range)):
        if not x:
            return (0,)
        inner = {_nested_shape(e) for e in x}
        if len(inner) != 1:
            raise ValueError("initializer must be a rectangular nested sequence")
        return (len(x), *inner.pop())
    return ()


class MatlabArray:
    """Base of the Engine's array types (one subclass per MATLAB class)."""

    _dtype: Any = np.float64
    matlab_class_name = "double"

    def __init__(self, initializer: Any = None, size: Any = None, is_complex: bool = False,
                 vector: Any = None) -> None:
        if initializer is not None and vector is not None:
            raise TypeError("initializer and vector cannot both be given")
        dtype = np.dtype(self._dtype)
        if is_complex:
            if dtype.kind not in "fi" and dtype.kind != "u":
                raise TypeError(f"matlab.{self.matlab_class_name} cannot be complex")
            dtype = np.result_type(dtype, np.complex64 if dtype == np.float32 else np.complex128)
        if vector is not None:
            initializer = list(vector)
        if initializer is None:
            data = np.zeros(tuple(size) if size is not None else (0, 0), dtype=dtype, order="F")
        else:
            if isinstance(initializer, MatlabArray):
                data = np.asarray(initializer._data)
            elif isinstance(initializer, np.ndarray):
                data = initializer
            else:
                shape = _nested_shape(initializer)
                data = np.array(initializer, dtype=dtype if shape else None)
                if data.dtype.kind == "c" and dtype.kind != "c":
                    raise TypeError("a complex value needs is_complex=True")
                data = data.reshape(shape)
            if data.ndim == 0:
                data = data.reshape(1, 1)
            elif data.ndim == 1:
                data = data.reshape(1, -1)
            if data.size == 0 and initializer is not None and not isinstance(initializer, np.ndarray) \
                    and _nested_shape(initializer) == (0,):
                data = data.reshape(1, 0) if size is None else data
            data = np.asfortranarray(data.astype(dtype, copy=False))
            if size is not None:
                data = data.reshape(tuple(size), order="F")
        self._own, self._parent, self._key, self._cow = data, None, None, False

    @classmethod
    def _wrap(cls, data: np.ndarray, cow: bool = False) -> MatlabArray:
        """An array over ``data`` without copying it; ``cow``: ``data`` is another owner's buffer
        (a MATLAB variable's), copied before the first write so neither side sees the other's."""
        out = cls.__new__(cls)
        out._own, out._parent, out._key, out._cow = data, None, None, cow
        return out

    @property
    def _data(self) -> np.ndarray:
        """The elements: this array's buffer, or for ``a[0]`` its part of the parent's."""
        return self._own if self._parent is None else self._parent._data[self._key]

    def _lend(self) -> np.ndarray:
        """The buffer, handed to MATLAB without a copy: read-only there, and this array copies
        before its next write (copy-on-write both ways)."""
        root = self
        while root._parent is not None:
            root = root._parent
        root._cow = True
        view = self._data.view()
        view.flags.writeable = False
        return view

    def _make_writable(self) -> None:
        if self._parent is not None:
            self._parent._make_writable()
        elif self._cow:
            self._own = np.array(self._own, order="K")  # the first write: a private copy
            self._cow = False

    # -- the Engine's interface ----------------------------------------------------------
    @property
    def size(self) -> tuple[int, ...]:
        return tuple(int(d) for d in self._data.shape)

    def reshape(self, *dims: Any) -> None:
        """Change the size in place, column-major (as MATLAB's reshape)."""
        if len(dims) == 1 and isinstance(dims[0], (list, tuple)):
            dims = tuple(dims[0])
        own = self._data.reshape(tuple(int(d) for d in dims), order="F")
        if self._parent is not None:  # a row of another array, reshaped: its own array from now on
            own, self._cow = own.copy(order="F"), False
        self._own, self._parent, self._key = own, None, None

    def tomemoryview(self) -> memoryview:
        return memoryview(self._data)

    def __array__(self, dtype: Any = None, copy: Any = None) -> np.ndarray:
        return self._data if dtype is None else self._data.astype(dtype, copy=False)

    def __len__(self) -> int:
        return self._data.shape[0]

    def __getitem__(self, k: Any) -> Any:
        part = self._data[k]
        if isinstance(part, np.ndarray):  # a row (or page): a view that writes into this array
            sub = type(self).__new__(type(self))
            sub._own, sub._parent, sub._key, sub._cow = None, self, k, False
            return sub
        return part.item()

    def __setitem__(self, k: Any, value: Any) -> None:
        self._make_writable()
        self._data[k] = np.asarray(value._data if isinstance(value, MatlabArray) else value)

    def __iter__(self) -> Iterable[Any]:
        for k in range(len(self)):
            yield self[k]

    def __eq__(self, other: Any) -> bool:
        if isinstance(other, MatlabArray):
            return self.size == other.size and bool(np.array_equal(self._data, other._data))
        return NotImplemented

    def __str__(self) -> str:
        """As the Engine prints an array: nested by size, no spaces (``[[1.0,2.0],[3.0,4.0]]``)."""
        return repr(self._data.tolist()).replace(" ", "")

    def __repr__(self) -> str:
        return f"matlab.{self.matlab_class_name}({self})"


def _array_type(name: str, dtype: Any) -> type:
    return type(name, (MatlabArray,), {"_dtype": dtype, "matlab_class_name": name,
                                       "__doc__": f"The Engine's matlab.{name} array type.",
                                       "__module__": __name__})


double = _array_type("double", np.float64)
single = _array_type("single", np.float32)
int8 = _array_type("int8", np.int8)
int16 = _array_type("int16", np.int16)
int32 = _array_type("int32", np.int32)
int64 = _array_type("int64", np.int64)
uint8 = _array_type("uint8", np.uint8)
uint16 = _array_type("uint16", np.uint16)
uint32 = _array_type("uint32", np.uint32)
uint64 = _array_type("uint64", np.uint64)
logical = _array_type("logical", np.bool_)

BY_CLASS = {c.matlab_class_name: c for c in (double, single, int8, int16, int32, int64, uint8, uint16,
                                             uint32, uint64, logical)}
