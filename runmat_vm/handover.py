"""Call a builtin with the operands whose registers die there handed over.

``runmat_vm.liveness`` marks the operands of ``BIN``/``UN`` and the arguments of ``CALL`` whose
value nothing reads later.
The executor clears such a register and passes its value straight from an expression, so
neither the register nor a local of the VM references it during the call: an elementwise
body can then see that it holds the only reference and reuse the buffer
(``runmat_builtins.numeric.reuse``).  The executor must drop its own local copies of the
operands before calling these.
"""

from __future__ import annotations

from typing import Any

from runmat_builtins.dispatch import call_builtin


def take(R: list, s: int) -> Any:
    """The value of register ``s``, which is cleared (its value dies here)."""
    v = R[s]
    R[s] = None
    return v


def binary(name: str, R: list, a: int, b: int, dying: int, ctx: Any) -> Any:
    """``call_builtin(name, R[a], R[b])``; bit 0 / bit 1 of ``dying``: that operand dies here."""
    return call_builtin(name, take(R, a) if dying & 1 else R[a], take(R, b) if dying & 2 else R[b], ctx=ctx)


def unary(name: str, R: list, a: int, ctx: Any) -> Any:
    """``call_builtin(name, R[a])`` for an operand that dies here."""
    return call_builtin(name, take(R, a), ctx=ctx)


def clear(R: list, slots: tuple, dying: int) -> None:
    """Clear the registers of the arguments marked in ``dying`` (bit k: argument k)."""
    for k, s in enumerate(slots):
        if dying >> k & 1:
            R[s] = None


def taken_args(R: list, slots: tuple, splat: bool, code: Any, dying: int) -> list:
    """``build_args`` for a call whose arguments marked in ``dying`` die there: their registers
    are cleared once the list holds them (what the interpreter does before a call by name)."""
    from runmat_vm.runtime import build_args

    args = build_args(R, slots, splat, code)
    clear(R, slots, dying)
    return args


def call_list(name: str, args: list, nargout: int, ctx: Any) -> Any:
    """``call_builtin(name, *args)``, emptying ``args`` first (one or two arguments), so that an
    argument no register holds any more reaches the builtin as its only holder."""
    n = len(args)
    if n == 1:
        return call_builtin(name, args.pop(), nargout=nargout, ctx=ctx)
    if n == 2:
        return call_builtin(name, args.pop(0), args.pop(), nargout=nargout, ctx=ctx)
    return call_builtin(name, *args, nargout=nargout, ctx=ctx)
