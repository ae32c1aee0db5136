"""tools/record_examples.py: finds Example(...) calls with literal code, rewrites their outputs in
place (long outputs one output line a source line), and leaves computed outputs to be done by hand."""

from __future__ import annotations

import ast

from tools.record_examples import literal, rewrite, sites

MODULE = '''from runmat_builtins.spec import Example

A = [Example(code="x = 1", output="?"),
     Example(code="y = [1 2; 3 4]",
             output="old"
                    "text")]
B = [Example(code="z = 2", output=f"{'computed'}")]
'''


def test_sites_and_rewrite(tmp_path):
    (tmp_path / "runmat_builtins").mkdir()
    mod = tmp_path / "runmat_builtins" / "mod.py"
    mod.write_text(MODULE)
    found = sites(tmp_path)
    assert set(found) == {"x = 1", "y = [1 2; 3 4]", "z = 2"}
    assert found["y = [1 2; 3 4]"][0].output == "oldtext"
    assert found["z = 2"][0].output is None  # an f-string: by hand
    long = "y =\n\n" + "".join(f"    {i}.0000    {i}.5000    {i}.2500    {i}.1250    {i}.0625\n" for i in range(4)) + "\n"
    rewrite({mod: [(found["x = 1"][0], "x =\n\n     1\n\n"), (found["y = [1 2; 3 4]"][0], long)]})
    tree = ast.parse(mod.read_text())
    outs = [k.value.value for n in ast.walk(tree) if isinstance(n, ast.Call) for k in n.keywords
            if k.arg == "output" and isinstance(k.value, ast.Constant)]
    assert outs == ["x =\n\n     1\n\n", long]
    assert max(len(line) for line in mod.read_text().splitlines()) <= 110


def test_literal_keeps_blank_lines_with_the_line_before():
    text = literal("y =\n\n" + "    1.0000\n" * 20 + "\n", 30)
    lines = text.split("\n")
    assert lines[0] == '"y =\\n\\n"' and lines[-1].strip() == '"    1.0000\\n\\n"'
    assert all(line.startswith(" " * 30) for line in lines[1:])
    assert ast.literal_eval("(" + text + ")") == "y =\n\n" + "    1.0000\n" * 20 + "\n"
