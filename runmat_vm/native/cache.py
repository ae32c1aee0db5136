"""The native tier's disk cache: generated units as module files Numba caches beside them.

A unit's source is written once to ``<cache>/<name>.py`` (its name is a hash of its code and
kinds, ``tier._digest``), loaded as a module with the tier's namespace, and compiled with
``numba.njit(cache=True)``: Numba keeps the machine code in ``__pycache__`` next to it, so the
next process that meets the same loop loads it instead of compiling.  The folder is
``RUNMAT_CACHE_DIR`` or the user's cache folder (``$XDG_CACHE_HOME`` or ``~/.cache``)/runmat,
with the runtime's and Numba's versions in its name.  Files are written to a temporary name and
renamed, so processes sharing the folder never read half a file (Numba does the same with its
own).  Where the folder cannot be written, units compile in memory.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any


_NUMBA_VERSION: list[str] = []


def folder() -> Path:
    """This runtime's and this Numba's cache folder (Numba's version read without importing it)."""
    from runmat_vm import __version__

    if not _NUMBA_VERSION:
        from importlib.metadata import version

        _NUMBA_VERSION.append(version("numba"))
    base = os.environ.get("RUNMAT_CACHE_DIR")
    if not base:
        base = os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "runmat")
    return Path(base) / f"native-{__version__}-numba{_NUMBA_VERSION[0]}"


def _write(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".py")
    with os.fdopen(fd, "w") as f:
        f.write(text)
    os.replace(tmp, path)


def load(fname: str, source: str, ns: dict[str, Any], disk: bool = True) -> tuple[Any, dict[str, Any]]:
    """(the Numba dispatcher of ``fname`` defined by ``source``, the globals it runs with);
    ``disk`` False: compiled in memory only."""
    import numba

    try:
        if not disk:
            raise OSError("not cached")
        d = folder()
        d.mkdir(parents=True, exist_ok=True)
        path = d / f"{fname}.py"
        if not path.exists() or path.read_text() != source:
            _write(path, source)
        name = f"runmat_native_{fname}"
        spec = importlib.util.spec_from_file_location(name, path)
        mod = importlib.util.module_from_spec(spec)
        mod.__dict__.update(public(ns))
        sys.modules[f"runmat_native_{fname}"] = mod   # Numba finds a cached unit's globals by its module's name
        spec.loader.exec_module(mod)
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
