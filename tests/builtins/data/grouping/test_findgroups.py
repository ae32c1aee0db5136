"""findgroups and splitapply (MATLAB documentation of both; Octave 7.3 has neither)."""

import numpy as np
import pytest

from tests.builtins.support import C, S, call, cellstr, m, raises_id, row, texts, vm_output

NaN = float("nan")


def test_numbers_sorted_groups_and_ids():
    g, gid = call("findgroups", np.array([[3.0], [1.0], [3.0], [2.0]]), nargout=2)
    assert g.ravel().tolist() == [3.0, 1.0, 3.0, 2.0] and gid.ravel().tolist() == [1.0, 2.0, 3.0]


def test_missing_values_have_no_group():
    g, gid = call("findgroups", S("x", "y", "x", None), nargout=2)
    assert g[0, :3].tolist() == [1.0, 2.0, 1.0] and np.isnan(g[0, 3]) and texts(gid) == ["x", "y"]


def test_several_variables_combinations():
    g = call("findgroups", cellstr("b", "a", "b", shape=(3, 1)), np.array([[1.0], [1.0], [2.0]]))
    assert g.ravel().tolist() == [2.0, 1.0, 3.0]


def test_categorical_follows_category_order():
    c = call("categorical", cellstr("lo", "hi", "lo", "mid"), cellstr("lo", "mid", "hi"))
    g, gid = call("findgroups", c, nargout=2)
    assert g.ravel().tolist() == [1.0, 3.0, 1.0, 2.0]
    assert texts(call("string", gid)) == ["lo", "mid", "hi"]


def test_splitapply_sums_and_several_outputs():
    out = vm_output("g = findgroups([1 2 1 2 3]);\ns = splitapply(@sum, [10 20 30 40 50], g);\n"
                    "fprintf('%d ', s); fprintf('\\n');\n"
                    "[a, b] = splitapply(@(x) deal(max(x), min(x)), [5;1;7;3], [1;1;2;2]);\n"
                    "fprintf('%d ', a, b); fprintf('\\n');")
    assert out == "40 60 50 \n5 7 1 3 \n"


def test_splitapply_matrix_rows_and_errors():
    out = vm_output("s = splitapply(@(x) sum(x, 1), [1 2; 3 4; 5 6], [1; 2; 1]);\ndisp(mat2str(s));")
    assert out == "[6 8;3 4]\n"
    raises_id("MATLAB:splitapply:InvalidGroupNums", "splitapply", call("str2func", C("sum")), row(1, 2), row(0, 1))
    raises_id("MATLAB:splitapply:MissingGroupNums", "splitapply", call("str2func", C("sum")), row(1, 2), row(1, 3))
