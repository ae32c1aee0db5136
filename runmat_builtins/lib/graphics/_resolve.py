"""Turning handle arguments (graphics handles, figure numbers, 0 for the root) into objects."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.graphics._handle import GHandle, invalid_handle
from runmat_builtins.lib.graphics._model import GObject, Root, root_of
from runmat_builtins.lib.array.shape._args import is_int_value


def one_object(v: Any, ctx: Any, fname: str) -> GObject:
    """The first object a handle argument names; an empty handle is MATLAB's invalid-handle error."""
    objs = objects_of(v, ctx, fname)
    if not objs:
        raise MException(f"MATLAB:{fname}:InvalidHandle" if fname else "MATLAB:hg:InvalidHandle",
                         "Invalid or deleted object.")
    return objs[0]


def objects_of(v: Any, ctx: Any, fname: str) -> list[GObject]:
    """Every object a handle argument names; deleted objects and unknown numbers are errors."""
    root = root_of(ctx)
    if isinstance(v, GHandle):
        return [sync_root(o, root) for o in v.live()]
    if isinstance(v, (float, int, bool)) or (isinstance(v, np.ndarray) and v.dtype.kind in "biuf"):
        out = []
        for x in np.asarray(v, dtype=np.float64).ravel(order="F"):
            o = by_number(root, x)
            if o is None:
                raise invalid_handle()
            out.append(o)
        return out
    raise MException(f"MATLAB:{fname}:InvalidHandle" if fname else "MATLAB:hg:InvalidHandle",
                     "Invalid or deleted object.")


def by_number(root: Root, x: float) -> GObject | None:
    if x == 0:
        return sync_root(root.obj, root)
    if is_int_value(x) and int(x) in root.figures:
        return root.figures[int(x)]
    return None


def sync_root(o: GObject, root: Root) -> GObject:
    """The root object's CurrentFigure mirrors the session's current figure."""
    if o.type == "root":
        o.props["CurrentFigure"] = root.current
    return o
