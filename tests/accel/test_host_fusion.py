"""Host fusion: elementwise trees on host arrays computed as one blocked pass sequence
(runmat_vm.fused marks them, runmat_accel.fusion.host computes them) give exactly what the
builtins give one by one, count every builtin, and leave every other value alone."""

from __future__ import annotations

import io

import numpy as np
import pytest

from runmat_accel import telemetry
from runmat_vm import Session, fused
from runmat_vm import jit as jitmod
from runmat_vm.code import FUSED, NOP

N = 3 * (1 << 15) + 7  # more than one block, and a partial last one


def _inputs(rng: np.random.Generator) -> dict[str, np.ndarray]:
    x = (rng.random((1, N)) - 0.5) * 40
    x[0, :12] = [np.nan, np.inf, -np.inf, -0.0, 0.0, 1.0, -1.0, 5.0, 1e300, -1e300, 1e-320, 2.0]
    rng.shuffle(x[0])
    return {"x": x, "y": rng.random((1, N)) + 0.5, "c": rng.random((7, 1)), "r": rng.random((1, 9)),
            "xs": np.clip(x, -1e30, 1e30).astype(np.float32), "ys": (rng.random((1, N)) + 0.5).astype(np.float32),
            "A": np.asfortranarray(rng.random((300, 211))), "e": np.zeros((0, 3)),
            "k": np.floor(rng.random((1, N)) * 3e9 - 1.5e9).astype(np.int32)}


def _run(src: str, jit: str, enabled: bool, monkeypatch) -> tuple[dict, dict, Session]:
    monkeypatch.setattr(fused, "ENABLED", enabled)
    with jitmod.use(jit):
        s = Session(stdout=io.StringIO())
        for name, v in _inputs(np.random.default_rng(7)).items():
            s.workspace[name] = v
        s.run(src)  # loads the builtins (a tree's first run may go builtin by builtin)
        telemetry.reset()
        s.run(src)
        snap = telemetry.snapshot()
    calls = {b: v.calls for b, v in snap.builtins.items()}
    return dict(s.workspace), {"calls": calls, "fusion": snap.fusion}, s


EXPRESSIONS = [
    "out = sqrt(exp(-x) .* (1 + sin(x) .^ 2)) ./ (1 + x);",       # the benchmark's chain
    "out = abs(x) .^ 2 + floor(x) - ceil(-x) .* fix(x ./ 3);",
    "out = cos(x) .* tan(y) - atan(x) ./ hypot(x, y);",
    "out = exp(y) - log(y) .* log10(y) + log2(y) - sqrt(y);",     # domain functions, in domain
    "out = sqrt(x - 5) + 1;",                                       # out of domain: complex
    "out = log(x) .* 2;",                                           # log of negatives and -Inf
    "out = (x > -5) & (x < 5) | ~(x ~= 0);",                        # comparisons and logic
    "out = (x > 0) .* x + (x <= 0) * 2;",                           # logical operands of arithmetic
    "out = ~(y - 1) | (y > 1);",                                    # logic on doubles: not fused
    "out = max(x, 0) + min(x, y) .* 2;",
    "out = 3 * x - x / 4 + 2 .\\ y;",
    "out = -x .^ 3 + y .^ 0.5;",
    "out = c .* r + 1;",                                            # implicit expansion
    "out = (A' + 1) .* 2;",                                         # a transpose: not fusible
    "out = A .* 2 + A .^ 2;",                                       # column-major matrix
    "out = xs .* 2 + sin(xs);",                                     # single
    "out = xs .* ys - 1.5;",
    "out = xs + x;",                                                # single meets double
    "out = sin(e) + 1;",                                            # empty
    "out = k * 2 + 1;",                                             # int32: a barrier (saturation)
    "out = mod(x, 3) + 1;",                                         # mod: a host barrier
    "out = round(x) .* 2 + 1;",                                     # round: a host barrier
]


def _same(a, b) -> bool:
    a, b = np.asarray(a), np.asarray(b)
    return a.dtype == b.dtype and a.shape == b.shape and np.array_equal(a, b, equal_nan=True) \
        and (a.dtype.kind != "f" or np.array_equal(np.signbit(a), np.signbit(b)))


