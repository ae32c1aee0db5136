"""Host fusion on all cores: a tree's templates as one Numba kernel looping with ``prange``.

:mod:`runmat_accel.fusion.host` plans a tree once per operand classes; for arrays of at least
:data:`MIN_ELEMENTS` elements in one memory order it asks :func:`kernel` for the same steps
rendered as one scalar loop body (:func:`source`: each template spelled with its functions'
``Function.native`` text, numbers and scalars in the step's compute class, a function with a
real domain checked per element as the CUDA renderer does) and compiled by Numba with
``parallel=True``: every element is read once and written once, on every core.

Compile cost never hurts a run: Numba is imported only when the first such tree meets a big
array, and a kernel compiles in a background thread (``RUNMAT_THREADED_FUSION=sync``: in the
caller's) while the NumPy blocks compute the tree as before; the next evaluation after it is
ready uses it. Kernels are written to the user's cache folder and compiled with Numba's disk
cache, so a later process loads them (milliseconds) instead of compiling (about a second).
An element outside a domain makes the kernel report it, and the tree runs builtin by builtin.

``RUNMAT_THREADED_FUSION=0`` (or Numba missing) turns the path off; ``NUMBA_NUM_THREADS``
sets the threads.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import threading
from pathlib import Path
from typing import Any

import numpy as np

from runmat_accel import numba_cache
from runmat_accel.fusion.functions import FUNCTIONS
from runmat_accel.fusion.template import Expr, parse

# Below this many elements the kernel did not reliably beat the NumPy blocks on the loaded
# two-core machine (waking the second thread costs up to milliseconds there; simple trees paid
# from 2^16, the transcendental chain only from 2^20): benchmarks/vectorized/threshold.py.
MIN_ELEMENTS = 1 << 20

_MODE: list[str] = []
_lock = threading.Lock()
_KERNELS: dict[str, Any] = {}  # digest -> the dispatcher, _PENDING, or None (failed)
_PENDING = object()
_NB_TYPE = {"f8": "float64", "f4": "float32", "b1": "boolean"}
_BINOP = {"+": "+", "-": "-", "*": "*", "/": "/", "==": "==", "~=": "!=", "<": "<", "<=": "<=",
          ">": ">", ">=": ">=", "&": "&", "|": "|"}
HALF_BELOW = {"f8": np.nextafter(np.float64(0.5), np.float64(0)),
              "f4": np.nextafter(np.float32(0.5), np.float32(0))}


def mode() -> str:
    """'off', 'on' (background compiles) or 'sync' (compile in the caller), read once."""
    if not _MODE:
        m = os.environ.get("RUNMAT_THREADED_FUSION", "1").strip().lower()
        m = {"0": "off", "no": "off", "false": "off", "1": "on", "yes": "on", "true": "on"}.get(m, m)
        if m not in ("on", "sync") or importlib.util.find_spec("numba") is None:
            m = "off"
        _MODE.append(m)
    return _MODE[0]


def configure(m: str | None) -> None:
    """Set the mode ('off', 'on', 'sync'; None: from the environment again), for tests and
    benchmarks."""
    _MODE.clear()
    if m is not None:
        _MODE.append(m if m in ("on", "sync") and importlib.util.find_spec("numba") is not None else "off")


def enabled() -> bool:
    return mode() != "off"


# -- rendering -----------------------------------------------------------------------------------
def _num(value: float, c: str) -> str:
    return f"{_NB_TYPE[c]}({float(value)!r})"


def _expr(t: Expr, args: list[str], c: str, checks: list[str]) -> str:
    kind = t[0]
    if kind == "arg":
        return args[t[1]]
    if kind == "num":
        return _num(t[1], c)
    if kind == "call":
        fn = FUNCTIONS[t[1]]
        sub = [_expr(a, args, c, checks) for a in t[2]]
        if fn.domain is not None:
            checks.append(_expr(parse(fn.domain).tree, sub, c, []))
        return "(" + fn.native.format(*sub, c=c) + ")"
    if kind == "unary":
        x = _expr(t[2], args, c, checks)
        return f"(not {x})" if t[1] == "~" else f"(-{x})" if t[1] == "-" else x
    if kind == "binary":
        x, y = _expr(t[2], args, c, checks), _expr(t[3], args, c, checks)
        return f"({x} {_BINOP[t[1]]} {y})"
    cond = _expr(t[1], args, c, checks)
    return f"({_expr(t[2], args, c, checks)} if {cond} else {_expr(t[3], args, c, checks)})"


def native_tree(t: Expr) -> bool:
    """Every function of the template has a compiled spelling."""
    from runmat_accel.fusion.template import walk

    return all(FUNCTIONS[n[1]].native is not None for n in walk(t) if n[0] == "call")


def source(steps: tuple, kinds: tuple, squares: tuple, step_cls: list[tuple]) -> tuple[str, tuple]:
    """(Python source of ``kernel(a0, ..., p0, ..., out)``, its argument types: ("in" | "scalar"
    | "out", dtype code) each) for the
    planned steps of a host program (see ``HostProgram._compile``). The kernel returns the
    number of elements outside a domain (0: the result is the tree's value)."""
    arr = [i for i, k in enumerate(kinds) if k[0] == "a"]
    par = [i for i, k in enumerate(kinds) if k[0] == "p"]
    names = [f"a{n}" for n in range(len(arr))] + [f"p{n}" for n in range(len(par))]
    sig = [("in", kinds[i][1].str[1:]) for i in arr] + [("scalar", kinds[i][1].str[1:]) for i in par]
    last = len(steps) - 1
    sig.append(("out", step_cls[last][0].str[1:]))
    head = [f"def kernel({', '.join(names)}, out):", "    bad = 0"]
    # scalar parameters in each step's compute class, made once
    for j, st in enumerate(steps):
        c = step_cls[j][1].str[1:]
        for k, i in st.refs:
            if k == "l" and i in par:
                head.append(f"    q{j}_{i} = {_NB_TYPE[c]}(p{par.index(i)})")
    body = []
    for i in arr:
        body.append(f"x{i} = a{arr.index(i)}[i]")
    checks_all: list[str] = []
    for j, st in enumerate(steps):
        dt, ct = step_cls[j][0].str[1:], step_cls[j][1].str[1:]
        args = []
        for k, i in st.refs:
            if k == "s":
                v, vc = f"t{i}", step_cls[i][0].str[1:]
            elif i in par:
                v, vc = f"q{j}_{i}", ct
            else:
                v, vc = f"x{i}", kinds[i][1].str[1:]
            args.append(v if vc == ct else f"{_NB_TYPE[ct]}({v})")
        if st.name == "power" and st.refs[1][0] == "l" and st.refs[1][1] in squares:
            expr = f"({args[0]} * {args[0]})"  # power's body squares (one multiply)
        else:
            checks: list[str] = []
            expr = _expr(st.template.tree, args, ct, checks)
            if step_cls[j][2]:
                checks_all.extend(checks)
        body.append(f"t{j} = {_NB_TYPE[dt]}({expr})")
    for c in checks_all:
        body.append(f"if not ({c}):")
        body.append("    bad += 1")
    body.append(f"out[i] = t{last}")
    lines = head + ["    for i in prange(out.shape[0]):"] + ["        " + x for x in body] + ["    return bad"]
    return "\n".join(lines) + "\n", tuple(sig)


# -- compiling -------------------------------------------------------------------------------------
def kernel(src: str, sig: tuple) -> Any:
    """The compiled kernel for ``src``, or None: not ready yet (compiling in the background,
    whose first request starts it), failed, or the path is off."""
    m = mode()
    if m == "off":
        return None
    digest = hashlib.sha1(f"{sig!r}\n{src}".encode()).hexdigest()[:20]
    k = _KERNELS.get(digest)
    if k is not None:
        return None if k is _PENDING else k
    if digest in _KERNELS:
        return None  # failed before
    with _lock:
        if digest in _KERNELS:
            k = _KERNELS[digest]
            return None if k is _PENDING or k is None else k
        _KERNELS[digest] = _PENDING
    if m == "sync":
        _build(digest, src, sig)
        return _KERNELS.get(digest)
    threading.Thread(target=_build, args=(digest, src, sig), name="runmat-fusion-compile", daemon=True).start()
    return None


def _namespace() -> dict[str, Any]:
    import numba

    ns: dict[str, Any] = {"np": np, "prange": numba.prange, "float64": np.float64, "float32": np.float32,
                          "boolean": np.bool_}
    for c, h in HALF_BELOW.items():
        ns[f"HALF_{c}"] = h
        ns[f"ZERO_{c}"] = h.dtype.type(0)
    return ns


def _build(digest: str, src: str, sig: tuple) -> None:
    from time import perf_counter_ns

    from runmat_accel.telemetry import recorder

    t0 = perf_counter_ns()
    try:
        fn = _load(f"k_{digest}", src, sig)
    except Exception:  # a template Numba cannot type: the NumPy blocks keep computing it
        fn = None
    _KERNELS[digest] = fn
    rec = recorder()
    with rec.lock:
        rec.fusion.threaded_compiles += 1
        rec.fusion.threaded_compile_ns += perf_counter_ns() - t0


def folder() -> Path:
    """The kernels' cache folder (:mod:`runmat_accel.numba_cache`), per runtime and Numba version."""
    from importlib.metadata import version

    try:
        ours = version("runmat")
    except Exception:
        ours = "dev"
    return numba_cache.folder(f"fused-{ours}")


def _signature(sig: tuple) -> Any:
    """Numba's signature: input arrays read-only (a workspace's arrays may be), 1-D contiguous."""
    from numba import types

    t = {"f8": types.float64, "f4": types.float32, "b1": types.boolean}
    args = [types.Array(t[c], 1, "C", readonly=k == "in") if k != "scalar" else t[c] for k, c in sig]
    return types.int64(*args)


def _load(fname: str, src: str, sig: tuple) -> Any:
    """Numba's dispatcher for ``src``: from a module file in :func:`folder` with Numba's disk
    cache (written to a temporary name and renamed: processes sharing the folder never read
    half a file), or compiled in memory where the folder cannot be written."""
    import numba

    opts = {"parallel": True, "error_model": "numpy", "nogil": True}
    try:
        mod = numba_cache.module(folder(), f"runmat_fused_{fname}", fname, src, _namespace())
        return numba.njit(_signature(sig), cache=True, **opts)(mod.kernel)
    except OSError:
        g = _namespace()
        exec(compile(src, f"<runmat-fused {fname}>", "exec"), g)  # noqa: S102 - generated from templates
        return numba.njit(_signature(sig), **opts)(g["kernel"])


def wait() -> None:
    """Block until every background compile has finished (tests, benchmarks)."""
    import time

    while any(v is _PENDING for v in list(_KERNELS.values())):
        time.sleep(0.01)
