"""MATLAB indexing for the VM: ``v(args)``, ``c{args}``, ``s.f``, their assignments, deletion,
``end`` and ``[ ]`` / ``{ }`` concatenation, as pure functions on host values.

Subscripts are 1-based MATLAB values (Python floats, ndarrays, logical masks, :data:`COLON`);
the VM resolves ``end`` with :func:`end_index` first. Errors are ``MException`` with MATLAB's
identifiers. gpuArray operands are routed through the ``subsref``/``subsasgn``/``horzcat``
builtins, so indexing a gpuArray runs on its device.
"""

from __future__ import annotations

from typing import Any

from runmat_builtins.indexing.concat import cat_values, concat, concat_cell
from runmat_builtins.indexing.delete import delete
from runmat_builtins.indexing.fields import field_get, field_set
from runmat_builtins.indexing.read import canonical, index, index_brace
from runmat_builtins.indexing.subscripts import COLON, is_colon
from runmat_builtins.indexing.write import assign, assign_brace
from runmat_builtins.values import shape_of


def end_index(value: Any, k: int, n: int) -> int:
    """The value of ``end`` at subscript position ``k`` (0-based) of ``n`` subscripts."""
    shp = shape_of(value)
    if n == 1:
        out = 1
        for d in shp:
            out *= d
        return out
    if k < n - 1:
        return shp[k] if k < len(shp) else 1
    out = 1
    for d in shp[k:]:
        out *= d
    return out


__all__ = [
    "COLON", "assign", "assign_brace", "canonical", "cat_values", "concat", "concat_cell", "delete",
    "end_index", "field_get", "field_set", "index", "index_brace", "is_colon",
]
