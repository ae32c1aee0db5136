"""MATLAB's maximum array size preference, checked before an allocation is attempted.

A request larger than the limit is ``MATLAB:array:SizeLimitExceeded`` with MATLAB's wording,
so ``zeros(1e6, 1e6)`` is a clear error at once instead of a ``MemoryError`` (or, under a
generous memory cap, minutes of paging).  The limit is ``RUNMAT_MAX_ARRAY_BYTES`` (bytes) or
:func:`set_max_array_bytes`; by default half of physical memory.
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterable

from runmat_builtins.errors import MException

SIZE_LIMIT_ID = "MATLAB:array:SizeLimitExceeded"
MAX_POSSIBLE_ID = "MATLAB:pmaxsize"
MAX_POSSIBLE_MSG = "Requested array exceeds the maximum possible variable size."
DEFAULT_FRACTION = 0.5
_FALLBACK_MEMORY = 16 * 2**30

_limit: int | None = None    # set_max_array_bytes
_default: int | None = None  # the environment's or half of physical memory, read once


def physical_memory() -> int:
    """Bytes of physical memory (16 GiB where the platform does not say)."""
    try:
        return int(os.sysconf("SC_PAGE_SIZE")) * int(os.sysconf("SC_PHYS_PAGES"))
    except (AttributeError, ValueError, OSError):
        return _FALLBACK_MEMORY


def max_array_bytes() -> int:
    """The largest array, in bytes, that a builtin or the VM will allocate."""
    global _default
    if _limit is not None:
        return _limit
    if _default is None:
        _default = int(physical_memory() * DEFAULT_FRACTION)
        env = os.environ.get("RUNMAT_MAX_ARRAY_BYTES", "").strip()
        if env:
            try:
                _default = max(int(float(env)), 0)
            except ValueError:
                pass
    return _default


def set_max_array_bytes(n: int | None) -> int | None:
    """Set the limit (``None``: back to the environment or the default); returns the old setting."""
    global _limit
    old, _limit = _limit, (None if n is None else max(int(n), 0))
    return old


def check_array_size(shape: Iterable[int], itemsize: int = 8) -> None:
    """Raise MATLAB:array:SizeLimitExceeded if an array of ``shape`` (elements of ``itemsize``
    bytes) is over the limit. Exact in Python integers, so no size overflows."""
    dims = [max(int(d), 0) for d in shape]
    if math.prod(d for d in dims if d) >= 2**63:  # no array has such dimensions, even empty
        raise max_possible_error()
    nbytes = math.prod(dims) * max(int(itemsize), 1)
    limit = max_array_bytes()
    if nbytes > limit:
        raise size_limit_error(dims, nbytes, limit)


def size_limit_error(dims: list[int], nbytes: int, limit: int | None = None) -> MException:
    limit = max_array_bytes() if limit is None else limit
    shown = "x".join(str(d) for d in (dims if len(dims) >= 2 else [1, *dims]))
    return MException(SIZE_LIMIT_ID,
                      f"Requested {shown} ({nbytes / 2**30:.1f}GB) array exceeds maximum array size "
                      f"preference ({limit / 2**30:.1f}GB). This might cause RunMat to become "
                      f"unresponsive.")


def max_possible_error() -> MException:
    """An infinite size: MATLAB's error for a request past any representable array."""
    return MException(MAX_POSSIBLE_ID, MAX_POSSIBLE_MSG)


MAX_DIMS = 64  # NumPy's limit: an array of more dimensions cannot be laid out


def too_many_dimensions(ndim: int) -> MException:
    return MException("RunMat:tooManyDimensions",
                      f"Dimension {ndim} exceeds the maximum number of array dimensions ({MAX_DIMS}).")


# NumPy's own refusals of an allocation no machine could make (a size past its index type):
# like a MemoryError, the request cannot be served; MATLAB says so with MATLAB:pmaxsize.
_NUMPY_REFUSALS = ("Maximum allowed dimension exceeded", "Maximum allowed size exceeded",
                   "array is too big", "cannot fit 'int' into an index-sized integer")


def is_size_refusal(exc: BaseException) -> bool:
    """Whether ``exc`` is NumPy refusing an impossibly large array (before allocating it)."""
    return isinstance(exc, (ValueError, OverflowError)) and str(exc).startswith(_NUMPY_REFUSALS)


BAD_NAME_ID = "MATLAB:FileIO:InvalidFileName"
BAD_NAME_MSG = "The name contains a character the operating system does not allow (NUL or an unpaired surrogate)."


def is_os_name_refusal(exc: BaseException) -> bool:
    """Whether ``exc`` is Python refusing a file/environment name before the OS sees it: an
    embedded NUL (``[tempname()-107906 '.csv']`` makes char 0) or a lone surrogate."""
    if isinstance(exc, UnicodeEncodeError):
        return "surrogate" in str(exc)
    return isinstance(exc, ValueError) and "embedded null" in str(exc)
