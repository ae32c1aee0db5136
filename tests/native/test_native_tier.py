"""The native tier gives the interpreter's results: loops and functions it compiles, and every
case it leaves to the slower tier (a kernel declining, an error, a class change), bit for bit."""

from __future__ import annotations

import subprocess
import sys

import pytest

from runmat_vm import native
from tests.native.conftest import run_mode, telemetry_calls

pytestmark = pytest.mark.skipif(not native.available(), reason="numba not installed")


def test_scalar_recurrence_runs_natively(same):
    (out, ws, err), nt = same("s = 0; x = 0.5;\nfor i = 1:2000\n  x = 3.7 * x * (1 - x);\n  s = s + x / i;\nend\n"
                              "fprintf('%.12f\\n', s);")
    assert nt.runs == 1 and nt.fallbacks == 0 and err == ""
    assert set(ws) == {"s", "x", "i"}


def test_builtin_calls_and_branches(same):
    code = """
state = 12345; pos = 0; acc = 0; hi = -Inf; lo = Inf; c = 0;
for k = 1:3000
  state = mod(16807 * state, 2147483647);
  u = state / 2147483647;
  step = floor(u * 7) - 3;
  pos = max(min(pos + step, 50), -50);
  acc = acc + abs(sin(pos)) * sqrt(u) - cos(k) / k + round(u) - fix(-u) + ceil(u);
  if pos > 10 && u < 0.5
    c = c + 1;
  elseif pos < -10 || u > 0.9
    c = c - 1;
  else
    continue
  end
  if c > 100, break, end
  hi = max(hi, acc); lo = min(lo, acc);
end
b = k > 5;
"""
    (out, ws, err), nt = same(code)
    assert err == "" and nt.runs + nt.declined >= 1


def test_nested_fill_of_a_double_array(same):
    (out, ws, err), nt = same("n = 40; A = zeros(n, n);\nfor i = 1:n\n  for j = 1:n\n"
                              "    A(i, j) = (i * j) / (i + j) + (i - j) / n;\n  end\nend\nB = A; t = A(3) + A(2, 5);")
    assert nt.runs == 1 and err == ""


def test_shared_array_is_not_modified(same):
    (out, ws, err), nt = same("A = zeros(3); B = A;\nfor k = 1:9\n  A(k) = k;\nend")
    assert nt.runs == 1 and "A" in ws and ws["B"] != ws["A"]


def test_user_functions_and_recursion(same):
    code = """
acc = 0;
for k = 1:2000
  acc = acc + step(k, acc);
end
r = fib(15);

function y = step(k, a)
  y = k / 3 - a * 1e-6;
end

function r = fib(n)
  if n < 2
    r = n;
  else
    r = fib(n - 1) + fib(n - 2);
  end
end
"""
    (out, ws, err), nt = same(code)
    assert err == "" and nt.runs >= 2 and nt.fallbacks == 0


@pytest.mark.parametrize("code", [
    # a kernel declines (mod of Inf): the Python tier runs the loop from its start
    "s = 0.5; for k = 1:50, s = mod(s * 3.3, 7.1) + mod(Inf * (k > 40), 3); end",
    # sqrt of a negative number is complex: declines
    "x = 4; for k = 1:10, x = sqrt(x - 3); end",
    # an out-of-range subscript read: MATLAB's error, from the slower tier
    "A = zeros(2); s = 0; for k = 1:10, s = s + A(k); end",
    # growth on assignment is the slower tier's
    "A = zeros(1, 2); for k = 1:5, A(k) = k; end",
    # a variable read before it is defined
    "for k = 1:5, if k > 2, s = t + 1; end, t = k; end",
    "for k = 1:5, s = undefinedthing + k; end",
    # NaN tested for truth
    "x = NaN; for k = 1:3, if x, y = 1; end, end",
    # a class change in the loop
    "x = 1; for k = 1:5, x = int8(x) + 1; end",
    # an empty inner range: the loop variable becomes an empty array
    "s = 0; for i = 1:3, for j = 1:i-1, s = s + j; end, end",
    # output of a function never assigned
    "for k = 1:3, y = f(k); end\nfunction y = f(x)\nif x > 5, y = 1; end\nend",
    # recursion beyond the limit
    "r = g(1);\nfunction r = g(n)\nr = g(n + 1);\nend",
    # logical and double scalars mixed, division by zero, Inf and NaN arithmetic
    "a = true; x = 0; for k = 1:10, x = x + a / (k - 5) + (k == 3) - Inf * (k > 20); a = ~a; end",
])
def test_fallbacks_are_identical(same, code):
    same(code)


