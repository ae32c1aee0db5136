"""Public API: parse/parse_expression results, spans, literals, suppression."""

import threading

import pytest

from runmat_vm.frontend import ast as A
from runmat_vm.frontend import MatlabSyntaxError, parse, parse_expression
from runmat_vm.frontend.dump import dump


def test_program_kinds():
    assert parse("x = 1;").kind == "script"
    assert parse("% header\nfunction f\nend").kind == "function"
    assert parse("classdef Foo\nend").kind == "classdef"
    assert parse("classdef Foo\nend").classdef.name == "Foo"
    empty = parse("")
    assert (empty.kind, empty.body, empty.functions) == ("script", (), ())
    assert parse("% only a comment\n%{\nblock\n%}").body == ()


def test_suppression_comes_from_terminator():
    prog = parse("a = 1; b = 2, c = 3\nd\ne;\nf % c\ng; % c")
    assert [s.suppressed for s in prog.body] == [True, False, False, False, True, False, True]


def test_spans_are_one_based_characters():
    prog = parse("x = 1;\n  yy = [ab, 'é', cd];")
    assign = prog.body[1]
    assert assign.span == A.Span(2, 3, 2, 21)  # the terminator is not part of it
    assert assign.target.span == A.Span(2, 3, 2, 5)
    mat = assign.value
    assert [e.span.col for e in mat.rows[0]] == [9, 13, 18]  # 'é' counts one column
    assert mat.rows[0][2].span == A.Span(2, 18, 2, 20)


def test_span_of_multiline_statement():
    s = parse("x = [1, ...\n  2];").body[0]
    assert (s.span.line, s.span.end_line) == (1, 2)


def test_numbers():
    vals = {n.text: n for n in parse("x = [1 2.5 .5 1e3 1.5e-3 3i 2.5j 0xFF 0b101 0x1Fu8];")
            .body[0].value.rows[0]}
    assert vals["1"] == A.Num(1.0, False, "1") and isinstance(vals["1"].value, float)
    assert vals[".5"].value == 0.5 and vals["1e3"].value == 1000.0
    assert vals["3i"].is_imag and vals["3i"].value == 3.0
    assert vals["2.5j"].is_imag and vals["2.5j"].value == 2.5
    assert vals["0xFF"].value == 255 and isinstance(vals["0xFF"].value, int)
    assert vals["0b101"].value == 5
    assert vals["0x1Fu8"].value == 31 and vals["0x1Fu8"].text == "0x1Fu8"


def test_strings():
    row = parse("x = {'it''s', \"say \"\"hi\"\"\", '', \"\", 'a\"b', \"a'b\", '%not'};"
                ).body[0].value.rows[0]
    assert [(s.value, s.kind) for s in row] == [
        ("it's", "char"), ('say "hi"', "string"), ("", "char"), ("", "string"),
        ('a"b', "char"), ("a'b", "string"), ("%not", "char")]
    assert parse_expression(r"'a\nb'").value == "a\\nb"  # no backslash escapes


def test_command_keeps_raw_text_for_reparse():
    cmd = parse("a -1;").body[0]
    assert cmd == A.Command("a", ("-1",), "a -1", True)
    expr = parse_expression(cmd.text)
    assert dump(expr) == "(- a 1)"
    assert expr.span == A.Span(1, 1, 1, 5)
    cmd = parse("warning off 'MATLAB:x y'").body[0]
    assert cmd.args == ("off", "MATLAB:x y")


def test_parse_expression():
    assert dump(parse_expression("x(end-1) + y{2}.f")) == "(+ (() x (- end 1)) (. ({} y 2) f))"
    e = parse_expression("  [1 -2]  ")
    assert dump(e) == "[1 (u- 2)]"
    assert e.span.col == 1
    with pytest.raises(MatlabSyntaxError):
        parse_expression("")


def test_lvalues():
    s = parse("s.a{2}(3).(f) = 1;").body[0]
    assert isinstance(s, A.Assign)
    assert dump(s.target) == "(.() (() ({} (. s a) 2) 3) f)"
    m = parse("[a, ~, b(2)] = deal(1, 2, 3);").body[0]
    assert isinstance(m, A.MultiAssign) and isinstance(m.targets[1], A.Tilde)


def test_nodes_are_frozen_and_hashable():
    e = parse_expression("a + 1")
    with pytest.raises(Exception):
        e.op = "-"
    assert hash(e) == hash(parse_expression("a  +  1"))  # spans ignored


def test_crlf_and_no_trailing_newline():
    assert dump(parse("x = 1;\r\ny = 2")) == "(script (= x 1); (= y 2))"
    assert dump(parse("disp hello")) == "(script (cmd disp 'hello'))"


def test_threads_parse_independently():
    results, errors = [], []

    def work(i):
        try:
            results.append(dump(parse(f"x{i} = {i} + 2^-2;")))
        except Exception as e:  # pragma: no cover
            errors.append(e)

    ts = [threading.Thread(target=work, args=(i,)) for i in range(8)]
    [t.start() for t in ts]
    [t.join() for t in ts]
    assert not errors and len(results) == 8


def test_parse_100kb_file():
    # speed is measured in benchmarks/, not asserted here
    chunk = ("function y = f{i}(x)\n  y = zeros(1, 3);\n  for k = 1:numel(x)\n"
             "    if x(k) > 0 && k < 10, y(end+1) = x(k)^2 - [1 -2 3]*[4; 5; 6]; end\n"
             "  end\n  s.a(2).b{{3}} = @(t) t.^2 + 1; % comment\nend\n")
    src = "".join(chunk.format(i=i) for i in range(700))
    src = src[:100_000]
    src = src[:src.rfind("end\n") + 4]
    prog = parse(src)
    assert len(prog.functions) > 400