@pytest.mark.parametrize("jit", ["off", "force"])
@pytest.mark.parametrize("src", EXPRESSIONS)
def test_fused_equals_unfused(src, jit, monkeypatch):
    ws_f, tel_f, _ = _run(src, jit, True, monkeypatch)
    ws_u, tel_u, _ = _run(src, jit, False, monkeypatch)
    assert _same(ws_f["out"], ws_u["out"]), src
    for name in ("x", "y", "xs", "A"):
        assert _same(ws_f[name], ws_u[name])  # leaves are never written
    assert tel_f["calls"] == tel_u["calls"]  # every builtin of a fused tree is still counted
    assert tel_u["fusion"].host_runs == 0


@pytest.mark.parametrize("jit", ["off", "force"])
def test_the_chain_runs_fused_and_barriers_do_not(jit, monkeypatch):
    _, tel, _ = _run(EXPRESSIONS[0], jit, True, monkeypatch)  # Inf and NaN among x: still in domain
    assert tel["fusion"].host_runs == 1 and tel["fusion"].host_ops == 9
    for src in ("out = k * 2 + 1;", "out = sqrt(x - 5) + 1;", "out = xs + x;"):
        _, tel, _ = _run(src, jit, True, monkeypatch)
        assert tel["fusion"].host_runs == 0, src
    _, tel, _ = _run("out = sqrt(x - 5) + 1;", jit, True, monkeypatch)
    assert tel["fusion"].reasons.get("host unfused: domain") == 1


def _codes(s: Session, src: str):
    from runmat_vm.frontend import parse
    from runmat_vm.functions import compile_chunk

    return compile_chunk(parse(src).body, s.base, {}, "<test>", [src], "test")


def test_what_the_compiler_marks(monkeypatch):
    from runmat_accel.fusion import threaded

    monkeypatch.setattr(fused, "ENABLED", True)
    monkeypatch.setattr(threaded, "_MODE", ["off"])  # with its kernels one call is marked too (test_threaded_fusion)
    s = Session(stdout=io.StringIO())
    s.run("x = 1; y = 2;")
    marked = lambda src: sum(1 for ins in _codes(s, src).instrs if ins[0] == FUSED)  # noqa: E731
    assert marked("z = sin(x) + 1;") == 1
    assert marked("z = sum(sin(x) + 1);") == 1        # inside a call that is not fusible
    assert marked("z = sin(x);") == 0                 # one builtin: nothing to fuse
    assert marked("z = mod(x, 3) + 1;") == 0          # mod: the host body decides its round-off
    assert marked("z = x(2) + sin(x);") == 0          # an index is not a leaf
    assert marked("z = f(x) + 1;") == 0               # not a builtin
    assert marked("z = x + int8(1);") == 0            # an integer literal call


@pytest.mark.parametrize("jit", ["off", "force"])
def test_a_shadowing_variable_or_file_takes_the_calls(jit, tmp_path, monkeypatch):
    monkeypatch.setattr(fused, "ENABLED", True)
    monkeypatch.chdir(tmp_path)
    with jitmod.use(jit):
        out = io.StringIO()
        s = Session(stdout=out)
        s.run("x = ones(1, 5000); z = sin(x) + 1; a = z(1);")
        (tmp_path / "sin.m").write_text("function y = sin(x)\n  y = 100 * x;\nend\n")
        s.run("z = sin(x) + 1; b = z(1);")
        s.run("eval('cos = 7;'); w = cos(x) + 1;")  # cos is a variable now: indexing, an error
    ws = s.workspace
    assert ws["a"] == np.sin(1.0) + 1 and ws["b"] == 101.0


@pytest.mark.parametrize("jit", ["off", "force"])
def test_a_site_reached_with_scalars_keeps_the_scalar_paths(jit, monkeypatch):
    monkeypatch.setattr(fused, "ENABLED", True)
    with jitmod.use(jit):
        s = Session(stdout=io.StringIO())
        s.run("s = 0; for k = 1:300, s = s + sqrt(k) * 2 + sin(k); end")
        want = sum(np.sqrt(k) * 2 + np.sin(k) for k in range(1, 301))
        assert s.workspace["s"] == pytest.approx(want, rel=1e-14)


