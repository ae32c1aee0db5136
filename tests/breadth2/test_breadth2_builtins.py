"""The breadth2 families: every catalog example runs to its recorded output; behaviour
Octave 7.3 lacks (strip, count, reverse, extractBefore/After/Between, spzeros, ode113) from
MATLAB's documentation; classes, shapes and error identifiers through direct calls."""

from __future__ import annotations

import io
import subprocess
import sys

import numpy as np
import pytest

import runmat_builtins
from runmat_builtins import catalog
from runmat_builtins.context import HostContext
from runmat_builtins.errors import MException
from runmat_builtins.values import StructArray, cell_array, char_row, string_array, to_str
from runmat_vm import Session

CATEGORIES = ("math/special", "math/gallery", "math/combinatorics", "math/sparse", "math/piecewise",
              "strings/parsing", "math/integration")
EXAMPLES = [(s.name, i) for s in catalog().specs() if s.category.startswith(CATEGORIES)
            for i in range(len(s.examples))]


def call(name, *args, nargout=1):
    return runmat_builtins.call_builtin(name, *args, nargout=nargout, ctx=HostContext())


def ident(name, *args, nargout=1):
    with pytest.raises(MException) as ei:
        call(name, *args, nargout=nargout)
    return ei.value.identifier


def out(code: str) -> str:
    buf = io.StringIO()
    Session(stdout=buf, stderr=io.StringIO()).run(code)
    return buf.getvalue()


def row(*v):
    return np.array([v], dtype=np.float64)


@pytest.mark.parametrize("name, i", EXAMPLES)
def test_catalog_example(name, i):
    ex = catalog().get(name).examples[i]
    assert out(ex.code) == ex.output


def test_every_family_is_registered():
    names = set(catalog().names())
    for n in ("besselj", "bessely", "besseli", "besselk", "besselh", "airy", "gammainc", "gammaincinv",
              "betainc", "betaincinv", "betaln", "expint", "legendre", "ellipke", "ellipj", "psi", "erfcx",
              "erfcinv", "hilb", "invhilb", "vander", "toeplitz", "hankel", "pascal", "compan", "hadamard",
              "rosser", "wilkinson", "gallery", "perms", "sparse", "full", "speye", "spzeros", "spones",
              "nonzeros", "spalloc", "nzmax", "spline", "pchip", "ppval", "mkpp", "unmkpp", "textscan",
              "strread", "extractBefore", "extractAfter", "extractBetween", "strip", "count", "reverse",
              "regexptranslate", "integral2", "integral3", "ode15s", "ode113"):
        assert n in names, n


