"""parallel.pool.DataQueue, PollableDataQueue, send, poll: data from workers to the client
(docs/parallel.md; the queues themselves live in queues.py)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.parallel import queues
from runmat_builtins.lib.parallel._args import timeout_arg
from runmat_builtins.numeric import require_class
from runmat_builtins.spec import Example



@runtime_builtin(
    name="parallel.pool.DataQueue",
    summary="A queue that sends data from parfor bodies and parfeval functions to the client.",
    description="q = parallel.pool.DataQueue makes a queue on the client; send(q, DATA) in a parfor "
                "body or a parfeval function (or on the client) delivers DATA, and afterEach(q, FCN) "
                "runs FCN(DATA) on the client for each item: progress reporting from a parallel loop.",
    keywords=["parallel", "queue", "progress", "send", "afterEach", "callback"],
    related=["send", "afterEach", "parallel.pool.PollableDataQueue", "parfor"],
    signatures=["Q = parallel.pool.DataQueue"],
    examples=[Example(code="q = parallel.pool.DataQueue;\nafterEach(q, @(d) fprintf('got %d\\n', d));\n"
                           "send(q, 7);", output="got 7\n")],
)
def parallel_pool_DataQueue() -> queues.DataQueue:
    return queues.DataQueue()


@runtime_builtin(
    name="parallel.pool.PollableDataQueue",
    summary="A queue whose data the client reads with poll (no callbacks).",
    description="q = parallel.pool.PollableDataQueue makes a queue on the client; send(q, DATA) on a "
                "worker or the client adds DATA, and [DATA, OK] = poll(q, TIMEOUT) takes the oldest.",
    keywords=["parallel", "queue", "poll", "send"],
    related=["poll", "send", "parallel.pool.DataQueue"],
    signatures=["Q = parallel.pool.PollableDataQueue"],
    examples=[Example(code="q = parallel.pool.PollableDataQueue;\nsend(q, 5);\n[d, ok] = poll(q)",
                      output="d =\n\n     5\n\nok =\n\n  logical\n\n   1\n\n")],
)
def parallel_pool_PollableDataQueue() -> queues.DataQueue:
    return queues.DataQueue(pollable=True)



@runtime_builtin(
    summary="Send data to a DataQueue's client (from a worker or the client).",
    keywords=["parallel", "queue", "send", "progress"],
    related=["parallel.pool.DataQueue", "afterEach", "poll"],
    signatures=["send(Q, DATA)", "send(Q)"],
    examples=[Example(code="q = parallel.pool.DataQueue;\nafterEach(q, @disp);\nsend(q, 'hello');",
                      output="hello\n")],
)
def send(q: Any, data: Any = None) -> None:
    queues.send(require_class(q, (queues.DataQueue, queues.RemoteQueue), "send"), np.zeros((0, 0)) if data is None else data)
    return None


@runtime_builtin(
    summary="Take the oldest item of a PollableDataQueue, waiting up to a timeout.",
    description="[DATA, OK] = poll(Q) returns the oldest item sent to Q and OK true, or [] and false "
                "when Q is empty; poll(Q, TIMEOUT) waits up to TIMEOUT seconds for an item.",
    keywords=["parallel", "queue", "poll"],
    related=["parallel.pool.PollableDataQueue", "send"],
    signatures=["[DATA, OK] = poll(Q)", "[DATA, OK] = poll(Q, TIMEOUT)"],
    examples=[Example(code="q = parallel.pool.PollableDataQueue;\nsend(q, 5);\n[v, ok] = poll(q)",
                      output="v =\n\n     5\n\nok =\n\n  logical\n\n   1\n\n")],
    output_mode="nargout",
)
def poll(q: Any, timeout: Any = 0.0, *, nargout: int) -> Any:
    q = require_class(q, (queues.DataQueue, queues.RemoteQueue), "poll")
    if not isinstance(q, queues.DataQueue) or not q.pollable:
        raise MException("parallel:dataqueue:NotPollable",
                         "poll can only be used with a parallel.pool.PollableDataQueue on the client.")
    data, ok = queues.poll(q, timeout_arg(timeout))
    return (data, ok) if nargout > 1 else data
