"""The per-session table of open files (fid >= 3), kept in ``ctx.state['files']``."""

from __future__ import annotations

from typing import Any, BinaryIO

from runmat_builtins.errors import MException
from runmat_builtins.values import as_array

INVALID_FID = "MATLAB:FileIO:InvalidFid"


class _OneWay:
    """A stream opened for reading only or for writing only, read from or written to the
    other way: as C's stdio does under MATLAB, a read finds nothing (end of file: fgetl gives
    -1, fread an empty array) and a write writes nothing, where Python raises
    ``io.UnsupportedOperation``."""

    def __init__(self, stream: BinaryIO) -> None:
        self._s = stream
        self._r = stream.readable()
        self._w = stream.writable()

    def read(self, n: int = -1) -> bytes:
        return self._s.read(n) if self._r else b""

    def readline(self, n: int = -1) -> bytes:
        return self._s.readline(n) if self._r else b""

    def write(self, data: bytes) -> int:
        return self._s.write(data) if self._w else 0

    def __getattr__(self, name: str) -> Any:  # seek, tell, flush, close, ...
        return getattr(self._s, name)


class OpenFile:
    """An open file: binary stream plus the name and permission MATLAB reports."""

    def __init__(self, stream: BinaryIO, name: str, permission: str) -> None:
        self.stream_bin: Any = stream if stream.readable() and stream.writable() else _OneWay(stream)
        self.name = name
        self.permission = permission

    def write(self, text: str) -> int:
        data = text.encode("utf-8")
        return self.stream_bin.write(data) or 0

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
