"""GNU Octave 7.3, the test oracle: run MATLAB snippets through one octave-cli process and return
what each printed. Every snippet runs in a fresh workspace (``clear all``) inside ``try``, in an
empty temporary folder so no stray .m file shadows a function."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

MARK = "@@RUNMAT-SNIPPET@@"
FAILED = "@@RUNMAT-FAILED@@"


def available() -> bool:
    return shutil.which("octave-cli") is not None


def _quote(code: str) -> str:
    """A MATLAB char expression whose value is `code` (newlines kept)."""
    parts = ["'" + line.replace("'", "''") + "'" for line in code.split("\n")]
    return "[" + " char(10) ".join(parts) + "]"


def _batch(snippets: list[str], on_error: str, setup: str = "", timeout: float = 600) -> list[str]:
    lines = [setup]
    for code in snippets:
        lines.append(f"clear all; disp('{MARK}'); try, eval({_quote(code)}); catch err, {on_error}; end")
    lines.append(f"disp('{MARK}');")
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "runmat_oracle_batch.m"
        script.write_text("\n".join(lines) + "\n")
        out = subprocess.run(["octave-cli", "--no-gui", "--quiet", script.name], cwd=tmp,
                             capture_output=True, text=True, timeout=timeout).stdout
    chunks = out.split(MARK + "\n")[1:len(snippets) + 1]
    if len(chunks) != len(snippets):
        raise RuntimeError(f"octave-cli stopped after {len(chunks)} of {len(snippets)} snippets")
    return chunks


def run(snippets: list[str], setup: str = "") -> list[str]:
    """Stdout of each snippet; an error prints as 'error: MESSAGE'."""
    return _batch(snippets, "disp(['error: ' err.message])", setup)


def run_cases(cases: dict[str, str]) -> dict[str, str | None]:
    """Stdout of each named snippet, or None where Octave raised an error."""
    names = list(cases)
    chunks = _batch([cases[n] for n in names], f"disp('{FAILED}')")
    return {n: None if FAILED in c else c for n, c in zip(names, chunks)}
