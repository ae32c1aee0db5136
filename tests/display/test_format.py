"""sprintf / num2str / int2str / mat2str against octave-cli 7.3 (expected_format.json)."""

from __future__ import annotations

import json
import pathlib

import numpy as np
import pytest

from format_cases import CALLS_PY
from runmat_builtins.errors import MException
from runmat_builtins.format import mat2str, num2str, sprintf
from runmat_builtins.values import cell_array, char_row

EXPECTED = json.loads((pathlib.Path(__file__).parent / "expected_format.json").read_text())


def as_octave_prints(r):
    """What gen_expected.py prints for a result: rows plus <RxC> for multi-row char."""
    if isinstance(r, list):
        return "".join(row + "\n" for row in r) + f"<{len(r)}x{len(r[0]) if r else 0}>"
    return r


@pytest.mark.parametrize("cid,expr,call", CALLS_PY, ids=[c[0] for c in CALLS_PY])
def test_matches_octave(cid, expr, call):
    assert as_octave_prints(call()) == EXPECTED[cid], expr


# MATLAB documents these where Octave differs: a conversion that does not fit the
# value falls back to %e (Octave prints a shortest-form number instead).
@pytest.mark.parametrize("fmt,args,want", [
    ("%d", (1.5,), "1.500000e+00"),
    ("%i|", (np.array([[1.0, 2.5]]),), "1|2.500000e+00|"),
    ("%x", (1.5,), "1.500000e+00"),
    ("%s", (3.5,), "3.500000e+00"),
    ("%d", (1e20,), "100000000000000000000"),
])
def test_matlab_fallback_to_e(fmt, args, want):
    assert sprintf(fmt, args) == want


@pytest.mark.parametrize("fmt,want", [  # octave-cli 7.3 and C printf agree
    ("%#o", "010"), ("%#5o", "  010"), ("%-#5o|", "010  |"), ("%#05o", "00010"), ("%#x", "0x8"),
])
def test_alternate_octal_form_is_c_style(fmt, want):
    assert sprintf(fmt, (8.0,)) == want
    assert sprintf("%#o", (0.0,)) == "0"


def test_cell_argument_is_a_matlab_error():
    with pytest.raises(MException) as e:
        sprintf("%d", (cell_array([1.0]),))
    assert e.value.identifier == "MATLAB:sprintf:InvalidInputType"


def test_num2str_empty_and_bad_input():
    assert num2str(np.zeros((0, 0))) == ""
    with pytest.raises(MException):
        num2str(cell_array([1.0]))


def test_mat2str_char_is_quoted():
    assert mat2str(char_row("it's")) == "'it''s'"
