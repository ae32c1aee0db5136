"""Write an elementwise result into an operand's buffer when nothing else can see the operand.

NumPy does this for its own temporaries (``a + b + c`` writes the second sum into the first);
builtin bodies do the same.  The VM hands over an operand whose register dies at the
instruction without keeping a reference (``runmat_vm.handover``); inside the body such an
operand is referenced only by the call itself (the caller's evaluation stack, ``call_builtin``'s
argument tuple, the guard invoker's local, the body's parameter) and, in :func:`spare`, by its
own parameter and ``getrefcount``'s argument.  Any other holder (a variable, a cell, a view's
base, a Python caller's local, a body calling another body) makes the count larger and the
buffer is left alone, so copy-on-write semantics are unchanged.  Only host arrays that own
their memory, are writable and have the result's dtype and shape qualify.

That count depends on the interpreter and on the call path, so it is measured, not assumed:
the first time it is needed, ``uminus`` is called once with a temporary and once with an
array a local holds; reuse is on only when the two counts differ by exactly that local.
"""

from __future__ import annotations

from sys import getrefcount
from typing import Any

import numpy as np

MIN_BYTES = 1 << 18  # below this an allocation is cheap (NumPy's own threshold for reuse)
_ndarray = np.ndarray
_handed_over: int | None = None  # the count of a handed-over operand seen in spare (-1: reuse off)
_seen: list[int] | None = None   # counts recorded while calibrating


def _calibrate() -> int:
    global _seen
    from runmat_builtins.dispatch import call_builtin

    _seen = []
    try:
        call_builtin("uminus", np.zeros((1, MIN_BYTES // 8)))  # a temporary: only the call holds it
        held = np.zeros((1, MIN_BYTES // 8))
        call_builtin("uminus", held)  # one more holder: this local
        temp, local = _seen
    except Exception:
        return -1
    finally:
        _seen = None
    return temp if local == temp + 1 else -1


def _sole(a: Any) -> bool:
    global _handed_over
    n = getrefcount(a)  # always reached as body -> spare/spare2 -> here: one depth for all
    if _seen is not None:
        _seen.append(n)
        return False
    if _handed_over is None:
        _handed_over = _calibrate()
    return n == _handed_over


def spare(a: Any, dtype: Any) -> Any:
    """``a`` when its buffer may receive a result of ``dtype`` and a's shape, else None.
    Call it directly from a builtin body (the reference count assumes that depth)."""
    if a.__class__ is _ndarray and a.nbytes >= MIN_BYTES and a.dtype == dtype and a.base is None \
            and a.flags.writeable and _sole(a):
        return a
    return None


def spare2(a: Any, b: Any, dtype: Any) -> Any:
    """An operand of the elementwise ``a op b`` whose buffer may receive the result (of
    ``dtype``): one that is handed over and already has the result's shape; else None.
    Call it directly from a builtin body."""
    if a.__class__ is _ndarray and a.nbytes >= MIN_BYTES and a.dtype == dtype and a.base is None \
            and a.flags.writeable and (b.__class__ is not _ndarray or b.shape == a.shape) and _sole(a):
        return a
    if b.__class__ is _ndarray and b.nbytes >= MIN_BYTES and b.dtype == dtype and b.base is None \
            and b.flags.writeable and (a.__class__ is not _ndarray or a.shape == b.shape) and _sole(b):
        return b
    return None
