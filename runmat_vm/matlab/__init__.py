"""The ``matlab`` package of the MATLAB Engine for Python, on this runtime.

A script written for MathWorks' Engine runs here with one line changed::

    import matlab.engine            # MathWorks' Engine
    from runmat_vm import matlab    # this runtime: matlab.engine and matlab.double as before

``matlab.double``, ``matlab.single``, ``matlab.int8`` ... ``matlab.uint64``, ``matlab.logical``
are the Engine's array types (``_arrays.py``); ``matlab.engine`` starts sessions
(``engine.py``). docs/python-api.md, "The MATLAB Engine API", lists what is covered.
"""

from ._arrays import (MatlabArray, double, int8, int16, int32, int64, logical, single, uint8,  # noqa: F401
                      uint16, uint32, uint64)
from . import engine  # noqa: F401,E402

__all__ = ["engine", "double", "single", "int8", "int16", "int32", "int64", "uint8", "uint16",
           "uint32", "uint64", "logical", "MatlabArray"]
