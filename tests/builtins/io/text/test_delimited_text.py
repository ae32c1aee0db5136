"""Delimited text files: dlmwrite/csvwrite and their readers.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import pytest

from runmat_builtins.errors import MException
from tests.builtins.support import vm_output


def test_delimited_text(tmp_path):
    f = tmp_path / "m.csv"
    f.write_text("a,b,c\n1,2,3\n4,,6\n")
    assert vm_output(f"m = readmatrix('{f}')") == "m =\n\n     1     2     3\n     4   NaN     6\n\n"
    g = tmp_path / "o.csv"
    vm_output(f"csvwrite('{g}', [1 2.5; -3 4])")
    assert g.read_text() == "1,2.5\n-3,4\n"
    assert vm_output(f"m = csvread('{g}', 1, 0)") == "m =\n\n  -3   4\n\n"
    assert vm_output(f"dlmwrite('{g}', [1 2], '\\t'); m = dlmread('{g}', '\\t')") == "m =\n\n   1   2\n\n"


def test_num_header_lines_must_be_a_nonnegative_integer_scalar(tmp_path):
    # an option value of the wrong class or shape is MATLAB's validation error, never a
    # Python conversion error (fuzz finding: 'NumHeaderLines', "str")
    f = tmp_path / "a.txt"
    f.write_text("x y\n1 2\n")
    for bad, ident in (('"str"', "MATLAB:invalidType"), ("{1}", "MATLAB:invalidType"),
                       ("[1 2]", "MATLAB:expectedScalar"), ("-1", "MATLAB:expectedNonnegative")):
        for fn in ("readmatrix", "detectImportOptions"):
            with pytest.raises(MException) as ei:
                vm_output(f"M = {fn}('{f}', 'Delimiter', ' ', 'NumHeaderLines', {bad});")
            assert ei.value.identifier == ident, (fn, bad, ei.value.identifier)
    assert vm_output(f"M = readmatrix('{f}', 'Delimiter', ' ', 'NumHeaderLines', 1); disp(M)").split() == ["1", "2"]
