"""Sliced inputs travel as slices: each parfor chunk receives only the part of ``A`` that its
iterations index (``A(:, lo:hi)`` for ``A(:, i)``), as MATLAB sends each worker its slices.

On the worker the body's subscripts of a sliced input move by the slice's offset: ``A(:, i)``
compiles as ``A(:, i - off)`` with ``off`` a hidden variable (``lo - 1``, or 0 when the array
travelled whole), so one compiled body serves every chunk. A slice is sent only when it is
certain to give the same result as the whole array: a plain array (not an object, a map, a
gpuArray), a subscript ``i``, ``i + k`` or ``i - k`` with ``k`` a number or a broadcast variable
holding an integer, every index of the chunk within bounds (else the whole array travels and
the serial loop's error is raised on the worker), no anonymous function in the body reading it.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_vm.frontend import ast as A

OFFSET_PREFIX = "_slice_offset_"  # not a MATLAB identifier (leading underscore): never a user's name


def offset_name(name: str) -> str:
    return OFFSET_PREFIX + name


def shift_of(sub: Any, loop: str, body: tuple, name: str) -> tuple | None:
    """How sliced input ``name``'s loop subscript ``sub`` moves from the loop value:
    ('num', sign, value), ('var', sign, variable) or None (the array then travels whole)."""
    if any(_lambda_reads(s, name) for s in body):
        return None
    if isinstance(sub, A.Ident):
        return ("num", 1, 0.0)
    sign = -1 if sub.op == "-" else 1
    other = sub.right if isinstance(sub.left, A.Ident) and sub.left.name == loop else sub.left
    if isinstance(other, A.Num) and not other.is_imag:
        return ("num", sign, float(other.value))
    if isinstance(other, A.Ident):
        return ("var", sign, other.name)
    return None


def _lambda_reads(node: Any, name: str) -> bool:
    from runmat_vm.parallel.classify import children, mentions

    if isinstance(node, A.Lambda):
        return mentions(node, name)
    return isinstance(node, A.Node) and any(_lambda_reads(c, name) for c in children(node))


def _extent(v: np.ndarray, pos: int, nargs: int) -> int:
    """How far subscript ``pos`` of ``nargs`` reaches in ``v`` (the rule of ``end``)."""
    shp = v.shape if v.ndim >= 2 else (1, v.size)
    if nargs == 1:
        return int(v.size)
    if pos < nargs - 1:
        return int(shp[pos]) if pos < len(shp) else 1
    return int(np.prod(shp[pos:], dtype=np.int64))


def _integer(v: Any) -> float | None:
    if v.__class__ is np.ndarray and v.dtype == np.float64 and v.size == 1:
        v = float(v.reshape(-1)[0])
    if v.__class__ is float and v == v and abs(v) < 2 ** 52 and v == int(v):
        return v
    return None


def chunk_slices(plan: Any, value_of: Any, first: float, last: float) -> dict:
    """{name: (offset, slice)} for the sliced inputs a chunk of iterations first..last can
    receive as slices; ``value_of(name)`` reads a client variable. The others travel whole."""
    from runmat_builtins.indexing import COLON
    from runmat_vm.runtime import index_value

    out = {}
    for name, (pos, nargs, shift) in plan.sliced_in.items():
        v = value_of(name)
        if shift is None or v.__class__ is not np.ndarray:
            continue
        kind, sign, what = shift
        k = what if kind == "num" else _integer(value_of(what))
        if k is None:
            continue
        lo, hi = first + sign * k, last + sign * k
        if lo < 1 or hi > _extent(v, pos, nargs):
            continue
        args = [COLON] * nargs
        args[pos] = np.arange(lo, hi + 1.0).reshape(1, -1)
        out[name] = (lo - 1.0, index_value(v, args))
    return out


def whole(plan: Any, sliced: dict) -> list[str]:
    """The sliced inputs that travel whole to every chunk (none of its chunks gets a slice)."""
    return [n for n in plan.sliced_in if n not in sliced]


def shifted(body: tuple, plan: Any) -> tuple:
    """``body`` with every loop subscript of a sliced input minus that input's offset variable."""
    if not plan.sliced_in:
        return body
    return tuple(_shift(s, plan.sliced_in) for s in body)


def _shift(node: Any, forms: dict) -> Any:
    if isinstance(node, tuple):
        return tuple(_shift(x, forms) for x in node)
    if not isinstance(node, A.Node):
        return node
    fields = {f: getattr(node, f) if f == "span" else _shift(getattr(node, f), forms) for f in node._fields}
    if (isinstance(node, A.Index) and isinstance(node.base, A.Ident) and node.base.name in forms
            and len(node.args) == forms[node.base.name][1]):
        pos = forms[node.base.name][0]
        args = list(fields["args"])
        args[pos] = A.Binary("-", args[pos], A.Ident(offset_name(node.base.name), node.span), node.span)
        fields["args"] = tuple(args)
    return node.__class__(**fields)
