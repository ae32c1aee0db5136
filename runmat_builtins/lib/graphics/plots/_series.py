"""Splitting plot-style arguments into series: X/Y[/Z] groups with LineSpecs (MATLAB's
rules for vectors against matrices), and creating the objects in the target axes."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.graphics._args import (
    apply_pairs,
    is_text,
    linespec_props,
    numeric,
    parse_linespec,
    row,
    split_axes,
    split_name_values,
)
from runmat_builtins.lib.graphics._model import GObject, next_color, prepare_axes, text_of
from runmat_builtins.values import is_char, is_string


def _is_data(v: Any) -> bool:
    return not (is_char(v) or is_string(v))


def columns(x: np.ndarray | None, y: np.ndarray, fname: str, z: np.ndarray | None = None
            ) -> list[tuple[np.ndarray, np.ndarray, np.ndarray | None]]:
    """The (x, y[, z]) row vectors of each line MATLAB draws for plot(X, Y[, Z])."""
    if np.iscomplexobj(y) and x is None:
        x, y = np.real(y), np.imag(y)
        if 1 in y.shape:
            return [(row(x), row(y), None)]
        return [(row(x[:, j]), row(y[:, j]), None) for j in range(y.shape[1])]
    if x is None:
        if y.ndim == 2 and (y.shape[0] == 1 or y.shape[1] == 1):
            return [(row(np.arange(1, y.size + 1)), row(y), None)]
        n = y.shape[0]
        return [(row(np.arange(1, n + 1)), row(y[:, j]), None) for j in range(y.shape[1])]
    xv = x.ndim == 2 and 1 in x.shape
    yv = y.ndim == 2 and 1 in y.shape
    if z is not None:
        if x.size == y.size == z.size and (xv or x.shape == y.shape == z.shape):
            if xv:
                return [(row(x), row(y), row(z))]
            return [(row(x[:, j]), row(y[:, j]), row(z[:, j])) for j in range(x.shape[1])]
        raise MException(f"MATLAB:{fname}:VectorsMismatch" if fname else "MATLAB:plot3:VectorsMismatch",
                         "Vectors must be the same length.")
    if xv and yv:
        if x.size != y.size:
            raise MException("MATLAB:plot:VectorsMismatch" if fname == "plot" else f"MATLAB:{fname}:VectorsMismatch",
                             "Vectors must be the same length.")
        return [(row(x), row(y), None)]
    if xv:
        if y.shape[0] == x.size:
            return [(row(x), row(y[:, j]), None) for j in range(y.shape[1])]
        if y.shape[1] == x.size:
            return [(row(x), row(y[i, :]), None) for i in range(y.shape[0])]
    elif yv:
        if x.shape[0] == y.size:
            return [(row(x[:, j]), row(y), None) for j in range(x.shape[1])]
        if x.shape[1] == y.size:
            return [(row(x[i, :]), row(y), None) for i in range(x.shape[0])]
    elif x.shape == y.shape:
        return [(row(x[:, j]), row(y[:, j]), None) for j in range(x.shape[1])]
    if x.size == 0 and y.size == 0:
        return []
    raise MException(f"MATLAB:{fname}:VectorsMismatch" if fname != "plot" else "MATLAB:plot:VectorsMismatch",
                     "Vectors must be the same length.")


def groups(data: list[Any], fname: str, dims: int = 2) -> list[tuple[list[tuple], dict[str, Any]]]:
    """[(series, linespec props)] for plot(X1, Y1, S1, X2, Y2, ...) (dims=3: X, Y, Z)."""
    out = []
    i = 0
    while i < len(data):
        nums = []
        while i < len(data) and _is_data(data[i]) and len(nums) < dims:
            nums.append(numeric(data[i], fname, complex_ok=True))
            i += 1
        if len(nums) > 1 or dims == 3:
            nums = [np.real(a) if np.iscomplexobj(a) else a for a in nums]
        spec: dict[str, Any] = {}
        if i < len(data) and not _is_data(data[i]):
            ls = parse_linespec(data[i])
            if ls is None:
                raise MException(f"MATLAB:{fname}:InvalidLineSpec" if fname else "MATLAB:plot:InvalidLineSpec",
                                 "Invalid data argument or line specification.")
            spec = linespec_props(ls)
            i += 1
        if not nums:
            raise MException("MATLAB:plot:InvalidDataArgument" if fname == "plot" else f"MATLAB:{fname}:InvalidData",
                             "Invalid data argument.")
        if dims == 3:
            if len(nums) != 3:
                raise MException(f"MATLAB:{fname}:NotEnoughInputs", "Not enough input arguments: X, Y and Z are required.")
            series = columns(nums[0], nums[1], fname, nums[2])
        elif len(nums) == 1:
            series = columns(None, nums[0], fname)
        else:
            series = columns(nums[0], nums[1], fname)
        out.append((series, spec))
    return out


def start(args: tuple[Any, ...], ctx: Any, fname: str, *, names: set[str] | None = None,
          flags: set[str] = frozenset()) -> tuple[GObject, list[Any], list[tuple[str, Any]], set[str]]:
    """(target axes, data arguments, Name/Value pairs, option words found) for a plotting
    call, with MATLAB's newplot applied to the axes."""
    ax, rest = split_axes(args, ctx)
    found, rest = text_option(rest, set(flags)) if flags else (set(), rest)
    data, pairs = split_name_values(rest, names)
    parent = [v for k, v in pairs if k.lower() == "parent"]
    if parent:
        from runmat_builtins.lib.graphics._resolve import one_object

        ax = prepare_axes(ctx, one_object(parent[-1], ctx, fname))
        pairs = [(k, v) for k, v in pairs if k.lower() != "parent"]
    if ax is None:
        ax = prepare_axes(ctx)
    return ax, data, pairs, found


def add(ax: GObject, type_: str, spec: dict[str, Any], pairs: list[tuple[str, Any]],
        color_key: str | None = "Color", **props: Any) -> GObject:
    """Create one object in ``ax``: data props, the next ColorOrder color, LineSpec, Name/Value."""
    obj = GObject(ax.root, type_, ax, **props)
    if color_key is not None:
        color = next_color(ax)
        if obj.props.get(color_key) is None or color_key not in props:
            obj.props[color_key] = color
    for k, v in spec.items():
        obj.props[k] = v
    apply_pairs([obj], pairs)
    return obj


def text_option(args: list[Any], words: set[str]) -> tuple[set[str], list[Any]]:
    """Remove option words ('filled', 'stacked', ...) from the arguments; (found, rest)."""
    kept, found = [], set()
    for a in args:
        if is_text(a) and text_of(a).lower() in words:
            found.add(text_of(a).lower())
        else:
            kept.append(a)
    return found, kept
