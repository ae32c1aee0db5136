"""The categorical array: integer codes into an ordered list of category names (0 is
<undefined>), with an ordinal flag (ordinal categories compare by their order) and a
protected flag (no new categories by assignment; ordinal arrays are always protected).

Indexing, assignment (text naming a category, or a new one when unprotected), deletion and
concatenation follow MATLAB; ``_overloads.route`` answers operators and other builtins."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel.overloads import Overloaded
from runmat_builtins.errors import MException
from runmat_builtins.lib.categorical import _text
from runmat_builtins.lib.categorical._display import categorical_text

UNDEFINED = "<undefined>"


def _ix() -> Any:
    import runmat_builtins.indexing as ix

    return ix


class CategoricalArray(Overloaded):
    """A MATLAB categorical array (see the module docstring)."""

    @classmethod
    def __matlab_function__(cls, name: str, args: tuple, nargout: int, ctx: Any) -> Any:
        # imported here, not at the top: the overloads' module imports this class
        from runmat_builtins.lib.categorical._overloads import route  # cycle: categorical._overloads imports this module

        return route(name, args, nargout, ctx)

    __slots__ = ("codes", "cats", "ordinal", "protected")
    matlab_class = "categorical"

    def __init__(self, codes: Any, cats: list[str], ordinal: bool = False, protected: bool = False) -> None:
        c = np.asarray(codes, dtype=np.int64)
        self.codes = c.reshape(1, 1) if c.ndim == 0 else c.reshape(1, -1) if c.ndim == 1 else c
        self.cats = list(cats)
        self.ordinal = bool(ordinal)
        self.protected = bool(protected or ordinal)

    # ---- shape
    @property
    def shape(self) -> tuple[int, ...]:
        return self.codes.shape

    @property
    def size(self) -> int:
        return int(self.codes.size)

    @property
    def ndim(self) -> int:
        return self.codes.ndim

    def like(self, codes: Any) -> CategoricalArray:
        return CategoricalArray(codes, self.cats, self.ordinal, self.protected)

    def texts(self) -> list[str]:
        """Each element's text, column-major (<undefined> for undefined)."""
        names = [UNDEFINED] + self.cats
        return [names[k] for k in self.codes.ravel(order="F").tolist()]

    def names_or_none(self) -> list[str | None]:
        names = [None] + self.cats
        return [names[k] for k in self.codes.ravel(order="F").tolist()]

    # ---- conversion of other values to this array's codes
    def code_of(self, name: str | None, grow: bool = False) -> tuple[int, list[str]]:
        """The code of a category name (0 for missing); with ``grow`` a new name is added."""
        if name is None:
            return 0, self.cats
        if name in self.cats:
            return self.cats.index(name) + 1, self.cats
        if not grow:
            raise MException("MATLAB:categorical:InvalidCategory" if not self.protected else
                             "MATLAB:categorical:ProtectedForAssign",
                             f"Cannot add a new category '{name}' to this categorical array because its "
                             "categories are protected." if self.protected else
                             f"'{name}' is not a category of this categorical array.")
        return len(self.cats) + 1, self.cats + [name]

    def coerce(self, v: Any, grow: bool = False) -> tuple[np.ndarray, list[str]]:
        """(codes, categories) of a value assigned into or compared with this array."""
        cats = list(self.cats)
        if isinstance(v, CategoricalArray):
            if self.ordinal or v.ordinal:
                if v.cats != self.cats or v.ordinal != self.ordinal:
                    raise MException("MATLAB:categorical:OrdinalCategoriesMismatch",
                                     "Ordinal categorical arrays must have the same categories, in the same order.")
                return v.codes, cats
            remap = np.zeros(len(v.cats) + 1, dtype=np.int64)
            for k, name in enumerate(v.cats):
                if name not in cats:
                    if not grow:
                        if self.protected:
                            raise MException("MATLAB:categorical:ProtectedForAssign",
                                             f"Cannot add a new category '{name}' to this categorical array "
                                             "because its categories are protected.")
                    cats.append(name)
                remap[k + 1] = cats.index(name) + 1
            return remap[v.codes], cats
        if getattr(v, "matlab_class", None) == "missing":
            return np.zeros((1, 1), dtype=np.int64), cats
        if type(v) is np.ndarray and v.dtype == np.float64 and v.size == 0:
            return np.zeros(v.shape, dtype=np.int64), cats
        if not _text.is_text(v):
            raise MException("MATLAB:categorical:InvalidComparisonTypes" if not grow else
                             "MATLAB:categorical:InvalidRHS",
                             "Categorical values can only be compared with or assigned from categorical "
                             "arrays or text.")
        vals, shape = _text.elements(v)
        out = []
        for s in vals:
            if s is not None and s not in cats:
                if not grow:
                    raise MException("MATLAB:categorical:InvalidCategory", f"'{s}' is not a category.")
                if self.protected:
                    raise MException("MATLAB:categorical:ProtectedForAssign",
                                     f"Cannot add a new category '{s}' to this categorical array because "
                                     "its categories are protected.")
                cats.append(s)
            out.append(0 if s is None else cats.index(s) + 1)
        return np.array(out, dtype=np.int64).reshape(shape, order="F"), cats

    # ---- indexing protocols
    def __matlab_subsref__(self, args: tuple) -> CategoricalArray:
        return self.like(_ix().index(self.codes, args))

    def __matlab_subsasgn__(self, args: tuple, rhs: Any) -> CategoricalArray:
        if type(rhs) is np.ndarray and rhs.dtype == np.float64 and rhs.shape == (0, 0):
            return self.__matlab_delete__(args)
        codes, cats = self.coerce(rhs, grow=True)
        out = self.like(np.asarray(_ix().assign(self.codes, args, codes), dtype=np.int64))
        out.cats = cats
        return out

    def __matlab_delete__(self, args: tuple) -> CategoricalArray:
        return self.like(_ix().delete(self.codes, args))

    @staticmethod
    def __matlab_concat__(rows: list) -> CategoricalArray:
        """``[a, b; c]``: categories merge (the first array's order, then new ones); text joins as
        categories; ordinal arrays need the same categories."""
        first = next(x for r in rows for x in r if isinstance(x, CategoricalArray))
        acc = first.like(first.codes)
        blocks = []
        for r in rows:
            row = []
            for x in r:
                if type(x) is np.ndarray and x.dtype == np.float64 and x.shape == (0, 0):
                    continue
                codes, cats = acc.coerce(x, grow=not first.ordinal)
                acc.cats = cats
                row.append(np.asarray(codes, dtype=np.int64))
            if row:
                blocks.append(row)
        ix = _ix()
        try:
            parts = [ix.cat_values(r, 1) for r in blocks]
            codes = parts[0] if len(parts) == 1 else ix.cat_values(parts, 0)
        except MException:
            raise MException("MATLAB:catenate:dimensionMismatch",
                             "Dimensions of arrays being concatenated are not consistent.") from None
        return CategoricalArray(codes, acc.cats, first.ordinal, first.protected)

    # ---- table-variable protocol (runmat_builtins.lib.table: take_rows, vstack_rows, group_keys, texts)
    def take_rows(self, idx: Any) -> CategoricalArray:
        """Rows ``idx`` (0-based positions) of this array as a table variable."""
        idx = list(idx) if not isinstance(idx, np.ndarray) else idx
        return self.like(self.codes[idx].reshape(len(idx), -1))

    def vstack_rows(self, parts: list) -> CategoricalArray:
        """``parts`` (this array first) stacked by rows, categories merged as in concatenation."""
        return CategoricalArray.__matlab_concat__([[p] for p in parts])

    def group_keys(self) -> list[int | None]:
        """One sortable key per row (its first column's category number; None when undefined),
        so groups follow the category order."""
        first = self.codes.reshape(self.codes.shape[0], -1)[:, 0] if self.codes.size else []
        return [None if k == 0 else int(k) for k in np.asarray(first).tolist()]

    # ---- missing-data hooks (runmat_builtins.lib.data.missing)
    def missing_mask(self) -> np.ndarray:
        return self.codes == 0

    def indicator_mask(self, names: list[str | None]) -> np.ndarray:
        want = {self.cats.index(n) + 1 for n in names if n is not None and n in self.cats}
        return np.isin(self.codes, list(want)) | ((self.codes == 0) & (None in names))

    def with_missing(self, m: np.ndarray) -> CategoricalArray:
        codes = self.codes.copy()
        codes[m] = 0
        return self.like(codes)

    def missing_like(self) -> CategoricalArray:
        return self.like(np.zeros((1, 1), dtype=np.int64))

    # ---- display
    def __matlab_display_text__(self, name: str | None) -> str:
        return categorical_text(self, name)

    def __repr__(self) -> str:
        return f"categorical({self.texts()!r}, cats={self.cats!r})"
