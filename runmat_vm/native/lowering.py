"""Builtins and operators on native scalars, lowered from their one definition.

A builtin's scalar behaviour is written once, as its scalar kernel
(``runmat_builtins.numeric.scalar``: ``@runtime_builtin(..., scalar=kernel)``).  This module
turns that kernel's metadata into native source, in this order:

* ``logical_inline`` / ``const`` / ``inline``: the kernel's own expression template;
* ``fast``: its template, the uncommon case (``{K}``, the kernel itself) declining;
* ``raw``: the kernel's C function (Numba lowers ``math.sin`` itself), declining where it
  would raise (a non-finite answer for finite arguments);
* otherwise: none (the unit stays in the slower tier).

The names templates use (``INLINE_NAMES``) are bound to what Numba compiles with the same
values (``NAMES``).  ``RULES`` holds lowerings by operation name for what a kernel does not
describe (none yet); it is consulted first.
"""

from __future__ import annotations

import math
from typing import Any, Callable

import numpy as np

from runmat_builtins.dispatch import scalar_kernel
from runmat_builtins.numeric.scalar import INLINE_NAMES, fdiv
from runmat_vm.native.kinds import B1, F8, as_double

# operation name -> rule(kinds, exprs) -> (expression, kind) or None
RULES: dict[str, Callable[[list[str], list[str]], tuple[str, str] | None]] = {}


def names() -> dict[str, Any]:
    """Template names bound for Numba: the same functions, or NumPy's where Numba lacks
    Python's (``math.fmod``) or where ``math.floor`` would give a 64-bit int, not a float."""
    import numba

    subst = {"fmod": np.fmod, "floor_": np.floor, "ceil_": np.ceil, "trunc_": np.trunc,
             "fdiv": numba.njit(fdiv, cache=True)}
    out = {k: subst.get(k, v) for k, v in INLINE_NAMES.items()}
    out.update(INF=math.inf, NAN=math.nan)
    return out


def _fill(template: str, args: list[str]) -> str:
    return template.format(*args)


def lower(name: str, kinds: list[str], exprs: list[str], raws: dict[str, Any]) -> tuple[str, str] | None:
    """(native expression, result kind) of builtin/operator ``name`` on scalar arguments of
    ``kinds`` whose native expressions are ``exprs`` (simple names or literals); None when it
    has no native form.  A C function the expression calls is added to ``raws``."""
    if any(k not in (F8, B1) for k in kinds):
        return None
    rule = RULES.get(name)
    if rule is not None:
        return rule(kinds, exprs)
    k = scalar_kernel(name)
    if k is None or k.takes != "double" or k.nargs != len(kinds):
        return None
    out = B1 if k.returns == "logical" else F8
    logical = bool(kinds) and all(t == B1 for t in kinds)
    if logical and k.logical and k.logical_inline:
        return "(" + _fill(k.logical_inline, exprs) + ")", out
    if logical and k.logical and k.inline:
        return _fill(k.inline, exprs), out
    args = [as_double(e, t) for t, e in zip(kinds, exprs)]
    if len(args) == 2:
        try:
            c = float(exprs[1])
        except ValueError:
            c = None
        if c is not None and c in k.const:
            return _fill(k.const[c], args), out
    if k.inline is not None:
        return _fill(k.inline, args), out
    if k.fast is not None:
        return k.fast.replace("{K}", f"_decline{len(args)}").format(*args), out
    if k.raw is not None:
        fname = "KR_" + getattr(k.raw, "__name__", name)
        raws[fname] = k.raw
        return f"_finite{len(args)}({fname}({', '.join(args)}), {', '.join(args)})", out
    return None
