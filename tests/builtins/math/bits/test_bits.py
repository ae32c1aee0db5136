"""bitand/bitor/bitshift/bitcmp, typecast and swapbytes: result classes, assumed types, errors.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np

from runmat_builtins.values import StructArray, char_row
from tests.builtins.support import call, ident, row


def test_bit_classes_follow_integer_operand():
    r = call("bitand", np.array([[12]], dtype=np.uint8), 10.0)
    assert r.dtype == np.uint8 and r[0, 0] == 8
    assert call("bitor", row(1, 2), row(4, 4)).dtype == np.float64


def test_bitcmp_double_is_uint64_by_default():  # MATLAB: bitcmp(0) = 2^64-1 as double
    assert float(np.asarray(call("bitcmp", 0.0)).reshape(-1)[0]) == 2.0 ** 64 - 1
    assert float(np.asarray(call("bitcmp", 5.0, char_row("int8"))).reshape(-1)[0]) == -6


def test_bitshift_assumedtype_wraps():  # MATLAB doc: bitshift(6, 5:7, 'int8') = [-64 -128 0]
    r = call("bitshift", 6.0, row(5, 6, 7), char_row("int8"))
    assert r.tolist() == [[-64, -128, 0]]
    assert call("bitshift", 6.0, row(5, 6, 7), char_row("uint8")).tolist() == [[192, 128, 0]]


def test_bit_errors():
    assert ident("bitand", -1.0, 1.0) == "RunMat:bitand:doubleRange"
    assert ident("bitor", 1.5, 1.0) == "RunMat:bitor:doubleRange"
    assert ident("bitxor", np.array([[1]], np.uint8), 300.0) == "RunMat:bitxor:mixedDoubleRange"
    assert ident("bitand", np.array([[1]], np.uint8), np.array([[1]], np.int8)) == "MATLAB:mixedClasses"
    assert ident("bitget", np.array([[1]], np.uint8), 9.0) == "MATLAB:bitget:outOfRange"
    assert ident("bitand", char_row("a"), StructArray.scalar({})) == "MATLAB:UndefinedFunction"


def test_typecast_and_swapbytes():
    r = call("typecast", np.array([[1.0]], dtype=np.float32), char_row("uint32"))
    assert r.dtype == np.uint32 and r[0, 0] == 0x3F800000
    assert ident("typecast", np.array([[1, 2, 3]], np.uint8), char_row("uint16")) == \
        "MATLAB:typecast:notEnoughInputElements"
    assert ident("typecast", np.ones((2, 2)), char_row("uint8")) == "MATLAB:typecast:invalidInput"
    assert call("swapbytes", np.array([[1]], np.uint8)).tolist() == [[1]]
