"""categorical and iscategorical: make categorical arrays from text, numbers or logicals."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.categorical import _text
from runmat_builtins.lib.categorical._value import CategoricalArray
from runmat_builtins.lib.strings.core._text import is_cell, is_char, is_string, option_text
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import class_of



def number_name(x: float) -> str:
    """A category name for a number, as num2str writes it ('Inf', '-Inf' for the infinities)."""
    if x in (np.inf, -np.inf):
        return "Inf" if x > 0 else "-Inf"
    if x == int(x) and abs(x) < 1e15:
        return str(int(x))
    return f"{x:.5g}" if abs(x) >= 1e-5 else f"{x:g}"


def _values(a: Any) -> tuple[list[Any], tuple[int, ...], str]:
    """(elements as Python keys, shape, kind): kind 'text', 'number' or 'logical'; None is missing."""
    if isinstance(a, CategoricalArray):
        return a.names_or_none(), a.shape, "text"
    if _text.is_text(a) or is_string(a):
        vals, shape = _text.elements(a)
        return vals, shape, "text"
    if type(a) in (float, bool) or (type(a) is np.ndarray and a.dtype.kind in "biuf"):
        arr = np.asarray(a)
        arr = arr.reshape(1, 1) if arr.ndim == 0 else arr
        kind = "logical" if arr.dtype.kind == "b" else "number"
        flat = arr.ravel(order="F").tolist()
        vals = [None if kind == "number" and x != x else (bool(x) if kind == "logical" else float(x)) for x in flat]
        return vals, arr.shape, kind
    raise MException("MATLAB:categorical:InvalidInput",
                     f"Unable to create a categorical array from an input of type '{class_of(a)}'.")


def _name(v: Any, kind: str) -> str:
    if kind == "text":
        return v
    if kind == "logical":
        return "true" if v else "false"
    return number_name(v)


def make(a: Any, valueset: Any = None, catnames: Any = None, ordinal: bool = False,
         protected: bool = False) -> CategoricalArray:
    vals, shape, kind = _values(a)
    if valueset is None:
        present = sorted({v for v in vals if v is not None})
        if isinstance(a, CategoricalArray):
            present = [c for c in a.cats]
        levels = present
    else:
        levels, _, vkind = _values(valueset)
        if kind == "text" and vkind != "text" or kind != "text" and vkind == "text":
            raise MException("MATLAB:categorical:ValuesetTypeMismatch",
                             "The value set must have the same type as the input data.")
        if any(v is None for v in levels):
            raise MException("MATLAB:categorical:MissingValueset", "The value set cannot contain missing values.")
        if len(set(levels)) != len(levels):
            raise MException("MATLAB:categorical:DuplicateValueset", "The value set must contain unique values.")
    if catnames is None:
        names = [_name(v, kind) for v in levels]
    else:
        names = _text.names(catnames)
        if len(names) != len(levels):
            raise MException("MATLAB:categorical:NumCategoryNamesMismatch",
                             "The number of category names must equal the number of values in the value set.")
        if any(not n for n in names):
            raise MException("MATLAB:categorical:EmptyCategoryName", "Category names cannot be empty.")
    cats: list[str] = []
    level_code = {}
    for v, n in zip(levels, names):  # duplicate names merge their values into one category
        if n not in cats:
            cats.append(n)
        level_code[v] = cats.index(n) + 1
    codes = np.array([0 if v is None else level_code.get(v, 0) for v in vals], dtype=np.int64)
    return CategoricalArray(codes.reshape(shape, order="F"), cats, ordinal, protected)


def _flag(v: Any, name: str) -> bool:
    a = np.asarray(v).reshape(-1)
    if a.size != 1 or a.dtype.kind not in "biuf":
        raise MException("MATLAB:categorical:InvalidFlag", f"'{name}' must be true or false.")
    return bool(a[0])


@runtime_builtin(
    summary="Array of values from a finite set of named categories (optionally ordinal).",
    description="categorical(A) makes the sorted unique values of A (text, numbers or logicals) the "
                "categories; categorical(A, VALUESET) takes the categories (in that order) from VALUESET, "
                "values outside it becoming <undefined>; categorical(A, VALUESET, CATNAMES) names them. "
                "Options 'Ordinal' (categories compare by their order) and 'Protected'. Text is trimmed; "
                "missing or empty text and NaN are <undefined>.",
    keywords=["categorical", "categories", "factor", "ordinal", "groups"],
    related=["categories", "addcats", "removecats", "renamecats", "reordercats", "countcats", "isundefined"],
    signatures=["C = categorical(A)", "C = categorical(A, VALUESET)", "C = categorical(A, VALUESET, CATNAMES)",
                "C = categorical(A, VALUESET, CATNAMES, 'Ordinal', TF)"],
    errors=[ErrorSpec(identifier="MATLAB:categorical:NumCategoryNamesMismatch",
                      when="CATNAMES and VALUESET differ in length")],
    examples=[Example(code='c = categorical({\'plane\' \'car\' \'train\' \'car\' \'plane\'});\n'
                           'k = categories(c);\nfprintf("%s ", k{:}); fprintf("\\n")',
                      output="car plane train \n"),
              Example(code='c = categorical({\'plane\' \'car\' \'train\' \'car\' \'plane\'})',
                      output="c =\n\n  1\u00d75 categorical array\n\n     plane      car      train      car      plane \n\n"),
              Example(code='s = categorical(["small" "large" "medium"], ["small" "medium" "large"], "Ordinal", true);\n'
                           'fprintf("%d", s > "small"); fprintf("\\n")',
                      output="011\n")],
)
def categorical(a: Any = None, *args: Any) -> CategoricalArray:
    if a is None:
        return CategoricalArray(np.zeros((0, 0), dtype=np.int64), [])
    pos = list(args)
    opts: dict[str, bool] = {}
    while len(pos) >= 2 and option_text(pos[-2]) in ("ordinal", "protected"):
        opts[option_text(pos[-2])] = _flag(pos[-1], option_text(pos[-2]))
        del pos[-2:]
    if len(pos) > 2:
        raise MException("MATLAB:categorical:InvalidArguments", "Too many input arguments or an unknown option.")
    valueset = pos[0] if pos else None
    catnames = pos[1] if len(pos) > 1 else None
    if isinstance(a, CategoricalArray) and valueset is None and catnames is None:
        return CategoricalArray(a.codes, a.cats, opts.get("ordinal", a.ordinal),
                                opts.get("protected", a.protected))
    return make(a, valueset, catnames, opts.get("ordinal", False), opts.get("protected", False))


@runtime_builtin(
    summary="True for a categorical array.",
    keywords=["categorical", "class", "predicate"],
    related=["categorical", "isordinal"],
    signatures=["TF = iscategorical(A)"],
    examples=[Example(code='fprintf("%d %d\\n", iscategorical(categorical(1)), iscategorical(1))', output="1 0\n")],
)
def iscategorical(a: Any) -> bool:
    return isinstance(a, CategoricalArray)
