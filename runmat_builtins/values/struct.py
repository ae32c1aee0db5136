"""Struct arrays: an ordered field list over an object array of per-element dicts."""

from __future__ import annotations

from typing import Any

import numpy as np


class StructArray:
    """A MATLAB struct array. ``elems`` holds one ``dict`` per element (column-major shape)."""

    __slots__ = ("fields", "elems")
    matlab_class = "struct"

    def __init__(self, fields: list[str], elems: np.ndarray) -> None:
        self.fields = list(fields)
        self.elems = elems

    @classmethod
    def scalar(cls, mapping: dict[str, Any] | None = None) -> StructArray:
        mapping = dict(mapping or {})
        elems = np.empty((1, 1), dtype=object)
        elems[0, 0] = mapping
        return cls(list(mapping), elems)

    @classmethod
    def empty(cls, fields: list[str] | None = None, shape: tuple[int, ...] = (0, 0)) -> StructArray:
        return cls(list(fields or []), np.empty(shape, dtype=object))

    @property
    def shape(self) -> tuple[int, ...]:
        return self.elems.shape

    @property
    def size(self) -> int:
        return int(self.elems.size)

    @property
    def ndim(self) -> int:
        return self.elems.ndim

    def get(self, field: str, index: int = 0) -> Any:
        return self.elems.flat[index][field]

    def copy(self) -> StructArray:
        elems = np.empty(self.elems.shape, dtype=object)
        for i, d in enumerate(self.elems.flat):
            elems.flat[i] = dict(d)
        return StructArray(self.fields, elems)

    def __repr__(self) -> str:
        return f"StructArray({'x'.join(map(str, self.shape))}, fields={self.fields})"
