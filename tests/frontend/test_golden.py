"""Golden AST tests for the tricky snippets of parser.md §4 (span-free dumps)."""

import pytest

from runmat_vm.frontend import parse
from runmat_vm.frontend.dump import dump


def d(src: str) -> str:
    """Dump of a script's body statements (and local functions) joined by ' | '."""
    prog = parse(src)
    return " | ".join([dump(s) for s in prog.body] + [dump(f) for f in prog.functions])


CASES = [
    # matrix whitespace
    ("x = [1 -2];", "(= x [1 (u- 2)]);"),
    ("x = [1 - 2];", "(= x [(- 1 2)]);"),
    ("x = [1 -  2];", "(= x [(- 1 2)]);"),
    ("x = [1 +2 +3];", "(= x [1 (u+ 2) (u+ 3)]);"),
    ("x = [a -b'];", "(= x [a (u- (' b))]);"),
    ("x = [f (1)];", "(= x [f 1]);"),
    ("disp (1)", "(() disp 1)"),
    ("x = [1, 2\n3, 4];", "(= x [1 2; 3 4]);"),
    ("x = [1 2;];", "(= x [1 2]);"),
    ("x = [];", "(= x []);"),
    ("c = {1, 'a'; [], {}};", "(= c {1 'a'; [] {}});"),
    # quote vs transpose
    ("x = [a' b'];", "(= x [(' a) (' b)]);"),
    ("x = [a 'str'];", "(= x [a 'str']);"),
    ("x = [a' 'str'];", "(= x [(' a) 'str']);"),
    ("x = a.';", "(= x (.' a));"),
    ("x = [1 2]'';", "(= x (' (' [1 2])));"),
    ("x = f(x)';", "(= x (' (() f x)));"),
    ("x = c{1}';", "(= x (' ({} c 1)));"),
    ("if x' == 1, end", "(if ((== (' x) 1)))"),
    # indexing, chains
    ("y = x(end-1);", "(= y (() x (- end 1)));"),
    ("y = a{end}(end);", "(= y (() ({} a end) end));"),
    ("x(2:end, :) = [];", "(= (() x (: 2 end) :) []);"),
    ("v = s.(name);", "(= v (.() s name));"),
    ("v = c{2}(3).f;", "(= v (. (() ({} c 2) 3) f));"),
    ("s.a(2).b{3} = 1;", "(= ({} (. (() (. s a) 2) b) 3) 1);"),
    ("v = a.b(2).c{3}(4);", "(= v (() ({} (. (() (. a b) 2) c) 3) 4));"),
    ("v = s.a.b;", "(= v (. (. s a) b));"),
    ("y = x(:);", "(= y (() x :));"),
    ("plot(x, y, LineWidth=2)", "(() plot x y (nv LineWidth 2))"),
    ("[a, ~, s.b] = f(x);", "(= [a ~ (. s b)] (() f x));"),
    ("[m, i] = max(v)", "(= [m i] (() max v))"),
    # lambdas and handles
    ("f = @(x) x.^2 + 1;", "(= f (@ (x) (+ (.^ x 2) 1)));"),
    ("f = @() disp(1);", "(= f (@ () (() disp 1)));"),
    ("f = @(a, ~) a;", "(= f (@ (a ~) a));"),
    ("g = @sin;", "(= g @sin);"),
    ("g = @pkg.sub.fn;", "(= g @pkg.sub.fn);"),
    ("m = ?pkg.Cls;", "(= m ?pkg.Cls);"),
    ("f = @(x) @(y) x + y;", "(= f (@ (x) (@ (y) (+ x y))));"),
    # commands and bare identifiers
    ("disp hello", "(cmd disp 'hello')"),
    ("hold on % c", "(cmd hold 'on')"),
    ("format long;", "(cmd format 'long');"),
    ("warning off 'MATLAB:foo'", "(cmd warning 'off' 'MATLAB:foo')"),
    ("warning off MATLAB:foo", "(cmd warning 'off' 'MATLAB:foo')"),
    ("load data.mat x y", "(cmd load 'data.mat' 'x' 'y')"),
    ("print -dpng f.png", "(cmd print '-dpng' 'f.png')"),
    ("disp 'it''s'", "(cmd disp \"it's\")"),
    ("x", "x"),
    ("clc;", "clc;"),
    ("a -1", "(cmd a '-1')"),
    # comments and continuation
    ("x = 1; % comment\ny = 2", "(= x 1); | (= y 2)"),
    ("%{\nblock comment\n%}\nx = 1;", "(= x 1);"),
    ("%{\n%{\nnested\n%}\n%}\nx = 1;", "(= x 1);"),
    ("%{ text\nx = 1;", "(= x 1);"),
    ("x = [1, ... comment\n  2];", "(= x [1 2]);"),
    ("x = 1 + ...\n  2;", "(= x (+ 1 2));"),
    ("a = [-100 -200...\n -300];", "(= a [(u- 100) (u- 200) (u- 300)]);"),
    ("a = [-100 -200 ...\n -300];", "(= a [(u- 100) (u- 200) (u- 300)]);"),
    ("if x\n  y\nend ... comment\nz = 1;", "(if (x y)) | (= z 1);"),
    # literals
    ("s = 'it''s % x';", "(= s 'it''s % x');"),
    ('s = "say ""hi""";', '(= s "say ""hi""");'),
    ("s = 'a...b';", "(= s 'a...b');"),
    ("z = 3+4i;", "(= z (+ 3 4i));"),
    ("h = [0xFF 0b101];", "(= h [0xFF 0b101]);"),
    # control flow
    ("if a, b, end", "(if (a b))"),
    ("if a, b, elseif c; d; else e; end", "(if (a b) (c d;) (else e;))"),
    ("for i = 1:3 % c\n disp(i); end", "(for i (: 1 3) (() disp i);)"),
    ("parfor (k = 1:n, 4)\n x(k) = k;\nend", "(parfor k (: 1 n) (= (() x k) k);)"),
    ("while x > 0, x = x - 1; break; continue; return; end",
     "(while (> x 0) (= x (- x 1)); break continue return)"),
    ("switch x\n case {1, 2}\n  a\n case 's'\n otherwise\n  b\nend",
     "(switch x (case {1 2} a) (case 's') (otherwise b))"),
    ("try, x; catch err, y; end", "(try (x;) (catch err y;))"),
    ("try\ncatch\n  err\nend", "(try () (catch _ err))"),
    ("try\n  x;\ncatch err\nend", "(try (x;) (catch err))"),
    ("global a b; g = 1;", "(global a b) | (= g 1);"),
    # script-local functions
    ("x = loc(2);\nfunction r = loc(v)\n  r = v;\nend",
     "(= x (() loc 2)); | (function [r] loc (v) (= r v);)"),
]


