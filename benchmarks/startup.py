"""Start-up: whole-command wall times of runmat beside octave-cli and plain Python.

Run: python benchmarks/startup.py [--repeat N] [--no-octave] [--only SUBSTR]
Prints a table and writes benchmarks/results/startup.json.

Each command is run N times as a new process (in N rounds over all commands); the table shows the best (min) wall time and,
as a check that is less sensitive to other work on a shared machine, the best CPU time
(user + system) of the process.
Two bytecode modes, measured in the same run:

- ``cached``: a bytecode cache as a user has after the first run (``__pycache__`` written,
  warmed by one untimed run).
- ``no cache``: ``PYTHONDONTWRITEBYTECODE=1`` on a copy of the project's packages that has no
  ``__pycache__``, as on the CI machines (installed libraries keep their bytecode there too).

Targets (issue 11): ``runmat eval "disp(1)"`` <= 0.3 s cached and <= 3x octave-cli in the same
run; the 30-builtin script within 1.5x of ``runmat eval "disp(1)"`` in each mode (the
``/ runmat eval`` column shows both ratios, cached / no cache).
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from _harness import print_table, write_json  # noqa: E402

SCRIPT = HERE / "startup" / "thirty_builtins.m"
PACKAGES = ("runmat_vm", "runmat_builtins", "runmat_accel")


def runmat_command() -> list[str]:
    """The ``runmat`` console script next to this Python, else ``python -m runmat_vm.cli``."""
    script = Path(sys.executable).with_name("runmat")
    return [str(script)] if script.exists() else [sys.executable, "-m", "runmat_vm.cli"]


def cases(octave: bool) -> list[tuple[str, list[str], bool]]:
    """(label, argv, runs Python) of every command timed."""
    rm = runmat_command()
    py = sys.executable
    out = [
        ('runmat eval "disp(1)"', [*rm, "eval", "disp(1)"], True),
        ("runmat run thirty_builtins.m", [*rm, "run", str(SCRIPT)], True),
        ("runmat --version", [*rm, "--version"], True),
        ('python -c "import runmat_vm"', [py, "-c", "import runmat_vm"], True),
        ('python -c "import numpy"', [py, "-c", "import numpy"], True),
        ('python -c "pass"', [py, "-c", "pass"], True),
    ]
    if octave:
        out += [('octave-cli --eval "disp(1)"', ["octave-cli", "--eval", "disp(1)"], False),
                ("octave-cli thirty_builtins.m", ["octave-cli", str(SCRIPT)], False)]
    return out


def _children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def time_once(argv: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one run of the command in ``cwd``."""
    c0 = _children_cpu()
    t0 = time.perf_counter()
    proc = subprocess.run(argv, env=env, capture_output=True, text=True, cwd=cwd)
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed ({proc.returncode}):\n{proc.stderr}")
    return wall, _children_cpu() - c0


def uncached_copy(tmp: Path) -> Path:
    """The project's packages copied without bytecode, so every run compiles them from source."""
    dest = tmp / "src"
    for pkg in PACKAGES:
        shutil.copytree(ROOT / pkg, dest / pkg, ignore=shutil.ignore_patterns("__pycache__"))
    return dest


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=7, help="runs per command (the min is reported)")
    ap.add_argument("--no-octave", action="store_true")
    ap.add_argument("--only", default=None, help="time only commands whose label contains this")
    args = ap.parse_args()
    octave = not args.no_octave and shutil.which("octave-cli") is not None
    todo = [c for c in cases(octave) if args.only is None or args.only in c[0]]

    base = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
    results: dict[str, dict[str, float]] = {}
    cpu: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        # commands run in an empty folder: `python -c` puts its folder first on sys.path, which
        # must not be the checkout (its __pycache__ would serve the "no cache" runs)
        src, cwd = uncached_copy(Path(tmp)), Path(tmp) / "cwd"
        cwd.mkdir()
        modes = {
            "cached": base,
            "no cache": {**base, "PYTHONDONTWRITEBYTECODE": "1",
                         "PYTHONPATH": os.pathsep.join(filter(None, [str(src), base.get("PYTHONPATH")]))},
        }
        for label, argv, _ in todo:
            subprocess.run(argv, env=modes["cached"], capture_output=True, cwd=cwd)  # write the cache
        # round-robin: each round runs every command in every mode once, so load on a shared
        # machine that comes and goes hits all of them alike (the ratios compare like with like)
        for _ in range(args.repeat):
            for label, argv, is_python in todo:
                row = results.setdefault(label, {})
                crow = cpu.setdefault(label, {})
                for mode, env in modes.items():
                    if mode != "cached" and not is_python:
                        continue
                    wall, used = time_once(argv, env, cwd)
                    row[mode] = min(row.get(mode, float("inf")), wall)
                    crow[mode] = min(crow.get(mode, float("inf")), used)

    def ms(v: float | None) -> str:
        return "-" if v is None else f"{v * 1e3:.0f} ms"

    octave_eval = results.get('octave-cli --eval "disp(1)"', {}).get("cached")
    runmat_eval = results.get('runmat eval "disp(1)"', {})
    rows = []
    for label, row in results.items():
        c, n = row.get("cached"), row.get("no cache")
        vs_oct = f"{c / octave_eval:.2f}x" if c is not None and octave_eval else "-"
        vs_eval = f"{c / runmat_eval['cached']:.2f}x" if c is not None and runmat_eval.get("cached") else "-"
        if n is not None and runmat_eval.get("no cache"):
            vs_eval += f" / {n / runmat_eval['no cache']:.2f}x"
        rows.append([label, ms(c), ms(n), vs_oct, vs_eval, ms(cpu[label].get("cached")),
                     ms(cpu[label].get("no cache"))])
    print_table(f"start-up, min of {args.repeat} runs",
                ["command", "wall cached", "wall no cache", "/ octave eval", "/ runmat eval (cached / no cache)", "cpu cached",
                 "cpu no cache"], rows)
    checks = {}
    if runmat_eval.get("cached") is not None:
        checks["eval <= 0.3 s"] = runmat_eval["cached"] <= 0.3
        if octave_eval:
            checks["eval <= 3x octave"] = runmat_eval["cached"] <= 3 * octave_eval
    script = results.get("runmat run thirty_builtins.m", {})
    for mode in modes:  # the script's ratio to eval holds with and without a bytecode cache
        if script.get(mode) is not None and runmat_eval.get(mode) is not None:
            checks[f"30 builtins <= 1.5x eval ({mode})"] = script[mode] <= 1.5 * runmat_eval[mode]
    for name, ok in checks.items():
        print(f"{name}: {'yes' if ok else 'NO'}")
    path = write_json("startup", {"repeat": args.repeat, "seconds": results, "cpu_seconds": cpu,
                                  "targets": checks})
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
