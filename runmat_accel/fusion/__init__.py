"""Elementwise fusion driven by the catalog's templates (see docs/gpu.md, "Fusion").

Templated builtin calls on device values become graph nodes (:mod:`.defer`), a graph runs as
one kernel rendered from the templates (:mod:`.program`: CUDA C for CuPy, NumPy for the
in-process device), random draws are Philox inside the kernel (:mod:`.random`).

``DomainEscape`` and ``seed`` load their modules on first use: host fusion (:mod:`.host`)
needs the templates, not the kernel renderer or the random streams.
"""

from __future__ import annotations

from typing import Any

from runmat_accel.fusion.functions import FUNCTIONS, Function
from runmat_accel.fusion.template import Template, TemplateError, parse

__all__ = ["FUNCTIONS", "DomainEscape", "Function", "Template", "TemplateError", "parse", "seed"]


def __getattr__(name: str) -> Any:
    if name == "DomainEscape":
        from runmat_accel.fusion.program import DomainEscape

        return DomainEscape
    if name == "seed":
        from runmat_accel.fusion.random import seed

        return seed
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
