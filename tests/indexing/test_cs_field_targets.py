"""``[s(I).f] = ...`` counts the elements s(I) will have: it creates or grows s (MATLAB)."""

from __future__ import annotations

import io

import pytest

from runmat_vm.session import Session


@pytest.mark.parametrize("jit", ["off", "force"])
def test_struct_field_targets_grow_the_struct(jit: str):
    from runmat_vm import jit as tier

    s = Session(stdout=io.StringIO())
    with tier.use(jit):
        s.run("[a(1:2).x] = deal(1, 3); [c(3).y] = deal(7); p = struct('x', 5); [p(2:3).x] = deal(8, 9);"
              "q = struct('x', {1, 2}); [q(2:end).x] = deal(6); [r(2, 2).z] = deal(4); [t(1:2, 1:2).z] = deal(1, 2, 3, 4);"
              "ax = [a.x]; px = [p.x]; qx = [q.x]; c3 = c(3).y; c1 = c(1).y;")
    w = s.workspace
    assert w["ax"].tolist() == [[1.0, 3.0]] and w.raw("a").elems.shape == (1, 2)
    assert w.raw("c").elems.shape == (1, 3) and w["c3"] == 7.0 and w.raw("c1").shape == (0, 0)
    assert w["px"].tolist() == [[5.0, 8.0, 9.0]] and w["qx"].tolist() == [[1.0, 6.0]]
    assert w.raw("r").elems.shape == (2, 2) and w.raw("t").elems.shape == (2, 2)
