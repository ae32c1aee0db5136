"""A char(0) element (NumPy reads a '<U1' element holding it back as '') keeps its place in
every row: char rows and char text are read through values.char_rows/char_text."""

from __future__ import annotations

import numpy as np

from runmat_builtins.values import char_rows, char_text
from tests.builtins.support import call, vm_output


def test_char_rows_and_text_keep_nul_elements():
    a = np.array([["a", "\0", "b"], ["c", "d", "e"]], dtype="<U1")
    assert char_rows(a) == ["a\0b", "cde"]
    assert char_text(a[:1]) == "a\0b"
    assert char_text(a) == "ac\0dbe"  # column-major


def test_num2str_of_a_char_matrix_with_char_zero_returns_it():
    # [1.5 -2.25; 3 '4'] is char (codes 1 0; 3 52: a double concatenated with char is rounded,
    # clipped at 0); num2str returns a char array as it is (MATLAB, Octave)
    out = vm_output("x = num2str([1.5 -2.25; 3 '4']); disp(isequal(double(x), [1 0; 3 52]))")
    assert out.strip() == "1"


def test_mat2str_of_a_char_matrix_with_char_zero():
    s = call("mat2str", np.array([["a", "\0"], ["b", "c"]], dtype="<U1"))
    assert char_text(s).replace("\0", "0") == "['a0';'bc']"
