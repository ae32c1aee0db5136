"""The per-session table of open files (fid >= 3), kept in ``ctx.state['files']``."""

from __future__ import annotations

from typing import Any, BinaryIO

from runmat_builtins.errors import MException
from runmat_builtins.values import as_array

INVALID_FID = "MATLAB:FileIO:InvalidFid"


class OpenFile:
    """An open file: binary stream plus the name and permission MATLAB reports."""

    def __init__(self, stream: BinaryIO, name: str, permission: str) -> None:
        self.stream_bin = stream
        self.name = name
        self.permission = permission

    def write(self, text: str) -> int:
        data = text.encode("utf-8")
        self.stream_bin.write(data)
        return len(data)

    def flush(self) -> None:
        self.stream_bin.flush()


def table(ctx: Any) -> dict[int, OpenFile]:
    if ctx is None:
        return _NO_CTX
    return ctx.state.setdefault("files", {})


_NO_CTX: dict[int, OpenFile] = {}


def fid_of(value: Any) -> int:
    try:
        return int(float(as_array(value).ravel()[0]))
    except (TypeError, ValueError, IndexError, OverflowError):
        raise MException(INVALID_FID, "Invalid file identifier.  Use fopen to generate a valid file identifier.") from None


def lookup(ctx: Any, value: Any) -> OpenFile:
    f = table(ctx).get(fid_of(value))
    if f is None:
        raise MException(INVALID_FID, "Invalid file identifier.  Use fopen to generate a valid file identifier.")
    return f
