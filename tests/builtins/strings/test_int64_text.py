"""num2str and int2str of int64/uint64 beyond 2^53 keep every digit: MATLAB formats integer
classes with %d ("If the input array is integer-valued, NUM2STR returns the exact string
representation of that integer", MathWorks answer 91450); Octave 7.3 prints them with %g."""

from __future__ import annotations

import pytest

from tests.builtins.support import vm_output


@pytest.mark.parametrize("expr, text", [
    ("num2str(intmax('int64'))", "9223372036854775807"),
    ("num2str(intmin('int64'))", "-9223372036854775808"),
    ("num2str(intmax('uint64'))", "18446744073709551615"),
    ("int2str(intmax('int64'))", "9223372036854775807"),
    ("num2str(int64(2)^60 + 3)", "1152921504606846979"),
    ("num2str(int32(-5))", "-5"),
])
def test_integer_classes_print_exactly(expr, text):
    assert vm_output(f"disp({expr})") == text + "\n"


def test_int64_row_keeps_digits_and_columns():
    out = vm_output("disp(num2str([int64(2)^60, int64(5)]))")
    assert out.split() == ["1152921504606846976", "5"]