@pytest.mark.parametrize("code", [
    "s = 0.5; for k = 1:50, s = mod(s * 3.3, 7.1); end",
    # non-integer mod/rem: the divisor's or dividend's sign, round-off next to an integer quotient
    "t = 0; u = 0; for k = 1:400, t = t + rem(-k * 0.37, 2 * pi) + mod(k * 0.37 + pi, 2 * pi) - pi;"
    " u = u + mod(-k / 3, -1.7) + rem(k / 7, 0.1) + mod(k * 0.1, 0.1) + rem(-k, 0.5); end",
    "w = 0; for k = 1:200, w = w + mod(k * 1e17, 3.5) + rem(4503599627370496 + k, 1.5) + mod(-k * 1e-20, 1); end",
])
def test_non_integer_mod_and_rem_run_natively(same, code):
    (out, ws, err), nt = same(code)
    assert err == "" and nt.runs == 1 and nt.fallbacks == 0


def test_unit_names_change_with_the_generators(monkeypatch):
    """A unit's name (its disk cache key) hashes the generators' sources: units written by an
    older generator are never loaded."""
    from runmat_vm.native import build

    class Code:  # what digest reads of a code object
        name, filename, instrs, template, const_slots = "c", "f.m", [(1, 2)], [], ()
        varmap: dict = {}

    now = build.generators_hash()
    assert len(now) == 16 and build.digest(Code(), 0, ()) == build.digest(Code(), 0, ())
    name = build.digest(Code(), 0, ())
    monkeypatch.setattr(build, "_GEN", ["0" * 16])   # as if a generator's source had changed
    assert build.digest(Code(), 0, ()) != name


def test_telemetry_counts_are_exact():
    code = "s = 0; for k = 1:500, s = s + sin(k) + mod(k, 7) + max(k, 3); end\ny = sin(2);"
    (forced, runs), (off, _) = telemetry_calls(code, "force"), telemetry_calls(code, "off")
    assert runs == 1 and forced == off and forced["sin"] == 501 and forced["mod"] == 500


def test_numba_is_not_imported_at_startup(tmp_path):
    script = tmp_path / "s.m"
    script.write_text("x = 1; for k = 1:3, x = x + k; end\ndisp(x)\n")
    code = ("import sys, io; from runmat_vm import Session; "
            f"Session(stdout=io.StringIO()).run_file({str(script)!r}); print('numba' in sys.modules)")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert p.stdout.strip() == "False"


def test_compiled_units_are_cached_on_disk():
    from runmat_vm.native import cache

    code = "s = 0; for k = 1:100, s = s + k * 0.5; end"
    (_, ws, _), nt = run_mode(code, "force")
    assert nt.compiled == 1
    assert cache.info()["units"] >= 1


@pytest.mark.parametrize("code", [
    # int32 checksum with mod and bitxor, a saturating and wrapping uint8 ramp, a single recurrence
    "h = int32(17);\nfor k = 1:3000\n  h = mod(h * int32(31) + int32(k), int32(1000003));\n  h = bitxor(h, int32(5));\nend",
    "p = uint8(0); c = 0;\nfor k = 1:600\n  p = p + uint8(3);\n  if p == 255\n    c = c + 1;\n    p = p - uint8(200);\n  end\nend",
    "x = single(0.5); s = single(0);\nfor k = 1:2000\n  x = single(3.7) * x * (1 - x);\n  s = s + x;\nend",
    # saturation at both ends, rounding half away from zero, division by zero, NaN -> 0
    "a = int8(0); b = int16(0); c = uint16(0); d = int32(0);\nfor k = 1:300\n  a = a + 1; b = b - 1000;"
    " c = c * 2 + 1; d = d + k / 2;\nend\ne = int8(5) / int8(0); f = int8(-5) / 0; g = int32(0) / 0; h = int8(2.5) + int8(-2.5);",
    "x = int8(-100); for k = 1:5, x = -x - int8(30); y = x / 3; z = double(x) * 0.1; w = int32(x) > k; end",
    "s = single(1e30); for k = 1:5, s = s * 1e5; t = s / 0; u = single(k) / 3; v = double(u); end",
    "p = uint32(7); for k = 1:40, p = bitor(bitand(p * 3, uint32(65535)), uint32(k)); end",
    # exact integer + - * then saturation, at the limits (uint32 products beyond 2^64, int32 ones
    # to 2^62, integral literals up to 2^31 and beyond, logicals)
    "a = intmax('int32'); b = intmin('int32'); c = intmax('uint32'); d = uint32(3); e = int32(0);\n"
    "for k = 1:4\n  p = a * b; q = b * b; r = c * c; s = c * d; t = d - c; u = a + a; v = b - a;\n"
    "  w = a * 2147483648; x = b * 2147483647; y = c * 4294967296; z = e + true - 3 * (k > 2) + int32(k) * -7;\nend",
    "m = int8(-128); n = uint16(65535); for k = 1:3, m = m * -1 - int8(k); n = n + n * 1 - uint16(k); o = int16(k) * 16384; end",
    # conversions of literals (folded when the unit is written, by the same rounding)
    "a = int8(0); for k = 1:3, a = int8(200.5) - int8(2.5) + int8(-2.5) + int8(k) + int8(1e300);"
    " b = uint8(-3) + uint8(254.5); e = uint32(4294967295.5); c = char(65.5); d = char(2e6); end",
    # mixed integer classes are MATLAB's error, from the slower tier
    "a = int8(1); b = int16(2); for k = 1:3, c = a + b; end",
    # int64 is left to the Python tier
    "h = int64(1); for k = 1:10, h = h * 3 + k; end",
])
def test_integer_and_single_scalars_are_identical(same, code):
    same(code)


