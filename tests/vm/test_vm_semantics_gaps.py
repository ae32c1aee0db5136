"""MATLAB behaviours filled in after the VM core: empty-column for loops, warning state,
which/exist/clear/clearvars/clc, headless graphics commands, MException display and the wording of
common runtime errors (MATLAB's current identifiers and messages)."""

from __future__ import annotations

import io
import os

import pytest

from runmat_builtins.errors import MException
from runmat_vm import Session


def test_for_over_empty_columns(run):
    code = ("n = 0; for x = zeros(0, 3), n = n + 1; s = size(x); end; disp([n s])\n"
            "n = 0; for x = [], n = n + 1; end; disp(n)\n"
            "n = 0; for x = zeros(3, 0), n = n + 1; end; disp(n)\n"
            "n = 0; for x = cell(0, 2), n = n + 1; c = class(x); end; disp(n); disp(c)\n"
            "n = 0; for x = ones(2, 2, 3), n = n + 1; end; disp(n)\n"
            "n = 0; for x = struct('a', {1, 2, 3}), n = n + x.a; end; disp(n)\n")
    assert run(code) == "   3   0   1\n0\n0\n2\ncell\n6\n6\n"


def test_warning_all_off_then_one_on(run):
    run("warning('off', 'all');\nwarning('on', 'a:b');\nwarning('a:b', 'shown');\nwarning('c:d', 'hidden');\n"
        "warning('on', 'all');\nwarning('c:d', 'back');\nwarning('off', 'c:d');\nwarning('off', 'all');\n"
        "warning('on', 'all');\nwarning('c:d', 'all resets ids');\n")
    assert run.err == "Warning: shown\nWarning: back\nWarning: all resets ids\n"


def test_warning_state_structs_query_and_restore(run):
    out = run("s = warning('off', 'x:y');\ndisp(s.identifier); disp(s.state)\n"
              "q = warning('query', 'x:y'); disp(q.state)\nwarning('x:y', 'quiet');\n"
              "warning(s);\nq = warning('query', 'x:y'); disp(q.state)\nwarning('x:y', 'loud');\n"
              "all = warning;\ndisp(all(1).identifier)\nwarning('off', 'all');\nwarning(all);\n"
              "warning('x:y', 'restored');\nwarning query x:y\n")
    assert out == "x:y\non\noff\non\nall\nThe state of warning 'x:y' is 'on'.\n"
    assert run.err == "Warning: loud\nWarning: restored\n"


def test_error_with_one_argument_is_literal(run):
    out = run("try, error('50% done \\n %d'), catch e, disp(e.message), end\n"
              "try, error('id:x', 'value %d%%', 5), catch e, disp(e.message), end\n")
    assert out == "50% done \\n %d\nvalue 5%\n"


def test_which(run, tmp_path, monkeypatch):
    (tmp_path / "pathfn.m").write_text("function y = pathfn(x)\n  y = x;\nend\n")
    monkeypatch.chdir(tmp_path)
    out = run("v = 1;\nwhich v\nwhich sin\nwhich pathfn\nwhich not_a_thing_at_all\n"
              "a = which('v'); b = which('not_a_thing_at_all');\ndisp(a); disp(isempty(b))\n"
              "c = which('sin'); disp(class(c))\n")
    assert out == ("v is a variable.\nbuilt-in (math/trigonometry/sin)\n"
                   f"{tmp_path / 'pathfn.m'}\n'not_a_thing_at_all' not found.\nvariable\n1\nchar\n")


def test_exist_for_files_on_the_path(run, tmp_path):
    d = tmp_path / "lib"
    d.mkdir()
    (d / "onpath.m").write_text("function onpath()\nend\n")
    out = run(f"disp(exist('onpath'))\naddpath('{d}');\ndisp(exist('onpath'))\ndisp(exist('onpath', 'file'))\n"
              "disp(exist('sin'))\nx = 1; disp(exist('x'))\n"
              f"rmpath('{d}');\ndisp(exist('onpath'))\n")
    assert out == "0\n2\n2\n5\n1\n0\n"


def test_clear_functions_resets_persistents_and_rereads_files(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "counter.m").write_text("function n = counter()\n  persistent k\n  if isempty(k), k = 0; end\n"
                                        "  k = k + 1;\n  n = k;\nend\n")
    out = io.StringIO()
    s = Session(stdout=out)
    s.run("counter(); counter(); disp(counter())\nclear functions\ndisp(counter())\n"
          "x = 1;\nclear all\ndisp(exist('x'))\ndisp(counter())\n")
    (tmp_path / "counter.m").write_text("function n = counter()\n  n = 100;\nend\n")
    os.utime(tmp_path / "counter.m", (1, 1))  # a different mtime even on coarse clocks
    s.run("clear functions\ndisp(counter())\n")
    assert out.getvalue() == "3\n1\n0\n1\n100\n"


def test_clearvars_and_clc(run):
    out = run("a = 1; b = 2; c3 = 3; d = 4;\nclc\nclearvars -except b c*\nwho\nclearvars c*\nwho\nclearvars\n"
              "disp(numel(who))\n")
    assert out == ("Variables visible from the current scope:\n\nb   c3\n\n"
                   "Variables visible from the current scope:\n\nb\n\n0\n")


