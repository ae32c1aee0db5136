"""Integer and single scalars inline in compiled code (runmat_vm.jit.classed): the same values,
classes and errors as the interpreter's builtin calls, over saturation edges, NaN, Inf and -0."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_vm import Session, jit

VALUES = ("[0 1 -1 2.5 -2.5 0.5 -0.5 -0 3 7 -7 100 127 128 -128 -129 255 256 32767 -32769 65535 "
          "2147483647 -2147483648 4294967295 1e10 -1e10 NaN Inf -Inf]")

INT_BODY = """
dv = {values};
n = numel(dv);
for k = 1:n
  for j = 1:n
    x = {cls}(dv(k)); y = {cls}(dv(j)); d = dv(j);
    r1(k, j) = x + y; r2(k, j) = x - y; r3(k, j) = x * y; r4(k, j) = x / y;
    r5(k, j) = x + d; r6(k, j) = d - x; r7(k, j) = x * d; r8(k, j) = x / d; r9(k, j) = d / x;
    r10(k, j) = mod(x, y); r11(k, j) = bitxor(x, y); r12(k, j) = bitand(x, y); r13(k, j) = bitor(x, y);
    r14(k, j) = idivide(x, y);
    b1(k, j) = x < y; b2(k, j) = x == d; b3(k, j) = x >= d; b4(k, j) = x ~= y;
  end
  x = {cls}(dv(k));
  u1(k) = -x; u2(k) = abs(x); u3(k) = x + 3; u4(k) = 2.5 * x; u5(k) = x - 0.5; u6(k) = mod(x, 7);
  u7(k) = bitxor(x, 5); u8(k) = double(x); u9(k) = single(x); u10(k) = int16(x); u11(k) = uint8(x);
  u12(k) = x / 0; u13(k) = 0 / x; u14(k) = x * 2; u15(k) = 100 - x; u16(k) = x';
end
"""

SINGLE_BODY = """
dv = {values};
dv = [dv, 0.1, 1/3, 3.4028234663852886e38, 3.5e38, 1e-45, 1e-40, -2.2e-308];
n = numel(dv);
for k = 1:n
  for j = 1:n
    x = single(dv(k)); y = single(dv(j)); d = dv(j);
    r1(k, j) = x + y; r2(k, j) = x - y; r3(k, j) = x * y; r4(k, j) = x / y;
    r5(k, j) = x + d; r6(k, j) = d - x; r7(k, j) = x * d; r8(k, j) = x / d; r9(k, j) = d \\ x;
    b1(k, j) = x < y; b2(k, j) = x == d; b3(k, j) = x >= d; b4(k, j) = x ~= y;
  end
  x = single(dv(k));
  u1(k) = -x; u2(k) = abs(x); u3(k) = x + 0.1; u4(k) = 3.7 * x; u5(k) = 1 - x; u6(k) = double(x);
  u7(k) = int32(x); u8(k) = uint8(x); u9(k) = x / 0; u10(k) = single(dv(k)) * (1 - x);
