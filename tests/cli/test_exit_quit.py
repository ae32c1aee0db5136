"""exit/quit: the process exit status from `runmat run`/`eval`, the REPL's end, Session.run's
MatlabExit, and that MATLAB's try/catch cannot catch them."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from runmat_builtins.errors import MException
from tests.cli.test_cli_vm_run import cli


@pytest.mark.parametrize("code, status", [
    ("exit(3)", 3), ("quit(0)", 0), ("exit", 0), ("quit force", 0), ("exit(4, 'force')", 4),
    ("exit 7", 7), ("exit(-1)", 255), ("exit(256 + 2)", 2), ("exit(int8(5))", 5),
])
def test_eval_exits_with_the_code(tmp_path: Path, code: str, status: int):
    r = cli(["eval", f"disp('before'); {code}; disp('after')"], tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (status, "before\n", "")


def test_quit_cancel_has_no_effect_outside_finish(tmp_path: Path):
    r = cli(["eval", "quit cancel; disp('still here')"], tmp_path)
    assert (r.returncode, r.stdout) == (0, "still here\n")


def test_bad_exit_code_is_a_matlab_error(tmp_path: Path):
    r = cli(["eval", "exit(1.5)"], tmp_path)
    assert r.returncode == 1 and "Error using exit" in r.stderr and "Traceback" not in r.stderr
    r = cli(["eval", "quit('later')"], tmp_path)
    assert r.returncode == 1 and "Error using quit" in r.stderr


@pytest.mark.parametrize("jit", ["0", "force"])
def test_run_exits_from_a_function_through_try_catch(tmp_path: Path, jit: str):
    (tmp_path / "stop.m").write_text("function stop(k)\nfprintf('stop %d\\n', k);\nquit(k)\nend\n")
    (tmp_path / "main.m").write_text(
        "for i = 1:3\n  try\n    stop(i + 4);\n  catch\n    disp('caught');\n  end\nend\n")
    r = cli(["run", "main.m"], tmp_path, RUNMAT_JIT=jit)
    assert (r.returncode, r.stdout, r.stderr) == (5, "stop 5\n", "")


def test_session_run_raises_matlab_exit_with_the_code():
    import runmat_vm
    from runmat_vm.session import Session

    out = io.StringIO()
    s = Session(stdout=out)
    with pytest.raises(runmat_vm.MatlabExit) as info:
        s.run("x = 1; fprintf('a\\n'); exit(9); x = 2;")
    assert (info.value.code, info.value.force) == (9, False)
    assert not isinstance(info.value, (MException, Exception))  # no except Exception swallows it
    assert s.workspace["x"] == 1.0 and out.getvalue() == "a\n"
    with pytest.raises(runmat_vm.MatlabExit) as info:
        s.run("quit(2, 'force')")
    assert (info.value.code, info.value.force) == (2, True)


def test_repl_ends_with_the_exit_code():
    from runmat_vm.repl import repl_loop
    from runmat_vm.session import Session

    lines = iter(["x = 1;", "disp(x)", "exit(4)", "disp(99)"])

    def read(prompt: str) -> str:
        try:
            return next(lines)
        except StopIteration:
            raise EOFError from None

    out = io.StringIO()
    assert repl_loop(Session(stdout=out, stderr=io.StringIO()), read) == 4
    assert out.getvalue() == "1\n"
