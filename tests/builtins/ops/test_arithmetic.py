"""Arithmetic operators (plus ... mpower, mldivide, transpose): integer and class rules, implicit expansion, warnings.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import io

import numpy as np
import pytest

from runmat_builtins import call_builtin
from runmat_builtins import call_builtin as c
from runmat_builtins.context import HostContext
from runmat_builtins.values import char_row, class_of, string_array
from tests.builtins.support import arr, i8, raises_id, same


def test_string_plus_number_appends_text():
    # MATLAB: "a" + 1 is "a1"; 3 + "px" is "3px"; "x = " + 2.5 is "x = 2.5"
    from runmat_builtins.values import to_str

    for a, b, want in [("a", 1.0, "a1"), (3.0, "px", "3px"), ("x = ", 2.5, "x = 2.5"), ("v", True, "vtrue")]:
        sa = c("string", char_row(a)) if isinstance(a, str) else a
        sb = c("string", char_row(b)) if isinstance(b, str) else b
        r = c("plus", sa, sb)
        assert to_str(c("class", r)) == "string" and to_str(r) == want
    raises_id("MATLAB:UndefinedFunction", "plus", c("string", char_row("a")), c("cell", 1.0))


@pytest.mark.parametrize("op, a, b, expected, cls", [
    ("plus", i8([100]), i8([100]), 127, "int8"),
    ("minus", arr([3], np.uint8), arr([5], np.uint8), 0, "uint8"),
    ("rdivide", arr([7], np.int32), arr([2], np.int32), 4, "int32"),
    ("rdivide", i8([-5]), i8([2]), -3, "int8"),
    ("rdivide", arr([-7], np.int16), arr([2], np.int16), -4, "int16"),
    ("times", i8([5]), 0.3, 2, "int8"),
    ("times", arr([200], np.uint8), 2.0, 255, "uint8"),
    ("mrdivide", arr([7], np.int32), arr([2], np.int32), 4, "int32"),
    ("plus", arr([1], np.float32), 2.0, 3, "single"),
    ("plus", i8([1]), True, 2, "int8"),
    ("plus", True, True, 2, "double"),
    ("plus", arr([1], np.float32), arr([2], np.int16), 3, "int16"),
    ("power", i8([2]), 7.0, 127, "int8"),
    ("ldivide", arr([2], np.int8), arr([5], np.int8), 3, "int8"),
])


def test_integer_and_class_rules(op, a, b, expected, cls):
    same(c(op, a, b), expected, cls)


def test_int64_is_exact():
    # MATLAB documents exact int64 arithmetic (Octave computes in double here)
    same(c("plus", arr([2**53], np.int64), arr([1], np.int64)), 2**53 + 1, "int64")
    same(c("plus", arr([2**63 - 1], np.int64), 1.0), 2**63 - 1, "int64")
    same(c("minus", arr([-2**63], np.int64), 1.0), -2**63, "int64")


def test_mixed_integer_classes_error():
    e = raises_id("MATLAB:mixedClasses", "plus", i8([1]), arr([1], np.int16))
    assert e.message == "Integers can only be combined with integers of the same class, or scalar doubles."


def test_implicit_expansion_and_mismatch():
    same(c("plus", arr([[1], [2]]), arr([10, 20])), [[11, 21], [12, 22]], "double")
    e = raises_id("MATLAB:sizeDimensionsMustMatch", "plus", arr([1, 2, 3]), arr([1, 2]))
    assert e.message == "Arrays have incompatible sizes for this operation."
    raises_id("MATLAB:sizeDimensionsMustMatch", "times", np.ones((2, 3)), np.ones((3, 2)))
    assert c("plus", np.zeros((0, 0)), 1.0).shape == (0, 0)


def test_scalar_fast_paths_return_floats():
    assert c("plus", 1.0, 2.0) == 3.0 and type(c("plus", 1.0, 2.0)) is float
    assert c("rdivide", 1.0, 0.0) == np.inf
    assert np.isnan(c("rdivide", 0.0, 0.0))
    assert c("power", 0.0, -1.0) == np.inf
    assert c("power", 10.0, 400.0) == np.inf


def test_complex_results():
    r = c("power", -8.0, 1 / 3)  # Octave: 1.0000 + 1.7321i
    assert isinstance(r, complex) and r == pytest.approx(1 + 1.7320508075688772j)
    r = c("power", arr([-8.0, 4.0]), 0.5)
    assert r.dtype.kind == "c" and r[0, 1] == 2 and r[0, 0] == pytest.approx(2.8284271247461903j)
    assert c("power", -2.0, 2.0) == 4.0
    r = c("minus", 1 + 2j, 2j)  # imaginary parts cancel: the result is real
    assert type(r) is float and r == 1.0


def test_string_plus():
    out = c("plus", string_array("ab"), char_row("cd"))
    assert class_of(out) == "string" and out[0, 0] == "abcd"


def test_uminus_uplus():
    same(c("uminus", i8([-128])), 127, "int8")
    same(c("uminus", arr([True, False], bool)), [-1, 0], "double")
    same(c("uplus", char_row("a")), 97, "double")
    raises_id("MATLAB:UndefinedFunction", "uminus", np.empty((1, 1), dtype=object))


def test_mtimes():
    same(c("mtimes", arr([[1, 2], [3, 4]]), arr([[5], [6]])), [[17], [39]], "double")
    same(c("mtimes", 2.0, arr([1, 2, 3])), [2, 4, 6])
    same(c("mtimes", i8([100]), arr([2, 1])), [127, 100], "int8")
    e = raises_id("MATLAB:innerdim", "mtimes", np.ones((2, 3)), np.ones((2, 3)))
    assert e.message.startswith("Incorrect dimensions for matrix multiplication.")
    raises_id("MATLAB:mtimes:inputsMustBe2D", "mtimes", np.ones((2, 2, 2)), np.ones((2, 2)))
    same(c("mtimes", np.ones((3, 0)), np.ones((0, 2))), np.zeros((3, 2)))


@pytest.mark.parametrize("code, want", [
    ("gather(gpuArray([true false true]) * 2)", [[2.0, 0.0, 2.0]]),
    ("gather(0.5 * gpuArray([true; false]))", [[0.5], [0.0]]),
    ("gather(gpuArray(logical(eye(2))) * [1 2; 3 4])", [[1.0, 2.0], [3.0, 4.0]]),
    ("gather(gpuArray([true false]) * single(3))", [[3.0, 0.0]]),
])
def test_mtimes_of_a_logical_gpuarray_runs_on_the_device(monkeypatch, code, want):
    """A logical operand of * (a mask times a value) is computed on the device, as MATLAB's
    classes give it (double, or single with a single operand), without a host fallback."""
    import runmat_accel
    from runmat_vm import Session

    monkeypatch.delenv("RUNMAT_ACCEL_INJECT_FAULT", raising=False)
    runmat_accel.select_provider("inprocess")
    try:
        err = io.StringIO()
        s = Session(stdout=io.StringIO(), stderr=err)
        s.run(f"y = {code};")
    finally:
        runmat_accel.select_provider("auto")
    y = s.workspace["y"]
    np.testing.assert_array_equal(y, np.array(want))
    assert y.dtype == (np.float32 if "single" in code else np.float64)
    assert "computed on the host" not in err.getvalue()


def test_mldivide_mrdivide():
    same(c("mldivide", arr([[2, 0], [0, 4]]), arr([[2], [8]])), [[1], [2]])
    same(c("mrdivide", arr([2, 8]), arr([[1, 0], [0, 4]])), [[2, 2]])
    x = c("mldivide", arr([[1, 1], [1, 2], [1, 3]]), arr([[1], [2], [2]]))  # least squares
    np.testing.assert_allclose(x.ravel(), [2 / 3, 0.5])
    raises_id("MATLAB:dimagree", "mldivide", np.eye(3), np.ones((2, 1)))


def test_singular_warning():
    err = io.StringIO()
    ctx = HostContext(stderr=err)
    x = c("mldivide", arr([[1, 2], [2, 4]]), arr([[1], [2]]), ctx=ctx)
    assert "Warning: Matrix is singular to working precision." in err.getvalue()
    assert ctx.last_warning[1] == "MATLAB:singularMatrix"
    assert not np.all(np.isfinite(x))
    x = c("mrdivide", 1.0, 0.0)
    assert x == np.inf


def test_mpower():
    same(c("mpower", arr([[1, 1], [0, 1]]), 3.0), [[1, 3], [0, 1]])
    np.testing.assert_allclose(c("mpower", arr([[1, 2], [3, 4]]), -1.0), [[-2, 1], [1.5, -0.5]])
    np.testing.assert_allclose(c("mpower", 2.0, arr([[1, 0], [0, 2]])), [[2, 0], [0, 4]])
    np.testing.assert_allclose(c("mpower", arr([[4, 0], [0, 9]]), 0.5), [[2, 0], [0, 3]])
    same(c("mpower", 2.0, 10.0), 1024)
    raises_id("MATLAB:mpower:notScalarAndSquareMatrix", "mpower", np.ones((2, 3)), 2.0)
    raises_id("MATLAB:mpower:notScalarAndSquareMatrix", "mpower", np.ones((2, 2)), np.ones((2, 2)))


def test_transpose():
    same(c("transpose", arr([1, 2, 3])), [[1], [2], [3]])
    assert c("ctranspose", arr([1 + 2j], complex)).ravel()[0] == 1 - 2j
    assert c("transpose", arr([1 + 2j], complex)).ravel()[0] == 1 + 2j
    assert c("transpose", char_row("ab")).shape == (2, 1)
    raises_id("MATLAB:transpose:invalidNDArrayInput", "transpose", np.ones((2, 2, 2)))


def test_transpose_of_objects():
    # MATLAB: a graphics handle array transposes like any array; a table has no transpose
    # ("Undefined function 'ctranspose' for input arguments of type 'table'.")
    from runmat_vm import Session

    out = io.StringIO()
    Session(stdout=out).run("h = [plot(1:3), plot(2:4)]; disp(size(h')); disp(size(h.'));"
                            "disp(size(gobjects(0, 3)')); disp(class(h'))\n"
                            "try; t = table([1; 2])'; catch e; disp(e.identifier); disp(e.message); end")
    assert out.getvalue() == ("   2   1\n   2   1\n   3   0\nmatlab.graphics.chart.primitive.Line\n"
                              "MATLAB:UndefinedFunction\n"
                              "Undefined function 'ctranspose' for input arguments of type 'table'.\n")


def test_mldivide_with_scalar_right_side():
    x = call_builtin("mldivide", np.array([[4.0, 5.0, 6.0]]), 7.0)
    np.testing.assert_allclose(x.ravel(), [0.363636363636, 0.454545454545, 0.545454545454], rtol=1e-10)
    assert call_builtin("mldivide", 2.0, 4.0) == 2.0
