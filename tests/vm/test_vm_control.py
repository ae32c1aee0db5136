"""if / for / while / break / continue / switch / try."""

import pytest

from runmat_builtins.errors import MException


def test_if_elseif_else(run):
    code = "for v = [1 2 3]\n if v == 1\n  disp('one')\n elseif v == 2\n  disp('two')\n else\n  disp('other')\n end\nend\n"
    assert run(code) == "one\ntwo\nother\n"


def test_for_over_matrix_columns(run):
    assert run("for c = [1 2; 3 4]\n  disp(c')\nend\n") == "   1   3\n   2   4\n"


def test_for_over_cell_columns(run):
    assert run("for c = {1, 'a'}\n  disp(class(c))\nend\n") == "cell\ncell\n"


def test_for_range_with_step_and_empty(run):
    out = run("for k = 10:-3:1, fprintf('%d ', k); end\nfprintf('\\n');\nfor k = 1:0, disp('never'); end\ndisp(size(k))\n")
    assert out == "10 7 4 1 \n   1   0\n"


def test_for_loop_variable_reassignment_does_not_change_iteration(run):
    assert run("n = 0;\nfor k = 1:3\n  k = 10;\n  n = n + 1;\nend\ndisp(n)\ndisp(k)\n") == "3\n10\n"


def test_for_over_non_double_range(run):
    assert run("for k = int8(1):int8(3), disp(class(k)), end\n") == "int8\nint8\nint8\n"


def test_while_break_continue(run):
    code = ("k = 0; s = 0;\nwhile true\n  k = k + 1;\n  if k > 6, break; end\n"
            "  if mod(k, 2) == 0, continue; end\n  s = s + k;\nend\ndisp(s)\n")
    assert run(code) == "9\n"


def test_nested_loops_break_inner_only(run):
    code = "c = 0;\nfor i = 1:3\n  for j = 1:3\n    if j == 2, break; end\n    c = c + 1;\n  end\nend\ndisp(c)\n"
    assert run(code) == "3\n"


def test_switch_numbers_strings_cells(run):
    code = ("for v = {3, 'abc', 'zz', 7}\n  x = v{1};\n  switch x\n    case 3\n      disp('three')\n"
            "    case {'x', 'abc'}\n      disp('text')\n    case {7, 8}\n      disp('seven or eight')\n"
            "    otherwise\n      disp('other')\n  end\nend\n")
    assert run(code) == "three\ntext\nother\nseven or eight\n"


def test_switch_string_does_not_match_number(run):
    assert run("switch 'a'\n case 97\n  disp('num')\n otherwise\n  disp('none')\nend\n") == "none\n"


def test_try_catch_identifier_message_stack(run):
    code = ("try\n  f(2);\ncatch e\n  disp(e.identifier)\n  disp(e.message)\n  disp(e.stack(1).name)\n"
            "  disp(e.stack(1).line)\nend\n"
            "function f(x)\n  error('my:id', 'bad %d', x);\nend\n")
    assert run(code) == "my:id\nbad 2\nf\n10\n"


def test_try_catch_without_identifier(run):
    assert run("try\n  error('plain');\ncatch\n  disp('caught')\nend\n") == "caught\n"


def test_break_out_of_try_inside_loop(run):
    code = ("for k = 1:3\n  try\n    if k == 2, break; end\n  catch\n  end\nend\n"
            "try\n  error('a:b', 'after');\ncatch e\n  disp(e.message)\nend\ndisp(k)\n")
    assert run(code) == "after\n2\n"


def test_error_in_catch_propagates(run):
    with pytest.raises(MException) as e:
        run("try\n  error('x:y', 'one');\ncatch\n  error('x:z', 'two');\nend\n")
    assert e.value.identifier == "x:z"


def test_return_in_script_stops_it(run):
    assert run("disp(1)\nreturn\ndisp(2)\n") == "1\n"
