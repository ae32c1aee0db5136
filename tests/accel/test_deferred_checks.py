"""Domain checks read where a host value is needed (runmat_accel/fusion/checks.py): no flag read
after each fused launch; an escape found later recomputes the graph and what consumed it."""

from __future__ import annotations

import io

import numpy as np
import pytest

import runmat_accel
from runmat_accel import telemetry
from runmat_vm import Session


@pytest.fixture
def reads(monkeypatch):
    runmat_accel.select_provider("inprocess")
    prov = runmat_accel.device_provider()
    seen: list[int] = []
    orig = prov.read_flags

    def counting(flags):
        seen.append(len(flags))
        return orig(flags)

    monkeypatch.setattr(prov, "read_flags", counting)
    yield seen
    runmat_accel.select_provider("auto")


def _run(code: str, names: list[str]) -> dict:
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run(code)
    return {n: s.workspace[n] for n in names}


CHAIN = ("x = {dev}(single(linspace(-1, 4, 300))); y = sqrt(sin(x) .* exp(-x / 10) + cos(x) .* tanh(x) + {c});"
         " y = y .^ 2; z = y + 1; total = gather(sum(z));")


def test_flags_are_read_once_at_the_gather(reads):
    code = CHAIN.format(dev="gpuArray", c=2)
    telemetry.reset()
    got = _run(code, ["total"])["total"]
    want = _run(CHAIN.format(dev="", c=2), ["total"])["total"]
    np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-5)
    assert reads == [1]  # one read of one flag, at the gather: none after the launch
    assert telemetry.snapshot().fusion.unfused == 0


def test_an_escape_found_late_recomputes_what_consumed_it(reads):
    code = CHAIN.format(dev="gpuArray", c=0)  # negative values under sqrt: complex results
    got = np.asarray(_run(code, ["total"])["total"])
    want = np.asarray(_run(CHAIN.format(dev="", c=0), ["total"])["total"])
    assert got.dtype.kind == "c" or np.iscomplexobj(want) == np.iscomplexobj(got)
    np.testing.assert_allclose(got, want, rtol=1e-5)


def test_graph_limit_passes_unchecked_values_on(reads, monkeypatch):
    from runmat_vm import device_loops

    # (the VM's device loops would roll `B + k` with k a per-iteration table: no graph limit)
    monkeypatch.setattr(device_loops, "ENABLED", False)
    code = ("A = {dev}([-4 9 16]); B = sqrt(A); for k = 1:80, B = B + k; end; r = gather(B);"
            " c = {dev}([1 4]); d = log(c) + 1; for k = 1:80, d = d .* 1.01; end; q = gather(d);")
    telemetry.reset()
    dev = _run(code.format(dev="gpuArray"), ["r", "q"])
    host = _run(code.format(dev=""), ["r", "q"])
    np.testing.assert_allclose(np.asarray(dev["r"]), np.asarray(host["r"]), rtol=1e-12)
    assert np.iscomplexobj(np.asarray(dev["r"]))
    np.testing.assert_allclose(np.asarray(dev["q"]), np.asarray(host["q"]), rtol=1e-12)
    f = telemetry.snapshot().fusion
    assert f.reasons.get("graph limit", 0) >= 1 and f.loops == 1  # d .* 1.01 rolls: a loop over an unchecked init
    assert len(reads) == 2  # once per gather


def test_class_of_an_unchecked_value_reads_its_flag(reads):
    out = _run("A = gpuArray([-1 4]); B = sqrt(A) + 0; for k = 1:70, B = B + 1; end; c = underlyingType(B);"
               " t = isreal(B);", ["c", "t"])
    assert "".join(np.asarray(out["c"]).ravel()) == "double"
    assert not bool(np.asarray(out["t"]).ravel()[0])


# A result that escaped (sqrt(-1)) and is read by a graph built before its check was read: its
# imaginary part was dropped (the kernel read the recomputed complex value as real). Expected
# values from GNU Octave 7.3: x = [-1 4 9]; w = (sqrt(x) + 1) .* 2; s = sum(w).
ESCAPED_READERS = [
    ("gathered between", "x = {dev}([-1 4 9]); y = sqrt(x); s = sum(y); g = gather(s); z = y + 1; w = z .* 2; s = sum(w);"),
    ("read before the check", "x = {dev}([-1 4 9]); y = sqrt(x); s = sum(y); z = y + 1; w = z .* 2; s = sum(w);"),
    ("reduced before the check", "x = {dev}([-1 4 9]); y = sqrt(x); m = max(y); z = y + 1; w = z .* 2; s = sum(w);"),
]


