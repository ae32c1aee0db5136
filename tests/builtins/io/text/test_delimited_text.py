"""Delimited text files: dlmwrite/csvwrite and their readers.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

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
