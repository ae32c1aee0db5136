"""struct arrays from struct(), field tools, struct2cell/cell2struct, structfun (octave-cli 7.3)."""

import numpy as np
import pytest

from runmat_builtins.errors import MException
from runmat_builtins.values import FunctionHandle, StructArray, cell_array
from tests.builtins.support import C, call, cellstr, texts


def test_struct_scalar_and_empty():
    s = call("struct", C("a"), 1.0, C("b"), C("xy"))
    assert isinstance(s, StructArray) and s.shape == (1, 1) and s.fields == ["a", "b"]
    assert s.get("a") == 1.0 and texts(s.get("b")) == ["xy"]
    t = call("struct")
    assert t.shape == (1, 1) and t.fields == []


def test_struct_array_from_cell_values():
    s = call("struct", C("a"), cell_array([1.0, 2.0]), C("b"), C("x"))
    assert s.shape == (1, 2)
    assert [s.get("a", i) for i in range(2)] == [1.0, 2.0]
    assert texts(s.get("b", 1)) == ["x"]  # non-cell values are copied to every element
    s = call("struct", C("a"), cell_array([1.0, 2.0, 3.0, 4.0], (2, 2)))
    assert s.shape == (2, 2) and s.elems[0, 1]["a"] == 3.0
    e = call("struct", C("a"), np.empty((0, 0), dtype=object))
    assert e.shape == (0, 0) and e.fields == ["a"]


def test_struct_cell_in_cell_is_stored():
    s = call("struct", C("a"), cell_array([cell_array([1.0, 2.0])]))
    assert s.shape == (1, 1) and s.get("a").shape == (1, 2)


def test_struct_errors():
    with pytest.raises(MException) as e:
        call("struct", C("a"))
    assert e.value.identifier == "MATLAB:struct:FieldValuePairs"
    with pytest.raises(MException) as e:
        call("struct", C("1a"), 1.0)
    assert e.value.identifier == "MATLAB:struct:InvalidFieldName"
    with pytest.raises(MException):
        call("struct", C("a"), cell_array([1.0, 2.0]), C("b"), cell_array([1.0, 2.0, 3.0]))


def test_fieldnames_isfield():
    s = call("struct", C("a"), 1.0, C("b"), 2.0)
    f = call("fieldnames", s)
    assert f.shape == (2, 1) and texts(f) == ["a", "b"]
    assert call("isfield", s, C("a")) is True
    assert call("isfield", s, C("z")) is False
    np.testing.assert_array_equal(call("isfield", call("struct", C("a"), 1.0),
                                       cellstr("a", "c", "b", "a", shape=(2, 2))), [[True, False], [False, True]])
    assert call("isfield", 1.0, C("a")) is False
    with pytest.raises(MException) as e:
        call("fieldnames", 1.0)
    assert e.value.identifier == "MATLAB:fieldnames:InvalidInput"


def test_rmfield_setfield_getfield():
    s = call("struct", C("a"), 1.0, C("b"), 2.0)
    r = call("rmfield", s, C("a"))
    assert r.fields == ["b"] and s.fields == ["a", "b"]  # the input is unchanged
    assert call("rmfield", s, cellstr("a", "b")).fields == []
    with pytest.raises(MException) as e:
        call("rmfield", s, C("zz"))
    assert e.value.identifier == "MATLAB:rmfield:InvalidFieldname"
    t = call("setfield", s, C("c"), 3.0)
    assert t.fields == ["a", "b", "c"] and t.get("c") == 3.0 and "c" not in s.fields
    n = call("setfield", s, C("x"), C("y"), 5.0)
    assert n.get("x").get("y") == 5.0
    assert call("getfield", n, C("x"), C("y")) == 5.0
    arr = call("struct", C("a"), cell_array([1.0, 2.0]))
    assert call("getfield", arr, cell_array([2.0]), C("a")) == 2.0
    with pytest.raises(MException) as e:
        call("getfield", s, C("nope"))
    assert e.value.identifier == "MATLAB:nonExistentField"


def test_getfield_index_past_the_end_is_out_of_bounds():
    # Octave 7.3: index (20): out of bound 2; (_,3): out of bound 2; (2,_): out of bound 1
    arr = call("struct", C("a"), cell_array([5.0, 6.0]))
    for sub, msg in (([20.0], "Index exceeds the number of array elements. Index must not exceed 2."),
                     ([1.0, 3.0], "Index in position 2 exceeds array bounds. Index must not exceed 2."),
                     ([2.0, 1.0], "Index in position 1 exceeds array bounds. Index must not exceed 1.")):
        with pytest.raises(MException) as e:
            call("getfield", arr, cell_array(sub), C("a"))
        assert (e.value.identifier, e.value.message) == ("MATLAB:index:outOfBounds", msg)
    assert call("getfield", arr, cell_array([1.0, 2.0]), C("a")) == 6.0
    with pytest.raises(MException) as e:
        call("getfield", np.array([[1.0, 2.0, 3.0]]), cell_array([4.0]))
    assert e.value.identifier == "MATLAB:index:outOfBounds"