def test_catalog_load_imports_no_scipy():
    code = ("import sys; from runmat_builtins import catalog; catalog(); "
            "print(any(m == 'scipy' or m.startswith('scipy.') for m in sys.modules))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.stdout.strip() == "False"


# ---- special functions
def test_bessel_real_and_complex_results():
    assert isinstance(call("besselj", 0.0, 1.0), float) or np.asarray(call("besselj", 0.0, 1.0)).dtype == np.float64
    r = np.asarray(call("besselj", 0.5, -1.0))
    assert r.dtype.kind == "c" and abs(r.reshape(-1)[0].imag - 0.6713967071) < 1e-9
    assert np.asarray(call("besselh", 0.0, 1.0)).dtype.kind == "c"
    assert np.asarray(call("besselj", 0.0, np.array([[1.0]], dtype=np.float32))).dtype == np.float32


def test_special_errors():
    assert ident("besselh", 0.0, 3.0, 1.0) == "MATLAB:besselh:InvalidKind"
    assert ident("airy", 4.0, 1.0) == "MATLAB:airy:InvalidKind"
    assert ident("gammainc", 1.0, 2.0, char_row("middle")) == "MATLAB:gammainc:InvalidTailArg"
    assert ident("betainc", 1.5, 1.0, 1.0) == "MATLAB:betainc:XOutOfRange"
    assert ident("ellipke", 2.0) == "MATLAB:ellipke:MOutOfRange"
    assert ident("legendre", 1.5, 0.5) == "MATLAB:legendre:InvalidN"
    assert ident("psi", -1.0, 1.0) == "MATLAB:psi:KNotNonnegInt"
    assert ident("besselj", 0.0, cell_array([1.0])) == "MATLAB:UndefinedFunction"
    assert ident("besselj", row(1, 2), row(1, 2, 3)) == "MATLAB:sizeDimensionsMustMatch"


def test_gammainc_argument_order_is_matlabs():  # MATLAB doc: gammainc(X, A); P(1, 2) = 1 - 2/e
    assert abs(np.asarray(call("gammainc", 1.0, 2.0)).item() - (1 - 2 / np.e)) < 1e-12


# ---- gallery
def test_toeplitz_conflict_warns():
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run("T = toeplitz([7 2], [1 5]);")
    assert s.workspace["T"].tolist() == [[7, 5], [2, 7]]


def test_hadamard_12_and_20_are_hadamard():  # MATLAB doc: n, n/12 or n/20 a power of 2
    for n in (12, 20, 24, 40):
        h = np.asarray(call("hadamard", float(n)))
        assert np.array_equal(h @ h.T, n * np.eye(n))
    assert ident("hadamard", 6.0) == "MATLAB:hadamard:InvalidInput"


def test_gallery_classes_and_errors():
    assert np.asarray(call("hilb", 2.0, char_row("single"))).dtype == np.float32
    assert ident("gallery", char_row("nosuch"), 3.0) == "MATLAB:gallery:UnknownFamily"
    assert ident("compan", np.ones((2, 2))) == "MATLAB:compan:NeedVectorInput"


# ---- perms
def test_perms_cell_and_empty():
    p = call("perms", cell_array([1.0, char_row("x")], (1, 2)))
    assert p.shape == (2, 2) and to_str(p[0, 0]) == "x"
    assert np.asarray(call("perms", np.zeros((0, 0)))).shape == (1, 0)


# ---- sparse (dense-backed)
def test_sparse_is_dense_backed():
    s = call("sparse", row(1, 2, 2), row(1, 1, 1), row(1, 2, 3), 2.0, 2.0)
    assert isinstance(s, np.ndarray) and s.tolist() == [[1, 0], [5, 0]]
    assert out("disp(issparse(sparse(1)))") == "   0\n" or out("disp(issparse(sparse(1)))") == "0\n"


def test_spzeros_matlab_doc():  # MATLAB doc (R2025a): spzeros(m, n) is an all-zero sparse matrix
    assert np.asarray(call("spzeros", 2.0, 3.0)).shape == (2, 3)
    assert np.asarray(call("spzeros", row(4, 1))).shape == (4, 1)


def test_sparse_errors():
    assert ident("sparse", row(0, 1), row(1, 1), row(1, 1)) == "MATLAB:sparsfcn:nonPosIndex"
    assert ident("sparse", row(1, 2), row(1, 2, 3), row(1, 1)) == "MATLAB:sparsfcn:vectorsLength"
    assert ident("sparse", row(3), row(1), row(1), 2.0, 2.0) == "MATLAB:sparsfcn:indexExceedsDims"
    assert ident("sparse", np.array([[1]], dtype=np.int8)) == "MATLAB:UndefinedFunction"


# ---- piecewise
def test_pp_struct_fields():
    pp = call("spline", row(0, 1, 2, 3), row(0, 1, 8, 27))
    assert isinstance(pp, StructArray) and list(pp.fields) == ["form", "breaks", "coefs", "pieces", "order", "dim"]
    assert np.allclose(np.asarray(pp.get("coefs")), [[1, 0, 0, 0], [1, 3, 3, 1], [1, 6, 12, 8]], atol=1e-12)


def test_piecewise_errors():
    assert ident("spline", row(1), row(1)) == "MATLAB:chckxy:NotEnoughPts"
    assert ident("spline", row(1, 1, 2), row(1, 2, 3)) == "MATLAB:chckxy:RepeatedSites"
    assert ident("pchip", row(1, 2, 3), row(1, 2)) == "MATLAB:chckxy:NumSitesMismatchValues"
    assert ident("ppval", 1.0, 1.0) == "MATLAB:ppval:InvalidPP"
    assert ident("mkpp", row(0), row(1)) == "MATLAB:mkpp:BreaksTooFew"


# ---- strings/parsing (MATLAB documentation examples; Octave 7.3 has none of these)
def test_extract_functions_matlab_doc():
    assert to_str(call("extractBefore", char_row("peppers and onions"), char_row(" and"))) == "peppers"
    assert to_str(call("extractAfter", char_row("peppers and onions"), char_row("and "))) == "onions"
    s = call("extractBefore", string_array(["a-b", "c"], (1, 2)), char_row("-"))
    assert s.shape == (1, 2) and s[0, 0] == "a" and s[0, 1] is None  # no match: <missing>
    b = call("extractBetween", string_array(["Edinburgh"], (1, 1)), 3.0, 6.0)
    assert b[0, 0] == "inbu"
    c = call("extractBetween", char_row("<a><bc>"), char_row("<"), char_row(">"), char_row("Boundaries"),
             char_row("inclusive"))
    assert [to_str(x) for x in c.ravel()] == ["<a>", "<bc>"]
    assert ident("extractBefore", char_row("abc"), 9.0) == "RunMat:extractBefore:PositionOutOfRange"


def test_strip_count_reverse_matlab_doc():
    assert to_str(call("strip", char_row("  Ham and eggs  "))) == "Ham and eggs"
    assert to_str(call("strip", char_row("  ab  "), char_row("right"))) == "  ab"
    s = call("strip", string_array(["--x--", "-y"], (1, 2)), char_row("-"))
    assert s.tolist() == [["x", "y"]]
    n = call("count", string_array(["paired with red shoes", "red"], (2, 1)), char_row("red"))
    assert np.asarray(n).tolist() == [[2], [1]]  # "paired" contains "red" too
    assert call("count", char_row("aaaa"), char_row("aa")) == 2
    assert call("count", char_row("a.b.c"), cell_array([char_row("."), char_row("b")], (1, 2))) == 3
    r = call("reverse", cell_array([char_row("abc"), char_row("xy")], (1, 2)))
    assert [to_str(x) for x in r.ravel()] == ["cba", "yx"]
    assert call("reverse", string_array(["Hello"], (1, 1)))[0, 0] == "olleH"


def test_textscan_end_of_line_option():
    # Octave 7.3: a one-character 'EndOfLine' ends rows: [1 2 3; 4 5 6]
    c = call("textscan", char_row("1,2,3;4,5,6"), char_row("%f %f %f"), char_row("Delimiter"), char_row(","),
             char_row("EndOfLine"), char_row(";"))
    assert [col.ravel().tolist() for col in c.ravel()] == [[1.0, 4.0], [2.0, 5.0], [3.0, 6.0]]


def test_textscan_outputs_and_errors():
    c = call("textscan", char_row("1 a\n2 b"), char_row("%f %s"))
    assert c.shape == (1, 2) and c[0, 0].shape == (2, 1) and c[0, 1].dtype == object
    c, pos = call("textscan", char_row("1 2"), char_row("%f"), nargout=2)
    assert pos == 3
    assert ident("textscan", char_row("1"), char_row("%y")) == "MATLAB:textscan:BadFormatString"
    assert ident("textscan", char_row("1"), char_row("%f"), char_row("Bogus"), 1.0) == "MATLAB:textscan:UnknownOption"
    assert ident("textscan", 99.0, char_row("%f")) == "MATLAB:FileIO:InvalidFid"
    e = call("textscan", char_row(""), char_row("%f %s"))
    assert e[0, 0].shape == (0, 1) and e[0, 1].shape == (0, 1)


def test_regexptranslate_errors():
    assert ident("regexptranslate", char_row("nope"), char_row("a")) == "MATLAB:regexptranslate:InvalidOperation"


# ---- integration
def test_integral2_non_vectorized_integrand_is_an_error():
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    with pytest.raises(MException) as ei:
        s.run("q = integral2(@(x, y) 5, 0, 1, 0, 1);")
    assert ei.value.identifier == "RunMat:integral2:FunSizeMismatch"


def test_integral2_options_and_complex():
    assert "0.50000000" in out("fprintf('%.8f\\n', integral2(@(x, y) x, 0, 1, 0, 1, 'AbsTol', 1e-12, 'Method', 'tiled'))")
    assert out("q = integral2(@(x, y) 1i*x, 0, 1, 0, 2); fprintf('%.6f\\n', imag(q))") == "1.000000\n"
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    with pytest.raises(MException) as ei:
        s.run("q = integral2(@(x, y) x, 0, 1, 0, 1, 'Bogus', 1);")
    assert ei.value.identifier == "MATLAB:integral2:unknownOption"


def test_ode113_matlab_conventions():  # same output conventions as ode45 (MATLAB doc)
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run("[t, y] = ode113(@(t, y) -y, [0 0.5 1], 2); sol = ode113(@(t, y) -y, [0 1], 1);")
    t, y = s.workspace["t"], s.workspace["y"]
    assert t.shape == (3, 1) and y.shape == (3, 1)
    assert np.allclose(y.ravel(), 2 * np.exp(-t.ravel()), rtol=1e-3)
    assert out("sol = ode113(@(t, y) -y, [0 1], 1); disp(sol.solver)") == "ode113\n"
    s2 = Session(stdout=io.StringIO(), stderr=io.StringIO())
    with pytest.raises(MException) as ei:
        s2.run("[t, y] = ode15s(@(t, y) [y; y], [0 1], 1);")
    assert ei.value.identifier == "MATLAB:odearguments:SizeIC"
