"""The C allocator's settings for array work (glibc on Linux), applied once per process.

NumPy takes every array's memory from ``malloc``. glibc maps an allocation over its mmap
threshold fresh from the OS (adaptive: raised to the size of the largest mapped block freed, up
to 32 MiB) and returns the top of its heap to the OS once more than its trim threshold (twice
that) is free there, so a script that makes a few arrays of the same size at each run, such as
``A = zeros(300, 300); ...; sum(A(:))`` (A, and A(:)'s column-major copy of a row-major A), gets
its heap trimmed after each run and every page of the next run's arrays faulted in and zeroed
again: measured here, 600 us of such a run's 700, against 75 us with the heap kept.
``tune_allocator`` fixes the mmap threshold at 32 MiB (arrays below it come from the heap and are
reused) and keeps up to 64 MiB free at the heap's top. It does nothing where the user set glibc's
own ``MALLOC_MMAP_THRESHOLD_``, ``MALLOC_TRIM_THRESHOLD_`` or ``MALLOC_TOP_PAD_``, or
``RUNMAT_MALLOC=0``, and outside glibc. (Dask's workers' ``MALLOC_TRIM_THRESHOLD_=65536``, which
turns the adaptive threshold off, is unset for parallel workers for the same reason:
``runmat_builtins/lib/parallel/cluster.py``.)
"""

from __future__ import annotations

import os
import sys

MMAP_THRESHOLD = 32 << 20
TRIM_THRESHOLD = 64 << 20
_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3   # mallopt's parameters (malloc.h)
_OWN = ("MALLOC_MMAP_THRESHOLD_", "MALLOC_TRIM_THRESHOLD_", "MALLOC_TOP_PAD_")
STATE: list[str] = []   # 'tuned', or why not: set by the first call


def tune_allocator() -> str:
    """Apply the settings (once per process); returns 'tuned' or why it did not."""
    if STATE:
        return STATE[0]
    STATE.append(_tune())
    return STATE[0]


def _tune() -> str:
    if os.environ.get("RUNMAT_MALLOC", "1").strip().lower() in ("0", "no", "false", "off"):
        return "off (RUNMAT_MALLOC=0)"
    if any(v in os.environ for v in _OWN):
        return "off (glibc's MALLOC_ settings are the user's)"
    if not sys.platform.startswith("linux"):
        return "off (not glibc)"
    try:
        import ctypes

        libc = ctypes.CDLL(None)
        libc.gnu_get_libc_version   # glibc only (musl has no mallopt settings of these)
        ok = libc.mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD) and libc.mallopt(_M_TRIM_THRESHOLD, TRIM_THRESHOLD)
    except (OSError, AttributeError):
        return "off (not glibc)"
    return "tuned" if ok else "off (mallopt refused)"
