"""Generated Numba code cached on disk, shared by the native tier and host fusion.

A unit's source is written to ``<folder>/<name>.py`` (to a temporary name, then renamed, so
processes sharing the folder never read half a file) and run as a module, so that
``numba.njit(cache=True)`` keeps its machine code in ``__pycache__`` beside it and the next
process loads it instead of compiling. The folder is ``RUNMAT_CACHE_DIR`` or the user's cache
folder (``$XDG_CACHE_HOME`` or ``~/.cache``)/runmat, one per runtime and Numba version.
"""

from __future__ import annotations

import functools
import importlib.util
import os
import sys
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any


@functools.cache
def _numba_version() -> str:
    from importlib.metadata import version  # Numba's version without importing Numba

    return version("numba")


def folder(label: str) -> Path:
    """The cache folder of ``label`` (what caches, with the runtime's version) and this Numba."""
    base = os.environ.get("RUNMAT_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "runmat")
    return Path(base) / f"{label}-numba{_numba_version()}"


def module(directory: Path, module_name: str, fname: str, source: str, ns: dict[str, Any]) -> ModuleType:
    """``source`` run as module ``module_name`` from ``directory/fname.py`` with ``ns`` among its
    globals; OSError where the folder cannot be written (callers then compile in memory)."""
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{fname}.py"
    if not path.exists() or path.read_text() != source:
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-", suffix=".py")
        with os.fdopen(fd, "w") as f:
            f.write(source)
        os.replace(tmp, path)
    spec = importlib.util.spec_from_file_location(module_name, path)
    mod = importlib.util.module_from_spec(spec)
    mod.__dict__.update(ns)
    # Numba finds a cached function's globals by its module's name; the callers name generated units
    sys.modules[module_name] = mod  # noqa: RMB006
    spec.loader.exec_module(mod)
    return mod
