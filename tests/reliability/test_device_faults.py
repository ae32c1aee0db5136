"""Device faults: with each device op of a set of gpuArray scripts faulted in turn on the
inprocess device, every script prints exactly what it prints without the fault (values,
classes and residency), shows one warning per (builtin, reason) and counts the fallback."""

from __future__ import annotations

import io

import pytest

import runmat_accel
from runmat_accel import telemetry
from runmat_vm import Session

SHOW = "disp(class(r)); disp(isgpuarray(r)); disp(gather(r))"
SCRIPTS = {
    "elementwise": "A = gpuArray(magic(4)); r = sin(A) .* 2 + A ./ 3 - abs(-A);",
    "compare": "A = gpuArray([1 NaN 3]); r = (A > 1) | isnan(A);",
    "reductions": "A = gpuArray(magic(4)); r = [sum(A(:)), max(A(:)), mean(A(:)), prod([1 2 3])];",
    "scalars": "A = gpuArray(magic(3)); s = sum(A(:)); n = norm(A); r = [s n];",
    "matmul": "A = gpuArray(magic(3)); r = A * A' + A \\ eye(3);",
    "division loop": "x = gpuArray([1 2 3]); for k = 1:4, x = x / 2 + 1; end; r = x;",
    "indexing": "A = gpuArray(magic(4)); r = A(2:3, [1 4]); r(1, 1) = 7;",
    "creation": "r = zeros(2, 3, 'gpuArray') + ones(2, 3, 'like', gpuArray(1));",
    "integers": "A = gpuArray(int16([100 -200 300])); r = A * 2 + int16(1);",
    "single": "A = gpuArray(single([1.5 2.5])); r = round(A) + sqrt(A);",
}


def _run(src: str) -> tuple[str, str]:
    out, err = io.StringIO(), io.StringIO()
    Session(stdout=out, stderr=err).run(src + "\n" + SHOW)
    return out.getvalue(), err.getvalue()


@pytest.fixture
def inprocess(monkeypatch):
    monkeypatch.delenv("RUNMAT_ACCEL_INJECT_FAULT", raising=False)
    runmat_accel.select_provider("inprocess")
    yield monkeypatch
    runmat_accel.select_provider("auto")
    runmat_accel.forget_shown()


def _device_ops(src: str) -> list[str]:
    telemetry.reset()
    _run(src)
    snap = telemetry.snapshot()
    return sorted(n for n, b in snap.builtins.items() if b.device_calls)


CASES = [(name, src) for name, src in SCRIPTS.items()]


@pytest.mark.parametrize("name, src", CASES, ids=[c[0] for c in CASES])
def test_each_device_op_faulted_in_turn_gives_the_host_result(inprocess, capsys, name, src):
    runmat_accel.forget_shown()
    want, _ = _run(src)
    ops = _device_ops(src)
    assert ops, "the script runs nothing on the device"
    for op in ops:
        inprocess.setenv("RUNMAT_ACCEL_INJECT_FAULT", op)
        runmat_accel.forget_shown()
        telemetry.reset()
        got, err = _run(src)
        # every warning goes to the session's stream, those of the VM's indexing helpers
        # (subsref/subsasgn/gather of a gpuArray, called with no context) too
        stray = capsys.readouterr()
        assert (stray.out, stray.err) == ("", ""), (op, stray)
        assert got == want, (op, got, want)
        snap = telemetry.snapshot()
        fell = {k: n for k, n in snap.fallbacks.items() if k.startswith(f"{op}|")}
        assert fell, (op, snap.fallbacks)
        warnings = [ln for ln in err.splitlines() if ln.startswith("Warning:") and f"'{op}'" in ln]
        assert len(warnings) == 1, (op, err)


def test_indexing_helper_warnings_reach_the_session_not_the_process(inprocess, capfd):
    """``g(2)``, ``g(1) = 5`` run subsref/subsasgn with no call context; a fallback there warns
    once on the running session's stderr (its warning state applies), never on fd 2."""
    inprocess.setenv("RUNMAT_ACCEL_INJECT_FAULT", "subsref,subsasgn")
    runmat_accel.forget_shown()
    out, err = io.StringIO(), io.StringIO()
    s = Session(stdout=out, stderr=err)
    s.run("g = gpuArray([1 2 3]); y = g(2); g(1) = 5; y = g(3); g(2) = 1; disp(gather(g))")
    assert out.getvalue() == "   5   1   3\n"
    lines = err.getvalue().splitlines()
    assert [ln.split("'")[1] for ln in lines] == ["subsref", "subsasgn"], lines
    assert all(ln.startswith("Warning: ") for ln in lines)
    s.run("warning('off', 'all'); h = gpuArray(1:4); z = h(2);")
    runmat_accel.forget_shown()
    before = err.getvalue()
    s.run("z = h(3);")
    assert err.getvalue() == before  # warning('off', 'all') holds for these calls too
    assert capfd.readouterr() == ("", "")
