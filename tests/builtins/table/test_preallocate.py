"""table('Size', sz, 'VariableTypes', types): each type's default value
(https://www.mathworks.com/help/matlab/ref/table.html, "Preallocate Table and Fill Rows")."""

from __future__ import annotations


def test_defaults_per_type(run) -> None:
    got = run("T = table('Size', [2 6], 'VariableTypes', {'double', 'logical', 'string', 'cell', 'datetime', 'int8'}, "
              "'VariableNames', {'d', 'l', 's', 'c', 't', 'i'});\n"
              "fprintf('%g %d %d %d %s\\n', T.d(1), T.l(2), isempty(T.c{2}), isnat(T.t(1)), class(T.i))\n"
              "disp(T.s(1))\nfprintf('%d %d\\n', size(T))")
    assert got == "0 0 1 1 int8\n<missing>\n2 6\n"


def test_fill_rows_after_preallocating(run) -> None:
    got = run("T = table('Size', [3 2], 'VariableTypes', {'string', 'double'}, 'VariableNames', {'Name', 'Score'});\n"
              "for k = 1:3\n  T.Name(k) = \"p\" + k;\n  T.Score(k) = k^2;\nend\n"
              "T(4, :) = {\"q\", 16};\nfprintf('%s=%s ', [T.Name, string(T.Score)]'); fprintf('\\n')")
    assert got == "p1=1 p2=4 p3=9 q=16 \n"


def test_zero_rows_then_grow(run) -> None:
    got = run("T = table('Size', [0 2], 'VariableTypes', {'double', 'cellstr'}, 'VariableNames', {'x', 'name'});\n"
              "T(end + 1, :) = {5, 'five'};\nfprintf('%d %g %s\\n', height(T), T.x, T.name{1})")
    assert got == "1 5 five\n"


def test_a_size_that_is_not_finite_is_invalid(run) -> None:
    # [4 3e308] overflows to [4 Inf]: no integer count (fuzz finding: an OverflowError)
    for sz in ("[4 3e308]", "[NaN 1]", "[-Inf 1]"):
        out = run(f"try\n  T = table('Size', {sz}, 'VariableTypes', {{'double'}});\ncatch e\n  disp(e.identifier)\nend")
        assert out.strip() == "MATLAB:table:InvalidSize", sz
