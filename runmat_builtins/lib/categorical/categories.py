"""The categories of a categorical array: list, test, add, remove, merge, rename, reorder, set,
and count them; ordinal, protected and undefined tests."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import dim_arg
from runmat_builtins.lib.categorical import _text
from runmat_builtins.lib.categorical._value import CategoricalArray
from runmat_builtins.lib.strings.core._text import option_text
from runmat_builtins.limits import MAX_DIMS, too_many_dimensions
from runmat_builtins.numeric import require_class
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import STRING_DTYPE, cell_array, char_row




def _check_known(c: CategoricalArray, names: list[str]) -> None:
    for n in names:
        if n not in c.cats:
            raise MException("MATLAB:categorical:UnrecognizedCategory", f"'{n}' is not a category.")


def _recode(c: CategoricalArray, new_cats: list[str], old_to_new: dict[int, int]) -> CategoricalArray:
    table = np.zeros(len(c.cats) + 1, dtype=np.int64)
    for old, new in old_to_new.items():
        table[old] = new
    return CategoricalArray(table[c.codes], new_cats, c.ordinal, c.protected)


@runtime_builtin(
    summary="The categories of a categorical array, as a column cell array of character vectors.",
    keywords=["categorical", "categories", "levels"],
    related=["categorical", "countcats", "iscategory"],
    signatures=["C = categories(A)", "C = categories(A, 'OutputType', TYPE)"],
    examples=[Example(code='k = categories(categorical(["b" "a" "b"]));\nfprintf("%s\\n", k{:})', output="a\nb\n"),
              Example(code='k = categories(categorical(["b" "a"]), "OutputType", "string");\nfprintf("%s %s\\n", class(k), k(2))',
                      output="string b\n")],
)
def categories(a: Any, *opts: Any) -> Any:
    c = require_class(a, CategoricalArray, "categories")
    kind = "char"
    if opts:
        if len(opts) != 2 or option_text(opts[0]) != "outputtype" or option_text(opts[1]) not in \
                ("char", "string", "categorical"):
            raise MException("MATLAB:categorical:categories:InvalidOutputType",
                             "OutputType must be 'char', 'string' or 'categorical'.")
        kind = option_text(opts[1])
    n = len(c.cats)
    if kind == "string":

        return np.array(c.cats, dtype=STRING_DTYPE).reshape(n, 1)
    if kind == "categorical":
        return CategoricalArray(np.arange(1, n + 1).reshape(n, 1), c.cats, c.ordinal, c.protected)
    return cell_array([char_row(n) for n in c.cats], (n, 1))


@runtime_builtin(
    summary="True where the names are categories of a categorical array.",
    keywords=["categorical", "categories", "membership"],
    related=["categories", "categorical"],
    signatures=["TF = iscategory(A, CATNAMES)"],
    examples=[Example(code='fprintf("%d", iscategory(categorical(["a" "b"]), {\'a\' \'z\'})); fprintf("\\n")', output="10\n")],
)
def iscategory(a: Any, names: Any) -> Any:
    c = require_class(a, CategoricalArray, "iscategory")
    vals, shape = _text.elements(names) if not isinstance(names, np.ndarray) or names.dtype.kind != "U" or \
        names.shape[0] <= 1 else ([n for n in _text.names(names)], (names.shape[0], 1))
    out = np.array([v in c.cats for v in vals], dtype=bool).reshape(shape, order="F")
    return bool(out.flat[0]) if out.size == 1 else out


@runtime_builtin(
    summary="True for an ordinal categorical array.",
    keywords=["categorical", "ordinal"],
    related=["categorical", "isprotected"],
    signatures=["TF = isordinal(A)"],
    examples=[Example(code='fprintf("%d\\n", isordinal(categorical(1:3, 1:3, {\'lo\' \'mid\' \'hi\'}, "Ordinal", true)))',
                      output="1\n")],
)
def isordinal(a: Any) -> bool:
    return isinstance(a, CategoricalArray) and a.ordinal


@runtime_builtin(
    summary="True when a categorical array's categories are protected (no new ones by assignment).",
    keywords=["categorical", "protected"],
    related=["categorical", "isordinal"],
    signatures=["TF = isprotected(A)"],
    examples=[Example(code='fprintf("%d\\n", isprotected(categorical({\'a\'})))', output="0\n")],
)
def isprotected(a: Any) -> bool:
    return require_class(a, CategoricalArray, "isprotected").protected


@runtime_builtin(
    summary="True where elements of a categorical array are undefined.",
    keywords=["categorical", "undefined", "missing"],
    related=["categorical", "ismissing"],
    signatures=["TF = isundefined(A)"],
    examples=[Example(code='fprintf("%d", isundefined(categorical({\'a\' \'\' \'b\'}))); fprintf("\\n")', output="010\n")],
)
def isundefined(a: Any) -> Any:
    return require_class(a, CategoricalArray, "isundefined").codes == 0


@runtime_builtin(
    summary="Add categories to a categorical array (at the end, or 'Before'/'After' a category).",
    keywords=["categorical", "categories", "add"],
    related=["removecats", "categories"],
    signatures=["B = addcats(A, NEWCATS)", "B = addcats(A, NEWCATS, 'Before', WHERE)", "B = addcats(A, NEWCATS, 'After', WHERE)"],
    errors=[ErrorSpec(identifier="MATLAB:categorical:addcats:DuplicateCategory", when="a new category already exists")],
    examples=[Example(code='c = addcats(categorical(["a" "b"]), "c");\nk = categories(c);\nfprintf("%s ", k{:}); fprintf("\\n")',
                      output="a b c \n")],
)
def addcats(a: Any, newcats: Any, *opts: Any) -> CategoricalArray:
    c = require_class(a, CategoricalArray, "addcats")
    new = _text.names(newcats)
    for n in new:
        if n in c.cats:
            raise MException("MATLAB:categorical:addcats:DuplicateCategory", f"'{n}' is already a category.")
    at = len(c.cats)
    if opts:
        if len(opts) != 2 or option_text(opts[0]) not in ("before", "after"):
            raise MException("MATLAB:categorical:addcats:InvalidOption", "Options are 'Before' or 'After' a category.")
        where = _text.names(opts[1])[0]
        _check_known(c, [where])
        at = c.cats.index(where) + (1 if option_text(opts[0]) == "after" else 0)
    cats = c.cats[:at] + new + c.cats[at:]
    return _recode(c, cats, {k + 1: cats.index(n) + 1 for k, n in enumerate(c.cats)})


@runtime_builtin(
    summary="Remove categories (their elements become undefined); with no names, the unused ones.",
    keywords=["categorical", "categories", "remove", "unused"],
    related=["addcats", "setcats", "mergecats"],
    signatures=["B = removecats(A)", "B = removecats(A, OLDCATS)"],
    examples=[Example(code='c = removecats(categorical(["a" "b" "c"]), "b");\nfprintf("%d", isundefined(c)); fprintf("\\n")',
                      output="010\n")],
)
def removecats(a: Any, oldcats: Any = None) -> CategoricalArray:
    c = require_class(a, CategoricalArray, "removecats")
    if oldcats is None:
        used = set(c.codes.ravel().tolist())
        gone = [n for k, n in enumerate(c.cats) if k + 1 not in used]
    else:
        gone = [n for n in _text.names(oldcats) if n in c.cats]
    cats = [n for n in c.cats if n not in gone]
    return _recode(c, cats, {k + 1: cats.index(n) + 1 for k, n in enumerate(c.cats) if n in cats})


@runtime_builtin(
    summary="Merge categories into one (named NEWCAT, or the first of OLDCATS).",
    keywords=["categorical", "categories", "merge"],
    related=["renamecats", "removecats"],
    signatures=["B = mergecats(A, OLDCATS)", "B = mergecats(A, OLDCATS, NEWCAT)"],
    examples=[Example(code='c = mergecats(categorical(["red" "pink" "blue"]), ["red" "pink"], "reddish");\n'
                           'k = categories(c);\nfprintf("%s ", k{:}); fprintf("\\n")', output="blue reddish \n")],
)
def mergecats(a: Any, oldcats: Any, newcat: Any = None) -> CategoricalArray:
    c = require_class(a, CategoricalArray, "mergecats")
    old = _text.names(oldcats)
    _check_known(c, old)
    target = _text.names(newcat)[0] if newcat is not None else old[0]
    first = min(c.cats.index(n) for n in old)
    cats = []
    for k, n in enumerate(c.cats):
        if n in old:
            if k == first:
                cats.append(target)
        elif n != target:
            cats.append(n)
        elif target not in cats:
            cats.append(n)
    mapping = {k + 1: cats.index(target if n in old else n) + 1 for k, n in enumerate(c.cats)}
    return _recode(c, cats, mapping)


@runtime_builtin(
    summary="Rename all categories, or the categories OLDNAMES to NEWNAMES.",
    keywords=["categorical", "categories", "rename"],
    related=["mergecats", "reordercats"],
    signatures=["B = renamecats(A, NEWNAMES)", "B = renamecats(A, OLDNAMES, NEWNAMES)"],
    errors=[ErrorSpec(identifier="MATLAB:categorical:renamecats:DuplicateNames", when="two categories would share a name")],
    examples=[Example(code='c = renamecats(categorical(["a" "b" "a"]), ["x" "y"]);\nfprintf("%s ", string(c)); fprintf("\\n")',
                      output="x y x \n")],
)
def renamecats(a: Any, old_or_new: Any, new: Any = None) -> CategoricalArray:
    c = require_class(a, CategoricalArray, "renamecats")
    if new is None:
        names = _text.names(old_or_new)
        if len(names) != len(c.cats):
            raise MException("MATLAB:categorical:renamecats:IncorrectNumNames",
                             "The number of new category names must equal the number of categories.")
        cats = names
    else:
        old, names = _text.names(old_or_new), _text.names(new)
        if len(old) != len(names):
            raise MException("MATLAB:categorical:renamecats:IncorrectNumNames",
                             "The number of new category names must equal the number of old names.")
        _check_known(c, old)
        cats = [names[old.index(n)] if n in old else n for n in c.cats]
    if len(set(cats)) != len(cats):
        raise MException("MATLAB:categorical:renamecats:DuplicateNames", "Category names must be unique.")
    return CategoricalArray(c.codes, cats, c.ordinal, c.protected)


@runtime_builtin(
    summary="Reorder the categories (alphabetically, or as NEWORDER gives by name or position).",
    keywords=["categorical", "categories", "order", "ordinal"],
    related=["renamecats", "categories"],
    signatures=["B = reordercats(A)", "B = reordercats(A, NEWORDER)"],
    examples=[Example(code='c = reordercats(categorical(["lo" "hi" "mid"]), ["lo" "mid" "hi"]);\n'
                           'k = categories(c);\nfprintf("%s ", k{:}); fprintf("\\n")', output="lo mid hi \n")],
)
def reordercats(a: Any, neworder: Any = None) -> CategoricalArray:
    c = require_class(a, CategoricalArray, "reordercats")
    if neworder is None:
        cats = sorted(c.cats)
    elif type(neworder) in (float,) or (type(neworder) is np.ndarray and neworder.dtype.kind in "iuf"):
        # positions: a permutation of 1..N (NaN, Inf and fractions are not positions)
        pos = np.asarray(neworder, dtype=np.float64).reshape(-1)
        idx = [int(x) - 1 for x in pos] if np.isfinite(pos).all() and (pos == np.floor(pos)).all() else None
        if idx is None or sorted(idx) != list(range(len(c.cats))):
            raise MException("MATLAB:categorical:reordercats:InvalidNeworder",
                             "NEWORDER must be a permutation of the categories.")
        cats = [c.cats[i] for i in idx]
    else:
        cats = _text.names(neworder)
        if sorted(cats) != sorted(c.cats):
            raise MException("MATLAB:categorical:reordercats:InvalidNeworder",
                             "NEWORDER must contain the same categories as the categorical array.")
    return _recode(c, cats, {k + 1: cats.index(n) + 1 for k, n in enumerate(c.cats)})


@runtime_builtin(
    summary="Set the categories: elements of other categories become undefined; new names are added.",
    keywords=["categorical", "categories", "set"],
    related=["addcats", "removecats"],
    signatures=["B = setcats(A, NEWCATS)"],
    examples=[Example(code='c = setcats(categorical(["a" "b" "c"]), ["a" "c" "d"]);\nfprintf("%d", isundefined(c)); fprintf("\\n")',
                      output="010\n")],
)
def setcats(a: Any, newcats: Any) -> CategoricalArray:
    c = require_class(a, CategoricalArray, "setcats")
    cats = _text.names(newcats)
    return _recode(c, cats, {k + 1: cats.index(n) + 1 for k, n in enumerate(c.cats) if n in cats})


@runtime_builtin(
    summary="Number of elements in each category (along the first non-singleton dimension or DIM).",
    keywords=["categorical", "count", "histogram", "frequency"],
    related=["categories", "summary", "histcounts"],
    signatures=["N = countcats(A)", "N = countcats(A, DIM)"],
    examples=[Example(code='fprintf("%d ", countcats(categorical(["b" "a" "b" "c" "b"]))); fprintf("\\n")',
                      output="1 3 1 \n")],
)
def countcats(a: Any, dim: Any = None) -> np.ndarray:
    c = require_class(a, CategoricalArray, "countcats")
    codes = c.codes
    if dim is None:
        d = next((k for k, n in enumerate(codes.shape) if n != 1), 0)
    else:
        d = dim_arg(dim)  # MATLAB's DIM error for another class, a fraction or a non-scalar
        if d >= MAX_DIMS:
            raise too_many_dimensions(d + 1)
    if d >= codes.ndim:
        codes = codes.reshape(codes.shape + (1,) * (d + 1 - codes.ndim))
    moved = np.moveaxis(codes, d, 0)
    counts = np.stack([(moved == k + 1).sum(axis=0) for k in range(len(c.cats))], axis=0) if c.cats else \
        np.zeros((0,) + moved.shape[1:], dtype=np.int64)
    return np.moveaxis(counts, 0, d).astype(np.float64)
