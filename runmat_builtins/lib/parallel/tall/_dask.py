"""Where tall arrays meet Dask: chunking in-memory arrays and computing (``gather``).

Dask is imported here only, the first time a tall array is made or computed (start-up never
imports it). Computation runs on the parallel pool's Dask client when a pool is running
(``runmat_builtins.lib.parallel.cluster.current_client``), else on a default
``dask.distributed`` client if the program made one, else on Dask's threaded scheduler.
"""

from __future__ import annotations

import os
import sys
from typing import Any

import numpy as np

from runmat_builtins.errors import MException

CHUNK_ROWS_ENV = "RUNMAT_TALL_CHUNK_ROWS"
DEFAULT_CHUNK_ROWS = 1 << 20  # rows per chunk of tall(X): 8 MB per column of doubles


def dask_array() -> Any:
    """``dask.array``, or MATLAB-style error when Dask is not installed."""
    try:
        import dask.array as da  # start-up: dask loads on first use
    except ImportError:
        raise MException("RunMat:tall:daskNotInstalled",
                         "Tall arrays need Dask: pip install 'runmat[parallel]'.") from None
    return da


def chunk_rows() -> int:
    """Rows per chunk of a tall array made from an in-memory array ($RUNMAT_TALL_CHUNK_ROWS)."""
    text = os.environ.get(CHUNK_ROWS_ENV, "").strip()
    return max(1, int(text)) if text.isdigit() else DEFAULT_CHUNK_ROWS


def from_array(value: np.ndarray) -> Any:
    """An in-memory 2-D array as a dask array chunked by rows."""
    da = dask_array()
    return da.from_array(value, chunks=(chunk_rows(), max(1, value.shape[1])), asarray=True)


def client() -> Any:
    """The Dask client tall arrays compute on, or None for Dask's threaded scheduler."""
    try:
        from runmat_builtins.lib.parallel.cluster import current_client
    except ImportError:  # no parallel pools in this build
        current_client = None
    if current_client is not None:
        c = current_client()
        if c is not None:
            return c
    if "distributed" in sys.modules:  # a client the program started itself
        try:
            from distributed import default_client  # start-up: distributed loads on first use

            return default_client()
        except (ImportError, ValueError):
            return None
    return None


def compute(arrays: list) -> list:
    """The values of dask ``arrays``, computed in one pass (shared inputs are read once)."""
    if not arrays:
        return []
    c = client()
    if c is not None:
        return list(c.compute(arrays, sync=True))
    import dask  # start-up: dask loads on first use
    from dask.threaded import get  # the function itself: the name "threads" makes dask import distributed

    return list(dask.compute(*arrays, scheduler=get))