def test_orderfields():
    s = call("struct", C("b"), 1.0, C("a"), 2.0, C("c"), 3.0)
    o, p = call("orderfields", s, nargout=2)
    assert o.fields == ["a", "b", "c"]
    np.testing.assert_array_equal(p, [[2], [1], [3]])
    assert call("orderfields", s, cellstr("c", "a", "b")).fields == ["c", "a", "b"]
    assert call("orderfields", s, np.array([[3.0, 2.0, 1.0]])).fields == ["c", "a", "b"]


def test_struct2cell_cell2struct():
    c = call("struct2cell", call("struct", C("a"), 1.0, C("b"), C("x")))
    assert c.shape == (2, 1) and c[0, 0] == 1.0
    c = call("struct2cell", call("struct", C("a"), cell_array([1.0, 2.0])))
    assert c.shape == (1, 1, 2)
    s = call("cell2struct", cell_array([1.0, C("x")], (2, 1)), cellstr("a", "b", shape=(2, 1)), 1.0)
    assert s.shape == (1, 1) and s.get("a") == 1.0
    s2 = call("cell2struct", cell_array([1.0, 3.0, 2.0, 4.0], (2, 2)), cellstr("x", "y"), 2.0)
    assert s2.shape == (2, 1) and s2.get("y", 1) == 4.0
    with pytest.raises(MException) as e:
        call("cell2struct", cell_array([1.0, 2.0], (2, 1)), cellstr("a"), 1.0)
    assert e.value.identifier == "MATLAB:cell2struct:ArgDimensionMismatch"


def test_structfun():
    s = call("struct", C("a"), C("xy"), C("b"), C("z"))
    v = call("structfun", FunctionHandle("numel"), s)
    np.testing.assert_array_equal(v, [[2], [1]])
    u = call("structfun", FunctionHandle("upper"), s, C("UniformOutput"), False)
    assert isinstance(u, StructArray) and texts(u.get("a")) == ["XY"]


def test_struct_of_empty_matrix_is_empty_struct_without_fields():
    # MATLAB/Octave: struct([]) is a 0x0 struct array with no fields (isempty true)
    s = call("struct", np.zeros((0, 0)))
    assert isinstance(s, StructArray) and s.fields == [] and s.elems.shape == (0, 0)
    assert bool(call("isempty", s))
    with pytest.raises(MException):
        call("struct", np.ones((1, 1)))


def test_cell2struct_dimension_must_be_a_positive_integer():
    # MATLAB's dimension rule (a positive integer scalar): Octave 7.3 refuses 0, -1, [] and {1}
    # too ("DIM must be a valid dimension" / "a real scalar"); NaN, Inf and 1.5 are no dimension
    c, f = cell_array([1.0, 2.0], (2, 1)), cellstr("a", "b", shape=(2, 1))
    for bad in (float("nan"), float("inf"), 1.5, 0.0, -1.0, np.zeros((0, 0)), cell_array([1.0], (1, 1))):
        with pytest.raises(MException) as e:
            call("cell2struct", c, f, bad)
        assert e.value.identifier == "MATLAB:getdimarg:dimensionMustBePositiveInteger", bad


def test_cell2struct_dimension_past_the_last_is_a_singleton():
    # octave-cli 7.3: size(cell2struct({1 2; 3 4}, {'a'}, 3)) is [2 2]; a dimension far past the
    # last allocates nothing
    s = call("cell2struct", cell_array([1.0, 3.0, 2.0, 4.0], (2, 2)), cellstr("a"), 3.0)
    assert s.shape == (2, 2) and s.elems[1, 0]["a"] == 3.0
    s = call("cell2struct", cell_array([1.0, 2.0], (1, 2)), cellstr("a"), 1e9)
    assert s.shape == (1, 2)


def test_cell2struct_dimension_is_a_positive_integer():
    # DIM: MATLAB's dimension error for NaN, Inf, 0 and fractions (an int() error before)
    from tests.builtins.support import raises_id

    c = cell_array([1.0, 2.0], (2, 1))
    for bad in (np.nan, np.inf, 0.0, 1.5):
        raises_id("MATLAB:getdimarg:dimensionMustBePositiveInteger", "cell2struct", c, cellstr("a", "b").reshape(2, 1), bad)
    s = call("cell2struct", c, cellstr("a", "b").reshape(2, 1), 1.0)
    assert s.get("a") == 1.0 and s.get("b") == 2.0
