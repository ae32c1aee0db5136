"""``call_builtin``: the one door through which the VM reaches builtins.

It looks the name up, runs the guarded invoker, normalizes what the body
returned, and turns any stray Python exception into a MATLAB error.
"""

from __future__ import annotations

from typing import Any

from numpy import ndarray

from runmat_accel.gpuarray import GpuArray
from runmat_accel.telemetry import count_inline, recorder
from runmat_builtins import errors
from runmat_builtins.apart import LONG_ELEMENTS, long_size, run_apart
from runmat_builtins.catalog import catalog
from runmat_builtins.errors import MException
from runmat_builtins.index import index
from runmat_builtins.limits import BAD_NAME_ID, BAD_NAME_MSG, is_os_name_refusal, is_size_refusal, max_possible_error
from runmat_builtins.loader import registry
from runmat_builtins.plugins import ensure_plugins
from runmat_builtins.values import class_of, normalize

_REGISTRY = registry()
_ENTRIES = _REGISTRY.entries


def resolve(name: str) -> Any:
    """The builtin (``decorator.Builtin``) that ``call_builtin(name, ...)`` runs, loading its
    module (the index says which) or the plugins on a first lookup; None when there is none."""
    entry = _ENTRIES.get(name)
    return entry if entry is not None else _find(name)


def answered_counter(name: str) -> Any:
    """The counter (an ``itertools.count``: ``next`` counts one call, ``count_answered`` many) of
    builtin ``name``'s calls that an executor answered without its invoker (the interpreter's
    scalar sites and operators, the compiled tiers' inlined kernels, function handles' kernels):
    each such call counts as a call of the builtin in telemetry. Every executor counts them
    through here."""
    return recorder().inline_counter(name)


# ``count_answered(counter, n)``: ``n`` answered calls at once on an ``answered_counter`` (a loop's
# or a map's batch; telemetry's own function, no frame added)
count_answered = count_inline


def call_builtin(name: str, *args: Any, nargout: int = 1, ctx: Any = None) -> Any:
    """Call builtin ``name``. Returns one value when ``nargout <= 1`` (None when
    ``nargout == 0`` and the builtin returns nothing), else a tuple of ``nargout`` values."""
    entry = _ENTRIES.get(name)
    if entry is None:
        entry = _find(name)  # first call: import its module (the index says which) or load plugins
        if entry is None:
            raise undefined_function(name, args)
    try:
        for a in args:  # a large numeric argument: a pure body runs where Ctrl-C can end it
            if a.__class__ is ndarray and a.size >= LONG_ELEMENTS and a.dtype.kind in "biufc" \
                    and 0 < long_size(name, entry) <= a.size:
                a = None
                out = run_apart(entry.invoke, args, nargout, ctx)
                break
        else:
            a = None  # no extra reference to an argument: buffer reuse counts its holders
            out = entry.invoke(args, nargout, ctx)
    except MException as exc:
        if exc.builtin is None:
            exc.builtin = name
            if isinstance(exc, errors.UndefinedForClass):
                exc.named(name)
        raise
    except RecursionError:
        raise
    except Exception as exc:
        arity = _arity_error(entry, len(args)) if isinstance(exc, TypeError) else None
        if arity is not None:
            arity.builtin = name
            raise arity from None
        if isinstance(exc, MemoryError):
            err = MException(errors.OUT_OF_MEMORY, errors.OUT_OF_MEMORY_MSG)
        elif is_size_refusal(exc):
            err = max_possible_error()
        elif is_os_name_refusal(exc):  # a file name no file can have (mkdir, readmatrix, save, ...)
            err = MException(BAD_NAME_ID, BAD_NAME_MSG)
        else:  # a bug in the body: tests fail on any RunMat:*:internal
            err = MException(f"RunMat:{name}:internal", f"{type(exc).__name__}: {exc}")
        err.builtin = name
        raise err from exc
    t = out.__class__
    # already canonical (the common results, a gpuArray among them): no normalize() call
    if t is float or t is bool or (t is ndarray and out.ndim >= 2) or t is GpuArray:
        if nargout <= 1:
            return out
        raise _too_many_outputs(name)
    if t is tuple:
        if nargout <= 1:
            return normalize(out[0]) if out else _none_or_error(name, nargout)
        if len(out) < nargout:
            raise _too_many_outputs(name)
        return tuple(normalize(o) for o in out[:nargout])
    if out is None:
        return _none_or_error(name, nargout)
    if nargout > 1:
        raise _too_many_outputs(name)
    return normalize(out)


