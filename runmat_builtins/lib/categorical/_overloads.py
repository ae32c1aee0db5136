"""Operators and builtins on categorical arrays (the guard routes every call with a
categorical argument here first; ``NotImplemented`` lets the builtin's body run).

Equality compares category names (an undefined element equals nothing); order comparisons,
min and max need ordinal arrays; structural builtins act on the codes and keep the categories;
conversions give names (cellstr, string, char) or category numbers (double)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import dim_arg
from runmat_builtins.lib.categorical._value import CategoricalArray
from runmat_builtins.lib.strings.core._text import char_matrix, option_text
from runmat_builtins.values import STRING_DTYPE, cell_array, char_row, class_of


def _C() -> type:
    return CategoricalArray


def _names_array(v: Any) -> np.ndarray:
    """Element names (None: undefined/missing) as an object array of the value's shape."""
    C = _C()
    if isinstance(v, C):
        flat = v.names_or_none()
        shape = v.shape
    else:
        from runmat_builtins.lib.categorical import _text

        if not _text.is_text(v):
            raise MException("MATLAB:categorical:InvalidComparisonTypes",
                             f"Comparison between categorical and {class_of(v)} is not supported.")
        flat, shape = _text.elements(v)
    out = np.empty(len(flat), dtype=object)
    for i, s in enumerate(flat):
        out[i] = s
    return out.reshape(shape, order="F")


def _equal(a: Any, b: Any) -> np.ndarray:
    x, y = _names_array(a), _names_array(b)
    try:
        xb, yb = np.broadcast_arrays(x, y)
    except ValueError:
        raise MException("MATLAB:sizeDimensionsMustMatch", "Arrays have incompatible sizes for this operation.") from None
    return np.vectorize(lambda p, q: p is not None and q is not None and p == q, otypes=[bool])(xb, yb) \
        if xb.size else np.zeros(xb.shape, dtype=bool)


def _ordinal_codes(a: Any, like: Any) -> np.ndarray:
    C = _C()
    if isinstance(a, C):
        if not a.ordinal:
            raise MException("MATLAB:categorical:NotOrdinal",
                             "Relational comparisons are not allowed for categorical arrays that are not ordinal.")
        if a is not like and a.cats != like.cats:
            raise MException("MATLAB:categorical:OrdinalCategoriesMismatch",
                             "Ordinal categorical arrays must have the same categories, in the same order.")
        return a.codes
    names = _names_array(a)
    flat = []
    for n in names.ravel(order="F").tolist():
        if n is not None and n not in like.cats:
            raise MException("MATLAB:categorical:InvalidComparisonTypes", f"'{n}' is not a category.")
        flat.append(0 if n is None else like.cats.index(n) + 1)
    return np.array(flat, dtype=np.int64).reshape(names.shape, order="F")


def _compare(name: str, a: Any, b: Any) -> Any:
    if name in ("eq", "ne"):
        eq = _equal(a, b)
        return eq if name == "eq" else ~eq
    C = _C()
    like = a if isinstance(a, C) else b
    if not like.ordinal:
        raise MException("MATLAB:categorical:NotOrdinal",
                         "Relational comparisons are not allowed for categorical arrays that are not ordinal.")
    x, y = _ordinal_codes(a, like), _ordinal_codes(b, like)
    op = {"lt": np.less, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal}[name]
    xb, yb = np.broadcast_arrays(x, y)
    return op(xb, yb) & (xb > 0) & (yb > 0)


def _float_codes(c: Any) -> np.ndarray:
    out = c.codes.astype(np.float64)
    out[c.codes == 0] = np.nan
    return out


def _from_float(c: Any, f: Any) -> Any:
    a = np.asarray(f, dtype=np.float64)
    codes = np.where(np.isnan(a), 0, a).astype(np.int64)
    return c.like(codes)


def _unique(args: tuple, nargout: int) -> Any:
    c = args[0]
    stable = any(option_text(x) == "stable" for x in args[1:])
    flat = c.codes.ravel(order="F")
    seen: dict[int, int] = {}
    for i, k in enumerate(flat.tolist()):
        if k not in seen:
            seen[k] = i
    keys = list(seen) if stable else sorted(seen, key=lambda k: (k == 0, k))
    ia = [seen[k] + 1 for k in keys]
    pos = {k: j + 1 for j, k in enumerate(keys)}
    ic = np.array([pos[k] for k in flat.tolist()], dtype=np.float64).reshape(-1, 1)
    row = c.shape[0] == 1 and c.ndim == 2 and c.size > 0
    shape = (1, len(keys)) if row else (len(keys), 1)
    out = c.like(np.array(keys, dtype=np.int64).reshape(shape))
    if nargout <= 1:
        return out
    return (out, np.array(ia, dtype=np.float64).reshape(-1, 1), ic)[:max(nargout, 1)]


