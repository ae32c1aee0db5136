"""The Python API converts values the MATLAB Engine for Python's way (docs/python-api.md)."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_vm import MException, Session


@pytest.fixture
def s() -> Session:
    return Session()


def test_scalars_of_every_class_come_out_as_python_numbers(s: Session) -> None:
    s.eval("a = 2.5; b = int16(-5); c = uint8(7); d = single(1.5); e = true; f = 1+2i; g = int64(9);")
    w = s.workspace
    assert w["a"] == 2.5 and type(w["a"]) is float
    assert w["b"] == -5 and type(w["b"]) is int
    assert w["c"] == 7 and type(w["c"]) is int
    assert w["d"] == 1.5 and type(w["d"]) is float
    assert w["e"] is True
    assert w["f"] == 1 + 2j
    assert type(w["g"]) is int


def test_text_cells_structs_and_maps(s: Session) -> None:
    s.eval("c = 'hi'; e = ''; cs = {'x', 'yy'}; m = {1, 'a'; 2, 'b'}; st = struct('p', 1, 'q', 'r');"
           "sa = struct('v', {1, 2}); n = \"str\"; sv = [\"a\" \"b\"]; k = containers.Map({'a'}, {3});")
    w = s.workspace
    assert w["c"] == "hi" and w["e"] == ""
    assert w["cs"] == ["x", "yy"]
    assert w["m"] == [[1.0, "a"], [2.0, "b"]]
    assert w["st"] == {"p": 1.0, "q": "r"}
    assert w["sa"] == [{"v": 1.0}, {"v": 2.0}]
    assert w["n"] == "str" and w["sv"] == ["a", "b"]
    assert w["k"] == {"a": 3.0}


def test_arrays_stay_ndarrays_of_their_class(s: Session) -> None:
    s.eval("x = [1 2 3]; y = uint8([1 2]);")
    assert isinstance(s.workspace["x"], np.ndarray) and s.workspace["x"].shape == (1, 3)
    assert s.workspace["y"].dtype == np.uint8


def test_values_in(s: Session) -> None:
    s.workspace["y"] = {"u": [1, 2], "v": "txt"}
    s.workspace["z"] = None
    s.workspace["i"] = np.int16(4)
    s.eval("a = class(y.u); b = y.v; c = isempty(z); d = class(i);")
    assert [s.workspace[k] for k in "abcd"] == ["double", "txt", True, "int16"]


def test_unsupported_object_is_a_type_error_naming_the_variable(s: Session) -> None:
    with pytest.raises(TypeError, match="'thing'"):
        s.workspace["thing"] = object()
    with pytest.raises(TypeError, match="argument 1 of disp"):
        s.call("disp", object(), nargout=0)


def test_mexception_is_exported_from_runmat_vm(s: Session) -> None:
    with pytest.raises(MException) as info:
        s.eval("error('my:id', 'boom')")
    assert info.value.identifier == "my:id"
