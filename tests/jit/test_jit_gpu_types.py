"""gpuArrays in the compiled tier: a proven gpuArray operand of an elementwise or reducing builtin
makes a gpuArray (the catalog says which builtins keep residency), so a script on device arrays
compiles once and runs without deoptimising; results match the interpreter."""

from __future__ import annotations

import io

import numpy as np
import pytest

import runmat_accel
from runmat_accel.gpuarray import GpuArray
from runmat_vm import Session, jit
from runmat_vm.jit import tier
from runmat_vm.jit import types as T
from runmat_vm.jit.codegen import Generator


@pytest.fixture
def inprocess(monkeypatch):
    monkeypatch.delenv("RUNMAT_ACCEL_INJECT_FAULT", raising=False)
    runmat_accel.select_provider("inprocess")
    yield
    runmat_accel.select_provider("auto")


@pytest.fixture
def versions(monkeypatch):
    """Every version compiled while the test runs."""
    built = []
    real = tier.compile_code

    def spy(*args, **kw):
        comp = real(*args, **kw)
        built.append(comp)
        return comp

    monkeypatch.setattr(tier, "compile_code", spy)
    return built


CHAIN = "y = sin(x) .* exp(-x / 10) + cos(x) .* tanh(x);\ny = y .^ 2;\ns = sum(y, 2);\nm = max(abs(y));\n"


def _runs(mode: str, code: str, n: int) -> Session:
    with jit.use(mode):
        s = Session(stdout=io.StringIO(), stderr=io.StringIO())
        s.run("x = gpuArray(single(linspace(0, 4*pi, 64)));")
        for _ in range(n):
            s.run(code)
    return s


def test_gpuarray_class_is_its_own_type():
    assert T.of_class(GpuArray) == T.GPU
    assert T.GPU & T.OTHER and T.GPU & T.ALL and not T.GPU & (T.F | T.B | T.ARRAYS | T.O)


@pytest.mark.parametrize("name, expect", [("sin", T.GPU), ("plus", T.GPU), ("sum", T.GPU), ("mtimes", T.GPU),
                                          ("reshape", T.GPU), ("gather", T.VALUE), ("size", T.VALUE),
                                          ("class", T.VALUE), ("isequal", T.VALUE)])
def test_catalog_decides_which_answers_stay_on_the_device(name, expect):
    gen = Generator.__new__(Generator)
    assert gen.device_result(name, [T.GPU]) == expect
    assert gen.device_result(name, [T.F, T.A]) == T.VALUE   # no gpuArray operand: nothing known


def test_device_script_compiles_without_deoptimising(inprocess, versions):
    s = _runs("on", CHAIN, 6)
    whole = [c for c in versions if c.pc is None]
    assert whole, "the script was not compiled"
    assert all(c.deopts == 0 for c in whole) and all(not c.avoid for c in whole)
    ref = _runs("off", CHAIN, 1)
    for var in ("y", "s", "m"):
        got, want = s.workspace.raw(var), ref.workspace.raw(var)
        assert isinstance(got, GpuArray) and isinstance(want, GpuArray)
        np.testing.assert_array_equal(np.asarray(got.data), np.asarray(want.data))


def test_gathered_answer_of_another_class_is_rebuilt_once(inprocess, versions):
    # gather of a single gpuArray is a single: the compiled guess (a double) fails once, the
    # version is rebuilt with that guard inline and never deoptimises again
    code = CHAIN + "t = gather(s) + 1;\nok = t > 0;\n"
    s = _runs("on", code, 6)
    whole = [c for c in versions if c.pc is None]
    assert whole[-1].deopts == 0 and whole[-1].rebuilds <= 1
    assert s.workspace.raw("t").dtype == np.float32 and bool(np.all(s.workspace.raw("ok")))
