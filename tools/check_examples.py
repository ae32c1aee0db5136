#!/usr/bin/env python3
"""Developer tool: run catalog examples through the VM and (with --octave) through octave-cli,
printing every mismatch. The VM's output (MATLAB's display, the default) must be the recorded one;
octave-cli's must be what the VM prints in Octave's display (the values agree). The test suite
checks both; this tool is for writing new examples (tools/record_examples.py records outputs).

    .venv/bin/python tools/check_examples.py [--octave] [--category PREFIX ...] [name ...]
"""

from __future__ import annotations

import argparse
import io
import subprocess
import sys
from collections.abc import Iterator

from runmat_builtins import catalog
from runmat_builtins.spec import BuiltinSpec


def specs(categories: tuple[str, ...] = (), names: tuple[str, ...] = ()) -> Iterator[BuiltinSpec]:
    """Catalog specs in the given category prefixes (all when none) and names (all when none)."""
    for spec in catalog().specs():
        if (not categories or spec.category.startswith(categories)) and (not names or spec.name in names):
            yield spec


def run_vm(code: str, display: str | None = None) -> str:
    """What ``code`` prints in a fresh Session (``display``: 'matlab' or 'octave'; None: the default)."""
    from runmat_vm import Session

    out = io.StringIO()
    try:
        Session(stdout=out, stderr=io.StringIO(), display=display).run(code)
    except Exception as exc:  # noqa: BLE001 - a report tool
        return out.getvalue() + f"<<error {getattr(exc, 'identifier', '')}: {exc}>>"
    return out.getvalue()


def run_octave(code: str) -> str:
    p = subprocess.run(["octave-cli", "--no-gui", "--quiet", "--eval", code],
                       capture_output=True, text=True, timeout=60)
    return p.stdout + (f"<<stderr {p.stderr.strip()}>>" if p.returncode else "")


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*")
    ap.add_argument("--octave", action="store_true", help="also compare with octave-cli")
    ap.add_argument("--category", action="append", default=[], help="category prefix (repeatable)")
    args = ap.parse_args(argv)
    bad = total = 0
    for spec in specs(tuple(args.category), tuple(args.names)):
        for ex in spec.examples:
            total += 1
            got = run_vm(ex.code)
            if got != ex.output:
                bad += 1
                print(f"VM  {spec.name}: {ex.code!r}\n  expected {ex.output!r}\n  got      {got!r}")
            if args.octave:
                o, mine = run_octave(ex.code), run_vm(ex.code, display="octave")
                if o != mine:
                    print(f"OCT {spec.name}: {ex.code!r}\n  vm (octave display) {mine!r}\n  octave   {o!r}")
    print(f"{total} examples, {bad} VM mismatches")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