@pytest.mark.parametrize("label,code", ESCAPED_READERS, ids=[c[0] for c in ESCAPED_READERS])
def test_a_graph_reading_an_escaped_result_keeps_its_imaginary_part(reads, label, code):
    dev = _run(code.format(dev="gpuArray"), ["w", "s"])
    w, s = (np.asarray(runmat_accel.download(dev[n])) for n in ("w", "s"))
    np.testing.assert_allclose(w, [[2 + 2j, 6, 8]], rtol=1e-12)
    np.testing.assert_allclose(s, [[16 + 2j]], rtol=1e-12)
    host = _run(code.format(dev=""), ["w", "s"])
    np.testing.assert_allclose(w, np.asarray(host["w"]), rtol=1e-12)


def test_class_of_a_graph_reading_an_unchecked_result(reads):
    # Octave: x = [-1 4 9]; y = log(x); z = exp(y .* 3) -> isreal(z) == 0, z(1) == -1 (+ ~0i)
    out = _run("x = gpuArray([-1 4 9]); y = log(x); m = mean(y); z = exp(y .* 3); t = isreal(z);"
               " c = underlyingType(z); r = gather(z);", ["t", "c", "r"])
    assert not bool(np.asarray(out["t"]).ravel()[0])
    assert "".join(np.asarray(out["c"]).ravel()) == "double"
    np.testing.assert_allclose(np.asarray(out["r"]), [[-1, 64, 729]], rtol=1e-12, atol=1e-12)
    assert np.iscomplexobj(np.asarray(out["r"]))


def test_an_intermediate_computed_after_its_reader_is_recomputed_before_it(reads):
    # sum(y .* 2) computes y .* 2 (unchecked), then y itself is computed by its own kernel; both
    # escaped: recomputing y .* 2 must not read y's stale real value (it read NaN: s was NaN).
    # Octave: x = [-2 -0.5 0 0.25 3]; s = sum(sqrt(x) .* 2) -> 4.4641 + 4.2426i
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run("x = gpuArray([-2 -0.5 0 0.25 3]); y = sqrt(x); s = sum(y .* 2);")
    y = runmat_accel.download(s.workspace.raw("y"))
    total = runmat_accel.download(s.workspace.raw("s"))
    np.testing.assert_allclose(y, np.sqrt(np.array([[-2, -0.5, 0, 0.25, 3]], dtype=complex)), rtol=1e-12)
    np.testing.assert_allclose(total, [[4.464101615137754 + 4.242640687119285j]], rtol=1e-12)


# sum(sqrt(x)) in one reduction kernel that sets an escape flag (no elementwise kernel before it,
# no host sync at the launch). MATLAB: sqrt of a negative element is its complex principal root,
# so the sum is complex; the host session computes the same script as the reference.
REDUCED_CHECKS = [
    ("in domain", "x = gpuArray(linspace(0, 4, 300)); s = sum(sqrt(x) + 1); g = gather(s);"),
    ("escaped", "x = gpuArray(linspace(-1, 4, 300)); s = sum(sqrt(x)); g = gather(s);"),
    ("escaped, its operand read after", "x = gpuArray(linspace(-1, 4, 300)); y = log(x + 2); s = mean(y);"
                                        " z = y .* 2; g = gather(s); h = gather(z);"),
    ("single", "x = gpuArray(single(linspace(-1, 4, 300))); s = max(sqrt(x), [], 'all'); g = gather(s);"),
]


@pytest.mark.parametrize("label,code", REDUCED_CHECKS, ids=[c[0] for c in REDUCED_CHECKS])
def test_a_reduction_of_a_checked_map_is_one_kernel(reads, label, code):
    telemetry.reset()
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run(code.split(" g = gather")[0])
    f = telemetry.snapshot().fusion
    assert f.kernels == 1 and f.reductions == 1 and reads == []  # launched, not read
    s.run("g = gather(s);" + (" h = gather(z);" if "h = " in code else ""))
    assert reads and reads[0] == 1  # one flag, read at the gather
    host = _run(code.replace("gpuArray", ""), ["g"] + (["h"] if "h = " in code else []))
    for n in host:
        got, want = np.asarray(s.workspace[n]), np.asarray(host[n])
        assert np.iscomplexobj(got) == np.iscomplexobj(want) and got.dtype == want.dtype, n
        np.testing.assert_allclose(got, want, rtol=1e-5 if "single" in code else 1e-12)


def test_a_checked_map_reduced_over_a_dimension_is_computed_first(reads):
    code = "x = gpuArray(reshape(linspace(-1, 4, 300), 30, 10)); s = sum(sqrt(x), 2); g = gather(s);"
    telemetry.reset()
    got = _run(code, ["g"])["g"]
    f = telemetry.snapshot().fusion
    assert f.kernels == 2 and f.reductions == 1  # the map, then the reduction (CuPy's kernel takes no flag)
    np.testing.assert_allclose(np.asarray(got), np.asarray(_run(code.replace("gpuArray", ""), ["g"])["g"]),
                               rtol=1e-12)
