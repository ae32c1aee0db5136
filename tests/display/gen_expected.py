"""Regenerate expected.json / expected_format.json from octave-cli 7.3 (run by hand)."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).parent
MARK = "@@CASE@@"


def run_octave(script: str) -> list[str]:
    out = subprocess.run(["octave-cli", "--no-gui", "--norc", "--eval", script],
                         capture_output=True, text=True, check=False).stdout
    return out.split(MARK + "\n")[1:]


def display_cases() -> dict[str, str]:
    sys.path.insert(0, str(HERE))
    from cases import CASES

    lines = []
    for cid, fmt, kind, expr, _ in CASES:
        lines.append(f"format {fmt}; fprintf('{MARK}\\n');")
        lines.append(f"x = {expr}" if kind == "show" else f"disp({expr})")
    lines.append(f"format short; fprintf('{MARK}\\n');")
    outs = run_octave("\n".join(lines))
    return {c[0]: o for c, o in zip(CASES, outs)}


def format_cases() -> dict[str, str]:
    sys.path.insert(0, str(HERE))
    from format_cases import CALLS

    lines = []
    for cid, expr in CALLS:
        lines.append(f"fprintf('{MARK}\\n'); r__ = {expr};")
        lines.append("if ischar(r__) && rows(r__) != 1, for k__=1:rows(r__), "
                     "fprintf('%s\\n', r__(k__,:)); end; fprintf('<%dx%d>', size(r__)); "
                     "else fprintf('%s', r__); end")
    lines.append(f"fprintf('{MARK}\\n');")
    outs = run_octave("\n".join(lines))
    return {c[0]: o for c, o in zip(CALLS, outs)}


if __name__ == "__main__":
    which = sys.argv[1:] or ["display", "format"]
    if "display" in which:
        (HERE / "expected.json").write_text(json.dumps(display_cases(), indent=1) + "\n")
    if "format" in which:
        (HERE / "expected_format.json").write_text(json.dumps(format_cases(), indent=1) + "\n")
