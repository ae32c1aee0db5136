"""parforOptions: how a parfor divides its range among the pool's workers (docs/parallel.md)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.parallel import cluster
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle, char_row, is_char, is_string, to_str

BAD_SIZE = "parallel:parfor:InvalidSubrangeSize"


class ParforOptions:
    """``parfor (i = 1:n, opts)``: the pool to run on and how the range is split."""

    __slots__ = ("pool", "method", "subrange_size", "ctx")
    shape = (1, 1)
    size = 1
    ndim = 2
    matlab_class = "parallel.parfor.PoolOptions"

    def __init__(self, pool: Any, method: Any, subrange_size: int | None, ctx: Any) -> None:
        self.pool = pool
        self.method = method  # 'auto', 'fixed' or a function handle
        self.subrange_size = subrange_size
        self.ctx = ctx

    def subranges(self, n: int, workers: int) -> list[int] | None:
        """The sizes of the subranges of ``n`` iterations (None: 'auto', the runtime decides)."""
        if self.method == "auto":
            return None
        if self.method == "fixed":
            size = int(self.subrange_size or 1)
            return [min(size, n - k) for k in range(0, n, size)]
        out = self.ctx.call_function(self.method, (float(n), float(workers)), 1)
        sizes = np.asarray(out, dtype=float).reshape(-1)
        if (sizes.size == 0 or np.any(sizes < 1) or np.any(sizes != np.floor(sizes))
                or int(sizes.sum()) != n):
            raise MException(BAD_SIZE, "The RangePartitionMethod function must return a vector of positive "
                                       f"integers whose sum is the number of iterations ({n}).")
        return [int(s) for s in sizes]

    def __matlab_property__(self, name: str) -> Any:
        if name == "RangePartitionMethod":
            return self.method if isinstance(self.method, FunctionHandle) else char_row(self.method)
        if name == "SubrangeSize":
            return float(self.subrange_size) if self.subrange_size is not None else np.zeros((0, 0))
        if name == "Pool":
            return self.pool
        raise MException("MATLAB:noSuchMethodOrField",
                         f"Unrecognized method, property, or field '{name}' for class '{self.matlab_class}'.")

    def matlab_fieldnames(self) -> list[str]:
        return ["RangePartitionMethod", "SubrangeSize", "Pool"]

    def __matlab_display_text__(self, name: str | None = None) -> str:
        method = (self.method.text if isinstance(self.method, FunctionHandle) and self.method.name is None
                  else f"@{self.method.name}" if isinstance(self.method, FunctionHandle) else f'"{self.method}"')
        rows = [("RangePartitionMethod", method),
                ("SubrangeSize", str(self.subrange_size) if self.subrange_size is not None else "[]"),
                ("Pool", f"[1×1 {self.pool.matlab_class}]")]
        width = max(len(k) for k, _ in rows)
        body = "  PoolOptions with properties:\n\n" + "".join(
            f"    {k.rjust(width)}: {v}\n" for k, v in rows) + "\n"
        return f"{name} = \n\n{body}" if name else body


def _positive_int(v: Any) -> int:
    try:
        a = np.asarray(v, dtype=float).reshape(-1)
    except (TypeError, ValueError):
        a = np.zeros(0)
    if a.size != 1 or not np.isfinite(a[0]) or a[0] < 1 or a[0] != np.floor(a[0]):
        raise MException(BAD_SIZE, "SubrangeSize must be a positive integer scalar.")
    return int(a[0])


@runtime_builtin(
    summary="Options for parfor: the pool and how the range is divided into subranges.",
    description="OPTS = parforOptions(POOL, 'RangePartitionMethod', METHOD, 'SubrangeSize', N): "
                "'auto' (the default) divides the range into a few subranges per worker; 'fixed' into "
                "subranges of SubrangeSize iterations; a function handle @(n, nw) returns the subrange "
                "sizes. Use it as parfor (i = 1:n, OPTS).",
    keywords=["parallel", "parfor", "options", "partition", "subrange", "chunk"],
    related=["parfor", "parpool", "gcp"],
    signatures=["OPTS = parforOptions(POOL)", "OPTS = parforOptions(POOL, NAME, VALUE, ...)"],
    examples=[Example(code="p = parpool('Threads', 2);\nopts = parforOptions(p, 'RangePartitionMethod', 'fixed', 'SubrangeSize', 2);\ns = 0;\nparfor (k = 1:4, opts)\n  s = s + k;\nend\ndisp(s)\ndelete(p)",
                      output="Starting parallel pool (parpool) using the 'Threads' profile ...\n"
                             "Connected to parallel pool with 2 workers.\n"
                             "    10\n",
                      description="subranges of two iterations on a thread pool")],
    errors=[ErrorSpec(identifier=BAD_SIZE, when="SubrangeSize is not a positive integer, or a partition "
                                                "function's sizes do not add up to the range"),
            ErrorSpec(identifier="parallel:parfor:SubrangeSizeRequired",
                      when="'fixed' partitioning without SubrangeSize")],
)
def parforOptions(pool: Any, *opts: Any, ctx: Any = None) -> ParforOptions:
    if not isinstance(pool, cluster.Pool):
        raise MException("parallel:parfor:InvalidParforOptionsInput",
                         "The first input to parforOptions must be a parallel pool (e.g. gcp) or a cluster.")
    if getattr(pool, "background", False):
        raise MException("parallel:threadpool:UnsupportedFunction",
                         "parfor is not supported on the background pool; use parpool('Threads').")
    if len(opts) % 2:
        raise MException("MATLAB:InputParser:ParamMissingValue", "Options must come in name-value pairs.")
    method: Any = "auto"
    size = None
    for name, value in zip(opts[::2], opts[1::2]):
        key = to_str(name).lower() if is_char(name) or is_string(name) else ""
        if key == "rangepartitionmethod":
            if isinstance(value, FunctionHandle):
                method = value
            elif (is_char(value) or is_string(value)) and to_str(value).lower() in ("auto", "fixed"):
                method = to_str(value).lower()
            else:
                raise MException("parallel:parfor:InvalidRangePartitionMethod",
                                 "RangePartitionMethod must be 'auto', 'fixed' or a function handle.")
        elif key == "subrangesize":
            size = _positive_int(value)
        else:
            raise MException("MATLAB:InputParser:UnmatchedParameter",
                             f"'{to_str(name) if key else name}' is not a recognized parameter of parforOptions.")
    if method == "fixed" and size is None:
        raise MException("parallel:parfor:SubrangeSizeRequired",
                         "SubrangeSize must be specified when RangePartitionMethod is 'fixed'.")
    return ParforOptions(pool, method, size, ctx)
