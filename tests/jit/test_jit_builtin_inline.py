"""Builtin calls inlined in compiled code: telemetry stays exact, a path function that appears
later shadows the builtin, and the generated code really inlines the kernel."""

from __future__ import annotations

import io

from runmat_accel import telemetry
from runmat_vm import Session, jit


def _session() -> Session:
    return Session(stdout=io.StringIO(), stderr=io.StringIO())


def _counts(mode: str, code: str) -> tuple:
    with jit.use(mode):
        telemetry.reset()
        _session().run(code)
        snap = telemetry.snapshot()
    return snap.calls, {k: v.calls for k, v in snap.builtins.items()}


def test_inlined_calls_are_counted_like_guarded_calls():
    code = ("s = 0; v = 1:10; k = 0; while k < numel(v), k = k + 1; s = s + mod(k, 3) + floor(k / 2) + max(k, 4)"
            " + sqrt(k - 5); end")
    off, force = _counts("off", code), _counts("force", code)
    assert off == force
    assert force[1]["mod"] == 10 and force[1]["numel"] == 11 and force[1]["sqrt"] == 10


def test_reset_rebases_inline_counters():
    with jit.use("force"):
        s = _session()
        s.run("for k = 1:5, y = abs(-k); end")
        telemetry.reset()
        t0 = telemetry.recorder().trace
        s.run("for k = 1:7, y = abs(-k); end")
        snap = telemetry.snapshot()
    assert snap.builtins["abs"].calls == 7 and snap.trace >= t0 + 7


def test_large_batches_are_counted_exactly_across_resets():
    # a loop of many iterations flushes its inline calls in one bulk addition: the counts, the
    # trace and a reset between runs read as if every call had been counted one by one
    code = "s = 0; for k = 1:1000, s = s + mod(k, 7) + abs(-k); end"
    off, force = _counts("off", code), _counts("force", code)
    assert off == force and force[1]["mod"] == 1000 and force[1]["abs"] == 1000
    with jit.use("force"):
        s = _session()
        s.run(code)
        telemetry.reset()
        t0 = telemetry.recorder().trace
        s.run(code.replace("1000", "300"))
        snap = telemetry.snapshot()
    assert snap.builtins["mod"].calls == 300 and snap.trace == t0 + snap.calls


def test_path_function_added_mid_loop_shadows_the_builtin(tmp_path):
    (tmp_path / "floor.m").write_text("function y = floor(x)\n  y = -1000;\nend\n")
    code = f"s = 0; for k = 1:4, if k == 3, addpath('{tmp_path}'); end, s = s + floor(k + 0.5); end, disp(s)"
    outs = []
    for mode in ("off", "force"):
        with jit.use(mode):
            out = io.StringIO()
            Session(stdout=out, stderr=io.StringIO()).run(code)
            outs.append(out.getvalue())
    assert outs[0] == outs[1] == "-1997\n"


def test_generated_code_inlines_kernels(compiled_sources):
    with jit.use("force"):
        _session().run("x = 0; for k = 1:3, x = x + abs(k) + mod(k, 2) + sin(k); end")
    text = "\n".join(compiled_sources)
    # abs by its template, mod by a direct call of its kernel, sin by math.sin in a try; guarded once
    # before the loop; a failed guard or a declining kernel deoptimises; counted in locals that are
    # added to the counters when the loop (inline code only) is left
    assert "fabs(" in text and "_o = K" in text and "_rg('mod') == 'mod'" in text
    assert "count_inline(C" in text and "finally:" in text
    assert "return DEOPT" in text and "loop_state(_ls" in text
    assert "except DECLINES:" in text
