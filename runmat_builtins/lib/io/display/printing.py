"""``fprintf``: formatted text to the command window, stderr or an open file."""

from __future__ import annotations

import math
from typing import Any

from runmat_builtins.context import HostContext
from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.format import sprintf
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import is_char, is_string, to_str

INVALID_FID = "MATLAB:FileIO:InvalidFid"
INVALID_FORMAT = "MATLAB:fprintf:InvalidFormat"


def _stream(ctx: Any, fid: Any) -> Any:
    """The writer for a file identifier: 1 stdout, 2 stderr, others from ctx.state['files']."""
    try:
        n = float(fid.flat[0]) if hasattr(fid, "flat") and fid.size == 1 else float(fid)
    except (TypeError, ValueError):
        n = -1.0
    if n == 1:
        return ctx.stdout
    if n == 2:
        return ctx.stderr
    files = ctx.state.get("files", {}) if hasattr(ctx, "state") else {}
    entry = files.get(int(n)) if math.isfinite(n) and n == int(n) else None
    if entry is None:
        raise MException(INVALID_FID, "Invalid file identifier.")
    if hasattr(entry, "write"):
        return entry
    stream = getattr(entry, "stream", None) or getattr(entry, "file", None)
    if stream is None:
        raise MException(INVALID_FID, "Invalid file identifier.")
    return stream


@runtime_builtin(
    summary="Write formatted text to the command window or a file.",
    description="The format is recycled until every element of every argument (column-major) "
                "is used. File id 1 is standard output, 2 standard error; other ids come from "
                "fopen. With an output, returns the number of bytes written.",
    keywords=["print", "printf", "format", "output", "file"],
    related=["sprintf", "disp", "fopen", "num2str"],
    signatures=["fprintf(FORMATSPEC, A1, ..., AN)", "fprintf(FILEID, FORMATSPEC, A1, ..., AN)",
                "NBYTES = fprintf(FILEID, FORMATSPEC, A1, ..., AN)"],
    errors=[ErrorSpec(identifier=INVALID_FID, when="FILEID is not 1, 2 or an open file"),
            ErrorSpec(identifier=INVALID_FORMAT, when="FORMATSPEC is not text")],
    examples=[Example(code="fprintf('%d apples\\n', 3)", output="3 apples\n"),
              Example(code="fprintf(1, '%s=%d;', 'a', 1, 'b', 2); fprintf('\\n')", output="a=1;b=2;\n")],
    effects=["io"],
)
def fprintf(*args: Any, nargout: int, ctx: Any) -> Any:
    c = ctx if ctx is not None else HostContext()
    if not args:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    first = args[0]
    if is_char(first) or is_string(first):
        out, fmt, rest = c.stdout, first, args[1:]
    else:
        if len(args) < 2:
            raise MException(INVALID_FORMAT, "Invalid format: the format must be text.")
        out, fmt, rest = _stream(c, first), args[1], args[2:]
        if not (is_char(fmt) or is_string(fmt)):
            raise MException(INVALID_FORMAT, "Invalid format: the format must be text.")
    text = sprintf(to_str(fmt) if fmt.size else "", rest)
    written = out.write(text)
    if nargout >= 1:  # 0 when a file opened for reading only took nothing (OpenFile.write)
        return float(len(text.encode("utf-8"))) if written != 0 else 0.0
    return None
