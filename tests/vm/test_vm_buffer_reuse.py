"""Dying temporaries: the liveness marks, the hand-over, and copy-on-write kept exactly."""

from __future__ import annotations

import io

import numpy as np
import pytest

from runmat_builtins import call_builtin, catalog
from runmat_vm import Session, handover, liveness
from runmat_vm.code import BIN, UN
from runmat_vm.functions import compile_chunk

N = 100_000  # large enough for reuse (runmat_builtins.numeric.reuse.MIN_BYTES)


def _chunk(src: str):
    from runmat_vm import fused
    from runmat_vm.frontend import parse

    sess = Session(stdout=io.StringIO())
    enabled, fused.ENABLED = fused.ENABLED, False  # the operators' own instructions only
    try:
        return compile_chunk(parse(src).body, sess.base, {}, "<test>", [src], "test")
    finally:
        fused.ENABLED = enabled


def _marks(src: str) -> list[tuple[str, int]]:
    code = _chunk(src)
    dying = liveness.mark(code)
    return [("BIN" if ins[0] == BIN else "UN", dying[pc]) for pc, ins in enumerate(code.instrs)
            if ins[0] in (BIN, UN)]


def test_operands_of_an_expression_tree_die_at_their_one_use():
    # -x: x is a variable (never marked); (-x) .* 2: the temporary dies; + 1: again
    assert _marks("x = 1; y = (-x) .* 2 + 1;") == [("UN", 0), ("BIN", 1), ("BIN", 1)]
    # 1 + t: the right operand is the temporary
    assert _marks("x = 1; y = 1 + (x .* 2);") == [("BIN", 0), ("BIN", 2)]


def test_variables_and_constants_are_never_marked():
    assert _marks("x = 1; y = x + x; z = y .* 2; w = -z;") == [("BIN", 0), ("BIN", 0), ("UN", 0)]


def test_a_temporary_read_later_is_not_marked():
    # the short-circuit result is read by the jump and by the binary op that follows
    code = _chunk("a = 1; if (a + 1) > 0 && (a - 1) < 5, b = 1; end")
    dying = liveness.mark(code)
    for pc, ins in enumerate(code.instrs):
        if dying[pc] & 1 and ins[0] in (BIN, UN):
            later = [q for q in range(pc + 1, len(code.instrs)) if ins[2] in _ints(code.instrs[q])]
            first_write = next((q for q in later if code.instrs[q][1] == ins[2]), None)
            assert not later or later[0] == first_write, (pc, ins)


def _ints(ins: tuple) -> set[int]:
    out, stack = set(), list(ins[1:])
    while stack:
        x = stack.pop()
        if type(x) is int:
            out.add(x if x >= 0 else ~x)
        elif type(x) is tuple:
            stack.extend(x)
    return out


def test_an_unknown_opcode_leaves_the_code_unmarked():
    code = _chunk("x = 1; y = (x + 1) + 2;")
    code.instrs.insert(0, (10_000,))
    code.lines.insert(0, 1)
    assert not any(liveness.mark(code))


def test_handover_reuses_the_buffer_of_a_dying_operand():
    catalog()
    t = np.ones((1, N))
    R = [t, 1.0]
    ident = id(t)
    del t
    r = handover.binary("plus", R, 0, 1, 1, None)
    assert id(r) == ident and R[0] is None and float(r[0, 0]) == 2.0


def test_a_value_someone_else_holds_is_never_written():
    catalog()
    x = np.ones((1, N))
    R = [x, 1.0]
    r = handover.binary("plus", R, 0, 1, 1, None)  # the register dies, but `x` still sees it
    assert r is not x and float(x[0, 0]) == 1.0
    for name in ("plus", "times", "minus", "rdivide", "power"):
        y = np.full((1, N), 3.0)
        call_builtin(name, y, 2.0)  # a Python caller's local
        assert float(y[0, 0]) == 3.0, name
    for name in ("uminus", "sin", "exp", "abs", "floor", "not"):
        y = np.full((1, N), 0.5) if name != "not" else np.zeros((1, N), dtype=bool)
        before = y.copy()
        call_builtin(name, y)
        assert np.array_equal(y, before), name


