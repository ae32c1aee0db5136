"""Syntax error messages and positions (parser.md §7) and validation rejects."""

import pickle

import pytest

from runmat_vm.frontend import MatlabSyntaxError, parse, parse_expression

# (source, line, col, message)
CASES = [
    ("x = 1;\nx = (1 + 2;", 2, 11, "expected ')'"),
    ("x = 1;\nm = [1, 2\ny = 3;\nz = 4;", 2, 5, "'[' is never closed (expected ']')"),
    ("x = 1;\nif x > 0\n  y = 1;\nelse\n  y = 2;\n", 2, 1, "'if' is never closed (missing 'end')"),
    ("x = 1;\nz = 3 +* 4;", 2, 8, "unexpected '*'"),
    ("x = 1;\ns = 'abc;", 2, 5, "unterminated character/string literal"),
    ("x = 1;\ns = \"abc", 2, 5, "unterminated character/string literal"),
    ("c = {1, 'a", 1, 9, "unterminated character/string literal"),
    ("x = 1;\nend\ny = 2;", 2, 1, "unexpected 'end'"),
    ("x = 1;\ny = x + ;", 2, 8, "expected an expression"),
    ("a = 1;\nb = 2 +", 2, 8, "expected an expression"),
    ("x = 1 2", 1, 7, "unexpected '2'"),
    ("x = end", 1, 5, "unexpected 'end'"),
    ("y = {1, 2", 1, 5, "'{' is never closed (expected '}')"),
    ("x = f(1, 2", 1, 6, "'(' is never closed (expected ')')"),
    ("for i=1:3\n  x = [1 2\nend", 2, 7, "'[' is never closed (expected ']')"),
    ("function f\n  x = 1;\n  for i = 1:2\n", 3, 3, "'for' is never closed (missing 'end')"),
    ("if x\n  y = 1", 1, 1, "'if' is never closed (missing 'end')"),
    ("x = 1 # c", 1, 7, "'#' comments are Octave syntax; use '%'"),
    # a stray closing bracket is blamed, not the start of the statement
    ("x = 1;\ndisp('a'))", 2, 10, "unexpected ')'"),
    ("if x\n  y = max(1, 2));\nend", 2, 16, "unexpected ')'"),
    ("a = {1, 2}};", 1, 11, "unexpected '}'"),
    # a dangling '.' or '@'
    ("a = b.c.", 1, 9, "expected a field name"),
    ("x = @", 1, 6, "expected an expression"),
    # validation (tree-sitter accepts these)
    ("[] = f(1)", 1, 1, "an assignment needs at least one output ('[] = ...' is not allowed)"),
    ("function y = f(varargin, x)\ny=1;\nend", 1, 1, "'varargin' must be the last input of a function"),
    ("function [varargout, y] = f(x)\ny=1;\nend", 1, 1, "'varargout' must be the last output of a function"),
    ("break", 1, 1, "a BREAK statement appeared outside of a loop"),
    ("if 1\n  continue\nend", 2, 3, "a CONTINUE statement appeared outside of a loop"),
    ("function f()\nendfunction", 2, 1, "'endfunction' is Octave syntax; use 'end'"),
    ("persistent y", 1, 1, "persistent declarations are only allowed in a function"),
    ("function f\nend\nfunction f\nend", 3, 1, "function 'f' is already defined in this file"),
    ("x=1;\nfunction f\nend\ny=2;", 4, 1, "function definitions in a script must appear at the end of the file"),
    ("function y = f(x)\n y = x;\nend\nz = 1;", 4, 1,
     "this statement is not inside any function (it follows the 'end' of a function definition)"),
    ("f = @(x, x) x;", 1, 5, "'x' appears twice in the input list"),
]


@pytest.mark.parametrize("src,line,col,message", CASES, ids=[c[0][:30] for c in CASES])
def test_error_message(src, line, col, message):
    with pytest.raises(MatlabSyntaxError) as ei:
        parse(src, "t.m")
    e = ei.value
    assert (e.line, e.col, e.reason) == (line, col, message)
    assert e.identifier == "MATLAB:parse"
    assert e.filename == "t.m"
    assert e.source_line == src.split("\n")[line - 1]


def test_format_has_caret_under_column():
    with pytest.raises(MatlabSyntaxError) as ei:
        parse("x = 1;\nz = 3 +* 4;", "prog.m")
    assert ei.value.format() == "prog.m:2:8: unexpected '*'\nz = 3 +* 4;\n       ^"
    assert str(ei.value) == ei.value.format()


def test_columns_are_characters_not_bytes():
    with pytest.raises(MatlabSyntaxError) as ei:
        parse("s = 'héllo'; x = (1 + 2;")
    # 'é' is 2 bytes in UTF-8; the column counts it once
    assert (ei.value.line, ei.value.col) == (1, 24)


def test_pickles():
    with pytest.raises(MatlabSyntaxError) as ei:
        parse("x = (1;")
    e2 = pickle.loads(pickle.dumps(ei.value))
    assert (e2.reason, e2.line, e2.col, e2.identifier) == (ei.value.reason, 1, 7, "MATLAB:parse")


def test_parse_expression_errors():
    with pytest.raises(MatlabSyntaxError) as ei:
        parse_expression("a + * 2")
    assert ei.value.line == 1 and ei.value.col == 5
    with pytest.raises(MatlabSyntaxError):
        parse_expression("x = 1; y")
    with pytest.raises(MatlabSyntaxError):
        parse_expression("end + 1")


def test_spmd_lowers_to_a_parfor_over_its_workers():
    """spmd blocks are supported (docs/parallel.md): ``parfor (spmd = 1:1, n)``, spmd being a
    keyword no variable can take."""
    (st,) = parse("spmd (2)\n  x = 1;\nend").body
    assert type(st).__name__ == "For" and st.is_parfor and st.var.name == "spmd"
    assert st.workers.value == 2.0 and len(st.body) == 1


def test_octave_hints():
    for src, msg in [("x != 1;", "!="), ("x = !y;", "'!'")]:
        try:
            parse(src)
        except MatlabSyntaxError as e:
            assert msg in e.reason
        else:  # `x != 1` is valid command syntax in MATLAB
            assert src == "x != 1;"
