"""Fresh random calls for every device-capable builtin, built from its catalog signatures.

Each signature's parameters are filled by name (``dim`` -> 1 and 2, ``vecdim`` -> [1 2],
``'all'`` -> the word, ``CLASSNAME`` -> 'single', ...) or, in data positions, with a
random array (3x4 by default, never zeros, positive where the domain needs it);
a few builtins need shapes of their own (``SHAPES``) or values of their own (``PARAMS``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from runmat_builtins.spec import BuiltinSpec, Param, Signature
from runmat_builtins.values import char_row

DEVICE_KINDS = frozenset({"elementwise", "reduction", "matmul", "shape", "indexing", "construct", "random", "custom"})

# Value ranges (low, high) of data inputs; default: magnitudes in [0.5, 2], random signs.
POSITIVE = (0.5, 2.0)
DOMAIN: dict[str, tuple[float, float]] = {
    **{n: POSITIVE for n in ("log", "log10", "log2", "log1p", "sqrt", "realsqrt", "reallog", "realpow",
                            "power", "mpower", "nthroot", "gamma", "gammaln", "psi", "nextpow2")},
    **{n: (0.1, 0.9) for n in ("asin", "acos", "atanh", "erfinv", "acsc_", "asec_")},
    **{n: (1.1, 3.0) for n in ("acosh", "acsc", "asec", "acoth")},
}
# Builtins whose data inputs should hold zeros among non-zeros (predicates, find, logical ops).
SPARSE = frozenset({"any", "all", "nnz", "find", "not", "and", "or", "xor", "logical", "nonzeros"})

# Shapes of the data inputs, by builtin (default 3x4 for every data input).
SHAPES: dict[str, list[tuple[int, ...]]] = {
    "mtimes": [(3, 4), (4, 2)], "mldivide": [(4, 4), (4, 2)], "mrdivide": [(2, 4), (4, 4)],
    "mpower": [(4, 4)], "trace": [(4, 4)], "det": [(4, 4)], "inv": [(4, 4)], "kron": [(2, 3), (3, 2)],
    "meshgrid": [(1, 4), (1, 3), (1, 2)], "ndgrid": [(1, 4), (1, 3), (1, 2)],
    "trapz": [(3, 1), (3, 4)], "cumtrapz": [(3, 1), (3, 4)], "squeeze": [(3, 1, 4)],
    "diag": [(3, 4)], "cross": [(3, 4), (3, 4)], "dot": [(3, 4), (3, 4)],
    "conv": [(1, 5), (1, 3)], "polyval": [(1, 3), (3, 4)], "polyfit": [(1, 6), (1, 6)],
}
# Matrices that must be well conditioned (diagonally dominant).
WELL_CONDITIONED = frozenset({"mldivide", "mrdivide", "inv", "det", "mpower"})

# Parameter values by (lower-cased) parameter name: each entry is one or more alternatives.
PARAMS: dict[str, list[Any]] = {
    "dim": [1.0, 2.0], "vecdim": [np.array([[1.0, 2.0]])], "w": [0.0, 1.0],
    "k": [1.0], "n": [2.0], "r": [np.array([[2.0, 3.0]])], "dimorder": [np.array([[2.0, 1.0]])],
    "sz": [np.array([[4.0, 3.0]])], "classname": ["single", "double"], "newclass": ["single", "int32"],
    "nanflag": ["omitnan", "includenan"], "outtype": ["double", "native"], "opt": ["floor", "round"],
    "imax": [10.0], "type": ["significant"], "m": [3.0], "shape": ["full", "same", "valid"],
    "l": [8.0], "sflag": ["symmetric", "periodic"], "lo": [-0.5], "hi": [0.5],
}
# Per builtin overrides of PARAMS (name -> alternatives).
BUILTIN_PARAMS: dict[str, dict[str, list[Any]]] = {
    "sort": {"direction": ["ascend", "descend"]},
    "find": {"direction": ["first", "last"], "n": [2.0]},
    **{c: {"direction": ["forward", "reverse"]} for c in ("cumsum", "cumprod", "cummax", "cummin")},
    "nthroot": {"n": [3.0]}, "round": {"n": [2.0]}, "pow2": {"e": [3.0]},
    "repmat": {"n": [2.0]}, "circshift": {"k": [1.0, -2.0]}, "rot90": {"k": [1.0, 2.0]},
    "diff": {"n": [1.0, 2.0]}, "tril": {"k": [1.0, -1.0]}, "triu": {"k": [1.0, -1.0]},
    "mpower": {"b": [2.0, 3.0]}, "mean": {"outtype": ["double", "native"]},
    "norm": {"p": [1.0, 2.0, float("inf")]},
}
# Variadic tails ("SZ1, ..., SZN", "r1, ..., rN", "A1, ..., AN"), by builtin or by first name.
VARIADIC: dict[str, list[Any]] = {
    "sz1": [2.0, 6.0], "r1": [2.0, 3.0], "a1": ["data", "data"], "x1": ["data", "data"],
}
ARRAY_WORDS = frozenset({"x", "y", "z", "a", "b", "c", "v", "p", "q", "f", "e", "xg", "a1", "x1", "x2", "xn", "s"})


@dataclass
class Case:
    """One call: host arguments, which of them go to the device, and nargout."""

    builtin: str
    args: tuple
    device: frozenset[int]
    nargout: int
    label: str
    options: tuple = field(default=())  # appended on the device run only ('gpuArray')


def random_data(name: str, shape: tuple[int, ...], cls: str, rng: np.random.Generator) -> np.ndarray:
    """Never zeros: magnitudes in the builtin's domain, signs random unless the domain is one-sided."""
    lo, hi = DOMAIN.get(name, POSITIVE)
    if cls == "logical":
        return rng.random(shape) > 0.4
    if cls == "int32":
        return rng.integers(1, 20, size=shape).astype(np.int32) * (rng.choice([-1, 1], size=shape).astype(np.int32)
                                                                   if name not in DOMAIN else 1)
    mag = rng.uniform(lo, hi, size=shape)
    if name not in DOMAIN:
        mag = mag * rng.choice([-1.0, 1.0], size=shape)
    if name in SPARSE:
        mag = mag * (rng.random(shape) > 0.5)
    if name in WELL_CONDITIONED and len(shape) == 2 and shape[0] == shape[1]:
        mag = mag + 4.0 * np.eye(shape[0])
    if cls == "complex":
        mag = mag + 1j * rng.uniform(lo, hi, size=shape)
    return mag.astype({"double": np.float64, "single": np.float32, "complex": np.complex128}[cls])


