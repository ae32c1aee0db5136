"""A(args) = B: growth, scalar expansion, class conversion and errors (octave-cli 7.3 values;
MATLAB's documented rule where Octave differs: the left side's class wins, [] takes the right
side's class, a cell left side refuses non-cells, logical stays logical)."""

from __future__ import annotations

import numpy as np

from runmat_builtins.indexing import COLON, assign, assign_brace
from runmat_builtins.values import STRING_DTYPE, StructArray, cell_array, string_array

from .helpers import MAGIC3, chars, col, mask, nd, raises, row, same


def test_undefined_variable_grows_into_a_row():
    same(assign(None, (5.0,), 1.0), row(0, 0, 0, 0, 1))
    same(assign(None, (2.0, 3.0), 1.0), np.array([[0., 0., 0.], [0., 0., 1.]]))


def test_growth_of_vectors_and_matrices():
    same(assign(row(1, 2, 3), (5.0,), 9.0), row(1, 2, 3, 0, 9))
    same(assign(col(1, 2), (3.0,), 9.0), col(1, 2, 9))
    same(assign(5.0, (3.0,), 1.0), row(5, 0, 1))
    same(assign(5.0, (2.0, 2.0), 1.0), np.array([[5., 0.], [0., 1.]]))            # octave
    same(assign(np.array([[1., 2.], [3., 4.]]), (3.0, 3.0), 9.0),
         np.array([[1., 2., 0.], [3., 4., 0.], [0., 0., 9.]]))                      # octave
    same(assign(np.zeros((1, 0)), (2.0,), 1.0), row(0, 1))                           # octave: 1 2
    same(assign(np.zeros((0, 3)), (2.0,), 1.0), row(0, 1))                           # octave: 1 2
    raises("MATLAB:indexed_matrix_cannot_be_resized", assign, np.ones((2, 2)), (7.0,), 1.0,
           message="Attempt to grow array along ambiguous dimension.")


def test_growth_pads_by_class():
    same(assign(chars("abc"), (5.0,), chars("e")), np.array([["a", "b", "c", "\x00", "e"]]))  # octave: 97 98 99 0 101
    c = assign_brace(cell_array([1.0]), (3.0,), 2.0)
    assert c.shape == (1, 3) and c[0, 1].shape == (0, 0) and c[0, 1].dtype == np.float64  # octave
    s = assign(string_array(["a"]), (3.0,), string_array(["c"]))
    assert s.dtype == STRING_DTYPE and s.shape == (1, 3) and s[0, 1] is None and s[0, 2] == "c"
    same(assign(np.array([[True]]), (3.0,), True), np.array([[True, False, True]]))


def test_colon_growth_from_empty():
    same(assign(np.zeros((0, 0)), (COLON, 1.0), row(1, 2, 3)), col(1, 2, 3))         # octave: 3 1
    same(assign(np.zeros((0, 0)), (COLON, 1.0), col(1, 2, 3)), col(1, 2, 3))         # octave: 3 1
    same(assign(np.zeros((0, 0)), (COLON, 3.0), 5.0), row(0, 0, 5))                  # octave: 1 3
    same(assign(np.zeros((0, 0)), (2.0, COLON), row(1, 2, 3)),
         np.array([[0., 0., 0.], [1., 2., 3.]]))                                     # octave


def test_colon_over_a_zero_length_dimension_selects_nothing():
    # only [] (every dimension 0) lets a colon take the right side's extent
    assert assign(np.zeros((0, 3)), (COLON, 1.0), 5.0).shape == (0, 3)               # octave: 0 3
    assert assign(np.zeros((1, 0)), (1.0, COLON), 5.0).shape == (1, 0)               # octave: 1 0
    assert assign(np.zeros((0, 3)), (COLON, 4.0), 5.0).shape == (0, 4)               # octave: 0 4
    assert assign(np.zeros((2, 3)), (np.zeros((0, 0)), 5.0), 1.0).shape == (2, 5)   # octave: 2 5
    same(assign(np.zeros((3, 0)), (COLON, 1.0), col(1, 2, 3)), col(1, 2, 3))         # octave: 3 1
    raises("MATLAB:subsassigndimmismatch", assign, np.zeros((0, 3)), (COLON, 1.0), col(1, 2))


def test_growth_through_folded_trailing_dimensions_is_ambiguous():
    a = np.ones((2, 3, 2))
    for args in [(3.0, 1.0), (2.0, 7.0)]:                                            # octave: error
        raises("MATLAB:indexed_matrix_cannot_be_resized", assign, a, args, 5.0,
               message="Attempt to grow array along ambiguous dimension.")
    raises("MATLAB:indexed_matrix_cannot_be_resized", assign, np.ones((2, 1, 3)), (1.0, 4.0), 5.0)
    assert assign(a, (1.0, 6.0), 5.0).shape == (2, 3, 2)                              # octave: 2 3 2
    assert assign(a, (1.0, 2.0, 3.0), 5.0).shape == (2, 3, 3)                         # octave: 2 3 3


