"""sprintf's whole-cycle path (one ``%`` operation over all of the data) gives what the
element-by-element conversions give, and leaves to them every value it cannot format the same."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import MException
from runmat_builtins.format import printf


def _one_by_one(fmt: str, values: list) -> str:
    """The output built from :func:`printf.convert` one conversion at a time (whole cycles)."""
    items, nconv = printf.parse(fmt)
    out, it = [], iter(values)
    for _ in range(len(values) // nconv):
        for item in items:
            out.append(item if type(item) is str else
                       printf.convert(next(it), item.flags, item.width, item.prec, item.conv))
    return "".join(out)


FORMATS = ["w%d ", "%5.2f|%d\n", "%g %e %%\n", "%+08.3f,%-6i|", "% d%u", "%.3g|%E", "%10.4G;%#.0f"]


@pytest.mark.parametrize("fmt", FORMATS)
def test_whole_cycles_equal_conversions_one_by_one(fmt):
    rng = np.random.default_rng(len(fmt))
    nconv = printf.parse(fmt)[1]
    whole = rng.integers(-10**6, 10**6, 12 * nconv).astype(float)
    mixed = whole * rng.choice([1.0, 0.001, 1e-7, 1e9], whole.size)
    ints = printf._cycle_format(fmt)[1]
    mixed.reshape(-1, nconv)[:, list(ints)] = np.round(mixed.reshape(-1, nconv)[:, list(ints)])
    for data in (whole, mixed, np.array([2.0**60, -0.0] * nconv)):
        arr = data.reshape(1, -1)
        assert printf._whole_cycles(fmt, printf._Args((arr,))) is not None
        assert printf.sprintf(fmt, (arr,)) == _one_by_one(fmt, data.tolist())


@pytest.mark.parametrize("values, expected", [
    ([1.0, 2.5], "1,2.500000e+00;"), ([1.0, float("nan")], "1,NaN;"), ([float("inf"), 2.0], "Inf,2;"),
    ([1.0, 2.0, 3.0], "1,2;3,")])
def test_values_it_cannot_format_go_one_by_one(values, expected):
    # a fraction under %d is %e (MATLAB's rule), NaN/Inf print as MATLAB writes them, a last
    # partial cycle stops at its first conversion without data: the element-by-element loop's
    arr = np.array([values])
    assert printf._whole_cycles("%d,%d;", printf._Args((arr,))) is None
    assert printf.sprintf("%d,%d;", (arr,)) == expected


@pytest.mark.parametrize("fmt", ["%s-%d", "%c%d", "%*d", "%x", "%o %d", "%a"])
def test_text_and_star_conversions_take_the_loop(fmt):
    assert printf._cycle_format(fmt) is None


def test_a_text_field_width_past_the_limit_is_refused():
    # fuzz finding: %-18446744073709551616s padded a string (an OverflowError); %s is held
    # to the same field limit as the numeric conversions
    with pytest.raises(MException) as ei:
        printf.sprintf("%-18446744073709551616s", ("a",))
    assert ei.value.identifier == "RunMat:sprintf:fieldTooLarge"
    assert printf.sprintf("%5s|", ("a",)) == "    a|"
