"""s.f, s.f = v, [ ] and { }: values from octave-cli 7.3; MATLAB's rules where Octave differs
(mismatched char rows error, a field on a non-scalar struct array errors)."""

from __future__ import annotations

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.indexing import concat, concat_cell, field_get, field_set
from runmat_builtins.values import STRING_DTYPE, FunctionHandle, StructArray, cell_array, string_array

from .helpers import chars, col, raises, row, same


def test_field_get_and_set():
    s = field_set(None, "a", 1.0)
    assert type(s) is StructArray and s.shape == (1, 1) and field_get(s, "a") == [1.0]
    t = field_set(s, "b", chars("x"))
    assert t.fields == ["a", "b"] and s.fields == ["a"]  # s unchanged
    u = field_set(t, "a", 2.0)
    assert field_get(u, "a") == [2.0] and field_get(t, "a") == [1.0]
    assert field_set(np.zeros((0, 0)), "a", 1.0).fields == ["a"]
    arr = StructArray(["a"], np.array([[{"a": 1.0}], [{"a": 2.0}]], dtype=object))
    assert field_get(arr, "a") == [1.0, 2.0]


def test_field_errors():
    raises("MATLAB:nonExistentField", field_get, StructArray.scalar({"a": 1.0}), "b",
           message='Unrecognized field name "b".')
    raises("MATLAB:structRefFromNonStruct", field_get, 5.0, "a",
           message="Dot indexing is not supported for variables of this type.")
    raises("MATLAB:dotAssignmentNotSupported", field_set, 5.0, "a", 1.0)
    arr = StructArray(["a"], np.array([[{"a": 1.0}, {"a": 2.0}]], dtype=object))
    raises("MATLAB:scalarStructRequired", field_set, arr, "a", 5.0,
           message="Scalar structure required for this assignment.")


def test_exception_properties():
    err = MException("a:b", "boom")
    assert field_get(err, "identifier")[0].tolist() == [list("a:b")]
    assert field_get(err, "message")[0].tolist() == [list("boom")]


def test_numeric_concat():
    same(concat([[1.0, 2.0, 3.0]]), row(1, 2, 3))
    same(concat([[row(1, 2)], [row(3, 4)]]), np.array([[1., 2.], [3., 4.]]))
    assert concat([[5.0]]) == 5.0
    assert concat([[np.zeros((0, 0)), 1.0, np.zeros((0, 0))]]) == 1.0       # octave: 1 1
    assert concat([[np.zeros((1, 0)), 5.0]]) == 5.0                          # octave: 1 1
    same(concat([[col(1, 2), col(3, 4)]]), np.array([[1., 3.], [2., 4.]]))
    same(concat([]), np.zeros((0, 0)))
    same(concat([[]]), np.zeros((0, 0)))        # c = {}; [c{:}]   octave: 0 0
    same(concat([[], []]), np.zeros((0, 0)))    # [c{:}; c{:}]     octave: 0 0


def test_concat_dimension_errors():
    msg = "Dimensions of arrays being concatenated are not consistent."
    raises("MATLAB:catenate:dimensionMismatch", concat, [[1.0, 2.0], [3.0]], message=msg)
    raises("MATLAB:catenate:dimensionMismatch", concat, [[col(1, 2), col(3, 4, 5)]], message=msg)
    raises("MATLAB:catenate:dimensionMismatch", concat, [[chars("ab")], [chars("cde")]])


def test_concat_class_rules():
    same(concat([[chars("ab"), 67.0]]), chars("abC"))                                  # octave: abC
    same(concat([[chars("a"), 66.6]]), chars("aB"))                                    # octave: 97 66
    same(concat([[np.array([[100]], dtype=np.int8), 200.0]]), np.array([[100, 127]], dtype=np.int8))  # octave
    same(concat([[1.5, np.array([[2]], dtype=np.int16), np.array([[3]], dtype=np.int8)]]),
         np.array([[2, 2, 3]], dtype=np.int16))                                        # octave: int16 2 2 3
    same(concat([[np.array([[1]], dtype=np.int8), np.array([[1000]], dtype=np.int16)]]),
         np.array([[1, 127]], dtype=np.int8))                                          # octave: int8 1 127
    same(concat([[np.array([[-100]], dtype=np.int8), -200.7]]), np.array([[-100, -128]], dtype=np.int8))
    assert concat([[np.array([[1]], dtype=np.float32), 2.0]]).dtype == np.float32      # octave: single
    same(concat([[True, 2.0]]), row(1, 2))                                             # octave: double
    same(concat([[True, False]]), np.array([[True, False]]))                           # octave: logical
    x = concat([[1 + 2j, 3.0]])
    assert x.dtype == np.complex128 and x.tolist() == [[1 + 2j, 3 + 0j]]              # octave


def test_concat_cells_structs_strings():
    c = concat([[cell_array([1.0]), 2.0]])
    assert c.dtype == object and c.shape == (1, 2) and c[0, 1] == 2.0                  # octave: cell 1 2
    raises("MATLAB:catenate:dimensionMismatch", concat, [[cell_array([1.0])], [cell_array([2.0, 3.0])]])
    s1, s2 = StructArray.scalar({"a": 1.0}), StructArray.scalar({"a": 2.0})
    s = concat([[s1, s2]])
    assert type(s) is StructArray and s.shape == (1, 2)                                 # octave: 1 2
    raises("MATLAB:catenate:structFieldBad", concat, [[s1, StructArray.scalar({"b": 1.0})]])
    st = concat([[string_array(["a"]), chars("bc"), 5.0]])
    assert st.dtype == STRING_DTYPE and st.tolist() == [["a", "bc", "5"]]
    f = FunctionHandle("sin")
    assert concat([[f]]) is f
    raises("MATLAB:catenate:functionHandle", concat, [[f, f]])


def test_cell_literal_nests():
    inner = cell_array([2.0, 3.0])
    c = concat_cell([[1.0, inner]])
    assert c.shape == (1, 2) and c[0, 1] is inner                                       # octave: 1 2, cell
    d = concat_cell([[1.0, 2.0], [3.0, 4.0]])
    assert d.shape == (2, 2) and d[1, 0] == 3.0
    assert concat_cell([]).shape == (0, 0)
    e = concat_cell([[np.zeros((0, 0)), 1.0]])
    assert e.shape == (1, 2) and e[0, 0].shape == (0, 0)
    raises("MATLAB:catenate:dimensionMismatch", concat_cell, [[1.0, 2.0], [3.0]])
