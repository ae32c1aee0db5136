"""A(args): shapes, values and errors checked against octave-cli 7.3 (and MATLAB's documented
wording where they differ: R2021+ error messages, vector orientation for A([]))."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.indexing import COLON, end_index, index, index_brace
from runmat_builtins.values import STRING_DTYPE, StructArray, cell_array, char_row, string_array

from .helpers import MAGIC3, MAGIC4, chars, col, mask, nd, raises, rng, row, same


def test_scalar_subscripts_return_python_scalars():
    a = MAGIC4
    assert index(a, (3.0,)) == 9.0 and type(index(a, (3.0,))) is float
    assert index(a, (2.0, 3.0)) == 10.0
    assert index(a, (16.0,)) == 1.0
    assert index(np.array([[True, False]]), (2.0,)) is False
    assert index(np.array([[1 + 2j, 3]]), (1.0,)) == 1 + 2j


def test_scalar_of_other_classes_stays_a_1x1_array():
    same(index(np.array([[1, 2]], dtype=np.int8), (2.0,)), np.array([[2]], dtype=np.int8))
    same(index(chars("abc"), (2.0,)), chars("b"))
    same(index(np.array([[1, 2]], dtype=np.float32), (1.0, 2.0)), np.array([[2]], dtype=np.float32))


def test_python_scalars_index_like_1x1_arrays():
    assert index(5.0, (1.0,)) == 5.0
    assert index(5.0, (1.0, 1.0)) == 5.0
    same(index(5.0, (np.array([[1.0, 1.0, 1.0]]),)), row(5, 5, 5))
    same(index(5.0, (col(1, 1, 1),)), col(5, 5, 5))  # octave: size 3 1
    assert index(True, (1.0,)) is True
    raises("MATLAB:index:outOfBounds", index, 5.0, (2.0,),
           message="Index exceeds the number of array elements. Index must not exceed 1.")


@pytest.mark.parametrize("src, idx, shape", [
    (rng(1, 3), np.array([[1., 1.], [2., 2.]]), (2, 2)),   # octave: 2 2
    (col(1, 2, 3), rng(1, 3), (3, 1)),                      # octave: 3 1
    (MAGIC4, rng(1, 3), (1, 3)),                            # octave: 1 3
    (MAGIC4, col(1, 2, 3), (3, 1)),                         # octave: 3 1
    (rng(1, 5), np.zeros((1, 0)), (1, 0)),                  # octave: 1 0
    (rng(1, 5), mask(0, 0, 0, 0, 0), (1, 0)),               # octave: 1 0
    (MAGIC3, np.zeros((3, 3), dtype=bool), (0, 1)),         # octave: 0 1
    (MAGIC3, mask(1, 0, 1), (1, 2)),                        # octave: 1 2
    (MAGIC3, np.zeros((0, 0)), (0, 0)),                     # octave: 0 0
    (rng(1, 5), np.zeros((0, 0)), (1, 0)),                  # MATLAB: vector source keeps its orientation
])
def test_linear_result_shapes(src, idx, shape):
    assert index(src, (idx,)).shape == shape


def test_linear_values_are_column_major():
    same(index(MAGIC4, (rng(1, 3),)), row(16, 5, 9))
    same(index(MAGIC4, (COLON,)), MAGIC4.reshape(-1, 1, order="F"))
    same(index(rng(1, 3), (mask(1, 0, 1, 0),)), row(1, 3))  # octave: 1 3 (false past the end is fine)
    same(index(chars("hello"), (rng(5, 1, -1),)), chars("olleh"))  # octave: olleh


def test_matrix_subscript_fills_the_result_column_major():
    two_by_two = np.array([[1., 2.], [3., 4.]])
    same(index(MAGIC3, (two_by_two,)), np.array([[8., 3.], [4., 1.]]))  # octave: 8 3; 4 1
    same(index(rng(10, 30, 10), (np.array([[1., 1.], [2., 2.]]),)), np.array([[10., 10.], [20., 20.]]))
    c = index(cell_array([1.0, 2.0, 3.0]), (np.array([[1., 2.], [3., 1.]]),))
    assert [c[0, 0], c[1, 0], c[0, 1], c[1, 1]] == [1.0, 3.0, 2.0, 1.0]  # octave: {1 2; 3 1}


def test_colon_as_char_works_like_colon():
    same(index(MAGIC3, (char_row(":"), 2.0)), col(1, 5, 9))


def test_two_subscripts():
    same(index(MAGIC4, (rng(2, 3), row(1, 4))), np.array([[5., 8.], [9., 12.]]))  # octave
    same(index(MAGIC4, (COLON, 4.0)), col(13, 8, 12, 1))                           # octave
    same(index(MAGIC4, (row(3, 1), row(4, 2))), np.array([[12., 7.], [13., 2.]]))
    same(index(MAGIC4, (mask(1, 0, 0, 1), COLON)), np.array([[16., 2., 3., 13.], [4., 14., 15., 1.]]))
    same(index(MAGIC3, (COLON, np.zeros((1, 0)))), np.zeros((3, 0)))


def test_nd_subscripts():
    x = nd(24, 2, 3, 4)
    assert index(x, (2.0, COLON)).shape == (1, 12)                                # octave: 1 12
    assert index(x, (2.0, 5.0)) == 10.0                                           # octave: 10
    same(index(x, (COLON, COLON, 3.0)), np.array([[13., 15., 17.], [14., 16., 18.]]))  # octave
    assert index(x, (1.0, 2.0, 3.0, 1.0)) == 15.0                                 # octave: 15
    assert index(rng(1, 3), (1.0, 1.0, 1.0)) == 1.0                               # octave: 1
    assert index(x, (COLON, 1.0, COLON)).shape == (2, 1, 4)


def test_out_of_bounds_wording():
    raises("MATLAB:index:outOfBounds", index, rng(1, 3), (5.0,),
           message="Index exceeds the number of array elements. Index must not exceed 3.")
    raises("MATLAB:index:outOfBounds", index, MAGIC3, (4.0, 1.0),
           message="Index in position 1 exceeds array bounds. Index must not exceed 3.")
    raises("MATLAB:index:outOfBounds", index, rng(1, 3), (1.0, 4.0),
           message="Index in position 2 exceeds array bounds. Index must not exceed 3.")
    raises("MATLAB:index:outOfBounds", index, MAGIC3, (1.0, 2.0, 2.0),
           message="Index in position 3 exceeds array bounds. Index must not exceed 1.")
    raises("MATLAB:index:outOfBounds", index, rng(1, 3), (mask(1, 0, 1, 1),))
    raises("MATLAB:index:outOfBounds", index, MAGIC3, (row(1, 10),))


@pytest.mark.parametrize("bad", [0.0, 1.5, -1.0, float("nan"), row(1, 0), row(1, 2.5)])
def test_bad_subscripts(bad):
    raises("MATLAB:badsubscript", index, MAGIC3, (bad,),
           message="Array indices must be positive integers or logical values.")


def test_colon_of_a_row_major_array_is_one_owned_column_major_copy():
    # A(:) of a C-ordered array (as zeros(n, n) makes): column-major values in an array of its own
    a = np.ascontiguousarray(MAGIC4)
    c = index(a, (COLON,))
    same(c, col(16, 5, 9, 4, 2, 11, 7, 14, 3, 10, 6, 15, 13, 8, 12, 1))   # octave: magic(4)(:)
    assert c.base is None and not np.may_share_memory(c, a)
    x = np.ascontiguousarray(np.arange(1.0, 25.0).reshape(2, 3, 4, order="F"))   # reshape(1:24, 2, 3, 4)
    same(index(x, (COLON,)), np.arange(1.0, 25.0).reshape(-1, 1))
    same(index(np.array([[1, 2], [3, 4]], dtype=np.int8), (COLON,)), np.array([[1], [3], [2], [4]], dtype=np.int8))


def test_bad_subscript_in_position():
    raises("MATLAB:badsubscript", index, MAGIC3, (1.0, 0.0),
           message="Index in position 2 is invalid. Array indices must be positive integers or logical values.")


def test_results_never_alias_the_source():
    a = MAGIC4.copy()
    b = index(a, (COLON, rng(1, 2)))
    b[0, 0] = -1
    assert a[0, 0] == 16.0
    c = index(a, (COLON,))
    c[0, 0] = -1
    assert a[0, 0] == 16.0


def test_integer_and_logical_subscript_arrays():
    same(index(rng(10, 14), (np.array([[2, 4]], dtype=np.int32),)), row(11, 13))
    same(index(rng(10, 14), (np.array([[1, 0, 1, 0, 1]], dtype=bool),)), row(10, 12, 14))
    assert index(rng(10, 14), (True,)) == 10.0
    same(index(rng(10, 14), (False,)), np.zeros((1, 0)))


def test_cells_strings_structs():
    c = cell_array([1.0, chars("a"), 3.0])
    sub = index(c, (rng(2, 3),))
    assert sub.dtype == object and sub.shape == (1, 2)   # octave: cell 1 2
    assert index_brace(c, (2.0,))[0] is c[0, 1]
    assert index_brace(c, (COLON,)) == [c[0, 0], c[0, 1], c[0, 2]]
    s = string_array(["a", "bb", "ccc"])
    r = index(s, (2.0,))
    assert r.dtype == STRING_DTYPE and r.shape == (1, 1) and r[0, 0] == "bb"
    st = StructArray(["a"], np.array([[{"a": 1.0}, {"a": 2.0}]], dtype=object))
    e = index(st, (2.0,))
    assert type(e) is StructArray and e.shape == (1, 1) and e.get("a") == 2.0


def test_brace_on_non_cell():
    raises("MATLAB:cellRefFromNonCell", index_brace, 5.0, (1.0,),
           message="Brace indexing is not supported for variables of this type.")
    raises("MATLAB:cellRefFromNonCell", index_brace, MAGIC3, (1.0,))


def test_end_index():
    x = nd(24, 2, 3, 4)
    assert end_index(x, 0, 1) == 24
    assert end_index(x, 0, 2) == 2 and end_index(x, 1, 2) == 12
    assert end_index(x, 2, 3) == 4 and end_index(x, 1, 3) == 3
    assert end_index(MAGIC4, 1, 2) == 4
    assert end_index(3.0, 0, 1) == 1
    assert end_index(x, 3, 4) == 1
    assert end_index(StructArray(["a"], np.empty((1, 5), dtype=object)), 0, 1) == 5


def test_char_zero_as_a_subscript_is_a_bad_subscript():
    # octave-cli 7.3: x(char(0)) is an index error (position 0), x(char(2)) is x(2)
    raises("MATLAB:badsubscript", index, row(5, 6, 7), (chars("\x00"),))
    raises("MATLAB:badsubscript", index, row(5, 6, 7), (chars("\x01\x00"),))
    assert index(row(5, 6, 7), (chars("\x02"),)) == 6.0
