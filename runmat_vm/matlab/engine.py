"""``matlab.engine`` of the MATLAB Engine for Python, running MATLAB code in this process.

``start_matlab()`` gives a :class:`MatlabEngine` (one :class:`runmat_vm.Session`); its functions
are attributes (``eng.sqrt(4.0)``, ``eng.myfun(x, nargout=2)``, a script: ``eng.triarea(nargout=0)``),
``eng.eval(expression)`` (statements: ``nargout=0``), ``eng.feval(name, ...)``, ``eng.workspace['x']``. Values convert
as the Engine documents ("Pass Data to MATLAB from Python", "Handle Data Returned from MATLAB to
Python"): float -> double, int -> int64, bool -> logical, str -> char, list/tuple -> cell,
dict -> struct, ``matlab.<class>`` and NumPy arrays -> arrays of their class, any other object ->
a ``py.<type>`` value; back: numeric/logical scalars -> float/int/bool/complex, arrays ->
``matlab.<class>`` (the workspace's own buffer, copied on the first write from Python), char and
string -> str, cell -> list, struct -> dict. MATLAB errors raise :class:`MatlabExecutionError`.
``background=True`` returns a :class:`FutureResult` (the call runs on a worker thread; one
engine runs one call at a time).
"""

from __future__ import annotations

import concurrent.futures as _cf
import sys
import threading
from collections.abc import MutableMapping
from typing import Any, Iterator

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.values import (MatlabList, StructArray, cell_array, char_row, class_of, from_matlab_list,
                                   from_python, lend, readonly_view)
from runmat_builtins.values import to_python as values_to_python

from ._arrays import BY_CLASS, MatlabArray

__all__ = ["start_matlab", "connect_matlab", "find_matlab", "MatlabEngine", "FutureResult",
           "MatlabExecutionError", "RejectedExecutionError", "EngineError", "TimeoutError",
           "CancelledError"]


class EngineError(Exception):
    """An engine that cannot start or connect."""


class MatlabExecutionError(Exception):
    """A MATLAB error raised by the code an engine ran (``identifier`` as in MATLAB)."""

    def __init__(self, message: str, identifier: str = "") -> None:
        super().__init__(message)
        self.identifier = identifier


class RejectedExecutionError(Exception):
    """A call on an engine that has quit."""


TimeoutError = _cf.TimeoutError
CancelledError = _cf.CancelledError


# ---------------------------------------------------------------------- conversions
def to_matlab(x: Any) -> Any:
    """A Python value passed to MATLAB, converted as the Engine converts it."""
    if isinstance(x, MatlabArray):
        return x._lend()
    if isinstance(x, bool) or isinstance(x, float) or isinstance(x, complex):
        return x
    if isinstance(x, int):
        return np.array([[x]], dtype=np.int64)
    if isinstance(x, str):
        return char_row(x)
    if type(x) is MatlabList:  # a cell, string or struct array read out: its class and size again
        return from_matlab_list(x, to_matlab)
    if isinstance(x, (list, tuple)):
        return cell_array([to_matlab(e) for e in x], (1, len(x)))
    if type(x) is dict and all(isinstance(k, str) for k in x):
        return StructArray.scalar({k: to_matlab(v) for k, v in x.items()})
    try:
        return from_python(x)
    except TypeError:
        from runmat_builtins.lib.external.python import python_object

        return python_object(x)


def to_python(v: Any) -> Any:
    """A MATLAB value returned to Python, converted as the Engine converts it: as
    ``Session.workspace`` converts (runmat_builtins.values.to_python), numeric and logical
    arrays as ``matlab.<class>`` over the value's own buffer."""
    return values_to_python(v, _engine_array)


def _engine_array(a: np.ndarray) -> Any:
    cls = BY_CLASS.get(class_of(a))
    return _shared(cls, a) if cls is not None else readonly_view(a)


def _shared(cls: type, data: np.ndarray) -> MatlabArray:
    """An Engine array over a MATLAB value's own buffer (copy-on-write: _arrays.MatlabArray)."""
    return cls._wrap(readonly_view(data), cow=True)


# ---------------------------------------------------------------------- output
class _Output:
    """The session's output stream: each call's ``stdout=``/``stderr=`` target, else Python's."""

    def __init__(self, default: Any) -> None:
        self.default = default
        self.local = threading.local()

    @property
    def target(self) -> Any:
        return getattr(self.local, "stream", None) or self.default()

    def write(self, text: str) -> int:
        return self.target.write(text)

    def flush(self) -> None:
        f = getattr(self.target, "flush", None)
        if f is not None:
            f()


