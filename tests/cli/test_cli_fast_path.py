"""`runmat run`/`eval` start without typer: the fast path accepts what the typer app accepts."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import typer

from runmat_vm.cli import RUN_OPTIONS, parse_run_args
from runmat_vm.cli_app import app


@pytest.mark.parametrize("command", ["run", "eval"])
def test_fast_path_options_are_the_typer_options(command):
    params = typer.main.get_command(app).commands[command].params
    flags = {f for p in params if p.param_type_name == "option" for f in (*p.opts, *p.secondary_opts)}
    assert flags - {"--help"} == set(RUN_OPTIONS)


def test_parse_run_args():
    assert parse_run_args(["x=1;"]) == ("x=1;", {"accel": None, "telemetry": False, "telemetry_out": None,
                                                 "jit": None, "explain_offload": False, "display": None, "explain": False})
    arg, opts = parse_run_args(["--accel=cpu", "f.m", "--no-jit", "--telemetry-out", "t.json", "--telemetry",
                                "--explain-offload", "--display", "octave", "--explain"])
    assert arg == "f.m" and opts == {"accel": "cpu", "telemetry": True, "telemetry_out": Path("t.json"),
                                     "jit": False, "explain_offload": True, "display": "octave", "explain": True}
    assert parse_run_args(["--", "-1"]) == ("-1", {"accel": None, "telemetry": False, "telemetry_out": None,
                                                   "jit": None, "explain_offload": False, "display": None, "explain": False})
    for handed_to_typer in (["--help"], [], ["a", "b"], ["--accel"], ["--jit=1", "x"], ["--bogus", "x"]):
        assert parse_run_args(handed_to_typer) is None


def run_cli_in_process(args: list[str], report: str) -> list[str]:
    """Lines printed by ``runmat ARGS`` run in a fresh interpreter, then by ``print(REPORT)``."""
    code = (f"import sys, runpy; sys.argv = ['runmat', *{args!r}]\n"
            "try:\n    runpy.run_module('runmat_vm.cli', run_name='__main__')\n"
            "except SystemExit:\n    pass\n"
            f"print({report})")
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.splitlines()


def test_eval_imports_only_what_it_uses():
    heavy = ("typer", "rich", "click", "prompt_toolkit", "pydantic", "pluggy", "importlib.metadata", "scipy",
             "matplotlib", "runmat_vm.jit.codegen", "numpy.random", "importlib.resources")
    out = run_cli_in_process(["eval", "x = sum(mod(1:10, 3)); disp(x)"],
                             f"sorted(m for m in {heavy!r} if m in sys.modules)")
    assert out == ["10", "[]"]


def test_usage_errors_still_come_from_typer():
    res = subprocess.run([sys.executable, "-m", "runmat_vm.cli", "eval", "--bogus", "x"],
                         capture_output=True, text=True)
    assert res.returncode == 2 and "--bogus" in res.stderr


def test_help_and_version_do_not_load_the_core_library():
    for args in (["--help"], ["--version"]):
        out = run_cli_in_process(args, "sorted(m for m in sys.modules if m.startswith('runmat_builtins.lib.')"
                                       " or m in ('runmat_vm.session', 'prompt_toolkit'))")
        assert out[-1] == "[]", (args, out)


def test_the_collector_is_on_after_start_up():
    # start-up's objects are frozen out of the cyclic collector's reach; the program's are not
    gc = "__import__('gc')"
    out = run_cli_in_process(["eval", "disp(1)"], f"{gc}.isenabled(), {gc}.get_freeze_count() > 10000")
    assert out == ["1", "True True"]