def test_integer_loop_counts_its_operators_as_calls():
    code = "p = uint8(0); for k = 1:300, p = p + uint8(3); q = p == 255; end"
    (forced, runs), (off, _) = telemetry_calls(code, "force"), telemetry_calls(code, "off")
    assert runs == 1 and forced == off and forced["plus"] == 300 and forced["eq"] == 300


@pytest.mark.parametrize("code", [
    # while loops at the top level, conditions asking numel/size/length/isempty of arrays
    "v = zeros(1, 50); for k = 1:numel(v), v(k) = mod(k * 7919, 1000); end\ni = 1; s = 0;\n"
    "while i <= numel(v)\n  s = s + v(i);\n  i = i + 1;\nend",
    "M = ones(5, 4); visits = 0; r = 1;\nwhile r <= size(M, 1)\n  c = 1;\n  while c <= size(M, 2)\n"
    "    visits = visits + M(r, c);\n    c = c + 1;\n  end\n  r = r + 1;\nend\nq = size(M, 3);",
    "w = zeros(3, 7); j = 0;\nwhile j < length(w) && ~isempty(w)\n  j = j + 1;\n  if j == 100, break, end\nend",
    # a while loop that leaves by break, one that never runs its body, continue
    "n = 0; x = 27;\nwhile true\n  if x == 1, break, end\n  if mod(x, 2), x = 3 * x + 1; else, x = x / 2; end\n  n = n + 1;\nend",
    "k = 0; while k > 5, k = k + 1; end\nm = 0; while m < 9, m = m + 2; end",
    "k = 0; s = 0; while k < 30, k = k + 1; if mod(k, 3), continue, end, s = s + sign(k - 15); end",
    # an empty array: length 0, isempty true
    "e = zeros(0, 3); n = 0; while n < length(e) + 3, n = n + 1; t = isempty(e); end",
])
def test_while_loops_and_shape_queries(same, code):
    (out, ws, err), nt = same(code)
    assert err == "" and nt.runs >= 1 and nt.fallbacks == 0


def test_sign_of_doubles_natively(same):
    (out, ws, err), nt = same("s = 0; z = 0; for k = -3:3, s = s + sign(k) * k; z = sign(-0) + sign(NaN); end")
    assert nt.runs == 1 and err == ""


@pytest.mark.parametrize("n", ["Inf", "3e302", "1e19"])
def test_loop_over_an_infinite_range_runs_until_its_break(same, n):
    # for i = 1:Inf is a legal MATLAB loop (until a break): the native tier counts it as the
    # interpreter does (range_count's FOREVER), no MATLAB:pmaxsize; 1:3e302 and 1:1e19 too (past
    # int64, Numba's int() of the count gave a negative number: no iteration ran)
    (out, _, ident), _ = same(f"s = 0; n = {n};\nfor i = 1:n\n  s = s + i;\n  if i >= 1000, break; end\nend\n"
                              "fprintf('%d %d\\n', s, i);")
    assert ident == "" and out == "500500 1000\n"


def test_a_compiled_function_is_native_from_its_first_call_in_a_new_session():
    # fib(20) is one outer call: once its unit is compiled in the process, a new session's first
    # call runs natively (it used to wait for a second call, and the recursion ran in the Python tier)
    code = "r = fib(18);\nfunction r = fib(n)\n  if n < 2\n    r = n;\n  else\n    r = fib(n - 1) + fib(n - 2);\n  end\nend\n"
    (ref, _), (forced, _) = run_mode(code, "off"), run_mode(code, "force")
    assert forced == ref
    got, nt = run_mode(code, "on")   # a new session: new code objects, its unit found by name
    assert got == ref and nt.runs == 1 and nt.fallbacks == 0


