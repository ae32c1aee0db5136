"""User functions: local, path files, nested, recursion, varargs, handles, eval, input, globals."""

import io

import pytest

from runmat_builtins.errors import MException


def test_local_functions_and_multiple_outputs(run):
    code = "[s, p] = sp(3, 4);\ndisp([s p])\nfunction [s, p] = sp(a, b)\n  s = a + b;\n  p = a * b;\nend\n"
    assert run(code) == "    7   12\n"


def test_function_file_on_path_and_current_folder(run, tmp_path, monkeypatch):
    lib = tmp_path / "lib"
    lib.mkdir()
    (lib / "triple.m").write_text("function y = triple(x)\n  y = 3 * helper(x);\nend\nfunction h = helper(x)\n  h = x;\nend\n")
    (tmp_path / "myscript.m").write_text("fromscript = 42;\n")
    monkeypatch.chdir(tmp_path)
    out = run(f"addpath('{lib}');\ndisp(triple(5))\nmyscript\ndisp(fromscript)\n")
    assert out == "15\n42\n"


def test_unknown_function(run):
    with pytest.raises(MException) as e:
        run("y = no_such_function_xyz(1);")
    assert e.value.identifier == "MATLAB:UndefinedFunction"
    assert "no_such_function_xyz" in e.value.message


def test_nested_functions_share_parent_workspace(run):
    code = ("disp(outer(5))\nfunction r = outer(x)\n  y = 10;\n  function bump()\n    y = y + x;\n  end\n"
            "  bump();\n  bump();\n  r = y;\nend\n")
    assert run(code) == "20\n"


def test_handle_to_nested_function_keeps_workspace(run):
    code = ("c = make_counter();\nc(); c();\ndisp(c())\nfunction f = make_counter()\n  n = 0;\n"
            "  function r = step()\n    n = n + 1;\n    r = n;\n  end\n  f = @step;\nend\n")
    assert run(code) == "3\n"


def test_recursion_and_limit(run):
    assert run("disp(fact(10))\nfunction r = fact(n)\n  if n <= 1\n    r = 1;\n  else\n    r = n * fact(n - 1);\n  end\nend\n") \
        == "3628800\n"
    with pytest.raises(MException) as e:
        run("r = down(1);\nfunction r = down(n)\n  r = down(n + 1);\nend\n")
    assert e.value.identifier == "MATLAB:recursionLimit"


def test_deep_recursion_below_the_limit(run):
    assert run("disp(depth(480))\nfunction r = depth(n)\n  if n == 0, r = 0; else, r = 1 + depth(n - 1); end\nend\n") == "480\n"


def test_varargin_varargout_nargin_nargout(run):
    code = ("[a, b, c] = spread(1, 2, 3);\ndisp([a b c])\ndisp(count())\ndisp(count(1, 2))\n"
            "function varargout = spread(varargin)\n  for k = 1:nargout\n    varargout{k} = varargin{k} * 10;\n  end\nend\n"
            "function n = count(varargin)\n  n = nargin;\nend\n")
    assert run(code) == "   10   20   30\n0\n2\n"


def test_too_many_inputs_and_outputs(run):
    with pytest.raises(MException) as e:
        run("f(1, 2);\nfunction f(a)\nend\n")
    assert e.value.identifier == "MATLAB:TooManyInputs"
    with pytest.raises(MException) as e:
        run("[a, b] = f(1);\nfunction r = f(a)\n  r = a;\nend\n")
    assert e.value.identifier == "MATLAB:TooManyOutputs"
    assert e.value.builtin == "f"  # MATLAB: "Error using f"


def test_unassigned_output(run):
    with pytest.raises(MException) as e:
        run("x = f();\nfunction r = f()\nend\n")
    assert e.value.identifier == "MATLAB:unassignedOutputs"


def test_narginchk(run):
    code = "g(1);\ntry\n  g();\ncatch e\n  disp(e.identifier)\nend\nfunction g(varargin)\n  narginchk(1, 2);\nend\n"
    assert run(code) == "MATLAB:narginchk:notEnoughInputs\n"


def test_anonymous_functions_capture_by_value(run):
    out = run("a = 5;\nh = @(x) x + a;\na = 100;\ndisp(h(1))\ng = @() a;\nclear a\ndisp(g())\n")
    assert out == "6\n100\n"


