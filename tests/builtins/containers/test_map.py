"""containers.Map: construction, round trips, protocol, errors (octave-cli 7.3; MATLAB docs for errors)."""

import numpy as np
import pytest

from runmat_builtins.errors import MException
from runmat_builtins.values import cell_array, class_of
from tests.builtins.support import C, call, cellstr, texts


def _map(keys, vals):
    return call("containers.Map", cellstr(*keys), cell_array(vals))


def test_round_trip_char_keys():
    m = call("containers.Map", cellstr("b", "a"), cell_array([1.0, C("x")]))
    assert class_of(m) == "containers.Map"
    assert texts(call("keys", m)) == ["a", "b"]  # sorted
    v = call("values", m)
    assert texts(v[0, 0]) == ["x"] and v[0, 1] == 1.0
    assert m.__matlab_subsref__((C("b"),)) == 1.0
    assert m.__matlab_subsasgn__((C("c"),), 3.0) is m  # a handle: same object
    assert m.__matlab_property__("Count") == 3.0
    assert texts(m.__matlab_property__("KeyType")) == ["char"]
    assert texts(m.__matlab_property__("ValueType")) == ["any"]
    assert texts(m.__matlab_property__("keys")) == ["a", "b", "c"]


def test_numeric_keys_sorted():
    m = call("containers.Map", np.array([[3.0, 1.0, 2.0]]), cellstr("c", "a", "b"))
    k = call("keys", m)
    assert [float(x) for x in k.ravel()] == [1.0, 2.0, 3.0]
    assert texts(m.__matlab_property__("KeyType")) == ["double"]
    assert texts(m.__matlab_subsref__((2.0,))) == ["b"]


def test_value_type_inference_and_options():
    m = call("containers.Map", cellstr("a", "b"), np.array([[1.0, 2.0]]))
    assert texts(m.__matlab_property__("ValueType")) == ["double"]
    assert m.__matlab_subsref__((C("b"),)) == 2.0
    e = call("containers.Map", C("KeyType"), C("double"), C("ValueType"), C("any"))
    assert e.__matlab_property__("Count") == 0.0 and texts(e.__matlab_property__("KeyType")) == ["double"]
    d = call("containers.Map")
    assert texts(d.__matlab_property__("KeyType")) == ["char"]
    d.__matlab_subsasgn__((C("q"),), 5.0)
    assert d.__matlab_property__("Count") == 1.0
    one = call("containers.Map", C("k"), np.array([[1.0, 2.0]]))
    assert one.__matlab_subsref__((C("k"),)).shape == (1, 2)


def test_iskey_values_keyset_remove():
    m = call("containers.Map", cellstr("a", "b"), cell_array([1.0, 2.0]))
    np.testing.assert_array_equal(call("isKey", m, cellstr("a", "z")), [[True, False]])
    assert call("isKey", m, C("b")) is True
    v = call("values", m, cellstr("b"))
    assert v.shape == (1, 1) and v[0, 0] == 2.0
    r = call("remove", m, C("a"))
    assert r is m and texts(call("keys", m)) == ["b"]


def test_missing_key_errors():
    m = call("containers.Map", cellstr("a"), cell_array([1.0]))
    for thunk in (lambda: m.__matlab_subsref__((C("zz"),)), lambda: call("values", m, cellstr("zz")),
                  lambda: call("remove", m, C("zz"))):
        with pytest.raises(MException) as e:
            thunk()
        assert e.value.identifier == "MATLAB:Containers:Map:NoKey"
        assert e.value.message == "The specified key is not present in this container."
    with pytest.raises(MException) as e:
        m.__matlab_subsref__((1.0,))
    assert e.value.identifier == "MATLAB:Containers:TypeMismatch"
    with pytest.raises(MException) as e:
        call("containers.Map", cellstr("a", "b"), cell_array([1.0]))
    assert e.value.identifier == "MATLAB:Containers:KeyValueNumberMismatch"


def test_value_type_enforced():
    m = call("containers.Map", C("KeyType"), C("char"), C("ValueType"), C("double"))
    with pytest.raises(MException) as e:
        m.__matlab_subsasgn__((C("a"),), C("text"))
    assert e.value.identifier == "MATLAB:Containers:TypeMismatch"


def test_length_size_isempty_follow_count():
    # MATLAB/Octave: length(M) and size(M) report Count (size is Count-by-1); numel(M) is 1
    m = call("containers.Map", cellstr("a", "b", "c"), cell_array([1.0, 2.0, 3.0]))
    assert call("length", m) == 3.0
    assert call("size", m).tolist() == [[3.0, 1.0]]
    assert call("size", m, 1.0) == 3.0
    assert call("numel", m) == 1.0
    assert not call("isempty", m)
    empty = call("containers.Map")
    assert call("isempty", empty) and call("length", empty) == 0.0


def test_map_display_like_octave():
    from runmat_builtins.display import disp_text, display_text

    m = _map(["a", "b"], [1.0, 2.0])
    body = ("  containers.Map object with properties:\n\n    Count     : 2\n"
            "    KeyType   : char\n    ValueType : double\n\n")
    assert display_text("m", m) == "m =\n\n" + body + "\n"
    assert disp_text(m) == body


def test_map_vertical_concatenation_merges_keys():
    from runmat_builtins.indexing.concat import concat

    m1 = _map(["a", "b"], [1.0, 2.0])
    m2 = _map(["b", "c"], [20.0, 30.0])
    m3 = concat([[m1], [m2]])
    assert texts(call("keys", m3)) == ["a", "b", "c"] and m3.data["b"] == 20.0
    assert m1.data["b"] == 2.0 and m3 is not m1  # a new map; the inputs are unchanged
    assert concat([[m1], [np.zeros((0, 0))]]) is m1
    with pytest.raises(MException):
        concat([[m1, m2]])  # MATLAB: only vertical concatenation
    with pytest.raises(MException):
        concat([[m1], [5.0]])
