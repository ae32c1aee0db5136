"""The guard's generated hot path: what its one template expands to, and that it runs.

The invoker is generated (runmat_accel/guard/invoker.py) because it pays: benchmarks/
dispatch_overhead.py measured a plain closure at about 0.3 us more per host call."""

from __future__ import annotations

import numpy as np

from runmat_accel import telemetry
from runmat_accel.guard.invoker import GATES, invoker_source, keywords_text, make_invoker

# the template for an elementwise builtin whose body takes ``xp``, as the guard compiles it
EXPECTED_GPU_XP = '''\
def make(fn, routed, device, stat, trace, rec, name, floor):
    def invoke(args, nargout=1, ctx=None):
        t0 = perf_counter_ns()
        try:
            n = len(args)
            if n == 1:
                a = args[0]
                if ((c := a.__class__) is GpuArray or c in Objs):
                    out = (device if a.__class__ is GpuArray and not implicit[0] else routed)(args, nargout, ctx)
                else:
                    out = fn(a, xp=np)
            elif n == 2:
                a, b = args
                if ((c := a.__class__) is GpuArray or c in Objs) or ((c := b.__class__) is GpuArray or c in Objs):
                    out = (device if not implicit[0] and (a.__class__ is GpuArray or b.__class__ is GpuArray) \
and a.__class__ not in Objs and b.__class__ not in Objs else routed)(args, nargout, ctx)
                else:
                    out = fn(a, b, xp=np)
            else:
                for a in args:
                    if ((c := a.__class__) is GpuArray or c in Objs):
                        out = routed(args, nargout, ctx)
                        break
                else:
                    out = fn(*args, xp=np)
        except BaseException as exc:
            rec.count_error(name, error_id(exc))
            rec.count_call(name, perf_counter_ns() - t0)
            raise
        next(trace)
        next(stat[0])
        stat[1] += perf_counter_ns() - t0
        return out
    return invoke
'''


def test_template_expansion_for_an_elementwise_builtin():
    assert keywords_text(True, False, False) == ", xp=np"
    assert invoker_source("gpu", ", xp=np") == EXPECTED_GPU_XP


def test_meta_builtins_never_skip_the_routes():
    src = invoker_source("none", ", nargout=nargout")
    assert "(device if False else routed)" in src and "out = fn(a, nargout=nargout)" in src
    assert "if a.__class__ in Objs:" in src and "is GpuArray" not in src  # gpuArrays reach the body as they are


def test_every_gate_compiles_and_runs_the_host_body():
    telemetry.reset()
    for gate in GATES:
        inv = make_invoker(lambda *a, xp: xp.add(sum(a[:-1]), a[-1]) if len(a) > 1 else a[0], None, None, telemetry.recorder(),
                           f"tst_gate_{gate}", gate=gate, keywords=", xp=np", floor=[float("inf")])
        assert inv((1.0,)) == 1.0
        assert inv((1.0, 2.0)) == 3.0
        assert inv((np.ones(2), 1.0, 1.0)).tolist() == [3.0, 3.0]
        assert telemetry.snapshot().builtins[f"tst_gate_{gate}"].calls == 3


def test_a_routed_argument_leaves_the_host_path():
    class Obj:
        pass

    from runmat_accel.overloads import ROUTES

    seen = []
    inv = make_invoker(lambda a: "host", lambda args, n, ctx: seen.append(args) or "routed", None,
                       telemetry.recorder(), "tst_gate_routed", gate="gpu", keywords="")
    ROUTES[Obj] = None
    try:
        assert inv((Obj(),)) == "routed" and inv((1.0,)) == "host"
    finally:
        del ROUTES[Obj]
