"""The interpreter's fast path for a call by name of a builtin on scalars.

``mod(state, m)``, ``sin(x)``, ``int32(k)``: a CALL whose name resolves to a builtin that
declares a scalar kernel (``runmat_builtins.numeric.scalar``; double or logical arguments) or is
one of the calls :mod:`runmat_vm.scalar_classes` computes on integer and single scalars.  The
kernel or rule answers without the builtin's argument parsing and guard, or declines
(``NotImplemented``) and the call goes through ``call_builtin`` as before.

A site is made from the builtin ``call_builtin`` resolves the name to (``dispatch.resolve``) and
dropped when the registry says that name changed (``Registry.watch``): a plugin's override or a
redefinition gets a site of its own, never the old kernel. Each answered call is counted where every executor counts such calls
(``dispatch.answered_counter``), so telemetry reads as if the builtin had run.
"""

from __future__ import annotations

from typing import Any

from runmat_builtins.dispatch import answered_counter, resolve
from runmat_builtins.loader import registry
from runmat_builtins.numeric.scalar import DECLINES
from runmat_vm import scalar_classes as SC

NI = NotImplemented


def _site(name: str) -> Any:
    """``fast(R, slots) -> value | NotImplemented`` for builtin ``name``, or None when it has none."""
    try:
        entry = resolve(name)
    except Exception:  # a module or plugin that fails to load: call_builtin reports it
        entry = None
    if entry is None:
        return None
    k = entry.scalar
    # the rules on integer and single scalars are those of the core builtins (an override's own)
    classed = SC.CALL.get(name) if entry.indexed else None
    if k is None and classed is None:
        return None
    count = answered_counter(name).__next__
    kn = k.nargs if k is not None else -1
    if k is not None and k.takes == "any":  # a shape query: the kernel checks its arguments' classes
        kn, kany = -1, kn
    else:
        kany = -1
    cn = SC.RUN_CALLS.get(name, -1)
    if k is not None and k.raw is not None:
        k = k.raw  # its C function: equal to the kernel where it does not raise (DECLINES: it declines)

    def fast(R: list, slots: tuple) -> Any:
        """The call on registers ``slots`` (an undefined one makes every path decline)."""
        n = len(slots)
        if n == 1:
            x = R[slots[0]]
            if x.__class__ is float and kn == 1:
                try:
                    r = k(x)
                except DECLINES:
                    return NI
            elif cn == 1:
                r = classed(x)
            elif kany == 1:
                r = k(x)
            else:
                return NI
        elif n == 2:
            x = R[slots[0]]
            y = R[slots[1]]
            if kn == 2 and x.__class__ is float and y.__class__ is float:
                try:
                    r = k(x, y)
                except DECLINES:
                    return NI
            elif cn == 2:
                r = classed(x, y)
            elif kany == 2:
                r = k(x, y)
            else:
                return NI
        elif n == 0 and kn == 0:
            r = k()
        else:
            return NI
        if r is not NI:
            count()
        return r
    return fast


class Sites(dict):
    """name -> its fast call (or None), made on first use, forgotten when the name's builtin
    changes."""

    def __missing__(self, name: str) -> Any:
        f = self[name] = _site(name)
        return f

    def forget(self, name: str) -> None:
        self.pop(name, None)


SITES = Sites()
registry().watch(SITES.forget)


class Counts(dict):
    """builtin name -> ``next`` of its inline counter (an operator the interpreter answered on
    integer or single scalars counts as a call of its builtin, as the builtin would record)."""

    def __missing__(self, name: str) -> Any:
        f = self[name] = answered_counter(name).__next__
        return f


COUNTS = Counts()
