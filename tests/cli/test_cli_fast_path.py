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
                                                 "jit": None})
    arg, opts = parse_run_args(["--accel=cpu", "f.m", "--no-jit", "--telemetry-out", "t.json", "--telemetry"])
    assert arg == "f.m" and opts == {"accel": "cpu", "telemetry": True, "telemetry_out": Path("t.json"),
                                     "jit": False}
    assert parse_run_args(["--", "-1"]) == ("-1", {"accel": None, "telemetry": False, "telemetry_out": None,
                                                   "jit": None})
    for handed_to_typer in (["--help"], [], ["a", "b"], ["--accel"], ["--jit=1", "x"], ["--bogus", "x"]):
        assert parse_run_args(handed_to_typer) is None


def test_eval_imports_only_what_it_uses():
    heavy = ("typer", "rich", "click", "prompt_toolkit", "pydantic", "pluggy", "importlib.metadata", "scipy",
             "matplotlib", "runmat_vm.jit.codegen", "numpy.random")
    code = ("import sys, runpy; sys.argv = ['runmat', 'eval', 'x = sum(mod(1:10, 3)); disp(x)']\n"
            "try:\n    runpy.run_module('runmat_vm.cli', run_name='__main__')\n"
            "except SystemExit:\n    pass\n"
            f"print(sorted(m for m in {heavy!r} if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out == "10\n[]\n"


def test_usage_errors_still_come_from_typer():
    res = subprocess.run([sys.executable, "-m", "runmat_vm.cli", "eval", "--bogus", "x"],
                         capture_output=True, text=True)
    assert res.returncode == 2 and "--bogus" in res.stderr