@pytest.mark.parametrize("code", [
    # the array is written, never read: written in place (no copy); the declined run's writes are
    # the ones the slower tier's run from the start makes again, with the same values
    "A = zeros(3); for k = 1:9, A(k) = sqrt(5 - k); end",
    "A = zeros(3); for k = 1:12, A(k) = k * 2; end",
    "A = zeros(3, 4); for i = 1:3, for j = 1:5, A(i, j) = i / j; end, end",
    # read and written: the run works on a copy (a rerun must not see its own doubling)
    "A = ones(3); for k = 1:9, A(k) = A(k) * 2; s = sqrt(5 - k); end",
    # shared with another variable: copied, B keeps its value
    "A = zeros(3); B = A; for k = 1:9, A(k) = k; end",
])
def test_arrays_written_in_place_or_on_a_copy(same, code):
    (out, ws, err), nt = same(code)
    assert nt.runs + nt.fallbacks >= 1


def test_an_array_only_written_is_not_copied():
    from runmat_vm import Session

    with native.use("force"):
        s = Session()
        s.run("A = zeros(4);")
        before = id(s.base.R[s.base.names["A"]])   # (a reference held here would make it shared)
        s.run("for k = 1:16, A(k) = k; end")
        assert id(s.base.R[s.base.names["A"]]) == before and native.current().runs == 1
        s.run("for k = 1:16, A(k) = A(k) + 1; end")   # read too: a copy (the old one alive meanwhile)
        assert id(s.base.R[s.base.names["A"]]) != before and native.current().runs == 2


_CAESAR = """s = repmat('The quick brown fox, 0123 AGAIN; ', 1, 4);
out = s; words = 0; inword = false; digits = 0; total = 0;
for k = 1:numel(s)
  c = s(k);
  if c >= 'a' && c <= 'z'
    c = char(mod(c - 'a' + 3, 26) + 'a');
  elseif c >= 'A' && c <= 'Z'
    c = char(mod(c - 'A' + 3, 26) + 'A');
  end
  out(k) = c;
  if c == ' '
    inword = false;
  elseif ~inword
    inword = true;
    words = words + 1;
  end
  if c >= '0' && c <= '9'
    digits = digits + 1;
    total = mod(total * 10 + (c - '0'), 1000003);
  end
end
"""


@pytest.mark.parametrize("code", [
    _CAESAR,
    # char(x) of doubles and logicals: rounded half away from zero, saturated to 0..0x10FFFF, NaN -> 0
    "v = [65.5 -3 1e7 NaN 66.49 Inf -Inf 0 -0.5 1114111.5]; r = blanks(10); d = zeros(1, 10);\n"
    "for k = 1:10, c = char(v(k)); r(k) = c; d(k) = c + 0; end\nfor k = 1:2, r(k) = char(k > 1); end",
    # char arithmetic and comparisons give doubles and logicals; division by zero; transpose
    "s = 'azAZ09 ~'; a = 0; b = 0;\nfor k = 1:numel(s)\n  c = s(k)';\n"
    "  a = a + (c / 2) + c * 0.5 - 2 \\ c + (c > 'm') + ('b' - c) + c / (c - c) * 0;\n"
    "  b = b + (c == 'Z') + (c ~= 'a') * 2 + (c <= 77) + (c < c);\nend",
    # conversions of a char: int8 saturates, single; an element of a 2-D char array
    "M = ['ab'; 'cd']; n = 0; x = int8(0); y = single(0);\n"
    "for i = 1:2, for j = 1:size(M, 2), c = M(i, j); x = int8(c); y = single(c); n = n + c; end, end",
    # a char with a logical, -c, double(c): 1x1 arrays in the interpreter, so the slower tier's
    "s = 'ab'; a = 0; for k = 1:2, c = s(k); a = a + (c * true); end",
    "s = 'ab'; a = 0; for k = 1:2, c = s(k); a = a - (-c); end",
    "s = 'ab'; a = 0; for k = 1:2, c = s(k); a = a + double(c); end",
    # a subscript out of range, growth of a char array: the slower tier (its error or its growth)
    "s = 'abc'; n = 0; for k = 1:5, n = n + s(k); end",
    "s = 'abc'; for k = 1:5, s(k) = 'x'; end",
    # a double assigned into a char array, a char into a double array: the slower tier's classes
    "s = 'abc'; for k = 1:3, s(k) = 65; end",
    "A = zeros(1, 3); for k = 1:3, A(k) = 'a'; end",
    # shared char array: copied
    "s = 'hello'; t = s; for k = 1:5, s(k) = char(s(k) - 32); end",
])
def test_char_scalars_and_char_arrays(same, code):
    same(code)


@pytest.mark.parametrize("i", [0, 1, 2, 3])
def test_char_loops_run_natively(same, i):
    code = test_char_scalars_and_char_arrays.pytestmark[0].args[1][i]
    (out, ws, err), nt = same(code)
    assert nt.runs >= 1 and nt.fallbacks == 0 and err == ""


def test_char_loop_runs_natively_and_counts_its_operators():
    calls, runs = telemetry_calls(_CAESAR, "force")
    off, _ = telemetry_calls(_CAESAR, "off")
    assert runs == 1 and calls == off and calls["ge"] > 0 and calls["char"] > 0