def _sort(args: tuple, nargout: int) -> Any:
    c = args[0]
    res = call_builtin("sort", _float_codes(c), *args[1:], nargout=max(nargout, 1))
    if nargout <= 1:
        return _from_float(c, res)
    return (_from_float(c, res[0]),) + tuple(res[1:])


def _ismember(args: tuple, nargout: int) -> Any:
    a, s = args[0], args[1]
    x, y = _names_array(a), _names_array(s).ravel(order="F")
    first: dict[str, int] = {}
    for j, n in enumerate(y.tolist()):
        if n is not None and n not in first:
            first[n] = j + 1
    loc = np.array([first.get(n, 0) if n is not None else 0 for n in x.ravel(order="F").tolist()],
                   dtype=np.float64).reshape(x.shape, order="F")
    tf = loc > 0
    if nargout <= 1:
        return bool(tf.flat[0]) if tf.size == 1 else tf
    return tf, loc


def _text(name: str, c: Any) -> Any:
    names = c.texts()
    if name == "cellstr":
        return cell_array([char_row(n) for n in names], c.shape)
    if name == "string":
        return np.array([None if n is None else n for n in c.names_or_none()], dtype=STRING_DTYPE).reshape(c.shape, order="F")

    return char_row(names[0]) if len(names) == 1 else char_matrix(names)


def _structural(name: str, args: tuple, nargout: int) -> Any:
    C = _C()
    like = next(a for a in args if isinstance(a, C))
    if name in ("horzcat", "vertcat", "cat"):
        if name == "cat":
            from runmat_builtins.lib.array.concatenation.cat import cat_dim  # cycle: lib.array imports categorical values

            dim = cat_dim(args[0]) + 1
            parts = args[1:]
        else:
            dim, parts = (2 if name == "horzcat" else 1), args
        merged = C.__matlab_concat__([list(parts)])  # categories of all parts, in order
        codes = [merged.coerce(p, grow=False)[0] for p in parts
                 if not (type(p) is np.ndarray and p.dtype == np.float64 and p.shape == (0, 0))]
        return merged.like(np.concatenate(codes, axis=dim - 1) if dim <= 2 else
                           call_builtin("cat", float(dim), *codes))
    plain = [a.codes if isinstance(a, C) else a for a in args]
    out = call_builtin(name, *plain, nargout=max(nargout, 1))
    if nargout <= 1:
        return like.like(out)
    return (like.like(out[0]),) + tuple(out[1:])


def _minmax(name: str, args: tuple, nargout: int) -> Any:
    C = _C()
    like = next(a for a in args if isinstance(a, C))
    if not like.ordinal:
        raise MException("MATLAB:categorical:NotOrdinal",
                         f"{name} is not defined for categorical arrays that are not ordinal.")
    plain = [_float_codes(a) if isinstance(a, C) else (a if not _is_text(a) else _float_codes(like.like(_ordinal_codes(a, like))))
             for a in args]
    out = call_builtin(name, *plain, nargout=max(nargout, 1))
    if nargout <= 1:
        return _from_float(like, out)
    return (_from_float(like, out[0]),) + tuple(out[1:])


def _is_text(v: Any) -> bool:
    from runmat_builtins.lib.categorical import _text

    return _text.is_text(v)


def _isequal(name: str, args: tuple) -> bool:
    C = _C()
    first = args[0]
    for b in args[1:]:
        if not isinstance(b, C) and not _is_text(b):
            return False
        x, y = _names_array(first), _names_array(b)
        if x.shape != y.shape:
            return False
        for p, q in zip(x.ravel().tolist(), y.ravel().tolist()):
            if p is None and q is None and name == "isequaln":
                continue
            if p is None or q is None or p != q:
                return False
    return True