# ---------------------------------------------------------------------- the engine
class FutureResult:
    """A call started with ``background=True``."""

    def __init__(self, future: _cf.Future) -> None:
        self._f = future

    def result(self, timeout: float | None = None) -> Any:
        return self._f.result(timeout)

    def done(self) -> bool:
        return self._f.done()

    def cancel(self) -> bool:
        return self._f.cancel()

    def cancelled(self) -> bool:
        return self._f.cancelled()


class _Workspace(MutableMapping):
    """``eng.workspace``: the base workspace, values converted the Engine's way."""

    def __init__(self, engine: MatlabEngine) -> None:
        self._e = engine

    def __getitem__(self, name: str) -> Any:
        return to_python(self._e._session.workspace.raw(name))

    def __setitem__(self, name: str, value: Any) -> None:
        v = to_matlab(value)
        lend(value, v)
        self._e._session.base.set(name, v)

    def __delitem__(self, name: str) -> None:
        del self._e._session.workspace[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._e._session.workspace)

    def __len__(self) -> int:
        return len(self._e._session.workspace)

    def __repr__(self) -> str:
        return f"<matlab.engine workspace: {', '.join(self)}>"


class _Function:
    def __init__(self, engine: MatlabEngine, name: str) -> None:
        self._e = engine
        self._name = name

    def __call__(self, *args: Any, nargout: int = 1, stdout: Any = None, stderr: Any = None,
                 background: bool = False) -> Any:
        return self._e.feval(self._name, *args, nargout=nargout, stdout=stdout, stderr=stderr,
                             background=background)


class MatlabEngine:
    """One MATLAB session (a :class:`runmat_vm.Session`) behind the Engine's interface."""

    def __init__(self) -> None:
        from runmat_vm.session import Session

        self._out = _Output(lambda: sys.stdout)
        self._err = _Output(lambda: sys.stderr)
        self._session = Session(stdout=self._out, stderr=self._err, display="matlab")  # as MATLAB prints
        self._lock = threading.RLock()
        self._pool: _cf.ThreadPoolExecutor | None = None
        self._closed = False
        self.workspace = _Workspace(self)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        return _Function(self, name)

    def _run(self, fn: Any, stdout: Any, stderr: Any, background: bool) -> Any:
        if self._closed:
            raise RejectedExecutionError("MATLAB has terminated")

        def job() -> Any:
            with self._lock:
                self._out.local.stream, self._err.local.stream = stdout, stderr
                try:
                    return fn()
                except MException as exc:
                    raise MatlabExecutionError(exc.message, exc.identifier) from None
                finally:
                    self._out.local.stream = self._err.local.stream = None

        if not background:
            return job()
        if self._pool is None:
            self._pool = _cf.ThreadPoolExecutor(1, thread_name_prefix="matlab.engine")
        return FutureResult(self._pool.submit(job))

    def feval(self, name: str, *args: Any, nargout: int = 1, stdout: Any = None, stderr: Any = None,
              background: bool = False) -> Any:
        """Call the MATLAB function ``name``: one value for nargout=1, a tuple for more, None for 0."""
        margs = [to_matlab(a) for a in args]

        def go() -> Any:
            out = self._session.call_values(name, margs, nargout)
            if nargout > 1:
                return tuple(to_python(v) for v in out)
            return None if nargout == 0 or out is None else to_python(out)
        return self._run(go, stdout, stderr, background)

    def eval(self, expression: str, nargout: int = 1, stdout: Any = None, stderr: Any = None,
             background: bool = False) -> Any:
        """Evaluate an expression (``a = eng.eval('sqrt(y)')``), or run statements with nargout=0."""
        return self.feval("eval", expression, nargout=nargout, stdout=stdout, stderr=stderr,
                          background=background)

    def quit(self) -> None:
        """End the session: later calls raise RejectedExecutionError."""
        self._closed = True
        if self._pool is not None:
            self._pool.shutdown(wait=True)
            self._pool = None

    exit = quit

    def __enter__(self) -> MatlabEngine:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.quit()


def start_matlab(option: str = "-nodesktop", background: bool = False) -> Any:
    """A new engine (``background=True``: a FutureResult giving it)."""
    if background:
        f: _cf.Future = _cf.Future()
        f.set_result(MatlabEngine())
        return FutureResult(f)
    return MatlabEngine()


def connect_matlab(name: str | None = None, background: bool = False) -> Any:
    """There are no shared sessions to connect to: a new engine, as start_matlab gives."""
    return start_matlab(background=background)


def find_matlab() -> tuple:
    """Names of shared MATLAB sessions: none (engines live in this process)."""
    return ()