def test_telemetry_counts_calls_inside_called_functions():
    # counted in locals, added where each unit returns (a callee's own, then the loop's)
    code = ("s = 0; for k = 1:300, s = s + f(k) + abs(-k); end\n"
            "function y = f(x)\n  y = floor(x / 3) + g(x);\nend\nfunction y = g(x)\n  y = mod(x, 5) + sqrt(x);\nend\n")
    (forced, runs), (off, _) = telemetry_calls(code, "force"), telemetry_calls(code, "off")
    assert runs == 1 and forced == off and forced["floor"] == 300 and forced["sqrt"] == 300 and forced["abs"] == 300


_I64 = ["intmin('int64')", "intmin('int64') + 1", "-4611686018427387905", "-2^53 - 1", "-5000", "-2501", "-2500",
        "-7", "-3", "-2", "-1", "0", "1", "2", "3", "7", "2500", "2501", "7499", "2^53 + 1", "4611686018427387904",
        "intmax('int64') - 1", "intmax('int64')"]
# x1 .. xN int64 scalars (an int64 array would keep the loop out of native code), and a(i), b(j)
# picked among them by branches inside the loop
_I64_EDGES = "".join(f"x{k} = int64({v});\n" for k, v in enumerate(_I64, 1)) + f"n = {len(_I64)};"
_PICK_A = "  a = x1;\n" + "".join(f"  if i == {k}, a = x{k}; end\n" for k in range(2, len(_I64) + 1))
_PICK_B = "    b = x1;\n" + "".join(f"    if j == {k}, b = x{k}; end\n" for k in range(2, len(_I64) + 1))


@pytest.mark.parametrize("code", [
    # int64 + - * at and beyond the limits (the wrap of 64-bit arithmetic detected), with int64
    # values, integral literals up to 2^53 and logicals; comparisons exact
    _I64_EDGES + "\ns = int64(0); c = 0;\nfor i = 1:n\n" + _PICK_A + "  for j = 1:n\n" + _PICK_B +
    "    s = bitxor(s, a + b) - bitxor(a - b, a * b) + (a * 3 - 9007199254740991) * true;\n"
    "    c = c + (a < b) + (a == b) * 2 + (a >= 9007199254740991) + (-a > b);\n  end\nend",
    # division by integral literals rounded half away from zero (ties both ways), mod, mod by -1
    _I64_EDGES + "\nd = int64(0); m = int64(0);\nfor i = 1:n\n" + _PICK_A +
    "  d = d + a / 5000 - (-a) / 2 + a / 3 - a / 7 + a / 2 + a / 4503599627370495;\n"
    "  m = bitxor(m, mod(a, 3) + mod(-a, 7) + mod(a, a - 1) + mod(a, int64(-1)) + mod(a, int64(0)) + mod(a, x5));\nend",
    # conversions of doubles: rounding half away from zero, saturation, NaN -> 0
    "w = [0.5 -0.5 2.5 -2.5 2^63 -2^63 -2^63-4096 9.3e18 -9.3e18 NaN Inf -Inf 2^53+2];\n"
    "t = int64(0); for k = 1:numel(w), t = bitxor(t, int64(w(k)) + int64(k * 7)); end",
    # the benchmark's hash and its int64 counter beyond 2^53
    "h = int64(1469598103);\nfor k = 1:3000\n  h = mod(h * int64(131) + int64(k), int64(1099511627791));\n  h = bitxor(h, int64(k * 7));\nend\n"
    "a = int64(2^53); b = int64(0);\nfor k = 1:3000\n  a = a + 1;\n  if mod(a, 3) == 0\n    b = b + a / 5000;\n  end\nend",
])
def test_int64_scalars_natively_and_exactly(same, code):
    (out, ws, err), nt = same(code)
    assert err == "" and nt.runs >= 1 and nt.fallbacks == 0


@pytest.mark.parametrize("code", [
    # an int64 with a double variable or a fractional literal, division by an int64: the slower tier
    "a = int64(5); x = 2.5; for k = 1:3, a = a + x; end",
    "a = int64(5); for k = 1:3, a = a * 0.5 + int64(k) / int64(2); end",
    "a = int64(9); for k = 1:3, a = a / 0; b = int64(k) > 2.5; end",
])
def test_int64_cases_left_to_the_slower_tier(same, code):
    same(code)


def test_int64_operators_are_counted_as_calls():
    code = "h = int64(3); for k = 1:200, h = mod(h * 5 + int64(k), int64(1000)); end"
    (forced, runs), (off, _) = telemetry_calls(code, "force"), telemetry_calls(code, "off")
    assert runs == 1 and forced == off and forced["plus"] == 200