def test_column_and_block_assignment():
    a = np.array([[1., 2.], [3., 4.]])
    same(assign(a, (COLON, 3.0), col(5, 6)), np.array([[1., 2., 5.], [3., 4., 6.]]))  # octave
    same(assign(a, (COLON, 3.0), row(5, 6)), np.array([[1., 2., 5.], [3., 4., 6.]]))  # octave
    same(assign(np.zeros((2, 2)), (COLON,), np.array([[1., 2., 3., 4.]])),
         np.array([[1., 3.], [2., 4.]]))                                               # octave
    same(assign(MAGIC3, (np.array([[1., 2.]]), 1.0), row(1, 2)),
         np.array([[1., 1., 6.], [2., 5., 7.], [4., 9., 2.]]))                          # octave
    x = assign(np.zeros((2, 2, 2)), (COLON, COLON, 1.0), np.array([[1., 2.], [3., 4.]]))
    same(x.reshape(-1, 1, order="F").T, row(1, 3, 2, 4, 0, 0, 0, 0))                  # octave
    assert assign(np.zeros((2, 2)), (COLON, COLON, 2.0), np.array([[1., 2.], [3., 4.]])).shape == (2, 2, 2)
    same(assign(MAGIC3, (COLON, COLON), 0.0), np.zeros((3, 3)))


def test_logical_mask_assignment_and_growth():
    same(assign(row(1, 2, 3), (mask(1, 0, 1),), 0.0), row(0, 2, 0))
    same(assign(row(1, 2, 3), (mask(0, 0, 0, 0, 1),), 7.0), row(1, 2, 3, 0, 7))      # octave


def test_size_mismatch_errors():
    raises("MATLAB:subsassignnumelmismatch", assign, row(1, 2, 3), (row(1, 2),), row(1, 2, 3),
           message="Unable to perform assignment because the left and right sides have a different "
                   "number of elements.")
    raises("MATLAB:subsassigndimmismatch", assign, MAGIC3, (1.0, row(1, 2)), row(1, 2, 3),
           message="Unable to perform assignment because the size of the left side is 1-by-2 and the "
                   "size of the right side is 1-by-3.")
    raises("MATLAB:subsassigndimmismatch", assign, np.zeros((2, 3)), (row(1, 2), row(1, 2, 3)),
           np.ones((3, 2)))
    raises("MATLAB:subsassigndimmismatch", assign, np.zeros((2, 2)), (COLON, 3.0), row(5, 6, 7),
           message="Unable to perform assignment because the size of the left side is 2-by-1 and the "
                   "size of the right side is 1-by-3.")
    raises("MATLAB:badsubscript", assign, row(1, 2), (0.0,), 1.0)
    raises("MATLAB:badsubscript", assign, row(1, 2), (1.5,), 1.0)


def test_class_conversion_left_side_wins():
    same(assign(np.array([[1, 2]], dtype=np.int8), (2.0,), 2.5), np.array([[1, 3]], dtype=np.int8))    # octave: 1 3
    same(assign(np.array([[1, 2]], dtype=np.int8), (2.0,), -2.5), np.array([[1, -3]], dtype=np.int8))  # octave: 1 -3
    same(assign(np.array([[1, 2]], dtype=np.uint8), (2.0,), -7.0), np.array([[1, 0]], dtype=np.uint8))  # octave: 1 0
    same(assign(np.array([[1, 2]], dtype=np.int8), (2.0,), np.array([[500]], dtype=np.int16)),
         np.array([[1, 127]], dtype=np.int8))                                                           # octave: 1 127
    same(assign(np.array([[1, 2]], dtype=np.float32), (2.0,), np.array([[500]], dtype=np.int16)),
         np.array([[1, 500]], dtype=np.float32))                                                        # octave: single
    same(assign(row(1, 2), (2.0,), np.array([[5]], dtype=np.int8)), row(1, 5))                         # octave: double
    same(assign(chars("abc"), (2.0,), 66.0), chars("aBc"))                                              # octave: aBc
    same(assign(np.ones((2, 2), dtype=bool), (2.0, 2.0), 0.0), np.array([[True, True], [True, False]]))  # octave: logical
    same(assign(np.ones((1, 3), dtype=bool), (2.0,), 5.0), np.ones((1, 3), dtype=bool))  # octave: logical 1 1 1
    raises("MATLAB:nologicalnan", assign, np.ones((1, 3), dtype=bool), (2.0,), float("nan"))
    x = assign(row(1, 2), (2.0,), 1j)
    assert x.dtype == np.complex128 and x[0, 1] == 1j                                                  # octave: 1+0i 0+1i


