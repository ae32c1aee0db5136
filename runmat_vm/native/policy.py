"""When a unit goes native in the automatic mode: when it pays.

Compiling costs about ``COMPILE_S`` a unit (Numba's type inference and LLVM), loading it from
the disk cache ``LOAD_S``, and the first unit of a process ``FIRST_S`` more (Numba's import and
the registries it loads on first use, measured at 0.8 s here, cached or not).  The Python tier
runs about ``NS_PER_OP`` seconds an instruction.  A loop goes native when its estimated
instructions (its range times its body, nested ranges read from the registers at entry) would
keep the Python tier busy ``PAYS`` times longer than that.  A function goes native only when
its units are cached and Numba is already warm (its remaining work is unknown).
"""

from __future__ import annotations

from typing import Any

from runmat_vm import code as bc

NS_PER_OP = 28e-9
COMPILE_S = 0.35
LOAD_S = 0.01
FIRST_S = 0.9       # Numba's import and first use, once per process
PAYS = 1.5
WARM: list[bool] = []   # a unit ran in this process: Numba's first-use cost is paid
CALL_OPS = 30       # a call of a user function, counted as this many instructions
INIT = bc.OP["FOR_RANGE_INIT"]
CALL = bc.OP["CALL"]


def work(code: Any, pc: int, exit_: int, R: list, n: int) -> int:
    """Instructions the loop at ``pc`` would run for ``n`` iterations (inner ranges from ``R``;
    10 where a range is not known at entry)."""
    from runmat_vm import runtime as rt

    instrs = code.instrs
    body = 1
    p = pc + 1
    while p < exit_ - 1:
        ins = instrs[p]
        if ins[0] == INIT:
            a, s, z = R[ins[3]], R[ins[4]], R[ins[5]]
            m = 10
            if a.__class__ is float and s.__class__ is float and z.__class__ is float:
                try:
                    m = rt.range_count(a, s, z)
                except Exception:
                    m = 10
            body += work(code, p, ins[6], R, m)
            p = ins[6]
            continue
        body += CALL_OPS if ins[0] == CALL and getattr(ins[6], "kind", None) == "function" else 1
        p += 1
    return n * body


def cost(units: list[Any], in_process: set[str]) -> float:
    """Seconds until ``units`` run: compiled, loaded from the disk cache or already loaded."""
    from runmat_vm.native import cache

    s = 0.0 if WARM else FIRST_S
    for u in units:
        if u.fname not in in_process:
            s += LOAD_S if cache.cached(u.fname) else COMPILE_S
    return s


def pays(ops: int, units: list[Any], in_process: set[str]) -> bool:
    """Compile (or load) now: the loop's work is worth it."""
    return ops * NS_PER_OP > PAYS * cost(units, in_process)


PAYS_BACKGROUND = 2.0   # a background compile: the loop's predicted work, this many times its cost


def may_pay(ops: int, units: list[Any], in_process: set[str]) -> bool:
    """Compile in the background while the Python tier runs the loop: its predicted remaining
    work (``ops`` instructions) is ``PAYS_BACKGROUND`` times what compiling costs, so the native
    version is ready well before the loop ends (while it compiles, the loop shares the GIL with
    Numba's type inference: a loop too short for it must not pay that)."""
    return ops * NS_PER_OP > PAYS_BACKGROUND * cost(units, in_process)


def call_pays(units: list[Any], in_process: set[str]) -> bool:
    """A function goes native when nothing needs compiling and Numba is warm in this process."""
    return bool(WARM) and cost(units, in_process) <= LOAD_S * len(units)


def warmed() -> None:
    """A unit ran: Numba's first-use cost is paid in this process."""
    if not WARM:
        WARM.append(True)