@pytest.mark.parametrize("code", [
    # a char row grown one char at a time: from '' (0x0), from a 1xN row, never grown (stays 0x0)
    "s = 'ab, cd e,f'; t = '';\nfor k = 1:numel(s)\n  c = s(k);\n  if c ~= ' ' && c ~= ','\n    t = [t c];\n  end\nend",
    "t = 'xy'; for k = 1:40, t = [t char(mod(k, 26) + 97)]; end",
    "t = ''; s = 'aaa'; for k = 1:3, c = s(k); if c == 'z', t = [t c]; end, end",
    "t = blanks(0); for k = 1:3, t = [t 'q']; end",
    # a row of two rows, a double appended, the row read in the loop: the slower tier's
    "t = ['ab'; 'cd']; for k = 1:3, t = [t 'q']; end",
    "t = 'ab'; for k = 1:3, t = [t 65]; end",
    "t = ''; for k = 1:3, t = [t 'q']; n = numel(t); end",
])
def test_char_rows_grown_by_concatenation(same, code):
    same(code)


@pytest.mark.parametrize("i", [0, 1, 2, 3])
def test_char_rows_grown_natively(same, i):
    code = test_char_rows_grown_by_concatenation.pytestmark[0].args[1][i]
    (out, ws, err), nt = same(code)
    assert nt.runs >= 1 and nt.fallbacks == 0 and err == ""


_U64 = ["uint64(0)", "uint64(1)", "uint64(2)", "uint64(3)", "uint64(5)", "uint64(7)", "uint64(2^53) - 1", "uint64(2^53)",
        "uint64(2^53) + 1", "uint64(2^63) - 1", "uint64(2^63)", "uint64(2^63) + 1", "intmax('uint64') - 1",
        "intmax('uint64')"]
# y1 .. yN uint64 scalars, and a, b picked among them by branches inside the loop
_U64_EDGES = "".join(f"y{k} = {v};\n" for k, v in enumerate(_U64, 1)) + f"n = {len(_U64)};"
_UPICK_A = "  a = y1;\n" + "".join(f"  if i == {k}, a = y{k}; end\n" for k in range(2, len(_U64) + 1))
_UPICK_B = "    b = y1;\n" + "".join(f"    if j == {k}, b = y{k}; end\n" for k in range(2, len(_U64) + 1))


@pytest.mark.parametrize("code", [
    # uint64 + - * idivide mod, bit operations at and beyond the limits, with uint64 values; comparisons exact
    _U64_EDGES + "\ns = uint64(0); c = 0;\nfor i = 1:n\n" + _UPICK_A + "  for j = 1:n\n" + _UPICK_B +
    "    s = bitxor(s, a + b) - bitand(a - b, bitor(a * b, idivide(a, b))) + mod(a, b) + mod(b, a);\n"
    "    c = c + (a < b) + (a == b) * 2 + (a >= b) * 4 + (a ~= b) + (a > b) + (a <= b);\n  end\nend",
    # with doubles: integral literals and variables below 2^53 (either side), comparisons with any
    # double (fractions, beyond 2^64, negative, NaN), logicals, -u
    _U64_EDGES + "\ns = uint64(0);\nfor i = 1:n\n" + _UPICK_A +
    "  for k = -3:3\n    s = bitxor(s, a + k) + bitxor(a - k, k - a) + a * k + (a * 3 - 9007199254740991) + (5 - a);\n"
    "    s = bitxor(s, a * -2 + (a + true) - (a - false) * true + mod(a, 10) + bitand(a, 255) + idivide(a, 7));\n"
    "  end\nend",
    _U64_EDGES + "\nc = 0; z = NaN;\nfor i = 1:n\n" + _UPICK_A +
    "  for k = -3:3\n    c = c + (a < 7.5) + (a > 18446744073709551616) * 2 + (a == 9223372036854775808) * 4;\n"
    "    c = c + (a >= -1) + (7.5 > a) + (a == z);\n    c = c + (a ~= z) + (z < a) + (-a == 0) + (+a == a);\n"
    "  end\nend",
    # division: ties rounded half away from zero, by 0, by 1, by a uint64 (dividends below 2^63),
    # idivide truncating, by literals; a \\ b
    _U64_EDGES + "\ns = uint64(0);\nfor i = 1:10\n" + _UPICK_A + "  for j = 1:n\n" + _UPICK_B +
    "    s = bitxor(s, a / b + a / 2 + a / 5 + a / 1 + a / 0 + a / -3 + b \\ a + a / 4503599627370495);\n"
    "    s = bitxor(s, idivide(a, uint64(2)) + idivide(b, a) + idivide(a, 3));\n  end\nend",
    # conversions of doubles: rounding half away from zero, saturation, NaN -> 0
    "w = [0.5 -0.5 2.5 0.49999999999999994 2^53+2 2^63 2^64 2^64-2048 1e30 -1e30 NaN Inf -Inf 4503599627370495.5];\n"
    "t = uint64(0); for k = 1:numel(w), t = bitxor(t, uint64(w(k)) + uint64(k * 7)) + uint64(-3) + uint64(1e20); end",
    # the benchmark's saturating counter
    "u = uint64(1); top = intmax('uint64'); c = 0;\nfor k = 1:4000\n  u = u * 3 + idivide(u, uint64(7));\n"
    "  if u == top\n    c = c + 1;\n    u = uint64(k);\n  end\nend",
])
def test_uint64_scalars_natively_and_exactly(same, code):
    (out, ws, err), nt = same(code)
    assert err == "" and nt.runs >= 1 and nt.fallbacks == 0


