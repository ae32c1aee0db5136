"""MATLAB indexing for the VM: ``v(args)``, ``c{args}``, ``s.f``, their assignments, deletion,
``end`` and ``[ ]`` / ``{ }`` concatenation, as pure functions on host values.

Subscripts are 1-based MATLAB values (Python floats, ndarrays, logical masks, :data:`COLON`);
the VM resolves ``end`` with :func:`end_index` first. Errors are ``MException`` with MATLAB's
identifiers. gpuArray operands are routed through the ``subsref``/``subsasgn``/``horzcat``
builtins, so indexing a gpuArray runs on its device.
"""

from __future__ import annotations

from typing import Any

from runmat_builtins.lazy import lazy_exports
from runmat_builtins.values import shape_of

# submodule -> its names; each submodule loads on first use of one of them (a script that
# only reads subscripts never compiles assignment, deletion or field access)
lazy_exports(__name__, {
    "concat": ("cat_values", "concat", "concat_cell"), "delete": ("delete",),
    "fields": ("field_get", "field_set"), "levels": ("index_struct", "is_index_struct", "levels"), "read": ("canonical", "index", "index_brace"),
    "subscripts": ("COLON", "is_colon"), "write": ("assign", "assign_brace"),
})


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
