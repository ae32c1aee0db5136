"""celldisp: MATLAB's layout (blank lines, NAME{i} labels, nested cells entered)."""

from __future__ import annotations

from tests.builtins.support import vm_output


def test_labels_vectors_linearly_and_matrices_by_subscripts():
    out = vm_output("C = {'a', 'b'; 'c', {'d', 'e'}};\ncelldisp(C)")
    labels = [ln for ln in out.splitlines() if ln.endswith(" =")]
    assert labels == ["C{1,1} =", "C{2,1} =", "C{1,2} =", "C{2,2}{1} =", "C{2,2}{2} ="]
    assert out.startswith(" \nC{1,1} =\n \na\n \n")


def test_name_argument_and_ans_for_expressions():
    assert vm_output("celldisp({'x'}, 'myCells')") == " \nmyCells{1} =\n \nx\n \n"
    assert vm_output("celldisp({'x'})").startswith(" \nans{1} =")


def test_not_a_cell_is_an_error():
    out = vm_output("try\n  celldisp(5);\ncatch e\n  disp(e.identifier)\nend")
    assert out == "MATLAB:celldisp:notCellArray\n"


def test_empty_values_are_named_on_one_line():
    out = vm_output("celldisp({[], {}, ''}, 'e')")
    assert out == " \ne{1} = []\n \n \ne{2} = {}\n \n \ne{3} = ''\n \n"
