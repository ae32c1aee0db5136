"""Host fusion on all cores (runmat_accel.fusion.threaded): a marked tree on big arrays computed
by one Numba ``prange`` kernel rendered from the templates gives what the builtins give one by
one (exactly for IEEE-exact operations, within the functions' rounding otherwise), counts every
builtin, falls back on a domain escape, and never imports Numba for small arrays."""

from __future__ import annotations

import io
import os
import subprocess
import sys

import numpy as np
import pytest

pytest.importorskip("numba")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from runmat_accel import telemetry  # noqa: E402
from runmat_accel.fusion import threaded  # noqa: E402
from runmat_vm import Session, fused  # noqa: E402
from runmat_vm import jit as jitmod  # noqa: E402

N = 4099  # over the lowered threshold below, not a multiple of anything


@pytest.fixture(autouse=True)
def _sync_kernels(monkeypatch, tmp_path_factory):
    """Kernels compiled in the caller ('sync'), into a cache folder of this test session, from
    a lowered size threshold (the kernel's values do not depend on the size)."""
    monkeypatch.setenv("RUNMAT_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "runmat-cache"))
    monkeypatch.setattr(threaded, "MIN_ELEMENTS", 1000)
    monkeypatch.setattr(fused, "ENABLED", True)
    threaded.configure("sync")
    yield
    threaded.configure(None)


def _inputs(rng: np.random.Generator) -> dict[str, np.ndarray]:
    x = (rng.random((1, N)) - 0.5) * 40
    x[0, :14] = [np.nan, np.inf, -np.inf, -0.0, 0.0, 1.0, -1.0, 5.0, 1e300, -1e300, 1e-320, 2.0, 2.5, -2.5]
    rng.shuffle(x[0])
    return {"x": x, "y": rng.random((1, N)) + 0.5, "c": rng.random((7, 1)),
            "xs": np.clip(x, -1e30, 1e30).astype(np.float32), "ys": (rng.random((1, N)) + 0.5).astype(np.float32),
            "A": np.asfortranarray(rng.random((300, 211)) - 0.5), "k": np.floor(rng.random((1, N)) * 100).astype(np.int32)}


def _run(src: str, mode: str, jit: str = "off", inputs: dict | None = None) -> tuple[dict, dict]:
    threaded.configure(mode)
    with jitmod.use(jit):
        s = Session(stdout=io.StringIO())
        for name, v in (inputs or _inputs(np.random.default_rng(11))).items():
            s.workspace[name] = v
        s.run(src)  # loads the builtins (a tree's first run may go builtin by builtin)
        telemetry.reset()
        s.run(src)
        snap = telemetry.snapshot()
    threaded.configure("sync")
    return dict(s.workspace), {"calls": {b: v.calls for b, v in snap.builtins.items()}, "fusion": snap.fusion}


def _exact(a, b) -> bool:
    a, b = np.asarray(a), np.asarray(b)
    return a.dtype == b.dtype and a.shape == b.shape and np.array_equal(a, b, equal_nan=True) \
        and (a.dtype.kind != "f" or np.array_equal(np.signbit(a), np.signbit(b)))


def _err(a, b) -> float:
    """The largest difference of finite elements, in units of eps times the element's size."""
    fin = np.isfinite(a) & np.isfinite(b)
    d = np.abs(a[fin] - b[fin]) / (np.finfo(a.dtype).eps * np.maximum(np.abs(b[fin]), np.finfo(a.dtype).tiny))
    return float(d.max()) if d.size else 0.0


def _close(a, b, ulps: int = 1000) -> bool:
    """Equal within ``ulps`` units in the last place of each element (same NaN, Inf, class,
    shape): library functions differ by an ulp or two, and a difference of nearly equal terms
    (``exp(y) - log(y) .* log10(y) + ...``) makes that a few hundred of its result; a wrong
    formula is off by far more."""
    a, b = np.asarray(a), np.asarray(b)
    if a.dtype != b.dtype or a.shape != b.shape:
        return False
    if not (np.array_equal(np.isnan(a), np.isnan(b)) and np.array_equal(a[np.isinf(a)], b[np.isinf(b)])):
        return False
    fin = np.isfinite(a) & np.isfinite(b)
    eps = np.finfo(a.dtype).eps
    return bool(np.all(np.abs(a[fin] - b[fin]) <= ulps * eps * np.maximum(np.abs(b[fin]), np.finfo(a.dtype).tiny)))


# (expression, exact): IEEE-exact operations give the same bits; library functions (sin, exp,
# log ...) are NumPy's SIMD loops on one path and libm's on the other: within their rounding
EXPRESSIONS = [
    ("out = sqrt(exp(-x) .* (1 + sin(x) .^ 2)) ./ (1 + x);", False),   # the benchmark's chain
    ("out = abs(x) .^ 2 + floor(x) - ceil(-x) .* fix(x ./ 3);", True),
    ("out = 3 * x - x / 4 + 2 .\\ y;", True),
    ("out = (x > -5) & (x < 5) | ~(x ~= 0);", True),                    # comparisons and logic
    ("out = (x > 0) .* x + (x <= 0) * 2;", True),                       # logical operands of arithmetic
    ("out = max(x, 0) + min(x, y) .* 2;", True),                        # NaN loses
    ("out = round(x) .* 2 + 1;", True),                                 # round: compiled kernels only
    ("out = round(x);", True),                                          # one call
    ("out = floor(x);", True),
    ("out = sign(x) + x;", True),
    ("out = max(x, 0);", True),
    ("out = A .* 2 + A .^ 2;", True),                                   # column-major matrix
    ("out = xs .* 2 + sin(xs);", False),                                # single
    ("out = xs .* ys - 1.5;", True),
    ("out = round(xs) - xs;", True),
    ("out = exp(y) - log(y) .* log10(y) + log2(y) - sqrt(y);", False),  # domain functions, in domain
    ("out = cos(x) .* tan(y) - atan(x) ./ hypot(x, y);", False),
    ("out = -x .^ 3 + y .^ 0.5;", False),
]


@pytest.mark.parametrize("src,exact", EXPRESSIONS)
def test_threaded_equals_unfused(src, exact):
    ws_t, tel_t = _run(src, "sync")
    ws_u, tel_u = _run(src, "off")
    fused.ENABLED = False
    ws_b, tel_b = _run(src, "off")  # builtin by builtin
    fused.ENABLED = True
    assert tel_t["fusion"].host_threaded == 1 and tel_t["fusion"].host_runs == 1, src
    assert (_exact if exact else _close)(ws_t["out"], ws_b["out"]), src
    assert (_exact if exact else _close)(ws_t["out"], ws_u["out"]), src  # the NumPy blocks
    for name in ("x", "y", "xs", "A"):
        assert _exact(ws_t[name], ws_b[name])  # leaves are never written
    assert tel_t["calls"] == tel_b["calls"]  # every builtin of a fused tree is still counted


@pytest.mark.parametrize("jit", ["off", "force"])
def test_both_tiers_run_the_kernel(jit):
    ws, tel = _run(EXPRESSIONS[0][0], "sync", jit)
    assert tel["fusion"].host_threaded == 1 and tel["fusion"].host_ops == 9
    want = _run(EXPRESSIONS[0][0], "off", jit)[0]["out"]
    assert _close(ws["out"], want)


@pytest.mark.parametrize("src", ["out = sqrt(x - 5) + 1;", "out = log(x) .* 2;", "out = sqrt(x);",
                                 "out = (-y) .^ 0.5 + 1;"])
def test_a_domain_escape_goes_builtin_by_builtin(src):
    ws_t, tel_t = _run(src, "sync")
    fused.ENABLED = False
    ws_b, _ = _run(src, "off")
    fused.ENABLED = True
    assert tel_t["fusion"].host_threaded == 0
    assert ws_t["out"].dtype == np.complex128 and _close(ws_t["out"].real, ws_b["out"].real) \
        and _close(ws_t["out"].imag, ws_b["out"].imag)


@pytest.mark.parametrize("src", ["out = k * 2 + 1;",          # int32: saturation, not fused
                                 "out = xs + x;",              # single meets double
                                 "out = mod(x, 3) + 1;",       # mod: no compiled spelling
                                 "out = c .* x + 1;",          # implicit expansion: NumPy blocks
                                 "out = ~(y - 1) | (y > 1);"])  # logic on doubles: MATLAB's rules
def test_barriers_stay_off_the_kernel(src):
    ws_t, tel_t = _run(src, "sync")
    fused.ENABLED = False
    ws_b, _ = _run(src, "off")
    fused.ENABLED = True
    assert tel_t["fusion"].host_threaded == 0, src
    assert _exact(ws_t["out"], ws_b["out"])


def test_small_arrays_stay_on_numpy(monkeypatch):
    monkeypatch.setattr(threaded, "MIN_ELEMENTS", 10 * N)
    _, tel = _run(EXPRESSIONS[0][0], "sync")
    assert tel["fusion"].host_threaded == 0 and tel["fusion"].host_runs == 1
    _, tel = _run("out = floor(x);", "sync")  # one call: the builtin, unfused
    assert tel["fusion"].host_runs == 0 and tel["fusion"].host_unfused == 0
    # ... decided by the sizes alone: a loop over small arrays pays no classification per call
    from runmat_accel.fusion.host import HostProgram

    def refuse(*args):
        raise AssertionError("a one-call tree below the kernel's size was classified")
    monkeypatch.setattr(HostProgram, "run", refuse)
    for jit in ("off", "force"):
        with jitmod.use(jit):
            s = Session(stdout=io.StringIO())
            s.run("x = rand(1, 5000); for k = 1:3, y = floor(x); end")
            np.testing.assert_array_equal(s.workspace["y"], np.floor(s.workspace["x"]))


def test_the_background_compile_lets_numpy_compute_meanwhile():
    src = "out = floor(x) .* 3 - ceil(x ./ 7);"
    threaded.configure("on")
    s = Session(stdout=io.StringIO())
    s.workspace["x"] = _inputs(np.random.default_rng(3))["x"]
    s.run(src)
    telemetry.reset()
    s.run(src)  # the kernel may be compiling: the NumPy blocks answer meanwhile
    first = telemetry.snapshot().fusion
    threaded.wait()
    telemetry.reset()
    s.run(src)
    after = telemetry.snapshot().fusion
    assert first.host_runs == 1 and after.host_runs == 1 and after.host_threaded == 1
    x = s.workspace["x"]
    assert _exact(s.workspace["out"], np.floor(x) * 3 - np.ceil(x / 7))


def test_compiler_marks_one_call_only_with_the_kernels(monkeypatch):
    from runmat_vm.code import FUSED
    from runmat_vm.frontend import parse
    from runmat_vm.functions import compile_chunk

    s = Session(stdout=io.StringIO())
    s.run("x = 1;")

    def marked(src):
        return sum(1 for ins in compile_chunk(parse(src).body, s.base, {}, "<t>", [src], "t").instrs if ins[0] == FUSED)
    assert marked("z = sin(x);") == 1 and marked("z = round(x) + 1;") == 1
    assert marked("z = mod(x, 3);") == 0  # no compiled spelling
    threaded.configure("off")
    assert marked("z = sin(x);") == 0 and marked("z = round(x) + 1;") == 0 and marked("z = sin(x) + 1;") == 1


_SPECIAL = st.sampled_from([np.nan, np.inf, -np.inf, 0.0, -0.0, 0.5, -0.5, 1.5, -2.5, 1e-310, 4503599627370495.5,
                            0.49999999999999994, -0.49999999999999994, 1e308, -1e308])
_VALUES = st.lists(st.one_of(_SPECIAL, st.floats(allow_nan=True, allow_infinity=True, width=64)),
                   min_size=1, max_size=40)


@settings(max_examples=40, deadline=None)
@given(xs=_VALUES, ys=_VALUES, which=st.integers(0, 5))
def test_property_exact_trees_match_the_builtins(xs, ys, which):
    src = ["out = round(x) - floor(y) .* 2;", "out = max(x, y) + min(x, 0.5);", "out = (x >= y) | (x < 0) & ~(y == x);",
           "out = abs(x - y) ./ 4;", "out = fix(x) + ceil(y) .* sign(x);", "out = round(x);"][which]
    n = 4100  # host fusion's floor (runmat_vm.fused.MIN_ELEMENTS)
    x = np.resize(np.array(xs, dtype=np.float64), (1, n))
    y = np.resize(np.array(ys, dtype=np.float64), (1, n))
    ws_t, tel = _run(src, "sync", inputs={"x": x, "y": y})
    fused.ENABLED = False
    ws_b, _ = _run(src, "off", inputs={"x": x, "y": y})
    fused.ENABLED = True
    assert tel["fusion"].host_threaded == 1
    assert _exact(ws_t["out"], ws_b["out"]), src


def test_numba_is_not_imported_for_small_arrays_or_at_start(tmp_path):
    code = ("import io, sys\nfrom runmat_vm import Session\ns = Session(stdout=io.StringIO())\n"
            "s.run('x = rand(1, 5000); y = sqrt(exp(-x) .* (1 + sin(x) .^ 2)) ./ (1 + x); z = floor(x);')\n"
            "print('numba' in sys.modules)\n")
    env = {**os.environ, "RUNMAT_CACHE_DIR": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert out.stdout.strip() == "False", out.stderr


def test_a_second_process_loads_the_kernel_from_the_disk_cache(tmp_path):
    code = ("import io, time\nfrom runmat_accel.fusion import threaded\nfrom runmat_accel import telemetry\n"
            "threaded.configure('sync'); threaded.MIN_ELEMENTS = 1000\n"
            "from runmat_vm import Session\ns = Session(stdout=io.StringIO())\n"
            "s.run('x = rand(1, 5000); y = floor(x) .* 5 - x;'); s.run('y = floor(x) .* 5 - x;')\n"
            "f = telemetry.snapshot().fusion\nprint(f.host_threaded, f.threaded_compile_ns)\n")
    env = {**os.environ, "RUNMAT_CACHE_DIR": str(tmp_path)}
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300)
            for _ in range(2)]
    (n1, cold), (n2, warm) = [tuple(int(v) for v in r.stdout.split()) for r in runs]
    assert n1 == n2 == 2, runs[0].stderr  # the first run fuses as well (its builtins load first)
    assert list(tmp_path.glob("fused-*/__pycache__/*.nbi"))  # Numba's index of the cached kernel
    assert warm < cold