def _arity_error(entry: Any, n: int) -> MException | None:
    """MATLAB's error for a call with too many or too few inputs (None when the count fits)."""
    lo, hi = entry.arity
    if n < lo:
        return MException(errors.NOT_ENOUGH_INPUTS, errors.NOT_ENOUGH_INPUTS_MSG)
    if hi is not None and n > hi:
        return MException(errors.TOO_MANY_INPUTS, errors.TOO_MANY_INPUTS_MSG)
    return None


def _none_or_error(name: str, nargout: int) -> None:
    if nargout >= 1:
        raise _too_many_outputs(name)
    return None


def _too_many_outputs(name: str) -> MException:
    err = MException(errors.TOO_MANY_OUTPUTS, errors.TOO_MANY_OUTPUTS_MSG)
    err.builtin = name
    return err


def _find(name: str) -> Any:
    """The builtin ``name`` off the fast path: a core module through the index, else the plugins."""
    entry = _REGISTRY.find(name)
    if entry is None:
        ensure_plugins()
        entry = _REGISTRY.find(name)
    return entry


def undefined_function(name: str, args: tuple) -> MException:
    cls = class_of(args[0]) if args else "double"
    msg = errors.UNDEFINED_FUNCTION_MSG.format(name=name, cls=cls)
    hints = catalog().suggest(name)
    if hints:
        msg += f"\n\nDid you mean:\n>> {hints[0]}"
    return MException(errors.UNDEFINED_FUNCTION, msg)


def scalar_kernel(name: str) -> Any:
    """Builtin ``name``'s scalar kernel (``runmat_builtins.numeric.scalar``), or None."""
    return getattr(resolve(name), "scalar", None)


def fast_scalar(name: str) -> tuple[Any, Any]:
    """What the interpreter's operator fast path calls on (float, float) and on (bool, bool)
    operands: the kernel's never-raising C function when it has one, else the kernel itself;
    None where there is no kernel (or it is not exact for logicals)."""
    k = scalar_kernel(name)
    if k is None:
        return None, None
    f = k.raw if k.inline is not None and k.raw is not None else k
    return f, f if k.logical else None


def template_of(name: str) -> str | None:
    """The elementwise template of builtin ``name`` (its spec's ``accel.template``) from the
    loaded definition or the index, without importing its module; None if it has none."""
    entry = _ENTRIES.get(name)
    if entry is not None:
        return entry.info.template
    info = index().get(name)
    return None if info is None else info.template


def is_builtin(name: str) -> bool:
    return resolve(name) is not None


# ``builtin(NAME, ...)``: the next routed call of NAME runs MATLAB's built-in behaviour, not a
# class's overload of it (a class's subsref calling builtin('subsref', obj, S)); names pushed
# by call_plain, consumed by the objects' route (take_plain)
_PLAIN: list = []


def call_plain(name: str, *args: Any, nargout: int = 1, ctx: Any = None) -> Any:
    """``builtin(name, args...)``: call builtin ``name`` past any class method of that name."""
    _PLAIN.append(name)
    depth = len(_PLAIN)
    try:
        return call_builtin(name, *args, nargout=nargout, ctx=ctx)
    finally:
        del _PLAIN[depth - 1:]


def take_plain(name: str) -> bool:
    """Whether this routed call of ``name`` is the one ``builtin(name, ...)`` made (consumed)."""
    if _PLAIN and _PLAIN[-1] == name:
        _PLAIN[-1] = None
        return True
    return False
