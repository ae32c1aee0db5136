#!/usr/bin/env python3
"""Developer tool: run catalog examples in MATLAB's display (the default) and rewrite the
recorded outputs in the builtin modules to what the VM prints. Catalog examples are recorded in
MATLAB's display (tests/vm/test_vm_catalog_examples.py runs them so); the Octave oracle compares
values with the VM in Octave's display (tests/oracle/test_octave_examples.py).

    .venv/bin/python tools/record_examples.py [--check] [--category PREFIX ...] [name ...]

An output written as a plain string literal (implicit concatenation included) is rewritten in
place; one built by an f-string, a variable or a call is listed to convert by hand. Check what a
rewrite changed (``git diff``) against MathWorks pages before committing it.
"""

from __future__ import annotations

import argparse
import ast
import sys
from dataclasses import dataclass
from pathlib import Path

from tools.check_examples import run_vm, specs

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("runmat_builtins", "runmat_vm", "runmat_accel", "plugins")
WIDTH = 110


@dataclass
class Site:
    """One ``Example(code=..., output=...)`` call whose code is a literal string."""

    path: Path
    code: str
    output: str | None  # None: the output is not a literal (f-string, name, call)
    start: int  # byte offsets of the output expression in the file
    end: int
    col: int  # column of the output expression (for continuation lines)


def _offsets(src: bytes) -> list[int]:
    starts, pos = [0], 0
    for line in src.split(b"\n"):
        pos += len(line) + 1
        starts.append(pos)
    return starts


def sites(root: Path = ROOT) -> dict[str, list[Site]]:
    """Every Example call with a literal ``code`` under the source folders, by code."""
    found: dict[str, list[Site]] = {}
    for folder in SOURCES:
        for path in sorted((root / folder).rglob("*.py")):
            if "tests" in path.relative_to(root).parts or ".venv" in path.parts:
                continue
            src = path.read_bytes()
            if b"Example(" not in src:
                continue
            lines = _offsets(src)
            for node in ast.walk(ast.parse(src)):
                if not (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None))
                        == "Example"):
                    continue
                kw = {k.arg: k.value for k in node.keywords}
                code, out = kw.get("code"), kw.get("output")
                if not (isinstance(code, ast.Constant) and isinstance(code.value, str)) or out is None:
                    continue
                literal = out.value if isinstance(out, ast.Constant) and isinstance(out.value, str) else None
                found.setdefault(code.value, []).append(Site(
                    path, code.value, literal, lines[out.lineno - 1] + out.col_offset,
                    lines[out.end_lineno - 1] + out.end_col_offset, out.col_offset))
    return found


def pystr(s: str) -> str:
    """``s`` as a double-quoted Python literal."""
    r = repr(s)
    if r.startswith("'"):
        r = '"' + r[1:-1].replace('"', '\\"').replace("\\'", "'") + '"'
    return r


def literal(s: str, col: int) -> str:
    """``s`` as a literal starting at column ``col``: one line when it fits, else one piece a line
    of output (blank lines kept with the line before), continuation lines aligned under the first."""
    one = pystr(s)
    if col + len(one) <= WIDTH or "\n" not in s.rstrip("\n"):
        return one
    pieces: list[str] = []
    for line in s.splitlines(keepends=True):
        if line == "\n" and pieces:
            pieces[-1] += line
        else:
            pieces.append(line)
    return ("\n" + " " * col).join(pystr(p) for p in pieces)


def rewrite(edits: dict[Path, list[tuple[Site, str]]]) -> None:
    """Apply (site, new output) edits, file by file, from the end so offsets stay valid."""
    for path, todo in edits.items():
        src = path.read_bytes()
        for site, new in sorted(todo, key=lambda e: e[0].start, reverse=True):
            src = src[:site.start] + literal(new, site.col).encode() + src[site.end:]
        path.write_bytes(src)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*")
    ap.add_argument("--category", action="append", default=[], help="category prefix (repeatable)")
    ap.add_argument("--check", action="store_true", help="list the differences, rewrite nothing")
    args = ap.parse_args(argv)
    where = sites()
    edits: dict[Path, list[tuple[Site, str]]] = {}
    by_hand: list[str] = []
    changed = total = 0
    for spec in specs(tuple(args.category), tuple(args.names)):
        for ex in spec.examples:
            total += 1
            got = run_vm(ex.code, display="matlab")
            if got == ex.output:
                continue
            changed += 1
            matches = [s for s in where.get(ex.code, []) if s.output == ex.output]
            if not matches or "<<error" in got:
                why = "it raised" if "<<error" in got else "no literal output in the source"
                by_hand.append(f"{spec.name}: {ex.code!r} ({why})\n  recorded {ex.output!r}\n  got      {got!r}")
                continue
            if args.check:
                print(f"{spec.name}: {ex.code!r}\n  recorded {ex.output!r}\n  got      {got!r}")
            for s in matches:
                if all(s is not t for t, _ in edits.get(s.path, [])):
                    edits.setdefault(s.path, []).append((s, got))
    if not args.check:
        rewrite(edits)
    for line in by_hand:
        print("BY HAND", line)
    verb = "differ" if args.check else "rewritten"
    print(f"{total} examples, {changed - len(by_hand)} {verb} in {len(edits)} files, {len(by_hand)} to do by hand")
    return 1 if (changed and args.check) or by_hand else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