def test_handles_to_builtins_and_user_functions(run):
    code = ("h = @max;\ndisp(h([1 5 2]))\nu = @twice;\ndisp(u(4))\ndisp(feval(u, 5))\ndisp(feval('twice', 6))\n"
            "disp(func2str(u))\nk = str2func('@(y) y - 1');\ndisp(k(10))\nfunction r = twice(x)\n  r = 2 * x;\nend\n")
    assert run(code) == "5\n8\n10\n12\ntwice\n9\n"


def test_anonymous_function_forwards_nargout(run):
    assert run("f = @(v) max(v);\n[m, i] = f([4 8 1]);\ndisp([m i])\n") == "   8   2\n"


def test_eval_with_catch_and_outputs(run):
    out = run("eval('q = 7;');\ndisp(q)\nz = eval('q + 1');\ndisp(z)\neval('error(''boom'')', 'disp(lasterr)')\n"
              "q\n")
    assert out == "7\n8\nboom\nq = 7\n"


def test_evalin_and_assignin(run):
    code = ("x = 1;\nsetter();\ndisp(fromfn)\ndisp(reader())\n"
            "function setter()\n  assignin('caller', 'fromfn', 9);\nend\n"
            "function r = reader()\n  r = evalin('base', 'x + 1');\nend\n")
    assert run(code) == "9\n2\n"


def test_evalc_captures_output(run):
    # Octave 7.3 / MATLAB: evalc returns what the code printed (newlines kept) and shows nothing
    code = ("s = evalc('disp(42)');\nfprintf('[%s]\\n', strtrim(s));\nt = evalc('x = 1 + 1');\n"
            "disp(double(t))\ndisp(x)\nw = evalc('error(''boom'')', 'disp(''caught'')');\ndisp(w)\n"
            "try\n  evalc('error(''my:id'', ''bad'')');\ncatch e\n  disp(e.identifier)\nend\n"
            "fprintf('after\\n');\n")
    assert run(code) == ("[42]\n   120    32    61    32    50    10\n2\ncaught\n\nmy:id\nafter\n")


def test_functions_describes_handles(run):
    # Octave 7.3 / MATLAB: functions(fh) gives function, type, file (+ workspace for anonymous)
    code = ("k = 3;\nfs = functions(@(x) x + k);\ndisp(fs.function); disp(fs.type); disp(fs.workspace{1}.k)\n"
            "g = functions(@sin);\ndisp(g.function); disp(g.type); disp(isempty(g.file))\n")
    assert run(code) == "@(x) x + k\nanonymous\n3\nsin\nsimple\n1\n"


def test_input_from_session_stdin(run):
    out = run("a = input('value? ');\ndisp(a * 2)\nname = input('name? ', 's');\ndisp(name)\n",
              stdin=io.StringIO("21\nbob\n"))
    assert out == "value? 42\nname? bob\n"


def test_input_from_callable(run):
    prompts = []

    def answer(p):
        prompts.append(p)
        return "[1 2 3]"

    assert run("v = input('vec: ');\ndisp(sum(v))\n", stdin=answer) == "6\n"
    assert prompts == ["vec: "]


def test_globals_and_persistents(run):
    code = ("global G\nG = 5;\ndisp(getg())\nsetg(7);\ndisp(G)\ndisp(tick())\ndisp(tick())\ndisp(tick())\n"
            "function r = getg()\n  global G\n  r = G * 2;\nend\n"
            "function setg(v)\n  global G\n  G = v;\nend\n"
            "function r = tick()\n  persistent n\n  if isempty(n), n = 0; end\n  n = n + 1;\n  r = n;\nend\n")
    assert run(code) == "10\n7\n1\n2\n3\n"


def test_exist_who_clear_isvarname(run):
    code = ("clear all\nalpha = 1; beta = 2;\ndisp(exist('alpha'))\ndisp(exist('sum'))\ndisp(exist('nope_nope'))\n"
            "clear alpha\ndisp(exist('alpha'))\nwho\ndisp(isvarname('a_1'))\ndisp(isvarname('for'))\n")
    assert run(code) == "1\n5\n0\n0\nVariables visible from the current scope:\n\nbeta\n\n1\n0\n"


def test_builtin_bypasses_user_function(run):
    assert run("disp(builtin('max', [1 7 3]))\n") == "7\n"
