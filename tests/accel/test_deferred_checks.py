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


def test_graph_limit_passes_unchecked_values_on(reads):
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
