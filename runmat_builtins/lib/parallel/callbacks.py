"""afterEach and afterAll: functions the client runs when futures finish, and DataQueue
callbacks (docs/parallel.md).

``afterEach(F, fcn, n)`` returns a future whose outputs are ``fcn``'s outputs for each element
of F (in F's order, concatenated vertically); ``afterAll(F, fcn, n)`` one whose outputs are
``fcn`` of F's concatenated outputs. The client runs ``fcn`` as soon as it sees the futures
finished: while it waits for parallel work (fetchOutputs, fetchNext, wait, a parfor) and at
each parallel builtin call. ``afterEach(q, fcn)`` on a DataQueue runs ``fcn(data)`` for each
item sent.
"""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.parallel import queues
from runmat_builtins.lib.parallel.futures import Future, FutureArray, nargout_arg
from runmat_builtins.numeric import require_class
from runmat_builtins.spec import Example
from runmat_builtins.values import FunctionHandle, is_char, is_string, to_str

_WATCHED: set = set()  # after-futures not run yet (run even when nobody keeps them, as MATLAB's)


class AfterFuture(Future):
    """The future of afterEach/afterAll: finished when its parents are and ``fn`` has run."""

    __slots__ = ("parents", "each", "pass_future")

    def __init__(self, parents: list[Future], fn: Any, nargout: int, ctx: Any, each: bool,
                 pass_future: bool) -> None:
        super().__init__(fn, nargout, ctx)
        self.parents = parents
        self.each = each
        self.pass_future = pass_future
        _WATCHED.add(self)

    def done(self) -> bool:
        return self.outputs is not None or self.error is not None or all(p.done() for p in self.parents)

    def state(self) -> str:
        if self.done():
            return "finished"
        return "running" if any(p.state() != "queued" for p in self.parents) else "queued"

    def settle(self, timeout: float | None = None) -> bool:
        if self.outputs is not None or self.error is not None:
            return True
        for p in self.parents:
            if not p.settle(timeout):
                return False
        self._run()
        return True

    def _run(self) -> None:
        """afterEach skips the futures that failed (fcn runs for the others; B then finishes
        with the first failure's error); afterAll fails when any did (MathWorks: afterEach,
        afterAll). With PassFuture fcn runs for every future."""
        _WATCHED.discard(self)
        parents = self.parents
        failed = next((p for p in parents if p.error is not None), None)
        n = self.nargout
        try:
            if self.pass_future:
                calls = ([(FutureArray([p]),) for p in parents] if self.each
                         else [(FutureArray(list(parents)),)])
            elif self.each:
                calls = [tuple(p.outputs or ()) for p in parents if p.error is None]
            elif failed is not None:
                calls = []
            else:
                width = min((len(p.outputs or ()) for p in parents), default=0)
                calls = [tuple(_vcat([p.outputs[k] for p in parents]) for k in range(width))]
            results = []
            for args in calls:
                out = self.ctx.call_function(self.fn, args, n)
                results.append(() if n == 0 else ((out,) if n == 1 else tuple(out)))
            if failed is not None and not self.pass_future:
                self.error = failed.error
            else:
                self.outputs = tuple(_vcat([r[k] for r in results]) for k in range(n))
        except MException as err:
            self.error = err


def _vcat(vals: list) -> Any:
    if not vals:
        import numpy as np

        return np.zeros((0, 0))
    return vals[0] if len(vals) == 1 else call_builtin("vertcat", *vals)


def pump() -> None:
    """Run the callbacks of after-futures whose futures have finished (on the client)."""
    for f in list(_WATCHED):
        if f.outputs is None and f.error is None and all(p.done() for p in f.parents):
            f.settle()


queues.on_drain(pump)


def _function(fn: Any) -> Any:
    if not (isinstance(fn, FunctionHandle) or is_char(fn) or is_string(fn)):
        raise MException("MATLAB:invalidType", "The callback must be a function handle.")
    return fn


def _after(F: Any, fcn: Any, nout: Any, opts: tuple, each: bool, ctx: Any, name: str) -> FutureArray:
    fa = require_class(F, FutureArray, name)
    pass_future = False
    rest = list(opts)
    while len(rest) >= 2:
        key = to_str(rest.pop(0)) if is_char(rest[0]) or is_string(rest[0]) else ""
        if key.lower() != "passfuture":
            raise MException("MATLAB:InputParser:UnmatchedParameter",
                             f"'{key}' is not a recognized parameter. The only option is 'PassFuture'.")
        pass_future = bool(rest.pop(0))
    if rest:
        raise MException("MATLAB:InputParser:ParamMissingValue", "Option 'PassFuture' needs a value.")
    f = AfterFuture(list(fa.items), _function(fcn), nargout_arg(nout), ctx, each, pass_future)
    queues.drain()
    return FutureArray([f])


@runtime_builtin(
    summary="Run a function on the client after each future finishes, or on each item a DataQueue receives.",
    description="B = afterEach(F, FCN, N) returns a future whose N outputs are FCN's outputs for each "
                "future of F (FCN receives that future's outputs; in F's order, concatenated "
                "vertically); FCN runs on the client once the future finished. afterEach(F, FCN, N, "
                "'PassFuture', true) passes the future itself. afterEach(Q, FCN) runs FCN(DATA) on the "
                "client for every DATA sent to the DataQueue Q (send), e.g. progress from a parfor.",
    keywords=["parallel", "future", "callback", "continuation", "dataqueue", "progress"],
    related=["afterAll", "parfeval", "fetchOutputs", "parallel.pool.DataQueue", "send"],
    signatures=["B = afterEach(F, FCN, N)", "B = afterEach(F, FCN, N, 'PassFuture', TF)", "afterEach(Q, FCN)"],
    examples=[Example(code="f = parfeval(@(x) x * 2, 1, 4);\ng = afterEach(f, @(y) y + 1, 1);\n"
                           "disp(fetchOutputs(g))", output="     9\n")],
    output_mode="nargout",
)
def afterEach(F: Any, fcn: Any, *rest: Any, nargout: int, ctx: Any = None) -> Any:
    if isinstance(F, queues.DataQueue):
        if rest:
            raise MException("MATLAB:TooManyInputs", "Too many input arguments.")
        F.callbacks.append((_function(fcn), ctx))
        pending, F.items = F.items, []  # data that arrived before the callback
        for data in pending:
            F.put(data)
        return None  # MATLAB returns a listener; nothing here needs it
    if not rest:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    return _after(F, fcn, rest[0], rest[1:], True, ctx, "afterEach")


@runtime_builtin(
    summary="Run a function on the client after all futures finish, on their concatenated outputs.",
    description="B = afterAll(F, FCN, N) returns a future whose N outputs are FCN's outputs when FCN "
                "is called with the outputs of all futures of F, each concatenated vertically. "
                "'PassFuture', true passes the futures F instead.",
    keywords=["parallel", "future", "callback", "continuation"],
    related=["afterEach", "parfeval", "fetchOutputs"],
    signatures=["B = afterAll(F, FCN, N)", "B = afterAll(F, FCN, N, 'PassFuture', TF)"],
    examples=[Example(code="f(1) = parfeval(@(x) x, 1, 1);\nf(2) = parfeval(@(x) x, 1, 2);\n"
                           "g = afterAll(f, @(v) sum(v), 1);\ndisp(fetchOutputs(g))", output="     3\n")],
)
def afterAll(F: Any, fcn: Any, nout: Any, *opts: Any, ctx: Any = None) -> FutureArray:
    return _after(F, fcn, nout, opts, False, ctx, "afterAll")
