"""MATLAB's Command Window display (runmat_builtins.display.matlab), class by class.

Expected text follows MathWorks' documentation (the pages cited per test; the
tests/conformance/matlab_display scripts hold the page examples themselves)."""

from __future__ import annotations

import io

import numpy as np
import pytest

from runmat_builtins.display import disp_text, display_text
from runmat_builtins.values import StructArray
from runmat_vm import Session

pytestmark = pytest.mark.display("matlab")


def show(value, fmt="short", spacing="loose"):
    return display_text("x", value, fmt, spacing, mode="matlab")


def disp(value, fmt="short"):
    return disp_text(value, fmt, mode="matlab")


def run(code: str) -> str:
    out = io.StringIO()
    Session(stdout=out, display="matlab").run(code)
    return out.getvalue()


# ---- double (format short; display-format-for-numeric-values.html, disp.html)

def test_double_scalars():
    assert show(5.0) == "x =\n\n     5\n\n"
    assert show(4 / 3) == "x =\n\n    1.3333\n\n"
    assert show(-0.5) == "x =\n\n   -0.5000\n\n"
    assert show(2020.0) == "x =\n\n        2020\n\n"
    assert show(1e10) == "x =\n\n   1.0000e+10\n\n"
    assert show(1.2345e-6) == "x =\n\n   1.2345e-06\n\n"
    assert show(float("nan")) == "x =\n\n   NaN\n\n"
    assert show(-float("inf")) == "x =\n\n  -Inf\n\n"


def test_double_matrices():
    assert disp(np.array([[15.0, 150.0]])) == "    15   150\n"
    assert disp(np.array([[15.0, 150.0], [1500.0, 15000.0]])) == "          15         150\n        1500       15000\n"
    assert disp(np.array([[1.5, -2.25, 0.0, np.nan]])) == "    1.5000   -2.2500         0       NaN\n"


def test_common_scale_factor():
    assert disp(np.array([[1000.5, 2.0]])) == "   1.0e+03 *\n\n    1.0005    0.0020\n"
    assert disp(np.array([[2.2204e-16, 4.4409e-16]])) == "   1.0e-15 *\n\n    0.2220    0.4441\n"


def test_columns_split_at_80():
    text = show(np.arange(1.0, 21.0).reshape(1, -1))
    assert text.startswith("x =\n\n  Columns 1 through 13\n\n     1     2")
    assert "\n\n  Columns 14 through 20\n\n    14    15" in text
    assert disp(np.arange(1.0, 15.0).reshape(1, -1)).endswith("  Column 14\n\n    14\n")


def test_complex():
    assert show(3 + 4j) == "x =\n\n   3.0000 + 4.0000i\n\n"
    assert disp(np.array([[1 + 2j, 10 + 10j]])) == "   1.0000 + 2.0000i  10.0000 +10.0000i\n"
    assert disp(np.array([[1 - 2j]])) == "   1.0000 - 2.0000i\n"


def test_empties():
    assert show(np.zeros((0, 0))) == "x =\n\n     []\n\n"
    assert show(np.zeros((0, 3))) == "x =\n\n  0×3 empty double matrix\n\n"
    assert show(np.zeros((1, 0))) == "x =\n\n  1×0 empty double row vector\n\n"
    assert show(np.zeros((0, 1))) == "x =\n\n  0×1 empty double column vector\n\n"
    assert show(np.zeros((0, 0), dtype="<U1")) == "x =\n\n  0×0 empty char array\n\n"
    assert show(np.empty((0, 0), dtype=object)) == "x =\n\n  0×0 empty cell array\n\n"
    assert disp(np.zeros((0, 3))) == "" and disp(np.empty((0, 0), dtype=object)) == ""


# ---- other formats (format.html)

@pytest.mark.parametrize("fmt,want", [
    ("long", "   3.141592653589793"), ("shorte", "   3.1416e+00"), ("longe", "   3.141592653589793e+00"),
    ("shorteng", "     3.1416e+000"), ("hex", "   400921fb54442d18"), ("bank", "   3.14"),
])
def test_format_styles_pi(fmt, want):
    assert disp(np.pi, fmt) == want + "\n"


def test_format_shortg_row():
    assert disp(np.array([[1253, 1.345, 120.44]]), "shortg") == "         1253        1.345       120.44\n"


def test_compact_drops_blank_lines():
    assert show(np.pi / 2, spacing="compact") == "x =\n    1.5708\n"


# ---- logical, integers, single (logical.html, int8.html, intmax.html, zeros.html, single.html)

def test_logical():
    assert show(True) == "x =\n\n  logical\n\n   1\n\n"
    assert show(np.array([[True, False]])) == "x =\n\n  1×2 logical array\n\n   1   0\n\n"
    assert disp(np.array([[True, False]])) == "   1   0\n"


def test_integer_classes():
    assert show(np.array([[100]], dtype=np.int8)) == "x =\n\n  int8\n\n   100\n\n"
    assert show(np.zeros((1, 3), dtype=np.uint32)) == "x =\n\n  1×3 uint32 row vector\n\n   0   0   0\n\n"
    assert show(np.zeros((2, 3), dtype=np.uint8)).startswith("x =\n\n  2×3 uint8 matrix\n\n   0   0   0\n")
    assert show(np.zeros((3, 1), dtype=np.int16)).startswith("x =\n\n  3×1 int16 column vector\n")
    assert disp(np.array([[2, -1, 0]], dtype=np.int32)) == "    2   -1    0\n"  # idivide.html
    assert show(np.array([[np.iinfo(np.uint64).max]], dtype=np.uint64), "hex") == \
        "x =\n\n  uint64\n\n   ffffffffffffffff\n\n"