def _setop(name: str, args: tuple, nargout: int) -> Any:
    """union / intersect / setdiff / setxor by category name; the result keeps the categories of
    both operands (the first's order first), ordered by that category order."""
    C = _C()
    like = next(a for a in args if isinstance(a, C))
    a, b = args[0], args[1]
    merged = C.__matlab_concat__([[a, b]])
    ca = merged.coerce(a)[0].ravel(order="F").tolist()
    cb = merged.coerce(b)[0].ravel(order="F").tolist()
    sa, sb = {k for k in ca if k > 0}, {k for k in cb if k > 0}
    keep = {"union": sa | sb, "intersect": sa & sb, "setdiff": sa - sb, "setxor": sa ^ sb}[name]
    codes = sorted(keep)
    shapes = [tuple(x.shape) if hasattr(x, "shape") else (1, 1) for x in (a, b)]
    row = all(sh[0] == 1 for sh in shapes if int(np.prod(sh)) > 0)
    out = merged.like(np.array(codes, dtype=np.int64).reshape((1, -1) if row else (-1, 1)))
    out.ordinal, out.protected = like.ordinal, like.protected
    if nargout <= 1:
        return out
    first_a = {k: i + 1 for i, k in reversed(list(enumerate(ca)))}
    first_b = {k: i + 1 for i, k in reversed(list(enumerate(cb)))}
    ia = np.array([float(first_a[k]) for k in codes if k in first_a], dtype=np.float64).reshape(-1, 1)
    ib = np.array([float(first_b[k]) for k in codes if k in first_b and (name != "union" or k not in first_a)],
                  dtype=np.float64).reshape(-1, 1)
    return (out, ia, ib)[:nargout]


def _mode(args: tuple, nargout: int) -> Any:
    """The most frequent category (the first in category order on a tie); undefined is ignored."""
    c = args[0]
    if len(args) > 1 or c.ndim != 2 or (c.shape[0] != 1 and c.shape[1] != 1):
        plain = call_builtin("mode", _float_codes(c), *args[1:])
        return _from_float(c, plain)
    counts = [int((c.codes == k + 1).sum()) for k in range(len(c.cats))]
    if not counts or max(counts) == 0:
        return c.like(np.zeros((1, 1), dtype=np.int64))
    return c.like(np.array([[counts.index(max(counts)) + 1]], dtype=np.int64))


def summary_text(c: Any) -> str:
    """What summary(C) prints: each category with its count (undefined last, if any)."""
    names = list(c.cats)
    counts = [int((c.codes == k + 1).sum()) for k in range(len(names))]
    names.append("<undefined>")
    counts.append(int((c.codes == 0).sum()))
    w = max([len(n) for n in names] + [1])
    if c.ndim == 2 and c.shape[0] == 1:
        widths = [max(len(n), len(str(k))) for n, k in zip(names, counts)]
        head = "".join("     " + n.ljust(wd) + " " for n, wd in zip(names, widths))
        body = "".join("     " + str(k).ljust(wd) + " " for k, wd in zip(counts, widths))
        return head + "\n" + body + "\n\n"
    return "".join(f"     {n.ljust(w)}      {k} \n" for n, k in zip(names, counts)) + "\n"


_BINARY = frozenset(("eq", "ne", "lt", "le", "gt", "ge"))
_STRUCTURAL = frozenset(("transpose", "ctranspose", "reshape", "repmat", "fliplr", "flipud", "flip", "circshift",
                         "squeeze", "permute", "horzcat", "vertcat", "cat", "rot90"))


def route(name: str, args: tuple, nargout: int, ctx: Any) -> Any:
    """The guard's route for calls with a categorical argument (see the module docstring)."""
    C = _C()
    if name in _BINARY and len(args) == 2:
        return _compare(name, args[0], args[1])
    if name in _STRUCTURAL:
        return _structural(name, args, nargout)
    first = args[0] if args else None
    if name in ("min", "max") and len(args) <= 3:
        return _minmax(name, args, nargout)
    if name in ("isequal", "isequaln"):
        return _isequal(name, args)
    if name == "ismember" and len(args) >= 2:
        return _ismember(args, nargout)
    if name in ("union", "intersect", "setdiff", "setxor") and len(args) == 2:
        return _setop(name, args, nargout)
    if not isinstance(first, C):
        return NotImplemented
    if name == "unique":
        return _unique(args, nargout)
    if name == "mode":
        return _mode(args, nargout)
    if name == "sort":
        return _sort(args, nargout)
    if name in ("cellstr", "string", "char") and len(args) == 1:
        return _text(name, first)
    if name in ("double", "single") and len(args) == 1:
        f = _float_codes(first)
        return f if name == "double" else f.astype(np.float32)
    if name in ("int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64") and len(args) == 1:
        return first.codes.astype(name)
    if name == "summary" and len(args) == 1:
        text = summary_text(first)
        if ctx is not None and getattr(ctx, "stdout", None) is not None:
            ctx.stdout.write(text)
        else:
            print(text, end="")
        return None
    if name == "isempty" and len(args) == 1:
        return first.size == 0
    if name in ("numel",) and len(args) == 1:
        return float(first.size)
    if name == "histcounts" and len(args) == 1:
        return call_builtin("countcats", first.like(first.codes.reshape(1, -1)))
    return NotImplemented
