"""The breadth3 families (math/linalg2, convolution, selection, rational, trig2,
coordinates): every catalog example prints its recorded Octave 7.3 output through the VM;
every snippet of octave_cases.CASES prints what Octave printed (octave_expected.json);
classes, shapes and error identifiers through direct calls."""

from __future__ import annotations

import io
import json
import pathlib

import numpy as np
import pytest

import runmat_builtins
from runmat_builtins import catalog
from runmat_builtins.context import HostContext
from runmat_builtins.errors import MException
from runmat_vm import Session
from tests.breadth3.octave_cases import CASES

CATEGORIES = ("math/linalg2", "math/convolution", "math/selection", "math/rational", "math/trig2",
              "math/coordinates")
EXPECTED = json.loads(pathlib.Path(__file__).with_name("octave_expected.json").read_text())
EXAMPLES = [(s.name, i) for s in catalog().specs() if s.category.startswith(CATEGORIES)
            for i in range(len(s.examples))]

# name -> (MATLAB's output, why Octave differs)
MATLAB_DIFFERS: dict[str, tuple[str, str]] = {
    "blkdiag_class": ("single\n", "Octave 7.3's blkdiag always allocates a double result; MATLAB's "
                      "follows the concatenation class rules (single wins over double)"),
}


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


@pytest.mark.parametrize("name", sorted(CASES))
def test_case_matches_octave(name):
    if name in MATLAB_DIFFERS:
        expected = MATLAB_DIFFERS[name][0]
    else:
        expected = EXPECTED[name]
        assert expected is not None, f"octave failed on {name}; regenerate or move it to MATLAB_DIFFERS"
    assert out(CASES[name]) == expected


# ---- trig2
def test_trig2_classes_and_errors():
    assert call("acot", 0.0) == pytest.approx(np.pi / 2)
    assert np.asarray(call("acsc", row(0.5))).dtype.kind == "c"
    assert np.asarray(call("acsc", row(2.0))).dtype == np.float64
    assert np.asarray(call("asech", np.array([[0.5]], dtype=np.float32))).dtype == np.float32
    assert ident("acot", np.array([[1]], dtype=np.int8)) == "MATLAB:UndefinedFunction"
    assert ident("atan2d", 1j, 1.0) == "MATLAB:atan2d:complexArgs"
    assert ident("atan2d", row(1, 2), row(1, 2, 3)) == "MATLAB:sizeDimensionsMustMatch"


# ---- coordinates
def test_coordinates_shapes_and_errors():
    t, r = call("cart2pol", row(1, 2), np.array([[1.0], [2.0]]), nargout=2)
    assert np.shape(t) == (2, 2) and np.shape(r) == (2, 2)
    x, y, z = call("pol2cart", 0.0, 2.0, row(7, 8), nargout=3)
    assert x == 2.0 and np.array_equal(z, row(7, 8))
    assert ident("cart2pol", 1j, 1.0, nargout=2) == "MATLAB:cart2pol:complexArgs"
    assert ident("sph2cart", "a", {"x": 1}, 1.0, nargout=3).startswith("MATLAB:")
    q = call("unwrap", np.array([[0.0, 4.0]], dtype=np.float32))
    assert q.dtype == np.float32
    assert ident("unwrap", row(0, 4), 3.0, 0.0) == "MATLAB:unwrap:invalidInput"
    assert ident("unwrap", np.array([[1, 2]], dtype=np.int16)) == "MATLAB:UndefinedFunction"


# ---- selection (MATLAB documentation: maxk/mink; Octave 7.3 lacks them)
def test_maxk_mink_matlab_doc_examples():
    assert np.array_equal(call("maxk", np.arange(1.0, 11.0).reshape(1, -1), 3.0), row(10, 9, 8))
    m5 = np.array([[17, 24, 1, 8, 15], [23, 5, 7, 14, 16], [4, 6, 13, 20, 22],
                   [10, 12, 19, 21, 3], [11, 18, 25, 2, 9]], dtype=float)
    want = np.array([[24, 17, 15], [23, 16, 14], [22, 20, 13], [21, 19, 12], [25, 18, 11]], dtype=float)
    assert np.array_equal(call("maxk", m5, 3.0, 2.0), want)
    b, i = call("maxk", np.array([[2 - 2j, 5 + 1j, -7 - 3j, -1 + 1j]]), 2.0, "ComparisonMethod", "abs", nargout=2)
    assert np.array_equal(b, np.array([[-7 - 3j, 5 + 1j]])) and np.array_equal(i, row(3, 2))
    b, i = call("mink", m5, 2.0, nargout=2)
    assert np.array_equal(b, np.array([[4, 5, 1, 2, 3], [10, 6, 7, 8, 9]], dtype=float))
    assert np.array_equal(i, np.array([[3, 2, 1, 5, 4], [4, 3, 2, 1, 5]], dtype=float))


