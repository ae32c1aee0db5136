"""runmat_builtins.numeric: class rules, casts, implicit expansion (MATLAB docs + Octave)."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import MException
from runmat_builtins.numeric import (
    cast_to,
    check_broadcast,
    class_name,
    elementwise_binary,
    elementwise_unary,
    narrow,
    result_class,
    round_half_away,
    to_logical,
    to_numeric,
)
from runmat_builtins.values import char_row
from tests.builtins.support import arr, i8


@pytest.mark.parametrize("a, b, cls", [
    ("double", "single", "single"), ("int8", "double", "int8"), ("double", "uint16", "uint16"),
    ("logical", "logical", "double"), ("char", "char", "double"), ("char", "double", "double"),
    ("logical", "int32", "int32"), ("single", "int16", "int16"), ("single", "single", "single"),
    ("int64", "int64", "int64"), ("logical", "single", "single"),
])


def test_result_class(a, b, cls):
    assert result_class(a, b) == cls


def test_result_class_mixed_integers():
    with pytest.raises(MException) as e:
        result_class("int8", "int16")
    assert e.value.identifier == "MATLAB:mixedClasses"
    assert e.value.message == ("Integers can only be combined with integers of the same class, "
                               "or scalar doubles.")


def test_result_class_of_values_and_undefined():
    assert result_class(1.0, i8([1])) == "int8"
    with pytest.raises(MException) as e:
        result_class(np.empty((1, 1), dtype=object), 1.0, "plus")
    assert e.value.identifier == "MATLAB:UndefinedFunction"
    assert e.value.message == "Undefined function 'plus' for input arguments of type 'cell'."


def test_class_name():
    assert class_name(1.0) == "double" and class_name(True) == "logical" and class_name(1j) == "double"
    assert class_name(char_row("ab")) == "char" and class_name(arr([1], np.uint32)) == "uint32"
    assert class_name(arr([1], np.complex64)) == "single"


def test_to_numeric():
    np.testing.assert_array_equal(to_numeric(char_row("AB")), [[65.0, 66.0]])
    assert to_numeric(arr([True, False], bool)).dtype == np.float64
    assert to_numeric(True) == 1.0
    assert to_numeric(arr([1], np.float32)).dtype == np.float32


@pytest.mark.parametrize("cls, values, expected", [
    # Octave: disp(int8([-200 2.5 -2.5 NaN 200]))
    ("int8", [-200, 2.5, -2.5, np.nan, 200], [-128, 3, -3, 0, 127]),
    ("uint8", [-0.5, 255.5, np.inf, -np.inf], [0, 255, 255, 0]),
    ("int32", [2.5, -2.5, 0.49999999999999994], [3, -3, 0]),
    ("int64", [1e30, -1e30, np.nan, 2.5], [2**63 - 1, -2**63, 0, 3]),
    ("uint64", [1e30, -3.0, 2**64], [2**64 - 1, 0, 2**64 - 1]),
])


def test_cast_to_integer(cls, values, expected):
    out = cast_to(arr(values), cls)
    assert out.dtype == np.dtype(cls)
    assert out.ravel().tolist() == expected


def test_cast_to_scalar_and_integer_narrowing():
    out = cast_to(300.0, "uint8")
    assert out.dtype == np.uint8 and out.shape == (1, 1) and out[0, 0] == 255
    assert cast_to(arr([300, -300], np.int16), "int8").ravel().tolist() == [127, -128]
    assert cast_to(arr([2**64 - 1], np.uint64), "int64").ravel().tolist() == [2**63 - 1]
    assert cast_to(arr([-1], np.int64), "uint64").ravel().tolist() == [0]
    assert cast_to(arr([True, False], bool), "int8").ravel().tolist() == [1, 0]
    assert cast_to(char_row("a"), "uint8").ravel().tolist() == [97]


def test_round_half_away():
    np.testing.assert_array_equal(round_half_away(arr([-2.5, -0.5, 0.5, 1.5, 2.5])), [[-3, -1, 1, 2, 3]])
    assert round_half_away(-2.5) == -3.0 and round_half_away(0.49999999999999994) == 0.0


def test_to_logical_nan():
    with pytest.raises(MException) as e:
        to_logical(arr([1, np.nan]))
    assert e.value.identifier == "MATLAB:nologicalnan"
    assert e.value.message == "NaN's cannot be converted to logicals."


def test_check_broadcast():
    assert check_broadcast((2, 1), (1, 3)) == (2, 3)
    assert check_broadcast((2, 3, 4), (2, 3)) == (2, 3, 4)  # trailing singleton, MATLAB-style
    assert check_broadcast((0, 3), (1, 3)) == (0, 3)
    with pytest.raises(MException) as e:
        check_broadcast((2, 3), (3, 2))
    assert e.value.identifier == "MATLAB:sizeDimensionsMustMatch"
    assert e.value.message == "Arrays have incompatible sizes for this operation."


def test_elementwise_binary_matlab_alignment():
    a = np.arange(24, dtype=float).reshape(2, 3, 4)
    b = np.ones((2, 3))
    out = elementwise_binary(a, b, np, np.add, name="plus")
    assert out.shape == (2, 3, 4)
    np.testing.assert_array_equal(out, a + 1)


def test_elementwise_unary_complex_and_narrow():
    assert elementwise_unary(-4.0, np, np.sqrt, name="sqrt", domain=lambda v: v < 0) == 2j
    out = elementwise_unary(arr([4.0, 9.0]), np, np.sqrt, name="sqrt", domain=lambda v: v < 0)
    assert out.dtype == np.float64
    assert narrow(np.array([[1 + 0j]])).dtype == np.float64
    with pytest.raises(MException) as e:
        elementwise_unary(i8([1]), np, np.sin, name="sin")
    assert e.value.message == "Undefined function 'sin' for input arguments of type 'int8'."


def test_arith_class_accepts_numeric_logical_char_and_refuses_the_rest():
    from runmat_builtins.numeric import arith_class

    assert arith_class(np.array([[1]], dtype=np.int8), "f") == "int8"
    assert arith_class(True, "f") == "logical"
    with pytest.raises(MException) as ei:
        arith_class(np.empty((1, 1), dtype=object), "cumsum")
    assert ei.value.identifier == "MATLAB:UndefinedFunction"
    assert "'cumsum'" in ei.value.message and "'cell'" in ei.value.message


@pytest.mark.parametrize("a, b, op, want", [
    # integral scalars: exact in Python integers, then saturated (MATLAB: int64(2^53) + 1 is
    # 9007199254740993; intmax('uint64') + 1 stays intmax; uint8(200) * 2 is 255; int8(-100) - 100 is -128)
    (np.array([[2**53]], dtype=np.int64), 1.0, np.add, 2**53 + 1),
    (np.array([[2**64 - 1]], dtype=np.uint64), 1.0, np.add, 2**64 - 1),
    (np.array([[200]], dtype=np.uint8), 2.0, np.multiply, 255),
    (np.array([[-100]], dtype=np.int8), 100.0, np.subtract, -128),
    (5.0, np.array([[7]], dtype=np.uint16), np.subtract, 0),
    (True, np.array([[3]], dtype=np.int32), np.add, 4),
])
def test_integer_scalar_arithmetic_exact_and_saturated(a, b, op, want):
    r = elementwise_binary(a, b, np, op, name="plus")
    cls = (b if isinstance(b, np.ndarray) else a).dtype
    assert r.dtype == cls and r.shape == (1, 1) and int(r[0, 0]) == want


def test_integer_scalar_with_fractional_double_rounds():
    # a non-integral double goes the general way: computed, rounded half away, saturated
    assert int(elementwise_binary(np.array([[3]], dtype=np.int16), 0.5, np, np.multiply, name="times")[0, 0]) == 2
    assert int(elementwise_binary(np.array([[-3]], dtype=np.int16), 0.5, np, np.multiply, name="times")[0, 0]) == -2
    assert int(elementwise_binary(np.array([[5]], dtype=np.uint64), np.nan, np, np.add, name="plus")[0, 0]) == 0
    # a 1x1 int64 cast from the wide float rounds exactly: int64(2^62 + 0.5 in long double)
    assert int(cast_to(np.array([[2.0**62]], dtype=np.longdouble) + np.longdouble(0.5), "int64")[0, 0]) == 2**62 + 1
