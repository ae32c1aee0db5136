#!/usr/bin/env python3
"""Regenerate the expected stdout of MATLAB scripts with GNU Octave (the oracle).

Usage: python tools/gen_expected.py [--force] [PATH ...]   (default: tests/conformance and tests/functions)

For each ``NAME.m`` it writes ``NAME.out`` beside it, unless a ``NAME.matlab`` marker
file says the expectation was written from MATLAB's documentation (Octave differs there)
or ``NAME.out`` exists and --force is not given. Octave 7.3 defines a script's local
functions only when execution reaches them, so the script runs from a temporary copy
with its functions moved to the top (after ``1;``, which keeps it a script).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = [ROOT / "tests" / "conformance", ROOT / "tests" / "functions"]
_FUNC = re.compile(r"^\s*function\b", re.M)


def octave_source(text: str) -> str:
    """Move trailing local functions of a script to the top for Octave."""
    m = _FUNC.search(text)
    if m is None or text[: m.start()].strip() == "":
        return text  # no local functions, or a function file
    body, funcs = text[: m.start()], text[m.start():]
    return "1;\n" + funcs.rstrip() + "\n\n" + body


_EXIT_NOISE = "error: ignoring const execution_exception& while preparing to exit"


def octave_errors(stderr: str) -> str:
    """Octave's error text, without the harmless message Octave 7.3 prints at exit."""
    lines = [ln for ln in stderr.splitlines() if ln.strip() and ln.strip() != _EXIT_NOISE]
    return "\n".join(lines) if any(ln.startswith("error:") for ln in lines) else ""


def run_octave(script: Path, timeout: float = 120.0) -> tuple[str, str]:
    """Octave's stdout for a script, and its error text (empty when the script ran through).

    Octave 7.3 now and then exits before flushing stdout; an empty stdout is retried."""
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / script.name
        copy.write_text(octave_source(script.read_text()))
        for helper in script.parent.glob("*.m"):  # function and classdef files beside the script
            if helper != script and not is_script(helper) and not (Path(tmp) / helper.name).exists():
                shutil.copy(helper, Path(tmp) / helper.name)
        for folder in script.parent.iterdir():  # @Cls class folders and +pkg namespace folders
            if folder.is_dir() and folder.name[:1] in "@+" and not (Path(tmp) / folder.name).exists():
                shutil.copytree(folder, Path(tmp) / folder.name)
        for _attempt in range(3):
            proc = subprocess.run(
                ["octave-cli", "--no-gui", "--norc", "--quiet", "--no-window-system", copy.name],
                cwd=tmp, capture_output=True, text=True, timeout=timeout,
            )
            if proc.stdout:
                break
        return proc.stdout, octave_errors(proc.stderr)


_CLASSDEF = re.compile(r"\A(?:\s*(?:%[^\n]*)?\n)*\s*classdef\b")


_FUNCTION_FILE = re.compile(r"\A(?:\s*(?:%[^\n]*)?\n)*\s*function\b")


def is_script(path: Path) -> bool:
    """A script, not a classdef or function file (helpers beside the scripts are copied, never run)."""
    text = path.read_text()
    return not path.name.startswith("_") and _CLASSDEF.match(text) is None and _FUNCTION_FILE.match(text) is None


def targets(paths: list[Path]) -> list[Path]:
    out = []
    for p in paths:
        if p.is_dir():
            out += sorted(q for q in p.rglob("*.m") if is_script(q))
        elif p.suffix == ".m" and is_script(p):
            out.append(p)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*", type=Path)
    ap.add_argument("--force", action="store_true", help="rewrite existing .out files")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1, help="parallel Octave runs")
    args = ap.parse_args()
    if shutil.which("octave-cli") is None:
        print("octave-cli not found: apt-get install -y octave", file=sys.stderr)
        return 2
    todo = [
        s for s in targets([p.resolve() for p in args.paths] or DEFAULT)
        if not s.with_suffix(".matlab").exists() and (args.force or not s.with_suffix(".out").exists())
    ]
    errors = 0
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for script, (stdout, err) in zip(todo, pool.map(run_octave, todo)):
            out = script.with_suffix(".out")
            out.write_text(stdout)
            print(f"wrote {out.relative_to(ROOT)}")
            if err:  # an uncaught error is allowed (stdout up to it is compared) but worth a look
                errors += 1
                print(f"  octave error in {script.relative_to(ROOT)}:\n    " + err.replace("\n", "\n    "))
    print(f"{len(todo)} expectation(s) written, {errors} with an uncaught Octave error")
    return 0


if __name__ == "__main__":
    sys.exit(main())