def test_maxk_mink_edges():
    b, i = call("maxk", row(1, np.nan, 3, 3), 3.0, nargout=2)
    assert np.isnan(b[0, 0]) and np.array_equal(b[0, 1:], [3, 3]) and np.array_equal(i, row(2, 3, 4))
    assert np.array_equal(call("mink", row(5, 1, 3), 10.0), row(1, 3, 5))
    assert np.shape(call("maxk", row(5, 1, 3), 0.0)) == (1, 0)
    r = call("maxk", np.array([[5, 1, 3]], dtype=np.int8), 2.0)
    assert r.dtype == np.int8 and np.array_equal(r, [[5, 3]])
    assert np.array_equal(call("maxk", np.array([[1.0], [7.0], [2.0]]), 2.0), np.array([[7.0], [2.0]]))
    assert ident("maxk", row(1, 2), -1.0) == "MATLAB:maxk:invalidK"
    assert ident("mink", row(1, 2), 1.5) == "MATLAB:mink:invalidK"
    assert ident("maxk", row(1, 2), 1.0, 0.0) == "MATLAB:maxk:invalidDim"
    assert ident("mink", row(1, 2), 1.0, "ComparisonMethod", "bad") == "MATLAB:mink:invalidOption"


def test_vecnorm_errors():
    assert ident("vecnorm", row(1, 2), 0.0) == "MATLAB:vecnorm:unknownNorm"
    assert ident("vecnorm", row(1, 2), 2.0, 0.0) == "MATLAB:vecnorm:invalidDim"
    assert ident("vecnorm", np.array([[1, 2]], dtype=np.int32)) == "MATLAB:UndefinedFunction"


# ---- linalg2
def test_linalg2_classes_and_errors():
    assert call("blkdiag", np.array([[1]], dtype=np.int8), 2.5).dtype == np.int8
    assert call("blkdiag", True, False).dtype == bool
    assert np.shape(call("blkdiag")) == (0, 0)
    assert call("sqrtm", np.array([[4.0, 0], [0, 9]], dtype=np.float32)).dtype == np.float32
    assert ident("sqrtm", np.ones((2, 3))) == "MATLAB:square"
    assert ident("logm", np.ones((2, 3))) == "MATLAB:square"
    assert ident("hess", np.ones((2, 3))) == "MATLAB:square"
    assert ident("schur", np.eye(2), "bad") == "MATLAB:schur:inputType"
    assert ident("schur", np.array([[1.0, np.inf], [0, 1]])) == "MATLAB:schur:expectedFinite"
    assert ident("rref", np.array([[1, 2]], dtype=np.int8)) == "MATLAB:UndefinedFunction"
    assert ident("lscov", np.ones((3, 2)), np.ones((2, 1))) == "MATLAB:lscov:InputSizeMismatch"
    assert ident("lscov", np.ones((3, 2)), np.ones((3, 1)), row(1, -1, 1).T) == "MATLAB:lscov:InvalidWeights"
    V = np.array([[1.0, 2, 0], [2, 1, 0], [0, 0, 1]])
    assert ident("lscov", np.ones((3, 2)), np.ones((3, 1)), V) == "MATLAB:lscov:NonPosDefCov"
    x = call("lscov", np.array([[1.0, 0], [1, 1], [1, 2]]), np.array([[1.0], [2], [4]]), np.array([[1.0], [1], [0]]))
    assert np.allclose(x, [[1.0], [1.0]])
    U, T = call("schur", np.array([[1.0, 2], [-3, 1]]), "complex", nargout=2)
    assert np.asarray(T).dtype.kind == "c" and abs(T[1, 0]) == 0


# ---- convolution
def test_conv2_errors():
    assert ident("conv2", np.eye(2), np.eye(2), "bad") == "MATLAB:conv2:unknownShapeParameter"
    assert ident("filter2", np.eye(2), np.eye(2), "bad") == "MATLAB:filter2:unknownShapeParameter"
    assert ident("conv2", np.array([[1]], dtype=np.int8), np.eye(2)) == "MATLAB:UndefinedFunction"
    assert call("conv2", np.eye(2, dtype=np.float32), np.eye(2)).dtype == np.float32
