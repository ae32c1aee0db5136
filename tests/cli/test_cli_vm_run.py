"""`runmat run` / `runmat eval`: exit codes, MATLAB-style error text, --accel, --telemetry(-out)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

RUNMAT = [sys.executable, "-m", "runmat_vm.cli"]


def cli(args, cwd, **env_extra):
    env = dict(os.environ, RUNMAT_HISTORY="0", **env_extra)
    env.pop("RUNMAT_ACCEL", None)
    r = subprocess.run(RUNMAT + args, cwd=cwd, capture_output=True, text=True, env=env, timeout=120)
    r.stderr = "".join(ln for ln in r.stderr.splitlines(keepends=True) if not ln.startswith("Warning: plugin "))
    return r


def test_run_success_exit_0(tmp_path: Path):
    (tmp_path / "ok.m").write_text("x = 2 * 3\ndisp('done')\n")
    r = cli(["run", "ok.m"], tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (0, "x = 6\ndone\n", "")


def test_run_builtin_error_names_the_builtin_and_the_stack(tmp_path: Path):
    (tmp_path / "bad.m").write_text("disp(1)\ny = zeros(2) * ones(3);\n")
    r = cli(["run", "bad.m"], tmp_path)
    assert r.returncode == 1 and r.stdout == "1\n"
    lines = r.stderr.splitlines()
    assert lines[0] == "Error using mtimes"
    assert lines[1].startswith("Incorrect dimensions for matrix multiplication.")
    assert lines[-2:] == ["Error in bad (line 2)", "y = zeros(2) * ones(3);"]  # the line, as MATLAB shows it


def test_run_error_in_functions_lists_every_frame(tmp_path: Path):
    (tmp_path / "helperfile.m").write_text("function r = helperfile(v)\n  r = inner(v);\nend\n"
                                           "function r = inner(v)\n  error('my:id', 'bad value %d', v);\nend\n")
    (tmp_path / "main.m").write_text("a = 1;\nb = helperfile(a);\n")
    r = cli(["run", "main.m"], tmp_path)
    assert r.returncode == 1
    assert r.stderr == ("Error using inner\nbad value 1\n"
                        "Error in helperfile>inner (line 5)\nerror('my:id', 'bad value %d', v);\n"
                        "Error in helperfile (line 2)\nr = inner(v);\n"
                        "Error in main (line 2)\nb = helperfile(a);\n")


def test_run_plain_error_and_undefined(tmp_path: Path):
    (tmp_path / "plain.m").write_text("error('50% done')\n")
    r = cli(["run", "plain.m"], tmp_path)
    assert (r.returncode, r.stderr) == (1, "Error: 50% done\nError in plain (line 1)\nerror('50% done')\n")
    (tmp_path / "undef.m").write_text("q = 1;\nz = q + missing_var;\n")
    r = cli(["run", "undef.m"], tmp_path)
    assert (r.returncode, r.stderr) == (1, "Error: Unrecognized function or variable 'missing_var'.\n"
                                           "Error in undef (line 2)\nz = q + missing_var;\n")
    assert "Traceback" not in r.stderr


def test_run_finds_functions_next_to_the_script(tmp_path: Path):
    sub = tmp_path / "proj"
    sub.mkdir()
    (sub / "twice.m").write_text("function y = twice(x)\n  y = 2 * x;\nend\n")
    (sub / "script.m").write_text("disp(twice(21))\n")
    r = cli(["run", "proj/script.m"], tmp_path)
    assert (r.returncode, r.stdout) == (0, "42\n")


def test_usage_errors_exit_2(tmp_path: Path):
    r = cli(["run", "missing.m"], tmp_path)
    assert r.returncode == 2 and "no such file" in r.stderr
    assert cli(["run", "--no-such-option", "x.m"], tmp_path).returncode == 2
    assert cli(["eval"], tmp_path).returncode == 2
    r = cli(["eval", "disp(1)", "--accel", "warp-drive"], tmp_path)
    assert r.returncode == 2 and r.stdout == ""
    assert "Unknown acceleration provider 'warp-drive'" in r.stderr


def test_eval_exit_codes_and_text(tmp_path: Path):
    r = cli(["eval", "x = 3; disp(x * 4)"], tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (0, "12\n", "")
    r = cli(["eval", "disp(1); error('my:id', 'value %d', 5); disp(2)"], tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (1, "1\n", "Error: value 5\n")
    r = cli(["eval", "sqrt(1, 2, 3)"], tmp_path)
    assert r.returncode == 1 and r.stderr.startswith("Error using sqrt\n")
    r = cli(["eval", "x = [1 2"], tmp_path)
    assert r.returncode == 1 and "never closed" in r.stderr


def test_accel_inprocess_and_telemetry_json(tmp_path: Path):
    out = tmp_path / "tel.json"
    r = cli(["eval", "a = gpuArray([1 2 3]); b = gather(sum(a .* 2)); disp(b)",
             "--accel", "inprocess", "--telemetry-out", str(out)], tmp_path)
    assert (r.returncode, r.stdout) == (0, "12\n")
    data = json.loads(out.read_text())
    assert data["device_calls"].get("inprocess", 0) >= 2
    assert data["uploads"] >= 1
    assert data["builtins"]["times"]["device_calls"] == 1
    assert set(data) >= {"calls", "fallbacks", "errors", "upload_bytes", "download_bytes", "builtins"}


def test_telemetry_table_on_stderr_with_fallbacks_and_errors(tmp_path: Path):
    (tmp_path / "t.m").write_text("a = gpuArray([1 2 3]);\nb = a .* 2;\ntry\n  sqrt(1, 2);\ncatch\nend\n"
                                  "for k = 1:3\n  c = numel(b);\nend\ndisp(gather(b))\n")
    r = cli(["run", "t.m", "--accel", "inprocess", "--telemetry"], tmp_path,
            RUNMAT_ACCEL_INJECT_FAULT="times", COLUMNS="200")
    assert r.returncode == 0
    assert r.stdout == "   2   4   6\n"
    err = r.stderr
    for title in ("telemetry", "builtin calls", "device calls", "uploads", "downloads",
                  "fallbacks by reason", "errors", "top builtins by calls", "top builtins by time"):
        assert title in err, title
    assert "times|inprocess" in err
    assert "MATLAB:TooManyInputs" in err or "sqrt" in err


def test_telemetry_written_even_when_the_script_fails(tmp_path: Path):
    out = tmp_path / "t.json"
    r = cli(["eval", "x = ones(2); error('stop')", "--telemetry-out", str(out)], tmp_path)
    assert r.returncode == 1
    assert json.loads(out.read_text())["builtins"]["ones"]["calls"] == 1


def test_run_a_folder_says_it_is_a_folder(tmp_path: Path):
    (tmp_path / "d").mkdir()
    r = cli(["run", "d"], tmp_path)
    assert r.returncode == 2 and "is a folder" in r.stderr and "no such file" not in r.stderr


def test_run_a_binary_file_never_echoes_its_bytes(tmp_path: Path):
    (tmp_path / "prog.m").write_bytes(b"\x7fELF\x02\x01\x01\x00\x00\x00\xff\xfe(((\n\x01\x02")
    r = cli(["run", "prog.m"], tmp_path)
    assert r.returncode == 1 and "binary data" in r.stderr
    assert "\x7f" not in r.stderr and "\x01" not in r.stderr and "Traceback" not in r.stderr


def test_stdout_closed_by_the_reader_ends_quietly(tmp_path: Path):
    (tmp_path / "many.m").write_text("for i = 1:20000\n  try\n    disp(i)\n  catch\n  end\nend\n")
    p = subprocess.Popen(RUNMAT + ["run", "many.m"], cwd=tmp_path, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, env=dict(os.environ, RUNMAT_HISTORY="0"))
    first = p.stdout.readline()
    p.stdout.close()  # as `| head -1` does
    err = p.stderr.read().decode()
    assert first == b"1\n"
    assert p.wait(timeout=120) == 141
    assert "BrokenPipe" not in err and "Error" not in err
