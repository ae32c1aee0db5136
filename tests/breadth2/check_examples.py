"""Developer tool: run the catalog examples of the breadth2 categories through the VM and
(with --octave) through octave-cli, and print every mismatch.

    .venv/bin/python tests/breadth2/check_examples.py [--octave] [name ...]
"""

from __future__ import annotations

import io
import subprocess
import sys

from runmat_builtins import catalog
from runmat_vm import Session

CATEGORIES = ("math/special", "math/gallery", "math/combinatorics", "math/sparse", "math/piecewise",
              "strings/parsing", "math/integration")


def breadth_specs(names: list[str] | None = None):
    for spec in catalog().specs():
        if spec.category.startswith(CATEGORIES) and (not names or spec.name in names):
            yield spec


def run_vm(code: str) -> str:
    out = io.StringIO()
    s = Session(stdout=out, stderr=io.StringIO())
    try:
        s.run(code)
    except Exception as exc:  # noqa: BLE001 - a report tool
        return out.getvalue() + f"<<error {getattr(exc, 'identifier', '')}: {exc}>>"
    return out.getvalue()


def run_octave(code: str) -> str:
    p = subprocess.run(["octave-cli", "--no-gui", "--quiet", "--eval", code],
                       capture_output=True, text=True, timeout=60)
    return p.stdout + (f"<<stderr {p.stderr.strip()}>>" if p.returncode else "")


def main(argv: list[str]) -> int:
    octave = "--octave" in argv
    names = [a for a in argv if not a.startswith("--")]
    bad = 0
    total = 0
    for spec in breadth_specs(names):
        for ex in spec.examples:
            total += 1
            got = run_vm(ex.code)
            if got != ex.output:
                bad += 1
                print(f"VM  {spec.name}: {ex.code!r}\n  expected {ex.output!r}\n  got      {got!r}")
            if octave:
                o = run_octave(ex.code)
                if o != ex.output:
                    print(f"OCT {spec.name}: {ex.code!r}\n  expected {ex.output!r}\n  octave   {o!r}")
    print(f"{total} examples, {bad} VM mismatches")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
