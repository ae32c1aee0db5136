"""Operators and builtins on datetime and duration values (runmat_builtins/lib/time/_overloads.py):
cases the fuzzer found ending in a Python error."""

from __future__ import annotations


def test_colon_with_an_empty_operand_is_an_empty_range(run) -> None:
    # numeric colon gives 1x0 for an empty operand ([]:1:5; MATLAB's colon page: "If you specify
    # nonscalar arrays, then MATLAB interprets j:i:k as j(1):i(1):k(1)"), and so do time values
    got = run("a = seconds([]):1:seconds(5);\ndisp(size(a)); disp(class(a))\n"
              "b = seconds(1):seconds(1):seconds([]);\ndisp(size(b)); disp(class(b))\n"
              "c = NaT(0, 0):days(1):datetime(2020, 1, 1);\ndisp(size(c)); disp(class(c))\n"
              "d = datetime(2020, 1, 1):seconds([]):datetime(2020, 1, 2);\ndisp(size(d)); disp(class(d))")
    assert got == "   1   0\nduration\n" * 2 + "   1   0\ndatetime\n" * 2


def test_colon_of_arrays_takes_their_first_elements(run) -> None:
    got = run("d = seconds([1 9]):seconds(1):seconds([3 0]);\ndisp(seconds(d))")
    assert got == "   1   2   3\n"


def test_isequal_with_values_of_another_class_is_false(run) -> None:
    # isequal is true only for equal values of one class and size: 3 and 3 are equal, a
    # duration is not (MATLAB's isequal page: "the same size and values, and of a compatible class")
    got = run("disp(isequal(3, 3, seconds(3)))\ndisp(isequal([1 2], [1 2], seconds(1)))\n"
              "disp(isequaln(3, 3, datetime(2020, 1, 1)))\ndisp(isequal(seconds(3), seconds(3), seconds(3)))")
    assert got == "0\n0\n0\n1\n"


def test_set_functions_and_min_max_read_their_second_value_as_time(run) -> None:
    # union/intersect/setdiff/min/max(A, B): B converts to A's class (date text, numbers of days)
    # or fails with the class's comparison error; later arguments stay options
    got = run("disp(seconds(union(seconds([3 1]), seconds(2), 'stable')))\n"
              "disp(seconds(min(seconds([3 1]), [], 2)))\ndisp(char(union(datetime(2020, 1, 1), '2020-01-02')))")
    assert got == "   3   1   2\n1\n01-Jan-2020\n02-Jan-2020\n"
    import pytest
    from runmat_vm import MException

    with pytest.raises(MException) as err:
        run("union(seconds(1), 'a')")
    assert err.value.identifier == "MATLAB:duration:InvalidComparison"