@pytest.mark.parametrize("jit", ["off", "force"])
def test_errors_are_the_builtins_own(jit, monkeypatch):
    monkeypatch.setattr(fused, "ENABLED", True)
    with jitmod.use(jit):
        s = Session(stdout=io.StringIO())
        s.run("a = ones(2, 5000); b = ones(3, 5000);")
        with pytest.raises(Exception) as err:
            s.run("c = sin(a) + b .* 2;")
    assert err.value.identifier == "MATLAB:sizeDimensionsMustMatch"
    with jitmod.use(jit):
        s.run("a(1, 7) = NaN;")
        with pytest.raises(Exception) as err:
            s.run("c = ~(a + 1) | (a > 0);")  # logic on a NaN: MATLAB's error, from the builtin
    assert err.value.identifier == "MATLAB:nologicalnan"


@pytest.mark.parametrize("jit", ["off", "force"])
def test_values_seen_elsewhere_are_never_written(jit, monkeypatch):
    monkeypatch.setattr(fused, "ENABLED", True)
    with jitmod.use(jit):
        out = io.StringIO()
        s = Session(stdout=out)
        s.run("""
x = ones(1, 9000); y = x;
z = sin(x) + 1;
c = {x};
h = @() x;
for k = 1:3
  x = (x + 1) .* 2;
end
fprintf('%g %g %g %g %g\\n', y(1), c{1}(1), z(1) - sin(1), x(1), sum(h()));
""")
    assert out.getvalue() == "1 1 1 22 9000\n"


def _address(s: Session, name: str) -> int:
    return s.workspace[name].__array_interface__["data"][0]


@pytest.mark.parametrize("jit", ["off", "force"])
def test_a_variable_nothing_else_holds_receives_its_new_value(jit, monkeypatch):
    # f = <tree> writes into f's previous buffer when only f held it: no new array's page faults
    monkeypatch.setattr(fused, "ENABLED", True)
    with jitmod.use(jit):
        s = Session(stdout=io.StringIO())
        s.run("x = rand(1, 9000) * 1000 - 500; f = zeros(1, 9000);")
        s.run("f = abs(x) - ceil(x) ./ 2;")  # loads the builtins (the tree's first run is theirs)
        before = _address(s, "f")
        s.run("f = abs(x) - ceil(x) ./ 2;")
        assert _address(s, "f") == before
        x = s.workspace["x"]
        np.testing.assert_array_equal(s.workspace["f"], np.abs(x) - np.ceil(x) / 2)


@pytest.mark.parametrize("jit", ["off", "force"])
def test_a_previous_value_seen_elsewhere_or_needed_again_is_kept(jit, monkeypatch):
    monkeypatch.setattr(fused, "ENABLED", True)
    with jitmod.use(jit):
        out = io.StringIO()
        s = Session(stdout=out)
        s.run("""
x = rand(1, 9000) * 1000 - 500; f = ones(1, 9000) * 3;
g = f;
f = floor(x) .* 2 + 1;
f = floor(f) .* 2 + 1;
s = zeros(1, 9000); sqrt(x + 400) + 1;
s = sqrt(x + 400) + 1;
y = ones(3, 7); h = ones(1, 9000) * 5;
try
  h = sin(x) + y;
catch err
end
fprintf('%g %g %s %g %s\\n', g(1), f(1), class(s), h(9000), err.identifier);
""")
    x = s.workspace["x"]
    f = np.floor(np.floor(x) * 2 + 1) * 2 + 1
    assert out.getvalue() == f"3 {f.flat[0]:g} double 5 MATLAB:sizeDimensionsMustMatch\n"
    np.testing.assert_array_equal(s.workspace["s"], np.sqrt((x + 400).astype(complex)) + 1)


@pytest.mark.parametrize("jit", ["off", "force"])
def test_a_trees_first_run_is_fused(jit, monkeypatch):
    # its builtins' fusion entries are made before their first calls
    monkeypatch.setattr(fused, "ENABLED", True)
    with jitmod.use(jit):
        s = Session(stdout=io.StringIO())
        s.run("x = rand(1, 9000) - 0.5;")
        telemetry.reset()
        s.run("k = (x > -0.25) & (x < 0.25) | ~(x ~= 0);")
        assert telemetry.snapshot().fusion.host_runs == 1
    x = s.workspace["x"]
    np.testing.assert_array_equal(s.workspace["k"], ((x > -0.25) & (x < 0.25)) | (x == 0))