def test_untyped_left_side_takes_the_right_class():
    same(assign(None, (2.0,), chars("a")), np.array([["\x00", "a"]]))
    same(assign(np.zeros((0, 0)), (3.0,), np.array([[5]], dtype=np.int8)), np.array([[0, 0, 5]], dtype=np.int8))
    c = assign(None, (2.0,), cell_array([3.0]))
    assert c.dtype == object and c.shape == (1, 2) and c[0, 1] == 3.0


def test_cells_with_parentheses():
    c = cell_array([1.0, 2.0])
    raises("MATLAB:invalidConversion", assign, c, (2.0,), 5.0,
           message="Conversion to cell from double is not possible.")
    raises("MATLAB:invalidConversion", assign, row(1, 2), (2.0,), cell_array([3.0]),
           message="Conversion to double from cell is not possible.")
    d = assign(c, (2.0,), cell_array([row(7, 8)]))
    assert d.shape == (1, 2) and np.array_equal(d[0, 1], row(7, 8))
    e = assign(c, (row(1, 2),), cell_array([chars("x")]))  # scalar expansion of a 1x1 cell
    assert e[0, 0].tolist() == [["x"]] and e[0, 1].tolist() == [["x"]]


def test_brace_assignment():
    c = assign_brace(None, (2.0,), row(1, 2))
    assert c.shape == (1, 2) and c[0, 0].shape == (0, 0) and np.array_equal(c[0, 1], row(1, 2))
    c2 = assign_brace(c, (2.0, 2.0), 5.0)
    assert c2.shape == (2, 2) and c2[1, 1] == 5.0
    raises("MATLAB:cellAssToNonCell", assign_brace, 5.0, (1.0,), 2.0)


def test_inplace_only_when_asked_and_owned():
    a = np.zeros((3, 3), order="F")
    b = assign(a, (2.0, 2.0), 1.0, inplace=True)
    assert b is a and a[1, 1] == 1.0
    c = assign(a, (1.0,), 5.0)
    assert c is not a and a[0, 0] == 0.0 and c[0, 0] == 5.0
    grown = assign(row(1, 2), (3.0,), 3.0, inplace=True)
    same(grown, row(1, 2, 3))
    view = a[:, :2]
    v2 = assign(view, (1.0,), 7.0, inplace=True)
    assert a[0, 0] == 0.0 and v2[0, 0] == 7.0  # a view is never written through


def test_nd_and_int_subscripts():
    x = nd(8, 2, 2, 2)
    y = assign(x, (2.0, 2.0, 2.0), 0.0)
    assert y[1, 1, 1] == 0.0 and x[1, 1, 1] == 8.0
    raises("MATLAB:indexed_matrix_cannot_be_resized", assign, x, (1.0, 5.0), 9.0)


def test_struct_arrays():
    s = StructArray.scalar({"a": 1.0})
    t = StructArray.scalar({"a": 2.0})
    u = assign(s, (3.0,), t)
    assert u.shape == (1, 3) and u.get("a", 2) == 2.0 and u.get("a", 1).shape == (0, 0)  # octave: 0 0
    v = assign(None, (2.0,), t)
    assert v.shape == (1, 2) and v.fields == ["a"]
    raises("MATLAB:heterogeneousStrucAssignment", assign, s, (2.0,), StructArray.scalar({"b": 1.0}))
    raises("MATLAB:invalidConversion", assign, s, (2.0,), 1.0)
    w = assign(s, (2.0,), StructArray.scalar({"a": 3.0, "b": 4.0}))  # s(2).b = 4 arrives this way
    assert w.fields == ["a", "b"] and w.get("b", 0).shape == (0, 0) and w.get("b", 1) == 4.0
    assert s.fields == ["a"] and "b" not in s.elems[0, 0]


def test_char_zero_written_into_numbers_is_code_zero():
    # octave-cli 7.3: y = [1 2]; y(1) = char(0) gives [0 2] (NumPy reads a '\0' char back as '')
    z = chars("\x00")
    same(assign(row(1, 2), (1.0,), z), row(0, 2))
    same(assign(np.array([[1, 2]], dtype=np.int8), (2.0,), z), np.array([[1, 0]], dtype=np.int8))
    same(assign(row(1, 2), (COLON,), chars("\x00 ")), row(0, 32))