def _param_key(p: Param) -> str:
    return re.sub(r"[^a-z0-9]", "", p.name.lower())


def _alternatives(name: str, p: Param, data_pos: bool) -> list[Any] | None:
    """Values for a parameter; None when it is a data argument; [] when it cannot be filled."""
    if p.literal is not None:
        return [p.literal]
    if p.type == "empty":
        return [np.zeros((0, 0))]
    key = _param_key(p)
    own = BUILTIN_PARAMS.get(name, {})
    if key in own:
        return own[key]
    if key in PARAMS:
        return PARAMS[key]
    if data_pos or key in ARRAY_WORDS:
        return None
    return []


def cases(spec: BuiltinSpec, cls: str, rng: np.random.Generator, data_positions: Any) -> list[Case]:
    """Every call the signatures describe, with fresh random inputs of class ``cls``."""
    name = spec.name
    positions, data_from = data_positions
    out: list[Case] = []
    for sig in spec.signatures:
        out.extend(_from_signature(name, sig, cls, rng, positions, data_from))
    if spec.accel.kind == "elementwise" and cls in ("double", "single"):
        out.extend(_scalar_operands(out, rng))
    return out


def _scalar_operands(base: list[Case], rng: np.random.Generator) -> list[Case]:
    """Binary forms again with one operand a Python float (a double scalar in the VM):
    it must reach the device body as a scalar and keep the array's class."""
    extra = []
    for case in base:
        if len(case.device) < 2:
            continue
        for j in sorted(case.device):
            lo, hi = DOMAIN.get(case.builtin, POSITIVE)
            value = float(rng.uniform(lo, hi))
            args = case.args[:j] + (value,) + case.args[j + 1:]
            extra.append(Case(case.builtin, args, case.device - {j}, case.nargout,
                              f"{case.label} with argument {j + 1} a double scalar"))
    return extra