@pytest.mark.parametrize("command", ["figure;", "close all", "hold on", "plot(1:3);", "h = figure(2);"])
def test_graphics_commands_run_headless(run, command):
    assert run(command) == ""


def test_mexception_display_stack_and_report(run):
    out = run("try\n  error('my:id', 'it''s %d', 4);\ncatch e\n  e\n  disp(e.stack(1).line)\n"
              "  r = getReport(e);\n  disp(r)\nend\n")
    assert out == ("e = \n  MException with properties:\n\n    identifier: 'my:id'\n"
                   "       message: 'it''s 4'\n         cause: {}\n         stack: [1x1 struct]\n"
                   "    Correction: []\n\n2\nit's 4\n")


def _caught(run, code: str) -> tuple[str, str]:
    out = run(f"try\n{code}\ncatch e\n  disp(e.identifier)\n  disp(e.message)\nend\n"
              "function r = one_in(x)\n  r = x;\nend\nfunction no_out()\nend\n")
    ident, msg = out.split("\n", 1)
    return ident, msg.rstrip("\n")


def test_runtime_error_identifiers_and_messages(run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a_script.m").write_text("disp('ran')\n")
    assert _caught(run, "x = not_defined_here + 1;") == (
        "MATLAB:UndefinedFunction", "Unrecognized function or variable 'not_defined_here'.")
    assert _caught(run, "not_a_function_either(1);")[0] == "MATLAB:UndefinedFunction"
    assert _caught(run, "one_in(1, 2);") == ("MATLAB:TooManyInputs", "Too many input arguments.")
    assert _caught(run, "v = no_out();") == ("MATLAB:TooManyOutputs", "Too many output arguments.")
    assert _caught(run, "[p, q] = one_in(1);") == ("MATLAB:TooManyOutputs", "Too many output arguments.")
    ident, msg = _caught(run, "a_script(1);")
    assert ident == "MATLAB:scriptNotAFunction"
    assert msg.startswith("Attempt to execute SCRIPT a_script as a function:")
    assert _caught(run, "y = a_script;")[0] == "MATLAB:scriptNotAFunction"
    assert _caught(run, "s.a = 1; s.b") == ("MATLAB:nonExistentField", 'Unrecognized field name "b".')
    ident, msg = _caught(run, "a = [1 2 3]; a(5)")
    assert msg == "Index exceeds the number of array elements. Index must not exceed 3."
    ident, msg = _caught(run, "a = [1 2 3]; a(0)")
    assert ident == "MATLAB:badsubscript" and "positive integers or logical values" in msg


def test_script_names_bind_late_to_functions(run):
    # MATLAB resolves script names when each statement runs: i before `i = 5` is the
    # imaginary unit, and after `clear sum` the name calls the builtin again
    code = ("a = 2 + 3*i;\ndisp(imag(a))\ni = 5;\ndisp(i + 1)\n"
            "sum = 10;\ndisp(sum + 1)\nclear sum\ndisp(sum([1 2 3]))\n"
            "s = 0; for j = 1:3, s = s + j; end; disp(s)\nclear all\ndisp(imag(j))\n")
    assert run(code) == "3\n6\n11\n6\n6\n1\n"


def test_imaginary_unit_functions():
    s = Session(stdout=io.StringIO())
    assert s.call("i") == 1j and s.call("j") == 1j


def test_iskeyword(run):
    # MATLAB: iskeyword('for') 1, iskeyword('sin') 0; iskeyword alone lists the 20 keywords
    out = run("disp([iskeyword('for') iskeyword('end') iskeyword('sin') iskeyword(\"while\") iskeyword(3)])\n"
              "k = iskeyword; disp(size(k)); disp(k{1})\n")
    assert out == "  1  1  0  1  0\n   20    1\nbreak\n"


def test_clear_unlinks_globals_from_the_workspace(run):
    # MATLAB: clear removes the workspace's link to a global (its value survives: global q
    # again gives 4); clear all also deletes the global itself
    code = ("global q\nq = 4;\nclear\ndisp(exist('q', 'var'))\nglobal q\ndisp(q)\n"
            "clear all\ndisp(exist('q', 'var'))\nglobal q\ndisp(size(q))\n")
    assert run(code) == "0\n4\n0\n   0   0\n"


def test_empty_cs_list_concatenates_to_0x0(run):
    # MATLAB/Octave: [c{:}] of an empty cell and [s.a] of an empty struct array are [] (0x0)
    code = ("c = {};\ndisp(size([c{:}]))\ns = struct('a', {});\ndisp(size([s.a]))\n"
            "disp(size([c{:}; c{:}]))\nd = {1, 2};\ndisp(size([d{:}]))\n")
    assert run(code) == "   0   0\n   0   0\n   0   0\n   1   2\n"


def test_late_bound_names_ignore_lambda_parameters():
    # only reads that may mean a function bind late; a loop variable stays a plain slot
    from runmat_vm import hir
    from runmat_vm.frontend import parse

    def late(src):
        return hir.late_bound_names(parse(src).body)

    assert "i" not in late("f = @(i) i + 1; s = 0; for i = 1:3, s = s + f(i); end")
    assert "i" in late("a = 2 + 3*i; i = 5;") and "i" in late("g = @(x) x + i; i = 2;")
    assert "sum" in late("sum = 10; clear sum\nsum([1 2 3])") and "sum" not in late("sum = 10; sum + 1")
