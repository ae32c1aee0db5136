"""The debugger engine through a Session whose debug commands come from a list (as a front end
types them at K>>), and through ``runmat run`` and the REPL with piped standard input."""

from __future__ import annotations

import io
import os
import subprocess
import sys

import pytest

from runmat_vm import Session


MATLAB_ENV = dict(os.environ, RUNMAT_DISPLAY="matlab", RUNMAT_HISTORY="0")


def debug_session(commands: list[str]) -> tuple[Session, io.StringIO, list[str]]:
    """A session whose K>> prompt answers with ``commands`` in order; records the prompts."""
    out = io.StringIO()
    s = Session(stdout=out, stderr=out, display="matlab")
    prompts: list[str] = []
    pending = list(commands)

    def reader(prompt: str) -> str:
        prompts.append(prompt)
        if not pending:
            raise EOFError
        return pending.pop(0)

    s.ctx.debugger.reader = reader
    return s, out, prompts


def test_breakpoint_stops_with_the_frames_workspace(dbgdir):
    s, out, prompts = debug_session(["a", "whos", "dbstack", "dbcont"])
    s.run("dbstop in stepme at 3\nv = stepme(1);")
    text = out.getvalue()
    assert prompts == ["K>> "] * 4
    assert text.startswith("3   b = inner(a);\na =\n\n     2\n\n")
    assert "a" in text and "x" in text and "double" in text  # whos lists the function's variables
    assert "In stepme (line 3)\n" in text
    assert s.workspace["v"] == 23.0  # dbcont ran the rest


def test_step_in_out_next_and_dbup_dbdown(dbgdir):
    cmds = ["dbstep in", "dbstack", "z", "dbup", "a", "dbstack", "dbdown", "dbstep", "dbstep out", "r", "dbcont"]
    s, out, _ = debug_session(cmds)
    s.run("dbstop in stepme at 3\nv = stepme(1);")
    text = out.getvalue()
    lines = text.split("\n")
    assert "8   w = z * 10;" in lines  # stepped into inner
    assert "In stepme>inner (line 8)\nIn stepme (line 3)\n" in text
    assert "In workspace belonging to stepme.\n" in text
    assert "> In stepme (line 3)\n" in text and "  In stepme>inner (line 8)\n" in text
    assert "In workspace belonging to stepme>inner.\n" in text
    assert "9   y = w + 1;" in lines  # dbstep: the next line
    assert "4   r = a + b;" in lines  # dbstep out: back in the caller
    assert "Unrecognized function or variable 'r'" in text  # r not yet assigned on line 4
    assert s.workspace["v"] == 23.0


def test_breakpoint_in_a_loop_stops_each_pass_and_conditions(dbgdir):
    s, out, _ = debug_session(["k", "dbcont", "k", "dbcont", "k", "dbcont"])
    s.run("dbstop in loopy at 4\nt = loopy(3);")
    assert out.getvalue().count("4   s = s + k;") == 3
    assert s.workspace["t"] == 6.0
    s, out, _ = debug_session(["k", "dbcont"])
    s.run("dbstop in loopy at 4 if k == 2\nt = loopy(3);")
    assert out.getvalue().count("4   s = s + k;") == 1 and "k =\n\n     2\n" in out.getvalue()


def test_dbquit_ends_the_program_quietly_and_keeps_the_base_workspace(dbgdir):
    s, out, _ = debug_session(["dbquit"])
    s.run("before = 1;\ndbstop in stepme at 2\nv = stepme(1);\nafter = 2;")
    assert "before" in s.workspace and "after" not in s.workspace and "v" not in s.workspace


def test_dbstop_if_error_stops_where_the_error_is(dbgdir):
    s, out, _ = debug_session(["x", "q", "dbquit"])
    s.run("dbstop if error\nfails(7)")
    text = out.getvalue()
    assert text.startswith("Index exceeds the number of array elements. Index must not exceed 3.\n")
    assert "3   y = q(x);\nx =\n\n     7\n\nq =\n\n     1     2     3\n\n" in text
    s, out, _ = debug_session(["x"])  # an error caught by try/catch does not stop
    s.run("dbstop if error\ntry\n  fails(7)\ncatch\n  disp('caught')\nend")
    assert out.getvalue() == "caught\n"
    s, out, _ = debug_session(["x"])  # the same from a loop the compiled tier runs
    s.run("dbstop if error\nfor k = 1:400\n  try\n    fails(7);\n  catch\n  end\nend\ndisp('done')")
    assert out.getvalue() == "done\n"
    s, out, _ = debug_session(["dbcont"])
    s.run("dbstop if caught error\ntry\n  fails(7)\ncatch\n  disp('caught')\nend")
    assert "3   y = q(x);\n" in out.getvalue() and out.getvalue().endswith("caught\n")


def test_dbstatus_dbclear_and_moved_breakpoints(dbgdir):
    s, out, _ = debug_session([])
    s.run("dbstop in stepme at 3\ndbstop in stepme at 6\ndbstop if error\ndbstatus")
    # line 6 is blank: the breakpoint moves to the next line of code (8)
    assert out.getvalue() == "Breakpoints for stepme are on lines 3, 8.\nStop if error.\n"
    s.run("dbclear in stepme at 3\ndbclear if error\ndbstatus")
    assert out.getvalue().endswith("Breakpoint for stepme is on line 8.\n")
    s.run("dbclear all\ndbstatus\nv = stepme(1);")
    assert out.getvalue().endswith("Breakpoint for stepme is on line 8.\n")  # nothing more printed
    assert s.workspace["v"] == 23.0 and s.resolver is None  # no debugger left in calls