def _is_data(i: int, positions: frozenset[int] | None, data_from: int | None) -> bool:
    return positions is None or i in positions or (data_from is not None and i >= data_from)


def _expand_variadic(params: list[Param]) -> list[Param] | None:
    """Replace "X1, ..., XN" by two concrete parameters (VARIADIC); None when unknown."""
    for i, p in enumerate(params):
        if p.arity != "variadic":
            continue
        if i == 0:
            return None
        extra = VARIADIC.get(_param_key(params[i - 1]))
        if extra is None:
            return None
        head = params[i - 1]
        filled = [head if v == "data" else Param(name=f"_v{v}") for v in extra]
        return _expand_variadic(params[:i - 1] + filled + params[i + 1:])
    return params


def _from_signature(name: str, sig: Signature, cls: str, rng: np.random.Generator,
                    positions: frozenset[int] | None, data_from: int | None) -> list[Case]:
    params = _expand_variadic(list(sig.inputs))
    if params is None:
        return []
    shapes = list(SHAPES.get(name, []))
    per_param: list[list[Any]] = []
    device: set[int] = set()
    for i, p in enumerate(params):
        if p.name.startswith("_v"):
            per_param.append([float(p.name[2:])])
            continue
        alts = _alternatives(name, p, _is_data(i, positions, data_from))
        if alts is None:  # a data argument: a fresh random array
            shape = shapes[len(device)] if len(device) < len(shapes) else (3, 4)
            per_param.append([random_data(name, shape, cls, rng)])
            device.add(i)
        elif not alts:
            return []  # a parameter we cannot fill: no case from this form
        else:
            per_param.append([char_row(a) if isinstance(a, str) else a for a in alts])
    nargout = max(1, len([o for o in sig.outputs if o.name != "..."]))
    combos: list[tuple] = [()]
    for alts in per_param:
        combos = [c + (a,) for c in combos for a in alts]
    return [Case(name, args, frozenset(device), nargout, f"{sig.text or name} #{j}")
            for j, args in enumerate(combos)]


def indexing_cases(name: str, cls: str, rng: np.random.Generator) -> list[Case]:
    """subsref/subsasgn: slices, colon, linear and logical-mask subscripts (masks made on the device too)."""
    a = random_data(name, (3, 4), cls, rng)
    rows, colon = np.array([[1.0, 3.0]]), char_row(":")
    mask = random_data("find", (3, 4), "double", rng) != 0
    if name == "subsref":
        forms = [(a, rows, colon), (a, colon, 2.0), (a, 5.0), (a, mask)]
        dev = [frozenset({0}), frozenset({0}), frozenset({0}), frozenset({0, 1})]
    else:
        b = random_data(name, (2, 4), cls, rng)
        forms = [(a, b, rows, colon), (a, 0.0, np.array([[2.0, 3.0]]), colon), (a, 7.5, mask)]
        dev = [frozenset({0, 1}), frozenset({0}), frozenset({0, 2})]
    return [Case(name, f, d, 1, f"{name} form {i}") for i, (f, d) in enumerate(zip(forms, dev))]


SPECIAL = {"subsref": indexing_cases, "subsasgn": indexing_cases}
