"""The guard's hot path: one builtin's invoker ``invoke(args, nargout=1, ctx=None)``.

A host call must cost little more than the body itself, so the invoker is generated from one
template (as ``dataclasses`` and ``namedtuple`` generate code): one class test per argument, a
body call with positional arguments and keyword *names* (CPython's vectorcall: no dict built per
call), two atomic counter steps (``itertools.count``: exact under threads) and one time sum.
Calls with one or two arguments are unrolled; more go through ``*args``.
``benchmarks/dispatch_overhead.py`` measures what this saves against a plain closure
(``tests/core/test_guard_invoker.py`` shows what the template expands to).

The template has three holes: ``{gate}`` (does this argument leave the host path? one of
``GATES``, written for the argument ``{0}``), ``{direct}`` (may a call that passed the gate skip
the objects' routes and go to the device path at once?) and ``{kw}`` (the keywords the host
body takes)."""

from __future__ import annotations

from collections.abc import Callable
from time import perf_counter_ns
from typing import Any

import numpy as np

from runmat_accel.errors import MException
from runmat_accel.gpuarray import IMPLICIT_SEEN, GpuArray
from runmat_accel.overloads import ROUTES
from runmat_accel.telemetry import Telemetry

Invoker = Callable[[tuple, int, Any], Any]

TEMPLATE = """\
def make(fn, routed, device, stat, trace, rec, name, floor):
    def invoke(args, nargout=1, ctx=None):
        t0 = perf_counter_ns()
        try:
            n = len(args)
            if n == 1:
                a = args[0]
                if {gate_a}:
                    out = (device if {direct_1} else routed)(args, nargout, ctx)
                else:
                    out = fn(a{kw})
            elif n == 2:
                a, b = args
                if {gate_a} or {gate_b}:
                    out = (device if {direct_2} else routed)(args, nargout, ctx)
                else:
                    out = fn(a, b{kw})
            else:
                for a in args:
                    if {gate_a}:
                        out = routed(args, nargout, ctx)
                        break
                else:
                    out = fn(*args{kw})
        except BaseException as exc:
            rec.count_error(name, error_id(exc))
            rec.count_call(name, perf_counter_ns() - t0)
            raise
        next(trace)
        next(stat[0])
        stat[1] += perf_counter_ns() - t0
        return out
    return invoke
"""

# when an argument leaves the host path (``Objs``: the types that overload builtins; ``floor``:
# the offload planner's size floor, inf while it is off)
GATES = {
    # any gpuArray or object argument: the device path (or the object's method) decides
    "gpu": "((c := {0}.__class__) is GpuArray or c in Objs)",
    # constructors: also the option 'gpuArray' (zeros(2, 'gpuArray'))
    "construct": "((c := {0}.__class__) is GpuArray or c in Objs or is_gpu_option({0}))",
    # meta builtins (size, class, gather...) see gpuArrays as they are: objects' routes only
    "none": "{0}.__class__ in Objs",
    # elementwise/reduction/matmul: also host arrays the offload planner may move
    "planned": "((c := {0}.__class__) is GpuArray or c in Objs or (c is ndarray and {0}.size >= floor[0]))",
    # sized constructors: every call while the planner is on (it reads the sizes)
    "planned_construct": "(floor[0] < 1e308 or (c := {0}.__class__) is GpuArray or c in Objs "
                         "or is_gpu_option({0}))",
}
# a gpuArray call with no object argument and no implicit value seen goes to the device path
# directly (one frame and the route loop fewer); meta builtins never do
DIRECT_1 = "a.__class__ is GpuArray and not implicit[0]"
DIRECT_2 = ("not implicit[0] and (a.__class__ is GpuArray or b.__class__ is GpuArray) "
            "and a.__class__ not in Objs and b.__class__ not in Objs")


def is_gpu_option(value: Any) -> bool:
    """True for the char/string option 'gpuArray' (as in zeros(2, 'gpuArray'))."""
    if value.__class__ is not np.ndarray or value.dtype.kind not in "UT" or value.size not in (1, 8):
        return False
    text = "".join(value.ravel().tolist()) if value.dtype.kind == "U" else str(value.ravel()[0])
    return text.lower() == "gpuarray"


def error_id(exc: BaseException) -> str:
    """The identifier an error is counted under in telemetry."""
    return exc.identifier if isinstance(exc, MException) else f"python:{type(exc).__name__}"


def keywords_text(pass_xp: bool, pass_nargout: bool, pass_ctx: bool) -> str:
    """The keyword arguments a host call passes to the body, as source text."""
    return "".join(f", {k}={v}" for k, v, on in (("xp", "np", pass_xp), ("nargout", "nargout", pass_nargout),
                                                  ("ctx", "ctx", pass_ctx)) if on)


def invoker_source(gate: str, keywords: str) -> str:
    """The template filled for one gate (a key of ``GATES``) and keyword text."""
    direct = gate != "none"
    return TEMPLATE.format(gate_a=GATES[gate].format("a"), gate_b=GATES[gate].format("b"), kw=keywords,
                           direct_1=DIRECT_1 if direct else "False", direct_2=DIRECT_2 if direct else "False")


# one compiled factory per (gate, keywords), shared by every builtin of that shape
_FACTORIES: dict[tuple[str, str], Callable[..., Invoker]] = {}


def make_invoker(fn: Callable[..., Any], routed: Callable[..., Any], device: Callable[..., Any], rec: Telemetry,
                 name: str, *, gate: str, keywords: str, floor: list | None = None) -> Invoker:
    """The invoker of builtin ``name``: ``fn`` on the host, ``routed``/``device`` past the gate."""
    make = _FACTORIES.get((gate, keywords))
    if make is None:
        scope: dict[str, Any] = {"Objs": ROUTES, "GpuArray": GpuArray, "ndarray": np.ndarray, "np": np,
                                 "is_gpu_option": is_gpu_option, "error_id": error_id,
                                 "perf_counter_ns": perf_counter_ns, "implicit": IMPLICIT_SEEN}
        exec(compile(invoker_source(gate, keywords), f"<guard invoker {gate}{keywords}>", "exec"), scope)
        make = _FACTORIES[(gate, keywords)] = scope["make"]
    invoke = make(fn, routed, device, rec.stat(name), rec.trace_counter, rec, name, floor)
    invoke.__name__ = f"guarded_{name}"
    invoke.__wrapped__ = fn  # type: ignore[attr-defined]
    return invoke
