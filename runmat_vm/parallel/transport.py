"""What travels between the client and the workers: values made picklable (function handles
as text), errors made portable, a failed chunk's payload."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.values import FunctionHandle


class PackedHandle:
    """A function handle on its way to a worker: its name, or an anonymous function's text and
    captured values (the compiled body stays behind; the worker compiles the text again)."""

    __slots__ = ("name", "text", "captures")

    def __init__(self, name: str | None, text: str, captures: dict[str, Any]) -> None:
        self.name = name
        self.text = text
        self.captures = captures

    def __reduce__(self) -> Any:
        return (PackedHandle, (self.name, self.text, self.captures))


def pack(v: Any) -> Any:
    """A value ready to pickle: function handles become PackedHandles (cells: elementwise)."""
    if v.__class__ is FunctionHandle:
        if v.name is not None:
            return PackedHandle(v.name, "", {})
        return PackedHandle(None, v.text, {k: pack(x) for k, x in v.captures.items()})
    if v.__class__ is np.ndarray and v.dtype == object:
        if any(x.__class__ is FunctionHandle for x in v.flat):
            out = np.empty(v.shape, dtype=object)
            for k, x in enumerate(v.flat):
                out.flat[k] = pack(x)
            return out
    return v


def unpack(session: Any, v: Any) -> Any:
    if v.__class__ is PackedHandle:
        if v.name is not None:
            return FunctionHandle(v.name)
        from runmat_vm import interp

        frame = interp.Frame(session, [], {}, kind="script", name="")
        for k, x in v.captures.items():
            frame.R[frame.var_slot(k)] = unpack(session, x)
        return session.eval_in(frame, v.text, nargout=1, expression=True)
    if v.__class__ is np.ndarray and v.dtype == object and any(x.__class__ is PackedHandle for x in v.flat):
        out = np.empty(v.shape, dtype=object)
        for k, x in enumerate(v.flat):
            out.flat[k] = unpack(session, x)
        return out
    return v


def clean(e: MException) -> MException:
    """An error ready to travel: without the VM's per-process bookkeeping of frames seen."""
    try:
        del e._vm_seen  # type: ignore[attr-defined]
    except AttributeError:
        pass
    return e


class ChunkFailed(Exception):
    """A chunk's MATLAB error (and what the chunk printed), raised out of the Dask task."""

    def __init__(self, result: dict) -> None:
        super().__init__(result)
        self.result = result