def test_single():
    assert show(np.array([[100]], dtype=np.float32)) == "x =\n\n  single\n\n   100\n\n"
    assert show(np.array([[np.nan] * 3], dtype=np.float32)) == "x =\n\n  1×3 single row vector\n\n   NaN   NaN   NaN\n\n"


# ---- text (char.html, create-string-arrays.html)

def test_char():
    assert show(np.array([list("double")])) == "x =\n\n    'double'\n\n"
    assert show(np.array([list("foo"), list("bar")])) == "x =\n\n  2×3 char array\n\n    'foo'\n    'bar'\n\n"
    assert disp(np.array([list("Hello World.")])) == "Hello World.\n"


def test_strings():
    from runmat_builtins.values import STRING_DTYPE

    s = np.array([["abc"]], dtype=STRING_DTYPE)
    assert show(s) == 'x =\n\n    "abc"\n\n' and disp(s) == "abc\n"
    a = np.array([["a", "bc"]], dtype=STRING_DTYPE)
    assert show(a) == 'x =\n\n  1×2 string array\n\n    "a"    "bc"\n\n'
    m = np.array([[None]], dtype=STRING_DTYPE)
    assert show(m) == "x =\n\n    <missing>\n\n"


# ---- containers (access-data-in-a-cell-array.html, celldisp.html, struct.html, fieldnames.html)

def _cell(*items, shape=None):
    c = np.empty(len(items), dtype=object)
    for i, v in enumerate(items):
        c[i] = v
    return c.reshape(shape or (1, len(items)), order="F")


def test_cells():
    c = _cell(1.0, np.array([list("two")]))
    assert show(c) == "x =\n\n  1×2 cell array\n\n    {[1]}    {'two'}\n\n"
    assert disp(c) == "    {[1]}    {'two'}\n"
    grid = _cell(np.array([list("one")]), 1.0, np.array([list("three")]), 3.0, shape=(2, 2))
    assert disp(grid) == "    {'one'}    {'three'}\n    {[  1]}    {[    3]}\n"


def test_structs():
    s = StructArray.scalar({"a": 1.0, "bb": np.array([list("hello")]), "c": np.array([[1.0, 2.0, 3.0]]),
                            "d": np.ones((2, 2)), "e": StructArray.scalar({"q": 1.0}),
                            "f": _cell(np.array([list("A")]), np.array([list("B")]))})
    assert show(s) == ("x =\n\n  struct with fields:\n\n     a: 1\n    bb: 'hello'\n     c: [1 2 3]\n"
                       "     d: [2×2 double]\n     e: [1×1 struct]\n     f: {'A'  'B'}\n\n")
    arr = StructArray(["a", "b"], np.array([[{"a": 1.0, "b": 2.0}, {"a": 3.0, "b": 4.0}]], dtype=object))
    assert show(arr) == "x =\n\n  1×2 struct array with fields:\n\n    a\n    b\n\n"


def test_function_handles():
    assert run("f = @(x)x+1") == "f =\n\n  function_handle with value:\n\n    @(x)x+1\n\n"
    assert run("g = @sin") == "g =\n\n  function_handle with value:\n\n    @sin\n\n"
    assert run("disp(@(x)x+1)") == "    @(x)x+1\n"


def test_containers_map():
    got = run("M = containers.Map({'Jan','Feb'},[327.2 368.2])")
    assert got == "M =\n\n  Map with properties:\n\n        Count: 2\n      KeyType: char\n    ValueType: double\n\n"


def test_objects_of_user_classes(tmp_path):
    (tmp_path / "Pt.m").write_text("classdef Pt\n  properties\n    x = 1\n    name = 'abc'\n  end\nend\n")
    out = io.StringIO()
    s = Session(stdout=out, display="matlab")
    s.add_path([str(tmp_path)])
    s.run("p = Pt\ndisp(p)")
    block = "  Pt with properties:\n\n       x: 1\n    name: 'abc'\n"
    assert out.getvalue() == "p =\n\n" + block + "\n" + block


def test_nd_pages():
    assert show(np.ones((1, 1, 2))) == "x(:,:,1) =\n\n     1\n\n\nx(:,:,2) =\n\n     1\n\n"


def test_ans_and_octave_mode_kept_apart():
    assert run("3") == "ans =\n\n     3\n\n"
    out = io.StringIO()
    Session(stdout=out, display="octave").run("3")
    assert out.getvalue() == "ans = 3\n"


def test_format_returns_and_restores_display_format_options():
    assert run("fmt = format") == ('fmt =\n\n  DisplayFormatOptions with properties:\n\n'
                                   '    NumericFormat: "short"\n      LineSpacing: "loose"\n\n')
    assert run('old = format("longG");\nformat compact\nf = format;\ndisp(f.NumericFormat)\n'
               'disp(f.LineSpacing)\nformat(old)\nx = 1/3') == "longG\ncompact\nx =\n\n    0.3333\n\n"


def test_window_width_sets_the_column_split():
    from runmat_builtins.display.matlab.arrays import set_width

    row = np.arange(1.0, 21.0).reshape(1, -1)
    try:
        set_width(120)
        assert "Columns" not in disp(row)
    finally:
        set_width(None)
    assert "Columns 1 through 13" in disp(row)


def test_gpuarray_inside_struct_and_cell_shows_size_and_class():
    # gpuArray is an object to MATLAB: a struct field shows "[3721×35 gpuArray]" (a MATLAB session's
    # display pasted in a public analysis script, found with the search tool), never the elements;
    # the type line of the value itself is tests/conformance/matlab_display/gpuarray_display_*.m
    out = run("s.a = gpuArray([1 2]);\ns.b = 3\nc = {gpuArray(magic(3)), 1}")
    assert "    a: [1×2 gpuArray]\n    b: 3\n" in out
    assert "    {3×3 gpuArray}    {[1]}\n" in out
