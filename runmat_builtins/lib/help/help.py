"""help: documentation of builtins from the catalog, and of .m files from their leading comments."""

from __future__ import annotations

import os
from typing import Any

from runmat_builtins.catalog import catalog
from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import BuiltinSpec, ErrorSpec, Example
from runmat_builtins.values import char_row, to_str


def render(spec: BuiltinSpec, full: bool = False, width: int | None = None) -> str:
    """The help text of one builtin (what `help NAME` prints; ``full``: what `doc NAME` prints,
    every example with its output).  Prose is wrapped to ``width`` (default: the terminal's)."""
    import shutil
    import textwrap

    width = width or min(shutil.get_terminal_size((80, 24)).columns, 120)
    lines = [f" {spec.name} - {spec.summary}", ""]
    if spec.description:
        lines += textwrap.wrap(spec.description, width=max(width, 40), initial_indent="    ",
                               subsequent_indent="    ", break_on_hyphens=False) + [""]
    lines.append("    Syntax")
    lines += [f"      {sig.text}" for sig in spec.signatures if sig.text]
    if spec.errors:
        lines += ["", "    Errors"]
        lines += [f"      {e.identifier}: {e.when}" for e in spec.errors]
    for ex in spec.examples if full else spec.examples[:2]:
        lines += ["", "    Example"]
        lines += [f"      {ln}" for ln in ex.code.splitlines()]
        if full and ex.output:
            lines += ["    Output"] + [f"      {ln}" for ln in ex.output.rstrip("\n").splitlines()]
    if spec.related:
        lines += ["", "    See also " + ", ".join(spec.related)]
    lines += ["", f"    Category: {spec.category}; from {spec.origin.distribution}", ""]
    return "\n".join(lines) + "\n"


def file_help(path: str) -> str | None:
    """The first comment block of a .m file, MATLAB-style (None when it has none)."""
    block: list[str] = []
    with open(path, encoding="utf-8", errors="replace") as fh:
        for raw in fh:
            line = raw.strip()
            if not block and (not line or line.startswith("function")):
                continue
            if line.startswith("%"):
                block.append(line.lstrip("%"))
            else:
                break
    return "\n".join(block) + "\n" if block else None


def documentation(name: str, ctx: Any, full: bool = False, who: str = "help") -> str:
    """The help of NAME: a .m file's leading comments, else the catalog's entry (``full`` for
    doc); a ``MATLAB:<who>:notFound`` error with suggestions otherwise."""
    path = _find_file(name, ctx)
    text = file_help(path) if path is not None else None
    if text:
        return text
    if name in catalog():
        return render(catalog().get(name), full=full)
    hints = catalog().suggest(name)
    more = f" Did you mean: {', '.join(hints)}?" if hints else ""
    raise MException(f"MATLAB:{who}:notFound", f"{name} not found.{more}")


def _find_file(name: str, ctx: Any) -> str | None:
    dirs = [os.getcwd()] + list(getattr(getattr(ctx, "session", None), "path", []) or [])
    for d in dirs:
        p = os.path.join(d, name + ".m")
        if os.path.isfile(p):
            return p
    return None


@runtime_builtin(
    summary="Show the documentation of a function: builtins from the catalog, .m files from their leading comments.",
    keywords=["documentation", "doc", "usage"],
    related=["which", "exist", "lookfor"],
    signatures=["help NAME", "TEXT = help(NAME)"],
    errors=[ErrorSpec(identifier="MATLAB:help:notFound", when="NAME is neither a builtin nor a file on the path")],
    examples=[Example(code="t = help('numel');\ndisp(strncmp(t, ' numel - ', 9))", output="   1\n")],
    effects=["io"],
    suppress_auto_output=True,
)
def help(name: Any = None, *, nargout: int, ctx: Any = None) -> Any:
    if name is None:
        cats = catalog().categories()
        text = "Builtin categories (help NAME for a function):\n" + "".join(f"  {c}\n" for c in cats)
    else:
        text = documentation(to_str(name), ctx)
    if nargout >= 1:
        return char_row(text)
    out = ctx.stdout if ctx is not None else None
    if out is not None:
        out.write(text)
    else:
        print(text, end="")
    return None
