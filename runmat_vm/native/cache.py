"""The native tier's disk cache: generated units as module files Numba caches beside them.

A unit's name is a hash of its code and kinds (``tier._digest``); the files and the folder
(one per runtime and Numba version) are :mod:`runmat_accel.numba_cache`'s. Where the folder
cannot be written, units compile in memory.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from runmat_accel import numba_cache


def folder() -> Path:
    """This runtime's and this Numba's cache folder (Numba's version read without importing it)."""
    from runmat_vm import __version__

    return numba_cache.folder(f"native-{__version__}")


def load(fname: str, source: str, ns: dict[str, Any], disk: bool = True) -> tuple[Any, dict[str, Any]]:
    """(the Numba dispatcher of ``fname`` defined by ``source``, the globals it runs with);
    ``disk`` False: compiled in memory only."""
    import numba

    try:
        if not disk:
            raise OSError("not cached")
        mod = numba_cache.module(folder(), f"runmat_native_{fname}", fname, source, public(ns))
        return numba.njit(cache=True)(mod.__dict__[fname]), mod.__dict__
    except OSError:
        g = public(ns)
        exec(compile(source, f"<runmat-native {fname}>", "exec"), g)  # noqa: S102 - generated source
        return numba.njit(g[fname]), g


def cached(fname: str) -> bool:
    """Numba has machine code for unit ``fname`` in the cache (it loads instead of compiling)."""
    try:
        d = folder()
    except Exception:
        return False
    return (d / f"{fname}.py").exists() and any((d / "__pycache__").glob(f"{fname}.*.nbi"))


def public(ns: dict[str, Any]) -> dict[str, Any]:
    """The namespace without module dunders (each unit's module keeps its own name)."""
    return {k: v for k, v in ns.items() if not k.startswith("__")}


def info() -> dict[str, Any]:
    """Where the cache is, how many units it holds and its size in bytes."""
    d = folder()
    files = [p for p in d.rglob("*") if p.is_file()] if d.exists() else []
    return {"folder": str(d), "units": sum(1 for p in files if p.suffix == ".py"),
            "bytes": sum(p.stat().st_size for p in files)}


def clear() -> None:
    """Remove every cached unit (this version's folder)."""
    shutil.rmtree(folder(), ignore_errors=True)
