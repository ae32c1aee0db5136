"""``py.a.b.c``: the Python object a dotted name means, and calling it from MATLAB code.

The longest importable module prefix is imported (``py.numpy.linalg.norm`` imports
``numpy.linalg``), the rest are attributes; a name with no module is one of Python's builtins
(``py.list``, ``py.len``). Errors raised by Python become ``MATLAB:Python:PyException``.
"""

from __future__ import annotations

import builtins
import contextlib
import importlib
import sys
from typing import Any

from runmat_builtins.errors import MException

from ._convert import from_py, to_py

PY_ERROR = "MATLAB:Python:PyException"


_MODULE_PARTS: dict[str, int] = {}   # name -> how many of its parts name the module (0: builtins)


def resolve(name: str) -> Any:
    """The Python object ``py.<dotted>`` names (``name`` with or without the ``py.`` prefix)."""
    parts = name.split(".")
    if parts[0] == "py":
        parts = parts[1:]
    if not parts:
        raise MException("MATLAB:undefinedVarOrFunction", "Undefined variable 'py'.")
    if parts[0] == "runmat_accel" and any(p.startswith("_") or p == "providers" for p in parts[1:2]):
        raise MException("MATLAB:undefinedVarOrClass",  # the accel boundary holds for py. names too
                         f"Unable to resolve the name 'py.{'.'.join(parts)}'.")
    obj: Any = None
    rest = parts
    known = _MODULE_PARTS.get(name)
    for k in ((known,) if known else range(len(parts), 0, -1)) if known != 0 else ():
        mod = ".".join(parts[:k])
        try:  # the user's own import, named in their MATLAB code (as pyrun's statements are)
            obj = importlib.import_module(mod)  # noqa: RMB006
        except ModuleNotFoundError as exc:
            if exc.name is not None and not mod.startswith(exc.name):
                raise python_error(exc) from None  # the module exists but one of its imports is missing
            continue
        except Exception as exc:
            raise python_error(exc) from None
        rest = parts[k:]
        _MODULE_PARTS[name] = k
        break
    else:
        if parts == ["None"]:  # py.None: Python's None (a keyword, not a builtins attribute)
            return None
        if not hasattr(builtins, parts[0]):
            raise MException("MATLAB:undefinedVarOrClass",
                             f"Unable to resolve the name 'py.{'.'.join(parts)}'.")
        obj, rest = getattr(builtins, parts[0]), parts[1:]
        _MODULE_PARTS[name] = 0
    for attr in rest:
        try:
            obj = getattr(obj, attr)
        except AttributeError:
            raise MException("MATLAB:undefinedVarOrClass",
                             f"Unable to resolve the name 'py.{'.'.join(parts)}'.") from None
    return obj


def python_error(exc: BaseException) -> MException:
    """A Python exception as MATLAB reports it: ``Python Error: ValueError: math domain error``."""
    text = str(exc)
    err = MException(PY_ERROR, f"Python Error: {type(exc).__name__}: {text}" if text else
                     f"Python Error: {type(exc).__name__}")
    err.python_exception = exc
    return err


def split_args(args: Any) -> tuple[list, dict]:
    """MATLAB arguments as Python positional and keyword arguments (``pyargs`` values and
    ``Name=Value`` pairs are keywords)."""
    from ._value import PyKwargs

    pos: list = []
    kw: dict = {}
    for a in args:
        if type(a) is PyKwargs:
            kw.update(a.kwargs)
        else:
            pos.append(to_py(a))
    return pos, kw


def invoke(fn: Any, args: Any, nargout: int = 1) -> Any:
    """``fn(args...)`` with MATLAB arguments; the result as MATLAB sees it: ``None`` gives no
    value to a call that asks for none (``L.append(3)`` displays nothing), and a Python type
    called (``py.int(5)``, ``py.float(x)``) gives the Python object, not its conversion."""
    pos, kw = split_args(args)
    try:
        out = fn(*pos, **kw)
    except MException:
        raise
    except TypeError as exc:
        out = _with_integers(fn, pos, kw, exc)
    except Exception as exc:
        raise python_error(exc) from None
    if out is None and nargout == 0:
        return None
    if isinstance(fn, type):
        from ._value import PyObject

        return PyObject(out)
    return from_py(out)


def _integral(v: Any) -> Any:
    return int(v) if type(v) is float and v.is_integer() else v


def _with_integers(fn: Any, pos: list, kw: dict, exc: TypeError) -> Any:
    """A call refused for want of an integer (``py.numpy.linspace(0, 1, 5)``: MATLAB numbers are
    floats) is made once more with whole-valued floats as ints, as MATLAB passes a double where
    Python asks for an int; any other TypeError is the MATLAB error it was."""
    if "integer" not in str(exc) and "int" not in str(exc).split():
        raise python_error(exc) from None
    pos2, kw2 = [_integral(a) for a in pos], {k: _integral(v) for k, v in kw.items()}
    if pos2 == pos and all(type(kw2[k]) is type(kw[k]) for k in kw) and \
            all(type(a) is type(b) for a, b in zip(pos2, pos)):
        raise python_error(exc) from None
    try:
        return fn(*pos2, **kw2)
    except Exception:
        raise python_error(exc) from None


@contextlib.contextmanager
def printing_to(stream: Any):
    """Python's ``print`` writes where MATLAB's output goes (the session's stream, when it is
    not the process's: a captured session, a notebook, an Engine call's ``stdout=``)."""
    if stream is None or stream is sys.stdout:
        yield
        return
    with contextlib.redirect_stdout(stream):
        yield


def bind(name: str) -> Any:
    """``py.a.b(args)`` (or ``py.a.b`` alone) as a function of (args, nargout, out): a call when
    the object is callable (what it prints goes to ``out``), else its value (indexed by any
    arguments)."""
    obj = resolve(name)
    if callable(obj):
        def call(args: Any, nargout: int = 1, out: Any = None) -> Any:
            if out is None or out is sys.stdout:
                return invoke(obj, args, nargout)
            with printing_to(out):
                return invoke(obj, args, nargout)
        return call

    def value(args: Any, nargout: int = 1, out: Any = None) -> Any:
        v = from_py(obj)
        if args:  # py.sys.path(1): the value indexed
            ref = getattr(type(v), "__matlab_subsref__", None)
            if ref is None:
                raise MException("MATLAB:index:notSupported", f"Python value 'py.{name}' cannot be indexed.")
            return ref(v, tuple(args))
        return v
    return value
