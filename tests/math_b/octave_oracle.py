"""Run MATLAB snippets through octave-cli in one batch and return each one's stdout.

Used by the example checks (and by hand: ``python tests/math_b/octave_oracle.py FILE.py``
fills ``output="?"`` placeholders of Example(...) calls in a builtin module).
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys

MARK = "@@RUNMAT-SNIPPET@@"


def available() -> bool:
    return shutil.which("octave-cli") is not None


def _quote(code: str) -> str:
    parts = ["'" + line.replace("'", "''") + "'" for line in code.split("\n")]
    return "[" + " char(10) ".join(parts) + "]"


def run(snippets: list[str], setup: str = "") -> list[str]:
    """Stdout of each snippet, run in a fresh workspace (errors print as 'error: ...')."""
    body = [setup]
    for code in snippets:
        body.append(f"clear all; disp('{MARK}'); try, eval({_quote(code)}); "
                    f"catch err, disp(['error: ' err.message]); end")
    body.append(f"disp('{MARK}');")
    out = subprocess.run(["octave-cli", "--no-gui", "--quiet", "--eval", "\n".join(body)],
                         capture_output=True, text=True, timeout=300).stdout
    chunks = out.split(MARK + "\n")
    return chunks[1:len(snippets) + 1]


_EX_RE = re.compile(r'Example\(code=("(?:[^"\\]|\\.)*"), output="\?"\)')


def fill(path: str) -> None:
    src = open(path).read()
    codes = [ast.literal_eval(m.group(1)) for m in _EX_RE.finditer(src)]
    if not codes:
        return
    outs = iter(run(codes))

    def repl(m: re.Match) -> str:
        out = next(outs)
        return f"Example(code={m.group(1)}, output={_pystr(out)})"

    open(path, "w").write(_EX_RE.sub(repl, src))


def _pystr(s: str) -> str:
    r = repr(s)
    if r.startswith("'"):
        r = '"' + r[1:-1].replace('"', '\\"').replace("\\'", "'") + '"'
    return r


if __name__ == "__main__":
    for p in sys.argv[1:]:
        fill(p)
