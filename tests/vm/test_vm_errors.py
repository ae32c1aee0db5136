"""MException values, error/warning/rethrow, uncaught errors, the CLI's exit codes."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from runmat_builtins.errors import MException

RUNMAT = [sys.executable, "-m", "runmat_vm.cli"]


def test_error_forms(run):
    code = ("try, error('just text %d'), catch e, disp(e.message), disp(isempty(e.identifier)), end\n"
            "try, error('fmt %d', 5), catch e, disp(e.message), end\n"
            "try, error('a:b', 'with id %s', 'x'), catch e, disp(e.identifier), disp(e.message), end\n"
            "s.message = 'from struct'; s.identifier = 's:t';\n"
            "try, error(s), catch e, disp(e.identifier), disp(e.message), end\n"
            "error('');\ndisp('empty message throws nothing')\n")
    assert run(code) == ("just text %d\n1\nfmt 5\na:b\nwith id x\ns:t\nfrom struct\n"
                         "empty message throws nothing\n")


def test_mexception_throw_rethrow(run):
    code = ("ME = MException('p:q', 'value %d', 3);\ndisp(class(ME))\n"
            "try\n  throw(ME);\ncatch e\n  disp(e.message)\nend\n"
            "try\n  try\n    error('in:ner', 'inner');\n  catch e1\n    rethrow(e1);\n  end\n"
            "catch e2\n  disp(e2.identifier)\n  disp(e2.stack(1).line)\nend\n")
    assert run(code) == "MException\nvalue 3\nin:ner\n10\n"  # rethrow keeps the original line


def test_warning_state_and_lastwarn(run):
    out = run("warning('my:w', 'careful %d', 3);\nwarning('off', 'my:w');\nwarning('my:w', 'quiet');\n"
              "[m, id] = lastwarn();\ndisp(m)\ndisp(id)\nwarning('on', 'my:w');\nwarning('my:w', 'loud');\n"
              "warning off all\nwarning('other:id', 'hidden too');\n")
    assert out == "quiet\nmy:w\n"
    assert run.err == "Warning: careful 3\nWarning: loud\n"


def test_failed_run_keeps_workspace_and_raises(run):
    with pytest.raises(MException) as e:
        run("a = 1;\nb = undefined_thing + 1;\nc = 3;")
    ws = run.session.workspace
    assert ws["a"] == 1.0 and "c" not in ws
    assert e.value.stack[0].line == 2


def test_error_stack_names_functions_and_lines(run):
    with pytest.raises(MException) as e:
        run("x = 1;\nouter_fn(2);\nfunction outer_fn(v)\n  inner_fn(v);\nend\nfunction inner_fn(v)\n  error('deep:err', 'v=%d', v);\nend\n")
    st = [(f.name, f.line) for f in e.value.stack]
    assert st[:2] == [("inner_fn", 7), ("outer_fn", 4)]
    assert e.value.identifier == "deep:err"


def test_python_errors_never_escape_as_tracebacks(run):
    # whatever happens inside, the session raises an MException
    with pytest.raises(MException):
        run("x = {1} + struct();")


def _cli(args, cwd):
    env = dict(os.environ)
    r = subprocess.run(RUNMAT + args, cwd=cwd, capture_output=True, text=True, env=env, timeout=120)
    # plugin-loader notices (other distributions) are not part of what is tested here
    r.stderr = "".join(ln for ln in r.stderr.splitlines(keepends=True) if not ln.startswith("Warning: plugin "))
    return r


def test_cli_run_success_and_errors(tmp_path: Path):
    (tmp_path / "ok.m").write_text("x = 1 + 1\n")
    r = _cli(["run", "ok.m"], tmp_path)
    assert r.returncode == 0 and r.stdout == "x = 2\n"
    (tmp_path / "fails.m").write_text("a = 1;\nb = helper(a);\nfunction r = helper(v)\n  error('my:id', 'bad value %d', v);\nend\n")
    r = _cli(["run", "fails.m"], tmp_path)
    assert r.returncode == 1
    assert r.stderr == ("Error using helper\nbad value 1\nError in fails>helper (line 4)\n"
                        "error('my:id', 'bad value %d', v);\nError in fails (line 2)\nb = helper(a);\n")
    (tmp_path / "undef.m").write_text("y = 2;\nz = nothing_here;\n")
    r = _cli(["run", "undef.m"], tmp_path)
    assert r.returncode == 1
    assert r.stderr == ("Error: Unrecognized function or variable 'nothing_here'.\nError in undef (line 2)\n"
                        "z = nothing_here;\n")
    assert "Traceback" not in r.stderr


def test_cli_syntax_error_runs_nothing(tmp_path: Path):
    (tmp_path / "bad.m").write_text("disp(1)\na = [1 2\n")
    r = _cli(["run", "bad.m"], tmp_path)
    assert r.returncode == 1
    assert r.stdout == ""
    lines = r.stderr.splitlines()
    assert lines[0].startswith("bad.m:2:")
    assert lines[1] == "a = [1 2"
    assert lines[2].strip() == "^"


def test_cli_missing_file_and_eval(tmp_path: Path):
    r = _cli(["run", "missing.m"], tmp_path)
    assert r.returncode == 2
    r = _cli(["eval", "disp(3 * 4)"], tmp_path)
    assert r.returncode == 0 and r.stdout == "12\n"


def test_script_level_error_stack_names_the_script(tmp_path):
    # MATLAB/Octave: an error raised in a script's own code has stack(1).name = the script's name
    from runmat_vm import Session
    import io

    f = tmp_path / "stack_script.m"
    f.write_text("try\n  error('id:x', 'plain');\ncatch me\n  disp(me.stack(1).name)\n  disp(me.stack(1).line)\nend\n")
    out = io.StringIO()
    Session(stdout=out).run_file(str(f))
    assert out.getvalue() == "stack_script\n2\n"
