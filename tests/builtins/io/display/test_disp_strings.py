"""disp of string arrays follows MATLAB's layout."""

from __future__ import annotations

from tests.builtins.support import vm_output


def test_disp_of_strings_follows_matlab():
    # MATLAB documentation: disp("abc") prints the text; arrays print a quoted grid, no header
    assert vm_output('disp("abc")') == "abc\n"
    assert vm_output('disp(["a" "bb"; "c" "d"])') == '    "a"    "bb"\n    "c"    "d"\n'
