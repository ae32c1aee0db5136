"""docs/python-api.md, "Conversions, each row tested both ways": each Python value goes into a
workspace (Session.workspace and the Engine's), MATLAB's class is checked, and the value read
back is checked, for every row of the table."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.values import STRING_DTYPE
from runmat_vm import Session, matlab


def same(x, y):
    if isinstance(y, np.ndarray):
        return isinstance(x, np.ndarray) and x.dtype == y.dtype and np.array_equal(x, y)
    if isinstance(y, matlab.MatlabArray):
        return type(x) is type(y) and x == y
    if type(y) is list:  # a cell/string array reads out as a MatlabList, a list that keeps its class and size
        return isinstance(x, list) and x == y
    return type(x) is type(y) and x == y


D = np.array([[1.0, 2.0], [3.0, 4.0]])
I16 = np.array([[1, 2]], dtype=np.int16)

# python in, (class, back) for Session.workspace, (class, back) for the Engine
ROWS = [
    (1.5, ("double", 1.5), ("double", 1.5)),
    (3, ("double", 3.0), ("int64", 3)),
    (True, ("logical", True), ("logical", True)),
    (1 + 2j, ("double", 1 + 2j), ("double", 1 + 2j)),
    ("ab", ("char", "ab"), ("char", "ab")),
    ([1.0, 2.0], ("double", np.array([[1.0, 2.0]])), ("cell", [1.0, 2.0])),
    ([1.0, "a"], ("cell", [1.0, "a"]), ("cell", [1.0, "a"])),
    ({"f": 1.0}, ("struct", {"f": 1.0}), ("struct", {"f": 1.0})),
    (I16, ("int16", I16), ("int16", matlab.int16([[1, 2]]))),
    (D, ("double", D), ("double", matlab.double([[1, 2], [3, 4]]))),
    (np.array([[True, False]]), ("logical", np.array([[True, False]])),
     ("logical", matlab.logical([[True, False]]))),
    (np.array(["ab", "cd"], dtype=STRING_DTYPE), ("string", ["ab", "cd"]), ("string", ["ab", "cd"])),
    (None, ("double", np.zeros((0, 0))), ("double", matlab.double(size=(0, 0)))),
]


@pytest.mark.parametrize("value, session_row, engine_row", ROWS, ids=[repr(r[0])[:30] for r in ROWS])
def test_session_workspace_row(value, session_row, engine_row):
    s = Session()
    s.workspace["v"] = value.copy() if isinstance(value, np.ndarray) else value
    s.eval("k = class(v);")
    cls, back = session_row
    assert s.workspace["k"] == cls
    assert same(s.workspace["v"], back)


@pytest.mark.parametrize("value, session_row, engine_row", ROWS, ids=[repr(r[0])[:30] for r in ROWS])
def test_engine_workspace_row(value, session_row, engine_row):
    eng = matlab.engine.start_matlab()
    eng.workspace["v"] = value.copy() if isinstance(value, np.ndarray) else value
    cls, back = engine_row
    assert eng.eval("class(v)") == cls
    assert same(eng.workspace["v"], back)


def test_engine_array_row_and_other_objects():
    eng = matlab.engine.start_matlab()
    eng.workspace["m"] = matlab.double([[1, 2]])
    assert eng.eval("class(m)") == "double" and eng.workspace["m"] == matlab.double([[1, 2]])
    obj = object()
    eng.workspace["o"] = obj
    assert eng.eval("class(o)") == "py.object"
    assert eng.workspace["o"] is obj
    with pytest.raises(TypeError):
        Session().workspace["o"] = obj