@pytest.mark.parametrize("jit", ["off", "force"])
def test_copy_on_write_holds_with_reuse(jit):
    from runmat_vm import jit as jitmod

    with jitmod.use(jit):
        out = io.StringIO()
        s = Session(stdout=out)
        s.run(f"""
x = ones(1, {N});
y = x;
z = x + 1;                  % x and y keep their values
w = (x + 1) + 2;            % the first sum is a dying temporary
v = -(x + 1) .^ 2;          % unary and power on temporaries
c = {{x + 1}};
d = c{{1}} + 1;             % a cell element is never a sole reference
m = (x > 0) & (x > 0.5);    % logical masks
n = ~(x > 2);
A = reshape(1:{N}, 100, []);
B = A(:);                   % a view of A
B2 = B + 1;
A(1) = 100;                 % A is copied: B keeps the old first element
e = exp(x - 1);             % builtin calls on dying temporaries
f = sqrt(abs(x - 5));
g = mod(x + 6, 4);
h = floor(e + 0.5);
fprintf('%g %g %g %g %g %g %g %g %d %d %g %g %g %g %g %g %g\\n', x(1), y(1), z(1), w(1), v(1), c{{1}}(1), ...
        d(1), x(end), nnz(m), nnz(n), B(1), B2(1), A(1), e(1), f(1), g(1), h(1));
""")
        assert out.getvalue() == "1 1 2 4 -4 2 3 1 100000 100000 1 2 100 1 2 3 1\n"


def test_a_jump_target_is_not_a_read_of_the_register_it_numbers():
    # the loop's FOR_RANGE jumps to a pc whose number is also a temporary's slot: that temporary
    # still dies at its one use
    src = "x = 1; y = (x .* 2) .* (x + 1);\nfor k = 1:3\n  s = k;\nend"
    code = _chunk(src)
    dying = liveness.mark(code)
    times = next(pc for pc, ins in enumerate(code.instrs) if ins[0] == BIN and ins[5] == "times" and pc > 1)
    assert dying[times] == 3, code.instrs


CHAIN = "out = sqrt(exp(-x) .* (1 + sin(x) .^ 2)) ./ (1 + x);"


def _peak_arrays(src: str, jit: str) -> float:
    """Peak of newly allocated memory while ``src`` runs, in arrays of x's size."""
    import tracemalloc

    from runmat_vm import jit as jitmod

    with jitmod.use(jit):
        s = Session(stdout=io.StringIO())
        s.run(f"x = linspace(0, 10, {N});")
        s.run(src)
        tracemalloc.start()
        try:
            base = tracemalloc.get_traced_memory()[0]
            s.run(src)
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
    return (peak - base) / (8 * N)


def test_the_compiled_tier_hands_dying_temporaries_over_as_the_interpreter_does(monkeypatch):
    # NumPy's own elision keeps two arrays of x's size alive at once on this chain; with every
    # temporary kept by its register it would be nine (host fusion off: the builtins one by one)
    from runmat_vm import fused

    monkeypatch.setattr(fused, "ENABLED", False)
    assert _peak_arrays(CHAIN, "force") < 3.5
    assert _peak_arrays(CHAIN, "off") < 3.5


@pytest.mark.parametrize("jit", ["off", "force"])
def test_values_seen_elsewhere_keep_their_contents(jit):
    from runmat_vm import jit as jitmod

    with jitmod.use(jit):
        out = io.StringIO()
        s = Session(stdout=out)
        s.run(f"""
x = ones(1, {N});
p = x;
for k = 1:3                 % loop-carried: each round's value is kept by q before it is replaced
  q = p;
  p = (p + 1) .* 2;
end
h = @() x + 0;              % captured by a handle
hx = h();
g = @(v) v + 1;
r1 = g(x + 1);              % a parameter is a variable inside the handle
r2 = same(x) + 1;           % the answer is x itself: never written
st.a = x;
r3 = st.a + 1;              % a field's value
c = {{x, x + 1}};
r4 = c{{2}} .* 3;           % a cell's element
r5 = -(c{{1}} + 0);
fprintf('%g %g %g %g %g %g %g %g %g %g %g\\n', x(1), p(1), q(1), hx(1), r1(1), r2(1), st.a(1), r3(1), ...
        c{{2}}(1), r4(1), r5(1));
function r = same(v)
  r = v;
end
""")
        assert out.getvalue() == "1 22 10 1 3 2 1 2 2 6 -1\n"