end
"""


def run(code: str, mode: str) -> tuple[dict, str]:
    with jit.use(mode):
        s = Session()
        err = ""
        try:
            s.run(code)
        except Exception as exc:  # a MATLAB error: compared by identifier
            err = getattr(exc, "identifier", type(exc).__name__)
        ws = {name: s.workspace.raw(name) for name in s.workspace}
    return ws, err


def assert_same(code: str) -> dict:
    ref, err_ref = run(code, "off")
    got, err_got = run(code, "force")
    assert err_got == err_ref
    assert sorted(got) == sorted(ref)
    for name, v in ref.items():
        w = got[name]
        assert type(w) is type(v), name
        if isinstance(v, np.ndarray):
            assert w.dtype == v.dtype and w.shape == v.shape, name
            # bit for bit (-0 where -0), NaN where NaN (its sign bit is not a MATLAB value: the
            # double path's 0/0 is Python's NaN too)
            if v.dtype.kind == "f":
                nan = np.isnan(v)
                assert np.array_equal(np.isnan(w), nan), name
                w, v = np.where(nan, 0, w), np.where(nan, 0, v)
            assert np.ascontiguousarray(w).tobytes() == np.ascontiguousarray(v).tobytes(), name
        else:
            assert repr(w) == repr(v), name
    return ref


@pytest.mark.parametrize("cls", ["int8", "int16", "int32", "uint8", "uint16", "uint32"])
def test_integer_scalars_match_the_interpreter(cls):
    ws = assert_same(INT_BODY.format(values=VALUES, cls=cls))
    assert ws["r1"].dtype == np.dtype(cls) and ws["u8"].dtype == np.float64 and ws["u9"].dtype == np.float32


def test_single_scalars_match_the_interpreter():
    ws = assert_same(SINGLE_BODY.format(values=VALUES))
    assert ws["r5"].dtype == np.float32 and ws["u7"].dtype == np.int32


def test_saturation_and_rounding_values():
    # MATLAB's documented rules: round half away from zero, saturate, NaN -> 0
    ws = assert_same("a = int8(0); b = uint8(0); c = int32(0); for k = 1:3, a = a + 100; b = b - 7; "
                     "c = c + 2.5; end, d = int8(-128); for k = 1:1, e = -d; f = d * -1; g = abs(d); "
                     "h = int16(7) / int16(2); i = int16(-7) / int16(2); j = uint8(NaN) + 1; end")
    assert [int(ws[n][0, 0]) for n in "abcefghij"] == [127, 0, 9, 127, 127, 127, 4, -4, 1]


def test_mixed_integer_classes_stay_a_matlab_error():
    ws, err = run("x = int8(1); y = int16(2); for k = 1:2, z = x + y; end", "force")
    assert err == run("x = int8(1); y = int16(2); for k = 1:2, z = x + y; end", "off")[1]
    assert err == "MATLAB:mixedClasses"


def test_checksum_loop_is_inlined_and_counted(compiled_sources):
    from runmat_accel import telemetry

    code = ("h = int32(17); for k = 1:50, h = mod(h * int32(31) + int32(k), int32(1000003)); "
            "h = bitxor(h, int32(5)); end")
    ref, _ = run(code, "off")
    with jit.use("force"):
        s = Session()
        t0 = telemetry.snapshot().builtins
        before = {n: (t0[n].calls if n in t0 else 0) for n in ("mod", "bitxor", "int32", "mtimes")}
        s.run(code)
        snap = telemetry.snapshot().builtins
        h = s.workspace.raw("h")
    assert h.dtype == np.int32 and h.tobytes() == ref["h"].tobytes()
    text = "\n".join(compiled_sources)
    loop = text[text.index("for _v"):]
    # the loop body: int32 arithmetic on Python ints (h kept unboxed in a local, boxed once after
    # the loop), no builtin call, no box; every inlined call still counted
    body, after = loop.split("finally:", 1)
    assert "int_mod(" in body and "call_named" not in body and "BV_" not in body and ".item()" not in body
    assert "BV_int32(u" in after
    assert {n: snap[n].calls - before[n] for n in before} == {"mod": 50, "bitxor": 50, "int32": 201, "mtimes": 50}


def test_name_shadowed_by_a_variable_deoptimises():
    assert_same("x = int32(5); for k = 1:4, if k == 3, mod = [10 20 30]; end, y = mod(x, int32(3)); end")


UNBOXED_CASES = {
    # variables a loop keeps unboxed must be boxed wherever anything can look at them
    "break_and_read_after": "h = int32(1); for k = 1:10, h = h * 3; if h > 1000, break; end, end, h, k",
    "generic_read_inside": "p = uint8(250); for k = 1:8, p = p + 1; disp(p); q(k) = p; end, p, q",
    "class_change_in_loop": "h = int32(300); for k = 1:3, h = h + 1; if k == 2, h = int8(h); end, end, h, class(h)",
    "double_assigned_in_loop": "h = int16(5); for k = 1:4, h = h - 2; if k == 3, h = 0.5; end, end, h, class(h)",
    "while_loop": "x = single(1); n = 0; while x < 1000, x = x * 1.5; n = n + 1; end, x, n",
    "nested_loops": "s = uint16(0); for i = 1:20, t = uint16(i); for j = 1:20, t = t + 3; s = s + t; end, end, s, t",
    "return_in_function": "disp(f(int32(7)))\nfunction r = f(x)\n  r = x;\n  for k = 1:100\n"
                          "    r = mod(r * 5 + 1, 97);\n    if r == 0, return; end\n  end\nend",
    "error_keeps_workspace": "h = int32(0); try, for k = 1:5, h = h + 10; if k == 3, error('a:b', 'x'); end, end,"
                             " catch e, disp(e.identifier); end, h",
    "eval_in_loop": "h = int32(2); for k = 1:3, h = h * 2; eval('h = h + 1;'); end, h",
    "uninitialised_path": "for k = 1:3, if k > 1, h = h + int8(1); else, h = int8(100); end, end, h",
    "kept_variable_as_condition": "h = int8(3); n = 0; while h, h = h - 1; n = n + 1; end, h, n\n"
                                  "g = uint8(0); for k = 1:4, g = g + 1; if g, n = n + 1; end, end, n",
    "kept_variable_in_fused_tree": "A = [1 2 3]; x = single(2); for k = 1:3, x = x + 1; B = A .* x + 1; end, x, B",
    "shadowed_mid_loop": "h = int32(5); for k = 1:4, h = h + 1; if k == 2, bitxor = @(a, b) a - b; end,"
                         " h = bitxor(h, int32(3)); end, h",
}


@pytest.mark.parametrize("name", sorted(UNBOXED_CASES))
def test_unboxed_loop_variables(both, name):
    both(UNBOXED_CASES[name])


def test_integer_range_loop_variable_is_a_classed_scalar(compiled_sources):
    # colon of an integer (or single) scalar and doubles gives that class (MATLAB's colon rule), so
    # the loop variable is a proven 1x1 of it and its arithmetic inlines: the Project Euler 9 loop
    # ``for b = a+uint64(1):500`` took 6 s through the builtins, with the answer 200 375 425
    code = ("found = []; for a = 1:333, for b = a+uint64(1):500, c = 1000 - a - b; "
            "if a^2 + b^2 == c^2, found = [a b c]; break, end, end, if ~isempty(found), break, end, end\n"
            "s = int64(0); for a = 1:3, for b = a+int64(9007199254740990):9007199254740999, s = s + b; end, "
            "for e = uint16(a):2, y = e; end, for q = single(a):single(a)+2, w = q / 3; end, end")
    ws = assert_same(code)
    assert ws["found"].tolist() == [[200, 375, 425]] and ws["found"].dtype == np.uint64
    assert ws["e"].shape == (1, 0) and ws["e"].dtype == np.uint16 and ws["w"].dtype == np.float32
    # exact int64 sums; the stop 9007199254740999 is a double literal: 9007199254741000
    x = 9007199254740990
    assert int(ws["s"][0, 0]) == sum(b for a in range(1, 4) for b in range(a + x, x + 11))
    loop = "\n".join(compiled_sources)
    assert "call_named" not in loop[loop.index("for _v"):].split("finally:", 1)[0]