@pytest.mark.parametrize("code", [
    # a double that is not an integer below 2^53, a dividend from 2^63 (declined at run time), a
    # fractional or large literal, another integer class, a uint64 divisor of a double: the slower tier
    "a = uint64(5); x = 2.5; for k = 1:3, a = a + x; end",
    "a = uint64(5); x = 1152921504606846976; for k = 1:3, a = a * x; end",
    "a = uint64(2^63) + 1; for k = 1:3, a = a / 2; end",
    "a = uint64(5); for k = 1:3, a = a * 0.5 + a * 1152921504606846976; end",
    "a = uint64(5); for k = 1:3, a = a + int64(k); end",
    "a = uint64(5); for k = 1:3, b = 10 / a; end",
    "a = uint64(5); for k = 1:3, a = mod(a, -3) + mod(a, 0); end",
])
def test_uint64_cases_left_to_the_slower_tier(same, code):
    same(code)


def test_uint64_operators_are_counted_as_calls():
    code = "h = uint64(3); for k = 1:200, h = mod(h * 5 + uint64(k), uint64(1000)) + idivide(h, uint64(3)); end"
    (forced, runs), (off, _) = telemetry_calls(code, "force"), telemetry_calls(code, "off")
    assert runs == 1 and forced == off and forced["plus"] == 400


@pytest.mark.parametrize("code", [
    # colon's uint64 values (a uint64 start, double step and stop): from a + 1, by 2, to a stop beyond
    # 2^64 (saturated), past 2^63
    "a = uint64(3); s = uint64(0);\nfor k = 1:20\n  for b = a+uint64(1):500\n    s = s + b * 3;\n  end\n"
    "  for b = uint64(k):2:41\n    s = bitxor(s, b);\n  end\nend",
    "c = 0; s = uint64(0);\nfor k = 1:5\n  for b = uint64(2^63)+k:2^50+7:2^64\n    c = c + 1; s = bitxor(s, b);\n"
    "    if c > 1000 * k, break, end\n  end\nend",
    # empty, a fractional stop, a range the interpreter cannot build: the slower tier
    "s = uint64(0); for k = 1:3, for b = uint64(5):2, s = s + b; end, end",
    "s = uint64(0); for k = 1:3, for b = uint64(5):9.5, s = s + b; end, end",
    "c = 0; for k = 1:3, for b = uint64(2^63):2:2^64, c = c + 1; if c > 10, break, end, end, end",
])
def test_loops_over_uint64_ranges(same, code):
    same(code)


@pytest.mark.parametrize("i", [0, 1])
def test_loops_over_uint64_ranges_run_natively(same, i):
    code = test_loops_over_uint64_ranges.pytestmark[0].args[1][i]
    (out, ws, err), nt = same(code)
    assert nt.runs >= 1 and nt.fallbacks == 0 and err == ""


@pytest.mark.parametrize("code", [
    # x^k, x^0.5, x.^y of doubles and logicals: C's pow, as the kernel's a ** b; 0 to a negative power
    "s = 0; t = 0;\nfor k = -6:6\n  x = k / 3 + 0.1;\n  s = s + x^3 + x.^-2 + abs(x)^0.5 + 2^k + x^k + (k > 0)^2 + 1.5^(k / 7);\n"
    "  t = t + 0^k + (-0)^k + 10^(k * 40) / 1e300;\nend",
    # a negative base to a fractional power (complex), an overflow: the slower tier
    "s = 0; for k = 1:3, s = s + (-2)^(k / 2); end",
    "s = 0; for k = 1:3, s = s + 10^(k * 200); end",
    "s = 0; for k = 1:3, s = s + (-Inf)^0.5 + NaN^0 + 1^NaN; end",
])
def test_powers_of_doubles(same, code):
    same(code)


def test_powers_run_natively(same):
    (out, ws, err), nt = same(test_powers_of_doubles.pytestmark[0].args[1][0])
    assert nt.runs >= 1 and nt.fallbacks == 0 and err == ""


