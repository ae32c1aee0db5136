"""Variables of a stopped frame as a debugger's variable panel shows them (DAP ``variables``):
each a name, MATLAB's one-line summary (as a struct field shows it), its class, and a reference
to expand it: a struct's fields or elements, a cell's cells, a matrix's elements."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.values import class_of, shape_of
from runmat_builtins.values.struct import StructArray

ELEMENT_LIMIT = 1000  # elements listed when a matrix or cell is expanded


class References:
    """The numbers DAP clients use to ask for a frame's or a value's children (valid while stopped)."""

    def __init__(self) -> None:
        self._items: dict[int, tuple[str, Any]] = {}

    def clear(self) -> None:
        self._items.clear()

    def add(self, kind: str, obj: Any) -> int:
        ref = len(self._items) + 1
        self._items[ref] = (kind, obj)
        return ref

    def get(self, ref: int) -> tuple[str, Any] | None:
        return self._items.get(ref)

    def variables(self, ref: int) -> list[dict[str, Any]]:
        """The DAP ``variables`` of reference ``ref``: a frame's workspace or a value's children."""
        item = self.get(ref)
        if item is None:
            return []
        kind, obj = item
        pairs = frame_variables(obj) if kind == "frame" else children(obj)
        return [self.variable(name, v) for name, v in pairs]

    def variable(self, name: str, v: Any) -> dict[str, Any]:
        ref = self.add("value", v) if expandable(v) else 0
        out = {"name": name, "value": summary(v), "type": class_of(v), "variablesReference": ref}
        if ref:
            out["indexedVariables" if not isinstance(v, StructArray) or v.size != 1 else "namedVariables"] = \
                len(children(v))
        return out


def frame_variables(frame: Any) -> list[tuple[str, Any]]:
    """A frame's defined variables, by name (globals it declared included)."""
    out = []
    for name in frame.defined_names():
        out.append((name, frame.get(name)))
    for name in sorted(getattr(frame, "globals", ()) or ()):
        v = frame.session.globals.get(name)
        if v is not None and name not in frame.names:
            out.append((name, v))
    return out


def summary(v: Any) -> str:
    """MATLAB's one-line text of a value (``5``, ``[1 2 3]``, ``'abc'``, ``[3×3 double]``, ``{1×2 cell}``)."""
    from runmat_builtins.display.matlab.inline import field_value

    return field_value(v)


def expandable(v: Any) -> bool:
    if isinstance(v, StructArray):
        return bool(v.fields) or v.size > 1
    if isinstance(v, np.ndarray):
        if v.dtype.kind == "O":
            return v.size > 0
        if v.dtype.kind == "U" and v.ndim == 2 and v.shape[0] == 1:
            return False  # a char row is its text
        return v.size > 1
    return False


def _subs(k: int, shape: tuple[int, ...]) -> str:
    return ",".join(str(i + 1) for i in np.unravel_index(k, shape, order="F"))


def children(v: Any) -> list[tuple[str, Any]]:
    """A struct's fields (scalar) or elements ``(k)``, a cell's ``{i,j}``, a matrix's ``(i,j)``."""
    if isinstance(v, StructArray):
        if v.size == 1:
            return [(f, v.get(f)) for f in v.fields]
        elems = v.elems
        out = []
        for k in range(min(v.size, ELEMENT_LIMIT)):
            idx = np.unravel_index(k, elems.shape, order="F")
            out.append((f"({_subs(k, elems.shape)})", StructArray(v.fields, np.array([[elems[idx]]], dtype=object))))
        return out
    if isinstance(v, np.ndarray) and v.size > 1 or isinstance(v, np.ndarray) and v.dtype.kind == "O":
        shape = shape_of(v)
        cell = v.dtype.kind == "O"
        out = []
        for k in range(min(v.size, ELEMENT_LIMIT)):
            idx = np.unravel_index(k, v.shape, order="F")
            x = v[idx]
            name = f"{{{_subs(k, shape)}}}" if cell else f"({_subs(k, shape)})"
            out.append((name, x if cell else v[tuple(slice(i, i + 1) for i in idx)]))
        return out
    return []
