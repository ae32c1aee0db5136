"""The graphics handle value: an array of graphics objects with MATLAB's object protocol.

``class(h)`` is the objects' MATLAB class (``matlab.graphics.chart.primitive.Line``);
``h.Color`` reads a property of the first object, ``h.Color = 'r'`` sets it on every
object (the model is shared, so every copy of the handle sees the change, as in MATLAB),
``h(2)`` selects objects, ``h(3) = plot(...)`` grows the array. Empty slots (from growth or
``gobjects``) are ``None``: MATLAB's GraphicsPlaceholder.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.indexing import assign, index
from runmat_builtins.lib.graphics._model import CLASS_NAMES, GObject, figure_of
from runmat_builtins.lib.graphics._render import image_bytes
from runmat_builtins.lib.graphics._show import handle_text
from runmat_builtins.values import StructArray

PLACEHOLDER = "matlab.graphics.GraphicsPlaceholder"


def invalid_handle() -> MException:
    return MException("MATLAB:class:InvalidHandle", "Invalid or deleted object.")


class GHandle:
    """One or more graphics objects in an array of the given shape (column-major)."""

    __slots__ = ("objs", "shape")
    ndim = 2

    def __init__(self, objs: tuple[GObject | None, ...], shape: tuple[int, int] | None = None) -> None:
        self.objs = tuple(objs)
        self.shape = shape if shape is not None else (1, len(self.objs))

    @property
    def size(self) -> int:
        return len(self.objs)

    @property
    def matlab_class(self) -> str:
        classes = {CLASS_NAMES[o.type] if o is not None else PLACEHOLDER for o in self.objs}
        if not classes:
            return PLACEHOLDER
        if len(classes) == 1:
            return classes.pop()
        return "matlab.graphics.Graphics"

    def first(self) -> GObject:
        if not self.objs or self.objs[0] is None:
            raise MException("MATLAB:structRefFromNonStruct",
                             "Dot indexing is not supported for variables of this type.")
        o = self.objs[0]
        if not o.valid:
            raise invalid_handle()
        return o

    def live(self) -> list[GObject]:
        """Every object, or the error MATLAB gives for a deleted one."""
        out = []
        for o in self.objs:
            if o is None or not o.valid:
                raise invalid_handle()
            out.append(o)
        return out

    # -- protocol ---------------------------------------------------------------------
    def __matlab_property__(self, name: str) -> Any:
        return self.first().get(name)

    def __matlab_property_set__(self, name: str, rhs: Any) -> GHandle:
        for o in self.live():
            o.set(name, rhs)
        return self

    def __matlab_method__(self, name: str, args: tuple[Any, ...], nargout: int = 1) -> Any:
        """``h.XLim(2)``: a property indexed; ``h.delete()`` is not supported here."""
        value = self.first().get(name)
        if not args:
            return value

        return index(value, tuple(args))

    @property
    def T(self) -> GHandle:
        """The transposed handle array (``h'`` and ``h.'`` are the same for handles)."""
        return self._from_holder(self._holder().T)

    def __matlab_elements__(self) -> np.ndarray:
        """The handles as an object array of their shape, for the shape builtins (reshape, flip...)."""
        return self._holder()

    @staticmethod
    def __matlab_from_elements__(a: np.ndarray) -> GHandle:
        return GHandle._from_holder(a)

    def _holder(self) -> np.ndarray:
        holder = np.empty(self.shape, dtype=object)
        flat = holder.reshape(-1, order="F")
        for i, o in enumerate(self.objs):
            flat[i] = o
        return holder

    @staticmethod
    def _from_holder(a: Any) -> GHandle:
        if not isinstance(a, np.ndarray):
            return GHandle((a if isinstance(a, GObject) else None,), (1, 1))
        a = np.asarray(a, dtype=object)
        if a.ndim < 2:
            a = a.reshape(1, -1)
        objs = tuple(o if isinstance(o, GObject) else None for o in a.reshape(-1, order="F"))
        return GHandle(objs, (a.shape[0], int(np.prod(a.shape[1:]))))

    @staticmethod
    def __matlab_concat__(rows: list[list[Any]]) -> GHandle:
        """``[h1 h2; h3 h4]``: handle arrays join like object arrays (empties skipped)."""
        blocks = []
        for row in rows:
            parts = [v._holder() for v in row if isinstance(v, GHandle)]
            if len(parts) != sum(1 for v in row if not (isinstance(v, np.ndarray) and v.size == 0)):
                raise MException("MATLAB:concatenation:InvalidOperation",
                                 "Graphics handles can only be concatenated with other graphics handles.")
            if parts:
                if len({p.shape[0] for p in parts}) != 1:
                    raise MException("MATLAB:catenate:dimensionMismatch",
                                     "Dimensions of arrays being concatenated are not consistent.")
                blocks.append(np.concatenate(parts, axis=1))
        if not blocks:
            return GHandle((), (0, 0))
        if len({b.shape[1] for b in blocks}) != 1:
            raise MException("MATLAB:catenate:dimensionMismatch",
                             "Dimensions of arrays being concatenated are not consistent.")
        return GHandle._from_holder(np.concatenate(blocks, axis=0))

    def __matlab_subsref__(self, args: tuple[Any, ...]) -> GHandle:
        return self._from_holder(index(self._holder(), tuple(args)))

    def __matlab_subsasgn__(self, args: tuple[Any, ...], rhs: Any) -> GHandle:
        if isinstance(rhs, GHandle):
            value = rhs._holder()
        elif isinstance(rhs, StructArray) and rhs.elems.size == 1:
            # h(2).Color = v: the VM reads h(2) with plain indexing, which does not see into
            # handle arrays, so it hands over a struct holding only the assigned property
            for o in self.__matlab_subsref__(args).live():
                for f in rhs.fields:
                    o.set(f, rhs.get(f))
            return self
        elif isinstance(rhs, np.ndarray) and rhs.size == 0:
            from runmat_builtins.indexing import delete

            return self._from_holder(delete(self._holder(), tuple(args)))
        else:
            raise MException("MATLAB:UnableToConvert",
                             f"Conversion to {self.matlab_class} from {type(rhs).__name__} is not possible.")
        return self._from_holder(assign(self._holder(), tuple(args), value))

    def __matlab_display__(self, name: str | None, write: Any) -> None:
        """Auto-display through ``write``, the displaying session's output stream (an empty
        handle array has no figure, hence no context of its own to write to)."""
        text = handle_text(self)
        write(f"{name} = \n\n{text}\n" if name is not None else text)

    def matlab_fieldnames(self) -> list[str]:
        return self.first().names()

    def matlab_length(self) -> float:
        return float(max(self.shape) if self.objs else 0)

    def __repr__(self) -> str:
        return f"GHandle({self.matlab_class}, {self.shape})"

    def _repr_png_(self) -> bytes | None:
        """IPython's rich display: the figure of the first live object as PNG (None otherwise)."""
        for o in self.objs:
            fig = figure_of(o) if o is not None and o.valid else None
            if fig is not None:
                return image_bytes(fig, "png")
        return None


def is_handle(v: Any) -> bool:
    return isinstance(v, GHandle)
