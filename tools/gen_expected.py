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
import re
import shutil
import subprocess
import sys
import tempfile
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


def run_octave(script: Path, timeout: float = 120.0) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / script.name
        copy.write_text(octave_source(script.read_text()))
        for helper in script.parent.glob("*.m"):  # function files beside the script
            if helper != script and not (Path(tmp) / helper.name).exists():
                shutil.copy(helper, Path(tmp) / helper.name)
        proc = subprocess.run(
            ["octave-cli", "--no-gui", "--norc", "--quiet", "--no-window-system", copy.name],
            cwd=tmp, capture_output=True, text=True, timeout=timeout,
        )
        return proc.stdout


def targets(paths: list[Path]) -> list[Path]:
    out = []
    for p in paths:
        if p.is_dir():
            out += sorted(q for q in p.rglob("*.m") if not q.name.startswith("_"))
        elif p.suffix == ".m":
            out.append(p)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*", type=Path)
    ap.add_argument("--force", action="store_true", help="rewrite existing .out files")
    args = ap.parse_args()
    if shutil.which("octave-cli") is None:
        print("octave-cli not found: apt-get install -y octave", file=sys.stderr)
        return 2
    written = 0
    for script in targets([p.resolve() for p in args.paths] or DEFAULT):
        out = script.with_suffix(".out")
        if script.with_suffix(".matlab").exists() or (out.exists() and not args.force):
            continue
        out.write_text(run_octave(script))
        written += 1
        print(f"wrote {out.relative_to(ROOT)}")
    print(f"{written} expectation(s) written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
