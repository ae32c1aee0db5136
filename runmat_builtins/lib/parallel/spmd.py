"""spmdIndex, spmdSize, spmdSend, spmdReceive, spmdBroadcast: the workers of an spmd block
and their messages (docs/parallel.md; the labs and mailboxes live in labs.py)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.parallel import labs
from runmat_builtins.lib.parallel._args import tag_arg
from runmat_builtins.spec import Example
from runmat_builtins.values import is_char, is_string, to_str

BAD_LAB = "parallel:spmd:InvalidWorkerIndex"


def _lab(v: Any, size: int, what: str) -> list[int]:
    try:
        a = np.asarray(v, dtype=float).reshape(-1)
    except (TypeError, ValueError):
        a = np.zeros(0)
    if a.size == 0 or np.any(a != np.floor(a)) or np.any(a < 1) or np.any(a > size):
        raise MException(BAD_LAB, f"The {what} must be a worker index between 1 and spmdSize ({size}).")
    return [int(x) for x in a]


def _mailbox(fname: str) -> tuple[int, int, Any]:
    index, size, box = labs.state()
    if box is None and size == 1:
        return index, size, None
    return index, size, box


@runtime_builtin(
    summary="The index of this worker in an spmd block (1 on the client).",
    keywords=["parallel", "spmd", "worker", "index", "labindex"],
    related=["spmdSize", "spmdSend", "spmdReceive"],
    signatures=["IDX = spmdIndex"],
    examples=[Example(code="disp(spmdIndex)", output="     1\n")],
)
def spmdIndex() -> float:
    return float(labs.state()[0])


@runtime_builtin(
    summary="The number of workers running an spmd block (1 on the client).",
    keywords=["parallel", "spmd", "workers", "size", "numlabs"],
    related=["spmdIndex"],
    signatures=["N = spmdSize"],
    examples=[Example(code="disp(spmdSize)", output="     1\n")],
)
def spmdSize() -> float:
    return float(labs.state()[1])


@runtime_builtin(
    summary="Send data to other workers of an spmd block.",
    description="spmdSend(A, DEST) sends A to worker DEST (or each worker of a vector DEST); "
                "spmdSend(A, DEST, TAG) labels it with TAG for spmdReceive.",
    keywords=["parallel", "spmd", "send", "message", "labSend"],
    related=["spmdReceive", "spmdBroadcast", "spmdIndex"],
    signatures=["spmdSend(A, DEST)", "spmdSend(A, DEST, TAG)"],
    examples=[Example(code="spmd\n  spmdSend(42, 1);\n  x = spmdReceive(1);\nend\ndisp(x{1})",
                      output="    42\n",
                      description="without a pool the block runs once, here: lab 1 sends to itself")],
)
def spmdSend(data: Any, dest: Any, tag: Any = 0.0) -> None:
    index, size, box = _mailbox("spmdSend")
    for d in _lab(dest, size, "destination"):
        if box is None:
            raise MException("parallel:spmd:NoWorkers", "spmdSend needs other workers: run it in an spmd block.")
        box.send(index, d, tag_arg(tag), data)
    return None


@runtime_builtin(
    summary="Receive data sent by another worker of an spmd block.",
    description="B = spmdReceive waits for data from any worker; spmdReceive(SOURCE) from worker "
                "SOURCE; spmdReceive(SOURCE, TAG) (or spmdReceive('any', TAG)) with that tag. "
                "[B, SOURCE, TAG] = spmdReceive(...) also returns who sent it and its tag.",
    keywords=["parallel", "spmd", "receive", "message", "labReceive"],
    related=["spmdSend", "spmdBroadcast"],
    signatures=["B = spmdReceive", "B = spmdReceive(SOURCE)", "B = spmdReceive('any')",
                "B = spmdReceive(SOURCE, TAG)", "[B, SOURCE, TAG] = spmdReceive(SOURCE, TAG)"],
    examples=[Example(code="spmd\n  spmdSend([1 2 3], spmdIndex);\n  x = spmdReceive(spmdIndex);\nend\ndisp(x{1})",
                      output="     1     2     3\n")],
    output_mode="nargout",
)
def spmdReceive(source: Any = None, tag: Any = None, *, nargout: int) -> Any:
    index, size, box = _mailbox("spmdReceive")
    if box is None:
        raise MException("parallel:spmd:NoWorkers", "spmdReceive needs other workers: run it in an spmd block.")
    src = None
    if source is not None and not ((is_char(source) or is_string(source)) and to_str(source).lower() == "any"):
        src = _lab(source, size, "source")[0]
    t = None if tag is None else tag_arg(tag)
    who, got_tag, data = box.receive(index, src, t)
    out = (data, float(who), got_tag)
    return out[0] if nargout <= 1 else out[:nargout]


@runtime_builtin(
    summary="Send data from one worker of an spmd block to all the others.",
    description="B = spmdBroadcast(SOURCE, A) on worker SOURCE sends A to every worker and returns it; "
                "on the others spmdBroadcast(SOURCE) (or with any A) returns SOURCE's A.",
    keywords=["parallel", "spmd", "broadcast", "labBroadcast"],
    related=["spmdSend", "spmdReceive"],
    signatures=["B = spmdBroadcast(SOURCE, A)", "B = spmdBroadcast(SOURCE)"],
    examples=[Example(code="spmd\n  y = spmdBroadcast(1, 7);\nend\ndisp(y{1})",
                      output="     7\n")],
)
def spmdBroadcast(source: Any, data: Any = None) -> Any:
    index, size, box = _mailbox("spmdBroadcast")
    src = _lab(source, size, "source")[0]
    tag = "broadcast"
    if index == src:
        if data is None:
            raise MException("MATLAB:minrhs", "The broadcasting worker must give the data: spmdBroadcast(SOURCE, A).")
        for d in range(1, size + 1):
            if d != src:
                box.send(index, d, tag, data)
        return data
    return box.receive(index, src, tag)[2]
