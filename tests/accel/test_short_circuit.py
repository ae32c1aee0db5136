"""&& and || take gpuArray scalars, as MATLAB does (gathered): the offload planner may leave a
script's isfinite(total) on the device, and a gpuArray that is not 1x1 is MATLAB's error."""

from __future__ import annotations

import io

import numpy as np

from runmat_vm import Session


def _run(code: str, names: list[str]) -> dict:
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run(code)
    return {n: s.workspace.raw(n) for n in names}


def test_short_circuit_operands_may_be_gpuarray_scalars(inprocess):
    # the offload planner can leave isfinite(total) on the device: && and || gather a 1x1
    out = _run("t = gpuArray(single(3)); a = isfinite(t) && t > 0; b = gpuArray(false) || gpuArray(0); "
               "try, c = gpuArray([1 2]) && true; e = ''; catch err, e = err.identifier; end", ["a", "b", "e"], )
    assert out["a"] is True and out["b"] is False
    assert "".join(np.asarray(out["e"]).ravel().tolist()) == "MATLAB:binaryLogicalOperators:nonscalar"
