"""Developer tool: run the examples of math-A's builtins through octave-cli and report any
whose stdout differs from the recorded output (``python tests/math_a/octave_examples.py``)."""

from __future__ import annotations

import subprocess
import sys

# examples whose documented MATLAB output Octave 7.3 cannot produce (missing features)
MATLAB_ONLY = {"y = round(1234.5678, -2)"}
PREFIXES = ("ops/", "math/elementary", "math/trigonometry", "math/rounding", "math/complex",
            "math/exponential", "types/")


def main() -> int:
    from runmat_builtins import catalog

    items = []
    for spec in catalog().specs():
        if spec.category.startswith(PREFIXES):
            for ex in spec.examples:
                items.append((spec.name, ex))
    script = []
    for i, (_, ex) in enumerate(items):
        code = ex.code.replace("'", "''")
        script.append(f"printf('@@@{i}\\n'); try, eval('{code}'), catch e, printf('ERR %s\\n', e.message), end")
    out = subprocess.run(["octave-cli", "--no-gui", "--quiet", "--eval", "\n".join(script)],
                         capture_output=True, text=True).stdout
    chunks = {}
    cur = None
    for line in out.splitlines(keepends=True):
        if line.startswith("@@@"):
            cur = int(line[3:])
            chunks[cur] = ""
        elif cur is not None:
            chunks[cur] += line
    bad = 0
    for i, (name, ex) in enumerate(items):
        got = chunks.get(i, "")
        if got != ex.output and ex.code not in MATLAB_ONLY:
            bad += 1
            print(f"--- {name}: {ex.code!r}\n    want {ex.output!r}\n    octave {got!r}")
    print(f"{len(items) - bad}/{len(items)} examples match Octave")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
