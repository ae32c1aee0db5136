"""Parser corner cases met in real scripts: short-circuit operators in call arguments, numbers
ending in a dot, command syntax, literals, block comments, shell escapes."""

import pytest

from runmat_vm.frontend import MatlabSyntaxError, dump, parse


def test_short_circuit_operators_inside_call_arguments():
    # tree-sitter wraps && / || operands in an internal `_expression` node inside argument lists
    assert dump(parse("f(a > 0 && b < 1, c || d)")) == "(script (() f (&& (> a 0) (< b 1)) (|| c d)))"
    assert dump(parse("g(x || y && z)")) == "(script (() g (|| x (&& y z))))"


def test_number_ending_in_dot_before_operator_is_elementwise():
    # MATLAB lexes `1./x` as `1 ./ x` (tree-sitter reads the number `1.` then `/`)
    assert dump(parse("y = 1./x; z = 2.^x; w = 3.*x; v = 4.\\x")) == (
        "(script (= y (./ 1. x)); (= z (.^ 2. x)); (= w (.* 3. x)); (= v (.\\ 4. x)))")
    assert dump(parse("c = 2. * 3; a = 1.e3")) == "(script (= c (* 2. 3)); (= a 1.e3))"


def test_command_before_spaced_terminator_has_no_empty_argument():
    # tree-sitter emits a zero-width command_argument in `clc ;` / `x ,y`; MATLAB passes none
    assert dump(parse("clc ;")) == "(script clc;)"
    assert dump(parse("x ,y")) == "(script x y)"
    assert dump(parse("hold on ;\ndisp ''")) == "(script (cmd hold 'on'); (cmd disp ''))"


def test_name_space_colon_space_is_an_expression():
    # a name, whitespace, a binary operator, whitespace: an expression (like `x - 1`)
    assert dump(parse("x : 3")) == "(script (: x 3))"
    assert dump(parse("y = 1;\n  x : 2:5;")) == "(script (= y 1); (: x 2 5);)"
    stmt = parse("y = 1;\n  x : 2").body[1]
    assert (stmt.expr.span.line, stmt.expr.span.col, stmt.expr.stop.span.col) == (2, 3, 7)
    assert dump(parse("x :3")) == "(script (cmd x ':3'))"


def test_hex_and_binary_literals_are_integer_classes():
    from runmat_vm.frontend.lower_cst import integer_literal
    assert integer_literal("0x1F") == (31, "uint8")
    assert integer_literal("0x100") == (256, "uint16")
    assert integer_literal("0b101") == (5, "uint8")
    assert integer_literal("0xFFs8") == (-1, "int8")
    assert integer_literal("0x7Fs8") == (127, "int8")
    assert integer_literal("0xFFu16") == (255, "uint16")
    assert integer_literal("1.5") is None
    with pytest.raises(MatlabSyntaxError, match="invalid number '0x1FFu8'"):
        parse("x = 0x1FFu8")


def test_case_value_followed_by_statement_on_the_same_line():
    # `case 1 disp(1)` is valid MATLAB (like `if x disp(1)`); tree-sitter gives an ERROR
    assert dump(parse("switch x\n case 1 disp(1)\n otherwise disp(2)\nend")) == (
        "(script (switch x (case 1 (() disp 1)) (otherwise (() disp 2))))")
    assert dump(parse("switch x case x + 1 disp(11); y = 2; end")) == (
        "(script (switch x (case (+ x 1) (() disp 11); (= y 2);)))")
    assert dump(parse("switch s\n case {'a','b'} f(1), g\nend")) == (
        "(script (switch s (case {'a' 'b'} (() f 1) g)))")
    stmt = parse("switch x\n case -1 y\nend").body[0]
    assert (stmt.cases[0][1][0].span.line, stmt.cases[0][1][0].span.col) == (2, 10)


def test_command_reread_as_expression_keeps_its_place_in_the_file():
    from runmat_vm.frontend import command_expression
    prog = parse("a = [1 2];\n  a -x(1)\nc '%'", "f.m")
    expr = command_expression(prog.body[1], "f.m", "  a -x(1)")
    assert dump(expr) == "(- a (() x 1))"
    assert (expr.span.line, expr.span.col, expr.right.span.col) == (2, 3, 6)
    with pytest.raises(MatlabSyntaxError) as e:
        command_expression(prog.body[2], "f.m", "c '%'")
    assert (e.value.filename, e.value.line, e.value.col) == ("f.m", 3, 3)
    assert e.value.format().splitlines()[1:] == ["c '%'", "  ^"]


def test_spaced_not_inside_brackets_is_logical_not():
    # tree-sitter reads `[~ a]` like the `[~, i] = f` placeholder; as a value it is `~a`
    assert dump(parse("v = [~ a]; w = {1 ~ b}")) == "(script (= v [(u~ a)]); (= w {1 (u~ b)}))"
    assert dump(parse("v = [~ a + 1, ~ ~ b' c]")) == "(script (= v [(+ (u~ a) 1) (u~ (u~ (' b))) c]))"
    assert dump(parse("[~, i] = max(x); [~ j] = max(x)")) == (
        "(script (= [~ i] (() max x)); (= [~ j] (() max x)))")
    with pytest.raises(MatlabSyntaxError) as e:
        parse("v = [a ~]")
    assert (e.value.col, e.value.reason) == (8, "expected an expression after '~'")


def test_syntax_error_without_a_file_has_no_empty_file_prefix():
    with pytest.raises(MatlabSyntaxError) as e:
        parse("x = (1", "")
    assert e.value.format().splitlines()[0] == "1:5: '(' is never closed (expected ')')"


def test_shell_escape_is_rejected_before_anything_runs():
    # `!ls` ran as a call to a function named '!ls'; now a clear error at parse time
    for src in ("!ls", "x = 1;\n! echo hi"):
        with pytest.raises(MatlabSyntaxError, match="'!command' shell escapes are not supported") as e:
            parse(src)
        assert e.value.identifier == "RunMat:unsupportedSyntax"
    assert dump(parse("disp hi!")) == "(script (cmd disp 'hi!'))"


def test_block_comment_opener_after_code_is_a_line_comment():
    # `%{` opens a block only alone on its line; tree-sitter swallowed the next lines
    assert dump(parse("x = 1; %{\ndisp(x)")) == "(script (= x 1); (() disp x))"
    assert dump(parse("if x %{\n y\nend\n%}")) == "(script (if (x y)))"
    assert dump(parse("  %{\n  x\n  %}  \ndisp(6)")) == "(script (() disp 6))"
    assert dump(parse("s = '%{';\ndisp(s)")) == "(script (= s '%{'); (() disp s))"
