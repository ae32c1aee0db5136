"""Deferred elementwise work: builtin calls on device values recorded as an expression graph.

A :class:`Node` is one builtin call whose result is not computed yet (its template, operands,
result shape and class), a leaf holding a device array, or a random draw. A graph is
materialised as one generated kernel (:mod:`runmat_accel.fusion.program`) when its value is
needed: by a builtin without a template, a sink, a graph-size limit, or anything that reads
the data.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from runmat_accel.fusion.template import Template

MAX_NODES = 64  # pending calls in one graph before its operands are materialised
MAX_INPUTS = 16  # device arrays one fused kernel reads


def expand(out: list[int] | None, shape: tuple[int, ...]) -> list[int] | None:
    """``out`` (the sizes so far, None for none) grown by an operand of ``shape`` through
    implicit expansion, in place; None when the ranks differ (the body expands them MATLAB's
    way) or the sizes are incompatible (the body raises MATLAB's error)."""
    if out is None:
        return list(shape)
    if len(shape) != len(out):
        return None
    for k, d in enumerate(shape):
        if d != out[k]:
            if out[k] == 1:
                out[k] = d
            elif d != 1:
                return None
    return out


def pad_ranks(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Two sizes of different ranks as one rank: MATLAB's missing trailing dimensions are 1
    (``X - mean(X, [2 3])``: 64x2160x3840 and 64x1)."""
    n = max(len(a), len(b))
    return a + (1,) * (n - len(a)), b + (1,) * (n - len(b))


def fit_rank(v: Any, nd: int) -> Any:
    """A kernel input of another rank than its graph's result, seen with ``nd`` dimensions
    (trailing ones added or dropped: a view, no copy), so a kernel broadcasts it MATLAB's way
    (CuPy's and NumPy's broadcasting align the last dimensions)."""
    if v.ndim < nd:
        return v.reshape(tuple(v.shape) + (1,) * (nd - v.ndim))
    return v.reshape(tuple(v.shape)[:nd])


class Param:
    """A scalar operand, passed to the kernel as a parameter (never uploaded)."""

    __slots__ = ("value", "dtype")

    def __init__(self, value: Any, dtype: np.dtype) -> None:
        self.value = value
        self.dtype = dtype


class Node:
    """A value of a graph: pending (``value`` is None) or materialised (``value`` is the array).

    ``operands`` are nodes, :class:`Param` scalars, or device arrays (a computed gpuArray's data:
    an input of the kernel without a leaf node made per call). ``sig`` names the call for the
    kernel cache (template text and classes); ``domain`` says whether the call may leave a
    function's real domain, ``domains`` whether any pending call of the graph may, ``late`` whether
    the graph reads a result whose domain check is not read yet (fusion/checks.py: if it escaped,
    that result is complex, and so is this value: its class is not known until then)."""

    __slots__ = ("op", "template", "operands", "shape", "dtype", "ctype", "value", "size", "inputs",
                 "eager", "provider", "random", "sig", "domain", "domains", "draws", "loop", "check", "late",
                 "nonneg")

    def __init__(self, op: str, template: Template | None, operands: tuple, shape: tuple[int, ...],
                 dtype: np.dtype, ctype: np.dtype, provider: Any, eager: Callable[..., Any] | None = None,
                 random: tuple | None = None, sig: tuple | None = None, domain: bool = False) -> None:
        self.op = op
        self.template = template
        self.operands = operands
        self.shape = shape
        self.dtype = dtype
        self.ctype = ctype
        self.provider = provider
        self.eager = eager
        self.random = random  # (distribution, key, counter) for an in-kernel draw
        self.loop: Any = None  # a rolled loop's body (runmat_accel.fusion.loop.Body), op "loop"
        self.check: Any = None  # computed, its domain check not read yet (runmat_accel.fusion.checks)
        self.sig = sig if sig is not None else (
            template.text if template is not None else f"random:{random[0]}", ctype.str, dtype.str)
        self.domain = domain
        self.value: Any = None
        size, inputs, domains, draws, late = 1, 0, domain, random is not None, False
        for o in operands:
            c = o.__class__
            if c is Node:
                if o.value is None:
                    size += o.size
                    inputs += o.inputs
                    domains = domains or o.domains
                    draws = draws or o.draws
                    late = late or o.late
                else:
                    inputs += 1
                    late = late or o.check is not None
            elif c is not Param:
                inputs += 1  # a device array
        self.size = size
        self.inputs = inputs
        self.domains = domains
        self.draws = draws  # some call of the graph drew in-kernel, or is a loop, when it was built (it may be computed since)
        self.late = late
        self.nonneg: bool | None = None  # every element >= 0 or NaN (fusion/sign.py; None: not asked yet)

    @classmethod
    def leaf(cls, provider: Any, value: Any) -> Node:
        n = cls.__new__(cls)
        n.op, n.template, n.operands, n.random, n.eager, n.loop, n.check = "leaf", None, (), None, None, None, None
        n.shape, n.dtype = tuple(value.shape), value.dtype  # a native array's dtype is an np.dtype
        n.ctype, n.provider, n.value, n.size, n.inputs = n.dtype, provider, value, 0, 1
        n.sig, n.domain, n.domains, n.draws, n.late, n.nonneg = None, False, False, False, False, None
        return n

    @property
    def pending(self) -> bool:
        return self.value is None

    def has_domain(self) -> bool:
        """True when some pending call in the graph may leave the real domain (or error), or the
        graph reads a result whose check is not read yet: its class is known once computed."""
        return (self.value is None and (self.domains or self.late)) or self.check is not None
