"""type: print the contents of a file, or of the function file a name resolves to."""

from __future__ import annotations

import os
from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import is_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import scalar_text
from runmat_builtins.spec import ErrorSpec, Example



def _resolve(name: str, ctx: Any) -> str | None:
    """A readable file for ``name``: the file itself, NAME.m, or the file on the path."""
    for cand in (name, name + ".m"):
        if os.path.isfile(cand):
            return cand
    where = ctx.function_location(name) if hasattr(ctx, "function_location") else None
    if where is not None and where[0] in ("file", "local") and where[1] and os.path.isfile(where[1]):
        return where[1]
    return None


@runtime_builtin(
    summary="Display the contents of a file (or of the .m file of a function on the path).",
    description="type NAME looks for the file NAME, then NAME.m, then the function file MATLAB "
                "would run for NAME. Several names print one after another. A builtin has no "
                "file: type says so.",
    keywords=["print file", "show file", "cat", "contents"],
    related=["fileread", "readlines", "which", "disp"],
    signatures=["type FILENAME", "type(FILENAME)", "type(FILENAME1, ..., FILENAMEN)"],
    errors=[ErrorSpec(identifier="MATLAB:type:fileNotFound", when="no file is found")],
    examples=[Example(code="f = [tempname() '.txt'];\nwritelines([\"first\"; \"second\"], f);\ntype(f)",
                      output="\nfirst\nsecond\n\n")],
    effects=["display", "filesystem"],
)
def type(*names: Any, ctx: Any = None) -> None:
    for v in names:
        name = scalar_text(v, "type", "Filename") or ""
        path = _resolve(name, ctx)
        if path is None:
            if is_builtin(name):
                ctx.stdout.write(f"'{name}' is a built-in function.\n")
                continue
            raise MException("MATLAB:type:fileNotFound", f"File '{name}' not found.")
        with open(path, encoding="utf-8", errors="replace", newline="") as fh:
            text = fh.read()
        text = text.replace("\r\n", "\n")
        ctx.stdout.write("\n" + text + ("" if text.endswith("\n") else "\n") + "\n")
    return None