@pytest.mark.parametrize("code", [
    # end in subscripts of rows, matrices and char arrays: numel, a dimension, the last one's rest
    "v = [3 1 4 1 5 9 2 6]; M = magic(4); s = 0; t = 'hello';\nfor k = 1:3\n"
    "  s = s + v(end) + v(end - 1) + M(end) + M(end, 1) + M(2, end) + M(end, end - k) + t(end) + t(end - k);\n"
    "  v(end) = v(end) + k; M(end, 2) = k; t(end - 1) = 'z';\nend",
    "M = zeros(3, 0); s = 0; for k = 1:3, s = s + size(M, 1) + k; if k > 5, s = M(end); end, end",
    # past the start: the slower tier raises the error
    "v = [3 1 4]; s = 0; for k = 1:5, s = s + v(end - k); end",
])
def test_end_in_subscripts(same, code):
    (out, ws, err), nt = same(code)
    assert nt.runs + nt.fallbacks >= 1


def test_end_in_subscripts_runs_natively(same):
    (out, ws, err), nt = same(test_end_in_subscripts.pytestmark[0].args[1][0])
    assert nt.runs == 1 and nt.fallbacks == 0 and err == ""


def test_short_circuit_conditions_run_natively(same):
    code = ("s = 0; x = 0; v = [1 0 2];\nfor k = 1:30\n  if (k > 3 && mod(k, 2)) || k == 1 || (x && v(mod(k, 3) + 1))\n"
            "    s = s + 1;\n  end\n  x = mod(k, 3);\n  while x > 0 && (s > 2 || k < 5) && ~(x == 7)\n    x = x - 1;\n"
            "  end\n  b = k > 2 || x;\n  c = (s > 5) && (k < 20);\nend")
    (out, ws, err), nt = same(code)
    assert nt.runs == 1 and nt.fallbacks == 0 and err == ""


@pytest.mark.parametrize("code", [
    # a row and a column used as stacks: x(end) = [] down to empty (1x0, 0x1), the array shared with
    # another variable (which keeps its value), written and read between deletions
    "stack = 1:300; B = stack; total = 0;\nwhile ~isempty(stack)\n  total = total + stack(end);\n  stack(end) = [];\nend",
    "q = (1:40)'; s = 0;\nfor k = 1:40\n  s = s + q(end) * k;\n  q(end) = [];\n  if ~isempty(q), q(1) = q(1) + 1; end\nend",
    "v = zeros(1, 10); for k = 1:10, v(k) = k^2; end\nfor k = 1:4, v(end) = []; v(end) = v(end) + 1; end",
    # not the last element, a matrix, past empty, a 1x1: the slower tier (or its error)
    "v = 1:10; for k = 1:3, v(1) = []; end",
    "M = magic(3); for k = 1:3, M(end) = []; end",
    "v = 1:2; for k = 1:3, v(end) = []; end",
    "v = zeros(1, 1); for k = 1:1, v(end) = []; end",
])
def test_deleting_the_last_element(same, code):
    same(code)


@pytest.mark.parametrize("i", [0, 1, 2])
def test_deleting_the_last_element_runs_natively(same, i):
    (out, ws, err), nt = same(test_deleting_the_last_element.pytestmark[0].args[1][i])
    assert nt.runs >= 1 and nt.fallbacks == 0 and err == ""


@pytest.mark.parametrize("code", [
    # x(end+1) = v on a row from [] (0x0), from a 1xN row shared with another variable, with
    # deletions and element writes between; 1 + end
    "x = []; s = 0;\nfor k = 1:100\n  x(end+1) = k * 2;\n  if mod(k, 3) == 0, x(end) = []; end\n  s = s + x(end) + numel(x);\nend",
    "x = [5 6 7]; B = x; s = 0;\nfor k = 1:40\n  x(1 + end) = k;\n  x(2) = x(2) + 1;\n  s = s + x(end - 1);\nend",
    "x = zeros(1, 0); k = 0;\nwhile numel(x) < 50\n  k = k + 1;\n  if mod(k, 2), x(end+1) = k^2; end\nend",
    # a column, a matrix, growth by more than one, a 1x0 read past its end: the slower tier
    "x = zeros(3, 1); for k = 1:3, x(end+1) = k; end",
    "x = zeros(2); for k = 1:3, x(end+1) = k; end",
    "x = []; for k = 1:3, x(end+2) = k; end",
    "x = zeros(1, 0); for k = 1:3, x(end+1) = x(end) + k; end",
])
def test_rows_grown_by_assignment_past_their_end(same, code):
    same(code)


@pytest.mark.parametrize("i", [0, 1, 2])
def test_rows_grown_by_assignment_run_natively(same, i):
    (out, ws, err), nt = same(test_rows_grown_by_assignment_past_their_end.pytestmark[0].args[1][i])
    assert nt.runs >= 1 and nt.fallbacks == 0 and err == ""