@pytest.mark.parametrize("code, ident", [
    ("dbstop in no_such_file_zz at 3", "MATLAB:dbstop:fileNotFound"),
    ("dbstop in stepme at 99", "MATLAB:dbstop:lineOutOfRange"),
    ("dbcont", "MATLAB:debug:notInDebugMode"),
    ("dbstep", "MATLAB:debug:notInDebugMode"),
    ("dbstop if naninf_zz", "MATLAB:dbstop:InvalidInput"),
])
def test_bad_debug_commands_are_matlab_errors(dbgdir, code, ident):
    from runmat_builtins.errors import MException

    s, _, _ = debug_session([])
    with pytest.raises(MException) as e:
        s.run(code)
    assert e.value.identifier == ident


def test_breakpoints_force_the_interpreter_only_for_that_function(dbgdir, monkeypatch):
    from runmat_vm import interp

    if interp.JIT is None:
        pytest.skip("the compiled tier is off")
    s, out, _ = debug_session(["dbcont"] * 3)
    s.run("dbstop in loopy at 4\nfor i = 1:5, w = stepme(i); end\nt = loopy(3);")
    assert out.getvalue().count("4   s = s + k;") == 3
    fn = s.resolve("stepme")
    assert fn.code.jit is not None and fn.code.jit.whole.versions  # stepme compiled as usual
    loopy = s.resolve("loopy")
    copy = s.debugger.body(loopy.code)
    assert copy is not loopy.code and copy.jit.whole.declined  # loopy's debug copy: interpreted only
    assert not loopy.code.jit or not loopy.code.jit.whole.versions


def test_keyboard_gives_the_prompt_in_the_callers_workspace(dbgdir):
    s, out, _ = debug_session(["x = 41;", "dbcont"])
    s.run("x = 1;\nkeyboard\ny = x + 1;")
    assert s.workspace["y"] == 42.0


def test_runmat_run_reads_debug_commands_from_piped_stdin(dbgdir):
    (dbgdir / "drive.m").write_text("dbstop in stepme at 3\nv = stepme(1);\ndisp(v)\n")
    r = subprocess.run([sys.executable, "-m", "runmat_vm.cli", "run", "drive.m"], input="a\ndbstep\ndbcont\n",
                       capture_output=True, text=True, timeout=120, cwd=dbgdir, env=MATLAB_ENV)
    assert r.returncode == 0, r.stderr
    assert r.stdout == "3   b = inner(a);\nK>> a =\n\n     2\n\nK>> 4   r = a + b;\nK>>     23\n"


def test_repl_gives_k_prompt_with_piped_stdin(dbgdir):
    r = subprocess.run([sys.executable, "-m", "runmat_vm.cli"], input="dbstop in stepme at 4\nv = stepme(2)\nb\ndbcont\nv\n",
                       capture_output=True, text=True, timeout=120, cwd=dbgdir, env=MATLAB_ENV)
    assert r.returncode == 0, r.stderr
    assert r.stdout == "4   r = a + b;\nb =\n\n    31\n\nv =\n\n    34\n\nv =\n\n    34\n\n"


def test_dbstack_in_running_code_and_as_a_struct_array(dbgdir):
    # the dbstack page: "In myfile>myfunction (line 5)" lines; ST = dbstack an m-by-1 struct
    # array with fields file, name, line (https://www.mathworks.com/help/matlab/ref/dbstack.html)
    (dbgdir / "showst.m").write_text("function showst()\n  dbstack\n  st = dbstack;\n  fprintf('%s %d %d\\n', "
                                     "st(1).name, st(1).line, numel(st));\n  [~, i] = dbstack; disp(i)\nend\n")
    (dbgdir / "callst.m").write_text("x = 1;\nshowst\n")
    s, out, _ = debug_session([])
    s.run_file(str(dbgdir / "callst.m"))
    assert out.getvalue() == "In showst (line 2)\nIn callst (line 2)\nshowst 3 2\n     1\n"
    s.run("st = dbstack;")
    assert s.workspace["st"] is not None and s.ctx.get_var("st").shape == (0, 1)  # nothing at the prompt


def test_dbstop_if_warning_stops_at_the_line_that_warns(dbgdir):
    (dbgdir / "warns.m").write_text("function warns(x)\n  y = x * 2;\n  warning('my:careful', 'x is %d', x);\n"
                                    "  disp(y)\nend\n")
    s, out, _ = debug_session(["y", "dbcont"])
    s.run("dbstop if warning\ndbstatus\nwarns(4)")
    assert out.getvalue() == ("Stop if warning.\nWarning: x is 4\n3   warning('my:careful', 'x is %d', x);\n"
                              "y =\n\n     8\n\n     8\n")
    s, out, _ = debug_session([])
    s.run("dbstop if warning other:id\nwarns(1)")  # limited to another identifier: no stop
    assert out.getvalue() == "Warning: x is 1\n     2\n"