@pytest.mark.parametrize("src,expected", CASES, ids=[c[0][:40] for c in CASES])
def test_golden(src, expected):
    assert d(src) == expected


def test_function_file_with_nested_and_subfunctions():
    src = """function [a, b] = f(x, varargin)
% help text
a = 1; %{
block
%}
  function g()
    persistent n
  end
end
function h
  y = 3;
end
"""
    prog = parse(src, "f.m")
    assert prog.kind == "function"
    assert prog.body == ()
    assert prog.filename == "f.m"
    f, h = prog.functions
    assert (f.name, f.params, f.outputs) == ("f", ("x", "varargin"), ("a", "b"))
    assert [s.name for s in f.subfunctions] == ["g"]
    assert f.subfunctions[0].is_nested and not f.is_nested and not h.is_nested
    assert dump(h) == "(function [] h () (= y 3);)"


def test_endless_functions():
    prog = parse("function f\nx=1;\nfunction g\ny=2;")
    assert [fn.name for fn in prog.functions] == ["f", "g"]
    assert all(not fn.subfunctions for fn in prog.functions)


def test_one_line_function_and_continued_signature():
    prog = parse("function y = f(x), y = x; end")
    assert dump(prog.functions[0]) == "(function [y] f (x) (= y x);)"
    prog = parse("function [a,b] = ...\n  f(x)\na = x; b = x;\nend")
    assert prog.functions[0].outputs == ("a", "b")
